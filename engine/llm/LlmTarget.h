#pragma once

#include "llm/ProviderCatalog.h"

#include <QString>
#include <QUrl>

namespace nelumbo {

// Timeouts and retries of one request; every value is configurable ([ai] in the config file).
struct LlmCallPolicy
{
    static constexpr qint64 kMaxReplyBytes = 32 * 1024 * 1024;

    int connectTimeoutMs = 10000;          // until the request is on the wire
    int idleTimeoutMs = 120000;            // no byte from the server for this long
    int totalTimeoutMs = 600000;           // the whole request, retries included
    int maxAttempts = 3;                   // the first try included
    int retryBaseDelayMs = 500;            // doubled per retry, with jitter
    int retryMaxDelayMs = 30000;           // longer waits asked for by the server are not made
    qint64 maxReplyBytes = kMaxReplyBytes; // a longer answer body fails with reply_too_large
};

// Where a request goes, fully resolved: provider, model, URL, key and policy.
struct LlmTarget
{
    ProviderInfo provider;
    QString model;
    QUrl baseUrl;
    QString apiKey; // never logged, never shown
    QString azureApiVersion = QStringLiteral("2024-10-21");
    int maxOutputTokens = 4096; // when the request names none
    LlmCallPolicy policy;

    QString modelString() const { return provider.id + QLatin1Char(':') + model; }
};

} // namespace nelumbo
