#include "completion/CompletionCandidate.h"

#include <QJsonArray>

namespace nelumbo {

QString CompletionCandidate::kindName(CompletionKind kind)
{
    switch (kind) {
    case CompletionKind::Keyword:
        return QStringLiteral("keyword");
    case CompletionKind::Function:
        return QStringLiteral("function");
    case CompletionKind::Schema:
        return QStringLiteral("schema");
    case CompletionKind::Table:
        return QStringLiteral("table");
    case CompletionKind::View:
        return QStringLiteral("view");
    case CompletionKind::Column:
        return QStringLiteral("column");
    case CompletionKind::Variable:
        return QStringLiteral("variable");
    case CompletionKind::Command:
        return QStringLiteral("command");
    case CompletionKind::Key:
        return QStringLiteral("key");
    }
    return {};
}

QJsonObject CompletionCandidate::toJson() const
{
    return {{QStringLiteral("text"), text},
            {QStringLiteral("kind"), kindName(kind)},
            {QStringLiteral("detail"), detail}};
}

QJsonObject CompletionResult::toJson() const
{
    QJsonArray list;
    for (const CompletionCandidate& c : candidates)
        list << c.toJson();
    return {{QStringLiteral("replace"), QJsonObject{{QStringLiteral("start"), replaceStart},
                                                    {QStringLiteral("end"), replaceEnd}}},
            {QStringLiteral("candidates"), list}};
}

} // namespace nelumbo
