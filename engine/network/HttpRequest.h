#pragma once

#include <QByteArray>
#include <QList>
#include <QUrl>
#include <functional>
#include <utility>

namespace nelumbo {

using HttpHeaders = QList<std::pair<QByteArray, QByteArray>>;

// One HTTP request as the engine describes it; the nelumbo-network plugin sends it.
struct HttpRequest
{
    QByteArray method = "GET";
    QUrl url;
    HttpHeaders headers;
    QByteArray body;
    // Ends the exchange with HttpFailure::Timeout when no byte moves for this long; 0: never.
    int transferTimeoutMs = 0;
    // Asked for each redirect with its absolute target: true follows it. Without a function
    // no redirect is followed and the 3xx answer is the reply.
    std::function<bool(const QUrl& target)> followRedirect;

    void setHeader(const QByteArray& name, const QByteArray& value);
    QByteArray header(const QByteArray& name) const; // case-insensitive; empty when absent
};

// Why an exchange ended without a complete answer.
enum class HttpFailure
{
    None,
    Timeout,
    Cancelled, // abort(), or a redirect that was not followed
    RemoteClosed,
    Other
};

} // namespace nelumbo
