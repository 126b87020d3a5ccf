#include "source/SecretStore.h"

#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "source/Keychain.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QSettings>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SecretStore)
};

constexpr QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

using KeychainPlugin::Answer;
using KeychainPlugin::Operation;
using KeychainPlugin::Status;

// QtKeychain's own words, when they say more than "Unknown error".
QString detail(const Answer& answer)
{
    const QString text = answer.detail.trimmed();
    if (text.isEmpty() || text == QLatin1String("Unknown error"))
        return {};
    return QStringLiteral(" (") + text + QLatin1Char(')');
}

Error keychainError(const Answer& answer)
{
    switch (answer.status) {
    case Status::NotFound:
        return Error{ErrorCode::SecretNotFound, Tr::tr("no password is stored for this source")};
    case Status::Unavailable:
        return Error{ErrorCode::KeychainUnavailable,
                     Tr::tr("the system keychain is not available%1; no keychain service such as "
                            "GNOME Keyring or KWallet seems to be running")
                         .arg(detail(answer))};
    case Status::Denied:
        return Error{ErrorCode::KeychainDenied,
                     Tr::tr("the system keychain refused access: %1").arg(answer.detail)};
    case Status::Ok:
    case Status::Failed:
        break;
    }
    return Error{ErrorCode::KeychainFailed,
                 Tr::tr("the system keychain failed: %1").arg(answer.detail)};
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
    Keychain::run(Operation::Read, keyFor(sourceName), {}, this, context,
                  [this, sourceName, done](const Answer& answer) {
                      if (answer.status == Status::Ok) {
                          done(answer.text);
                          return;
                      }
                      const Error error = keychainError(answer);
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
}

void SecretStore::write(const QString& sourceName, const QString& password, bool allowPlainText,
                        QObject* context, WriteDone done)
{
    Keychain::run(Operation::Write, keyFor(sourceName), password, this, context,
                  [this, sourceName, password, allowPlainText, done](const Answer& answer) {
                      if (answer.status == Status::Ok) {
                          // A stale plain-text copy must not outlive the keychain entry.
                          (void)removeFromSecretsFile(sourceName);
                          done(Location::Keychain);
                          return;
                      }
                      const Error error = keychainError(answer);
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
}

void SecretStore::remove(const QString& sourceName, QObject* context, RemoveDone done)
{
    Keychain::run(Operation::Remove, keyFor(sourceName), {}, this, context,
                  [this, sourceName, done](const Answer& answer) {
                      const auto fromFile = removeFromSecretsFile(sourceName);
                      if (!fromFile) {
                          done(fromFile.error());
                          return;
                      }
                      const Error error = keychainError(answer);
                      // Nothing there, or no keychain to hold anything: the password is gone either
                      // way.
                      if (answer.status == Status::Ok || error.code == ErrorCode::SecretNotFound ||
                          error.code == ErrorCode::KeychainUnavailable) {
                          done(Result<void>());
                          return;
                      }
                      done(error);
                  });
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
