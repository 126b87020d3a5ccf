#include "llm/ApiKeyStore.h"

#include "core/ErrorCodes.h"
#include "llm/LlmError.h"
#include "source/Keychain.h"
#include "source/SecretStore.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ApiKeyStore)
};

using KeychainPlugin::Answer;
using KeychainPlugin::Operation;
using KeychainPlugin::Status;

Error keychainFailure(const Answer& answer)
{
    if (answer.status == Status::Denied)
        return Error{ErrorCode::KeychainDenied, Tr::tr("the system keychain refused access")};
    return Error{ErrorCode::KeychainUnavailable,
                 Tr::tr("the system keychain is not available; no keychain service such as GNOME "
                        "Keyring or KWallet seems to be running")};
}
} // namespace

ApiKeyStore::ApiKeyStore(const QProcessEnvironment& environment, QObject* parent)
    : QObject(parent)
    , m_environment(environment)
{}

QString ApiKeyStore::keychainKey(const QString& providerId)
{
    return u"ai/"_s + providerId;
}

std::optional<ApiKeyStore::Key> ApiKeyStore::fromEnvironment(const ProviderInfo& provider) const
{
    for (const QString& variable : provider.keyVariables) {
        const QString value = m_environment.value(variable).trimmed();
        if (!value.isEmpty())
            return Key{value, variable};
    }
    return std::nullopt;
}

void ApiKeyStore::read(const ProviderInfo& provider, QObject* context, ReadDone done)
{
    if (auto key = fromEnvironment(provider)) {
        QMetaObject::invokeMethod(
            context, [done, k = *key] { done(k); }, Qt::QueuedConnection);
        return;
    }
    Keychain::run(
        Operation::Read, keychainKey(provider.id), {}, this, context,
        [provider, done](const Answer& answer) {
            if (answer.status == Status::Ok && !answer.text.isEmpty()) {
                done(Key{answer.text, u"keychain"_s});
                return;
            }
            if (!provider.keyRequired) {
                done(Key{});
                return;
            }
            QString hint = provider.keyVariables.isEmpty()
                               ? Tr::tr("Store a key in the AI settings.")
                               : Tr::tr("Set %1 or store a key in the AI settings.")
                                     .arg(provider.keyVariables.join(" or "_L1));
            if (answer.status != Status::NotFound && answer.status != Status::Ok)
                hint += u' ' + Tr::tr("(The system keychain could not be read.)");
            done(LlmError::make(LlmErrorCode::ApiKeyMissing, provider.displayName, hint).toError());
        });
}

void ApiKeyStore::write(const QString& providerId, const QString& key, QObject* context, Done done)
{
    // The plugin never lets QtKeychain fall back to writing the key in plain text.
    Keychain::run(Operation::Write, keychainKey(providerId), key, this, context,
                  [done](const Answer& answer) {
                      if (answer.status == Status::Ok)
                          done(Result<void>());
                      else
                          done(keychainFailure(answer));
                  });
}

void ApiKeyStore::remove(const QString& providerId, QObject* context, Done done)
{
    Keychain::run(Operation::Remove, keychainKey(providerId), {}, this, context,
                  [done](const Answer& answer) {
                      if (answer.status == Status::Ok || answer.status == Status::NotFound)
                          done(Result<void>());
                      else
                          done(keychainFailure(answer));
                  });
}

} // namespace nelumbo
