// Registers the built-in adapters before main(), for suites that need what they declare (URL
// schemes, trust, highlighting options) but set up nothing else.
#include "BuiltinAdapters.h"

namespace {
const bool registered = [] {
    nelumbo::registerBuiltinAdapters();
    return true;
}();
} // namespace
