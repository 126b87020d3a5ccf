#pragma once

#include <QChar>
#include <QString>
#include <QStringList>

namespace nelumbo {

// The rules one SQL dialect sets for its text: which quotes and comments exist (how the text
// is tokenised), which statements count as read-only, and how templates and names are
// written. Each SQL adapter fills one in its language (adapters/<name>/*Language.cpp); the
// default is standard SQL, as read for text that belongs to no source.
struct SqlDialect
{
    // --- quotes and comments
    bool dollarQuotes = false;          // $tag$…$tag$ strings
    bool escapeStrings = false;         // E'…' strings, with backslash escapes
    bool nestedComments = false;        // /* /* … */ */ nest
    bool hashComments = false;          // # starts a line comment
    bool dashCommentNeedsSpace = false; // "--" starts one only before white space (1--1)
    bool backslashEscapes = false;      // a backslash escapes the next character in '…'
    bool doubleQuotedStrings = false;   // "…" is a string, not a quoted name
    bool backtickIdentifiers = false;   // `name`
    bool bracketIdentifiers = false;    // [name]
    bool executableComments = false;    // /*! … */ runs as code: refused in read-only mode

    // --- statements that only read
    bool tableStatement = true;        // TABLE name
    bool showStatement = true;         // SHOW …
    bool describeStatement = true;     // DESCRIBE / DESC name, and EXPLAIN of a table name
    bool pragmaStatement = true;       // PRAGMA, read-only when SqlitePragmas' table says so
    bool intoAssignsVariables = false; // SELECT … INTO names variables, not a new table
    bool assignmentOperator = false;   // := assigns a user variable
    // Functions with effects beyond reading (or that read server files), lower case; a
    // trailing '*' matches every name with that prefix.
    QStringList sideEffectFunctions;

    // --- templates and names
    QString numberMarker = QStringLiteral("?"); // the value marker of a number variable
    QString dateMarker = QStringLiteral("?");   // … of a date variable
    // An INTERVAL keyword before a variable or a literal holding one is replaced by this
    // cast of the value (%1) or of the literal's expression; empty: kept as written.
    QString intervalValueCast;
    QString intervalExpressionCast;
    // How a literal with variables concatenates ('%' || ? || '%'); a function name instead
    // (CONCAT) makes it a call.
    QString concatFunction;
    QChar identifierQuote = QLatin1Char('"');

    // --- results
    bool nullsSortHigh = false; // NULL sorts above every value unless NULLS FIRST says not
    QString blobLiteral = QStringLiteral("X'%1'"); // %1: the bytes in hex
};

} // namespace nelumbo
