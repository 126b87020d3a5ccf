#pragma once

#include "core/Result.h"

#include <functional>

class QSqlDatabase;

namespace nelumbo {

// The journal of a local store that keeps records (the query history): written often, by
// short-lived processes too, where a crash must lose nothing and a power cut may lose the
// last entries. The adapter whose file format the stores use installs it (the engine does
// not call a database's API itself); without one the file keeps its driver's defaults. The
// saved-query library does not use it: it keeps the defaults, synced at every save.
class LocalStoreSetup
{
public:
    using Function = std::function<Result<void>(QSqlDatabase&)>;

    static void install(Function function);
    // Right after the database is opened, before the store's first statement.
    static Result<void> apply(QSqlDatabase& db);
};

} // namespace nelumbo
