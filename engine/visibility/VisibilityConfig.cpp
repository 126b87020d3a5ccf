#include "visibility/VisibilityConfig.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/Settings.h"

#include <QCoreApplication>
#include <QSettings>

namespace nelumbo {

namespace {
const char* const kKeys[] = {"schemas_allow", "schemas_deny", "tables_allow", "tables_deny",
                             "columns"};

QStringList listValue(const QSettings& s, const QString& key)
{
    const QVariant v = s.value(key);
    QStringList out;
    // QSettings gives a list for "a, b" and a string for a single value.
    for (const QString& item : v.toStringList())
        if (!item.trimmed().isEmpty())
            out << item.trimmed();
    return out;
}

// The source's own value of key, else the [visibility] default.
QStringList ruleValue(const QSettings& settings, const QString& sourceName, const QString& key)
{
    const QString own = QStringLiteral("source.%1/%2").arg(sourceName, key);
    return !sourceName.isEmpty() && settings.contains(own)
               ? listValue(settings, own)
               : listValue(settings, QStringLiteral("visibility/") + key);
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
    for (const char* key : kKeys)
        lists << ruleValue(settings, sourceName, QLatin1String(key));
    auto rules =
        VisibilityRules::fromLists(lists.at(0), lists.at(1), lists.at(2), lists.at(3), lists.at(4));
    QString globs;
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* a = AdapterRegistry::byId(id);
            a->queryLanguage() == queryLanguage)
            globs = a->globVisibilityRules();
    if (!rules || globs.isEmpty())
        return rules;
    auto allow = globRules(ruleValue(settings, sourceName, globs + QStringLiteral("_allow")));
    if (!allow)
        return allow.error();
    auto deny = globRules(ruleValue(settings, sourceName, globs + QStringLiteral("_deny")));
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
