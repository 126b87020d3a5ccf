#pragma once

#include <QtGlobal>

// Points D-Bus at a socket that does not exist, so QtKeychain finds no keychain service on
// every machine, and a developer's real keychain is never touched. Call before the first
// keychain job.
inline void disconnectKeychainForTests()
{
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/nelumbo-test-bus");
}
