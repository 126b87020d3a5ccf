#include "llm/OllamaFormat.h"

#include "llm/JsonStreamDecoder.h"
#include "llm/ReplyBuilder.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::OllamaFormat)
};

LlmStopReason stopReason(const QString& raw)
{
    if (raw == "stop"_L1)
        return LlmStopReason::EndTurn;
    if (raw == "length"_L1)
        return LlmStopReason::MaxTokens;
    return LlmStopReason::Other;
}

class OllamaStreamDecoder final : public JsonStreamDecoder
{
public:
    OllamaStreamDecoder(const OllamaFormat& format, ReplyBuilder& builder)
        : JsonStreamDecoder(Framing::Ndjson, format, builder)
    {}

private:
    std::optional<LlmError> onObject(const QJsonObject& object, const QByteArray&) override
    {
        if (auto error = checkArguments(object))
            return error;
        OllamaFormat::readObject(object, m_builder);
        m_done = object.value("done"_L1).toBool();
        return std::nullopt;
    }

    std::optional<LlmError> checkArguments(const QJsonObject& object)
    {
        for (const QJsonValue& c :
             object.value("message"_L1).toObject().value("tool_calls"_L1).toArray()) {
            const QJsonValue arguments =
                c.toObject().value("function"_L1).toObject().value("arguments"_L1);
            if (!arguments.isObject() && !arguments.isUndefined() &&
                !QJsonDocument::fromJson(arguments.toString().toUtf8()).isObject())
                return LlmError::make(
                    LlmErrorCode::MalformedReply, m_builder.providerName(),
                    Tr::tr("The arguments of a tool call are not a valid JSON object."));
        }
        return std::nullopt;
    }
};
} // namespace

HttpRequest OllamaFormat::chatRequest(const LlmTarget& target, bool stream) const
{
    HttpRequest request = jsonRequest(join(target.baseUrl, u"/api/chat"_s), false);
    if (stream)
        request.setHeader("Accept", "application/x-ndjson");
    setAuth(request, target);
    return request;
}

QJsonObject OllamaFormat::chatBody(const LlmTarget& target, const LlmRequest& request,
                                   bool stream) const
{
    QJsonArray messages;
    if (!request.system.isEmpty())
        messages.append(QJsonObject{{u"role"_s, u"system"_s}, {u"content"_s, request.system}});
    for (const LlmMessage& m : withToolNames(request.messages)) {
        switch (m.role) {
        case LlmMessage::Role::User:
            messages.append(QJsonObject{{u"role"_s, u"user"_s}, {u"content"_s, m.text}});
            break;
        case LlmMessage::Role::Assistant: {
            QJsonObject message{{u"role"_s, u"assistant"_s}, {u"content"_s, m.text}};
            QJsonArray calls;
            for (const LlmToolCall& call : m.toolCalls) {
                QJsonObject c{
                    {u"function"_s, QJsonObject{{u"name"_s, call.name},
                                                {u"arguments"_s, call.argumentsObject()}}}};
                if (!call.generatedId)
                    c.insert(u"id"_s, call.id);
                calls.append(c);
            }
            if (!calls.isEmpty())
                message.insert(u"tool_calls"_s, calls);
            messages.append(message);
            break;
        }
        case LlmMessage::Role::Tool:
            for (const LlmToolResult& result : m.toolResults) {
                QJsonObject message{{u"role"_s, u"tool"_s},
                                    {u"content"_s, result.content},
                                    {u"tool_name"_s, result.name}};
                const LlmToolCall* call = findCall(request.messages, result.toolCallId);
                if (call && !call->generatedId)
                    message.insert(u"tool_call_id"_s, result.toolCallId);
                messages.append(message);
            }
            break;
        }
    }
    QJsonObject body{{u"model"_s, target.model}, {u"messages"_s, messages}, {u"stream"_s, stream}};
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
    QJsonObject options;
    const int maxTokens = request.maxOutputTokens.value_or(target.maxOutputTokens);
    if (maxTokens > 0)
        options.insert(u"num_predict"_s, maxTokens);
    if (request.temperature)
        options.insert(u"temperature"_s, *request.temperature);
    if (!options.isEmpty())
        body.insert(u"options"_s, options);
    return body;
}

void OllamaFormat::readObject(const QJsonObject& object, ReplyBuilder& builder)
{
    if (object.contains("model"_L1))
        builder.setModel(object.value("model"_L1).toString());
    const QJsonObject message = object.value("message"_L1).toObject();
    builder.addText(message.value("content"_L1).toString());
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
    if (object.value("done"_L1).toBool()) {
        const QString reason = object.value("done_reason"_L1).toString(u"stop"_s);
        builder.setStopReason(stopReason(reason), reason);
        LlmUsage usage;
        usage.promptTokens = count(object, "prompt_eval_count"_L1);
        usage.completionTokens = count(object, "eval_count"_L1);
        if (usage.promptTokens >= 0 && usage.completionTokens >= 0)
            usage.totalTokens = usage.promptTokens + usage.completionTokens;
        builder.setUsage(usage);
    }
}

std::optional<LlmError> OllamaFormat::parseReply(const QByteArray& body,
                                                 ReplyBuilder& builder) const
{
    QJsonObject root;
    if (auto error = replyObject(body, builder, root))
        return error;
    readObject(root, builder);
    return builder.finish();
}

std::unique_ptr<LlmStreamDecoder> OllamaFormat::streamDecoder(ReplyBuilder& builder) const
{
    return std::make_unique<OllamaStreamDecoder>(*this, builder);
}

HttpRequest OllamaFormat::modelsRequest(const LlmTarget& target) const
{
    HttpRequest request = jsonRequest(join(target.baseUrl, u"/api/tags"_s), false);
    setAuth(request, target);
    return request;
}

QStringList OllamaFormat::parseModels(const QByteArray& body) const
{
    return listedIds(body, "models"_L1, "name"_L1);
}

} // namespace nelumbo
