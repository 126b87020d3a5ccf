#include "ai/ChatSession.h"

#include "adapter/DatabaseAdapter.h"
#include "ai/ToolCatalog.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"

#include <QJsonArray>

namespace nelumbo {

namespace {

QJsonValue count(qint64 n)
{
    return n < 0 ? QJsonValue() : QJsonValue(n);
}

// What an answer used and did, kept with it in the conversation file.
QJsonObject annotation(const QString& model, const AgentResult& result, const LlmCost& cost)
{
    QJsonArray trace;
    for (const AgentTraceEntry& entry : result.trace)
        trace.append(entry.toJson());
    return {
        {QStringLiteral("model"), result.model.isEmpty() ? model : result.model},
        {QStringLiteral("usage"),
         QJsonObject{{QStringLiteral("prompt_tokens"), count(result.usage.promptTokens)},
                     {QStringLiteral("completion_tokens"), count(result.usage.completionTokens)}}},
        {QStringLiteral("cost"), cost.known ? QJsonValue(cost.amount) : QJsonValue()},
        {QStringLiteral("currency"), cost.currency},
        {QStringLiteral("rounds"), result.rounds},
        {QStringLiteral("trace"), trace}};
}

} // namespace

ChatSession::ChatSession(AiEngine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
{
    connect(&m_engine, &AiEngine::generated, this, &ChatSession::onGenerated);
    connect(&m_engine, &AiEngine::failed, this, &ChatSession::onFailed);
    // Progress belongs to this session only while it waits for an answer.
    connect(&m_engine, &AiEngine::roundStarted, this, [this](int round) {
        if (m_busy)
            Q_EMIT roundStarted(round);
    });
    connect(&m_engine, &AiEngine::textReceived, this, [this](const QString& chunk) {
        if (m_busy)
            Q_EMIT textReceived(chunk);
    });
    connect(&m_engine, &AiEngine::toolStarted, this,
            [this](const QString& name, const QJsonObject& arguments) {
                if (m_busy)
                    Q_EMIT toolStarted(name, arguments);
            });
    connect(&m_engine, &AiEngine::toolFinished, this, [this](const AgentTraceEntry& entry) {
        if (m_busy)
            Q_EMIT toolFinished(entry);
    });
}

void ChatSession::setSource(const AiSource& source, const QString& key)
{
    if (m_busy)
        stop();
    const bool sameKey = key == m_key;
    m_source = source;
    if (sameKey && !m_key.isEmpty())
        return; // the same conversation, on a new Connection
    m_key = key;
    m_last.reset();
    m_cleared.reset();
    m_loadError.clear();
    m_saveBlocked = false;
    m_conversation = Conversation();
    if (!key.isEmpty()) {
        Result<Conversation> loaded = m_store.load(key);
        if (loaded) {
            m_conversation = loaded.value();
        } else {
            // Kept aside, so the new chat can be saved without destroying the old file.
            const Result<QString> kept = m_store.setAside(key);
            //: %1 says why the saved conversation could not be read, %2 is a file path
            const QString keptText = tr("%1 It was kept as %2; this chat starts anew.");
            //: %1 says why the saved conversation could not be read, %2 why it was not moved
            const QString blockedText =
                tr("%1 New messages are not saved until the file can be moved (%2).");
            m_loadError = kept ? keptText.arg(loaded.error().message, kept.value())
                               : blockedText.arg(loaded.error().message, kept.error().message);
            m_saveBlocked = !kept;
        }
    }
    Q_EMIT reset();
}

bool ChatSession::canRegenerate() const
{
    if (m_busy)
        return false;
    if (m_last)
        return true;
    for (const ConversationMessage& m : m_conversation.messages())
        if (m.role == ConversationMessage::Role::User)
            return true;
    return false;
}

bool ChatSession::ask(const QString& prompt)
{
    if (m_busy || prompt.trimmed().isEmpty())
        return false;
    m_cleared.reset();
    // The same question sent again after it got no answer (stopped, failed) is not repeated.
    const auto& messages = m_conversation.messages();
    const bool unanswered = !messages.isEmpty() &&
                            messages.last().role == ConversationMessage::Role::User &&
                            messages.last().content == prompt;
    if (!unanswered) {
        m_conversation.addUserMessage(prompt);
        save();
        Q_EMIT messageAdded(m_conversation.messages().last());
    }
    start({prompt, m_statement ? m_statement() : QString(), false, {}, {}});
    return true;
}

bool ChatSession::regenerate()
{
    if (!canRegenerate())
        return false;
    if (m_last && m_last->fix)
        return fix(m_last->failedStatement, m_last->errorMessage);
    QString prompt = m_last ? m_last->prompt : QString();
    if (prompt.isEmpty()) {
        const auto& messages = m_conversation.messages();
        for (auto it = messages.crbegin(); it != messages.crend(); ++it)
            if (it->role == ConversationMessage::Role::User) {
                prompt = it->content;
                break;
            }
    }
    return ask(prompt);
}

bool ChatSession::retry()
{
    if (!canRetry())
        return false;
    start(*m_last);
    return true;
}

bool ChatSession::fix(const QString& statement, const QString& errorMessage)
{
    if (m_busy || statement.trimmed().isEmpty())
        return false;
    m_cleared.reset();
    m_conversation.addQueryError(errorMessage, statement);
    save();
    Q_EMIT messageAdded(m_conversation.messages().last());
    // No prompt: the error turn (with its analysis) is the request.
    start({QString(), statement, true, statement, errorMessage});
    return true;
}

void ChatSession::start(const Request& request)
{
    m_last = request;
    setBusy(true);
    Q_EMIT answerStarted();
    GenerationRequest generation;
    generation.prompt = request.prompt;
    generation.conversation = m_conversation;
    generation.currentStatement = request.currentStatement;
    generation.currentVariables = m_variables ? m_variables() : QJsonArray();
    generation.allowWrites = m_allowWrites;
    m_engine.generate(m_source, generation);
}

void ChatSession::stop()
{
    if (!m_busy)
        return;
    m_engine.cancel();
    setBusy(false);
    Q_EMIT stopped(m_last ? m_last->prompt : QString());
}

Result<void> ChatSession::clear()
{
    if (m_busy)
        stop();
    if (!m_key.isEmpty())
        if (Result<void> cleared = m_store.clear(m_key); !cleared)
            return cleared;
    if (!m_conversation.isEmpty())
        m_cleared = m_conversation;
    m_conversation = Conversation();
    m_last.reset();
    m_loadError.clear();
    m_saveBlocked = false;
    Q_EMIT reset();
    return {};
}

Result<void> ChatSession::undoClear()
{
    if (!m_cleared || m_busy)
        return Error{ErrorCode::NothingToUndo, tr("There is no cleared conversation.")};
    m_conversation = *m_cleared;
    m_cleared.reset();
    if (!m_key.isEmpty())
        if (Result<void> saved = m_store.save(m_key, m_conversation); !saved)
            Q_EMIT saveFailed(saved.error());
    Q_EMIT reset();
    return {};
}

void ChatSession::onGenerated(const AgentResult& result)
{
    if (!m_busy)
        return;
    const bool wasFix = m_last && m_last->fix;
    setBusy(false);
    m_conversation.addAssistantResponse(result.text, result.statement, result.variables);
    QStringList tables;
    for (const AgentTraceEntry& entry : result.trace)
        if (entry.tool == QLatin1StringView(ToolName::DescribeTable) && !entry.isError)
            tables.append(entry.arguments.value(QLatin1StringView(ToolArg::TableName)).toString());
    m_conversation.noteTablesAnalyzed(tables);
    const PriceTable prices = PriceTable::load(*Settings::open());
    const LlmCost cost = prices.cost(m_modelString, result.usage);
    QJsonObject notes = annotation(m_modelString, result, cost);
    // A statement written with writes allowed may change data: its card says so.
    const DatabaseAdapter* adapter = m_source.connection ? m_source.connection->adapter() : nullptr;
    if (m_allowWrites && adapter && !result.statement.isEmpty() &&
        adapter->classifyStatement(result.statement) != StatementAccess::ReadOnly)
        notes.insert(QStringLiteral("changes_data"), true);
    m_conversation = ConversationStore::annotateLast(m_conversation, notes);
    save();
    addToTotals(result.usage, cost);
    Q_EMIT answered(m_conversation.messages().last(), result, cost);
    if (wasFix && !result.statement.isEmpty())
        Q_EMIT fixReady(result.statement, result.variables);
}

void ChatSession::onFailed(const Error& error)
{
    if (!m_busy)
        return;
    setBusy(false);
    // A refusal is the answer to the question: it stays in the conversation with it.
    if (error.code == ErrorCode::UnableToGenerate) {
        m_conversation.addAssistantResponse(error.message, {});
        save();
    }
    Q_EMIT failed(error);
}

void ChatSession::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void ChatSession::save()
{
    if (m_key.isEmpty() || m_saveBlocked)
        return;
    if (Result<void> saved = m_store.save(m_key, m_conversation); !saved)
        Q_EMIT saveFailed(saved.error());
}

void ChatSession::addSuggestionUsage(const LlmUsage& usage)
{
    const PriceTable prices = PriceTable::load(*Settings::open());
    addToTotals(usage, prices.cost(m_modelString, usage), false);
}

void ChatSession::addToTotals(const LlmUsage& usage, const LlmCost& cost, bool answer)
{
    if (answer)
        ++m_totals.answers;
    else
        ++m_totals.suggestions;
    if (usage.isReported()) {
        m_totals.promptTokens += std::max<qint64>(0, usage.promptTokens);
        m_totals.completionTokens += std::max<qint64>(0, usage.completionTokens);
    } else {
        ++m_totals.unreportedUsage;
    }
    if (cost.known && (m_totals.currency.isEmpty() || m_totals.currency == cost.currency)) {
        m_totals.cost += cost.amount;
        m_totals.currency = cost.currency;
    } else {
        ++m_totals.unknownCost;
    }
    Q_EMIT totalsChanged();
}

} // namespace nelumbo
