#pragma once

#include "queries/SavedQuery.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace nelumbo {

class SavedQueryLibrary;

// The saved-query library in a list: name, source and language, a filter box; Enter or a
// double-click opens a query, F2 renames it, Delete deletes it (after asking), and the
// context menu offers all three. It follows the library's changes.
class SavedQueriesPanel : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        SourceColumn,
        LanguageColumn
    };

    explicit SavedQueriesPanel(SavedQueryLibrary* library, QWidget* parent = nullptr);

    // Reads the library again; the list follows its changed() signal by itself.
    void reload();
    void setFilterText(const QString& text);
    QTreeView* view() const { return m_view; }
    // Rows shown (after the filter).
    int visibleCount() const;
    // The query at a row shown, or nullptr.
    const SavedQuery* queryAt(int row) const;
    QString statusText() const;

    void openRow(int row);
    void renameRow(int row);
    void deleteRow(int row);

Q_SIGNALS:
    void openRequested(const nelumbo::SavedQuery& query);
    void renamed(qint64 id, const QString& name);
    void removed(qint64 id);
    // The list was (re)filled from the library.
    void loaded();

private:
    void fill(const QList<SavedQuery>& queries);
    int currentRow() const;
    void showMenu(const QPoint& at);

    SavedQueryLibrary* m_library;
    QLineEdit* m_filter;
    QTreeView* m_view;
    QLabel* m_status;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QHash<qint64, SavedQuery> m_queries;
};

} // namespace nelumbo
