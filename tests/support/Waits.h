#pragma once

// Waits on a condition, never on the clock alone: it returns as soon as what the test waits
// for happened, and the timeout only bounds a failure.
#include "connection/QueryHandle.h"

#include <QTest>

namespace nelumbo::testing {

// Until the handle's statement ended (finished, failed or cancelled).
inline bool waitForQuery(const QueryHandle* handle, int ms = 10000)
{
    return QTest::qWaitFor([handle] { return handle->state() != QueryHandle::State::Running; }, ms);
}

} // namespace nelumbo::testing
