// Server-sent events and NDJSON, the two framings of streamed replies (SseParser,
// NdjsonParser): whatever the bytes, reading them in pieces gives the same events as reading
// them at once.
#include "Chunks.h"
#include "FuzzTarget.h"
#include "llm/NdjsonParser.h"
#include "llm/SseParser.h"

using namespace nelumbo;

namespace {

QByteArrayList sse(const QList<QByteArray>& pieces)
{
    SseParser parser;
    QList<SseEvent> events;
    for (const QByteArray& piece : pieces)
        events += parser.feed(piece);
    events += parser.finish();
    QByteArrayList out;
    for (const SseEvent& e : events)
        out << e.type + '\x01' + e.data;
    return out;
}

QByteArrayList ndjson(const QList<QByteArray>& pieces)
{
    NdjsonParser parser;
    QByteArrayList out;
    for (const QByteArray& piece : pieces)
        out += parser.feed(piece);
    out += parser.finish();
    return out;
}

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const bool useSse = input.byte() % 2 == 0;
    const quint8 seed = input.byte();
    const QByteArray body = input.rest();
    const QList<QByteArray> pieces = fuzz::chunks(body, seed);
    if (useSse)
        fuzz::check(sse({body}) == sse(pieces), "SSE events do not depend on how reads split",
                    QString::fromUtf8(body.toPercentEncoding()));
    else
        fuzz::check(ndjson({body}) == ndjson(pieces),
                    "NDJSON lines do not depend on how reads split",
                    QString::fromUtf8(body.toPercentEncoding()));
    return 0;
}

const fuzz::Registration registration("framing", fuzzOne);

} // namespace
