#include "visibility/VisibilityConfig.h"

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
} // namespace

Result<VisibilityPolicy> VisibilityConfig::policyFor(const QSettings& settings,
                                                     const QString& sourceName,
                                                     const QString& queryLanguage)
{
    QList<QStringList> lists;
    for (const char* key : kKeys) {
        const QString own = QStringLiteral("source.%1/%2").arg(sourceName, QLatin1String(key));
        const QString fallback = QStringLiteral("visibility/%1").arg(QLatin1String(key));
        lists << (!sourceName.isEmpty() && settings.contains(own) ? listValue(settings, own)
                                                                  : listValue(settings, fallback));
    }
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
