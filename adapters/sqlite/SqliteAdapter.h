#pragma once

#include "sql/QtSqlAdapter.h"

namespace nelumbo {

// SQLite through Qt's QSQLITE driver (which links the system libsqlite3).
class SqliteAdapter final : public QtSqlAdapter
{
public:
    QString id() const override { return QStringLiteral("sqlite"); }
    QString displayName() const override { return QStringLiteral("SQLite"); }
    QString queryLanguage() const override { return QStringLiteral("sql:sqlite"); }
    QStringList urlSchemes() const override { return {QStringLiteral("sqlite")}; }
    QString qtDriver() const override { return QStringLiteral("QSQLITE"); }
    QString qtDriverPlugin() const override { return QStringLiteral("qsqlite"); }
    QString highlightingDefinition() const override { return QStringLiteral("SQL"); }
    bool namesFile() const override { return true; }

    QStringList schemeAliases() const override { return {QStringLiteral("sqlite3")}; }
    DatabaseFileType databaseFiles() const override;
    QString versionQuery() const override;
    bool builtIn() const override { return true; }

    Result<void> configure(QSqlDatabase& db, const SourceUrl& url) const override;
    Result<void> afterOpen(QSqlDatabase& db) const override;
    std::function<void()> makeCanceller(QSqlDatabase& db) const override;
    Result<void> setSessionReadOnly(QSqlDatabase& db, bool readOnly) const override;
    QStringList columnNames(const QSqlQuery& query) const override;
    QVariant untypedValue(const QString& text) const override;
    std::unique_ptr<RowCursor> openCursor(QSqlDatabase& db, const QString& statement,
                                          const QVariantList& params) const override;

    QStringList builtinHiddenTables() const override;
    QString implicitSchema() const override { return QStringLiteral("main"); }

    Result<Catalog> introspect(Session& session) const override;
    Result<QStringList> listSchemas(Session& session) const override;
    Result<QList<TableInfo>> listTables(Session& session,
                                        const QStringList& schemas = {}) const override;
    Result<TableDescription> describeTable(Session& session, const QString& schema,
                                           const QString& table) const override;

    Result<void> validate(Session& session, const QString& statement) const override;
    Result<QueryPlan> queryPlan(Session& session, const QString& statement) const override;
    // Exact: the authorizer sees every table and column read while the statement compiles.
    Result<StatementReferences> referencedRelations(Session& session,
                                                    const QString& statement) const override;
    bool readsConcurrently() const override { return true; }

    AiContext aiContext() const override;

    // --- language
    const QueryLanguage& language() const override;
};

} // namespace nelumbo
