#include "ai/TokenEstimate.h"

#include <QJsonDocument>

namespace nelumbo {

qint64 TokenEstimate::tokens(const QString& text)
{
    const qint64 bytes = text.toUtf8().size();
    return (bytes + 2) / 3;
}

qint64 TokenEstimate::tokens(const QList<LlmToolDefinition>& tools)
{
    qint64 total = 0;
    for (const LlmToolDefinition& t : tools) {
        const QString schema =
            QString::fromUtf8(QJsonDocument(t.parameters).toJson(QJsonDocument::Compact));
        total += tokens(t.name) + tokens(t.description) + tokens(schema) + 8; // framing
    }
    return total;
}

} // namespace nelumbo
