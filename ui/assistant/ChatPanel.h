#pragma once

#include "ai/ChatSession.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace nelumbo {

class AssistantController;
class ChatInput;
class ChatMessageView;

// The chat side panel: the current source's conversation, answers streaming in, the input
// (Enter sends, Shift+Enter new line, Esc stops), Stop, Regenerate, Clear, and what this
// session's answers cost. Talks to the assistant through AssistantController only.
class ChatPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChatPanel(AssistantController* controller, QWidget* parent = nullptr);

    ChatInput* input() const { return m_input; }
    void focusInput();
    QList<ChatMessageView*> messages() const;
    ChatMessageView* lastMessage() const;
    QAction* clearAction() const { return m_clearAction; }
    QPushButton* sendButton() const { return m_send; }
    QPushButton* stopButton() const { return m_stop; }
    QPushButton* regenerateButton() const { return m_regenerate; }
    QLabel* totalsLabel() const { return m_totals; }
    QLabel* hintLabel() const { return m_hint; }
    QLabel* warningLabel() const { return m_warning; }
    QPushButton* undoClearButton() const { return m_undoClear; }
    QSize sizeHint() const override;

    // "This session: 2 answers · 1,234 tokens · $0.0012"; a cost not known stays "unknown".
    static QString totalsText(const ChatSession::Totals& totals);

Q_SIGNALS:
    // Esc in the input while nothing runs: the keyboard may go back to the editor.
    void leaveRequested();

private:
    void send();
    void stop();
    void clear();
    void rebuild();
    void add(ChatMessageView* view);
    void scrollToEnd();
    void updateState();
    void showWarning(const QString& text);
    void disableOldRetries();

    AssistantController* m_controller;
    ChatSession* m_chat;
    QLabel* m_title;
    QToolButton* m_clearButton;
    QAction* m_clearAction;
    QLabel* m_hint;
    QLabel* m_warning;
    QWidget* m_undoBar;
    QPushButton* m_undoClear;
    QScrollArea* m_scroll;
    QWidget* m_list;
    QVBoxLayout* m_listLayout;
    QLabel* m_empty;
    ChatInput* m_input;
    QPushButton* m_send;
    QPushButton* m_stop;
    QPushButton* m_regenerate;
    QLabel* m_totals;
    QPointer<ChatMessageView> m_live;
};

} // namespace nelumbo
