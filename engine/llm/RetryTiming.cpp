#include "llm/RetryTiming.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace nelumbo {

namespace {
QByteArray header(const RetryTiming::Headers& headers, const QByteArray& name)
{
    for (const auto& [key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value.trimmed();
    return {};
}

// RFC 7231 IMF-fixdate, "Wed, 21 Oct 2015 07:28:00 GMT".
std::optional<QDateTime> httpDate(const QByteArray& text)
{
    QString value = QString::fromLatin1(text).trimmed();
    if (value.endsWith(QLatin1String(" GMT")))
        value.chop(4);
    const QDateTime date =
        QLocale::c().toDateTime(value, QStringLiteral("ddd, dd MMM yyyy HH:mm:ss"));
    if (!date.isValid())
        return std::nullopt;
    return QDateTime(date.date(), date.time(), QTimeZone::utc());
}
} // namespace

std::optional<qint64> RetryTiming::serverDelayMs(const Headers& headers, const QDateTime& now)
{
    bool ok = false;
    const QByteArray ms = header(headers, "retry-after-ms");
    if (!ms.isEmpty()) {
        const double value = ms.toDouble(&ok);
        if (ok && value >= 0)
            return qint64(std::ceil(value));
    }
    const QByteArray after = header(headers, "retry-after");
    if (after.isEmpty())
        return std::nullopt;
    const double seconds = after.toDouble(&ok);
    if (ok && seconds >= 0)
        return qint64(std::ceil(seconds * 1000));
    if (const auto date = httpDate(after))
        return std::max<qint64>(0, now.msecsTo(*date));
    return std::nullopt;
}

std::optional<bool> RetryTiming::shouldRetry(const Headers& headers)
{
    const QByteArray value = header(headers, "x-should-retry").toLower();
    if (value == "true")
        return true;
    if (value == "false")
        return false;
    return std::nullopt;
}

int RetryTiming::backoffMs(int retry, const LlmCallPolicy& policy)
{
    const double exponential =
        double(std::max(0, policy.retryBaseDelayMs)) * std::pow(2.0, std::max(0, retry - 1));
    const double capped = std::min(exponential, double(std::max(0, policy.retryMaxDelayMs)));
    const double jitter = 1.0 - 0.25 * QRandomGenerator::global()->generateDouble();
    return int(capped * jitter);
}

} // namespace nelumbo
