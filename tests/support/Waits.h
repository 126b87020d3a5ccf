#pragma once

// Waits on a condition or a signal, never on the clock alone: each returns as soon as what
// the test waits for happened, and the timeout only bounds a failure.
#include "connection/QueryHandle.h"

#include <QSignalSpy>
#include <QTest>

namespace nelumbo::testing {

// Until the handle's statement ended (finished, failed or cancelled).
inline bool waitForQuery(const QueryHandle* handle, int ms = 10000)
{
    return QTest::qWaitFor([handle] { return handle->state() != QueryHandle::State::Running; }, ms);
}

// Until spy has seen at least count signals (those already seen count).
inline bool waitForSignals(QSignalSpy& spy, int count = 1, int ms = 10000)
{
    return QTest::qWaitFor([&spy, count] { return spy.count() >= count; }, ms);
}

// That no further signal comes within ms: the one wait on the clock, proving an absence.
inline bool staysQuiet(QSignalSpy& spy, int ms)
{
    const qsizetype before = spy.count();
    return !spy.wait(ms) && spy.count() == before;
}

} // namespace nelumbo::testing
