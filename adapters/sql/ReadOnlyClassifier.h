#pragma once

#include "SqlDialect.h"
#include "adapter/QueryLanguage.h"
#include "core/Result.h"

#include <QString>
#include <QStringView>

namespace nelumbo {

// Decides whether a statement may run in read-only mode, looking at its code only (strings,
// quoted identifiers and comments cannot trigger or hide anything). It is an allow-list:
// SELECT, WITH … SELECT, VALUES, TABLE, EXPLAIN of those, and where the dialect has them
// SHOW, DESCRIBE and reading PRAGMAs (SqlDialect); everything else is refused with a reason
// naming the offending keyword or construct. The database-level read-only transaction stays the
// second line of defence.
class ReadOnlyClassifier
{
public:
    using Verdict = AccessVerdict;

    static Verdict classify(QStringView statement, const SqlDialect& dialect);

    // Only the single-statement rule (also wanted when writes are allowed): a trailing ';'
    // followed by white space or comments is fine, anything after it is not.
    static Verdict checkSingleStatement(QStringView statement, const SqlDialect& dialect);
};

} // namespace nelumbo
