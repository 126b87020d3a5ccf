#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <optional>

namespace nelumbo {

// What the AI assistant may do with a source.
enum class AiPolicy
{
    Enabled,   // schema and query results may be sent to the configured provider
    NoRowData, // schema and SQL only, never the contents of rows
    Disabled,  // the assistant does not see this source at all
};

// Where a source's password is kept. Only this mode is written to the config file, never
// the password itself.
enum class PasswordStorage
{
    None,        // the source needs no password (a file, trust or peer authentication)
    Keychain,    // the operating system's keychain
    SecretsFile, // secrets.ini next to the config file, in plain text, by the user's choice
    Ask,         // asked for every time the source is opened
};

// A named data source: where it is and how it may be used. The URL never holds a password.
struct SourceDefinition
{
    QString name;
    QString url;
    bool readOnly = true;
    QStringList searchPath; // schemas, in order (adapters with a search path option)
    AiPolicy aiPolicy = AiPolicy::Enabled;
    PasswordStorage password = PasswordStorage::None;
    bool history = true;  // history = off: nothing run on it is kept in the query history
    bool builtIn = false; // the demo database: not in the config file, cannot be changed

    // "sqlite", "postgres", "mysql", or the URL's scheme when it is none of them.
    QString kind() const;

    // Names are what people type after --source, and part of an environment variable name.
    static bool isValidName(const QString& name);
    static QString aiPolicyName(AiPolicy policy);
    static std::optional<AiPolicy> aiPolicyFromName(const QString& name);
    static QString passwordStorageName(PasswordStorage storage);
    static std::optional<PasswordStorage> passwordStorageFromName(const QString& name);
    // The id of the adapter that serves a URL scheme or alias; the scheme itself when none.
    static QString kindOfScheme(const QString& scheme);

    friend bool operator==(const SourceDefinition&, const SourceDefinition&) = default;
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::SourceDefinition)
