#include "history/HistorySettings.h"

#include "core/Settings.h"
#include "source/SourceDefinition.h"
#include "source/SourceStore.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace nelumbo {

HistorySettings HistorySettings::read()
{
    const auto settings = Settings::open();
    HistorySettings h;
    h.enabled = Settings::value(*settings, SettingsKey::HistoryEnabled).toBool();
    h.maxEntries = std::max(0, Settings::value(*settings, SettingsKey::HistoryMaxEntries).toInt());
    h.maxDays = std::max(0, Settings::value(*settings, SettingsKey::HistoryMaxDays).toInt());
    const QString path = Settings::value(*settings, SettingsKey::HistoryFile).toString();
    h.path = path.trimmed().isEmpty()
                 ? defaultHistoryPath()
                 : QFileInfo(Settings::filePath()).absoluteDir().absoluteFilePath(path);
    return h;
}

bool HistorySettings::recordsSource(const QString& sourceName)
{
    if (sourceName.isEmpty() || !SourceDefinition::isValidName(sourceName))
        return true;
    const auto source = SourceStore().find(sourceName);
    return !source || source->history;
}

} // namespace nelumbo
