#include "HttpConnection.h"

#include <QTimer>

#ifdef Q_OS_LINUX
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#endif

namespace nelumbo::fake {

namespace {

constexpr int cutPauseMs = 50;

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 402:
        return "Payment Required";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 413:
        return "Payload Too Large";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    case 529:
        return "Site Overloaded";
    default:
        return "Status";
    }
}

} // namespace

void ResponsePlan::setHeader(const QByteArray& name, const QByteArray& value)
{
    const QByteArray lower = name.toLower();
    for (auto& header : headers) {
        if (header.first.toLower() == lower) {
            header.second = value;
            return;
        }
    }
    headers.append({name, value});
}

QByteArray ResponsePlan::header(const QByteArray& name) const
{
    const QByteArray lower = name.toLower();
    for (const auto& header : headers) {
        if (header.first.toLower() == lower)
            return header.second;
    }
    return {};
}

HttpConnection::HttpConnection(QTcpSocket* socket, int id, Handler handler, Finished finished,
                               QObject* parent)
    : QObject(parent)
    , m_socket(socket)
    , m_id(id)
    , m_handler(std::move(handler))
    , m_finished(std::move(finished))
{
    socket->setParent(this);
    // Split writes must reach the client as separate segments.
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        // Still answering: the client gave up on the request (a cut of our own finishes the
        // plan before the socket says so).
        if (m_busy)
            finishPlan(!m_cutting);
        deleteLater();
    });
    onReadyRead();
}

void HttpConnection::onReadyRead()
{
    if (!m_socket)
        return;
    m_parser.feed(m_socket->readAll());
    acknowledgeNow();
    if (!m_parser.error().isEmpty()) {
        write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        m_socket->disconnectFromHost();
        return;
    }
    if (m_parser.takeContinueRequest())
        write("HTTP/1.1 100 Continue\r\n\r\n");
    while (m_parser.hasRequest())
        m_waiting.append(m_parser.takeRequest());
    startNext();
}

void HttpConnection::acknowledgeNow()
{
#ifdef Q_OS_LINUX
    // Clients that write the head and the body separately (Qt does) would otherwise wait
    // for the delayed ACK, 40 ms per request on loopback. Linux resets the flag, so it is
    // set again after every read.
    const int on = 1;
    ::setsockopt(int(m_socket->socketDescriptor()), IPPROTO_TCP, TCP_QUICKACK, &on, sizeof on);
#endif
}

void HttpConnection::startNext()
{
    if (m_busy || m_waiting.isEmpty() || !m_socket)
        return;
    const HttpRequest request = m_waiting.takeFirst();
    m_busy = true;
    m_keepAlive = request.keepAlive;
    m_plan = m_handler(request, m_id);
    m_step = 0;
    if (m_plan.close)
        m_keepAlive = false;
    QTimer::singleShot(m_plan.headDelayMs, this, &HttpConnection::writeHead);
}

void HttpConnection::writeHead()
{
    if (!m_socket || !m_busy)
        return;
    if (m_plan.noHead) {
        m_plan.disconnect = true;
        endResponse();
        return;
    }
    QByteArray head = "HTTP/1.1 " + QByteArray::number(m_plan.status) + ' ' +
                      reasonPhrase(m_plan.status) + "\r\n";
    for (const auto& [name, value] : m_plan.headers)
        head += name + ": " + value + "\r\n";
    if (m_plan.chunked)
        head += "Transfer-Encoding: chunked\r\n";
    else
        head += "Content-Length: " + QByteArray::number(m_plan.body.size()) + "\r\n";
    head += m_keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";

    if (m_plan.chunked) {
        write(head);
        writeStep();
        return;
    }
    if (m_plan.disconnect && m_plan.cutBodyAt >= 0) {
        write(head + m_plan.body.left(m_plan.cutBodyAt));
        endResponse();
        return;
    }
    write(head + m_plan.body);
    endResponse();
}

void HttpConnection::writeStep()
{
    if (!m_socket || !m_busy)
        return;
    if (m_step >= m_plan.steps.size()) {
        endResponse();
        return;
    }
    const WriteStep& step = m_plan.steps.at(m_step);
    QTimer::singleShot(step.delayMs, this, [this] {
        if (!m_socket || !m_busy)
            return;
        const QByteArray& bytes = m_plan.steps.at(m_step).bytes;
        if (!bytes.isEmpty())
            write(QByteArray::number(bytes.size(), 16) + "\r\n" + bytes + "\r\n");
        ++m_step;
        writeStep();
    });
}

void HttpConnection::endResponse()
{
    if (!m_socket)
        return;
    if (m_plan.disconnect) {
        // A pause first, so the client reads what was sent before it sees the close.
        QTimer::singleShot(m_plan.noHead ? 0 : cutPauseMs, this, [this] {
            m_cutting = true; // the disconnect that follows is ours, not the client's
            if (m_socket)
                m_socket->abort();
            finishPlan();
        });
        return;
    }
    if (m_plan.chunked)
        write("0\r\n\r\n");
    finishPlan();
    if (!m_keepAlive && m_socket) {
        m_socket->disconnectFromHost();
        return;
    }
    startNext();
}

void HttpConnection::finishPlan(bool clientClosed)
{
    if (!m_busy)
        return;
    m_busy = false;
    if (m_finished)
        m_finished(m_plan.captureIndex, clientClosed);
}

void HttpConnection::write(const QByteArray& bytes)
{
    if (!m_socket)
        return;
    m_socket->write(bytes);
    m_socket->flush();
}

} // namespace nelumbo::fake
