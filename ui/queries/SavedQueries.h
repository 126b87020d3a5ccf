#pragma once

#include "queries/SavedQuery.h"

#include <QObject>

class QAction;
class QDockWidget;

namespace nelumbo {

class EditorTab;
class MainWindow;
class SavedQueriesPanel;
class SavedQueryLibrary;
class SourceSession;
class TabSet;

// The window's saved-query library: the Saved Queries dock, Query → Save to Library…, and
// opening a saved query in a tab with its variables and source.
class SavedQueries : public QObject
{
    Q_OBJECT
public:
    // Adds the dock to the window; the library is SavedQueryStore::configuredPath(). Queries
    // open in tabs and switch the source.
    SavedQueries(MainWindow* window, TabSet* tabs, SourceSession* source);

    SavedQueryLibrary* library() const { return m_library; }
    SavedQueriesPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }
    QAction* saveAction() const { return m_save; }

    // Asks for a name (the tab's saved name to start with), confirms replacing another query
    // of that name, and stores the tab's statement, variables, source and its language.
    void saveTab(EditorTab* tab);
    // In a new tab, or the tab that already shows it; switches to the query's source.
    void open(const SavedQuery& query);

Q_SIGNALS:
    // A tab was saved to the library (or saving failed: ok false).
    void tabSaved(nelumbo::EditorTab* tab, bool ok);

private:
    void store(EditorTab* tab, const QString& name, qint64 replaceId);
    EditorTab* tabShowing(qint64 id) const;

    MainWindow* m_window;
    TabSet* m_tabs;
    SourceSession* m_source;
    SavedQueryLibrary* m_library;
    SavedQueriesPanel* m_panel;
    QDockWidget* m_dock;
    QAction* m_save;
};

} // namespace nelumbo
