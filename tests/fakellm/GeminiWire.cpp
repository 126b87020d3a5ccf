#include "GeminiWire.h"

#include "FakeLlmServer.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace nelumbo::fake {

namespace {

QString partsText(const QJsonArray& parts)
{
    QString text;
    for (const QJsonValue& part : parts)
        text += part.toObject().value(QStringLiteral("text")).toString();
    return text;
}

bool hasPart(const QJsonArray& parts, const QString& kind)
{
    for (const QJsonValue& part : parts) {
        if (part.toObject().contains(kind))
            return true;
    }
    return false;
}

// Keywords outside Gemini's OpenAPI subset; the API refuses them inside `parameters`.
QString unsupportedSchemaKey(const QJsonValue& schema)
{
    if (schema.isArray()) {
        for (const QJsonValue& item : schema.toArray()) {
            if (QString key = unsupportedSchemaKey(item); !key.isEmpty())
                return key;
        }
        return {};
    }
    const QJsonObject object = schema.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == QLatin1String("additionalProperties") ||
            it.key().startsWith(QLatin1Char('$')))
            return it.key();
        if (QString key = unsupportedSchemaKey(it.value()); !key.isEmpty())
            return key;
    }
    return {};
}

QString finishReason(const ReplyContext& context)
{
    return wire::mapStop(context.reply.stopReason, !context.reply.toolCalls.isEmpty(), "STOP",
                         "STOP", "MAX_TOKENS");
}

QJsonObject usageMetadata(const ReplyContext& context, bool final)
{
    QJsonObject usage{{QStringLiteral("promptTokenCount"), context.promptTokens}};
    const int completion = final ? context.completionTokens : 0;
    if (final)
        usage.insert(QStringLiteral("candidatesTokenCount"), completion);
    usage.insert(QStringLiteral("totalTokenCount"), context.promptTokens + completion);
    if (context.reply.usage.cached > 0)
        usage.insert(QStringLiteral("cachedContentTokenCount"), context.reply.usage.cached);
    usage.insert(QStringLiteral("promptTokensDetails"),
                 QJsonArray{QJsonObject{{QStringLiteral("modality"), QStringLiteral("TEXT")},
                                        {QStringLiteral("tokenCount"), context.promptTokens}}});
    return usage;
}

QJsonArray callParts(const ReplyContext& context, bool withSignatureOnFirst)
{
    QJsonArray parts;
    for (qsizetype i = 0; i < context.reply.toolCalls.size(); ++i) {
        const ScriptedToolCall& call = context.reply.toolCalls.at(i);
        QJsonObject functionCall{{QStringLiteral("name"), call.name},
                                 {QStringLiteral("args"), call.arguments}};
        if (!context.toolIds.at(i).isEmpty())
            functionCall.insert(QStringLiteral("id"), context.toolIds.at(i));
        QJsonObject part{{QStringLiteral("functionCall"), functionCall}};
        QString signature = call.thoughtSignature;
        if (signature.isEmpty() && i == 0 && withSignatureOnFirst)
            signature = context.reply.thoughtSignature;
        if (!signature.isEmpty())
            part.insert(QStringLiteral("thoughtSignature"), signature);
        parts.append(part);
    }
    return parts;
}

QJsonObject response(const ReplyContext& context, const QJsonArray& parts, const QString& finish,
                     bool final)
{
    QJsonObject candidate{{QStringLiteral("index"), 0}};
    if (!parts.isEmpty())
        candidate.insert(QStringLiteral("content"),
                         QJsonObject{{QStringLiteral("parts"), parts},
                                     {QStringLiteral("role"), QStringLiteral("model")}});
    if (!finish.isEmpty())
        candidate.insert(QStringLiteral("finishReason"), finish);
    if (finish == QLatin1String("MALFORMED_FUNCTION_CALL"))
        candidate.insert(QStringLiteral("finishMessage"),
                         QStringLiteral("Malformed function call: the model produced a call "
                                        "whose arguments are not valid JSON."));
    return QJsonObject{{QStringLiteral("candidates"), QJsonArray{candidate}},
                       {QStringLiteral("usageMetadata"), usageMetadata(context, final)},
                       {QStringLiteral("modelVersion"), context.model()},
                       {QStringLiteral("responseId"), context.responseId}};
}

} // namespace

QString GeminiWire::name() const
{
    return QStringLiteral("gemini");
}

std::optional<ResponsePlan> GeminiWire::checkAuth(const HttpRequest& request,
                                                  const ServerOptions& options) const
{
    if (options.apiKey.isEmpty())
        return std::nullopt;
    const bool hasHeader = request.hasHeader("x-goog-api-key");
    const bool hasQuery = request.query.hasQueryItem(QStringLiteral("key"));
    if (!hasHeader && !hasQuery) {
        return jsonPlan(
            403, QJsonObject{{QStringLiteral("error"),
                              QJsonObject{{QStringLiteral("code"), 403},
                                          {QStringLiteral("message"),
                                           QStringLiteral("Method doesn't allow unregistered "
                                                          "callers (callers without established "
                                                          "identity). Please use API Key or "
                                                          "other form of API consumer identity "
                                                          "to call this API.")},
                                          {QStringLiteral("status"),
                                           QStringLiteral("PERMISSION_DENIED")}}}});
    }
    const QString key =
        hasHeader ? QString::fromUtf8(request.header("x-goog-api-key"))
                  : request.query.queryItemValue(QStringLiteral("key"), QUrl::FullyDecoded);
    if (key == options.apiKey)
        return std::nullopt;
    return error(ErrorSpec{ErrorKind::Auth, {}, {}, {}, {}});
}

std::optional<ResponsePlan> GeminiWire::parse(const HttpRequest& request, const QJsonObject& body,
                                              const ParseContext& context, ChatView& view) const
{
    const QString method = request.path.section(QLatin1Char(':'), -1);
    view.model = request.path.section(QLatin1Char('/'), 3).section(QLatin1Char(':'), 0, 0);
    view.stream = method == QLatin1String("streamGenerateContent");
    view.includeUsage = true;
    view.system = partsText(body.value(QStringLiteral("systemInstruction"))
                                .toObject()
                                .value(QStringLiteral("parts"))
                                .toArray());

    static const QRegularExpression functionName(
        QStringLiteral("^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$"));
    const QJsonArray tools = body.value(QStringLiteral("tools")).toArray();
    for (qsizetype t = 0; t < tools.size(); ++t) {
        const QJsonArray declarations =
            tools.at(t).toObject().value(QStringLiteral("functionDeclarations")).toArray();
        for (qsizetype d = 0; d < declarations.size(); ++d) {
            const QJsonObject declaration = declarations.at(d).toObject();
            const QString name = declaration.value(QStringLiteral("name")).toString();
            if (!functionName.match(name).hasMatch())
                return invalidRequest(
                    QStringLiteral("* GenerateContentRequest.tools[%1]."
                                   "function_declarations[%2].name: Invalid function "
                                   "name. Must start with a letter or an underscore. "
                                   "Must be a-z, A-Z, 0-9, or contain underscores, "
                                   "dots, colons and dashes, with a maximum length of "
                                   "64.\n")
                        .arg(t)
                        .arg(d));
            const QString key =
                unsupportedSchemaKey(declaration.value(QStringLiteral("parameters")));
            if (!key.isEmpty())
                return invalidRequest(
                    QStringLiteral("Invalid JSON payload received. Unknown name \"%1\" "
                                   "at 'tools[%2].function_declarations[%3].parameters': "
                                   "Cannot find field.")
                        .arg(key)
                        .arg(t)
                        .arg(d));
            view.toolNames.append(name);
        }
    }

    const QJsonArray contents = body.value(QStringLiteral("contents")).toArray();
    if (contents.isEmpty())
        return invalidRequest(QStringLiteral("* GenerateContentRequest.contents: contents is not "
                                             "specified\n"));

    int previousCalls = 0; // functionCall parts of the previous turn, 0 if it had none
    QString previousRole;
    for (qsizetype i = 0; i < contents.size(); ++i) {
        const QJsonObject content = contents.at(i).toObject();
        QString role = content.value(QStringLiteral("role")).toString();
        if (role.isEmpty())
            role = QStringLiteral("user");
        if (role != QLatin1String("user") && role != QLatin1String("model"))
            return invalidRequest(QStringLiteral("Please use a valid role: user, model."));
        const QJsonArray parts = content.value(QStringLiteral("parts")).toArray();
        if (parts.isEmpty())
            return invalidRequest(QStringLiteral("* GenerateContentRequest.contents[%1].parts: "
                                                 "contents.parts must not be empty.\n")
                                      .arg(i));
        NeutralMessage neutral;
        neutral.role = role == QLatin1String("model") ? QStringLiteral("assistant") : role;
        neutral.text = partsText(parts);

        const bool hasCalls = hasPart(parts, QStringLiteral("functionCall"));
        const bool hasResponses = hasPart(parts, QStringLiteral("functionResponse"));
        if (previousCalls > 0 && !hasResponses)
            return invalidRequest(
                QStringLiteral("Please ensure that the number of function response "
                               "parts is equal to the number of function call parts "
                               "of the function call turn."));
        if (hasResponses) {
            if (role != QLatin1String("user") || previousCalls == 0)
                return invalidRequest(
                    QStringLiteral("Please ensure that function response turn comes "
                                   "immediately after a function call turn."));
            int responses = 0;
            for (qsizetype p = 0; p < parts.size(); ++p) {
                const QJsonObject part = parts.at(p).toObject();
                if (!part.contains(QStringLiteral("functionResponse")))
                    continue;
                const QJsonObject functionResponse =
                    part.value(QStringLiteral("functionResponse")).toObject();
                const QString name = functionResponse.value(QStringLiteral("name")).toString();
                if (name.isEmpty())
                    return invalidRequest(
                        QStringLiteral("* GenerateContentRequest.contents[%1].parts[%2]"
                                       ".function_response.name: Name cannot be "
                                       "empty.\n")
                            .arg(i)
                            .arg(p));
                if (!functionResponse.value(QStringLiteral("response")).isObject())
                    return invalidRequest(
                        QStringLiteral("Invalid value at 'contents[%1].parts[%2]."
                                       "function_response.response' "
                                       "(type.googleapis.com/google.protobuf.Struct), "
                                       "expected an object")
                            .arg(i)
                            .arg(p));
                ++responses;
                neutral.toolResultIds.append(
                    functionResponse.value(QStringLiteral("id")).toString());
                neutral.toolResultNames.append(name);
                neutral.text += QString::fromUtf8(
                    compact(functionResponse.value(QStringLiteral("response")).toObject()));
            }
            if (responses != previousCalls)
                return invalidRequest(
                    QStringLiteral("Please ensure that the number of function response "
                                   "parts is equal to the number of function call "
                                   "parts of the function call turn."));
            neutral.role = QStringLiteral("tool");
        }
        previousCalls = 0;
        if (hasCalls) {
            if (role != QLatin1String("model") || previousRole != QLatin1String("user"))
                return invalidRequest(
                    QStringLiteral("Please ensure that function call turn comes "
                                   "immediately after a user turn or after a function "
                                   "response turn."));
            bool first = true;
            for (qsizetype p = 0; p < parts.size(); ++p) {
                const QJsonObject part = parts.at(p).toObject();
                if (!part.contains(QStringLiteral("functionCall")))
                    continue;
                const QJsonObject call = part.value(QStringLiteral("functionCall")).toObject();
                if (first && !context.issuedSignatures.isEmpty() &&
                    !context.issuedSignatures.contains(
                        part.value(QStringLiteral("thoughtSignature")).toString()))
                    return invalidRequest(
                        QStringLiteral("Function call is missing a thought_signature "
                                       "in functionCall parts. This is required for "
                                       "tools to work correctly, and missing "
                                       "thought_signature may lead to degraded model "
                                       "performance. Additional data, function call "
                                       "`default_api:%1` , position %2.")
                            .arg(call.value(QStringLiteral("name")).toString())
                            .arg(i + 1));
                first = false;
                ++previousCalls;
                neutral.toolCallIds.append(call.value(QStringLiteral("id")).toString());
                neutral.toolCallNames.append(call.value(QStringLiteral("name")).toString());
            }
        }
        previousRole = role;
        view.messages.append(neutral);
    }
    return std::nullopt;
}

ResponsePlan GeminiWire::malformedBody(const QByteArray&) const
{
    return invalidRequest(QStringLiteral("Invalid JSON payload received. Unexpected token."));
}

ResponsePlan GeminiWire::error(const ErrorSpec& spec) const
{
    int code = 400;
    QString status = QStringLiteral("INVALID_ARGUMENT");
    QString message = spec.message;
    QJsonArray details;
    const auto fallback = [&message](const QString& text) {
        if (message.isEmpty())
            message = text;
    };
    const QJsonObject quotaFailure{
        {QStringLiteral("@type"), QStringLiteral("type.googleapis.com/google.rpc.QuotaFailure")},
        {QStringLiteral("violations"),
         QJsonArray{QJsonObject{
             {QStringLiteral("quotaMetric"),
              QStringLiteral(
                  "generativelanguage.googleapis.com/generate_content_free_tier_requests")},
             {QStringLiteral("quotaId"),
              spec.kind == ErrorKind::Quota
                  ? QStringLiteral("GenerateRequestsPerDayPerProject")
                  : QStringLiteral("GenerateRequestsPerMinutePerProject")}}}}};
    switch (spec.kind) {
    case ErrorKind::InvalidRequest:
        break;
    case ErrorKind::Auth:
        fallback(QStringLiteral("API key not valid. Please pass a valid API key."));
        details.append(QJsonObject{
            {QStringLiteral("@type"), QStringLiteral("type.googleapis.com/google.rpc.ErrorInfo")},
            {QStringLiteral("reason"), QStringLiteral("API_KEY_INVALID")},
            {QStringLiteral("domain"), QStringLiteral("googleapis.com")}});
        break;
    case ErrorKind::Forbidden:
        code = 403;
        status = QStringLiteral("PERMISSION_DENIED");
        fallback(QStringLiteral("The caller does not have permission"));
        break;
    case ErrorKind::NotFound:
        code = 404;
        status = QStringLiteral("NOT_FOUND");
        fallback(QStringLiteral("Requested entity was not found."));
        break;
    case ErrorKind::ModelNotFound:
        code = 404;
        status = QStringLiteral("NOT_FOUND");
        fallback(QStringLiteral("models/%1 is not found for API version v1beta, or is not "
                                "supported for generateContent. Call ListModels to see the list "
                                "of available models and their supported methods.")
                     .arg(spec.model));
        break;
    case ErrorKind::ContextLength:
        fallback(QStringLiteral("The input token count (1234567) exceeds the maximum number of "
                                "tokens allowed (1048576)."));
        break;
    case ErrorKind::RateLimit:
    case ErrorKind::ResourceExhausted:
        code = 429;
        status = QStringLiteral("RESOURCE_EXHAUSTED");
        fallback(QStringLiteral("You exceeded your current quota, please check your plan and "
                                "billing details."));
        details.append(quotaFailure);
        details.append(QJsonObject{
            {QStringLiteral("@type"), QStringLiteral("type.googleapis.com/google.rpc.RetryInfo")},
            {QStringLiteral("retryDelay"),
             spec.retryDelay.isEmpty() ? QStringLiteral("2s") : spec.retryDelay}});
        break;
    case ErrorKind::Quota:
        code = 429;
        status = QStringLiteral("RESOURCE_EXHAUSTED");
        fallback(QStringLiteral("You exceeded your current quota, please check your plan and "
                                "billing details."));
        details.append(quotaFailure);
        break;
    case ErrorKind::Server:
        code = 500;
        status = QStringLiteral("INTERNAL");
        fallback(QStringLiteral("An internal error has occurred. Please retry."));
        break;
    case ErrorKind::Unavailable:
    case ErrorKind::Overloaded:
        code = 503;
        status = QStringLiteral("UNAVAILABLE");
        fallback(QStringLiteral("The model is overloaded. Please try again later."));
        break;
    }
    QJsonObject errorObject{{QStringLiteral("code"), code},
                            {QStringLiteral("message"), message},
                            {QStringLiteral("status"), status}};
    if (!details.isEmpty())
        errorObject.insert(QStringLiteral("details"), details);
    return jsonPlan(code, QJsonObject{{QStringLiteral("error"), errorObject}});
}

QString GeminiWire::toolCallId(int, const ServerOptions&) const
{
    return {};
}

QByteArray GeminiWire::completeBody(const ReplyContext& context) const
{
    if (context.fault.invalidToolArguments && !context.reply.toolCalls.isEmpty())
        return compact(response(context, {}, QStringLiteral("MALFORMED_FUNCTION_CALL"), true));
    QJsonArray parts;
    if (!context.reply.text.isEmpty()) {
        QJsonObject part{{QStringLiteral("text"), context.reply.text}};
        if (!context.reply.thoughtSignature.isEmpty() && context.reply.toolCalls.isEmpty())
            part.insert(QStringLiteral("thoughtSignature"), context.reply.thoughtSignature);
        parts.append(part);
    }
    for (const QJsonValue& part : callParts(context, true))
        parts.append(part);
    if (parts.isEmpty())
        parts.append(QJsonObject{{QStringLiteral("text"), QString()}});
    return compact(response(context, parts, finishReason(context), true));
}

QList<StreamEvent> GeminiWire::streamEvents(const ReplyContext& context) const
{
    QList<QJsonArray> chunks;
    for (const QString& piece : wire::splitText(context.reply.text, context.reply.chunks))
        chunks.append(QJsonArray{QJsonObject{{QStringLiteral("text"), piece}}});
    QString finish = finishReason(context);
    if (!context.reply.toolCalls.isEmpty()) {
        if (context.fault.invalidToolArguments)
            finish = QStringLiteral("MALFORMED_FUNCTION_CALL");
        else
            chunks.append(callParts(context, true));
    }
    if (chunks.isEmpty())
        chunks.append(QJsonArray{QJsonObject{{QStringLiteral("text"), QString()}}});

    QList<StreamEvent> events;
    for (qsizetype i = 0; i < chunks.size(); ++i) {
        const bool last = i == chunks.size() - 1;
        const bool lastMalformed = last && finish == QLatin1String("MALFORMED_FUNCTION_CALL");
        if (lastMalformed) {
            events.append(
                StreamEvent{{}, compact(response(context, chunks.at(i), {}, false)), false});
            events.append(StreamEvent{{}, compact(response(context, {}, finish, true)), true});
            break;
        }
        const QString reason = last && !context.fault.omitDone ? finish : QString();
        events.append(
            StreamEvent{{}, compact(response(context, chunks.at(i), reason, last)), last});
    }
    return events;
}

StreamEvent GeminiWire::midStreamError() const
{
    return StreamEvent{
        {},
        compact(QJsonObject{
            {QStringLiteral("error"),
             QJsonObject{{QStringLiteral("code"), 503},
                         {QStringLiteral("message"),
                          QStringLiteral("The model is overloaded. Please try again later.")},
                         {QStringLiteral("status"), QStringLiteral("UNAVAILABLE")}}}}),
        true};
}

StreamFormat GeminiWire::streamFormat(const HttpRequest& request) const
{
    return request.query.queryItemValue(QStringLiteral("alt")) == QLatin1String("sse")
               ? StreamFormat::Sse
               : StreamFormat::JsonArray;
}

QByteArray GeminiWire::modelsBody(const QStringList& models, const HttpRequest&) const
{
    QJsonArray list;
    for (const QString& model : models) {
        list.append(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("models/") + model},
            {QStringLiteral("version"), QStringLiteral("001")},
            {QStringLiteral("displayName"), model},
            {QStringLiteral("inputTokenLimit"), 1048576},
            {QStringLiteral("outputTokenLimit"), 65536},
            {QStringLiteral("supportedGenerationMethods"),
             QJsonArray{QStringLiteral("generateContent"), QStringLiteral("countTokens")}}});
    }
    return compact(QJsonObject{{QStringLiteral("models"), list}});
}

} // namespace nelumbo::fake
