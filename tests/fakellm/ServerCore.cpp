#include "ServerCore.h"

#include "ExpectationMatcher.h"
#include "StreamPlanner.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace nelumbo::fake {

namespace {

const QHash<QString, ErrorKind>& readyMadeErrors()
{
    static const QHash<QString, ErrorKind> errors = {
        {QStringLiteral("auth"), ErrorKind::Auth},
        {QStringLiteral("forbidden"), ErrorKind::Forbidden},
        {QStringLiteral("model_not_found"), ErrorKind::ModelNotFound},
        {QStringLiteral("context_length"), ErrorKind::ContextLength},
        {QStringLiteral("rate_limit"), ErrorKind::RateLimit},
        {QStringLiteral("insufficient_quota"), ErrorKind::Quota},
        {QStringLiteral("server_error"), ErrorKind::Server},
        {QStringLiteral("unavailable"), ErrorKind::Unavailable},
        {QStringLiteral("overloaded"), ErrorKind::Overloaded},
        {QStringLiteral("resource_exhausted"), ErrorKind::ResourceExhausted},
    };
    return errors;
}

int estimateTokens(qsizetype characters)
{
    return int(qMax<qsizetype>(1, (characters + 3) / 4));
}

} // namespace

ServerCore::ServerCore(FakeLlmServer* q)
    : m_q(q)
{}

void ServerCore::setOptions(const ServerOptions& options)
{
    m_options = options;
    m_openAi.setMistral(options.mistral);
}

QString ServerCore::loadScenario(const QJsonObject& scenario)
{
    for (auto it = scenario.begin(); it != scenario.end(); ++it) {
        if (it.key() != QLatin1String("options") && it.key() != QLatin1String("turns") &&
            it.key() != QLatin1String("description"))
            return QStringLiteral("scenario: unknown key %1").arg(it.key());
    }
    ServerOptions options = m_options;
    if (QString error = ScenarioReader::readOptions(
            scenario.value(QStringLiteral("options")).toObject(), options);
        !error.isEmpty())
        return error;
    QList<QueuedTurn> turns;
    const QJsonArray list = scenario.value(QStringLiteral("turns")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QueuedTurn queued;
        if (QString error = ScenarioReader::readTurn(list.at(i).toObject(), queued.turn);
            !error.isEmpty())
            return QStringLiteral("turn %1: %2").arg(i).arg(error);
        queued.index = int(i);
        queued.remaining = queued.turn.times;
        turns.append(queued);
    }
    setOptions(options);
    m_turns = turns;
    m_turnsAdded = int(turns.size());
    return {};
}

QString ServerCore::addTurn(const QJsonObject& json)
{
    QueuedTurn queued;
    if (QString error = ScenarioReader::readTurn(json, queued.turn); !error.isEmpty())
        return error;
    queued.index = m_turnsAdded++;
    queued.remaining = queued.turn.times;
    m_turns.append(queued);
    return {};
}

void ServerCore::clear()
{
    requests.clear();
    unmet.clear();
    m_turns.clear();
    m_turnsAdded = 0;
    m_lastToolIds.clear();
    m_lastToolNames.clear();
    m_issuedSignatures.clear();
}

int ServerCore::pendingTurns() const
{
    int pending = 0;
    for (const QueuedTurn& queued : m_turns)
        pending += queued.remaining;
    return pending;
}

ServerCore::Route ServerCore::route(const HttpRequest& request) const
{
    static const QRegularExpression gemini(
        QStringLiteral("^/v1(beta)?/models/[^/:]+:(generateContent|streamGenerateContent)$"));
    const QString& path = request.path;
    if (request.method == QLatin1String("POST")) {
        if (path.endsWith(QLatin1String("/chat/completions")))
            return {QStringLiteral("openai.chat"), &m_openAi, true};
        if (path == QLatin1String("/v1/messages"))
            return {QStringLiteral("anthropic.messages"), &m_anthropic, true};
        if (const QRegularExpressionMatch match = gemini.match(path); match.hasMatch())
            return {match.captured(2) == QLatin1String("generateContent")
                        ? QStringLiteral("gemini.generate")
                        : QStringLiteral("gemini.stream"),
                    &m_gemini, true};
        if (path == QLatin1String("/api/chat"))
            return {QStringLiteral("ollama.chat"), &m_ollama, true};
    } else if (request.method == QLatin1String("GET")) {
        if (path == QLatin1String("/api/tags"))
            return {QStringLiteral("ollama.tags"), &m_ollama, false};
        if (path == QLatin1String("/api/version"))
            return {QStringLiteral("ollama.version"), &m_ollama, false};
        if (path == QLatin1String("/"))
            return {QStringLiteral("ollama.root"), &m_ollama, false};
        if (path == QLatin1String("/v1beta/models"))
            return {QStringLiteral("gemini.models"), &m_gemini, false};
        if (path.endsWith(QLatin1String("/models"))) {
            if (request.hasHeader("x-api-key") || request.hasHeader("anthropic-version"))
                return {QStringLiteral("anthropic.models"), &m_anthropic, false};
            return {QStringLiteral("openai.models"), &m_openAi, false};
        }
    }
    return {};
}

ResponsePlan ServerCore::handle(const HttpRequest& request, int connectionId)
{
    CapturedRequest captured;
    captured.method = request.method;
    captured.path = request.path;
    captured.query = request.query;
    captured.headers = request.headers;
    captured.body = request.body;
    captured.received = QDateTime::currentDateTimeUtc();
    captured.connectionId = connectionId;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    captured.jsonValid = parseError.error == QJsonParseError::NoError && document.isObject();
    captured.json = document.object();

    ResponsePlan plan = answer(request, captured);
    captured.status = plan.status;
    const int index = int(requests.size());
    requests.append(captured);
    plan.captureIndex = index;
    emit m_q->requestReceived(index);
    return plan;
}

void ServerCore::responseDone(int captureIndex, bool clientClosed)
{
    if (captureIndex < 0 || captureIndex >= requests.size())
        return;
    requests[captureIndex].clientClosed = clientClosed;
    emit m_q->responseFinished(captureIndex);
}

namespace {
// A redirect to origin ("": this server) with the same path and query.
ResponsePlan redirectPlan(const QString& origin, const HttpRequest& request, int status)
{
    ResponsePlan plan;
    plan.status = status;
    plan.setHeader("Location", (origin + request.target).toUtf8());
    plan.setHeader("Content-Type", "text/plain; charset=utf-8");
    plan.body = "redirected";
    return plan;
}
} // namespace

ResponsePlan ServerCore::answer(const HttpRequest& request, CapturedRequest& captured)
{
    const Route found = route(request);
    captured.route = found.name;
    if (!m_options.redirectTo.isEmpty())
        return redirectPlan(m_options.redirectTo, request, 307);
    if (!found.wire) {
        return ProviderWire::jsonPlan(
            404, QJsonObject{
                     {QStringLiteral("error"),
                      QJsonObject{
                          {QStringLiteral("message"),
                           QStringLiteral("Invalid URL (%1 %2)").arg(request.method, request.path)},
                          {QStringLiteral("type"), QStringLiteral("invalid_request_error")},
                          {QStringLiteral("param"), QJsonValue::Null},
                          {QStringLiteral("code"), QJsonValue::Null}}}});
    }
    const ProviderWire& wire = *found.wire;
    captured.provider = wire.name();
    if (found.name == QLatin1String("ollama.root")) {
        ResponsePlan plan;
        plan.setHeader("Content-Type", "text/plain; charset=utf-8");
        plan.body = "Ollama is running";
        return plan;
    }
    if (found.name == QLatin1String("ollama.version"))
        return ProviderWire::jsonPlan(
            200, QJsonObject{{QStringLiteral("version"), QStringLiteral("0.13.5")}});
    if (std::optional<ResponsePlan> refused = wire.checkAuth(request, m_options))
        return *refused;
    if (!found.chat) {
        ResponsePlan plan;
        plan.setHeader("Content-Type", "application/json");
        plan.body = wire.modelsBody(m_options.models, request);
        return plan;
    }
    if (!captured.jsonValid)
        return wire.malformedBody(request.body);

    ChatView view;
    const ParseContext context{m_options, m_issuedSignatures};
    if (std::optional<ResponsePlan> rejected = wire.parse(request, captured.json, context, view))
        return *rejected;
    return answerChat(request, wire, captured.json, view, captured);
}

ResponsePlan ServerCore::answerChat(const HttpRequest& request, const ProviderWire& wire,
                                    const QJsonObject& body, const ChatView& view,
                                    CapturedRequest& captured)
{
    if (m_turns.isEmpty()) {
        if (m_options.echo) {
            ScriptedReply echo;
            echo.text = QStringLiteral("You said: ") + view.lastUserText();
            return replyAnswer(request, wire, echo, ScriptedFault{}, view);
        }
        const QString message = QStringLiteral("fake server: no scripted turn left for %1 %2")
                                    .arg(request.method, request.path);
        fail(message);
        return wire.error(ErrorSpec{ErrorKind::Server, message, view.model, {}, {}});
    }

    QueuedTurn& queued = m_turns.first();
    const ScriptedTurn turn = queued.turn;
    captured.turn = queued.index;
    if (--queued.remaining == 0)
        m_turns.removeFirst();

    const QStringList failures = ExpectationMatcher::match(
        turn.expect, ExpectationMatcher::Input{request, wire.name(), body, view, m_lastToolIds,
                                               m_lastToolNames});
    if (!failures.isEmpty()) {
        const QString label =
            turn.name.isEmpty() ? QStringLiteral("turn %1").arg(captured.turn) : turn.name;
        const QString message = QStringLiteral("fake server: expectation failed: %1: %2")
                                    .arg(label, failures.join(QStringLiteral("; ")));
        fail(message);
        return wire.error(ErrorSpec{ErrorKind::InvalidRequest, message, view.model, {}, {}});
    }
    if (turn.fault.redirect) {
        const QString origin =
            turn.fault.redirect->isEmpty() ? m_q->baseUrl().toString() : *turn.fault.redirect;
        return redirectPlan(origin, request, turn.fault.status != 0 ? turn.fault.status : 307);
    }
    if (turn.fault.answersWithError() || !turn.reply)
        return faultAnswer(wire, turn.fault, view);
    return replyAnswer(request, wire, *turn.reply, turn.fault, view);
}

ResponsePlan ServerCore::faultAnswer(const ProviderWire& wire, const ScriptedFault& fault,
                                     const ChatView& view) const
{
    ResponsePlan plan;
    if (!fault.error.isEmpty()) {
        const ErrorKind kind = readyMadeErrors().value(fault.error);
        plan = wire.error(ErrorSpec{kind, {}, view.model, {}, fault.retryDelay});
        if (kind == ErrorKind::RateLimit && fault.retryAfter.isEmpty() && fault.retryAfterMs < 0)
            plan.setHeader("retry-after", "1");
    } else if (fault.status != 0) {
        plan.status = fault.status;
        if (fault.body && (fault.body->isObject() || fault.body->isArray())) {
            plan.setHeader("Content-Type", "application/json");
            plan.body = fault.body->isObject()
                            ? QJsonDocument(fault.body->toObject()).toJson(QJsonDocument::Compact)
                            : QJsonDocument(fault.body->toArray()).toJson(QJsonDocument::Compact);
        } else if (fault.body) {
            plan.setHeader("Content-Type", "text/plain; charset=utf-8");
            plan.body = fault.body->toString().toUtf8();
        }
    } else {
        // Only a cut was scripted: the head is never sent, and no status is recorded.
        plan.noHead = true;
        plan.status = 0;
    }
    for (const auto& [name, value] : fault.headers)
        plan.setHeader(name, value);
    if (!fault.retryAfter.isEmpty())
        plan.setHeader("retry-after", fault.retryAfter.toUtf8());
    if (fault.retryAfterMs >= 0)
        plan.setHeader("retry-after-ms", QByteArray::number(fault.retryAfterMs));
    if (fault.shouldRetry)
        plan.setHeader("x-should-retry", *fault.shouldRetry ? "true" : "false");
    plan.headDelayMs = fault.delayMs;
    plan.close = fault.close;
    return plan;
}

ResponsePlan ServerCore::replyAnswer(const HttpRequest& request, const ProviderWire& wire,
                                     const ScriptedReply& reply, const ScriptedFault& fault,
                                     const ChatView& view)
{
    QStringList ids;
    QStringList names;
    for (const ScriptedToolCall& call : reply.toolCalls) {
        ids.append(call.id.isEmpty() ? wire.toolCallId(++m_serial, m_options) : call.id);
        names.append(call.name);
        if (!call.thoughtSignature.isEmpty())
            m_issuedSignatures.insert(call.thoughtSignature);
    }
    if (!reply.thoughtSignature.isEmpty() && !reply.toolCalls.isEmpty())
        m_issuedSignatures.insert(reply.thoughtSignature);
    if (!ids.isEmpty()) {
        m_lastToolIds = ids;
        m_lastToolNames = names;
    }

    qsizetype completionChars = reply.text.size();
    for (const ScriptedToolCall& call : reply.toolCalls)
        completionChars += call.name.size() + wire::argumentsText(call, false).size();
    ReplyContext context{reply, fault, view, ids, {}, QDateTime::currentSecsSinceEpoch()};
    context.promptTokens =
        reply.usage.prompt >= 0 ? reply.usage.prompt : estimateTokens(request.body.size());
    context.completionTokens =
        reply.usage.completion >= 0 ? reply.usage.completion : estimateTokens(completionChars);
    ++m_serial;
    if (wire.name() == QLatin1String("openai"))
        context.responseId =
            QStringLiteral("chatcmpl-") + wire::randomish(m_serial, 29, QStringLiteral("id"));
    else if (wire.name() == QLatin1String("anthropic"))
        context.responseId =
            QStringLiteral("msg_01") + wire::randomish(m_serial, 22, QStringLiteral("id"));
    else
        context.responseId = wire::randomish(m_serial, 22, QStringLiteral("id"));

    ResponsePlan plan = view.stream ? StreamPlanner::stream(wire.streamEvents(context),
                                                            wire.streamFormat(request), fault, wire)
                                    : StreamPlanner::complete(wire.completeBody(context), fault);
    if (wire.name() == QLatin1String("openai"))
        plan.setHeader("x-request-id", "req_fake" + QByteArray::number(m_serial));
    else if (wire.name() == QLatin1String("anthropic"))
        plan.setHeader("request-id", "req_fake" + QByteArray::number(m_serial));
    for (const auto& [name, value] : reply.headers)
        plan.setHeader(name, value);
    return plan;
}

void ServerCore::fail(const QString& message)
{
    unmet.append(message);
    emit m_q->expectationFailed(message);
}

} // namespace nelumbo::fake
