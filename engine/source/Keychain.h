#pragma once

#include "source/KeychainPlugin.h"

namespace nelumbo {

// The system keychain, asked through the nelumbo-keychain plugin, which is loaded the first
// time a password is needed: a run that reads no password does not load QtKeychain, Qt D-Bus
// and libdbus. A missing plugin answers Unavailable, as a missing keychain service does.
class Keychain
{
public:
    static void run(KeychainPlugin::Operation operation, const QString& key, const QString& text,
                    QObject* parent, QObject* context, const KeychainPlugin::Done& done);
};

} // namespace nelumbo
