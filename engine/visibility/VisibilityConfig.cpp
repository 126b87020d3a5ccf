#include "visibility/VisibilityConfig.h"

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
} // namespace

Result<VisibilityPolicy> VisibilityConfig::policyFor(const QSettings& settings,
                                                     const QString& sourceName,
                                                     const QString& queryLanguage)
{
    QList<QStringList> lists;
    const QString own = SettingsKey::SourceGroupPrefix + sourceName;
    const QString fallback = SettingsKey::VisibilityGroup;
    for (const SettingsKey::Key* key : kKeys)
        lists << listValue(
            settings, *key,
            !sourceName.isEmpty() && Settings::contains(settings, *key, own) ? own : fallback);
    auto rules =
        VisibilityRules::fromLists(lists.at(0), lists.at(1), lists.at(2), lists.at(3), lists.at(4));
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
