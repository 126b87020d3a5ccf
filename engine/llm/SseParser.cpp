#include "llm/SseParser.h"

namespace nelumbo {

QList<SseEvent> SseParser::feed(const QByteArray& input)
{
    QList<SseEvent> out;
    qsizetype start = 0;
    QByteArray bytes = input;
    if (!m_started && !bytes.isEmpty()) {
        // A byte order mark may arrive split between reads: its first bytes wait for the rest.
        static const QByteArray bom("\xEF\xBB\xBF");
        bytes = m_head + bytes;
        if (bytes.size() < bom.size() && bom.startsWith(bytes)) {
            m_head = bytes;
            return out;
        }
        m_head.clear();
        m_started = true;
        if (bytes.startsWith(bom))
            start = bom.size();
    }
    for (qsizetype i = start; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        if (m_afterCr) {
            m_afterCr = false;
            if (c == '\n')
                continue; // the LF of a CRLF that was split between reads
        }
        if (c == '\r' || c == '\n') {
            m_afterCr = c == '\r';
            processLine(m_line, out);
            m_line.clear();
            continue;
        }
        m_line.append(c);
    }
    return out;
}

QList<SseEvent> SseParser::finish()
{
    QList<SseEvent> out;
    if (!m_head.isEmpty()) { // the start of a byte order mark, and nothing after it
        m_line += m_head;
        m_head.clear();
    }
    if (!m_line.isEmpty()) {
        processLine(m_line, out);
        m_line.clear();
    }
    if (m_hasData)
        dispatch(out);
    m_afterCr = false;
    return out;
}

bool SseParser::hasPendingData() const
{
    return m_hasData || !m_head.isEmpty() || (!m_line.isEmpty() && !m_line.startsWith(':'));
}

void SseParser::processLine(const QByteArray& line, QList<SseEvent>& out)
{
    if (line.isEmpty()) {
        dispatch(out);
        return;
    }
    if (line.startsWith(':'))
        return;
    const qsizetype colon = line.indexOf(':');
    const QByteArray field = colon < 0 ? line : line.left(colon);
    QByteArray value = colon < 0 ? QByteArray() : line.mid(colon + 1);
    if (value.startsWith(' '))
        value.remove(0, 1);
    if (field == "data") {
        if (m_hasData)
            m_event.data.append('\n');
        m_event.data.append(value);
        m_hasData = true;
    } else if (field == "event") {
        m_event.type = value.isEmpty() ? QByteArray("message") : value;
    }
    // id, retry and unknown fields are ignored.
}

void SseParser::dispatch(QList<SseEvent>& out)
{
    if (m_hasData)
        out.append(m_event);
    m_event = SseEvent();
    m_hasData = false;
}

} // namespace nelumbo
