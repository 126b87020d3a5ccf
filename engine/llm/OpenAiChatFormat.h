#pragma once

#include "llm/LlmWireFormat.h"

namespace nelumbo {

// OpenAI Chat Completions and every server that speaks it: Groq, Mistral, DeepSeek, OpenRouter,
// xAI, Together, Azure OpenAI, LM Studio, llama.cpp, vLLM. Streams are SSE ending in [DONE].
class OpenAiChatFormat final : public LlmWireFormat
{
public:
    QString name() const override { return QStringLiteral("openai"); }
    HttpRequest chatRequest(const LlmTarget& target, bool stream) const override;
    QJsonObject chatBody(const LlmTarget& target, const LlmRequest& request,
                         bool stream) const override;
    std::optional<LlmError> parseReply(const QByteArray& body,
                                       ReplyBuilder& builder) const override;
    std::unique_ptr<LlmStreamDecoder> streamDecoder(ReplyBuilder& builder) const override;
    bool isErrorObject(const QJsonObject& object) const override;
    HttpRequest modelsRequest(const LlmTarget& target) const override;
    QStringList parseModels(const QByteArray& body) const override;

    // Mistral accepts only ids of 9 characters [a-zA-Z0-9]: others are mapped, the same id
    // always to the same short one, so calls and their results still pair up.
    static QString shortToolCallId(const QString& id);
    static LlmUsage parseUsage(const QJsonObject& usage);
    static LlmStopReason stopReason(const QString& finishReason);
};

} // namespace nelumbo
