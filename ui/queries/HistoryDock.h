#pragma once

#include "history/HistoryEntry.h"

#include <QObject>

class QDockWidget;

namespace nelumbo {

class EditorTab;
class HistoryPanel;
class MainWindow;
class QueryHistory;
class SavedQueries;
class TabSet;

// The window's query history: records every statement its tabs run (in the history's own
// thread, so a run never waits for it), and the History dock (Ctrl+Alt+H) that searches it,
// opens entries in tabs, copies them and saves them to the library.
class HistoryDock : public QObject
{
    Q_OBJECT
public:
    // The history file is HistorySettings::read().path; the dock starts hidden.
    HistoryDock(MainWindow* window, TabSet* tabs, SavedQueries* savedQueries);

    QueryHistory* history() const { return m_history; }
    HistoryPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }

    // In a new tab, or in place of the current tab's text (one undo step).
    void open(const HistoryEntry& entry, bool newTab);

private:
    void connectTab(EditorTab* tab);

    TabSet* m_tabs;
    SavedQueries* m_savedQueries;
    QueryHistory* m_history;
    HistoryPanel* m_panel;
    QDockWidget* m_dock;
};

} // namespace nelumbo
