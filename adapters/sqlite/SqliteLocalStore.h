#pragma once

#include "core/LocalStoreSetup.h"

namespace nelumbo {

// The journal of the engine's own SQLite files. Records (the history) go through the
// write-ahead log with no checkpoint when a connection closes, so a one-shot nelumbo-cli run
// that records its statement does not wait for the disk several times before it exits; the
// user's own work (saved queries) keeps the rollback journal, synced at every commit.
Result<void> setUpSqliteLocalStore(QSqlDatabase& db, LocalStoreDurability durability);

} // namespace nelumbo
