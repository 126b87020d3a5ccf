#pragma once

#include "core/Result.h"
#include "source/SourceDefinition.h"

#include <QMetaType>
#include <QObject>
#include <QString>

namespace nelumbo {

class SecretStore;

// A source ready to open: its definition and, in memory only, its password.
struct ResolvedSource
{
    SourceDefinition definition; // an ad-hoc URL has an empty name
    QString password;            // empty when none is needed or none was found
    bool passwordFound = false;
    Error passwordProblem; // why a stored password could not be read (never quotes it)

    bool isAdHoc() const { return definition.name.isEmpty(); }
    // Someone must type the password before opening: the source asks every time, or its
    // stored password is missing or unreadable.
    bool needsPassword() const;
    // The source's name, or its URL with any password masked.
    QString displayName() const;
    // The URL to give Connection::open(): the password and, for PostgreSQL, the search path
    // included. Call it right before open() and keep the result nowhere else.
    QString connectionUrl() const;
    QString connectionUrl(const QString& typedPassword) const;
};

// Turns what the user typed (a source name or a URL) into a ResolvedSource: looks the name up
// in the config file, installs the demo database when it is asked for, and fetches the
// password from NELUMBO_PASSWORD_<NAME>, the keychain or secrets.ini. Answers later through
// resolved() or failed(), like Connection does.
class SourceResolver : public QObject
{
    Q_OBJECT
public:
    // configFile empty: Settings::filePath().
    explicit SourceResolver(const QString& configFile = {}, QObject* parent = nullptr);
    ~SourceResolver() override;

    void resolve(const QString& nameOrUrl);

Q_SIGNALS:
    void resolved(const nelumbo::ResolvedSource& source);
    void failed(const nelumbo::Error& error);

private:
    void finish(ResolvedSource source);
    void fail(const Error& error);

    QString m_configFile;
    SecretStore* m_secrets;
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::ResolvedSource)
