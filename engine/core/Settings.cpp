#include "core/Settings.h"

#include <QStandardPaths>

namespace nelumbo {

QString defaultSavedQueriesPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/queries." NELUMBO_LOCAL_STORE_SUFFIX);
}

QString Settings::filePath()
{
    const QString fromEnv = qEnvironmentVariable("NELUMBO_CONFIG");
    if (!fromEnv.isEmpty())
        return fromEnv;
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QStringLiteral("/nelumbo.conf");
}

std::unique_ptr<QSettings> Settings::open()
{
    return std::make_unique<QSettings>(filePath(), QSettings::IniFormat);
}

QVariant Settings::value(const QSettings& s, const SettingsKey::Key& key)
{
    return s.value(QLatin1String(key.name), key.defaultValue());
}

void Settings::setValue(QSettings& s, const SettingsKey::Key& key, const QVariant& value)
{
    s.setValue(QLatin1String(key.name), value);
}

} // namespace nelumbo
