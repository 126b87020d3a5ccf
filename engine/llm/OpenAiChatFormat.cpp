#include "llm/OpenAiChatFormat.h"

#include "llm/JsonStreamDecoder.h"
#include "llm/ReplyBuilder.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::OpenAiChatFormat)
};

bool isAzureV1(const QUrl& base)
{
    QString path = base.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    return path.endsWith("/openai/v1"_L1);
}

QString toolContent(const LlmToolResult& result)
{
    if (result.isError && !result.content.startsWith("Error"_L1))
        return u"Error: "_s + result.content;
    return result.content;
}

class OpenAiStreamDecoder final : public JsonStreamDecoder
{
public:
    OpenAiStreamDecoder(const OpenAiChatFormat& format, ReplyBuilder& builder)
        : JsonStreamDecoder(Framing::Sse, format, builder)
    {}

private:
    std::optional<LlmError> onPiece(const QByteArray& data, const QByteArray& eventType) override
    {
        if (data.startsWith("[DONE]")) {
            m_done = true;
            return std::nullopt;
        }
        return JsonStreamDecoder::onPiece(data, eventType);
    }

    std::optional<LlmError> onObject(const QJsonObject& chunk, const QByteArray&) override
    {
        if (chunk.contains("model"_L1))
            m_builder.setModel(chunk.value("model"_L1).toString());
        for (const QJsonValue& c : chunk.value("choices"_L1).toArray()) {
            const QJsonObject choice = c.toObject();
            if (choice.value("index"_L1).toInt() != 0)
                continue;
            const QJsonObject delta = choice.value("delta"_L1).toObject();
            m_builder.addText(delta.value("content"_L1).toString());
            const QJsonArray calls = delta.value("tool_calls"_L1).toArray();
            for (qsizetype i = 0; i < calls.size(); ++i) {
                const QJsonObject call = calls.at(i).toObject();
                const QJsonObject function = call.value("function"_L1).toObject();
                const int key = call.contains("index"_L1) ? call.value("index"_L1).toInt() : int(i);
                m_builder.addToolCallFragment(key, call.value("id"_L1).toString(),
                                              function.value("name"_L1).toString(),
                                              function.value("arguments"_L1).toString());
            }
            const QString finish = choice.value("finish_reason"_L1).toString();
            if (finish == "error"_L1) // OpenRouter
                return LlmWireFormat::classify(0, ProviderErrorInfo{}, m_builder.providerName());
            if (!finish.isEmpty())
                m_builder.setStopReason(OpenAiChatFormat::stopReason(finish), finish);
        }
        QJsonObject usage = chunk.value("usage"_L1).toObject();
        if (usage.isEmpty()) // Groq's older streams
            usage = chunk.value("x_groq"_L1).toObject().value("usage"_L1).toObject();
        if (!usage.isEmpty())
            m_builder.setUsage(OpenAiChatFormat::parseUsage(usage));
        return std::nullopt;
    }
};
} // namespace

HttpRequest OpenAiChatFormat::chatRequest(const LlmTarget& target, bool stream) const
{
    QUrl url;
    if (target.provider.azureDeployment && !isAzureV1(target.baseUrl)) {
        url =
            join(target.baseUrl, u"/openai/deployments/"_s + target.model + u"/chat/completions"_s);
        QUrlQuery query(url);
        query.addQueryItem(u"api-version"_s, target.azureApiVersion);
        url.setQuery(query);
    } else {
        url = join(target.baseUrl, u"/chat/completions"_s);
    }
    HttpRequest request = jsonRequest(url, stream);
    setAuth(request, target);
    return request;
}

QJsonObject OpenAiChatFormat::chatBody(const LlmTarget& target, const LlmRequest& request,
                                       bool stream) const
{
    const ProviderInfo& provider = target.provider;
    auto id = [&](const QString& original) {
        return provider.shortToolCallIds ? shortToolCallId(original) : original;
    };
    QJsonArray messages;
    if (!request.system.isEmpty())
        messages.append(QJsonObject{{u"role"_s, u"system"_s}, {u"content"_s, request.system}});
    for (const LlmMessage& m : withToolNames(request.messages)) {
        switch (m.role) {
        case LlmMessage::Role::User:
            messages.append(QJsonObject{{u"role"_s, u"user"_s}, {u"content"_s, m.text}});
            break;
        case LlmMessage::Role::Assistant: {
            QJsonObject message{{u"role"_s, u"assistant"_s}};
            if (!m.text.isEmpty() || m.toolCalls.isEmpty())
                message.insert(u"content"_s, m.text);
            QJsonArray calls;
            for (const LlmToolCall& call : m.toolCalls)
                calls.append(QJsonObject{
                    {u"id"_s, id(call.id)},
                    {u"type"_s, u"function"_s},
                    {u"function"_s,
                     QJsonObject{
                         {u"name"_s, call.name},
                         {u"arguments"_s, call.arguments.isEmpty() ? u"{}"_s : call.arguments}}}});
            if (!calls.isEmpty())
                message.insert(u"tool_calls"_s, calls);
            messages.append(message);
            break;
        }
        case LlmMessage::Role::Tool:
            for (const LlmToolResult& result : m.toolResults) {
                QJsonObject message{{u"role"_s, u"tool"_s},
                                    {u"tool_call_id"_s, id(result.toolCallId)},
                                    {u"content"_s, toolContent(result)}};
                if (provider.toolMessageName)
                    message.insert(u"name"_s, result.name);
                messages.append(message);
            }
            break;
        }
    }

    QJsonObject body{{u"messages"_s, messages}};
    if (!(provider.azureDeployment && !isAzureV1(target.baseUrl)))
        body.insert(u"model"_s, target.model);
    if (!request.tools.isEmpty()) {
        QJsonArray tools;
        for (const LlmToolDefinition& tool : request.tools)
            tools.append(
                QJsonObject{{u"type"_s, u"function"_s},
                            {u"function"_s, QJsonObject{{u"name"_s, tool.name},
                                                        {u"description"_s, tool.description},
                                                        {u"parameters"_s, tool.parameters}}}});
        body.insert(u"tools"_s, tools);
    }
    const int maxTokens = request.maxOutputTokens.value_or(target.maxOutputTokens);
    if (maxTokens > 0)
        body.insert(provider.maxCompletionTokens ? u"max_completion_tokens"_s : u"max_tokens"_s,
                    maxTokens);
    if (request.temperature)
        body.insert(u"temperature"_s, *request.temperature);
    if (stream) {
        body.insert(u"stream"_s, true);
        if (provider.streamUsageOption)
            body.insert(u"stream_options"_s, QJsonObject{{u"include_usage"_s, true}});
    }
    return body;
}

std::optional<LlmError> OpenAiChatFormat::parseReply(const QByteArray& body,
                                                     ReplyBuilder& builder) const
{
    QJsonObject root;
    if (auto error = replyObject(body, builder, root))
        return error;
    const QJsonArray choices = root.value("choices"_L1).toArray();
    if (choices.isEmpty())
        return LlmError::make(LlmErrorCode::MalformedReply, builder.providerName(),
                              Tr::tr("The reply has no choices."));
    builder.setModel(root.value("model"_L1).toString());
    const QJsonObject choice = choices.first().toObject();
    const QJsonObject message = choice.value("message"_L1).toObject();
    const QString refusal = message.value("refusal"_L1).toString();
    builder.addText(message.value("content"_L1).toString());
    if (!refusal.isEmpty() && message.value("content"_L1).toString().isEmpty())
        builder.addText(refusal);
    for (const QJsonValue& c : message.value("tool_calls"_L1).toArray()) {
        const QJsonObject call = c.toObject();
        const QJsonObject function = call.value("function"_L1).toObject();
        const QJsonValue arguments = function.value("arguments"_L1);
        builder.addWholeToolCall(
            call.value("id"_L1).toString(), function.value("name"_L1).toString(),
            arguments.isObject()
                ? QString::fromUtf8(
                      QJsonDocument(arguments.toObject()).toJson(QJsonDocument::Compact))
                : arguments.toString());
    }
    const QString finish = choice.value("finish_reason"_L1).toString();
    builder.setStopReason(!refusal.isEmpty() ? LlmStopReason::ContentFilter : stopReason(finish),
                          finish);
    builder.setUsage(parseUsage(root.value("usage"_L1).toObject()));
    return builder.finish();
}

std::unique_ptr<LlmStreamDecoder> OpenAiChatFormat::streamDecoder(ReplyBuilder& builder) const
{
    return std::make_unique<OpenAiStreamDecoder>(*this, builder);
}

bool OpenAiChatFormat::isErrorObject(const QJsonObject& object) const
{
    return object.contains("error"_L1) || object.value("object"_L1) == "error"_L1;
}

HttpRequest OpenAiChatFormat::modelsRequest(const LlmTarget& target) const
{
    if (!target.provider.hasModelsEndpoint)
        return HttpRequest();
    HttpRequest request = jsonRequest(join(target.baseUrl, u"/models"_s), false);
    setAuth(request, target);
    return request;
}

QStringList OpenAiChatFormat::parseModels(const QByteArray& body) const
{
    return listedIds(body, "data"_L1, "id"_L1);
}

QString OpenAiChatFormat::shortToolCallId(const QString& id)
{
    static const QRegularExpression valid(u"^[a-zA-Z0-9]{9}$"_s);
    if (valid.match(id).hasMatch())
        return id;
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const QByteArray hash = QCryptographicHash::hash(id.toUtf8(), QCryptographicHash::Sha256);
    QString out;
    for (int i = 0; i < 9; ++i)
        out.append(QLatin1Char(alphabet[quint8(hash.at(i)) % 62]));
    return out;
}

LlmUsage OpenAiChatFormat::parseUsage(const QJsonObject& usage)
{
    LlmUsage u;
    if (usage.isEmpty())
        return u;
    u.promptTokens = count(usage, "prompt_tokens"_L1);
    u.completionTokens = count(usage, "completion_tokens"_L1);
    u.totalTokens = count(usage, "total_tokens"_L1);
    const QJsonObject promptDetails = usage.value("prompt_tokens_details"_L1).toObject();
    u.cachedTokens = count(promptDetails, "cached_tokens"_L1);
    if (u.cachedTokens < 0) // DeepSeek
        u.cachedTokens = count(usage, "prompt_cache_hit_tokens"_L1);
    u.cacheWriteTokens = count(promptDetails, "cache_write_tokens"_L1);
    u.reasoningTokens =
        count(usage.value("completion_tokens_details"_L1).toObject(), "reasoning_tokens"_L1);
    if (u.totalTokens < 0 && u.promptTokens >= 0 && u.completionTokens >= 0)
        u.totalTokens = u.promptTokens + u.completionTokens;
    return u;
}

LlmStopReason OpenAiChatFormat::stopReason(const QString& finishReason)
{
    if (finishReason == "stop"_L1)
        return LlmStopReason::EndTurn;
    if (finishReason == "length"_L1)
        return LlmStopReason::MaxTokens;
    if (finishReason == "tool_calls"_L1 || finishReason == "function_call"_L1)
        return LlmStopReason::ToolUse;
    if (finishReason == "content_filter"_L1)
        return LlmStopReason::ContentFilter;
    return LlmStopReason::Other;
}

} // namespace nelumbo
