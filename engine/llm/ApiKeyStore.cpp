#include "llm/ApiKeyStore.h"

#include "core/ErrorCodes.h"
#include "llm/LlmError.h"
#include "source/SecretStore.h"

#include <QCoreApplication>
#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ApiKeyStore)
};

Error keychainFailure(const QKeychain::Job& job)
{
    if (job.error() == QKeychain::AccessDenied || job.error() == QKeychain::AccessDeniedByUser)
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
    auto* job = new QKeychain::ReadPasswordJob(SecretStore::kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keychainKey(provider.id));
    connect(job, &QKeychain::Job::finished, context, [job, provider, done](QKeychain::Job*) {
        if (job->error() == QKeychain::NoError && !job->textData().isEmpty()) {
            done(Key{job->textData(), u"keychain"_s});
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
        if (job->error() != QKeychain::EntryNotFound && job->error() != QKeychain::NoError)
            hint += u' ' + Tr::tr("(The system keychain could not be read.)");
        done(LlmError::make(LlmErrorCode::ApiKeyMissing, provider.displayName, hint).toError());
    });
    job->start();
}

void ApiKeyStore::write(const QString& providerId, const QString& key, QObject* context, Done done)
{
    auto* job = new QKeychain::WritePasswordJob(SecretStore::kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // it would write the key in plain text without asking
    job->setKey(keychainKey(providerId));
    job->setTextData(key);
    connect(job, &QKeychain::Job::finished, context, [job, done](QKeychain::Job*) {
        if (job->error() == QKeychain::NoError)
            done(Result<void>());
        else
            done(keychainFailure(*job));
    });
    job->start();
}

void ApiKeyStore::remove(const QString& providerId, QObject* context, Done done)
{
    auto* job = new QKeychain::DeletePasswordJob(SecretStore::kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keychainKey(providerId));
    connect(job, &QKeychain::Job::finished, context, [job, done](QKeychain::Job*) {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound)
            done(Result<void>());
        else
            done(keychainFailure(*job));
    });
    job->start();
}

} // namespace nelumbo
