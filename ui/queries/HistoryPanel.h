#pragma once

#include "history/HistoryEntry.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QStandardItemModel;
class QTimer;
class QToolBar;
class QTreeView;

namespace nelumbo {

class QueryHistory;

// The query history in a list, newest first: a search box over the statements, a source
// filter and a succeeded/failed filter. Enter or a double-click opens an entry in a new tab;
// the tool bar and the context menu also open it in the current tab, copy it, save it to
// the library and delete entries. It follows the history's changes.
class HistoryPanel : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        StartedColumn,
        StatementColumn,
        SourceColumn,
        ResultColumn,
        DurationColumn
    };

    explicit HistoryPanel(QueryHistory* history, QWidget* parent = nullptr);

    // Searches the history again with the filters shown.
    void reload();
    void setSearchText(const QString& text);
    // "" for every source.
    void setSourceFilter(const QString& source);
    void setOutcomeFilter(HistoryFilter::Outcome outcome);
    HistoryFilter filter() const;

    QLineEdit* searchBox() const { return m_search; }
    QTreeView* view() const { return m_view; }
    int visibleCount() const;
    // The entry at a row shown, or nullptr.
    const HistoryEntry* entryAt(int row) const;
    QString statusText() const;

    void openRow(int row, bool newTab);
    void copyRow(int row);
    void saveRow(int row);
    void deleteRows(const QList<int>& rows);

Q_SIGNALS:
    void openRequested(const nelumbo::HistoryEntry& entry, bool newTab);
    void saveRequested(const nelumbo::HistoryEntry& entry);
    // The list was (re)filled from the history.
    void loaded();

private:
    void fill(const QList<HistoryEntry>& entries);
    void fillSources(const QStringList& sources);
    int currentRow() const;
    QList<int> selectedRows() const;
    void showMenu(const QPoint& at);
    void updateActions();

    QueryHistory* m_history;
    QLineEdit* m_search;
    QComboBox* m_source;
    QComboBox* m_outcome;
    QTreeView* m_view;
    QToolBar* m_tools;
    QLabel* m_status;
    QStandardItemModel* m_model;
    QTimer* m_searchTimer;
    QList<HistoryEntry> m_entries; // in the model's row order
    QAction* m_open;
    QAction* m_openNew;
    QAction* m_copy;
    QAction* m_save;
    QAction* m_delete;
    int m_reloads = 0; // answers of older searches are dropped
};

} // namespace nelumbo
