#include "llm/AnthropicFormat.h"

#include "llm/JsonStreamDecoder.h"
#include "llm/ReplyBuilder.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::AnthropicFormat)
};

// Tool input as JSON text; anything but an object stays as it came and fails the check.
QString compact(const QJsonValue& value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isUndefined())
        return u"{}"_s;
    if (value.isString())
        return value.toString();
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
}

// Consecutive turns of one role become one message: a tool result and the user's next words
// are one user turn, as the API wants strictly alternating roles.
void appendTurn(QJsonArray& messages, const QString& role, const QJsonArray& blocks)
{
    if (!messages.isEmpty()) {
        QJsonObject last = messages.last().toObject();
        if (last.value("role"_L1).toString() == role) {
            QJsonArray content = last.value("content"_L1).toArray();
            for (const QJsonValue& block : blocks)
                content.append(block);
            last.insert(u"content"_s, content);
            messages.replace(messages.size() - 1, last);
            return;
        }
    }
    messages.append(QJsonObject{{u"role"_s, role}, {u"content"_s, blocks}});
}

class AnthropicStreamDecoder final : public JsonStreamDecoder
{
public:
    AnthropicStreamDecoder(const AnthropicFormat& format, ReplyBuilder& builder)
        : JsonStreamDecoder(Framing::Sse, format, builder)
        , m_format(format)
    {}

private:
    bool isError(const QJsonObject& data, const QByteArray& eventType) const override
    {
        // An error event may name itself only in its event: field.
        return JsonStreamDecoder::isError(data, eventType) || eventType == "error";
    }

    void completeReply() override
    {
        QJsonArray content;
        for (auto it = m_blocks.cbegin(); it != m_blocks.cend(); ++it)
            content.append(it.value());
        m_builder.setNative(m_format.name(), content);
    }

    std::optional<LlmError> onObject(const QJsonObject& data, const QByteArray& eventType) override
    {
        QString type = data.value("type"_L1).toString();
        if (type.isEmpty())
            type = QString::fromUtf8(eventType);
        const int index = data.value("index"_L1).toInt();
        if (type == "message_start"_L1) {
            const QJsonObject message = data.value("message"_L1).toObject();
            m_builder.setModel(message.value("model"_L1).toString());
            m_usage = message.value("usage"_L1).toObject();
        } else if (type == "content_block_start"_L1) {
            QJsonObject block = data.value("content_block"_L1).toObject();
            const QString kind = block.value("type"_L1).toString();
            if (kind == "tool_use"_L1) {
                m_builder.addToolCallFragment(index, block.value("id"_L1).toString(),
                                              block.value("name"_L1).toString(), QString());
            } else if (kind == "text"_L1) {
                m_builder.addText(block.value("text"_L1).toString());
            }
            m_blocks.insert(index, block);
        } else if (type == "content_block_delta"_L1) {
            const QJsonObject delta = data.value("delta"_L1).toObject();
            const QString kind = delta.value("type"_L1).toString();
            QJsonObject& block = m_blocks[index];
            if (kind == "text_delta"_L1) {
                const QString text = delta.value("text"_L1).toString();
                block.insert(u"text"_s, block.value("text"_L1).toString() + text);
                m_builder.addText(text);
            } else if (kind == "input_json_delta"_L1) {
                const QString piece = delta.value("partial_json"_L1).toString();
                m_partialJson[index] += piece;
                m_builder.addToolCallFragment(index, QString(), QString(), piece);
            } else if (kind == "thinking_delta"_L1) {
                block.insert(u"thinking"_s, block.value("thinking"_L1).toString() +
                                                delta.value("thinking"_L1).toString());
            } else if (kind == "signature_delta"_L1) {
                block.insert(u"signature"_s, delta.value("signature"_L1).toString());
            }
        } else if (type == "content_block_stop"_L1) {
            QJsonObject& block = m_blocks[index];
            if (block.value("type"_L1) == "tool_use"_L1) {
                const QString json = m_partialJson.value(index);
                const QJsonDocument input = QJsonDocument::fromJson(json.toUtf8());
                block.insert(u"input"_s, input.isObject() ? input.object() : QJsonObject());
                m_builder.finishToolCall(index);
            }
        } else if (type == "message_delta"_L1) {
            const QString stop =
                data.value("delta"_L1).toObject().value("stop_reason"_L1).toString();
            if (!stop.isEmpty())
                m_builder.setStopReason(AnthropicFormat::stopReason(stop), stop);
            // Cumulative: the latest numbers replace the earlier ones.
            const QJsonObject usage = data.value("usage"_L1).toObject();
            for (auto it = usage.begin(); it != usage.end(); ++it)
                if (it.value().isDouble())
                    m_usage.insert(it.key(), it.value());
        } else if (type == "message_stop"_L1) {
            m_done = true;
            m_builder.setUsage(AnthropicFormat::parseUsage(m_usage));
        }
        // ping and unknown events carry nothing to keep.
        return std::nullopt;
    }

    const AnthropicFormat& m_format;
    QMap<int, QJsonObject> m_blocks;
    QMap<int, QString> m_partialJson;
    QJsonObject m_usage;
};
} // namespace

HttpRequest AnthropicFormat::chatRequest(const LlmTarget& target, bool stream) const
{
    HttpRequest request = jsonRequest(join(target.baseUrl, u"/v1/messages"_s), stream);
    setAuth(request, target);
    request.setHeader("anthropic-version", QByteArray(kVersion.data(), kVersion.size()));
    return request;
}

QJsonObject AnthropicFormat::chatBody(const LlmTarget& target, const LlmRequest& request,
                                      bool stream) const
{
    QJsonArray messages;
    for (const LlmMessage& m : request.messages) {
        switch (m.role) {
        case LlmMessage::Role::User:
            appendTurn(messages, u"user"_s,
                       QJsonArray{QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, m.text}}});
            break;
        case LlmMessage::Role::Assistant: {
            if (m.nativeFormat == name() && m.nativeContent.isArray() &&
                !m.nativeContent.toArray().isEmpty()) {
                appendTurn(messages, u"assistant"_s, m.nativeContent.toArray());
                break;
            }
            QJsonArray blocks;
            if (!m.text.isEmpty())
                blocks.append(QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, m.text}});
            for (const LlmToolCall& call : m.toolCalls)
                blocks.append(QJsonObject{{u"type"_s, u"tool_use"_s},
                                          {u"id"_s, call.id},
                                          {u"name"_s, call.name},
                                          {u"input"_s, call.argumentsObject()}});
            if (blocks.isEmpty()) // empty text blocks are refused
                blocks.append(QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, u"…"_s}});
            appendTurn(messages, u"assistant"_s, blocks);
            break;
        }
        case LlmMessage::Role::Tool: {
            QJsonArray blocks;
            for (const LlmToolResult& result : m.toolResults) {
                QJsonObject block{{u"type"_s, u"tool_result"_s},
                                  {u"tool_use_id"_s, result.toolCallId},
                                  {u"content"_s, result.content}};
                if (result.isError)
                    block.insert(u"is_error"_s, true);
                blocks.append(block);
            }
            appendTurn(messages, u"user"_s, blocks);
            break;
        }
        }
    }

    const int maxTokens = request.maxOutputTokens.value_or(target.maxOutputTokens);
    QJsonObject body{{u"model"_s, target.model},
                     {u"max_tokens"_s, maxTokens > 0 ? maxTokens : 4096},
                     {u"messages"_s, messages}};
    if (!request.system.isEmpty()) {
        // Everything up to and including the marked block is cached: tools, then this prefix.
        const qsizetype stable = std::min(request.stablePrefixLength, request.system.size());
        QJsonArray system;
        if (stable > 0) {
            system.append(
                QJsonObject{{u"type"_s, u"text"_s},
                            {u"text"_s, request.system.left(stable)},
                            {u"cache_control"_s, QJsonObject{{u"type"_s, u"ephemeral"_s}}}});
        }
        if (stable < request.system.size())
            system.append(
                QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, request.system.mid(stable)}});
        body.insert(u"system"_s, system);
    }
    if (!request.tools.isEmpty()) {
        QJsonArray tools;
        for (const LlmToolDefinition& tool : request.tools)
            tools.append(QJsonObject{{u"name"_s, tool.name},
                                     {u"description"_s, tool.description},
                                     {u"input_schema"_s, tool.parameters}});
        body.insert(u"tools"_s, tools);
    }
    if (request.temperature)
        body.insert(u"temperature"_s, *request.temperature);
    if (stream)
        body.insert(u"stream"_s, true);
    return body;
}

std::optional<LlmError> AnthropicFormat::parseReply(const QByteArray& body,
                                                    ReplyBuilder& builder) const
{
    QJsonObject root;
    if (auto error = replyObject(body, builder, root))
        return error;
    if (!root.value("content"_L1).isArray())
        return LlmError::make(LlmErrorCode::MalformedReply, builder.providerName(),
                              Tr::tr("The reply has no content."));
    builder.setModel(root.value("model"_L1).toString());
    const QJsonArray content = root.value("content"_L1).toArray();
    for (const QJsonValue& b : content) {
        const QJsonObject block = b.toObject();
        const QString kind = block.value("type"_L1).toString();
        if (kind == "text"_L1)
            builder.addText(block.value("text"_L1).toString());
        else if (kind == "tool_use"_L1)
            builder.addWholeToolCall(block.value("id"_L1).toString(),
                                     block.value("name"_L1).toString(),
                                     compact(block.value("input"_L1)));
    }
    const QString stop = root.value("stop_reason"_L1).toString();
    builder.setStopReason(stopReason(stop), stop);
    builder.setUsage(parseUsage(root.value("usage"_L1).toObject()));
    builder.setNative(name(), content);
    return builder.finish();
}

std::unique_ptr<LlmStreamDecoder> AnthropicFormat::streamDecoder(ReplyBuilder& builder) const
{
    return std::make_unique<AnthropicStreamDecoder>(*this, builder);
}

bool AnthropicFormat::isErrorObject(const QJsonObject& object) const
{
    return object.value("type"_L1) == "error"_L1;
}

HttpRequest AnthropicFormat::modelsRequest(const LlmTarget& target) const
{
    HttpRequest request = jsonRequest(join(target.baseUrl, u"/v1/models"_s), false);
    setAuth(request, target);
    request.setHeader("anthropic-version", QByteArray(kVersion.data(), kVersion.size()));
    return request;
}

QStringList AnthropicFormat::parseModels(const QByteArray& body) const
{
    return listedIds(body, "data"_L1, "id"_L1);
}

LlmUsage AnthropicFormat::parseUsage(const QJsonObject& usage)
{
    LlmUsage u;
    if (usage.isEmpty())
        return u;
    // input_tokens leaves out what was read from or written to the cache.
    const qint64 input = count(usage, "input_tokens"_L1);
    const qint64 written = count(usage, "cache_creation_input_tokens"_L1, 0);
    const qint64 read = count(usage, "cache_read_input_tokens"_L1, 0);
    if (input >= 0)
        u.promptTokens = input + written + read;
    u.completionTokens = count(usage, "output_tokens"_L1);
    u.cachedTokens = read;
    u.cacheWriteTokens = written;
    if (u.promptTokens >= 0 && u.completionTokens >= 0)
        u.totalTokens = u.promptTokens + u.completionTokens;
    return u;
}

LlmStopReason AnthropicFormat::stopReason(const QString& raw)
{
    if (raw == "end_turn"_L1)
        return LlmStopReason::EndTurn;
    if (raw == "tool_use"_L1)
        return LlmStopReason::ToolUse;
    if (raw == "max_tokens"_L1 || raw == "model_context_window_exceeded"_L1)
        return LlmStopReason::MaxTokens;
    if (raw == "stop_sequence"_L1)
        return LlmStopReason::StopSequence;
    if (raw == "refusal"_L1)
        return LlmStopReason::ContentFilter;
    return LlmStopReason::Other;
}

} // namespace nelumbo
