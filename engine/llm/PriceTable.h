#pragma once

#include "core/Result.h"
#include "llm/LlmTypes.h"

#include <QHash>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <optional>

namespace nelumbo {

// Prices per million tokens of one model; below zero: not known.
struct ModelPrice
{
    double input = -1;
    double output = -1;
    double cachedInput = -1; // prompt tokens read from the cache
    double cacheWrite = -1;  // prompt tokens written to it
};

// What a reply cost. known is false when the model has no price or the provider reported no
// usage: then amount means nothing and the UI says "unknown", never 0.
struct LlmCost
{
    bool known = false;
    double amount = 0;
    QString currency;
    QString reason; // why it is unknown

    QString toString() const; // "$0.0123", "0.0123 EUR" or "unknown"
};

// The price list: engine/llm/prices.json (with its date), then the config file's
// ai/price_file (same format) and ai/prices entries, which override or add models.
class PriceTable
{
public:
    static constexpr qint64 kMaxFileBytes = 1024 * 1024;

    static PriceTable builtIn();
    static Result<PriceTable> fromJson(const QByteArray& json);
    // A price file: a regular file of at most kMaxFileBytes, else an error saying why.
    static Result<PriceTable> readFile(const QString& path);
    // Built in plus the config file's overrides; mistakes there are reported in warnings
    // (logged when warnings is null).
    static PriceTable load(const QSettings& settings, QStringList* warnings = nullptr);

    // "openai:gpt-4o 2.50 10.00 [1.25 [3.75]]": model, input, output, cached input, cache write.
    Result<void> addEntry(const QString& entry);
    void merge(const PriceTable& other);

    QString date() const { return m_date; }
    QString currency() const { return m_currency; }
    QStringList models() const;
    std::optional<ModelPrice> price(const QString& modelString) const;
    LlmCost cost(const QString& modelString, const LlmUsage& usage) const;

private:
    QString m_date;
    QString m_currency = QStringLiteral("USD");
    QHash<QString, ModelPrice> m_prices;
};

} // namespace nelumbo
