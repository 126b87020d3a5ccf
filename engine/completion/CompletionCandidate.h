#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace nelumbo {

enum class CompletionKind
{
    Keyword,
    Function,
    Schema,
    Table,
    View,
    Column,
    Variable,
    Command,
    Key
};

// One name the completion offers: the text that replaces what was typed, its kind and a
// detail (a column's type, a table's schema, a command's summary).
struct CompletionCandidate
{
    QString text;
    CompletionKind kind = CompletionKind::Keyword;
    QString detail;

    // "table", "column", …: stable, for JSON and the popup's label.
    static QString kindName(CompletionKind kind);
    QJsonObject toJson() const;
};

// The answer for one cursor: the character range the chosen text replaces and the
// candidates, best first.
struct CompletionResult
{
    qsizetype replaceStart = 0;
    qsizetype replaceEnd = 0;
    QList<CompletionCandidate> candidates;

    QJsonObject toJson() const;
};

} // namespace nelumbo
