#pragma once

#include "ReadOnlyClassifier.h"
#include "SqlWords.h"

namespace nelumbo {

// The read-only rule for SQLite PRAGMA statements: reading a setting or asking about the
// schema is fine, setting anything (`= value`, or the `name(value)` form of a setting) is not,
// and pragmas that act (optimize, wal_checkpoint, writable_schema, …) or are unknown are refused.
class SqlitePragmas
{
public:
    // `words` is the statement; `at` indexes the word after PRAGMA.
    static ReadOnlyClassifier::Verdict classify(const QList<SqlWord>& words, qsizetype at);
};

} // namespace nelumbo
