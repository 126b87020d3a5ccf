#pragma once

#include "core/LazyLibrary.h"

namespace nelumbo {

// The PostgreSQL client library (libpq), opened the first time PostgreSQL needs it. load() gives a
// clear error when it is missing.
LazyLibrary& libpq();

} // namespace nelumbo
