#pragma once

#include "ai/AiEngine.h"
#include "ai/Conversation.h"
#include "ai/ConversationStore.h"
#include "llm/PriceTable.h"

#include <QObject>
#include <functional>

namespace nelumbo {

// The chat about the current source: its conversation (loaded from and saved to the
// ConversationStore), the generations asked in it, and what the answers cost. One request
// at a time; stop() cancels it at once.
class ChatSession : public QObject
{
    Q_OBJECT
public:
    // What the answers of this app session used, over every source.
    struct Totals
    {
        int answers = 0;
        qint64 promptTokens = 0;
        qint64 completionTokens = 0;
        int unreportedUsage = 0; // answers without token counts
        double cost = 0;
        QString currency;
        int unknownCost = 0; // answers and suggestions whose cost is unknown
        int suggestions = 0; // inline suggestion replies, counted apart from answers
    };

    ChatSession(AiEngine& engine, QObject* parent = nullptr);

    void setStore(const ConversationStore& store) { m_store = store; }
    const ConversationStore& store() const { return m_store; }
    // key: the file key of the source (its name, or its URL without password). Loads the
    // source's conversation and says reset(); a running request is stopped first.
    void setSource(const AiSource& source, const QString& key);
    QString sourceKey() const { return m_key; }
    void setModelString(const QString& modelString) { m_modelString = modelString; }
    // What the editor holds now; sent with each request as the query to refine.
    void setStatementProvider(std::function<QString()> provider)
    {
        m_statement = std::move(provider);
    }
    // The editor's variables now (definitions with their values); sent with each request.
    void setVariablesProvider(std::function<QJsonArray()> provider)
    {
        m_variables = std::move(provider);
    }
    // Allow Writes: requests may generate statements that change data (the engine still
    // refuses for a source configured read-only).
    void setAllowWrites(bool allow) { m_allowWrites = allow; }
    bool allowsWrites() const { return m_allowWrites; }

    const Conversation& conversation() const { return m_conversation; }
    // Why the stored conversation could not be read (then the chat starts empty and the
    // file is left alone until something new is said); empty when it was read.
    QString loadError() const { return m_loadError; }
    bool isBusy() const { return m_busy; }
    bool canRegenerate() const;
    bool canRetry() const { return !m_busy && m_last.has_value(); }
    const Totals& totals() const { return m_totals; }
    // An inline suggestion's reply: its tokens and cost join this session's totals.
    void addSuggestionUsage(const LlmUsage& usage);

    // Records the user's message and asks for an answer. False (nothing done) while busy or
    // for an empty prompt.
    bool ask(const QString& prompt);
    // Asks the last prompt again (or repeats the last fix).
    bool regenerate();
    // Sends the request that failed again, without recording anything twice.
    bool retry();
    // Records a failed statement (the model gets ErrorDetector's analysis) and asks for a fix.
    bool fix(const QString& statement, const QString& errorMessage);
    // Cancels the running request at once; stopped() carries its prompt.
    void stop();
    // Forgets the source's conversation, on disk too; undoClear() brings it back until
    // something new is said or another source is chosen.
    Result<void> clear();
    bool canUndoClear() const { return m_cleared.has_value(); }
    Result<void> undoClear();

Q_SIGNALS:
    // The conversation was replaced (another source, cleared): show it anew.
    void reset();
    // A user or query-error message was recorded.
    void messageAdded(const nelumbo::ConversationMessage& message);
    void busyChanged(bool busy);
    void answerStarted();
    void roundStarted(int round);
    void textReceived(const QString& chunk);
    void toolStarted(const QString& name, const QJsonObject& arguments);
    void toolFinished(const nelumbo::AgentTraceEntry& entry);
    // The answer, as recorded (its extra fields hold usage, cost and trace).
    void answered(const nelumbo::ConversationMessage& message, const nelumbo::AgentResult& result,
                  const nelumbo::LlmCost& cost);
    // The request failed; nothing was recorded for it and retry() sends it again.
    void failed(const nelumbo::Error& error);
    void stopped(const QString& prompt);
    // A fix produced a statement.
    void fixReady(const QString& statement, const QJsonArray& variables);
    void totalsChanged();
    // The conversation could not be written; it stays in memory.
    void saveFailed(const nelumbo::Error& error);

private:
    struct Request
    {
        QString prompt;
        QString currentStatement;
        bool fix = false;
        QString failedStatement;
        QString errorMessage;
    };
    void start(const Request& request);
    void onGenerated(const AgentResult& result);
    void onFailed(const Error& error);
    void setBusy(bool busy);
    void save();
    void addToTotals(const LlmUsage& usage, const LlmCost& cost, bool answer = true);

    AiEngine& m_engine;
    ConversationStore m_store;
    AiSource m_source;
    QString m_key;
    QString m_modelString;
    std::function<QString()> m_statement;
    std::function<QJsonArray()> m_variables;
    bool m_allowWrites = false;
    Conversation m_conversation;
    QString m_loadError;
    bool m_saveBlocked = false; // an unreadable file could not be moved aside
    bool m_busy = false;
    std::optional<Request> m_last;
    std::optional<Conversation> m_cleared;
    Totals m_totals;
};

} // namespace nelumbo
