#include "ai/AgentLoop.h"

#include "adapter/DatabaseAdapter.h"
#include "ai/BuiltinActions.h"
#include "ai/MentionedColumns.h"
#include "ai/ReplyExtractor.h"
#include "ai/ToolResultFormatter.h"
#include "ai/VariableNormaliser.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "llm/LlmClient.h"
#include "llm/LlmHandle.h"

#include <QCoreApplication>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

// Messages to the model (tool errors, requests for a fix) stay English whatever the UI
// language; only failures reported to the user are translated.

namespace nelumbo {

namespace {
qint64 sum(qint64 a, qint64 b)
{
    if (b < 0)
        return a;
    return a < 0 ? b : a + b;
}
} // namespace

QJsonObject AgentTraceEntry::toJson() const
{
    return {{u"tool"_s, tool},
            {u"arguments"_s, arguments},
            {u"outcome"_s, isError ? u"error"_s : u"ok"_s},
            {u"result"_s, outcome},
            {u"duration_ms"_s, durationMs}};
}

AgentLoop::AgentLoop(LlmClient& client, Connection& connection, const AiActionRegistry& actions,
                     QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_connection(connection)
    , m_actions(actions)
    , m_fence(connection.adapter() ? connection.adapter()->language().fenceLabel() : QString())
{}

void AgentLoop::start(const AiPrompt& prompt, const QList<LlmMessage>& messages)
{
    cancel();
    ++m_generation;
    m_prompt = prompt;
    m_result = AgentResult{};
    // The configured provider:model string, not the provider's echo of its model name.
    m_result.model = m_target.modelString();
    m_result.messages = messages;
    m_running = true;
    nextRound();
}

void AgentLoop::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    ++m_generation;
    if (m_handle) {
        m_handle->disconnect(this);
        m_handle->cancel();
        m_handle->deleteLater();
    }
    Q_EMIT failed({ErrorCode::Cancelled, tr("The request was cancelled.")});
}

void AgentLoop::fail(const Error& error)
{
    m_running = false;
    // A reason can be the whole reply: never a multi-megabyte message.
    Error shown = error;
    shown.message = ToolResultFormatter::cut(error.message, kMaxMessageLength);
    shown.englishMessage = ToolResultFormatter::cut(error.englishMessage, kMaxMessageLength);
    Q_EMIT failed(shown);
}

void AgentLoop::addUsage(const LlmUsage& usage)
{
    LlmUsage& u = m_result.usage;
    u.promptTokens = sum(u.promptTokens, usage.promptTokens);
    u.completionTokens = sum(u.completionTokens, usage.completionTokens);
    u.totalTokens = sum(u.totalTokens, usage.totalTokens);
    u.cachedTokens = sum(u.cachedTokens, usage.cachedTokens);
    u.cacheWriteTokens = sum(u.cacheWriteTokens, usage.cacheWriteTokens);
    u.reasoningTokens = sum(u.reasoningTokens, usage.reasoningTokens);
}

void AgentLoop::nextRound()
{
    if (m_result.rounds >= m_maxRounds) {
        fail({ErrorCode::RoundLimit,
              tr("The model used all %1 rounds without a valid statement.").arg(m_maxRounds)});
        return;
    }
    ++m_result.rounds;
    Q_EMIT roundStarted(m_result.rounds);
    m_handle = m_client.send(m_target, m_prompt.toRequest(m_result.messages),
                             m_streaming ? LlmClient::Mode::Streamed : LlmClient::Mode::Whole);
    if (m_streaming)
        connect(m_handle, &LlmHandle::textDelta, this, &AgentLoop::textReceived);
    connect(m_handle, &LlmHandle::finished, this, [this, handle = m_handle](const LlmReply& reply) {
        handle->deleteLater();
        onReply(reply);
    });
    connect(m_handle, &LlmHandle::failed, this, [this, handle = m_handle](const LlmError& error) {
        handle->deleteLater();
        fail({error.codeName(), error.message});
    });
}

void AgentLoop::onReply(const LlmReply& reply)
{
    addUsage(reply.usage);
    m_result.messages.append(reply.toMessage());
    if (!reply.toolCalls.isEmpty()) {
        m_pendingCalls = reply.toolCalls;
        m_results.clear();
        runTool(0);
        return;
    }
    m_result.text = reply.text;
    if (reply.text.trimmed().isEmpty()) {
        fail({ErrorCode::EmptyReply, tr("The model sent an empty reply.")});
        return;
    }
    if (!m_expectStatement) {
        m_running = false;
        Q_EMIT finished(m_result);
        return;
    }
    const DatabaseAdapter* source = m_connection.adapter();
    const ExtractedReply extracted =
        ReplyExtractor::extract(reply.text, source ? source->language() : QueryLanguage::plain());
    switch (extracted.kind) {
    case ExtractedReply::Kind::Refusal:
        fail({ErrorCode::UnableToGenerate, extracted.reason});
        return;
    case ExtractedReply::Kind::Statement: {
        // An options query runs when the form opens: one that may change data is not kept.
        NormalisedVariables variables = extracted.variables;
        const DatabaseAdapter* adapter = m_connection.adapter();
        VariableNormaliser::dropOptionQueries(variables, [adapter](const QString& query) {
            return BuiltinActions::mayChangeData(adapter, query);
        });
        checkStatement(extracted.statement, variables.toJson(), false, {});
        return;
    }
    case ExtractedReply::Kind::Unfenced:
        if (!extracted.looksLikeStatement) {
            fail({ErrorCode::UnableToGenerate, extracted.reason});
            return;
        }
        checkStatement(extracted.reason, {}, true, extracted.reason);
        return;
    }
}

void AgentLoop::runTool(int index)
{
    if (index >= m_pendingCalls.size()) {
        m_result.messages.append(LlmMessage::tool(m_results));
        nextRound();
        return;
    }
    if (index >= kMaxToolCallsPerRound) {
        // Every call must be answered; the ones over the cap are answered without running.
        for (qsizetype i = index; i < m_pendingCalls.size(); ++i) {
            const LlmToolCall& skipped = m_pendingCalls.at(i);
            m_results.append(
                {skipped.id, skipped.name,
                 ToolResultFormatter::error(
                     {ErrorCode::TooManyToolCalls,
                      u"Not run: only %1 tool calls of one reply are run. Ask again for what "
                      "you still need, fewer at a time."_s.arg(kMaxToolCallsPerRound)}),
                 true});
        }
        m_pendingCalls.clear();
        m_result.messages.append(LlmMessage::tool(m_results));
        nextRound();
        return;
    }
    const LlmToolCall call = m_pendingCalls.at(index);
    const QJsonObject arguments = call.argumentsObject();
    const quint64 generation = m_generation;
    auto finish = [this, call, arguments, index, generation](const AiActionOutcome& outcome) {
        if (generation != m_generation || !m_running)
            return;
        const AgentTraceEntry entry{call.name, arguments, outcome.content, outcome.isError,
                                    m_toolTimer.elapsed()};
        m_result.trace.append(entry);
        Q_EMIT toolFinished(entry);
        m_results.append({call.id, call.name, outcome.content, outcome.isError});
        runTool(index + 1);
    };
    m_toolTimer.start();
    Q_EMIT toolStarted(call.name, arguments);
    const AiAction* action = m_actions.find(call.name);
    if (!action) {
        const AiActionOutcome unknown{
            ToolResultFormatter::error(
                {ErrorCode::UnknownTool, u"There is no tool \"%1\"; use one of: %2."_s.arg(
                                             call.name, m_actions.names().join(u", "_s))}),
            true};
        QMetaObject::invokeMethod(
            this, [finish, unknown] { finish(unknown); }, Qt::QueuedConnection);
        return;
    }
    action->run(arguments,
                AiActionContext{m_connection, this, m_actor, m_readOnly, m_readOnlyExamples},
                finish);
}

void AgentLoop::checkStatement(const QString& statement, const QJsonArray& variables, bool unfenced,
                               const QString& unfencedText)
{
    // A write where only reads were asked for is never handed out: it goes back for a fix.
    const DatabaseAdapter* adapter = m_connection.adapter();
    const bool mayChangeData = m_readOnly && BuiltinActions::mayChangeData(adapter, statement);
    if (mayChangeData && unfenced)
        return fail({ErrorCode::UnableToGenerate, unfencedText});
    // Unclassified SQL is validated first: a syntax error goes back as one.
    if (mayChangeData && !BuiltinActions::unclassifiedSql(adapter, statement))
        return askForReadOnly();
    auto* reply = m_connection.validate(statement);
    const quint64 generation = m_generation;
    connect(reply, &AdapterRequest::finished, this,
            [this, reply, statement, variables, unfenced, unfencedText, generation, mayChangeData] {
                reply->deleteLater();
                if (generation != m_generation || !m_running)
                    return;
                const Result<void>& result = reply->result();
                if (result.ok() && mayChangeData)
                    return askForReadOnly();
                if (result.ok()) {
                    m_result.statement = statement;
                    m_result.variables = variables;
                    m_running = false;
                    Q_EMIT finished(m_result);
                    return;
                }
                if (unfenced) {
                    // Prose that merely starts like a statement: the model's answer, not ours.
                    fail({ErrorCode::UnableToGenerate, unfencedText});
                    return;
                }
                askForFix(statement, result);
            });
}

void AgentLoop::askForReadOnly()
{
    const QString examples =
        m_readOnlyExamples.isEmpty() ? QString() : u" ("_s + m_readOnlyExamples + u')';
    m_result.messages.append(LlmMessage::user(
        u"That statement could change data, but this request is read-only. Answer with "
        "a statement that only reads%1, in the same format, or refuse with "
        "UNABLE_TO_GENERATE: and the reason."_s.arg(examples)));
    nextRound();
}

void AgentLoop::askForFix(const QString& statement, const Result<void>& validation)
{
    const QString message = validation.error().forModel();
    const quint64 generation = m_generation;
    // The columns of the tables it names make the closest-name advice possible.
    MentionedColumns::load(
        m_connection, m_detector.schema(), {statement}, this,
        [this, message, statement, generation](const SchemaNames& names) {
            if (generation != m_generation || !m_running)
                return;
            m_detector = ErrorDetector(names, m_detector.patterns(), m_detector.languageAdvice());
            const ErrorAnalysis analysis = m_detector.analyze(message, statement);
            m_result.messages.append(
                LlmMessage::user(u"The statement you wrote fails validation against the "
                                 "database. Fix it and answer again in the same format.\n\n"_s +
                                 analysis.toPromptText(m_fence)));
            nextRound();
        });
}

} // namespace nelumbo
