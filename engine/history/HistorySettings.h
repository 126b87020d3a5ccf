#pragma once

#include <QString>

namespace nelumbo {

// The query history's settings ([history] in docs/CONFIG.md), read from the config file.
struct HistorySettings
{
    bool enabled = true;
    int maxEntries = 10000; // 0: no bound
    int maxDays = 0;        // 0: no bound
    QString path;

    static HistorySettings read();
    // False for a source configured history = off; ad-hoc sources (no name) are recorded.
    static bool recordsSource(const QString& sourceName);
    // Recording on and the source not kept out.
    bool allows(const QString& sourceName) const { return enabled && recordsSource(sourceName); }
};

} // namespace nelumbo
