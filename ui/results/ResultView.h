#pragma once

#include <QPointer>
#include <QTableView>

namespace nelumbo {

class ResultModel;
class SelectionCopy;

// A grid over a ResultModel: copy as TSV or CSV, fixed-height rows for fast scrolling.
class ResultView : public QTableView
{
    Q_OBJECT
public:
    explicit ResultView(QWidget* parent = nullptr);

    void setResultModel(ResultModel* model);
    ResultModel* resultModel() const { return m_model; }
    // Puts the selected cells' bounding rectangle on the clipboard, headers on request. The text is
    // built off the UI thread, with a progress dialog (and Cancel) past a second; beyond
    // results/copy_limit_mb it is refused with an offer to export it to a file.
    void copySelection(bool csv, bool withHeaders);
    bool isCopying() const;
    void cancelCopy();

Q_SIGNALS:
    void copied();
    // A copy was refused: chars is (about) how long its text would have been.
    void copyRefused(qint64 chars);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void fitColumns();
    void offerExport(SelectionCopy* copy, qint64 chars);
    void exportTo(SelectionCopy* copy, const QString& path);
    void watchProgress(SelectionCopy* copy, const QString& label);

    ResultModel* m_model = nullptr;
    bool m_fitted = false;
    QPointer<SelectionCopy> m_copy;
};

} // namespace nelumbo
