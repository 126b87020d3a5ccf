#pragma once

#include "core/LazyLibrary.h"

namespace nelumbo {

// libxlsxwriter, opened the first time XLSX export needs it. load() gives a clear error when it is
// missing.
LazyLibrary& xlsxwriter();

} // namespace nelumbo
