#pragma once

#include "core/LocalStoreSetup.h"

namespace nelumbo {

// The journal of the history's SQLite file: the write-ahead log with no checkpoint when a
// connection closes, so a one-shot nelumbo-cli run that records its statement does not wait
// for the disk several times before it exits.
Result<void> setUpSqliteLocalStore(QSqlDatabase& db);

} // namespace nelumbo
