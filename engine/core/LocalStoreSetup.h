#pragma once

#include "core/Result.h"

#include <functional>

class QSqlDatabase;

namespace nelumbo {

// What a local store (the query history, the saved-query library) may give up for speed.
enum class LocalStoreDurability
{
    EveryCommit, // a commit is on disk when it returns: the user's own work
    Crash,       // a crash loses nothing, a power cut at most the last commits: records
};

// Journal settings for the engine's own database files. The adapter whose file format the
// stores use installs them (the engine does not call a database's API itself); without one
// the file keeps its driver's defaults.
class LocalStoreSetup
{
public:
    using Function = std::function<Result<void>(QSqlDatabase&, LocalStoreDurability)>;

    static void install(Function function);
    // Right after the database is opened, before the store's first statement.
    static Result<void> apply(QSqlDatabase& db, LocalStoreDurability durability);
};

} // namespace nelumbo
