#pragma once

#include "adapter/QueryLanguage.h"

namespace nelumbo {

struct SqlProfile;
class SqlLanguage;

// Reads an SQL statement around a cursor for completion: the name being typed (quoted or
// not, after which qualifier), the clause it stands in, the relations in scope with their
// aliases, CTEs with their columns and subqueries with their output columns. Tokenised with
// the dialect's rules, so quotes and comments never mislead it.
class SqlCompletion
{
public:
    explicit SqlCompletion(const SqlLanguage& language);

    CompletionContext contextAt(QStringView text, qsizetype cursor) const;
    // Unquoted when the name reads back as itself (a plain word, no folding, no keyword).
    QString writtenName(const QString& stored, bool quoted) const;

private:
    const SqlLanguage& m_language;
};

} // namespace nelumbo
