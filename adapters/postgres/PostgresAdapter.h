#pragma once

#include "sql/QtSqlAdapter.h"

namespace nelumbo {

// PostgreSQL through Qt's QPSQL driver, with libpq itself for what QPSQL lacks: cancelling
// (PQcancel) and checking or planning a statement over the extended protocol, which takes
// exactly one statement.
//
// URL: postgres://user:password@host:port/database?option=value, also postgresql://.
// Options: search_path=a,b (plain identifiers or $user), connect_timeout=seconds (default
// 10), unix_socket=/dir or host=/dir (socket directory), and any other libpq connection
// keyword (sslmode, sslrootcert, application_name, target_session_attrs, …).
class PostgresAdapter final : public QtSqlAdapter
{
public:
    QString id() const override { return QStringLiteral("postgres"); }
    QString displayName() const override { return QStringLiteral("PostgreSQL"); }
    QString queryLanguage() const override { return QStringLiteral("sql:postgres"); }
    QStringList urlSchemes() const override
    {
        return {QStringLiteral("postgres"), QStringLiteral("postgresql")};
    }
    QString qtDriver() const override { return QStringLiteral("QPSQL"); }
    QString qtDriverPlugin() const override { return QStringLiteral("qsqlpsql"); }
    QString highlightingDefinition() const override { return QStringLiteral("SQL (PostgreSQL)"); }

    // The server fields and the search path.
    QList<ConnectionField> connectionFields() const override;
    int defaultPort() const override { return 5432; }
    QString versionQuery() const override;
    QString searchPathOption() const override { return QStringLiteral("search_path"); }
    bool builtIn() const override { return true; }

    Result<void> configure(QSqlDatabase& db, const SourceUrl& url) const override;
    Result<void> afterOpen(QSqlDatabase& db) const override;
    QString errorMessage(const QSqlError& error) const override;
    std::function<void()> makeCanceller(QSqlDatabase& db) const override;
    // Cuts the session's socket (PQsocket).
    std::function<void()> makeDisconnector(QSqlDatabase& db) const override;
    Result<void> setSessionReadOnly(QSqlDatabase& db, bool readOnly) const override;
    // libpq marks the connection bad once it saw the server go.
    bool connectionLost(QSqlDatabase& db) const override;

    // NUMERIC as ExactNumber, dates and times as the server writes them (offsets, microseconds,
    // infinity, BC).
    CellReader cellReader(QSqlQuery& query) const override;
    // A statement without bound parameters runs on libpq itself (PostgresCursor), its rows
    // streamed in single-row mode; with parameters QPSQL prepares it.
    std::unique_ptr<RowCursor> openCursor(QSqlDatabase& db, const QString& statement,
                                          const QVariantList& params) const override;

    QStringList builtinHiddenSchemas() const override;

    Result<Catalog> introspect(Session& session) const override;
    Result<QStringList> listSchemas(Session& session) const override;
    Result<QList<TableInfo>> listTables(Session& session,
                                        const QStringList& schemas = {}) const override;
    Result<TableDescription> describeTable(Session& session, const QString& schema,
                                           const QString& table) const override;
    Result<QVariantList> distinctValues(Session& session, const QString& schema,
                                        const QString& table, const QString& column,
                                        int limit = 100) const override;

    Result<void> validate(Session& session, const QString& statement) const override;
    Result<QueryPlan> queryPlan(Session& session, const QString& statement) const override;
    // EXPLAIN (VERBOSE, FORMAT JSON): every "Relation Name" with its "Schema"; views are
    // expanded to their tables. Not complete: a branch proved empty leaves the plan.
    Result<StatementReferences> referencedRelations(Session& session,
                                                    const QString& statement) const override;

    AiContext aiContext() const override;

    // --- language
    const QueryLanguage& language() const override;
};

} // namespace nelumbo
