#pragma once

#include <QTableView>

namespace nelumbo {

class ResultModel;

// A grid over a ResultModel: copy as TSV or CSV, fixed-height rows for fast scrolling.
class ResultView : public QTableView
{
    Q_OBJECT
public:
    explicit ResultView(QWidget* parent = nullptr);

    void setResultModel(ResultModel* model);
    ResultModel* resultModel() const { return m_model; }
    // The selected cells' bounding rectangle as text; headers on request.
    QString selectionAsTsv(bool withHeaders) const;
    QString selectionAsCsv(bool withHeaders) const;
    void copySelection(bool csv, bool withHeaders);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    template <typename RowFn>
    QString selectionAs(bool withHeaders, RowFn row) const;
    void fitColumns();

    ResultModel* m_model = nullptr;
    bool m_fitted = false;
};

} // namespace nelumbo
