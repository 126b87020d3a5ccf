#include "network/HttpRequest.h"

namespace nelumbo {

void HttpRequest::setHeader(const QByteArray& name, const QByteArray& value)
{
    for (auto& [key, old] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0) {
            old = value;
            return;
        }
    headers.append({name, value});
}

QByteArray HttpRequest::header(const QByteArray& name) const
{
    for (const auto& [key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

} // namespace nelumbo
