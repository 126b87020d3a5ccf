// Each provider's reply readers (OpenAI chat, Anthropic, Gemini, Ollama): the streamed reply
// fed in pieces, the whole reply, an error body and a model list.
#include "Chunks.h"
#include "FuzzTarget.h"
#include "llm/LlmStreamSink.h"
#include "llm/LlmWireFormat.h"
#include "llm/ProviderCatalog.h"
#include "llm/ReplyBuilder.h"

using namespace nelumbo;

namespace {

// Touches what a stream hands on, so that a dangling reference shows under ASan.
class TouchingSink : public LlmStreamSink
{
public:
    void textDelta(const QString& text) override { m_size += text.size(); }
    void toolCallStarted(int, const QString& id, const QString& name) override
    {
        m_size += id.size() + name.size();
    }
    void toolCallDelta(int, const QString& fragment) override { m_size += fragment.size(); }
    void toolCallFinished(int, const LlmToolCall& call) override
    {
        m_size += call.name.size() + call.arguments.size();
    }
    void usageReported(const LlmUsage&) override {}

private:
    qsizetype m_size = 0;
};

constexpr WireProtocol kProtocols[] = {WireProtocol::OpenAiChat, WireProtocol::Anthropic,
                                       WireProtocol::Gemini, WireProtocol::OllamaChat};

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const auto format = LlmWireFormat::create(kProtocols[input.byte() % 4]);
    const quint8 seed = input.byte();
    const QByteArray body = input.rest();
    {
        TouchingSink sink;
        ReplyBuilder builder(QStringLiteral("Fuzz"), &sink);
        auto decoder = format->streamDecoder(builder);
        bool failed = false;
        for (const QByteArray& piece : fuzz::chunks(body, seed))
            if ((failed = decoder->feed(piece).has_value()))
                break;
        if (!failed && !decoder->finish())
            builder.finish();
    }
    {
        ReplyBuilder builder(QStringLiteral("Fuzz"));
        if (!format->parseReply(body, builder))
            builder.finish();
    }
    const ProviderErrorInfo info = format->parseError(body);
    LlmWireFormat::classify(400 + seed % 200, info, QStringLiteral("Fuzz"));
    format->parseModels(body);
    return 0;
}

const fuzz::Registration registration("llmstream", fuzzOne);

} // namespace
