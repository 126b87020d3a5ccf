#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace nelumbo::fake {

// One parsed HTTP/1.1 request.
struct HttpRequest
{
    QString method;
    QString target; // as sent: path and query
    QString path;   // percent-decoded
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased
    QByteArray body;
    bool keepAlive = true;

    QByteArray header(const QByteArray& name) const;
    bool hasHeader(const QByteArray& name) const;
};

} // namespace nelumbo::fake
