#include "source/SourceStore.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/CredentialUrl.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "source/DemoDatabase.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <algorithm>

namespace nelumbo {

namespace {
QString groupOf(const QString& name)
{
    return SettingsKey::SourceGroupPrefix + name;
}

const SettingsKey::Key* const kOwnKeys[] = {&SettingsKey::SourceUrl, &SettingsKey::SourceReadOnly,
                                            &SettingsKey::SourceSearchPath, &SettingsKey::SourceAi,
                                            &SettingsKey::SourcePassword};

bool isOwnKey(const QString& key)
{
    return std::any_of(std::begin(kOwnKeys), std::end(kOwnKeys), [&](const SettingsKey::Key* own) {
        return key == QLatin1StringView(own->name);
    });
}

std::optional<bool> parseBool(const QVariant& value)
{
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("yes") ||
        text == QLatin1String("on") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("no") ||
        text == QLatin1String("off") || text == QLatin1String("0"))
        return false;
    return std::nullopt;
}

QStringList cleanList(const QStringList& items)
{
    QStringList out;
    for (const QString& item : items)
        if (!item.trimmed().isEmpty())
            out << item.trimmed();
    return out;
}
} // namespace

SourceStore::SourceStore(const QString& configFile)
    : m_configFile(configFile.isEmpty() ? Settings::filePath() : configFile)
{}

SourceDefinition SourceStore::demo()
{
    SourceDefinition d;
    d.name = kDemoName;
    d.url = DemoDatabase::sourceUrl();
    d.builtIn = true;
    return d;
}

SourceStore::Contents SourceStore::load() const
{
    Contents contents;
    contents.sources << demo();
    QSettings settings(m_configFile, QSettings::IniFormat);
    const QString file = QDir::toNativeSeparators(m_configFile);

    QStringList groups = settings.childGroups();
    std::sort(groups.begin(), groups.end());
    for (const QString& group : std::as_const(groups)) {
        if (!group.startsWith(SettingsKey::SourceGroupPrefix))
            continue;
        const QString name = group.mid(SettingsKey::SourceGroupPrefix.size());
        if (!SourceDefinition::isValidName(name)) {
            contents.warnings << tr("%1: [%2] is ignored: a source name may hold only letters, "
                                    "digits, '_' and '-'")
                                     .arg(file, group);
            continue;
        }
        settings.beginGroup(group);
        const auto readHistory = [&](SourceDefinition& d, const auto& warn) {
            if (!Settings::contains(settings, SettingsKey::SourceHistory))
                return;
            const auto on = parseBool(Settings::value(settings, SettingsKey::SourceHistory));
            d.history = on.value_or(false);
            if (!on) // a source kept out of the history for its private data stays out
                warn(tr("history must be on or off; nothing run on it is kept in the history"));
        };
        if (name == kDemoName) {
            // history = off may keep even the demo out of the query history.
            readHistory(contents.sources.first(), [&](const QString& text) {
                contents.warnings << tr("%1: source %2: %3").arg(file, name, text);
            });
            // Other features (visibility rules) may configure the demo; its definition is fixed.
            const QStringList keys = settings.childKeys();
            if (std::any_of(keys.begin(), keys.end(), isOwnKey))
                contents.warnings << tr("%1: [%2]: demo is built in; its url and options "
                                        "cannot be changed and are ignored")
                                         .arg(file, group);
            settings.endGroup();
            continue;
        }
        const auto warn = [&](const QString& text) {
            contents.warnings << tr("%1: source %2: %3").arg(file, name, text);
        };
        SourceDefinition d;
        d.name = name;
        const CredentialUrl::Parts url =
            CredentialUrl::split(Settings::value(settings, SettingsKey::SourceUrl).toString());
        d.url = url.url.trimmed();
        if (url.hadPassword)
            // A password typed into the file is not used, so that no file ever needs one.
            warn(tr("the password in its url is ignored; passwords are kept in the keychain, "
                    "never in this file (use the connection dialog or 'nelumbo-cli sources "
                    "add --password-stdin')"));
        if (d.url.isEmpty()) {
            warn(tr("no url, so it is ignored"));
            settings.endGroup();
            continue;
        }
        if (Settings::contains(settings, SettingsKey::SourceReadOnly)) {
            const auto readOnly = parseBool(Settings::value(settings, SettingsKey::SourceReadOnly));
            if (readOnly)
                d.readOnly = *readOnly;
            else // a typo must not open a database for writing
                warn(tr("read_only must be true or false; the source is read-only"));
        }
        d.searchPath =
            cleanList(Settings::value(settings, SettingsKey::SourceSearchPath).toStringList());
        if (Settings::contains(settings, SettingsKey::SourceAi)) {
            const auto ai = SourceDefinition::aiPolicyFromName(
                Settings::value(settings, SettingsKey::SourceAi).toString());
            if (ai) {
                d.aiPolicy = *ai;
            } else {
                // A misspelt restriction must not let row data out: the strictest policy.
                d.aiPolicy = AiPolicy::Disabled;
                warn(tr("ai must be enabled, no-row-data or disabled; the assistant is "
                        "disabled for it"));
            }
        }
        if (Settings::contains(settings, SettingsKey::SourcePassword)) {
            const auto storage = SourceDefinition::passwordStorageFromName(
                Settings::value(settings, SettingsKey::SourcePassword).toString());
            if (storage) {
                d.password = *storage;
            } else {
                // The value might be a password written here by hand: never repeat it.
                d.password = PasswordStorage::Ask;
                warn(tr("password must be none, keychain, secrets-file or ask (where the "
                        "password is kept, never the password itself); the value is ignored "
                        "and the password will be asked for"));
            }
        }
        readHistory(d, warn);
        // Other keys belong to other features, such as visibility rules.
        settings.endGroup();
        contents.sources << d;
    }
    return contents;
}

std::optional<SourceDefinition> SourceStore::find(const QString& name) const
{
    if (!SourceDefinition::isValidName(name))
        return std::nullopt;
    const QList<SourceDefinition> all = sources();
    const auto it = std::find_if(all.begin(), all.end(),
                                 [&](const SourceDefinition& d) { return d.name == name; });
    if (it == all.end())
        return std::nullopt;
    return *it;
}

Result<void> SourceStore::save(const SourceDefinition& definition)
{
    if (!SourceDefinition::isValidName(definition.name))
        return Error{ErrorCode::InvalidSourceName,
                     tr("\"%1\" is not a valid source name: use letters, digits, '_' and '-'")
                         .arg(definition.name)};
    if (definition.name == kDemoName)
        return Error{ErrorCode::BuiltInSource,
                     tr("demo is built in and cannot be redefined; choose another name")};
    if (CredentialUrl::split(definition.url).hadPassword)
        return Error{ErrorCode::PasswordInUrl,
                     tr("the URL %1 holds a password; passwords are never written to the "
                        "config file")
                         .arg(CredentialUrl::redacted(definition.url))};
    auto url = normalizeUrl(definition.url);
    if (!url)
        return url.error();

    QDir().mkpath(QFileInfo(m_configFile).absolutePath());
    const SettingsNotifier::Batch batch; // sent once settings has written the file
    QSettings settings(m_configFile, QSettings::IniFormat);
    settings.beginGroup(groupOf(definition.name));
    // No stale key of an earlier definition; other features' keys in the group stay.
    for (const SettingsKey::Key* key : kOwnKeys)
        Settings::remove(settings, *key);
    Settings::setValue(settings, SettingsKey::SourceUrl, url.value());
    Settings::setValue(settings, SettingsKey::SourceReadOnly, definition.readOnly);
    const QStringList searchPath = cleanList(definition.searchPath);
    if (!searchPath.isEmpty())
        Settings::setValue(settings, SettingsKey::SourceSearchPath, searchPath);
    Settings::setValue(settings, SettingsKey::SourceAi,
                       SourceDefinition::aiPolicyName(definition.aiPolicy));
    Settings::setValue(settings, SettingsKey::SourcePassword,
                       SourceDefinition::passwordStorageName(definition.password));
    settings.endGroup();
    settings.sync();
    if (settings.status() != QSettings::NoError)
        return Error{ErrorCode::ConfigUnwritable,
                     tr("cannot write %1").arg(QDir::toNativeSeparators(m_configFile))};
    return {};
}

Result<void> SourceStore::remove(const QString& name)
{
    if (name == kDemoName)
        return Error{ErrorCode::BuiltInSource, tr("demo is built in and cannot be removed")};
    QSettings settings(m_configFile, QSettings::IniFormat);
    if (!SourceDefinition::isValidName(name) || !settings.childGroups().contains(groupOf(name)))
        return Error{ErrorCode::UnknownSource, tr("there is no source named \"%1\"").arg(name)};
    settings.remove(groupOf(name));
    settings.sync();
    if (settings.status() != QSettings::NoError)
        return Error{ErrorCode::ConfigUnwritable,
                     tr("cannot write %1").arg(QDir::toNativeSeparators(m_configFile))};
    return {};
}

Result<SourceDefinition> SourceStore::resolve(const QString& nameOrUrl) const
{
    const QString text = nameOrUrl.trimmed();
    if (SourceDefinition::isValidName(text)) {
        if (auto known = find(text))
            return *known;
        return Error{ErrorCode::UnknownSource,
                     tr("there is no source named \"%1\" ('nelumbo-cli sources' lists them); a "
                        "URL looks like %2")
                         .arg(text, AdapterRegistry::exampleUrls().first())};
    }
    auto url = normalizeUrl(CredentialUrl::split(text).url);
    if (!url)
        return url.error();
    SourceDefinition adHoc;
    adHoc.url = url.value();
    return adHoc;
}

Result<QString> SourceStore::normalizeUrl(const QString& url)
{
    const QString text = url.trimmed();
    const QString shown = CredentialUrl::redacted(text);
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return Error{
            ErrorCode::InvalidSourceUrl,
            tr("\"%1\" is not a source URL: expected a form like %2")
                .arg(shown, AdapterRegistry::alternatives(AdapterRegistry::exampleUrls()))};
    if (const DatabaseAdapter* adapter = AdapterRegistry::forScheme(text.left(colon)))
        return adapter->normalizeUrl(text);
    return Error{ErrorCode::UnsupportedScheme,
                 tr("Unsupported data source scheme \"%1\" in \"%2\": use %3")
                     .arg(text.left(colon), shown,
                          AdapterRegistry::alternatives(AdapterRegistry::schemePrefixes()))};
}

} // namespace nelumbo
