#pragma once

#include "SqlDialect.h"
#include "SqlToken.h"

#include <QStringList>
#include <functional>

namespace nelumbo {

// A string literal token seen as a template: its text split into literal pieces and
// `{{name}}` placeholders. Placeholders count inside string literals (so '%{{q}}%' works)
// but not inside comments or quoted identifiers.
class TemplateLiteral
{
public:
    struct Part
    {
        bool isVariable = false;
        QString text; // raw literal text (escapes untouched), or the variable name
    };

    // Splits a String token; other tokens and unterminated strings give no parts.
    static TemplateLiteral parse(const SqlToken& token, const SqlDialect& dialect);
    // The placeholder names of a Variable or String token, in order, duplicates kept.
    static QStringList variablesOf(const SqlToken& token, const SqlDialect& dialect);

    bool hasVariables() const;
    QStringList variableNames() const;
    const QList<Part>& parts() const { return m_parts; }

    // The literal as an SQL expression: literal pieces keep their original quoting and are
    // joined with the placeholders by the dialect's concatenation ('%' || ? || '%', or
    // CONCAT('%', ?, '%') where the dialect names a function). A literal that is exactly one
    // placeholder becomes just that placeholder.
    QString toExpression(const SqlDialect& dialect,
                         const std::function<QString(const QString& name)>& placeholder) const;
    // `body` wrapped in this literal's own delimiters.
    QString quoted(const QString& body) const { return m_open + body + m_close; }

private:
    QString m_open;  // opening delimiter incl. any prefix: ', E', ", $tag$
    QString m_close; // closing delimiter
    QList<Part> m_parts;
};

} // namespace nelumbo
