#include "HttpRequestParser.h"

#include <QUrl>

namespace nelumbo::fake {

namespace {

constexpr qsizetype maxHeadBytes = 64 * 1024;

} // namespace

QByteArray HttpRequest::header(const QByteArray& name) const
{
    const QByteArray lower = name.toLower();
    for (const auto& [key, value] : headers) {
        if (key == lower)
            return value;
    }
    return {};
}

bool HttpRequest::hasHeader(const QByteArray& name) const
{
    const QByteArray lower = name.toLower();
    for (const auto& header : headers) {
        if (header.first == lower)
            return true;
    }
    return false;
}

void HttpRequestParser::feed(const QByteArray& bytes)
{
    m_buffer.append(bytes);
    bool progress = true;
    while (progress && m_error.isEmpty()) {
        switch (m_state) {
        case State::Head:
            progress = parseHead();
            break;
        case State::FixedBody:
            progress = parseFixedBody();
            break;
        case State::ChunkSize:
            progress = parseChunkSize();
            break;
        case State::ChunkData:
            progress = parseChunkData();
            break;
        case State::ChunkTrailer:
            progress = parseChunkTrailer();
            break;
        }
    }
}

bool HttpRequestParser::takeContinueRequest()
{
    const bool wanted = m_continueWanted;
    m_continueWanted = false;
    return wanted;
}

bool HttpRequestParser::parseHead()
{
    // Tolerate blank lines between requests, as RFC 9112 asks.
    while (m_buffer.startsWith("\r\n"))
        m_buffer.remove(0, 2);
    const qsizetype end = m_buffer.indexOf("\r\n\r\n");
    if (end < 0) {
        if (m_buffer.size() > maxHeadBytes)
            m_error = QStringLiteral("request head too large");
        return false;
    }
    const QList<QByteArray> lines = m_buffer.left(end).split('\n');
    m_buffer.remove(0, end + 4);

    m_current = HttpRequest{};
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine.at(2).startsWith("HTTP/1.")) {
        m_error = QStringLiteral("malformed request line");
        return false;
    }
    m_current.method = QString::fromLatin1(requestLine.at(0));
    m_current.target = QString::fromLatin1(requestLine.at(1));
    const QUrl url(m_current.target);
    m_current.path = url.path(QUrl::FullyDecoded);
    m_current.query = QUrlQuery(url);
    m_current.keepAlive = requestLine.at(2) != "HTTP/1.0";

    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            m_error = QStringLiteral("malformed header line");
            return false;
        }
        m_current.headers.append(
            {line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    }

    const QByteArray connection = m_current.header("connection").toLower();
    if (connection.contains("close"))
        m_current.keepAlive = false;
    else if (connection.contains("keep-alive"))
        m_current.keepAlive = true;
    m_continueWanted = m_current.header("expect").toLower() == "100-continue";

    if (m_current.header("transfer-encoding").toLower().contains("chunked")) {
        m_state = State::ChunkSize;
        return true;
    }
    bool ok = true;
    const QByteArray length = m_current.header("content-length");
    m_remaining = length.isEmpty() ? 0 : length.toLongLong(&ok);
    if (!ok || m_remaining < 0) {
        m_error = QStringLiteral("bad Content-Length");
        return false;
    }
    m_state = State::FixedBody;
    return true;
}

bool HttpRequestParser::parseFixedBody()
{
    if (m_buffer.size() < m_remaining)
        return false;
    m_current.body = m_buffer.left(m_remaining);
    m_buffer.remove(0, m_remaining);
    finishRequest();
    return true;
}

bool HttpRequestParser::parseChunkSize()
{
    const qsizetype end = m_buffer.indexOf("\r\n");
    if (end < 0)
        return false;
    QByteArray sizeText = m_buffer.left(end);
    m_buffer.remove(0, end + 2);
    const qsizetype extension = sizeText.indexOf(';');
    if (extension >= 0)
        sizeText.truncate(extension);
    bool ok = false;
    m_remaining = sizeText.trimmed().toLongLong(&ok, 16);
    if (!ok || m_remaining < 0) {
        m_error = QStringLiteral("bad chunk size");
        return false;
    }
    m_state = m_remaining == 0 ? State::ChunkTrailer : State::ChunkData;
    return true;
}

bool HttpRequestParser::parseChunkData()
{
    if (m_buffer.size() < m_remaining + 2)
        return false;
    m_current.body.append(m_buffer.left(m_remaining));
    if (m_buffer.mid(m_remaining, 2) != "\r\n") {
        m_error = QStringLiteral("chunk without CRLF");
        return false;
    }
    m_buffer.remove(0, m_remaining + 2);
    m_state = State::ChunkSize;
    return true;
}

bool HttpRequestParser::parseChunkTrailer()
{
    // Trailer fields are read and ignored up to the blank line.
    const qsizetype end = m_buffer.indexOf("\r\n");
    if (end < 0)
        return false;
    const bool blank = end == 0;
    m_buffer.remove(0, end + 2);
    if (blank)
        finishRequest();
    return true;
}

void HttpRequestParser::finishRequest()
{
    m_ready.append(m_current);
    m_current = HttpRequest{};
    m_state = State::Head;
}

} // namespace nelumbo::fake
