#pragma once

#include <QByteArray>
#include <QList>

namespace nelumbo {

// Newline-delimited JSON, incrementally: one value per line; a partial last line stays
// buffered until its newline (or the end of the stream) arrives. Blank lines are skipped.
class NdjsonParser
{
public:
    QList<QByteArray> feed(const QByteArray& bytes);
    // At the end of the stream: the last line when it had no newline.
    QList<QByteArray> finish();
    bool hasPendingData() const { return !m_line.trimmed().isEmpty(); }

private:
    QByteArray m_line;
};

} // namespace nelumbo
