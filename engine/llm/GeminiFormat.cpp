#include "llm/GeminiFormat.h"

#include "llm/JsonStreamDecoder.h"
#include "llm/ReplyBuilder.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::GeminiFormat)
};

QUrl versioned(const QUrl& base, const QString& path)
{
    QString basePath = base.path();
    while (basePath.endsWith(u'/'))
        basePath.chop(1);
    const bool hasVersion = basePath.endsWith("/v1beta"_L1) || basePath.endsWith("/v1"_L1) ||
                            basePath.endsWith("/v1alpha"_L1);
    QUrl url = base;
    url.setPath(basePath + (hasVersion ? QString() : u"/v1beta"_s) + path);
    return url;
}

bool isPlainText(const QJsonObject& part)
{
    return part.size() == 1 && part.contains("text"_L1);
}

// Adjacent plain text pieces of a stream become one part; anything else stays as it came.
void appendPart(QJsonArray& parts, const QJsonObject& part)
{
    if (isPlainText(part) && !parts.isEmpty() && isPlainText(parts.last().toObject())) {
        const QString text =
            parts.last().toObject().value("text"_L1).toString() + part.value("text"_L1).toString();
        parts.replace(parts.size() - 1, QJsonObject{{u"text"_s, text}});
        return;
    }
    parts.append(part);
}

void appendTurn(QJsonArray& contents, const QString& role, const QJsonArray& parts)
{
    if (!contents.isEmpty()) {
        QJsonObject last = contents.last().toObject();
        if (last.value("role"_L1).toString() == role) {
            QJsonArray merged = last.value("parts"_L1).toArray();
            for (const QJsonValue& part : parts)
                merged.append(part);
            last.insert(u"parts"_s, merged);
            contents.replace(contents.size() - 1, last);
            return;
        }
    }
    contents.append(QJsonObject{{u"role"_s, role}, {u"parts"_s, parts}});
}

QJsonObject functionResponse(const LlmToolResult& result)
{
    // The response must be an object: the result goes under "output" (or "error").
    const QJsonDocument parsed = QJsonDocument::fromJson(result.content.toUtf8());
    QJsonValue value = result.content;
    if (parsed.isObject())
        value = parsed.object();
    else if (parsed.isArray())
        value = parsed.array();
    return QJsonObject{{result.isError ? u"error"_s : u"output"_s, value}};
}

class GeminiStreamDecoder final : public JsonStreamDecoder
{
public:
    GeminiStreamDecoder(const GeminiFormat& format, ReplyBuilder& builder)
        : JsonStreamDecoder(Framing::Sse, format, builder)
        , m_format(format)
    {}

private:
    // No sentinel: the body simply ends, and is complete once a finishReason came.
    bool complete() const override { return m_builder.hasStopReason(); }

    void completeReply() override { m_builder.setNative(m_format.name(), m_parts); }

    std::optional<LlmError> onObject(const QJsonObject& chunk, const QByteArray&) override
    {
        return GeminiFormat::readResponse(chunk, m_builder, m_parts);
    }

    const GeminiFormat& m_format;
    QJsonArray m_parts;
};
} // namespace

HttpRequest GeminiFormat::chatRequest(const LlmTarget& target, bool stream) const
{
    QUrl url = versioned(target.baseUrl,
                         u"/models/"_s + target.model +
                             (stream ? u":streamGenerateContent"_s : u":generateContent"_s));
    if (stream) {
        QUrlQuery query(url);
        query.addQueryItem(u"alt"_s, u"sse"_s);
        url.setQuery(query);
    }
    HttpRequest request = jsonRequest(url, stream);
    setAuth(request, target);
    return request;
}

QJsonObject GeminiFormat::chatBody(const LlmTarget& target, const LlmRequest& request,
                                   bool stream) const
{
    Q_UNUSED(stream); // the URL says it
    QJsonArray contents;
    const QList<LlmMessage> messages = withToolNames(request.messages);
    for (const LlmMessage& m : messages) {
        switch (m.role) {
        case LlmMessage::Role::User:
            appendTurn(contents, u"user"_s, QJsonArray{QJsonObject{{u"text"_s, m.text}}});
            break;
        case LlmMessage::Role::Assistant: {
            if (m.nativeFormat == name() && m.nativeContent.isArray() &&
                !m.nativeContent.toArray().isEmpty()) {
                appendTurn(contents, u"model"_s, m.nativeContent.toArray());
                break;
            }
            QJsonArray parts;
            if (!m.text.isEmpty())
                parts.append(QJsonObject{{u"text"_s, m.text}});
            for (const LlmToolCall& call : m.toolCalls) {
                QJsonObject functionCall{{u"name"_s, call.name},
                                         {u"args"_s, call.argumentsObject()}};
                if (!call.generatedId)
                    functionCall.insert(u"id"_s, call.id);
                parts.append(QJsonObject{{u"functionCall"_s, functionCall}});
            }
            if (parts.isEmpty())
                parts.append(QJsonObject{{u"text"_s, QString()}});
            appendTurn(contents, u"model"_s, parts);
            break;
        }
        case LlmMessage::Role::Tool: {
            QJsonArray parts;
            for (const LlmToolResult& result : m.toolResults) {
                QJsonObject response{{u"name"_s, result.name},
                                     {u"response"_s, functionResponse(result)}};
                const LlmToolCall* call = findCall(messages, result.toolCallId);
                if (call && !call->generatedId)
                    response.insert(u"id"_s, result.toolCallId);
                parts.append(QJsonObject{{u"functionResponse"_s, response}});
            }
            appendTurn(contents, u"user"_s, parts);
            break;
        }
        }
    }

    QJsonObject body{{u"contents"_s, contents}};
    if (!request.system.isEmpty())
        body.insert(
            u"systemInstruction"_s,
            QJsonObject{{u"parts"_s, QJsonArray{QJsonObject{{u"text"_s, request.system}}}}});
    if (!request.tools.isEmpty()) {
        QJsonArray declarations;
        for (const LlmToolDefinition& tool : request.tools)
            declarations.append(QJsonObject{{u"name"_s, tool.name},
                                            {u"description"_s, tool.description},
                                            {u"parametersJsonSchema"_s, tool.parameters}});
        body.insert(u"tools"_s, QJsonArray{QJsonObject{{u"functionDeclarations"_s, declarations}}});
    }
    QJsonObject generation;
    const int maxTokens = request.maxOutputTokens.value_or(target.maxOutputTokens);
    if (maxTokens > 0)
        generation.insert(u"maxOutputTokens"_s, maxTokens);
    if (request.temperature)
        generation.insert(u"temperature"_s, *request.temperature);
    if (!generation.isEmpty())
        body.insert(u"generationConfig"_s, generation);
    return body;
}

std::optional<LlmError> GeminiFormat::readResponse(const QJsonObject& response,
                                                   ReplyBuilder& builder, QJsonArray& parts)
{
    if (response.contains("modelVersion"_L1))
        builder.setModel(response.value("modelVersion"_L1).toString());
    const QJsonObject usage = response.value("usageMetadata"_L1).toObject();
    if (!usage.isEmpty())
        builder.setUsage(parseUsage(usage));
    const QJsonArray candidates = response.value("candidates"_L1).toArray();
    if (candidates.isEmpty()) {
        const QString blocked =
            response.value("promptFeedback"_L1).toObject().value("blockReason"_L1).toString();
        if (!blocked.isEmpty())
            builder.setStopReason(LlmStopReason::ContentFilter, blocked);
        return std::nullopt;
    }
    const QJsonObject candidate = candidates.first().toObject();
    for (const QJsonValue& p :
         candidate.value("content"_L1).toObject().value("parts"_L1).toArray()) {
        const QJsonObject part = p.toObject();
        appendPart(parts, part);
        if (part.contains("functionCall"_L1)) {
            const QJsonObject call = part.value("functionCall"_L1).toObject();
            const QJsonValue args = call.value("args"_L1);
            builder.addWholeToolCall(
                call.value("id"_L1).toString(), call.value("name"_L1).toString(),
                args.isObject() ? QString::fromUtf8(
                                      QJsonDocument(args.toObject()).toJson(QJsonDocument::Compact))
                                : u"{}"_s);
        } else if (part.contains("text"_L1) && !part.value("thought"_L1).toBool()) {
            builder.addText(part.value("text"_L1).toString());
        }
    }
    const QString finish = candidate.value("finishReason"_L1).toString();
    if (finish == "MALFORMED_FUNCTION_CALL"_L1 || finish == "UNEXPECTED_TOOL_CALL"_L1)
        return LlmError::make(
            LlmErrorCode::MalformedReply, builder.providerName(),
            Tr::tr("The model wrote a function call that is not valid (%1).").arg(finish));
    if (!finish.isEmpty())
        builder.setStopReason(stopReason(finish), finish);
    return std::nullopt;
}

std::optional<LlmError> GeminiFormat::parseReply(const QByteArray& body,
                                                 ReplyBuilder& builder) const
{
    QJsonObject root;
    if (auto error = replyObject(body, builder, root))
        return error;
    QJsonArray parts;
    if (auto error = readResponse(root, builder, parts))
        return error;
    if (!builder.hasStopReason())
        return LlmError::make(LlmErrorCode::MalformedReply, builder.providerName(),
                              Tr::tr("The reply has no candidates."));
    builder.setNative(name(), parts);
    return builder.finish();
}

std::unique_ptr<LlmStreamDecoder> GeminiFormat::streamDecoder(ReplyBuilder& builder) const
{
    return std::make_unique<GeminiStreamDecoder>(*this, builder);
}

HttpRequest GeminiFormat::modelsRequest(const LlmTarget& target) const
{
    HttpRequest request = jsonRequest(versioned(target.baseUrl, u"/models"_s), false);
    setAuth(request, target);
    return request;
}

QStringList GeminiFormat::parseModels(const QByteArray& body) const
{
    QStringList models;
    const QJsonArray list = QJsonDocument::fromJson(body).object().value("models"_L1).toArray();
    for (const QJsonValue& m : list) {
        QString id = m.toObject().value("name"_L1).toString();
        if (id.startsWith("models/"_L1))
            id = id.mid(7);
        if (!id.isEmpty())
            models.append(id);
    }
    return models;
}

LlmUsage GeminiFormat::parseUsage(const QJsonObject& usageMetadata)
{
    LlmUsage u;
    u.promptTokens = count(usageMetadata, "promptTokenCount"_L1);
    const qint64 candidates = count(usageMetadata, "candidatesTokenCount"_L1);
    const qint64 thoughts = count(usageMetadata, "thoughtsTokenCount"_L1);
    // candidatesTokenCount leaves the thinking out; it is billed as output all the same.
    if (candidates >= 0 || thoughts >= 0)
        u.completionTokens = std::max<qint64>(candidates, 0) + std::max<qint64>(thoughts, 0);
    u.reasoningTokens = thoughts;
    u.totalTokens = count(usageMetadata, "totalTokenCount"_L1);
    u.cachedTokens = count(usageMetadata, "cachedContentTokenCount"_L1);
    return u;
}

LlmStopReason GeminiFormat::stopReason(const QString& raw)
{
    if (raw == "STOP"_L1)
        return LlmStopReason::EndTurn;
    if (raw == "MAX_TOKENS"_L1)
        return LlmStopReason::MaxTokens;
    if (raw == "SAFETY"_L1 || raw == "RECITATION"_L1 || raw == "BLOCKLIST"_L1 ||
        raw == "PROHIBITED_CONTENT"_L1 || raw == "SPII"_L1 || raw == "LANGUAGE"_L1)
        return LlmStopReason::ContentFilter;
    return LlmStopReason::Other;
}

} // namespace nelumbo
