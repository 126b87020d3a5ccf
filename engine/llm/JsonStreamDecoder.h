#pragma once

#include "llm/LlmWireFormat.h"
#include "llm/NdjsonParser.h"
#include "llm/SseParser.h"

namespace nelumbo {

// The part every streamed reply shares: the body comes as pieces (SSE events or NDJSON lines)
// of one JSON object each, an error object ends the stream as that error, and a body that ends
// before its end mark is malformed. Formats say only what a piece means.
class JsonStreamDecoder : public LlmStreamDecoder
{
public:
    enum class Framing
    {
        Sse,
        Ndjson
    };

    std::optional<LlmError> feed(const QByteArray& bytes) final;
    std::optional<LlmError> finish() final;

protected:
    JsonStreamDecoder(Framing framing, const LlmWireFormat& format, ReplyBuilder& builder);

    // One piece's data; eventType is the SSE event: field, empty for NDJSON.
    virtual std::optional<LlmError> onPiece(const QByteArray& data, const QByteArray& eventType);
    // By default whatever the format calls an error object.
    virtual bool isError(const QJsonObject& object, const QByteArray& eventType) const;
    virtual std::optional<LlmError> onObject(const QJsonObject& object,
                                             const QByteArray& eventType) = 0;
    // Most formats mark their end; one that does not says what makes the reply whole.
    virtual bool complete() const { return m_done; }
    // Last touches on the reply (the native turn) once the body is whole.
    virtual void completeReply() {}

    ReplyBuilder& m_builder;
    bool m_done = false;

private:
    std::optional<LlmError> take(const QList<SseEvent>& events);
    std::optional<LlmError> take(const QList<QByteArray>& lines);

    const Framing m_framing;
    const LlmWireFormat& m_format;
    SseParser m_sse;
    NdjsonParser m_ndjson;
};

} // namespace nelumbo
