#pragma once

#include "ai/AgentLoop.h"
#include "ai/Conversation.h"
#include "core/Result.h"
#include "llm/PriceTable.h"

#include <QFrame>
#include <QJsonArray>
#include <QTimer>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace nelumbo {

class ChatStatementCard;
class ChatTextView;
class ChatTraceView;

// One message of the chat: the user's question, the assistant's answer (streamed as
// Markdown, then with its statement, its tool trace and what it cost), a failed statement, or
// an error of the request with a Retry button.
class ChatMessageView : public QFrame
{
    Q_OBJECT
public:
    enum class Kind
    {
        User,
        Assistant,
        QueryError,
        Error
    };

    // definition: the source's highlighting definition, for code.
    static ChatMessageView* fromMessage(const ConversationMessage& message,
                                        const QString& definition, QWidget* parent = nullptr);
    // An answer that is about to stream in.
    static ChatMessageView* pendingAnswer(const QString& definition, QWidget* parent = nullptr);
    static ChatMessageView* requestError(const Error& error, QWidget* parent = nullptr);

    Kind kind() const { return m_kind; }
    // What the message says, as plain text (the shown Markdown, without the statement).
    QString text() const;
    QString statusText() const;

    // Streaming (an answer only).
    void startRound(int round);
    void appendText(const QString& chunk);
    void toolStarted(const QString& name, const QJsonObject& arguments);
    void toolFinished(const AgentTraceEntry& entry);
    void finish(const ConversationMessage& recorded, const AgentResult& result,
                const LlmCost& cost);
    // The request ended without an answer: what streamed stays, marked as such.
    void endIncomplete(const QString& why);

    ChatTextView* body() const { return m_body; }
    ChatTraceView* trace() const { return m_trace; }
    ChatStatementCard* statementCard() const { return m_card; }
    QLabel* usageLabel() const { return m_usage; }
    QPushButton* retryButton() const { return m_retry; }
    void setRetryEnabled(bool enabled);

    // "Tokens … · cost …" of an answer; the cost is "unknown" when not known, never 0.
    static QString usageText(const QString& model, const LlmUsage& usage, const LlmCost& cost);
    // The answer's prose without the fenced block that holds its statement.
    static QString proseWithout(const QString& markdown, const QString& statement);
    // A readable title for the error of a request.
    static QString errorTitle(const Error& error);

Q_SIGNALS:
    void applyRequested(const QString& statement, const QJsonArray& variables, bool replace);
    void retryRequested();

private:
    ChatMessageView(Kind kind, const QString& definition, QWidget* parent);
    void setHeader(const QString& title);
    void showAnswer(const QString& text, const QString& statement, const QJsonArray& variables,
                    bool changesData);
    void setStatus(const QString& status);

    Kind m_kind;
    QString m_definition;
    QVBoxLayout* m_layout;
    QLabel* m_header = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_plain = nullptr;
    ChatTextView* m_body = nullptr;
    ChatTraceView* m_trace = nullptr;
    ChatStatementCard* m_card = nullptr;
    QLabel* m_usage = nullptr;
    QPushButton* m_retry = nullptr;
    QString m_streamed;
    QTimer m_renderTimer; // coalesces streamed pieces into one render
};

} // namespace nelumbo
