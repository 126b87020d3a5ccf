#pragma once

#include "adapter/Schema.h"

#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QLabel;
class QTabWidget;
class QToolButton;

namespace nelumbo {

class AssistantController;
class ChatPanel;
class Connection;
class EditorTab;
class RecoveryStore;
class SavedQueries;
class SchemaBrowser;
class SourceResolver;
class SourceSwitcher;
class WindowShortcuts;
struct SessionState;

// The window: editor tabs, the schema browser, menus and the status bar. Query work is done
// by each EditorTab; this class wires things together and keeps the session.
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
    QString sourceName() const { return m_sourceName; }
    QString sourceUrl() const { return m_sourceUrl; }
    bool catalogLoaded() const { return m_catalogLoaded; }

    EditorTab* currentTab() const;
    EditorTab* tabAt(int index) const;
    int tabCount() const;
    EditorTab* newTab(const QString& text = {});
    bool openFile(const QString& path);
    bool closeTab(int index);
    SchemaBrowser* schemaBrowser() const { return m_schema; }
    SavedQueries* savedQueries() const { return m_savedQueries; }
    bool writesAllowed() const { return m_writesAllowed; }
    // AI enabled with a usable provider and model (its key is checked when it is used).
    bool aiConfigured() const { return m_aiConfigured; }
    AssistantController* assistant() const { return m_assistant; }
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
    void createActions();
    void createMenus();
    void createToolBar();
    QAction* addAction(const QString& objectName, const QString& text, const QKeySequence& key,
                       std::function<void()> slot);
    void chooseDatabase();
    void showConnectionDialog();
    void showSettings();
    void updateAiStatus();
    // Moves the keyboard to the next (step 1) or previous (-1) pane: editor, results, chat,
    // schema.
    void focusPane(int step);
    void chooseFile();
    bool save(EditorTab* tab);
    bool saveAs(EditorTab* tab);
    bool maybeSave(EditorTab* tab);
    void connectTab(EditorTab* tab);
    void updateActions();
    void updateTitle();
    void rememberRecent(const QString& sourceUrl);
    void rebuildRecentMenu();
    void saveSession();
    SessionState currentSession() const;
    void setWritesAllowed(bool allowed);
    QString highlightingDefinition() const;

    QTabWidget* m_tabs;
    SchemaBrowser* m_schema;
    QLabel* m_sourceLabel;
    QLabel* m_statusLabel;
    QPointer<Connection> m_catalogConnection;
    QString m_sourceUrl;
    QString m_sourceName;
    bool m_sourceReadOnly = false;
    SourceSwitcher* m_switcher = nullptr;
    QPointer<SourceResolver> m_resolver;
    bool m_catalogLoaded = false;
    bool m_writesAllowed = false;
    QLabel* m_modeLabel;
    QToolButton* m_aiStatus = nullptr;
    bool m_aiConfigured = false;
    QMenu* m_recentMenu = nullptr;
    QHash<QString, QAction*> m_actions;
    SavedQueries* m_savedQueries = nullptr;
    AssistantController* m_assistant = nullptr;
    QDockWidget* m_chatDock = nullptr;
    RecoveryStore* m_recovery = nullptr;
    WindowShortcuts* m_shortcuts = nullptr;
    bool m_endingSession = false;
};

} // namespace nelumbo
