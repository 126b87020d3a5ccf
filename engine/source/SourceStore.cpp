#include "source/SourceStore.h"

#include "adapter/CredentialUrl.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "source/DemoDatabase.h"
#include "core/Settings.h"
#include "adapter/SourceUrl.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <algorithm>

namespace nelumbo {

namespace {
QString groupOf(const QString& name)
{
    return SourceStore::kGroupPrefix + name;
}

constexpr QLatin1String kOwnKeys[] = {SourceStore::kUrlKey, SourceStore::kReadOnlyKey,
                                      SourceStore::kSearchPathKey, SourceStore::kAiKey,
                                      SourceStore::kPasswordKey};

bool isOwnKey(const QString& key)
{
    return std::find(std::begin(kOwnKeys), std::end(kOwnKeys), key) != std::end(kOwnKeys);
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
        if (!group.startsWith(kGroupPrefix))
            continue;
        const QString name = group.mid(kGroupPrefix.size());
        if (!SourceDefinition::isValidName(name)) {
            contents.warnings << tr("%1: [%2] is ignored: a source name may hold only letters, "
                                    "digits, '_' and '-'")
                                     .arg(file, group);
            continue;
        }
        settings.beginGroup(group);
        if (name == kDemoName) {
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
        const CredentialUrl::Parts url = CredentialUrl::split(settings.value(kUrlKey).toString());
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
        if (settings.contains(kReadOnlyKey)) {
            const auto readOnly = parseBool(settings.value(kReadOnlyKey));
            if (readOnly)
                d.readOnly = *readOnly;
            else // a typo must not open a database for writing
                warn(tr("read_only must be true or false; the source is read-only"));
        }
        d.searchPath = cleanList(settings.value(kSearchPathKey).toStringList());
        if (settings.contains(kAiKey)) {
            const auto ai = SourceDefinition::aiPolicyFromName(settings.value(kAiKey).toString());
            if (ai) {
                d.aiPolicy = *ai;
            } else {
                // A misspelt restriction must not let row data out: the strictest policy.
                d.aiPolicy = AiPolicy::Disabled;
                warn(tr("ai must be enabled, no-row-data or disabled; the assistant is "
                        "disabled for it"));
            }
        }
        if (settings.contains(kPasswordKey)) {
            const auto storage =
                SourceDefinition::passwordStorageFromName(settings.value(kPasswordKey).toString());
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
        return Error{QStringLiteral("invalid_source_name"),
                     tr("\"%1\" is not a valid source name: use letters, digits, '_' and '-'")
                         .arg(definition.name)};
    if (definition.name == kDemoName)
        return Error{QStringLiteral("built_in_source"),
                     tr("demo is built in and cannot be redefined; choose another name")};
    if (CredentialUrl::split(definition.url).hadPassword)
        return Error{QStringLiteral("password_in_url"),
                     tr("the URL %1 holds a password; passwords are never written to the "
                        "config file")
                         .arg(CredentialUrl::redacted(definition.url))};
    auto url = normalizeUrl(definition.url);
    if (!url)
        return url.error();

    QDir().mkpath(QFileInfo(m_configFile).absolutePath());
    QSettings settings(m_configFile, QSettings::IniFormat);
    settings.beginGroup(groupOf(definition.name));
    // No stale key of an earlier definition; other features' keys in the group stay.
    for (const QLatin1String key : kOwnKeys)
        settings.remove(key);
    settings.setValue(kUrlKey, url.value());
    settings.setValue(kReadOnlyKey, definition.readOnly);
    const QStringList searchPath = cleanList(definition.searchPath);
    if (!searchPath.isEmpty())
        settings.setValue(kSearchPathKey, searchPath);
    settings.setValue(kAiKey, SourceDefinition::aiPolicyName(definition.aiPolicy));
    settings.setValue(kPasswordKey, SourceDefinition::passwordStorageName(definition.password));
    settings.endGroup();
    settings.sync();
    if (settings.status() != QSettings::NoError)
        return Error{QStringLiteral("config_unwritable"),
                     tr("cannot write %1").arg(QDir::toNativeSeparators(m_configFile))};
    return {};
}

Result<void> SourceStore::remove(const QString& name)
{
    if (name == kDemoName)
        return Error{QStringLiteral("built_in_source"),
                     tr("demo is built in and cannot be removed")};
    QSettings settings(m_configFile, QSettings::IniFormat);
    if (!SourceDefinition::isValidName(name) || !settings.childGroups().contains(groupOf(name)))
        return Error{QStringLiteral("unknown_source"),
                     tr("there is no source named \"%1\"").arg(name)};
    settings.remove(groupOf(name));
    settings.sync();
    if (settings.status() != QSettings::NoError)
        return Error{QStringLiteral("config_unwritable"),
                     tr("cannot write %1").arg(QDir::toNativeSeparators(m_configFile))};
    return {};
}

Result<SourceDefinition> SourceStore::resolve(const QString& nameOrUrl) const
{
    const QString text = nameOrUrl.trimmed();
    if (SourceDefinition::isValidName(text)) {
        if (auto known = find(text))
            return *known;
        return Error{QStringLiteral("unknown_source"),
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
            QStringLiteral("invalid_source_url"),
            tr("\"%1\" is not a source URL: expected a form like %2")
                .arg(shown, AdapterRegistry::alternatives(AdapterRegistry::exampleUrls()))};
    if (const DatabaseAdapter* adapter = AdapterRegistry::forScheme(text.left(colon)))
        return adapter->normalizeUrl(text);
    return Error{QStringLiteral("unsupported_scheme"),
                 tr("Unsupported data source scheme \"%1\" in \"%2\": use %3")
                     .arg(text.left(colon), shown,
                          AdapterRegistry::alternatives(AdapterRegistry::schemePrefixes()))};
}

} // namespace nelumbo
