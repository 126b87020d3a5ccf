#pragma once

// Adapters that core and the interface know only through what they declare: a server
// database ("ledger") and a file database ("notebook"). Nothing outside adapters/ names
// either, so a suite registering them shows that a new adapter needs no change there.
#include "adapter/DatabaseAdapter.h"
#include "adapter/Session.h"

namespace nelumbo::test {

class DeclaringAdapterBase : public DatabaseAdapter
{
public:
    // Only their declarations are exercised: no session ever opens.
    Result<std::unique_ptr<Session>> openSession(const SourceUrl&, const QString&) const override
    {
        return Error{QStringLiteral("unsupported"), QStringLiteral("no sessions")};
    }
    Result<Catalog> introspect(Session&) const override { return Catalog{}; }
};

// A server database: host, database and user only, its own search path option, hidden
// catalogue, backslash escapes, version query.
class LedgerAdapter final : public DeclaringAdapterBase
{
public:
    QString id() const override { return QStringLiteral("ledger"); }
    QString displayName() const override { return QStringLiteral("Ledger DB"); }
    QString queryLanguage() const override { return QStringLiteral("sql:ledger"); }
    QStringList urlSchemes() const override { return {QStringLiteral("ledger")}; }
    QStringList schemeAliases() const override { return {QStringLiteral("ledgers")}; }
    QString highlightingDefinition() const override { return QStringLiteral("Ledger SQL"); }
    QList<ConnectionField> connectionFields() const override
    {
        using K = ConnectionField::Kind;
        return {{K::Host, QStringLiteral("The ledger server"), {}},
                {K::Database, {}, {}},
                {K::User, {}, {}},
                {K::SearchPath, QStringLiteral("Ledger books, in order"), {}}};
    }
    QString versionQuery() const override { return QStringLiteral("SELECT ledger_version()"); }
    QString searchPathOption() const override { return QStringLiteral("books"); }
    QStringList builtinHiddenSchemas() const override { return {QStringLiteral("ledger_meta")}; }
    bool backslashEscapes() const override { return true; }
    QStringList highlightingKeywords() const override
    {
        return {QStringLiteral("POST"), QStringLiteral("Balance")};
    }
};

// A file database opening *.nb and *.notebook files; built in, hence trusted.
class NotebookAdapter final : public DeclaringAdapterBase
{
public:
    QString id() const override { return QStringLiteral("notebook"); }
    QString displayName() const override { return QStringLiteral("Notebook"); }
    QString queryLanguage() const override { return QStringLiteral("sql:notebook"); }
    QStringList urlSchemes() const override { return {QStringLiteral("notebook")}; }
    QStringList schemeAliases() const override { return {QStringLiteral("nb")}; }
    QString highlightingDefinition() const override { return QStringLiteral("SQL"); }
    bool namesFile() const override { return true; }
    DatabaseFileType databaseFiles() const override
    {
        return {QStringLiteral("Notebooks"),
                {QStringLiteral("nb"), QStringLiteral("notebook")},
                QStringLiteral("Choose a Notebook"),
                QStringLiteral("Open notebook"),
                QStringLiteral("Choose the notebook.")};
    }
    bool builtIn() const override { return true; }
};

} // namespace nelumbo::test
