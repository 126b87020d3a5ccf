#include "core/Settings.h"

#include "core/SettingsNotifier.h"

#include <QStandardPaths>

namespace nelumbo {

QString defaultSavedQueriesPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/queries." NELUMBO_LOCAL_STORE_SUFFIX);
}

QString defaultHistoryPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/history." NELUMBO_LOCAL_STORE_SUFFIX);
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

namespace {
QString pathOf(const SettingsKey::Key& key, const QString& group)
{
    const QLatin1StringView name(key.name);
    return group.isEmpty() ? QString(name) : group + u'/' + name;
}

// The full path the notifier names, whatever group s is in.
QString fullPathOf(const QSettings& s, const SettingsKey::Key& key)
{
    return pathOf(key, s.group());
}
} // namespace

QVariant Settings::value(const QSettings& s, const SettingsKey::Key& key, const QString& group)
{
    return s.value(pathOf(key, group), key.defaultValue());
}

bool Settings::contains(const QSettings& s, const SettingsKey::Key& key, const QString& group)
{
    return s.contains(pathOf(key, group));
}

void Settings::setValue(QSettings& s, const SettingsKey::Key& key, const QVariant& value)
{
    s.setValue(QLatin1StringView(key.name), value);
    SettingsNotifier::instance()->notify(fullPathOf(s, key));
}

void Settings::remove(QSettings& s, const SettingsKey::Key& key)
{
    s.remove(QLatin1StringView(key.name));
    SettingsNotifier::instance()->notify(fullPathOf(s, key));
}

} // namespace nelumbo
