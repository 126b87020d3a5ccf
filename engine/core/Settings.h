#pragma once

#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QVariant>
#include <memory>

namespace nelumbo {

// AppDataLocation/queries.<the local store's suffix, declared by adapters/CMakeLists.txt>.
QString defaultSavedQueriesPath();

// Every settings key and its default, in one place. The app and the CLI read the same file.
namespace SettingsKey {
struct Key
{
    const char* name; // a path ("ai/model"), or a name inside a group ("url" in [source.NAME])
    QVariant (*defaultValue)();
};
// The AI assistant ([ai] in docs/CONFIG.md). Off until enabled with a provider:model.
inline constexpr QLatin1StringView AiGroup{"ai/"}; // the start of every key below
inline const Key AiEnabled{"ai/enabled", [] { return QVariant(false); }};
inline const Key AiModel{"ai/model", [] { return QVariant(QString()); }};
inline const Key AiBaseUrl{"ai/baseUrl", [] { return QVariant(QString()); }};
inline const Key AiAzureApiVersion{"ai/azureApiVersion",
                                   [] { return QVariant(QStringLiteral("2024-10-21")); }};
inline const Key AiMaxOutputTokens{"ai/maxOutputTokens", [] { return QVariant(4096); }};
inline const Key AiConnectTimeoutMs{"ai/connectTimeoutMs", [] { return QVariant(10000); }};
inline const Key AiIdleTimeoutMs{"ai/idleTimeoutMs", [] { return QVariant(120000); }};
inline const Key AiTotalTimeoutMs{"ai/totalTimeoutMs", [] { return QVariant(600000); }};
inline const Key AiMaxAttempts{"ai/maxAttempts", [] { return QVariant(3); }};
// Model rounds of one AI task (each answer with tool calls is one) before round_limit.
inline const Key AiMaxToolRounds{"ai/maxToolRounds", [] { return QVariant(10); }};
inline const Key AiRetryBaseDelayMs{"ai/retryBaseDelayMs", [] { return QVariant(500); }};
inline const Key AiRetryMaxDelayMs{"ai/retryMaxDelayMs", [] { return QVariant(30000); }};
inline const Key AiPrices{"ai/prices", [] { return QVariant(QStringList()); }};
inline const Key AiPriceFile{"ai/priceFile", [] { return QVariant(QString()); }};
// Adapter ids besides the built-in ones whose notes and examples may reach the model.
inline const Key AiTrustedAdapters{"ai/trustedAdapters", [] { return QVariant(QStringList()); }};
// A failed run asks the assistant for a fix by itself, once (never again for that fix).
inline const Key AiAutoFixOnError{"ai/autoFixOnError", [] { return QVariant(false); }};
// The interface language ("de", "zh_CN", "en"); empty follows the system. Read at start-up.
inline const Key UiLanguage{"ui/language", [] { return QVariant(QString()); }};
inline const Key WindowGeometry{"window/geometry", [] { return QVariant(); }};
inline const Key WindowState{"window/state", [] { return QVariant(); }};
inline const Key SessionSource{"session/source", [] { return QVariant(); }};
inline const Key SessionSourceName{"session/sourceName", [] { return QVariant(); }};
inline const Key SessionTabs{"session/tabs", [] { return QVariant(); }};
inline const Key SessionCurrentTab{"session/currentTab", [] { return QVariant(0); }};
inline const Key EditorZoom{"editor/zoom", [] { return QVariant(0); }};
// The completion list opens by itself after a pause after `.` or two letters of a name.
inline const Key EditorAutoCompletion{"editor/autoCompletion", [] { return QVariant(true); }};
// A copy from the result grid bigger than this (millions of characters) is refused.
inline const Key ResultsCopyLimitMb{"results/copyLimitMB", [] { return QVariant(256); }};
inline const Key RecentDatabases{"files/recentDatabases", [] { return QVariant(QStringList()); }};
// The saved-query library (SavedQueryStore); a relative path is relative to the config file.
inline const Key SavedQueriesPath{"queries/library",
                                  [] { return QVariant(defaultSavedQueriesPath()); }};

// [source.NAME]: one group per named data source (SourceStore, docs/CONFIG.md "Data sources").
// These names are read inside the group; a bad value is warned about and made strict.
inline constexpr QLatin1StringView SourceGroupPrefix{"source."};
inline const Key SourceUrl{"url", [] { return QVariant(QString()); }};
inline const Key SourceReadOnly{"read_only", [] { return QVariant(true); }};
inline const Key SourceSearchPath{"search_path", [] { return QVariant(QStringList()); }};
inline const Key SourceAi{"ai", [] { return QVariant(QStringLiteral("enabled")); }};
// Where the password is kept (none, keychain, secrets-file, ask), never the password.
inline const Key SourcePassword{"password", [] { return QVariant(QStringLiteral("none")); }};
// Visibility rules (VisibilityConfig): [visibility] holds every source's default, the same
// names in [source.NAME] replace it for that source. Each is a list; empty means no rule.
inline constexpr QLatin1StringView VisibilityGroup{"visibility"};
inline const Key VisibilitySchemasAllow{"schemas_allow", [] { return QVariant(QStringList()); }};
inline const Key VisibilitySchemasDeny{"schemas_deny", [] { return QVariant(QStringList()); }};
inline const Key VisibilityTablesAllow{"tables_allow", [] { return QVariant(QStringList()); }};
inline const Key VisibilityTablesDeny{"tables_deny", [] { return QVariant(QStringList()); }};
inline const Key VisibilityColumns{"columns", [] { return QVariant(QStringList()); }};
// An adapter's glob rules: its rule name (DatabaseAdapter::globVisibilityRules) + these.
inline constexpr QLatin1StringView VisibilityGlobAllowSuffix{"_allow"};
inline constexpr QLatin1StringView VisibilityGlobDenySuffix{"_deny"};
// secrets.ini, the plain-text fallback next to this file (SecretStore): [source] NAME=password.
// The keychain's entry for a source has the same name.
inline constexpr QLatin1StringView SecretPrefix{"source/"};
} // namespace SettingsKey

class Settings
{
public:
    // The settings file: $NELUMBO_CONFIG when set, else the platform's config location.
    static std::unique_ptr<QSettings> open();
    static QString filePath();
    // group: for a key inside a group ("source.shop"), when s is not in that group already.
    static QVariant value(const QSettings& s, const SettingsKey::Key& key,
                          const QString& group = {});
    static bool contains(const QSettings& s, const SettingsKey::Key& key,
                         const QString& group = {});
    // Both tell SettingsNotifier, so that the running app follows what it wrote.
    static void setValue(QSettings& s, const SettingsKey::Key& key, const QVariant& value);
    static void remove(QSettings& s, const SettingsKey::Key& key);
};

} // namespace nelumbo
