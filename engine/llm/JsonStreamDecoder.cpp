#include "llm/JsonStreamDecoder.h"

#include "llm/ReplyBuilder.h"

#include <QCoreApplication>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::JsonStreamDecoder)
};
} // namespace

JsonStreamDecoder::JsonStreamDecoder(Framing framing, const LlmWireFormat& format,
                                     ReplyBuilder& builder)
    : m_builder(builder)
    , m_framing(framing)
    , m_format(format)
{}

std::optional<LlmError> JsonStreamDecoder::feed(const QByteArray& bytes)
{
    return m_framing == Framing::Sse ? take(m_sse.feed(bytes)) : take(m_ndjson.feed(bytes));
}

std::optional<LlmError> JsonStreamDecoder::finish()
{
    if (auto error = m_framing == Framing::Sse ? take(m_sse.finish()) : take(m_ndjson.finish()))
        return error;
    if (!complete())
        return LlmError::make(LlmErrorCode::MalformedReply, m_builder.providerName(),
                              Tr::tr("The reply stopped before its end."));
    completeReply();
    return m_builder.finish();
}

std::optional<LlmError> JsonStreamDecoder::onPiece(const QByteArray& data,
                                                   const QByteArray& eventType)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return LlmError::make(LlmErrorCode::MalformedReply, m_builder.providerName(),
                              m_framing == Framing::Sse
                                  ? Tr::tr("A streamed event is not valid JSON.")
                                  : Tr::tr("A streamed line is not valid JSON."));
    const QJsonObject object = doc.object();
    if (isError(object, eventType))
        return LlmWireFormat::classify(0, m_format.parseError(data), m_builder.providerName());
    return onObject(object, eventType);
}

bool JsonStreamDecoder::isError(const QJsonObject& object, const QByteArray& eventType) const
{
    Q_UNUSED(eventType);
    return m_format.isErrorObject(object);
}

std::optional<LlmError> JsonStreamDecoder::take(const QList<SseEvent>& events)
{
    for (const SseEvent& event : events) {
        if (m_done)
            break;
        if (auto error = onPiece(event.data, event.type))
            return error;
    }
    return std::nullopt;
}

std::optional<LlmError> JsonStreamDecoder::take(const QList<QByteArray>& lines)
{
    for (const QByteArray& line : lines) {
        if (m_done)
            break;
        if (auto error = onPiece(line, QByteArray()))
            return error;
    }
    return std::nullopt;
}

} // namespace nelumbo
