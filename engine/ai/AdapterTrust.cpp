#include "AdapterTrust.h"

#include "Settings.h"

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
    // The ids of adapters/sqlite, adapters/postgres and adapters/mysql.
    return {QStringLiteral("sqlite"), QStringLiteral("postgres"), QStringLiteral("mysql")};
}

bool AdapterTrust::isTrusted(const QString& adapterId) const
{
    return m_ids.contains(adapterId);
}

} // namespace nelumbo
