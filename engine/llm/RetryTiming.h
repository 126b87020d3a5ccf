#pragma once

#include "llm/LlmTarget.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QPair>
#include <optional>

namespace nelumbo {

// When to try a failed request again: the server's own wish first (retry-after-ms, then
// retry-after in seconds or as an HTTP date), else exponential backoff with jitter.
class RetryTiming
{
public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    // The wait the server asked for, in milliseconds; nullopt when it asked for none.
    static std::optional<qint64>
    serverDelayMs(const Headers& headers, const QDateTime& now = QDateTime::currentDateTimeUtc());
    // x-should-retry: true/false overrides the status code's verdict.
    static std::optional<bool> shouldRetry(const Headers& headers);
    // Backoff before retry number retry (1 for the first): base × 2^(retry−1), capped at the
    // policy's maximum, minus up to a quarter at random so clients do not retry in step.
    static int backoffMs(int retry, const LlmCallPolicy& policy);
};

} // namespace nelumbo
