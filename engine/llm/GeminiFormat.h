#pragma once

#include "llm/LlmWireFormat.h"

namespace nelumbo {

// Google Gemini generateContent / streamGenerateContent?alt=sse. Model turns are kept part by
// part as sent, so thoughtSignature and other opaque fields go back unchanged.
class GeminiFormat final : public LlmWireFormat
{
public:
    QString name() const override { return QStringLiteral("gemini"); }
    HttpRequest chatRequest(const LlmTarget& target, bool stream) const override;
    QJsonObject chatBody(const LlmTarget& target, const LlmRequest& request,
                         bool stream) const override;
    std::optional<LlmError> parseReply(const QByteArray& body,
                                       ReplyBuilder& builder) const override;
    std::unique_ptr<LlmStreamDecoder> streamDecoder(ReplyBuilder& builder) const override;
    HttpRequest modelsRequest(const LlmTarget& target) const override;
    QStringList parseModels(const QByteArray& body) const override;

    // One response object (whole, or one streamed chunk) into builder; parts collects the
    // model turn's parts verbatim.
    static std::optional<LlmError> readResponse(const QJsonObject& response, ReplyBuilder& builder,
                                                QJsonArray& parts);
    static LlmUsage parseUsage(const QJsonObject& usageMetadata);
    static LlmStopReason stopReason(const QString& raw);
};

} // namespace nelumbo
