#pragma once

#include "core/LazyLibrary.h"

namespace nelumbo {

// hiredis, which writes Redis commands, opened the first time Redis needs it. load() gives a clear
// error when it is missing.
LazyLibrary& hiredis();

} // namespace nelumbo
