#pragma once

#include "adapter/Schema.h"

#include <QMainWindow>
#include <QPointer>

namespace nelumbo {

class AssistantController;
class AssistantDocks;
class ChatPanel;
class EditorTab;
class HistoryDock;
class PlanDock;
class SavedQueries;
class SchemaBrowser;
class SourceSession;
class TabSet;
class WindowActions;
class WindowSession;
class WindowShortcuts;
class WindowStatus;

// The window, assembled from parts with one job each: the tab set (TabSet), the source and
// its catalogue (SourceSession), the assistant's docks (AssistantDocks), the actions and
// menus (WindowActions), the status bar (WindowStatus) and the saved session
// (WindowSession). Query work is done by each EditorTab; this class only joins the parts.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Restores the last session, or opens the demo database with a sample query.
    void restoreSession();
    // sourceName: the configured source it belongs to, or empty for an ad-hoc URL. The URL
    // may hold a password: it is never shown, stored or remembered.
    void openSource(const QString& sourceUrl, const QString& sourceName = {},
                    bool sourceReadOnly = false);
    // Resolves a configured source (password from the keychain, or asked for) and opens it.
    void openNamedSource(const QString& name);
    QString sourceName() const;
    QString sourceUrl() const;
    bool catalogLoaded() const;

    EditorTab* currentTab() const;
    EditorTab* tabAt(int index) const;
    int tabCount() const;
    EditorTab* newTab(const QString& text = {});
    bool openFile(const QString& path);
    bool closeTab(int index);
    SchemaBrowser* schemaBrowser() const { return m_schema; }
    SavedQueries* savedQueries() const { return m_savedQueries; }
    HistoryDock* history() const { return m_history; }
    bool writesAllowed() const;
    // AI enabled with a usable provider and model (its key is checked when it is used).
    bool aiConfigured() const;
    AssistantController* assistant() const { return m_assistant; }
    PlanDock* planDock() const { return m_planDock; }
    ChatPanel* chatPanel() const;
    // The system ends the program (SIGTERM): the session is saved as on a clean quit, without
    // asking about edited files (their text is kept in the session), and the window closes.
    void endSession();

Q_SIGNALS:
    void catalogReady();
    void sourceFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void showSettings();
    // Moves the keyboard to the next (step 1) or previous (-1) pane: editor, results, chat,
    // schema.
    void focusPane(int step);
    void connectTab(EditorTab* tab);
    void updateTitle();

    TabSet* m_tabs;
    SchemaBrowser* m_schema;
    WindowStatus* m_status;
    AssistantController* m_assistant;
    SourceSession* m_source;
    SavedQueries* m_savedQueries;
    HistoryDock* m_history;
    AssistantDocks* m_assistantDocks;
    PlanDock* m_planDock;
    WindowActions* m_actions;
    WindowSession* m_session;
    WindowShortcuts* m_shortcuts;
    bool m_endingSession = false;
};

} // namespace nelumbo
