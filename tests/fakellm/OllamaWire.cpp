#include "OllamaWire.h"

#include "FakeLlmServer.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>

namespace nelumbo::fake {

namespace {

QJsonObject errorBody(const QString& message)
{
    return QJsonObject{{QStringLiteral("error"), message}};
}

QString doneReason(const ReplyContext& context)
{
    return wire::mapStop(context.reply.stopReason, !context.reply.toolCalls.isEmpty(), "stop",
                         "stop", "length");
}

QString createdAt(const ReplyContext& context)
{
    return QDateTime::fromSecsSinceEpoch(context.created).toUTC().toString(Qt::ISODateWithMs);
}

QJsonArray toolCalls(const ReplyContext& context)
{
    QJsonArray calls;
    for (qsizetype i = 0; i < context.reply.toolCalls.size(); ++i) {
        const ScriptedToolCall& call = context.reply.toolCalls.at(i);
        const QJsonValue arguments =
            context.fault.invalidToolArguments || call.rawArguments
                ? QJsonValue(wire::argumentsText(call, context.fault.invalidToolArguments))
                : QJsonValue(call.arguments);
        QJsonObject object{
            {QStringLiteral("function"), QJsonObject{{QStringLiteral("index"), int(i)},
                                                     {QStringLiteral("name"), call.name},
                                                     {QStringLiteral("arguments"), arguments}}}};
        if (!context.toolIds.at(i).isEmpty())
            object.insert(QStringLiteral("id"), context.toolIds.at(i));
        calls.append(object);
    }
    return calls;
}

QJsonObject finalObject(const ReplyContext& context, const QJsonObject& message)
{
    // Durations are nanoseconds, as Ollama reports them.
    return QJsonObject{{QStringLiteral("model"), context.model()},
                       {QStringLiteral("created_at"), createdAt(context)},
                       {QStringLiteral("message"), message},
                       {QStringLiteral("done_reason"), doneReason(context)},
                       {QStringLiteral("done"), true},
                       {QStringLiteral("total_duration"), 512000000},
                       {QStringLiteral("load_duration"), 12000000},
                       {QStringLiteral("prompt_eval_count"), context.promptTokens},
                       {QStringLiteral("prompt_eval_duration"), 100000000},
                       {QStringLiteral("eval_count"), context.completionTokens},
                       {QStringLiteral("eval_duration"), 400000000}};
}

} // namespace

QString OllamaWire::name() const
{
    return QStringLiteral("ollama");
}

std::optional<ResponsePlan> OllamaWire::checkAuth(const HttpRequest& request,
                                                  const ServerOptions& options) const
{
    if (options.ollamaKey.isEmpty())
        return std::nullopt;
    if (request.header("authorization") == "Bearer " + options.ollamaKey.toUtf8())
        return std::nullopt;
    return error(ErrorSpec{ErrorKind::Auth, {}, {}, {}, {}});
}

std::optional<ResponsePlan> OllamaWire::parse(const HttpRequest&, const QJsonObject& body,
                                              const ParseContext&, ChatView& view) const
{
    view.model = body.value(QStringLiteral("model")).toString();
    if (view.model.isEmpty())
        return invalidRequest(QStringLiteral("model is required"));
    view.stream = body.value(QStringLiteral("stream")).toBool(true);
    view.includeUsage = true;
    for (const QJsonValue& tool : body.value(QStringLiteral("tools")).toArray()) {
        view.toolNames.append(tool.toObject()
                                  .value(QStringLiteral("function"))
                                  .toObject()
                                  .value(QStringLiteral("name"))
                                  .toString());
    }
    const QJsonValue messagesValue = body.value(QStringLiteral("messages"));
    if (!messagesValue.isUndefined() && !messagesValue.isArray())
        return invalidRequest(QStringLiteral("json: cannot unmarshal %1 into Go struct field "
                                             "ChatRequest.messages of type []api.Message")
                                  .arg(messagesValue.isString() ? QStringLiteral("string")
                                                                : QStringLiteral("object")));
    const QJsonArray messages = messagesValue.toArray();

    static const QStringList roles = {QStringLiteral("system"), QStringLiteral("user"),
                                      QStringLiteral("assistant"), QStringLiteral("tool")};
    QStringList callIds;
    QStringList callNames;
    QList<int> pending; // calls of the last assistant message not answered yet
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QJsonObject message = messages.at(i).toObject();
        const QString role = message.value(QStringLiteral("role")).toString();
        if (!roles.contains(role))
            return invalidRequest(
                QStringLiteral("invalid role \"%1\" in message %2: must be one of "
                               "system, user, assistant, tool")
                    .arg(role)
                    .arg(i));
        if (!message.value(QStringLiteral("content")).isString() &&
            message.contains(QStringLiteral("content")))
            return invalidRequest(QStringLiteral("json: cannot unmarshal %1 into Go struct field "
                                                 "Message.messages.content of type string")
                                      .arg(message.value(QStringLiteral("content")).isArray()
                                               ? QStringLiteral("array")
                                               : QStringLiteral("object")));
        if (role != QLatin1String("tool") && !pending.isEmpty())
            return invalidRequest(
                QStringLiteral("message %1: the tool calls of the assistant message "
                               "before it have no tool results: %2")
                    .arg(i)
                    .arg(callNames.at(pending.first())));
        NeutralMessage neutral;
        neutral.role = role;
        neutral.text = message.value(QStringLiteral("content")).toString();
        if (role == QLatin1String("assistant")) {
            callIds.clear();
            callNames.clear();
            for (const QJsonValue& value : message.value(QStringLiteral("tool_calls")).toArray()) {
                const QJsonObject call = value.toObject();
                const QJsonObject function = call.value(QStringLiteral("function")).toObject();
                if (function.contains(QStringLiteral("arguments")) &&
                    !function.value(QStringLiteral("arguments")).isObject())
                    return invalidRequest(
                        QStringLiteral("json: cannot unmarshal string into Go struct "
                                       "field ToolCallFunction.messages.tool_calls."
                                       "function.arguments of type "
                                       "api.ToolCallFunctionArguments"));
                callIds.append(call.value(QStringLiteral("id")).toString());
                callNames.append(function.value(QStringLiteral("name")).toString());
            }
            neutral.toolCallIds = callIds;
            neutral.toolCallNames = callNames;
            pending.clear();
            for (int c = 0; c < callNames.size(); ++c)
                pending.append(c);
        } else if (role == QLatin1String("tool")) {
            const QString name = message.value(QStringLiteral("tool_name")).toString();
            const QString id = message.value(QStringLiteral("tool_call_id")).toString();
            // Which unanswered call this answers: by id, else by name, else the next one.
            qsizetype answered = -1;
            for (qsizetype p = 0; p < pending.size() && answered < 0; ++p) {
                const int call = pending.at(p);
                if (!id.isEmpty() ? callIds.at(call) == id
                                  : name.isEmpty() || callNames.at(call) == name)
                    answered = p;
            }
            if (answered < 0)
                return invalidRequest(
                    QStringLiteral("message %1: a tool message must answer a tool "
                                   "call of the assistant message before it")
                        .arg(i));
            pending.removeAt(answered);
            neutral.toolResultIds.append(id);
            neutral.toolResultNames.append(name);
        } else {
            callIds.clear();
            callNames.clear();
            if (role == QLatin1String("system"))
                view.system +=
                    (view.system.isEmpty() ? QString() : QStringLiteral("\n")) + neutral.text;
        }
        view.messages.append(neutral);
    }
    if (!pending.isEmpty())
        return invalidRequest(QStringLiteral("the tool calls of the last assistant message have no "
                                             "tool results: %1")
                                  .arg(callNames.at(pending.first())));
    return std::nullopt;
}

ResponsePlan OllamaWire::malformedBody(const QByteArray&) const
{
    return invalidRequest(QStringLiteral("invalid character looking for beginning of value"));
}

ResponsePlan OllamaWire::error(const ErrorSpec& spec) const
{
    int status = 400;
    QString message = spec.message;
    const auto fallback = [&message](const QString& text) {
        if (message.isEmpty())
            message = text;
    };
    switch (spec.kind) {
    case ErrorKind::InvalidRequest:
        break;
    case ErrorKind::Auth:
        status = 401;
        fallback(QStringLiteral("unauthorized"));
        break;
    case ErrorKind::Forbidden:
        status = 403;
        fallback(QStringLiteral("forbidden"));
        break;
    case ErrorKind::NotFound:
        status = 404;
        fallback(QStringLiteral("404 page not found"));
        break;
    case ErrorKind::ModelNotFound:
        status = 404;
        fallback(QStringLiteral("model \"%1\" not found, try pulling it first").arg(spec.model));
        break;
    case ErrorKind::ContextLength:
        fallback(QStringLiteral("the input length exceeds the context length"));
        break;
    case ErrorKind::RateLimit:
    case ErrorKind::ResourceExhausted:
    case ErrorKind::Quota:
        status = 429;
        fallback(QStringLiteral("too many requests, please try again later"));
        break;
    case ErrorKind::Server:
        status = 500;
        fallback(QStringLiteral("llama runner process has terminated: exit status 2"));
        break;
    case ErrorKind::Unavailable:
    case ErrorKind::Overloaded:
        status = 503;
        fallback(QStringLiteral("server busy, please try again.  maximum pending requests "
                                "exceeded"));
        break;
    }
    return jsonPlan(status, errorBody(message));
}

QString OllamaWire::toolCallId(int serial, const ServerOptions& options) const
{
    if (!options.ollamaIds)
        return {};
    return QStringLiteral("call_") + wire::randomish(serial, 8, QStringLiteral("ollama")).toLower();
}

QByteArray OllamaWire::completeBody(const ReplyContext& context) const
{
    QJsonObject message{{QStringLiteral("role"), QStringLiteral("assistant")},
                        {QStringLiteral("content"), context.reply.text}};
    if (!context.reply.toolCalls.isEmpty())
        message.insert(QStringLiteral("tool_calls"), toolCalls(context));
    return compact(finalObject(context, message));
}

QList<StreamEvent> OllamaWire::streamEvents(const ReplyContext& context) const
{
    const auto partial = [&context](const QJsonObject& message) {
        return StreamEvent{{},
                           compact(QJsonObject{{QStringLiteral("model"), context.model()},
                                               {QStringLiteral("created_at"), createdAt(context)},
                                               {QStringLiteral("message"), message},
                                               {QStringLiteral("done"), false}}),
                           false};
    };
    QList<StreamEvent> events;
    for (const QString& piece : wire::splitText(context.reply.text, context.reply.chunks))
        events.append(partial(QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                          {QStringLiteral("content"), piece}}));
    if (!context.reply.toolCalls.isEmpty())
        events.append(partial(QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                          {QStringLiteral("content"), QString()},
                                          {QStringLiteral("tool_calls"), toolCalls(context)}}));
    if (!context.fault.omitDone) {
        events.append(StreamEvent{
            {},
            compact(finalObject(context,
                                QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                            {QStringLiteral("content"), QString()}})),
            true});
    }
    return events;
}

StreamEvent OllamaWire::midStreamError() const
{
    return StreamEvent{{},
                       compact(errorBody(QStringLiteral("an error was encountered while running "
                                                        "the model: unexpected EOF"))),
                       true};
}

StreamFormat OllamaWire::streamFormat(const HttpRequest&) const
{
    return StreamFormat::Ndjson;
}

QByteArray OllamaWire::modelsBody(const QStringList& models, const HttpRequest&) const
{
    QJsonArray list;
    for (const QString& model : models) {
        const QString name =
            model.contains(QLatin1Char(':')) ? model : model + QStringLiteral(":latest");
        const QByteArray digest =
            QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex();
        list.append(QJsonObject{
            {QStringLiteral("name"), name},
            {QStringLiteral("model"), name},
            {QStringLiteral("modified_at"), QStringLiteral("2026-01-01T00:00:00.000000000Z")},
            {QStringLiteral("size"), 4683087332.0},
            {QStringLiteral("digest"), QString::fromLatin1(digest)},
            {QStringLiteral("details"),
             QJsonObject{{QStringLiteral("parent_model"), QString()},
                         {QStringLiteral("format"), QStringLiteral("gguf")},
                         {QStringLiteral("family"), QStringLiteral("qwen2")},
                         {QStringLiteral("families"), QJsonArray{QStringLiteral("qwen2")}},
                         {QStringLiteral("parameter_size"), QStringLiteral("7.6B")},
                         {QStringLiteral("quantization_level"), QStringLiteral("Q4_K_M")}}}});
    }
    return compact(QJsonObject{{QStringLiteral("models"), list}});
}

} // namespace nelumbo::fake
