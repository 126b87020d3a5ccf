#pragma once

#include "llm/LlmWireFormat.h"

namespace nelumbo {

// Anthropic Messages: content blocks, tool_use / tool_result, named stream events ending in
// message_stop, and cache_control on the stable prefix of the system text.
class AnthropicFormat final : public LlmWireFormat
{
public:
    static constexpr QLatin1String kVersion{"2023-06-01"};

    QString name() const override { return QStringLiteral("anthropic"); }
    HttpRequest chatRequest(const LlmTarget& target, bool stream) const override;
    QJsonObject chatBody(const LlmTarget& target, const LlmRequest& request,
                         bool stream) const override;
    std::optional<LlmError> parseReply(const QByteArray& body,
                                       ReplyBuilder& builder) const override;
    std::unique_ptr<LlmStreamDecoder> streamDecoder(ReplyBuilder& builder) const override;
    bool isErrorObject(const QJsonObject& object) const override;
    HttpRequest modelsRequest(const LlmTarget& target) const override;
    QStringList parseModels(const QByteArray& body) const override;

    static LlmUsage parseUsage(const QJsonObject& usage);
    static LlmStopReason stopReason(const QString& raw);
};

} // namespace nelumbo
