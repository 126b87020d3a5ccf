#include "OpenAiWire.h"

#include "FakeLlmServer.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace nelumbo::fake {

namespace {

bool isAzure(const HttpRequest& request)
{
    return request.path.startsWith(QLatin1String("/openai/deployments/"));
}

QString azureDeployment(const HttpRequest& request)
{
    return request.path.section(QLatin1Char('/'), 3, 3);
}

QString maskedKey(const QString& key)
{
    if (key.size() <= 8)
        return QStringLiteral("****");
    return key.left(3) + QStringLiteral("*****") + key.right(4);
}

// Text of a string content or of an array of text parts; nullopt for any other type.
std::optional<QString> contentText(const QJsonValue& content)
{
    if (content.isString())
        return content.toString();
    if (content.isNull() || content.isUndefined())
        return QString();
    if (!content.isArray())
        return std::nullopt;
    QString text;
    for (const QJsonValue& part : content.toArray()) {
        const QJsonObject object = part.toObject();
        if (object.value(QStringLiteral("type")).toString() == QLatin1String("text"))
            text += object.value(QStringLiteral("text")).toString();
    }
    return text;
}

QJsonObject usageObject(const ReplyContext& context)
{
    const int prompt = context.promptTokens;
    const int completion = context.completionTokens;
    return QJsonObject{{QStringLiteral("prompt_tokens"), prompt},
                       {QStringLiteral("completion_tokens"), completion},
                       {QStringLiteral("total_tokens"), prompt + completion},
                       {QStringLiteral("prompt_tokens_details"),
                        QJsonObject{{QStringLiteral("cached_tokens"), context.reply.usage.cached},
                                    {QStringLiteral("audio_tokens"), 0}}},
                       {QStringLiteral("completion_tokens_details"),
                        QJsonObject{{QStringLiteral("reasoning_tokens"), 0},
                                    {QStringLiteral("audio_tokens"), 0},
                                    {QStringLiteral("accepted_prediction_tokens"), 0},
                                    {QStringLiteral("rejected_prediction_tokens"), 0}}}};
}

QString finishReason(const ReplyContext& context)
{
    return wire::mapStop(context.reply.stopReason, !context.reply.toolCalls.isEmpty(), "stop",
                         "tool_calls", "length");
}

} // namespace

QString OpenAiWire::name() const
{
    return QStringLiteral("openai");
}

std::optional<ResponsePlan> OpenAiWire::checkAuth(const HttpRequest& request,
                                                  const ServerOptions& options) const
{
    if (options.apiKey.isEmpty())
        return std::nullopt;
    const QByteArray authorization = request.header("authorization");
    const QString bearer = authorization.startsWith("Bearer ")
                               ? QString::fromUtf8(authorization.mid(7).trimmed())
                               : QString();
    if (isAzure(request)) {
        const QString key = QString::fromUtf8(request.header("api-key"));
        if (key == options.apiKey || bearer == options.apiKey)
            return std::nullopt;
        return jsonPlan(
            401, QJsonObject{
                     {QStringLiteral("error"),
                      QJsonObject{{QStringLiteral("code"), QStringLiteral("401")},
                                  {QStringLiteral("message"),
                                   QStringLiteral("Access denied due to invalid subscription key "
                                                  "or wrong API endpoint. Make sure to provide a "
                                                  "valid key for an active subscription and use "
                                                  "a correct regional API endpoint for your "
                                                  "resource.")}}}});
    }
    if (bearer == options.apiKey)
        return std::nullopt;
    if (m_mistral) {
        return jsonPlan(401,
                        QJsonObject{{QStringLiteral("message"), QStringLiteral("Unauthorized")},
                                    {QStringLiteral("request_id"),
                                     QStringLiteral("fake0000000000000000000000000000")}});
    }
    ErrorSpec spec{ErrorKind::Auth, {}, {}, {}, {}};
    if (bearer.isEmpty()) {
        spec.message = QStringLiteral(
            "You didn't provide an API key. You need to provide your API key in an "
            "Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).");
        // OpenAI leaves the code empty when no key was sent at all.
        return jsonPlan(
            401, QJsonObject{
                     {QStringLiteral("error"),
                      QJsonObject{{QStringLiteral("message"), spec.message},
                                  {QStringLiteral("type"), QStringLiteral("invalid_request_error")},
                                  {QStringLiteral("param"), QJsonValue::Null},
                                  {QStringLiteral("code"), QJsonValue::Null}}}});
    }
    spec.message = QStringLiteral("Incorrect API key provided: %1. You can find your API key in "
                                  "your account settings.")
                       .arg(maskedKey(bearer));
    return error(spec);
}

std::optional<ResponsePlan> OpenAiWire::parse(const HttpRequest& request, const QJsonObject& body,
                                              const ParseContext& context, ChatView& view) const
{
    if (isAzure(request)) {
        if (!request.query.hasQueryItem(QStringLiteral("api-version"))) {
            return jsonPlan(
                404, QJsonObject{{QStringLiteral("error"),
                                  QJsonObject{{QStringLiteral("code"), QStringLiteral("404")},
                                              {QStringLiteral("message"),
                                               QStringLiteral("Resource not found")}}}});
        }
        view.model = azureDeployment(request);
    } else {
        view.model = body.value(QStringLiteral("model")).toString();
        if (view.model.isEmpty())
            return invalidRequest(QStringLiteral("you must provide a model parameter"));
    }
    view.stream = body.value(QStringLiteral("stream")).toBool();
    if (body.contains(QStringLiteral("stream_options")) && !view.stream) {
        return invalidRequest(QStringLiteral("The 'stream_options' parameter is only allowed when "
                                             "'stream' is enabled."),
                              QStringLiteral("stream_options"));
    }
    view.includeUsage = body.value(QStringLiteral("stream_options"))
                            .toObject()
                            .value(QStringLiteral("include_usage"))
                            .toBool();

    static const QRegularExpression toolName(QStringLiteral("^[a-zA-Z0-9_-]{1,64}$"));
    const QJsonArray tools = body.value(QStringLiteral("tools")).toArray();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject tool = tools.at(i).toObject();
        const QString where = QStringLiteral("tools[%1]").arg(i);
        if (tool.value(QStringLiteral("type")).toString() != QLatin1String("function"))
            return invalidRequest(
                QStringLiteral("Missing required parameter: '%1.type'.").arg(where),
                where + QStringLiteral(".type"));
        const QString name = tool.value(QStringLiteral("function"))
                                 .toObject()
                                 .value(QStringLiteral("name"))
                                 .toString();
        if (name.isEmpty())
            return invalidRequest(
                QStringLiteral("Missing required parameter: '%1.function.name'.").arg(where),
                where + QStringLiteral(".function.name"));
        if (!toolName.match(name).hasMatch())
            return invalidRequest(
                QStringLiteral("Invalid '%1.function.name': string does not match "
                               "pattern. Expected a string that matches the pattern "
                               "'^[a-zA-Z0-9_-]+$'.")
                    .arg(where),
                where + QStringLiteral(".function.name"));
        view.toolNames.append(name);
    }

    if (!body.value(QStringLiteral("messages")).isArray())
        return invalidRequest(QStringLiteral("Missing required parameter: 'messages'."),
                              QStringLiteral("messages"));
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    if (messages.isEmpty())
        return invalidRequest(
            QStringLiteral("Invalid 'messages': empty array. Expected an array with "
                           "minimum length 1, but got an empty array instead."),
            QStringLiteral("messages"));

    static const QRegularExpression mistralId(QStringLiteral("^[a-zA-Z0-9]{9}$"));
    const auto badMistralId = [&](const QString& id) {
        return m_mistral && !mistralId.match(id).hasMatch();
    };
    const auto mistralIdError = [&](const QString& id) {
        return invalidRequest(
            QStringLiteral("Tool call id was %1 but must be a-z, A-Z, 0-9, with a "
                           "length of 9.")
                .arg(id));
    };

    QStringList pending; // tool calls of the last assistant message not yet answered
    qsizetype pendingFrom = -1;
    QStringList answerable;
    static const QStringList roles = {QStringLiteral("system"), QStringLiteral("developer"),
                                      QStringLiteral("user"), QStringLiteral("assistant"),
                                      QStringLiteral("tool")};
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QString where = QStringLiteral("messages[%1]").arg(i);
        if (!messages.at(i).isObject())
            return invalidRequest(
                QStringLiteral("Invalid type for '%1': expected an object, but got "
                               "something else instead.")
                    .arg(where),
                where);
        const QJsonObject message = messages.at(i).toObject();
        const QString role = message.value(QStringLiteral("role")).toString();
        if (!message.contains(QStringLiteral("role")))
            return invalidRequest(
                QStringLiteral("Missing required parameter: '%1.role'.").arg(where),
                where + QStringLiteral(".role"));
        if (!roles.contains(role))
            return invalidRequest(
                QStringLiteral("Invalid value: '%1'. Supported values are: 'system', "
                               "'assistant', 'user', 'function', 'tool', and "
                               "'developer'.")
                    .arg(role),
                where + QStringLiteral(".role"));
        if (role != QLatin1String("tool") && !pending.isEmpty()) {
            return invalidRequest(
                QStringLiteral("An assistant message with 'tool_calls' must be followed "
                               "by tool messages responding to each 'tool_call_id'. "
                               "The following tool_call_ids did not have response "
                               "messages: %1")
                    .arg(pending.join(QStringLiteral(", "))),
                QStringLiteral("messages.[%1].role").arg(pendingFrom));
        }
        const QJsonValue content = message.value(QStringLiteral("content"));
        const std::optional<QString> text = contentText(content);
        if (!text)
            return invalidRequest(QStringLiteral("Invalid type for '%1.content': expected one of a "
                                                 "string or array of objects, but got %2 instead.")
                                      .arg(where, content.isObject() ? QStringLiteral("an object")
                                                                     : QStringLiteral("a scalar")),
                                  where + QStringLiteral(".content"));

        NeutralMessage neutral;
        neutral.role = role == QLatin1String("developer") ? QStringLiteral("system") : role;
        neutral.text = *text;
        if (role == QLatin1String("assistant")) {
            const QJsonArray calls = message.value(QStringLiteral("tool_calls")).toArray();
            if (calls.isEmpty() && (content.isNull() || content.isUndefined()))
                return invalidRequest(
                    QStringLiteral("Invalid value for 'content': expected a string, "
                                   "got null."),
                    QStringLiteral("messages.[%1].content").arg(i));
            answerable.clear();
            for (qsizetype c = 0; c < calls.size(); ++c) {
                const QJsonObject call = calls.at(c).toObject();
                const QString callWhere = QStringLiteral("%1.tool_calls[%2]").arg(where).arg(c);
                const QString id = call.value(QStringLiteral("id")).toString();
                if (id.isEmpty())
                    return invalidRequest(
                        QStringLiteral("Missing required parameter: '%1.id'.").arg(callWhere),
                        callWhere + QStringLiteral(".id"));
                if (badMistralId(id))
                    return mistralIdError(id);
                const QJsonObject function = call.value(QStringLiteral("function")).toObject();
                if (function.value(QStringLiteral("name")).toString().isEmpty())
                    return invalidRequest(QStringLiteral("Missing required parameter: "
                                                         "'%1.function.name'.")
                                              .arg(callWhere),
                                          callWhere + QStringLiteral(".function.name"));
                if (!function.value(QStringLiteral("arguments")).isString())
                    return invalidRequest(
                        QStringLiteral("Invalid type for '%1.function.arguments': "
                                       "expected a string, but got %2 instead.")
                            .arg(callWhere, function.contains(QStringLiteral("arguments"))
                                                ? QStringLiteral("an object")
                                                : QStringLiteral("nothing")),
                        callWhere + QStringLiteral(".function.arguments"));
                neutral.toolCallIds.append(id);
                neutral.toolCallNames.append(function.value(QStringLiteral("name")).toString());
            }
            pending = neutral.toolCallIds;
            answerable = neutral.toolCallIds;
            pendingFrom = i;
        } else if (role == QLatin1String("tool")) {
            const QString id = message.value(QStringLiteral("tool_call_id")).toString();
            if (id.isEmpty())
                return invalidRequest(
                    QStringLiteral("Missing required parameter: '%1.tool_call_id'.").arg(where),
                    where + QStringLiteral(".tool_call_id"));
            if (badMistralId(id))
                return mistralIdError(id);
            if (!answerable.contains(id))
                return invalidRequest(
                    QStringLiteral("Invalid parameter: messages with role 'tool' must "
                                   "be a response to a preceeding message with "
                                   "'tool_calls'."),
                    QStringLiteral("messages.[%1].role").arg(i));
            pending.removeAll(id);
            neutral.toolResultIds.append(id);
            neutral.toolResultNames.append(message.value(QStringLiteral("name")).toString());
        } else {
            answerable.clear();
            if (role != QLatin1String("user") && !view.system.isEmpty())
                view.system += QLatin1Char('\n');
            if (role != QLatin1String("user"))
                view.system += *text;
        }
        view.messages.append(neutral);
    }
    if (!pending.isEmpty()) {
        return invalidRequest(
            QStringLiteral("An assistant message with 'tool_calls' must be followed by "
                           "tool messages responding to each 'tool_call_id'. The "
                           "following tool_call_ids did not have response messages: "
                           "%1")
                .arg(pending.join(QStringLiteral(", "))),
            QStringLiteral("messages.[%1].role").arg(pendingFrom));
    }
    Q_UNUSED(context);
    return std::nullopt;
}

ResponsePlan OpenAiWire::malformedBody(const QByteArray&) const
{
    return invalidRequest(QStringLiteral("We could not parse the JSON body of your request. "
                                         "(HINT: This likely means you aren't using your HTTP "
                                         "library correctly. The API expects a JSON payload, "
                                         "but what was sent was not valid JSON.)"));
}

ResponsePlan OpenAiWire::error(const ErrorSpec& spec) const
{
    int status = 400;
    QString type = QStringLiteral("invalid_request_error");
    QJsonValue code = QJsonValue::Null;
    QString message = spec.message;
    const QString model = spec.model.isEmpty() ? QStringLiteral("gpt-4o") : spec.model;
    QJsonValue param = spec.param.isEmpty() ? QJsonValue(QJsonValue::Null) : spec.param;
    switch (spec.kind) {
    case ErrorKind::InvalidRequest:
        break;
    case ErrorKind::Auth:
        status = 401;
        code = QStringLiteral("invalid_api_key");
        if (message.isEmpty())
            message = QStringLiteral("Incorrect API key provided: sk-*****fake. You can find "
                                     "your API key in your account settings.");
        break;
    case ErrorKind::Forbidden:
        status = 403;
        type = QStringLiteral("request_forbidden");
        code = QStringLiteral("unsupported_country_region_territory");
        if (message.isEmpty())
            message = QStringLiteral("Country, region, or territory not supported");
        break;
    case ErrorKind::NotFound:
        status = 404;
        code = QStringLiteral("unknown_url");
        break;
    case ErrorKind::ModelNotFound:
        status = 404;
        code = QStringLiteral("model_not_found");
        if (message.isEmpty())
            message = QStringLiteral("The model `%1` does not exist or you do not have access to "
                                     "it.")
                          .arg(model);
        break;
    case ErrorKind::ContextLength:
        code = QStringLiteral("context_length_exceeded");
        param = QStringLiteral("messages");
        if (message.isEmpty())
            message = QStringLiteral("This model's maximum context length is 128000 tokens. "
                                     "However, your messages resulted in 131234 tokens. Please "
                                     "reduce the length of the messages.");
        break;
    case ErrorKind::RateLimit:
    case ErrorKind::ResourceExhausted:
        status = 429;
        type = QStringLiteral("requests");
        code = QStringLiteral("rate_limit_exceeded");
        if (message.isEmpty())
            message = QStringLiteral("Rate limit reached for %1 in organization org-fake on "
                                     "requests per min (RPM): Limit 3, Used 3, Requested 1. "
                                     "Please try again in 1s.")
                          .arg(model);
        break;
    case ErrorKind::Quota:
        status = 429;
        type = QStringLiteral("insufficient_quota");
        code = QStringLiteral("insufficient_quota");
        if (message.isEmpty())
            message = QStringLiteral("You exceeded your current quota, please check your plan "
                                     "and billing details.");
        break;
    case ErrorKind::Server:
        status = 500;
        type = QStringLiteral("server_error");
        if (message.isEmpty())
            message = QStringLiteral("The server had an error while processing your request. "
                                     "Sorry about that!");
        break;
    case ErrorKind::Unavailable:
    case ErrorKind::Overloaded:
        status = 503;
        type = QStringLiteral("server_error");
        if (message.isEmpty())
            message = QStringLiteral("The engine is currently overloaded, please try again "
                                     "later.");
        break;
    }
    if (m_mistral && spec.kind != ErrorKind::Auth) {
        return jsonPlan(status, QJsonObject{{QStringLiteral("object"), QStringLiteral("error")},
                                            {QStringLiteral("message"), message},
                                            {QStringLiteral("type"), type},
                                            {QStringLiteral("param"), param},
                                            {QStringLiteral("code"), code}});
    }
    ResponsePlan plan = jsonPlan(
        status,
        QJsonObject{{QStringLiteral("error"), QJsonObject{{QStringLiteral("message"), message},
                                                          {QStringLiteral("type"), type},
                                                          {QStringLiteral("param"), param},
                                                          {QStringLiteral("code"), code}}}});
    plan.setHeader("x-request-id", "req_fake");
    return plan;
}

QString OpenAiWire::toolCallId(int serial, const ServerOptions& options) const
{
    if (options.mistral)
        return wire::randomish(serial, 9, QStringLiteral("mistral"));
    return QStringLiteral("call_") + wire::randomish(serial, 24, QStringLiteral("openai"));
}

QByteArray OpenAiWire::completeBody(const ReplyContext& context) const
{
    const ScriptedReply& reply = context.reply;
    QJsonObject message{
        {QStringLiteral("role"), QStringLiteral("assistant")},
        {QStringLiteral("content"), reply.text.isEmpty() && !reply.toolCalls.isEmpty()
                                        ? QJsonValue(QJsonValue::Null)
                                        : QJsonValue(reply.text)},
        {QStringLiteral("refusal"), QJsonValue::Null}};
    if (!reply.toolCalls.isEmpty()) {
        QJsonArray calls;
        for (qsizetype i = 0; i < reply.toolCalls.size(); ++i) {
            const ScriptedToolCall& call = reply.toolCalls.at(i);
            calls.append(QJsonObject{
                {QStringLiteral("id"), context.toolIds.at(i)},
                {QStringLiteral("type"), QStringLiteral("function")},
                {QStringLiteral("function"),
                 QJsonObject{{QStringLiteral("name"), call.name},
                             {QStringLiteral("arguments"),
                              wire::argumentsText(call, context.fault.invalidToolArguments)}}}});
        }
        message.insert(QStringLiteral("tool_calls"), calls);
    }
    const QJsonObject choice{{QStringLiteral("index"), 0},
                             {QStringLiteral("message"), message},
                             {QStringLiteral("logprobs"), QJsonValue::Null},
                             {QStringLiteral("finish_reason"), finishReason(context)}};
    return compact(QJsonObject{{QStringLiteral("id"), context.responseId},
                               {QStringLiteral("object"), QStringLiteral("chat.completion")},
                               {QStringLiteral("created"), context.created},
                               {QStringLiteral("model"), context.model()},
                               {QStringLiteral("choices"), QJsonArray{choice}},
                               {QStringLiteral("usage"), usageObject(context)},
                               {QStringLiteral("service_tier"), QStringLiteral("default")},
                               {QStringLiteral("system_fingerprint"), QStringLiteral("fp_fake")}});
}

QList<StreamEvent> OpenAiWire::streamEvents(const ReplyContext& context) const
{
    const ScriptedReply& reply = context.reply;
    const auto chunk = [&context](const QJsonArray& choices) {
        QJsonObject object{{QStringLiteral("id"), context.responseId},
                           {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")},
                           {QStringLiteral("created"), context.created},
                           {QStringLiteral("model"), context.model()},
                           {QStringLiteral("system_fingerprint"), QStringLiteral("fp_fake")},
                           {QStringLiteral("choices"), choices}};
        if (context.view.includeUsage)
            object.insert(QStringLiteral("usage"), QJsonValue::Null);
        return object;
    };
    const auto deltaChunk = [&chunk](const QJsonObject& delta,
                                     const QJsonValue& finish = QJsonValue::Null) {
        return StreamEvent{
            {},
            compact(chunk(QJsonArray{QJsonObject{{QStringLiteral("index"), 0},
                                                 {QStringLiteral("delta"), delta},
                                                 {QStringLiteral("logprobs"), QJsonValue::Null},
                                                 {QStringLiteral("finish_reason"), finish}}})),
            false};
    };

    QList<StreamEvent> events;
    if (context.fault.emptyChoicesFirst) {
        events.append(StreamEvent{
            {},
            compact(QJsonObject{{QStringLiteral("id"), QString()},
                                {QStringLiteral("object"), QString()},
                                {QStringLiteral("created"), 0},
                                {QStringLiteral("model"), QString()},
                                {QStringLiteral("choices"), QJsonArray{}},
                                {QStringLiteral("prompt_filter_results"),
                                 QJsonArray{QJsonObject{
                                     {QStringLiteral("prompt_index"), 0},
                                     {QStringLiteral("content_filter_results"), QJsonObject{}}}}}}),
            false});
    }
    events.append(deltaChunk(QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                         {QStringLiteral("content"), QString()},
                                         {QStringLiteral("refusal"), QJsonValue::Null}}));
    for (const QString& piece : wire::splitText(reply.text, reply.chunks))
        events.append(deltaChunk(QJsonObject{{QStringLiteral("content"), piece}}));

    for (qsizetype i = 0; i < reply.toolCalls.size(); ++i) {
        const ScriptedToolCall& call = reply.toolCalls.at(i);
        const QString arguments = wire::argumentsText(call, context.fault.invalidToolArguments);
        const auto toolDelta = [&](const QJsonObject& toolCall) {
            return deltaChunk(QJsonObject{{QStringLiteral("tool_calls"), QJsonArray{toolCall}}});
        };
        if (context.fault.reuseToolIndex) {
            // Ollama's /v1: each call whole, all at index 0, told apart by id only.
            events.append(
                toolDelta(QJsonObject{{QStringLiteral("index"), 0},
                                      {QStringLiteral("id"), context.toolIds.at(i)},
                                      {QStringLiteral("type"), QStringLiteral("function")},
                                      {QStringLiteral("function"),
                                       QJsonObject{{QStringLiteral("name"), call.name},
                                                   {QStringLiteral("arguments"), arguments}}}}));
            continue;
        }
        events.append(toolDelta(QJsonObject{
            {QStringLiteral("index"), int(i)},
            {QStringLiteral("id"), context.toolIds.at(i)},
            {QStringLiteral("type"), QStringLiteral("function")},
            {QStringLiteral("function"), QJsonObject{{QStringLiteral("name"), call.name},
                                                     {QStringLiteral("arguments"), QString()}}}}));
        for (const QString& piece : wire::splitEvenly(arguments, reply.argumentChunks)) {
            events.append(toolDelta(QJsonObject{
                {QStringLiteral("index"), int(i)},
                {QStringLiteral("function"), QJsonObject{{QStringLiteral("arguments"), piece}}}}));
        }
    }
    events.append(deltaChunk(QJsonObject{}, finishReason(context)));
    if (context.view.includeUsage) {
        QJsonObject usageChunk = chunk(QJsonArray{});
        usageChunk.insert(QStringLiteral("usage"), usageObject(context));
        events.append(StreamEvent{{}, compact(usageChunk), false});
    }
    if (!context.fault.omitDone)
        events.append(StreamEvent{{}, "[DONE]", true});
    return events;
}

StreamEvent OpenAiWire::midStreamError() const
{
    return StreamEvent{
        {},
        compact(QJsonObject{
            {QStringLiteral("error"),
             QJsonObject{{QStringLiteral("message"),
                          QStringLiteral("The server had an error while processing your "
                                         "request. Sorry about that!")},
                         {QStringLiteral("type"), QStringLiteral("server_error")},
                         {QStringLiteral("param"), QJsonValue::Null},
                         {QStringLiteral("code"), QJsonValue::Null}}}}),
        true};
}

StreamFormat OpenAiWire::streamFormat(const HttpRequest&) const
{
    return StreamFormat::Sse;
}

QByteArray OpenAiWire::modelsBody(const QStringList& models, const HttpRequest&) const
{
    QJsonArray data;
    for (const QString& model : models) {
        data.append(QJsonObject{{QStringLiteral("id"), model},
                                {QStringLiteral("object"), QStringLiteral("model")},
                                {QStringLiteral("created"), 1700000000},
                                {QStringLiteral("owned_by"), QStringLiteral("system")}});
    }
    return compact(QJsonObject{{QStringLiteral("object"), QStringLiteral("list")},
                               {QStringLiteral("data"), data}});
}

} // namespace nelumbo::fake
