// hiredis, which writes Redis commands, opened on first use (LazyLibrary): the functions Nelumbo
// calls.
#include "HiredisImports.h"

#include <hiredis/hiredis.h>

namespace nelumbo {

LazyLibrary& hiredis()
{
    static LazyLibrary library(NELUMBO_HIREDIS_SONAME, "Redis");
    return library;
}

} // namespace nelumbo

using nelumbo::hiredis;

NELUMBO_LAZY_FUNCTION(hiredis, redisFormatCommandArgv, 4)
NELUMBO_LAZY_FUNCTION(hiredis, redisFreeCommand, 1)
