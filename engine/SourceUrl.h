#pragma once

#include "Result.h"

#include <QString>

namespace nelumbo {

// Where a data source lives, parsed from its URL form (`sqlite:relative.db`,
// `sqlite:///abs/path.db`, `sqlite::memory:`).
struct SourceUrl
{
    QString scheme;   // lower case, e.g. "sqlite"
    QString database; // for SQLite: an absolute file path, or ":memory:"
    QString original;

    static Result<SourceUrl> parse(const QString& text);
    // The canonical URL of an SQLite file, for display and the session store.
    static QString forSqliteFile(const QString& path);
};

} // namespace nelumbo
