#pragma once

#include "core/LazyLibrary.h"

namespace nelumbo {

// The MariaDB client library, opened the first time MySQL/MariaDB needs it. load() gives a clear
// error when it is missing.
LazyLibrary& mariadbClient();

} // namespace nelumbo
