#pragma once

#include <QByteArray>
#include <QList>

namespace nelumbo {

struct SseEvent
{
    QByteArray type = "message"; // the event: field, "message" without one
    QByteArray data;             // data: lines joined with '\n', still UTF-8
};

// Server-sent events, incrementally, by the WHATWG rules: lines end in LF, CRLF or CR (also
// when a CRLF is split between two reads), ':' starts a comment, several data: lines join
// with '\n', a blank line dispatches, id: and retry: are ignored. Bytes are kept until their
// line is complete, so a UTF-8 sequence split between reads arrives whole.
class SseParser
{
public:
    // The events completed by these bytes, in order.
    QList<SseEvent> feed(const QByteArray& bytes);
    // At the end of the stream: the last event when its closing blank line never came.
    QList<SseEvent> finish();
    // Anything received that has not become an event yet (not counting comments).
    bool hasPendingData() const;

private:
    void processLine(const QByteArray& line, QList<SseEvent>& out);
    void dispatch(QList<SseEvent>& out);

    QByteArray m_line;
    QByteArray m_head; // the first bytes, while they may still be a byte order mark
    bool m_afterCr = false;
    bool m_started = false;
    bool m_hasData = false;
    SseEvent m_event;
};

} // namespace nelumbo
