#include "source/SourceDefinition.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"

#include <algorithm>

namespace nelumbo {

QString SourceDefinition::kind() const
{
    return kindOfScheme(url.section(QLatin1Char(':'), 0, 0));
}

bool SourceDefinition::isValidName(const QString& name)
{
    return !name.isEmpty() && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
               c == u'_' || c == u'-';
    });
}

QString SourceDefinition::aiPolicyName(AiPolicy policy)
{
    switch (policy) {
    case AiPolicy::Enabled:
        return QStringLiteral("enabled");
    case AiPolicy::NoRowData:
        return QStringLiteral("no-row-data");
    case AiPolicy::Disabled:
        return QStringLiteral("disabled");
    }
    return {};
}

std::optional<AiPolicy> SourceDefinition::aiPolicyFromName(const QString& name)
{
    for (AiPolicy p : {AiPolicy::Enabled, AiPolicy::NoRowData, AiPolicy::Disabled})
        if (name.trimmed().compare(aiPolicyName(p), Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

QString SourceDefinition::passwordStorageName(PasswordStorage storage)
{
    switch (storage) {
    case PasswordStorage::None:
        return QStringLiteral("none");
    case PasswordStorage::Keychain:
        return QStringLiteral("keychain");
    case PasswordStorage::SecretsFile:
        return QStringLiteral("secrets-file");
    case PasswordStorage::Ask:
        return QStringLiteral("ask");
    }
    return {};
}

std::optional<PasswordStorage> SourceDefinition::passwordStorageFromName(const QString& name)
{
    for (PasswordStorage s : {PasswordStorage::None, PasswordStorage::Keychain,
                              PasswordStorage::SecretsFile, PasswordStorage::Ask})
        if (name.trimmed().compare(passwordStorageName(s), Qt::CaseInsensitive) == 0)
            return s;
    return std::nullopt;
}

QString SourceDefinition::kindOfScheme(const QString& scheme)
{
    const QString s = scheme.toLower();
    const DatabaseAdapter* adapter = AdapterRegistry::forScheme(s);
    return adapter ? adapter->id() : s;
}

} // namespace nelumbo
