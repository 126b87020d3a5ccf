#include "AnthropicWire.h"

#include "FakeLlmServer.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace nelumbo::fake {

namespace {

QString blocksText(const QJsonValue& content)
{
    if (content.isString())
        return content.toString();
    QString text;
    for (const QJsonValue& block : content.toArray()) {
        const QJsonObject object = block.toObject();
        const QString type = object.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("text"))
            text += object.value(QStringLiteral("text")).toString();
        else if (type == QLatin1String("tool_result"))
            text += blocksText(object.value(QStringLiteral("content")));
    }
    return text;
}

QString stopReason(const ReplyContext& context)
{
    return wire::mapStop(context.reply.stopReason, !context.reply.toolCalls.isEmpty(), "end_turn",
                         "tool_use", "max_tokens");
}

// Anthropic's input_tokens leave out cache reads and writes.
int uncachedInput(const ReplyContext& context)
{
    return qMax(0,
                context.promptTokens - context.reply.usage.cached - context.reply.usage.cacheWrite);
}

} // namespace

QString AnthropicWire::name() const
{
    return QStringLiteral("anthropic");
}

std::optional<ResponsePlan> AnthropicWire::checkAuth(const HttpRequest& request,
                                                     const ServerOptions& options) const
{
    if (!options.apiKey.isEmpty()) {
        const QByteArray authorization = request.header("authorization");
        const QString bearer = authorization.startsWith("Bearer ")
                                   ? QString::fromUtf8(authorization.mid(7).trimmed())
                                   : QString();
        const bool hasKey = request.hasHeader("x-api-key");
        const QString key = QString::fromUtf8(request.header("x-api-key"));
        if (!hasKey && bearer.isEmpty())
            return error(ErrorSpec{
                ErrorKind::Auth, QStringLiteral("x-api-key header is required"), {}, {}, {}});
        if (key != options.apiKey && bearer != options.apiKey)
            return error(
                ErrorSpec{ErrorKind::Auth, QStringLiteral("invalid x-api-key"), {}, {}, {}});
    }
    if (!request.hasHeader("anthropic-version"))
        return invalidRequest(QStringLiteral("anthropic-version: header is required"));
    return std::nullopt;
}

std::optional<ResponsePlan> AnthropicWire::parse(const HttpRequest&, const QJsonObject& body,
                                                 const ParseContext&, ChatView& view) const
{
    view.model = body.value(QStringLiteral("model")).toString();
    if (view.model.isEmpty())
        return invalidRequest(QStringLiteral("model: Field required"));
    if (!body.contains(QStringLiteral("max_tokens")))
        return invalidRequest(QStringLiteral("max_tokens: Field required"));
    const QJsonValue maxTokens = body.value(QStringLiteral("max_tokens"));
    if (!maxTokens.isDouble() || maxTokens.toDouble() != double(maxTokens.toInt()))
        return invalidRequest(QStringLiteral("max_tokens: Input should be a valid integer"));
    if (maxTokens.toInt() < 1)
        return invalidRequest(
            QStringLiteral("max_tokens: Input should be greater than or equal to 1"));
    view.stream = body.value(QStringLiteral("stream")).toBool();
    view.includeUsage = true;

    const QJsonValue system = body.value(QStringLiteral("system"));
    if (!system.isUndefined() && !system.isString() && !system.isArray())
        return invalidRequest(QStringLiteral("system: Input should be a valid string or list"));
    view.system = blocksText(system);

    static const QRegularExpression toolName(QStringLiteral("^[a-zA-Z0-9_-]{1,128}$"));
    const QJsonArray tools = body.value(QStringLiteral("tools")).toArray();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject tool = tools.at(i).toObject();
        const QString type = tool.value(QStringLiteral("type")).toString();
        if (!type.isEmpty() && type != QLatin1String("custom"))
            continue; // server tools have their own shapes
        const QString name = tool.value(QStringLiteral("name")).toString();
        if (!toolName.match(name).hasMatch())
            return invalidRequest(
                QStringLiteral("tools.%1.custom.name: String should match pattern "
                               "'^[a-zA-Z0-9_-]{1,128}$'")
                    .arg(i));
        if (!tool.value(QStringLiteral("input_schema")).isObject())
            return invalidRequest(
                QStringLiteral("tools.%1.custom.input_schema: Field required").arg(i));
        view.toolNames.append(name);
    }

    if (!body.value(QStringLiteral("messages")).isArray())
        return invalidRequest(QStringLiteral("messages: Field required"));
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    if (messages.isEmpty())
        return invalidRequest(QStringLiteral("messages: at least one message is required"));

    QStringList previousToolUses; // tool_use ids of the previous assistant message
    qsizetype previousIndex = -1;
    QString previousRole;
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QJsonObject message = messages.at(i).toObject();
        const QString role = message.value(QStringLiteral("role")).toString();
        if (role != QLatin1String("user") && role != QLatin1String("assistant"))
            return invalidRequest(
                QStringLiteral("messages.%1.role: Input should be 'user' or 'assistant'").arg(i));
        if (i == 0 && role != QLatin1String("user"))
            return invalidRequest(
                QStringLiteral("messages: first message must use the \"user\" role"));
        if (role == previousRole)
            return invalidRequest(
                QStringLiteral("messages: roles must alternate between \"user\" and "
                               "\"assistant\", but found multiple \"%1\" roles in a "
                               "row")
                    .arg(role));
        const QJsonValue content = message.value(QStringLiteral("content"));
        if (!content.isString() && !content.isArray())
            return invalidRequest(
                QStringLiteral("messages.%1.content: Input should be a valid list").arg(i));
        const bool lastAssistant = i == messages.size() - 1 && role == QLatin1String("assistant");
        if (!lastAssistant && ((content.isString() && content.toString().isEmpty()) ||
                               (content.isArray() && content.toArray().isEmpty())))
            return invalidRequest(
                QStringLiteral("messages.%1: all messages must have non-empty content "
                               "except for the optional final assistant message")
                    .arg(i));

        NeutralMessage neutral;
        neutral.role = role;
        neutral.text = blocksText(content);
        const QJsonArray blocks = content.toArray();
        if (role == QLatin1String("user")) {
            QStringList unanswered = previousToolUses;
            bool sawOther = false;
            for (qsizetype b = 0; b < blocks.size(); ++b) {
                const QJsonObject block = blocks.at(b).toObject();
                const QString type = block.value(QStringLiteral("type")).toString();
                if (type != QLatin1String("tool_result")) {
                    sawOther = true;
                    continue;
                }
                const QString id = block.value(QStringLiteral("tool_use_id")).toString();
                if (!previousToolUses.contains(id))
                    return invalidRequest(
                        QStringLiteral("messages.%1.content.%2: unexpected "
                                       "`tool_use_id` found in `tool_result` blocks: "
                                       "%3. Each `tool_result` block must have a "
                                       "corresponding `tool_use` block in the "
                                       "previous message.")
                            .arg(i)
                            .arg(b)
                            .arg(id));
                if (sawOther)
                    return invalidRequest(
                        QStringLiteral("messages.%1: `tool_result` blocks must come "
                                       "before any other content in the message")
                            .arg(i));
                unanswered.removeAll(id);
                neutral.role = QStringLiteral("tool");
                neutral.toolResultIds.append(id);
                neutral.toolResultNames.append(QString());
            }
            if (!unanswered.isEmpty())
                return invalidRequest(
                    QStringLiteral("messages.%1: `tool_use` ids were found without "
                                   "`tool_result` blocks immediately after: %2. Each "
                                   "`tool_use` block must have a corresponding "
                                   "`tool_result` block in the next message.")
                        .arg(previousIndex)
                        .arg(unanswered.join(QStringLiteral(", "))));
            previousToolUses.clear();
        } else {
            for (qsizetype b = 0; b < blocks.size(); ++b) {
                const QJsonObject block = blocks.at(b).toObject();
                const QString type = block.value(QStringLiteral("type")).toString();
                if (type == QLatin1String("tool_result"))
                    return invalidRequest(
                        QStringLiteral("messages.%1.content.%2: `tool_result` blocks "
                                       "can only be in `user` messages")
                            .arg(i)
                            .arg(b));
                if (type != QLatin1String("tool_use"))
                    continue;
                const QString id = block.value(QStringLiteral("id")).toString();
                if (id.isEmpty() || block.value(QStringLiteral("name")).toString().isEmpty())
                    return invalidRequest(
                        QStringLiteral("messages.%1.content.%2.tool_use: id and name "
                                       "are required")
                            .arg(i)
                            .arg(b));
                if (!block.value(QStringLiteral("input")).isObject())
                    return invalidRequest(
                        QStringLiteral("messages.%1.content.%2.tool_use.input: Input "
                                       "should be a valid dictionary")
                            .arg(i)
                            .arg(b));
                neutral.toolCallIds.append(id);
                neutral.toolCallNames.append(block.value(QStringLiteral("name")).toString());
            }
            previousToolUses = neutral.toolCallIds;
            previousIndex = i;
        }
        previousRole = role;
        view.messages.append(neutral);
    }
    if (!previousToolUses.isEmpty())
        return invalidRequest(
            QStringLiteral("messages.%1: `tool_use` ids were found without "
                           "`tool_result` blocks immediately after: %2. Each "
                           "`tool_use` block must have a corresponding `tool_result` "
                           "block in the next message.")
                .arg(previousIndex)
                .arg(previousToolUses.join(QStringLiteral(", "))));
    return std::nullopt;
}

ResponsePlan AnthropicWire::malformedBody(const QByteArray&) const
{
    return invalidRequest(QStringLiteral("There was an error parsing the body of your request: "
                                         "the body is not a valid JSON object"));
}

ResponsePlan AnthropicWire::error(const ErrorSpec& spec) const
{
    int status = 400;
    QString type = QStringLiteral("invalid_request_error");
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
        type = QStringLiteral("authentication_error");
        fallback(QStringLiteral("invalid x-api-key"));
        break;
    case ErrorKind::Forbidden:
        status = 403;
        type = QStringLiteral("permission_error");
        fallback(QStringLiteral("Your API key does not have permission to use the specified "
                                "resource."));
        break;
    case ErrorKind::NotFound:
        status = 404;
        type = QStringLiteral("not_found_error");
        fallback(QStringLiteral("Not found"));
        break;
    case ErrorKind::ModelNotFound:
        status = 404;
        type = QStringLiteral("not_found_error");
        fallback(QStringLiteral("model: %1").arg(spec.model));
        break;
    case ErrorKind::ContextLength:
        fallback(QStringLiteral("prompt is too long: 215000 tokens > 200000 maximum"));
        break;
    case ErrorKind::RateLimit:
    case ErrorKind::ResourceExhausted:
        status = 429;
        type = QStringLiteral("rate_limit_error");
        fallback(QStringLiteral("This request would exceed the rate limit for your organization "
                                "of 50 requests per minute. Please reduce the prompt length or "
                                "the maximum tokens requested, or try again later."));
        break;
    case ErrorKind::Quota:
        fallback(QStringLiteral("Your credit balance is too low to access the Anthropic API. "
                                "Please go to Plans & Billing to upgrade or purchase credits."));
        break;
    case ErrorKind::Server:
        status = 500;
        type = QStringLiteral("api_error");
        fallback(QStringLiteral("Internal server error"));
        break;
    case ErrorKind::Unavailable:
        status = 503;
        type = QStringLiteral("api_error");
        fallback(QStringLiteral("Service unavailable"));
        break;
    case ErrorKind::Overloaded:
        status = 529;
        type = QStringLiteral("overloaded_error");
        fallback(QStringLiteral("Overloaded"));
        break;
    }
    ResponsePlan plan = jsonPlan(
        status,
        QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                    {QStringLiteral("error"), QJsonObject{{QStringLiteral("type"), type},
                                                          {QStringLiteral("message"), message}}},
                    {QStringLiteral("request_id"), QStringLiteral("req_fake")}});
    plan.setHeader("request-id", "req_fake");
    return plan;
}

QString AnthropicWire::toolCallId(int serial, const ServerOptions&) const
{
    return QStringLiteral("toolu_01") + wire::randomish(serial, 22, QStringLiteral("anthropic"));
}

QByteArray AnthropicWire::completeBody(const ReplyContext& context) const
{
    const ScriptedReply& reply = context.reply;
    QJsonArray content;
    if (!reply.text.isEmpty())
        content.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                   {QStringLiteral("text"), reply.text}});
    for (qsizetype i = 0; i < reply.toolCalls.size(); ++i) {
        const ScriptedToolCall& call = reply.toolCalls.at(i);
        // A broken input cannot be an object, so it goes out as the broken text it is.
        const QJsonValue input =
            context.fault.invalidToolArguments || call.rawArguments
                ? QJsonValue(wire::argumentsText(call, context.fault.invalidToolArguments))
                : QJsonValue(call.arguments);
        content.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_use")},
                                   {QStringLiteral("id"), context.toolIds.at(i)},
                                   {QStringLiteral("name"), call.name},
                                   {QStringLiteral("input"), input}});
    }
    return compact(QJsonObject{
        {QStringLiteral("id"), context.responseId},
        {QStringLiteral("type"), QStringLiteral("message")},
        {QStringLiteral("role"), QStringLiteral("assistant")},
        {QStringLiteral("model"), context.model()},
        {QStringLiteral("content"), content},
        {QStringLiteral("stop_reason"), stopReason(context)},
        {QStringLiteral("stop_sequence"), QJsonValue::Null},
        {QStringLiteral("usage"),
         QJsonObject{
             {QStringLiteral("input_tokens"), uncachedInput(context)},
             {QStringLiteral("cache_creation_input_tokens"), context.reply.usage.cacheWrite},
             {QStringLiteral("cache_read_input_tokens"), context.reply.usage.cached},
             {QStringLiteral("output_tokens"), context.completionTokens},
             {QStringLiteral("service_tier"), QStringLiteral("standard")}}}});
}

QList<StreamEvent> AnthropicWire::streamEvents(const ReplyContext& context) const
{
    const ScriptedReply& reply = context.reply;
    QList<StreamEvent> events;
    const auto event = [&events](const char* name, const QJsonObject& data) {
        QJsonObject object{{QStringLiteral("type"), QLatin1String(name)}};
        for (auto it = data.begin(); it != data.end(); ++it)
            object.insert(it.key(), it.value());
        events.append(StreamEvent{name, compact(object), false});
    };
    event(
        "message_start",
        {{QStringLiteral("message"),
          QJsonObject{
              {QStringLiteral("id"), context.responseId},
              {QStringLiteral("type"), QStringLiteral("message")},
              {QStringLiteral("role"), QStringLiteral("assistant")},
              {QStringLiteral("model"), context.model()},
              {QStringLiteral("content"), QJsonArray{}},
              {QStringLiteral("stop_reason"), QJsonValue::Null},
              {QStringLiteral("stop_sequence"), QJsonValue::Null},
              {QStringLiteral("usage"),
               QJsonObject{{QStringLiteral("input_tokens"), uncachedInput(context)},
                           {QStringLiteral("cache_creation_input_tokens"), reply.usage.cacheWrite},
                           {QStringLiteral("cache_read_input_tokens"), reply.usage.cached},
                           {QStringLiteral("output_tokens"), 1}}}}}});
    int index = 0;
    bool pinged = false;
    const auto pingOnce = [&] {
        if (!pinged)
            event("ping", {});
        pinged = true;
    };
    if (!reply.text.isEmpty()) {
        event("content_block_start", {{QStringLiteral("index"), index},
                                      {QStringLiteral("content_block"),
                                       QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                   {QStringLiteral("text"), QString()}}}});
        pingOnce();
        for (const QString& piece : wire::splitText(reply.text, reply.chunks)) {
            event("content_block_delta",
                  {{QStringLiteral("index"), index},
                   {QStringLiteral("delta"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("text_delta")},
                                {QStringLiteral("text"), piece}}}});
        }
        event("content_block_stop", {{QStringLiteral("index"), index}});
        ++index;
    }
    for (qsizetype i = 0; i < reply.toolCalls.size(); ++i) {
        const ScriptedToolCall& call = reply.toolCalls.at(i);
        event("content_block_start",
              {{QStringLiteral("index"), index},
               {QStringLiteral("content_block"),
                QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_use")},
                            {QStringLiteral("id"), context.toolIds.at(i)},
                            {QStringLiteral("name"), call.name},
                            {QStringLiteral("input"), QJsonObject{}}}}});
        pingOnce();
        QStringList pieces{QString()};
        pieces += wire::splitEvenly(wire::argumentsText(call, context.fault.invalidToolArguments),
                                    reply.argumentChunks);
        for (const QString& piece : pieces) {
            event("content_block_delta",
                  {{QStringLiteral("index"), index},
                   {QStringLiteral("delta"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("input_json_delta")},
                                {QStringLiteral("partial_json"), piece}}}});
        }
        event("content_block_stop", {{QStringLiteral("index"), index}});
        ++index;
    }
    event("message_delta", {{QStringLiteral("delta"),
                             QJsonObject{{QStringLiteral("stop_reason"), stopReason(context)},
                                         {QStringLiteral("stop_sequence"), QJsonValue::Null}}},
                            {QStringLiteral("usage"), QJsonObject{{QStringLiteral("output_tokens"),
                                                                   context.completionTokens}}}});
    if (!context.fault.omitDone) {
        event("message_stop", {});
        events.last().terminal = true;
    }
    return events;
}

StreamEvent AnthropicWire::midStreamError() const
{
    return StreamEvent{
        "error",
        compact(
            QJsonObject{{QStringLiteral("type"), QStringLiteral("error")},
                        {QStringLiteral("error"),
                         QJsonObject{{QStringLiteral("type"), QStringLiteral("overloaded_error")},
                                     {QStringLiteral("message"), QStringLiteral("Overloaded")}}}}),
        true};
}

StreamFormat AnthropicWire::streamFormat(const HttpRequest&) const
{
    return StreamFormat::Sse;
}

QByteArray AnthropicWire::keepAlive() const
{
    return "event: ping\ndata: {\"type\":\"ping\"}\n\n";
}

QByteArray AnthropicWire::modelsBody(const QStringList& models, const HttpRequest&) const
{
    QJsonArray data;
    for (const QString& model : models) {
        data.append(
            QJsonObject{{QStringLiteral("type"), QStringLiteral("model")},
                        {QStringLiteral("id"), model},
                        {QStringLiteral("display_name"), model},
                        {QStringLiteral("created_at"), QStringLiteral("2025-01-01T00:00:00Z")}});
    }
    return compact(
        QJsonObject{{QStringLiteral("data"), data},
                    {QStringLiteral("has_more"), false},
                    {QStringLiteral("first_id"),
                     models.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(models.first())},
                    {QStringLiteral("last_id"),
                     models.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(models.last())}});
}

} // namespace nelumbo::fake
