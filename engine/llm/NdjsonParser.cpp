#include "llm/NdjsonParser.h"

namespace nelumbo {

QList<QByteArray> NdjsonParser::feed(const QByteArray& bytes)
{
    QList<QByteArray> out;
    for (const char c : bytes) {
        if (c != '\n') {
            m_line.append(c);
            continue;
        }
        const QByteArray line = m_line.trimmed(); // also drops the CR of CRLF
        m_line.clear();
        if (!line.isEmpty())
            out.append(line);
    }
    return out;
}

QList<QByteArray> NdjsonParser::finish()
{
    const QByteArray line = m_line.trimmed();
    m_line.clear();
    if (line.isEmpty())
        return {};
    return {line};
}

} // namespace nelumbo
