#pragma once

#include "results/SelectionCopy.h"

#include <QByteArray>
#include <QPointer>
#include <QStringList>
#include <QTableView>

class QMenu;

namespace nelumbo {

class QueryLanguage;
class ResultModel;
class ResultProxy;

// A grid over a ResultModel: sorted and filtered through a ResultProxy, columns hidden and
// moved from the header, copy as TSV, CSV, JSON, Markdown or INSERT, fixed-height rows.
class ResultView : public QTableView
{
    Q_OBJECT
public:
    explicit ResultView(QWidget* parent = nullptr);

    void setResultModel(ResultModel* model);
    ResultModel* resultModel() const { return m_model; }
    // The sorted and filtered rows the grid shows over resultModel().
    ResultProxy* proxy() const { return m_proxy; }
    // The model's row and column of a grid index.
    int modelRow(const QModelIndex& index) const;
    // The language that writes INSERTs and database sorts, and the statement as written
    // (template parts kept) that gave these rows.
    void setLanguage(const QueryLanguage* language) { m_language = language; }
    const QueryLanguage* language() const { return m_language; }
    void setStatement(const QString& statement) { m_statement = statement; }
    QString statement() const { return m_statement; }
    // The table an INSERT copy writes to when the statement reads exactly one; else empty.
    QString obviousTable() const;

    // Header clicks: ascending, descending, then the order the rows came in.
    void cycleSort(int column);
    void setSort(int column, Qt::SortOrder order);
    void clearSort();
    // The rows came sorted from the database by this column (name) and order.
    void setDatabaseSort(const QString& column, bool descending);
    QString databaseSortColumn() const { return m_databaseSortColumn; }
    bool databaseDescending() const { return m_databaseDescending; }
    // The sort that Sort in the Database would ask for: column and order, -1 when none.
    int requestedSortColumn() const;
    bool requestedDescending() const;
    void setColumnShown(int column, bool shown);

    // The selected cells in the grid's order (shown rows, shown columns) in a format; an
    // INSERT copy writes to table.
    void copySelectionAs(SelectionCopy::Format format, bool withHeaders, const QString& table = {});
    // Puts the selected cells' bounding rectangle on the clipboard, headers on request. The text is
    // built off the UI thread, with a progress dialog (and Cancel) past a second; beyond
    // results/copy_limit_mb it is refused with an offer to export it to a file.
    void copySelection(bool csv, bool withHeaders);
    bool isCopying() const;
    void cancelCopy();

Q_SIGNALS:
    // The sort, the filters or the columns shown changed.
    void arrangementChanged();
    void sortInDatabaseRequested(int column, bool descending);
    // The user asked to filter by this column (the header's menu).
    void filterRequested(int column);
    void copied();
    // A copy was refused: chars is (about) how long its text would have been.
    void copyRefused(qint64 chars);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void fitColumns();
    void showHeaderMenu(const QPoint& pos);
    void addCopyActions(QMenu* menu);
    void askInsertTable();
    void updateIndicator();
    void offerExport(SelectionCopy* copy, qint64 chars);
    void exportTo(SelectionCopy* copy, const QString& path);
    void watchProgress(SelectionCopy* copy, const QString& label);

    ResultModel* m_model = nullptr;
    ResultProxy* m_proxy;
    const QueryLanguage* m_language = nullptr;
    QString m_statement;
    QString m_databaseSortColumn;
    bool m_databaseDescending = false;
    // Hidden and moved columns, kept while the same columns come back (a re-run).
    QStringList m_layoutColumns;
    QByteArray m_layoutState;
    bool m_fitted = false;
    QPointer<SelectionCopy> m_copy;
};

} // namespace nelumbo
