#pragma once

#include <QList>
#include <QString>

namespace nelumbo {

// One lexical piece of SQL template text. The texts of all tokens of a text, in order,
// concatenate back to that text exactly.
struct SqlToken
{
    enum Kind : quint8
    {
        Code,             // keywords, names, numbers, operators and white space
        Comment,          // -- …, # … (MySQL), /* … */
        String,           // '…', E'…', $tag$…$tag$ (Postgres), "…" (MySQL)
        QuotedIdentifier, // "…", `…` (MySQL, SQLite), […] (SQLite)
        Variable,         // {{name}}
        BlockOpen,        // [[ of an optional block (only when it has a matching ]])
        BlockClose,       // ]]
    };

    Kind kind = Code;
    qsizetype offset = 0; // where the token starts in the tokenised text
    QString text;
    bool terminated = true; // false for a quote or comment that runs to the end of the text

    // For Variable tokens: the name between the braces.
    QString variableName() const
    {
        return kind == Variable ? text.mid(2, text.size() - 4) : QString();
    }
    bool is(Kind k) const { return kind == k; }
};

using SqlTokens = QList<SqlToken>;

} // namespace nelumbo
