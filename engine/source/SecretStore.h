#pragma once

#include "core/Result.h"

#include <QObject>
#include <QString>
#include <functional>
#include <optional>

namespace nelumbo {

// Source passwords: the operating system's keychain through QtKeychain (service "nelumbo",
// key "source/NAME"). When no keychain service runs, that is reported as its own error,
// "keychain_unavailable"; only then, and only when the caller passes the user's consent, does
// a password go to secrets.ini, a plain-text file next to the config file, readable by its
// owner only. NELUMBO_PASSWORD_<NAME> overrides both. Nothing here logs a password or puts
// one in an error message.
class SecretStore : public QObject
{
    Q_OBJECT
public:
    static constexpr QLatin1String kService{"nelumbo"};
    static constexpr QLatin1String kFileName{"secrets.ini"};

    enum class Location
    {
        Environment,
        Keychain,
        SecretsFile
    };

    using ReadDone = std::function<void(const Result<QString>& password)>;
    using WriteDone = std::function<void(const Result<Location>& where)>;
    using RemoveDone = std::function<void(const Result<void>& outcome)>;

    // configFile empty: Settings::filePath(). secrets.ini goes into the same folder.
    explicit SecretStore(const QString& configFile = {}, QObject* parent = nullptr);

    QString secretsFile() const { return m_secretsFile; }
    static QString keyFor(const QString& sourceName);              // "source/NAME"
    static QString environmentVariable(const QString& sourceName); // NELUMBO_PASSWORD_NAME
    static std::optional<QString> fromEnvironment(const QString& sourceName);

    // The environment, then the keychain, then secrets.ini. Errors: "secret_not_found", or
    // "keychain_unavailable" when the keychain could not be asked and the file has nothing.
    // done runs later, in context's thread, unless context is gone by then.
    void read(const QString& sourceName, QObject* context, ReadDone done);
    // To the keychain. When it is unavailable: the error "keychain_unavailable", or, with
    // allowPlainText (the user said yes), secrets.ini.
    void write(const QString& sourceName, const QString& password, bool allowPlainText,
               QObject* context, WriteDone done);
    // From the keychain and from secrets.ini; nothing to remove is no error.
    void remove(const QString& sourceName, QObject* context, RemoveDone done);

    // secrets.ini directly, for a caller that already has the user's consent.
    Result<void> writeToSecretsFile(const QString& sourceName, const QString& password);
    std::optional<QString> readFromSecretsFile(const QString& sourceName) const;
    Result<void> removeFromSecretsFile(const QString& sourceName);

private:
    QString m_secretsFile;
};

} // namespace nelumbo
