#pragma once

#include "core/Result.h"
#include "llm/ProviderCatalog.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <functional>
#include <optional>

namespace nelumbo {

// Provider API keys: the provider's environment variable (OPENAI_API_KEY, …) or the system
// keychain through QtKeychain (service "nelumbo", key "ai/PROVIDER"). Keys are never written
// anywhere else, and never appear in an error message.
class ApiKeyStore : public QObject
{
    Q_OBJECT
public:
    struct Key
    {
        QString value;
        QString source; // the environment variable's name, "keychain", or empty: none needed
    };
    using ReadDone = std::function<void(const Result<Key>& key)>;
    using Done = std::function<void(const Result<void>& outcome)>;

    explicit ApiKeyStore(
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
        QObject* parent = nullptr);

    static QString keychainKey(const QString& providerId); // "ai/openai"
    // The first of the provider's variables that is set and not empty.
    std::optional<Key> fromEnvironment(const ProviderInfo& provider) const;

    // The environment wins over the keychain, as NELUMBO_PASSWORD_* does for sources. A
    // provider that needs no key gets an empty one. Errors: "api_key_missing" (with what to
    // set). done runs later in context's thread, unless context is gone by then.
    void read(const ProviderInfo& provider, QObject* context, ReadDone done);
    // Errors: "keychain_unavailable" and the other SecretStore codes.
    void write(const QString& providerId, const QString& key, QObject* context, Done done);
    void remove(const QString& providerId, QObject* context, Done done);

private:
    QProcessEnvironment m_environment;
};

} // namespace nelumbo
