#pragma once

#include "adapter/QueryLanguage.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace nelumbo {

// Lexical helpers for SQL scripts. Quotes ('', "", ``, []), dollar quotes ($tag$…$tag$),
// line and block comments and trigger bodies (BEGIN … END) never split a statement.
class SqlText
{
public:
    static QList<StatementRange> splitStatements(QStringView script);
    // True when the text holds nothing but white space and comments.
    static bool isBlank(QStringView text);
    // Whether the statement changes rows (INSERT, UPDATE, DELETE, …), so that its count of
    // affected rows means something: drivers repeat the last such count after DDL.
    static bool reportsRowCount(QStringView statement);
};

} // namespace nelumbo
