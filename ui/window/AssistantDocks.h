#pragma once

#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;

namespace nelumbo {

class AssistantController;
class ChatPanel;
class EditorTab;
class InlineSuggestion;
class StatementApplier;
class TabSet;

// The assistant's part of the window: the chat dock, the explanation popup, the
// optimisation dock, and the applier that puts suggested statements and fixes into a tab.
class AssistantDocks : public QObject
{
    Q_OBJECT
public:
    // chatShown: whether the chat dock starts visible (AI is set up); the saved layout wins
    // later.
    AssistantDocks(QMainWindow* window, AssistantController* assistant, TabSet* tabs,
                   bool chatShown);

    QDockWidget* chatDock() const { return m_chatDock; }
    ChatPanel* chatPanel() const { return m_chatPanel; }
    QDockWidget* optimizeDock() const { return m_optimizeDock; }
    StatementApplier* applier() const { return m_applier; }

    // A new tab: its error bar's fix, automatic fixes, and Explain in its context menu.
    void connectTab(EditorTab* tab);

private:
    void createChatDock(bool shown);
    void createExplainAndOptimize();
    void connectApply();
    void connectInlineSuggestions();
    void showStatus(const QString& text);

    QMainWindow* m_window;
    AssistantController* m_assistant;
    TabSet* m_tabs;
    QDockWidget* m_chatDock = nullptr;
    ChatPanel* m_chatPanel = nullptr;
    QDockWidget* m_optimizeDock = nullptr;
    StatementApplier* m_applier = nullptr;
    QPointer<InlineSuggestion> m_suggestionFor; // the editor whose request is out
};

} // namespace nelumbo
