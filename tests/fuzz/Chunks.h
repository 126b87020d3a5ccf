#pragma once

#include <QByteArray>
#include <QList>

namespace nelumbo::fuzz {

// bytes cut into pieces of 1 to 8 bytes, their lengths drawn from seed: how a network read
// may split a body anywhere, a CRLF or a UTF-8 sequence included.
inline QList<QByteArray> chunks(const QByteArray& bytes, quint8 seed)
{
    QList<QByteArray> out;
    quint32 state = seed | 1u;
    for (qsizetype at = 0; at < bytes.size();) {
        state = state * 1103515245u + 12345u;
        const qsizetype length = 1 + qsizetype((state >> 16) % 8);
        out << bytes.mid(at, length);
        at += length;
    }
    return out;
}

} // namespace nelumbo::fuzz
