#include "adapter/AdapterTrust.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/Settings.h"

namespace nelumbo {

AdapterTrust::AdapterTrust(const QStringList& extraTrustedIds)
    : m_ids(builtinIds())
{
    for (const QString& id : extraTrustedIds) {
        const QString trimmed = id.trimmed();
        if (!trimmed.isEmpty() && !m_ids.contains(trimmed))
            m_ids << trimmed;
    }
}

AdapterTrust AdapterTrust::fromSettings(const QSettings& settings)
{
    // QSettings gives a single string for a one-element list written by hand.
    const QVariant v = Settings::value(settings, SettingsKey::AiTrustedAdapters);
    QStringList ids = v.toStringList();
    if (ids.size() == 1)
        ids = ids.first().split(u',', Qt::SkipEmptyParts);
    return AdapterTrust(ids);
}

QStringList AdapterTrust::builtinIds()
{
    QStringList ids;
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
            adapter && adapter->builtIn())
            ids << id;
    return ids;
}

bool AdapterTrust::isTrusted(const QString& adapterId) const
{
    if (m_ids.contains(adapterId))
        return true;
    // Built-ins registered after this object was made are trusted all the same.
    const DatabaseAdapter* adapter = AdapterRegistry::byId(adapterId);
    return adapter && adapter->builtIn();
}

} // namespace nelumbo
