#pragma once

#include "SqlDialect.h"
#include "adapter/QueryLanguage.h"
#include "core/Result.h"

#include <QSet>
#include <QString>
#include <QStringView>

namespace nelumbo {

// Lays SQL text out one clause per line: select lists, joins and conditions indented,
// subqueries and CTEs nested. Only white space and the case of keywords change: comments,
// literals, quoted names, `{{name}}` and `[[ … ]]` blocks are kept exactly, and formatting
// formatted text changes nothing. The dialect decides how the text is tokenised.
class SqlFormatter
{
public:
    // keywords: the dialect's words (any case) whose case FormatOptions sets.
    SqlFormatter(const SqlDialect& dialect, const QStringList& keywords);

    // "unterminated_text" when a quote or comment does not end: the text is left to its writer.
    Result<QString> format(QStringView text, const FormatOptions& options) const;

    // The text's tokens without white space, as written: what formatting keeps (keyword case
    // aside).
    QStringList significantTokens(QStringView text) const;

private:
    SqlDialect m_dialect;
    QSet<QString> m_keywords; // upper case
};

} // namespace nelumbo
