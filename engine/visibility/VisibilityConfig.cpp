#include "visibility/VisibilityConfig.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/Settings.h"

#include <QCoreApplication>
#include <QSettings>

namespace nelumbo {

namespace {
// In the order VisibilityRules::fromLists takes them.
const SettingsKey::Key* const kKeys[] = {
    &SettingsKey::VisibilitySchemasAllow, &SettingsKey::VisibilitySchemasDeny,
    &SettingsKey::VisibilityTablesAllow, &SettingsKey::VisibilityTablesDeny,
    &SettingsKey::VisibilityColumns};

QStringList listValue(const QSettings& s, const SettingsKey::Key& key, const QString& group)
{
    const QVariant v = Settings::value(s, key, group);
    QStringList out;
    // QSettings gives a list for "a, b" and a string for a single value.
    for (const QString& item : v.toStringList())
        if (!item.trimmed().isEmpty())
            out << item.trimmed();
    return out;
}

// The source's own value of key, else the [visibility] default.
QStringList ruleValue(const QSettings& settings, const QString& sourceName,
                      const SettingsKey::Key& key)
{
    const QString own = SettingsKey::SourceGroupPrefix + sourceName;
    return listValue(settings, key,
                     !sourceName.isEmpty() && Settings::contains(settings, key, own)
                         ? own
                         : QString(SettingsKey::VisibilityGroup));
}

// The adapter's glob rules (keys_allow = …) as relation patterns in any schema.
Result<QList<RelationPattern>> globRules(const QStringList& entries)
{
    QList<RelationPattern> out;
    for (const QString& entry : entries) {
        auto name = NamePattern::parseGlob(entry);
        if (!name)
            return name.error();
        RelationPattern r;
        r.table = name.value();
        out << r;
    }
    return out;
}

Result<VisibilityRules> rulesFor(const QSettings& settings, const QString& sourceName,
                                 const QString& queryLanguage)
{
    QList<QStringList> lists;
    for (const SettingsKey::Key* key : kKeys)
        lists << ruleValue(settings, sourceName, *key);
    auto rules =
        VisibilityRules::fromLists(lists.at(0), lists.at(1), lists.at(2), lists.at(3), lists.at(4));
    QString globs;
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* a = AdapterRegistry::byId(id);
            a->queryLanguage() == queryLanguage)
            globs = a->globVisibilityRules();
    if (!rules || globs.isEmpty())
        return rules;
    // The adapter names these keys (keys_allow, keys_deny), so they are made here.
    const QByteArray allowName = (globs + SettingsKey::VisibilityGlobAllowSuffix).toUtf8();
    const QByteArray denyName = (globs + SettingsKey::VisibilityGlobDenySuffix).toUtf8();
    const SettingsKey::Key allowKey{allowName.constData(), SettingsKey::visibilityGlobDefault};
    const SettingsKey::Key denyKey{denyName.constData(), SettingsKey::visibilityGlobDefault};
    auto allow = globRules(ruleValue(settings, sourceName, allowKey));
    if (!allow)
        return allow.error();
    auto deny = globRules(ruleValue(settings, sourceName, denyKey));
    if (!deny)
        return deny.error();
    rules.value().tableAllow << allow.value();
    rules.value().tableDeny << deny.value();
    return rules;
}
} // namespace

Result<VisibilityPolicy> VisibilityConfig::policyFor(const QSettings& settings,
                                                     const QString& sourceName,
                                                     const QString& queryLanguage)
{
    auto rules = rulesFor(settings, sourceName, queryLanguage);
    if (!rules)
        return Error{rules.error().code,
                     QCoreApplication::translate("nelumbo::VisibilityConfig",
                                                 "Visibility rules for \"%1\" in %2: %3")
                         .arg(sourceName.isEmpty() ? QStringLiteral("(default)") : sourceName,
                              settings.fileName(), rules.error().message)};
    return VisibilityPolicy(rules.value(), BuiltinHidden::forLanguage(queryLanguage));
}

Result<VisibilityPolicy> VisibilityConfig::policyFor(const QString& sourceName,
                                                     const QString& queryLanguage)
{
    const auto settings = Settings::open();
    return policyFor(*settings, sourceName, queryLanguage);
}

} // namespace nelumbo
