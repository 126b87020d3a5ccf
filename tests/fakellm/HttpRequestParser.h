#pragma once

#include "HttpRequest.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace nelumbo::fake {

// Incremental HTTP/1.1 request parser: bytes in, complete requests out. Understands
// Content-Length and chunked request bodies.
class HttpRequestParser
{
public:
    // Appends bytes and parses as far as they go.
    void feed(const QByteArray& bytes);

    bool hasRequest() const { return !m_ready.isEmpty(); }
    HttpRequest takeRequest() { return m_ready.takeFirst(); }

    // The head of the request being read asked for "Expect: 100-continue" and wants an answer.
    bool takeContinueRequest();

    // Set when the input is not HTTP; the connection should answer 400 and close.
    QString error() const { return m_error; }

private:
    enum class State
    {
        Head,
        FixedBody,
        ChunkSize,
        ChunkData,
        ChunkTrailer
    };

    bool parseHead();
    bool parseFixedBody();
    bool parseChunkSize();
    bool parseChunkData();
    bool parseChunkTrailer();
    void finishRequest();

    QByteArray m_buffer;
    State m_state = State::Head;
    HttpRequest m_current;
    qint64 m_remaining = 0;
    bool m_continueWanted = false;
    QList<HttpRequest> m_ready;
    QString m_error;
};

} // namespace nelumbo::fake
