#pragma once

#include <QString>
#include <QtGlobal>

// A D-Bus address where no bus listens: QtKeychain finds no keychain service on every machine,
// and a developer's real keychain is never touched.
inline constexpr char kNoKeychainBus[] = "unix:path=/nonexistent/nelumbo-test-bus";

// For a program the test starts: the value of its DBUS_SESSION_BUS_ADDRESS.
inline QString noKeychainBus()
{
    return QString::fromLatin1(kNoKeychainBus);
}

// For this process: call before the first keychain job.
inline void disconnectKeychainForTests()
{
    qputenv("DBUS_SESSION_BUS_ADDRESS", kNoKeychainBus);
}
