#pragma once

#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QVariant>
#include <memory>

namespace nelumbo {

// AppDataLocation/queries.<the local store's suffix, declared by adapters/CMakeLists.txt>.
QString defaultSavedQueriesPath();
// AppDataLocation/history.<the same suffix>: the query history (engine/history).
QString defaultHistoryPath();

// Every settings key and its default, in one place. The app and the CLI read the same file.
// Naming rule, for every key: lower-case words joined by '_' ([a-z][a-z0-9]*), groups joined by
// '/' ("ai/max_output_tokens"), the style of the file users edit. A renamed key keeps working:
// SettingsMigration renames it in the file; tst_settings checks every key in All against this.
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
inline const Key AiBaseUrl{"ai/base_url", [] { return QVariant(QString()); }};
inline const Key AiAzureApiVersion{"ai/azure_api_version",
                                   [] { return QVariant(QStringLiteral("2024-10-21")); }};
inline const Key AiMaxOutputTokens{"ai/max_output_tokens", [] { return QVariant(4096); }};
inline const Key AiConnectTimeoutMs{"ai/connect_timeout_ms", [] { return QVariant(10000); }};
inline const Key AiIdleTimeoutMs{"ai/idle_timeout_ms", [] { return QVariant(120000); }};
inline const Key AiTotalTimeoutMs{"ai/total_timeout_ms", [] { return QVariant(600000); }};
inline const Key AiMaxAttempts{"ai/max_attempts", [] { return QVariant(3); }};
// Model rounds of one AI task (each answer with tool calls is one) before round_limit.
inline const Key AiMaxToolRounds{"ai/max_tool_rounds", [] { return QVariant(10); }};
inline const Key AiRetryBaseDelayMs{"ai/retry_base_delay_ms", [] { return QVariant(500); }};
inline const Key AiRetryMaxDelayMs{"ai/retry_max_delay_ms", [] { return QVariant(30000); }};
inline const Key AiPrices{"ai/prices", [] { return QVariant(QStringList()); }};
inline const Key AiPriceFile{"ai/price_file", [] { return QVariant(QString()); }};
// Adapter ids besides the built-in ones whose notes and examples may reach the model.
inline const Key AiTrustedAdapters{"ai/trusted_adapters", [] { return QVariant(QStringList()); }};
// A failed run asks the assistant for a fix by itself, once (never again for that fix).
inline const Key AiAutoFixOnError{"ai/auto_fix_on_error", [] { return QVariant(false); }};
// After a pause in typing, the provider proposes the rest of the statement as grey text.
inline const Key AiInlineSuggestions{"ai/inline_suggestions", [] { return QVariant(false); }};
// The interface language ("de", "zh_CN", "en"); empty follows the system. Read at start-up.
inline const Key UiLanguage{"ui/language", [] { return QVariant(QString()); }};
inline const Key WindowGeometry{"window/geometry", [] { return QVariant(); }};
inline const Key WindowState{"window/state", [] { return QVariant(); }};
inline const Key SessionSource{"session/source", [] { return QVariant(); }};
inline const Key SessionSourceName{"session/source_name", [] { return QVariant(); }};
inline const Key SessionTabs{"session/tabs", [] { return QVariant(); }};
inline const Key SessionCurrentTab{"session/current_tab", [] { return QVariant(0); }};
inline const Key EditorZoom{"editor/zoom", [] { return QVariant(0); }};
// Keyword case of Format Statement: "upper", "lower" or "keep" (as written).
inline const Key EditorFormatKeywordCase{"editor/format_keyword_case",
                                         [] { return QVariant(QStringLiteral("upper")); }};
// The completion list opens by itself after a pause after `.` or two letters of a name.
inline const Key EditorAutoCompletion{"editor/auto_completion", [] { return QVariant(true); }};
// A copy from the result grid bigger than this (millions of characters) is refused.
inline const Key ResultsCopyLimitMb{"results/copy_limit_mb", [] { return QVariant(256); }};
// Whether the value viewer shows beside the result grid (every tab alike).
inline const Key ResultsValueViewer{"results/value_viewer", [] { return QVariant(false); }};
// File → Export Result…: the choices of the last export, offered again.
// A format name of ExportOptions ("csv", "xlsx", …).
inline const Key ExportFormatName{"export/format", [] { return QVariant(QStringLiteral("csv")); }};
// CSV: the delimiter (one character), "as_needed" or "always" quoting, a header line, and
// "utf-8" or "utf-8-bom".
inline const Key ExportDelimiter{"export/delimiter", [] { return QVariant(QStringLiteral(",")); }};
inline const Key ExportQuoting{"export/quoting",
                               [] { return QVariant(QStringLiteral("as_needed")); }};
inline const Key ExportHeader{"export/header", [] { return QVariant(true); }};
inline const Key ExportEncoding{"export/encoding",
                                [] { return QVariant(QStringLiteral("utf-8")); }};
// The folder the file chooser opens in; empty: the documents folder.
inline const Key ExportFolder{"export/folder", [] { return QVariant(QString()); }};
inline const Key RecentDatabases{"files/recent_databases", [] { return QVariant(QStringList()); }};
// The saved-query library (SavedQueryStore); a relative path is relative to the config file.
inline const Key SavedQueriesPath{"queries/library",
                                  [] { return QVariant(defaultSavedQueriesPath()); }};
// The query history (HistoryStore): every statement run from the window, or by
// `nelumbo-cli run --history`. Bounded by entries and by days; 0 is no bound.
inline const Key HistoryEnabled{"history/enabled", [] { return QVariant(true); }};
inline const Key HistoryMaxEntries{"history/max_entries", [] { return QVariant(10000); }};
inline const Key HistoryMaxDays{"history/max_days", [] { return QVariant(0); }};
// A relative path is relative to the config file.
inline const Key HistoryFile{"history/file", [] { return QVariant(defaultHistoryPath()); }};

// [source.NAME]: one group per named data source (SourceStore, docs/CONFIG.md "Data sources").
// These names are read inside the group; a bad value is warned about and made strict.
inline constexpr QLatin1StringView SourceGroupPrefix{"source."};
inline const Key SourceUrl{"url", [] { return QVariant(QString()); }};
inline const Key SourceReadOnly{"read_only", [] { return QVariant(true); }};
inline const Key SourceSearchPath{"search_path", [] { return QVariant(QStringList()); }};
inline const Key SourceAi{"ai", [] { return QVariant(QStringLiteral("enabled")); }};
// Where the password is kept (none, keychain, secrets-file, ask), never the password.
inline const Key SourcePassword{"password", [] { return QVariant(QStringLiteral("none")); }};
// off: nothing run on the source is kept in the query history (also read in [source.demo]).
inline const Key SourceHistory{"history", [] { return QVariant(QStringLiteral("on")); }};
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
// Either glob rule key's default, since its name is made at run time: no rule.
inline QVariant visibilityGlobDefault()
{
    return QVariant(QStringList());
}
// secrets.ini, the plain-text fallback next to this file (SecretStore): [source] NAME=password.
// The keychain's entry for a source has the same name.
inline constexpr QLatin1StringView SecretPrefix{"source/"};

// Every key above; a new key is listed here too (tst_settings finds one that is not).
inline const Key* const All[] = {&AiEnabled,
                                 &AiModel,
                                 &AiBaseUrl,
                                 &AiAzureApiVersion,
                                 &AiMaxOutputTokens,
                                 &AiConnectTimeoutMs,
                                 &AiIdleTimeoutMs,
                                 &AiTotalTimeoutMs,
                                 &AiMaxAttempts,
                                 &AiMaxToolRounds,
                                 &AiRetryBaseDelayMs,
                                 &AiRetryMaxDelayMs,
                                 &AiPrices,
                                 &AiPriceFile,
                                 &AiTrustedAdapters,
                                 &AiAutoFixOnError,
                                 &AiInlineSuggestions,
                                 &UiLanguage,
                                 &WindowGeometry,
                                 &WindowState,
                                 &SessionSource,
                                 &SessionSourceName,
                                 &SessionTabs,
                                 &SessionCurrentTab,
                                 &EditorZoom,
                                 &EditorFormatKeywordCase,
                                 &EditorAutoCompletion,
                                 &ResultsCopyLimitMb,
                                 &ResultsValueViewer,
                                 &ExportFormatName,
                                 &ExportDelimiter,
                                 &ExportQuoting,
                                 &ExportHeader,
                                 &ExportEncoding,
                                 &ExportFolder,
                                 &RecentDatabases,
                                 &SavedQueriesPath,
                                 &HistoryEnabled,
                                 &HistoryMaxEntries,
                                 &HistoryMaxDays,
                                 &HistoryFile,
                                 &SourceUrl,
                                 &SourceReadOnly,
                                 &SourceSearchPath,
                                 &SourceAi,
                                 &SourcePassword,
                                 &SourceHistory,
                                 &VisibilitySchemasAllow,
                                 &VisibilitySchemasDeny,
                                 &VisibilityTablesAllow,
                                 &VisibilityTablesDeny,
                                 &VisibilityColumns};
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
