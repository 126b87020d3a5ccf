#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

namespace nelumbo {

// One optimisation suggestion, normalised.
struct OptimizationSuggestion
{
    QString type = QStringLiteral("rewrite");  // index, rewrite, structure, configuration
    QString impact = QStringLiteral("medium"); // high, medium, low
    QString title;
    QString suggestion;
};

// Reads the optimisation reply (a JSON array, fenced or bare): entries without a string type
// are dropped, unknown types become "rewrite", unknown impacts "medium", and a missing title
// is made from the suggestion.
class OptimizationSuggestions
{
public:
    static constexpr int kTitleLength = 100;

    // ok false when the reply holds no JSON array at all.
    static QList<OptimizationSuggestion> parse(const QString& reply, bool* ok = nullptr);
    static QJsonArray toJson(const QList<OptimizationSuggestion>& suggestions);
};

} // namespace nelumbo
