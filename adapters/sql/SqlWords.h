#pragma once

#include "SqlDialect.h"
#include "SqlToken.h"

#include <QList>
#include <QString>

namespace nelumbo {

// One significant piece of a statement as the read-only check sees it.
struct SqlWord
{
    enum Kind : quint8
    {
        Keyword, // an unquoted word (keyword or name); text is upper case
        Name,    // a quoted identifier; text is its unquoted content
        Literal, // a string, number or template variable
        Symbol,  // punctuation or an operator character; ":=" and "::" are kept together
    };

    Kind kind = Symbol;
    QString text;

    bool isKeyword(QStringView upper) const { return kind == Keyword && text == upper; }
    bool isSymbol(QStringView symbol) const { return kind == Symbol && text == symbol; }
};

// Turns tokens into words, dropping white space and comments, so checks can look at the
// statement's code word by word without being fooled by quotes or comments.
class SqlWords
{
public:
    static QList<SqlWord> fromTokens(const SqlTokens& tokens);
};

} // namespace nelumbo
