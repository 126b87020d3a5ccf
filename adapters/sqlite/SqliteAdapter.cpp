#include "SqliteAdapter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

namespace nelumbo {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("nelumbo::SqliteAdapter", text);
}

sqlite3* handleOf(QSqlDatabase& db)
{
    const QVariant v = db.driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(v.constData());
}

Error queryError(const QSqlQuery& q)
{
    return Error{QStringLiteral("introspection_failed"), q.lastError().text()};
}
} // namespace

Result<void> SqliteAdapter::configure(QSqlDatabase& db, const SourceUrl& url) const
{
    if (url.database != QLatin1String(":memory:")) {
        const QFileInfo file(url.database);
        // QSQLITE would silently create an empty database; a typo deserves an error instead.
        if (!file.exists())
            return Error{QStringLiteral("file_not_found"),
                         tr("The database file %1 does not exist").arg(url.database)};
        if (!file.isFile())
            return Error{QStringLiteral("file_not_found"), tr("%1 is not a file").arg(url.database)};
    }
    db.setDatabaseName(url.database);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    return {};
}

Result<void> SqliteAdapter::afterOpen(QSqlDatabase& db) const
{
    // SQLite opens anything lazily; read the schema now so a non-database file fails here.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")))
        return Error{QStringLiteral("open_failed"),
                     tr("Not an SQLite database: %1").arg(q.lastError().databaseText())};
    return {};
}

std::function<void()> SqliteAdapter::makeCanceller(QSqlDatabase& db) const
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return {};
    return [handle] { sqlite3_interrupt(handle); }; // documented as safe from any thread
}

Result<Catalog> SqliteAdapter::introspect(QSqlDatabase& db) const
{
    Catalog catalog;
    QSqlQuery schemas(db);
    if (!schemas.exec(QStringLiteral("SELECT name FROM pragma_database_list WHERE name <> 'temp' "
                                     "ORDER BY seq")))
        return queryError(schemas);
    QStringList schemaNames;
    while (schemas.next())
        schemaNames << schemas.value(0).toString();

    for (const QString& schemaName : std::as_const(schemaNames)) {
        SchemaInfo schema;
        schema.name = schemaName;
        const QString quotedSchema =
            QLatin1Char('"') + QString(schemaName).replace(QLatin1Char('"'), QLatin1String("\"\""))
            + QLatin1Char('"');
        QSqlQuery tables(db);
        if (!tables.exec(QStringLiteral("SELECT name, type FROM %1.sqlite_master "
                                        "WHERE type IN ('table', 'view') "
                                        "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                                        "ORDER BY name COLLATE NOCASE")
                             .arg(quotedSchema)))
            return queryError(tables);
        while (tables.next()) {
            TableInfo table;
            table.schema = schemaName;
            table.name = tables.value(0).toString();
            table.kind = tables.value(1).toString() == QLatin1String("view") ? TableInfo::Kind::View
                                                                            : TableInfo::Kind::Table;
            schema.tables << table;
        }

        QSqlQuery columns(db);
        columns.prepare(QStringLiteral("SELECT name, type, \"notnull\", pk FROM pragma_table_info(?, ?) "
                                       "ORDER BY cid"));
        QSqlQuery keys(db);
        keys.prepare(QStringLiteral("SELECT \"from\", \"table\", \"to\" FROM pragma_foreign_key_list(?, ?)"));
        for (TableInfo& table : schema.tables) {
            columns.addBindValue(table.name);
            columns.addBindValue(schemaName);
            if (!columns.exec())
                return queryError(columns);
            while (columns.next()) {
                ColumnInfo column;
                column.name = columns.value(0).toString();
                column.type = columns.value(1).toString();
                column.notNull = columns.value(2).toInt() != 0;
                column.primaryKey = columns.value(3).toInt() > 0;
                table.columns << column;
            }
            if (table.kind != TableInfo::Kind::Table)
                continue;
            keys.addBindValue(table.name);
            keys.addBindValue(schemaName);
            if (!keys.exec())
                return queryError(keys);
            while (keys.next()) {
                const QString from = keys.value(0).toString();
                QString to = keys.value(2).toString();
                const QString target = keys.value(1).toString() + QLatin1Char('.') + to;
                for (ColumnInfo& column : table.columns)
                    if (column.name.compare(from, Qt::CaseInsensitive) == 0)
                        column.references = to.isEmpty() ? keys.value(1).toString() : target;
            }
        }
        catalog << schema;
    }
    return catalog;
}

} // namespace nelumbo
