#pragma once

#include "sql/QtSqlAdapter.h"

namespace nelumbo {

// MySQL and MariaDB through Qt's QMYSQL driver. Cancel sends KILL QUERY over a second,
// short-lived connection made with the MariaDB client library (libmariadb) in the thread
// that cancels.
//
// URL: mysql://user:password@host:port/database?option=value, also mariadb://. A host that
// is a path, or unix_socket=/path (socket=), connects over that Unix socket; "localhost"
// means the client library's default socket, 127.0.0.1 means TCP. Options:
// connect_timeout=seconds (default 10), read_timeout, write_timeout, ssl_ca, ssl_capath,
// ssl_cert, ssl_key, ssl_cipher, ssl_verify_server_cert=1.
class MysqlAdapter final : public QtSqlAdapter
{
public:
    QString id() const override { return QStringLiteral("mysql"); }
    QString displayName() const override { return QStringLiteral("MySQL / MariaDB"); }
    QString queryLanguage() const override { return QStringLiteral("sql:mysql"); }
    QStringList urlSchemes() const override
    {
        return {QStringLiteral("mysql"), QStringLiteral("mariadb")};
    }
    QString qtDriver() const override { return QStringLiteral("QMYSQL"); }
    QString qtDriverPlugin() const override { return QStringLiteral("qsqlmysql"); }
    QString highlightingDefinition() const override { return QStringLiteral("SQL (MySQL)"); }

    int defaultPort() const override { return 3306; }
    // MariaDB's version() ends in "-MariaDB…"; MySQL's names no product.
    QString versionQuery() const override;
    bool backslashEscapes() const override { return true; }
    bool builtIn() const override { return true; }

    Result<void> configure(QSqlDatabase& db, const SourceUrl& url) const override;
    std::function<void()> makeCanceller(QSqlDatabase& db) const override;
    // Cuts the session's socket (mysql_get_socket).
    std::function<void()> makeDisconnector(QSqlDatabase& db) const override;
    // The client library closed its socket, or its last error says the server went away.
    bool connectionLost(QSqlDatabase& db) const override;
    // mysql_use_result, or a prepared statement read row by row when there are parameters:
    // rows stream from the server instead of being stored whole first.
    std::unique_ptr<RowCursor> openCursor(QSqlDatabase& db, const QString& statement,
                                          const QVariantList& params) const override;
    Result<void> setSessionReadOnly(QSqlDatabase& db, bool readOnly) const override;

    // DECIMAL as ExactNumber, dates and times as the server writes them (microseconds, zero
    // dates) for QMYSQL's own queries; its prepared ones keep milliseconds only.
    CellReader cellReader(QSqlQuery& query) const override;

    QString quoteIdentifier(const QString& name) const override;
    QStringList builtinHiddenSchemas() const override;

    Result<Catalog> introspect(Session& session) const override;
    Result<QStringList> listSchemas(Session& session) const override;
    Result<QList<TableInfo>> listTables(Session& session,
                                        const QStringList& schemas = {}) const override;
    Result<TableDescription> describeTable(Session& session, const QString& schema,
                                           const QString& table) const override;

    Result<void> validate(Session& session, const QString& statement) const override;
    Result<QueryPlan> queryPlan(Session& session, const QString& statement) const override;
    // EXPLAIN EXTENDED + SHOW WARNINGS: note 1003 holds the statement as the server rewrote
    // it, every table as `db`.`table`; views it could not merge are analysed in turn.
    Result<StatementReferences> referencedRelations(Session& session,
                                                    const QString& statement) const override;

    AiContext aiContext() const override;

    // --- language
    const QueryLanguage& language() const override;
};

} // namespace nelumbo
