#pragma once

#include <QHash>
#include <QKeySequence>
#include <QObject>
#include <functional>

class QAction;
class QMenu;

namespace nelumbo {

class AssistantDocks;
class AssistantController;
class MainWindow;
class SavedQueries;
class SourceSession;
class SourceSwitcher;
class TabSet;

// The window's actions with their keys, its menus and its tool bar (with the source
// switcher). An action only calls into the part that does the work.
class WindowActions : public QObject
{
    Q_OBJECT
public:
    WindowActions(MainWindow* window, TabSet* tabs, SourceSession* source,
                  SavedQueries* savedQueries, AssistantController* assistant,
                  AssistantDocks* assistantDocks);

    QAction* action(const QString& objectName) const { return m_actions.value(objectName); }
    // View → the dock toggles go here.
    QMenu* viewMenu() const { return m_viewMenu; }
    // Query → Explain Plan and other query actions of the window's parts go here.
    QMenu* queryMenu() const { return m_queryMenu; }
    // Run and Cancel follow whether the current tab runs.
    void updateActions();

Q_SIGNALS:
    void settingsRequested();
    void nextPaneRequested(int step);

private:
    QAction* addAction(const QString& objectName, const QString& text, const QKeySequence& key,
                       std::function<void()> slot);
    void createActions();
    void createMenus();
    void createToolBar();
    void rebuildRecentMenu();
    void sourceChanged();
    void formatStatement();

    MainWindow* m_window;
    TabSet* m_tabs;
    SourceSession* m_source;
    SavedQueries* m_savedQueries;
    AssistantController* m_assistant;
    AssistantDocks* m_assistantDocks;
    QHash<QString, QAction*> m_actions;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_queryMenu = nullptr;
    SourceSwitcher* m_switcher = nullptr;
};

} // namespace nelumbo
