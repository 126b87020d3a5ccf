#pragma once

#include "adapter/DatabaseAdapter.h"

namespace nelumbo {

// Redis (and servers speaking its protocol, such as Valkey). The language is redis:commands
// (RedisLanguage); sessions are RedisSession over hiredis's protocol reader and Qt sockets.
//
// URLs: redis://[user[:password]@]host[:port][/db], rediss://… (TLS; options tls_ca=FILE,
// tls_verify=false), unix:/path/to/redis.sock[?db=N] (stored as unix://%2Fpath…/N).
// Options: connect_timeout=seconds (default 10).
class RedisAdapter final : public DatabaseAdapter
{
public:
    QString id() const override { return QStringLiteral("redis"); }
    QString displayName() const override { return QStringLiteral("Redis"); }
    QString queryLanguage() const override { return QStringLiteral("redis:commands"); }
    QStringList urlSchemes() const override
    {
        return {QStringLiteral("redis"), QStringLiteral("rediss"), QStringLiteral("unix")};
    }
    QString highlightingDefinition() const override;
    QStringList highlightingKeywords() const override;
    // redis-cli's double-quoted strings take backslash escapes.
    bool backslashEscapes() const override { return true; }
    bool builtIn() const override { return true; }
    // Only the server's ACL knows whether the source's user may write.
    bool writeGuardNeedsServer() const override { return true; }

    Result<QString> normalizeUrl(const QString& url) const override;
    QList<ConnectionField> connectionFields() const override;
    int defaultPort() const override { return 6379; }
    // Keys are what visibility rules name as tables, in this one schema.
    QString implicitSchema() const override;
    // keys_allow / keys_deny: globs of key names, as SCAN MATCH writes them.
    QString globVisibilityRules() const override { return QStringLiteral("keys"); }

    Result<std::unique_ptr<Session>> openSession(const SourceUrl& url,
                                                 const QString& name) const override;

    Result<Catalog> introspect(Session& session) const override;
    Result<QStringList> listSchemas(Session& session) const override;
    Result<QList<TableInfo>> listTables(Session& session,
                                        const QStringList& schemas = {}) const override;
    Result<TableDescription> describeTable(Session& session, const QString& schema,
                                           const QString& table) const override;
    Result<QVariantList> distinctValues(Session& session, const QString& schema,
                                        const QString& table, const QString& column,
                                        int limit = 100) const override;

    // Checks a command against the server's command table without running it: it exists,
    // its arity fits and its key positions hold arguments; a {{variable}} is one argument.
    Result<void> validate(Session& session, const QString& statement) const override;
    Result<QueryPlan> queryPlan(Session& session, const QString& statement) const override;
    // The keys a command names, as the server's COMMAND GETKEYS reads them.
    Result<StatementReferences> referencedRelations(Session& session,
                                                    const QString& statement) const override;

    const QueryLanguage& language() const override;
    AiContext aiContext() const override;
};

} // namespace nelumbo
