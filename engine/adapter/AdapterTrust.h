#pragma once

#include <QString>
#include <QStringList>

class QSettings;

namespace nelumbo {

// Which adapters may put their own text (notes, example, error hints, reasons) into prompts
// and UIs. The built-in adapters always may; others only when listed in the settings
// (SettingsKey::AiTrustedAdapters), because their text is read by the model as instructions.
class AdapterTrust
{
public:
    explicit AdapterTrust(const QStringList& extraTrustedIds = {});
    static AdapterTrust fromSettings(const QSettings& settings);

    // Ids of the registered adapters that declare themselves built in (builtIn()).
    static QStringList builtinIds();

    bool isTrusted(const QString& adapterId) const;
    QStringList trustedIds() const { return m_ids; }

private:
    QStringList m_ids;
};

} // namespace nelumbo
