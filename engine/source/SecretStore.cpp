#include "source/SecretStore.h"

#include "core/ErrorCodes.h"
#include "core/Settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QSettings>
#include <qt6keychain/keychain.h>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SecretStore)
};

constexpr QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

// QtKeychain's own words, when they say more than "Unknown error".
QString detail(const QKeychain::Job& job)
{
    const QString text = job.errorString().trimmed();
    if (text.isEmpty() || text == QLatin1String("Unknown error"))
        return {};
    return QStringLiteral(" (") + text + QLatin1Char(')');
}

Error keychainError(const QKeychain::Job& job)
{
    switch (job.error()) {
    case QKeychain::EntryNotFound:
        return Error{ErrorCode::SecretNotFound, Tr::tr("no password is stored for this source")};
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
        // Without a Secret Service on D-Bus QtKeychain says OtherError, "Unknown error".
        return Error{ErrorCode::KeychainUnavailable,
                     Tr::tr("the system keychain is not available%1; no keychain service such as "
                            "GNOME Keyring or KWallet seems to be running")
                         .arg(detail(job))};
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return Error{ErrorCode::KeychainDenied,
                     Tr::tr("the system keychain refused access: %1").arg(job.errorString())};
    default:
        return Error{ErrorCode::KeychainFailed,
                     Tr::tr("the system keychain failed: %1").arg(job.errorString())};
    }
}

// Runs done(context) later in context's thread, or never if context is gone.
template <typename Fn> void later(QObject* context, Fn fn)
{
    QMetaObject::invokeMethod(context, std::move(fn), Qt::QueuedConnection);
}
} // namespace

SecretStore::SecretStore(const QString& configFile, QObject* parent)
    : QObject(parent)
{
    const QString config = configFile.isEmpty() ? Settings::filePath() : configFile;
    m_secretsFile = QFileInfo(config).absoluteDir().filePath(kFileName);
}

QString SecretStore::keyFor(const QString& sourceName)
{
    return SettingsKey::SecretPrefix + sourceName;
}

QString SecretStore::environmentVariable(const QString& sourceName)
{
    QString name = sourceName.toUpper();
    name.replace(QLatin1Char('-'), QLatin1Char('_')); // shells do not allow '-' in names
    return QStringLiteral("NELUMBO_PASSWORD_") + name;
}

std::optional<QString> SecretStore::fromEnvironment(const QString& sourceName)
{
    const QString variable = environmentVariable(sourceName);
    if (!qEnvironmentVariableIsSet(variable.toLocal8Bit().constData()))
        return std::nullopt;
    return qEnvironmentVariable(variable.toLocal8Bit().constData());
}

void SecretStore::read(const QString& sourceName, QObject* context, ReadDone done)
{
    if (auto password = fromEnvironment(sourceName)) {
        later(context, [done, p = *password] { done(p); });
        return;
    }
    auto* job = new QKeychain::ReadPasswordJob(kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // its fallback writes plain text without asking anyone
    job->setKey(keyFor(sourceName));
    connect(job, &QKeychain::Job::finished, context,
            [this, job, sourceName, done](QKeychain::Job*) {
                if (job->error() == QKeychain::NoError) {
                    done(job->textData());
                    return;
                }
                const Error error = keychainError(*job);
                if (error.code == ErrorCode::SecretNotFound ||
                    error.code == ErrorCode::KeychainUnavailable) {
                    // The file exists only if the user once agreed to it.
                    if (auto password = readFromSecretsFile(sourceName)) {
                        done(*password);
                        return;
                    }
                }
                done(error);
            });
    job->start();
}

void SecretStore::write(const QString& sourceName, const QString& password, bool allowPlainText,
                        QObject* context, WriteDone done)
{
    auto* job = new QKeychain::WritePasswordJob(kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keyFor(sourceName));
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, context,
            [this, job, sourceName, password, allowPlainText, done](QKeychain::Job*) {
                if (job->error() == QKeychain::NoError) {
                    // A stale plain-text copy must not outlive the keychain entry.
                    (void)removeFromSecretsFile(sourceName);
                    done(Location::Keychain);
                    return;
                }
                const Error error = keychainError(*job);
                if (error.code != ErrorCode::KeychainUnavailable || !allowPlainText) {
                    done(error);
                    return;
                }
                if (auto written = writeToSecretsFile(sourceName, password); !written) {
                    done(written.error());
                    return;
                }
                done(Location::SecretsFile);
            });
    job->start();
}

void SecretStore::remove(const QString& sourceName, QObject* context, RemoveDone done)
{
    auto* job = new QKeychain::DeletePasswordJob(kService, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keyFor(sourceName));
    connect(job, &QKeychain::Job::finished, context,
            [this, job, sourceName, done](QKeychain::Job*) {
                const auto fromFile = removeFromSecretsFile(sourceName);
                if (!fromFile) {
                    done(fromFile.error());
                    return;
                }
                const Error error = keychainError(*job);
                // Nothing there, or no keychain to hold anything: the password is gone either way.
                if (job->error() == QKeychain::NoError || error.code == ErrorCode::SecretNotFound ||
                    error.code == ErrorCode::KeychainUnavailable) {
                    done(Result<void>());
                    return;
                }
                done(error);
            });
    job->start();
}

Result<void> SecretStore::writeToSecretsFile(const QString& sourceName, const QString& password)
{
    const Error failed{ErrorCode::SecretsFileUnwritable,
                       Tr::tr("cannot write %1").arg(QDir::toNativeSeparators(m_secretsFile))};
    if (!QDir().mkpath(QFileInfo(m_secretsFile).absolutePath()))
        return failed;
    if (!QFileInfo::exists(m_secretsFile)) {
        // Created owner-only before any secret is in it; QSettings keeps these permissions.
        QFile file(m_secretsFile);
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, kOwnerOnly))
            return failed;
    }
    if (!QFile::setPermissions(m_secretsFile, kOwnerOnly))
        return failed;
    QSettings settings(m_secretsFile, QSettings::IniFormat);
    settings.setValue(keyFor(sourceName), password);
    settings.sync();
    if (settings.status() != QSettings::NoError ||
        !QFile::setPermissions(m_secretsFile, kOwnerOnly))
        return failed;
    return {};
}

std::optional<QString> SecretStore::readFromSecretsFile(const QString& sourceName) const
{
    if (!QFileInfo::exists(m_secretsFile))
        return std::nullopt;
    QSettings settings(m_secretsFile, QSettings::IniFormat);
    const QVariant value = settings.value(keyFor(sourceName));
    if (!value.isValid())
        return std::nullopt;
    return value.toString();
}

Result<void> SecretStore::removeFromSecretsFile(const QString& sourceName)
{
    if (!QFileInfo::exists(m_secretsFile))
        return {};
    QSettings settings(m_secretsFile, QSettings::IniFormat);
    if (!settings.contains(keyFor(sourceName)))
        return {};
    settings.remove(keyFor(sourceName));
    settings.sync();
    if (settings.status() != QSettings::NoError)
        return Error{ErrorCode::SecretsFileUnwritable,
                     Tr::tr("cannot write %1").arg(QDir::toNativeSeparators(m_secretsFile))};
    return {};
}

} // namespace nelumbo
