#include "core/SettingsMigration.h"

#include <QSettings>
#include <QtGlobal>

namespace nelumbo {

namespace {
// The only place the old names live on.
const SettingsMigration::Rename kRenames[] = {
    {"ai/baseUrl", &SettingsKey::AiBaseUrl},
    {"ai/azureApiVersion", &SettingsKey::AiAzureApiVersion},
    {"ai/maxOutputTokens", &SettingsKey::AiMaxOutputTokens},
    {"ai/connectTimeoutMs", &SettingsKey::AiConnectTimeoutMs},
    {"ai/idleTimeoutMs", &SettingsKey::AiIdleTimeoutMs},
    {"ai/totalTimeoutMs", &SettingsKey::AiTotalTimeoutMs},
    {"ai/maxAttempts", &SettingsKey::AiMaxAttempts},
    {"ai/maxToolRounds", &SettingsKey::AiMaxToolRounds},
    {"ai/retryBaseDelayMs", &SettingsKey::AiRetryBaseDelayMs},
    {"ai/retryMaxDelayMs", &SettingsKey::AiRetryMaxDelayMs},
    {"ai/priceFile", &SettingsKey::AiPriceFile},
    {"ai/trustedAdapters", &SettingsKey::AiTrustedAdapters},
    {"ai/autoFixOnError", &SettingsKey::AiAutoFixOnError},
    {"session/sourceName", &SettingsKey::SessionSourceName},
    {"session/currentTab", &SettingsKey::SessionCurrentTab},
    {"results/copyLimitMB", &SettingsKey::ResultsCopyLimitMb},
    {"files/recentDatabases", &SettingsKey::RecentDatabases},
};
} // namespace

std::span<const SettingsMigration::Rename> SettingsMigration::renames()
{
    return kRenames;
}

QStringList SettingsMigration::run(QSettings& settings)
{
    QStringList found;
    for (const Rename& rename : kRenames) {
        const QString from = QLatin1StringView(rename.from);
        if (!settings.contains(from))
            continue;
        const QString to = QLatin1StringView(rename.to->name);
        if (!settings.contains(to))
            settings.setValue(to, settings.value(from));
        settings.remove(from);
        found << from;
    }
    if (found.isEmpty())
        return found;
    settings.sync();
    if (settings.status() != QSettings::NoError)
        qWarning("Settings: could not rename %s in %s", qPrintable(found.join(u", ")),
                 qPrintable(settings.fileName()));
    return found;
}

} // namespace nelumbo
