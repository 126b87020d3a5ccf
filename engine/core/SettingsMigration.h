#pragma once

#include "core/Settings.h"

#include <QStringList>
#include <span>

class QSettings;

namespace nelumbo {

// Keys renamed to the one naming style of Settings.h: a file that still names a key the old
// way has it renamed, once, by the program that opens the file first (the app or the CLI).
class SettingsMigration
{
public:
    struct Rename
    {
        const char* from; // the old path, as users may still have it in their file
        const SettingsKey::Key* to;
    };
    static std::span<const Rename> renames();

    // Moves each old key's value to its new name (a value already under the new name wins),
    // removes the old key and writes the file; the old names it found, in table order.
    static QStringList run(QSettings& settings);
};

} // namespace nelumbo
