#pragma once

#include "core/Result.h"
#include "source/SourceDefinition.h"

namespace nelumbo {

class DatabaseAdapter;

// A source looked up without opening it: enough to know its dialect.
struct OfflineSource
{
    SourceDefinition definition;
    const DatabaseAdapter* adapter = nullptr;
    QString displayName; // the name, or the URL without a password

    static Result<OfflineSource> resolve(const QString& nameOrUrl);
};

} // namespace nelumbo
