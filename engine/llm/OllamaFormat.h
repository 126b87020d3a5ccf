#pragma once

#include "llm/LlmWireFormat.h"

namespace nelumbo {

// Ollama's native /api/chat: arguments as objects, tool results by function name, and NDJSON
// streams whose last object says "done": true.
class OllamaFormat final : public LlmWireFormat
{
public:
    QString name() const override { return QStringLiteral("ollama"); }
    HttpRequest chatRequest(const LlmTarget& target, bool stream) const override;
    QJsonObject chatBody(const LlmTarget& target, const LlmRequest& request,
                         bool stream) const override;
    std::optional<LlmError> parseReply(const QByteArray& body,
                                       ReplyBuilder& builder) const override;
    std::unique_ptr<LlmStreamDecoder> streamDecoder(ReplyBuilder& builder) const override;
    HttpRequest modelsRequest(const LlmTarget& target) const override;
    QStringList parseModels(const QByteArray& body) const override;

    // One object (a whole answer or one line of a stream) into builder.
    static void readObject(const QJsonObject& object, ReplyBuilder& builder);
};

} // namespace nelumbo
