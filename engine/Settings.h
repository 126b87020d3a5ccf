#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

#include <memory>

namespace nelumbo {

// Every settings key and its default, in one place. The app and the CLI read the same file.
namespace SettingsKey {
struct Key
{
    const char* name;
    QVariant (*defaultValue)();
};
inline const Key WindowGeometry{"window/geometry", [] { return QVariant(); }};
inline const Key WindowState{"window/state", [] { return QVariant(); }};
inline const Key SessionSource{"session/source", [] { return QVariant(); }};
inline const Key SessionSourceName{"session/sourceName", [] { return QVariant(); }};
inline const Key SessionTabs{"session/tabs", [] { return QVariant(); }};
inline const Key SessionCurrentTab{"session/currentTab", [] { return QVariant(0); }};
inline const Key EditorZoom{"editor/zoom", [] { return QVariant(0); }};
inline const Key RecentDatabases{"files/recentDatabases", [] { return QVariant(QStringList()); }};
} // namespace SettingsKey

class Settings
{
public:
    // The settings file: $NELUMBO_CONFIG when set, else the platform's config location.
    static std::unique_ptr<QSettings> open();
    static QString filePath();
    static QVariant value(const QSettings& s, const SettingsKey::Key& key);
    static void setValue(QSettings& s, const SettingsKey::Key& key, const QVariant& value);
};

} // namespace nelumbo
