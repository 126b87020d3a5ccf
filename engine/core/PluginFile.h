#pragma once

#include <QByteArray>
#include <QStringList>

namespace nelumbo {

// Nelumbo's own plugins (nelumbo-keychain.so, nelumbo-network.so): code whose libraries most
// runs never need, opened with dlopen() on first use.
class PluginFile
{
public:
    // Where they are looked for: $NELUMBO_PLUGIN_DIR, beside the installed programs
    // (../lib/<arch>/nelumbo), then the build tree.
    static QStringList directories();
    // The path of `fileName` in the first of those that has it, else the bare name.
    static QByteArray locate(const char* fileName);
};

} // namespace nelumbo
