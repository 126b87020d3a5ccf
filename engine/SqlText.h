#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace nelumbo {

// Half-open character range [begin, end) of one statement in a script, without its ';'
// and without surrounding white space.
struct StatementRange
{
    qsizetype begin = 0;
    qsizetype end = 0;
    bool isEmpty() const { return end <= begin; }
    qsizetype length() const { return end - begin; }
    friend bool operator==(const StatementRange&, const StatementRange&) = default;
};

// Lexical helpers for SQL scripts. Quotes ('', "", ``, []), dollar quotes ($tag$…$tag$),
// line and block comments and trigger bodies (BEGIN … END) never split a statement.
class SqlText
{
public:
    static QList<StatementRange> splitStatements(QStringView script);
    // The statement under the cursor; a cursor in the gap after a statement picks that one.
    static StatementRange statementAt(QStringView script, qsizetype cursor);
    // True when the text holds nothing but white space and comments.
    static bool isBlank(QStringView text);
};

} // namespace nelumbo
