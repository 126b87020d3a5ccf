#include "SqliteAdapter.h"

#include "SqliteCursor.h"
#include "common/AdapterSupport.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"
#include "sql/QtSqlSession.h"
#include "sql/SqlText.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QSqlResult>
#include <sqlite3.h>

namespace nelumbo {

using namespace adapters;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SqliteAdapter)
};

sqlite3* handleOf(QSqlDatabase& db)
{
    const QVariant v = db.driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(v.constData());
}

QString dq(const QString& name)
{
    return quoted(name, QLatin1Char('"'));
}

QString textOf(sqlite3_stmt* stmt, int column)
{
    return QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(stmt, column)),
                             sqlite3_column_bytes(stmt, column));
}

// A catalogue query straight on SQLite, one bound text, each row to `row`. QSQLITE reads
// every value as UTF-16 into a QVariant, which SQLite converts and allocates value by value:
// over 10,000 tables that was as much work as the query.
template <typename Row>
Result<void> eachRow(QSqlDatabase& db, const QString& sql, const QString& bound, Row row)
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return Error{ErrorCode::IntrospectionFailed, Tr::tr("the SQLite connection is not open")};
    const QByteArray text = sql.toUtf8();
    const QByteArray value = bound.toUtf8();
    sqlite3_stmt* stmt = nullptr;
    int rc = sqlite3_prepare_v2(handle, text.constData(), int(text.size()), &stmt, nullptr);
    if (rc == SQLITE_OK)
        rc = sqlite3_bind_text(stmt, 1, value.constData(), int(value.size()), SQLITE_STATIC);
    while (rc == SQLITE_OK || rc == SQLITE_ROW) {
        rc = sqlite3_step(stmt);
        if (rc == SQLITE_ROW)
            row(stmt);
    }
    const QString message = QString::fromUtf8(sqlite3_errmsg(handle));
    sqlite3_finalize(stmt);
    if (rc != SQLITE_DONE)
        return Error{ErrorCode::IntrospectionFailed, message};
    return {};
}

// Attached databases, "main" first; "temp" is the connection's scratch space.
Result<QStringList> schemaNames(QSqlDatabase& db)
{
    QSqlQuery q(db);
    if (auto r = run(q, QStringLiteral("SELECT name FROM pragma_database_list WHERE name <> 'temp' "
                                       "ORDER BY seq"));
        !r)
        return r.error();
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

// Tables and views of one schema, without SQLite's own sqlite_* tables.
Result<QList<TableInfo>> tablesOf(QSqlDatabase& db, const QString& schema)
{
    QSqlQuery q(db);
    if (auto r = run(q, QStringLiteral("SELECT name, type FROM %1.sqlite_master "
                                       "WHERE type IN ('table', 'view') "
                                       "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                                       "ORDER BY name COLLATE NOCASE")
                            .arg(dq(schema)));
        !r)
        return r.error();
    QList<TableInfo> out;
    while (q.next()) {
        TableInfo table;
        table.schema = schema;
        table.name = q.value(0).toString();
        table.kind = q.value(1).toString() == QLatin1String("view") ? TableInfo::Kind::View
                                                                    : TableInfo::Kind::Table;
        out << table;
    }
    return out;
}

// Collects what sqlite3_prepare reads, through the authorizer callback.
struct Reads
{
    StatementReferences refs;

    void add(const char* schema, const char* table, const char* column)
    {
        const QString s = schema ? QString::fromUtf8(schema) : QString();
        const QString t = QString::fromUtf8(table);
        if (!refs.relations.contains(std::make_pair(s, t)))
            refs.relations.append({s, t});
        if (column)
            refs.columns.append({s, t, QString::fromUtf8(column)});
    }
};

int authorize(void* context, int action, const char* a3, const char* a4, const char* schema,
              const char*)
{
    auto* reads = static_cast<Reads*>(context);
    if (action == SQLITE_READ && a3)
        reads->add(schema, a3, a4);
    else if (action == SQLITE_PRAGMA && a3)
        reads->add(nullptr, QByteArray("pragma_").append(a3).constData(), nullptr);
    return SQLITE_OK;
}

QString foreignKeyAction(const QString& action)
{
    return action.toUpper();
}
} // namespace

// ---------------------------------------------------------------------------------------
// declarations

DatabaseFileType SqliteAdapter::databaseFiles() const
{
    DatabaseFileType files;
    files.description = Tr::tr("SQLite databases");
    files.extensions = {QStringLiteral("db"), QStringLiteral("sqlite"), QStringLiteral("sqlite3"),
                        QStringLiteral("db3")};
    files.chooseCaption = Tr::tr("Choose an SQLite Database");
    files.openCaption = Tr::tr("Open SQLite database");
    files.missingFile = Tr::tr("Choose the SQLite database file.");
    return files;
}

QString SqliteAdapter::versionQuery() const
{
    return QStringLiteral("SELECT 'SQLite ' || sqlite_version()");
}

Result<void> SqliteAdapter::configure(QSqlDatabase& db, const SourceUrl& url) const
{
    if (url.database != QLatin1String(":memory:")) {
        const QFileInfo file(url.database);
        // QSQLITE would silently create an empty database; a typo deserves an error instead.
        if (!file.exists())
            return Error{ErrorCode::FileNotFound,
                         Tr::tr("The database file %1 does not exist").arg(url.database)};
        if (!file.isFile())
            return Error{ErrorCode::FileNotFound, Tr::tr("%1 is not a file").arg(url.database)};
    }
    db.setDatabaseName(url.database);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    return {};
}

QStringList SqliteAdapter::columnNames(const QSqlQuery& query) const
{
    // QSQLITE drops every " from column names (AS "x""y" becomes xy); SQLite has them right.
    const QVariant v = query.result() ? query.result()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3_stmt*") != 0)
        return QtSqlAdapter::columnNames(query);
    sqlite3_stmt* stmt = *static_cast<sqlite3_stmt* const*>(v.constData());
    const int count = query.record().count();
    if (!stmt || sqlite3_column_count(stmt) != count)
        return QtSqlAdapter::columnNames(query);
    QStringList names;
    names.reserve(count);
    for (int i = 0; i < count; ++i)
        names << QString::fromUtf8(sqlite3_column_name(stmt, i));
    return names;
}

std::unique_ptr<RowCursor> SqliteAdapter::openCursor(QSqlDatabase& db, const QString& statement,
                                                     const QVariantList& params) const
{
    // Bound parameters keep the driver's binding rules: the Qt query runs those.
    if (!params.isEmpty())
        return nullptr;
    return SqliteCursor::open(handleOf(db), statement, SqlText::reportsRowCount(statement));
}

QVariant SqliteAdapter::untypedValue(const QString& text) const
{
    // SQLite compares the text '1' and the number 1 as different values, so {{n}} = 1 would
    // be false. Only a number whose text SQLite writes back the same way becomes one, so a
    // text column still matches (00123 and 1.50 stay text).
    static const QRegularExpression integer(QStringLiteral("^(0|-?[1-9][0-9]*)$"));
    static const QRegularExpression decimal(QStringLiteral("^-?(0|[1-9][0-9]*)\\.[0-9]*[1-9]$"));
    bool ok = false;
    if (integer.match(text).hasMatch()) {
        const qlonglong whole = text.toLongLong(&ok);
        if (ok)
            return whole;
    } else if (decimal.match(text).hasMatch() &&
               text.size() - text.startsWith(QLatin1Char('-')) <= 16) { // 15 digits and .
        const double real = text.toDouble(&ok);
        if (ok)
            return real;
    }
    return text;
}

Result<void> SqliteAdapter::afterOpen(QSqlDatabase& db) const
{
    // SQLite opens anything lazily; read the header now so a non-database file fails here.
    // Only the header: parsing every CREATE statement is left to the first query that needs it.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA schema_version")))
        return Error{ErrorCode::OpenFailed,
                     Tr::tr("Not an SQLite database: %1").arg(q.lastError().databaseText())};
    return {};
}

std::function<void()> SqliteAdapter::makeCanceller(QSqlDatabase& db) const
{
    sqlite3* handle = handleOf(db);
    if (!handle)
        return {};
    // Documented as safe from any thread; the worker clears this function before closing.
    return [handle] { sqlite3_interrupt(handle); };
}

Result<void> SqliteAdapter::setSessionReadOnly(QSqlDatabase& db, bool readOnly) const
{
    QSqlQuery q(db);
    if (auto r = run(q,
                     readOnly ? QStringLiteral("PRAGMA query_only = ON")
                              : QStringLiteral("PRAGMA query_only = OFF"),
                     {}, ErrorCode::ReadOnlyFailed);
        !r)
        return r;
    if (auto r = run(q, QStringLiteral("PRAGMA query_only"), {}, ErrorCode::ReadOnlyFailed); !r)
        return r;
    if (!q.next() || (q.value(0).toInt() != 0) != readOnly)
        return Error{ErrorCode::ReadOnlyFailed,
                     Tr::tr("This SQLite library does not support PRAGMA query_only")};
    return {};
}

QStringList SqliteAdapter::builtinHiddenTables() const
{
    // pragma_*: the table-valued pragma functions (and PRAGMA statements, which
    // referencedRelations() reports under that name) describe any table.
    return DatabaseAdapter::builtinHiddenTables()
           << QStringLiteral("/^sqlite_/") << QStringLiteral("/^pragma_/");
}

Result<Catalog> SqliteAdapter::introspect(Session& session) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    auto schemas = schemaNames(db);
    if (!schemas)
        return schemas.error();
    Catalog catalog;
    for (const QString& schemaName : std::as_const(schemas.value())) {
        SchemaInfo schema;
        schema.name = schemaName;
        auto tables = tablesOf(db, schemaName);
        if (!tables)
            return tables.error();
        schema.tables = tables.value();

        // One pass per schema over every table's columns and keys (pragma functions joined
        // to sqlite_master), not one query per table.
        QHash<QString, qsizetype> index;
        for (qsizetype i = 0; i < schema.tables.size(); ++i)
            index.insert(schema.tables.at(i).name, i);
        // Rows come ordered by table: each table's name is looked up once.
        QByteArray lastTable;
        TableInfo* table = nullptr;
        const auto tableNamed = [&](sqlite3_stmt* stmt) {
            const QByteArrayView name(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)),
                                      sqlite3_column_bytes(stmt, 0));
            if (table && name == lastTable)
                return table;
            lastTable = name.toByteArray();
            const auto it = index.constFind(QString::fromUtf8(lastTable));
            table = it == index.constEnd() ? nullptr : &schema.tables[*it];
            return table;
        };
        if (auto r = eachRow(db,
                             QStringLiteral("SELECT m.name, c.name, c.type, c.\"notnull\", c.pk "
                                            "FROM %1.sqlite_master AS m "
                                            "JOIN pragma_table_info(m.name, ?) AS c "
                                            "WHERE m.type IN ('table', 'view') "
                                            "ORDER BY m.name, c.cid")
                                 .arg(dq(schemaName)),
                             schemaName,
                             [&](sqlite3_stmt* stmt) {
                                 TableInfo* t = tableNamed(stmt);
                                 if (!t)
                                     return;
                                 ColumnInfo column;
                                 column.name = textOf(stmt, 1);
                                 column.type = textOf(stmt, 2);
                                 column.notNull = sqlite3_column_int(stmt, 3) != 0;
                                 column.primaryKey = sqlite3_column_int(stmt, 4) > 0;
                                 t->columns << std::move(column);
                             });
            !r)
            return r.error();
        table = nullptr;
        if (auto r = eachRow(db,
                             QStringLiteral("SELECT m.name, k.\"from\", k.\"table\", k.\"to\" "
                                            "FROM %1.sqlite_master AS m "
                                            "JOIN pragma_foreign_key_list(m.name, ?) AS k "
                                            // Only a REFERENCES clause declares a foreign
                                            // key; each pragma call costs a table lookup.
                                            "WHERE m.type = 'table' "
                                            "AND lower(m.sql) LIKE '%references%'")
                                 .arg(dq(schemaName)),
                             schemaName,
                             [&](sqlite3_stmt* stmt) {
                                 TableInfo* t = tableNamed(stmt);
                                 if (!t)
                                     return;
                                 const QString from = textOf(stmt, 1);
                                 const QString target = textOf(stmt, 2);
                                 const QString to = textOf(stmt, 3);
                                 for (ColumnInfo& column : t->columns)
                                     if (column.name.compare(from, Qt::CaseInsensitive) == 0)
                                         column.references =
                                             to.isEmpty() ? target : target + QLatin1Char('.') + to;
                             });
            !r)
            return r.error();
        catalog << schema;
    }
    return catalog;
}

Result<QStringList> SqliteAdapter::listSchemas(Session& session) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    return schemaNames(db);
}

Result<QList<TableInfo>> SqliteAdapter::listTables(Session& session,
                                                   const QStringList& schemas) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    QStringList names = schemas;
    if (names.isEmpty()) {
        auto all = schemaNames(db);
        if (!all)
            return all.error();
        names = all.value();
    }
    QList<TableInfo> out;
    for (const QString& schema : std::as_const(names)) {
        auto tables = tablesOf(db, schema);
        if (!tables)
            return tables.error();
        out << tables.value();
    }
    return out;
}

Result<TableDescription> SqliteAdapter::describeTable(Session& session, const QString& schema,
                                                      const QString& table) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    const QString s = schema.isEmpty() ? QStringLiteral("main") : schema;
    TableDescription d;
    d.schema = s;
    {
        // An unknown schema is a missing table, not an error about the catalogue it names.
        QSqlQuery attached(db);
        if (auto r = run(attached,
                         QStringLiteral("SELECT 1 FROM pragma_database_list WHERE name = ?"), {s});
            !r)
            return r.error();
        if (!attached.next())
            return bilingualError<Tr>(
                ErrorCode::TableNotFound,
                QT_TRANSLATE_NOOP("nelumbo::SqliteAdapter", "There is no table %1"),
                qualifiedName(s, table));
    }
    {
        QSqlQuery q(db);
        if (auto r = run(q,
                         QStringLiteral("SELECT name, type FROM %1.sqlite_master "
                                        "WHERE type IN ('table', 'view') AND name = ?")
                             .arg(dq(s)),
                         {table});
            !r)
            return r.error();
        if (!q.next())
            return bilingualError<Tr>(
                ErrorCode::TableNotFound,
                QT_TRANSLATE_NOOP("nelumbo::SqliteAdapter", "There is no table %1"),
                qualifiedName(s, table));
        d.name = q.value(0).toString();
        d.kind = q.value(1).toString() == QLatin1String("view") ? TableInfo::Kind::View
                                                                : TableInfo::Kind::Table;
    }

    QSqlQuery columns(db);
    if (auto r = run(columns,
                     QStringLiteral("SELECT name, type, \"notnull\", dflt_value, pk "
                                    "FROM pragma_table_info(?, ?) ORDER BY cid"),
                     {d.name, s});
        !r)
        return r.error();
    QList<std::pair<int, QString>> keyColumns;
    while (columns.next()) {
        ColumnDescription c;
        c.name = columns.value(0).toString();
        c.type = columns.value(1).toString();
        c.nullable = columns.value(2).toInt() == 0;
        if (!columns.value(3).isNull())
            c.defaultValue = columns.value(3).toString();
        const int pk = columns.value(4).toInt();
        c.primaryKey = pk > 0;
        if (pk > 0)
            keyColumns.append({pk, c.name});
        d.columns << c;
    }
    std::sort(keyColumns.begin(), keyColumns.end());
    for (const auto& [position, name] : std::as_const(keyColumns))
        d.primaryKey << name;

    QSqlQuery keys(db);
    if (auto r = run(keys,
                     QStringLiteral("SELECT id, \"from\", \"table\", \"to\", on_update, on_delete "
                                    "FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq"),
                     {d.name, s});
        !r)
        return r.error();
    int lastId = -1;
    while (keys.next()) {
        const int id = keys.value(0).toInt();
        if (id != lastId) {
            ForeignKeyDescription fk;
            fk.referencedSchema = s;
            fk.referencedTable = keys.value(2).toString();
            fk.onUpdate = foreignKeyAction(keys.value(4).toString());
            fk.onDelete = foreignKeyAction(keys.value(5).toString());
            d.foreignKeys << fk;
            lastId = id;
        }
        ForeignKeyDescription& fk = d.foreignKeys.last();
        fk.columns << keys.value(1).toString();
        if (!keys.value(3).isNull())
            fk.referencedColumns << keys.value(3).toString();
    }
    // "REFERENCES t" without columns means t's primary key.
    for (ForeignKeyDescription& fk : d.foreignKeys) {
        if (!fk.referencedColumns.isEmpty())
            continue;
        QSqlQuery pk(db);
        if (auto r = run(pk,
                         QStringLiteral("SELECT name FROM pragma_table_info(?, ?) WHERE pk > 0 "
                                        "ORDER BY pk"),
                         {fk.referencedTable, s});
            !r)
            return r.error();
        while (pk.next())
            fk.referencedColumns << pk.value(0).toString();
    }

    QSqlQuery indexes(db);
    if (auto r = run(indexes,
                     QStringLiteral("SELECT l.name, l.\"unique\", l.origin, i.name, i.cid "
                                    "FROM pragma_index_list(?, ?) AS l "
                                    "JOIN pragma_index_info(l.name, ?) AS i "
                                    "ORDER BY l.name, i.seqno"),
                     {d.name, s, s});
        !r)
        return r.error();
    while (indexes.next()) {
        const QString name = indexes.value(0).toString();
        if (d.indexes.isEmpty() || d.indexes.last().name != name) {
            IndexDescription index;
            index.name = name;
            index.unique = indexes.value(1).toInt() != 0;
            index.primary = indexes.value(2).toString() == QLatin1String("pk");
            d.indexes << index;
        }
        d.indexes.last().columns << (indexes.value(3).isNull() ? QStringLiteral("<expression>")
                                                               : indexes.value(3).toString());
    }
    return d;
}

Result<void> SqliteAdapter::validate(Session& session, const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    if (statement.trimmed().isEmpty())
        return bilingualError<Tr>(
            ErrorCode::InvalidStatement,
            QT_TRANSLATE_NOOP("nelumbo::SqliteAdapter", "The statement is empty"));
    // QSQLITE's prepare() is sqlite3_prepare: it compiles the statement (names resolved,
    // one statement only) and never steps it.
    QSqlQuery q(db);
    if (!q.prepare(statement))
        return errorOf(ErrorCode::InvalidStatement, q.lastError());
    return {};
}

Result<QueryPlan> SqliteAdapter::queryPlan(Session& session, const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (auto r = run(q, QStringLiteral("EXPLAIN QUERY PLAN ") + statement, {},
                     QStringLiteral("invalid_statement"));
        !r)
        return r.error();
    QStringList lines;
    while (q.next()) {
        QStringList cells;
        for (int i = 0; i < 4; ++i)
            cells << q.value(i).toString();
        lines << cells.join(QLatin1String(" | "));
    }
    return QueryPlan{QueryPlan::Format::Text, lines.join(QLatin1Char('\n'))};
}

Result<StatementReferences> SqliteAdapter::referencedRelations(Session& session,
                                                               const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    sqlite3* handle = handleOf(db);
    if (!handle)
        return Error{ErrorCode::NotOpen, Tr::tr("The SQLite database is not open")};
    // Compiled, never stepped; the authorizer is ours only for this one compilation.
    Reads reads;
    const QByteArray text = statement.toUtf8();
    sqlite3_stmt* stmt = nullptr;
    sqlite3_set_authorizer(handle, authorize, &reads);
    const int rc = sqlite3_prepare_v2(handle, text.constData(), int(text.size()), &stmt, nullptr);
    sqlite3_set_authorizer(handle, nullptr, nullptr);
    if (rc != SQLITE_OK) {
        const QString message = QString::fromUtf8(sqlite3_errmsg(handle));
        sqlite3_finalize(stmt);
        static const QLatin1String noSuchTable("no such table: ");
        if (message.startsWith(noSuchTable))
            return Error{ErrorCode::TableNotFound,
                         message.mid(noSuchTable.size()).section(QLatin1Char('.'), -1)};
        return Error{ErrorCode::InvalidStatement, message};
    }
    sqlite3_finalize(stmt);
    reads.refs.complete = true;
    return reads.refs;
}

AiContext SqliteAdapter::aiContext() const
{
    AiContext c;
    c.language = queryLanguage();
    c.exampleQuery = QStringLiteral("SELECT id, email, created_at\n"
                                    "FROM users\n"
                                    "WHERE created_at >= datetime('now', '-7 days')\n"
                                    "ORDER BY created_at DESC\n"
                                    "LIMIT 10");
    c.syntaxNotes = QStringLiteral(
        "SQLite dialect. Quote identifiers with double quotes (\"Order Items\"), strings with "
        "single quotes. Typing is dynamic: a column's declared type is only an affinity. "
        "Dates are text or numbers; use date(), time(), datetime(), julianday() and "
        "strftime('%Y-%m', col) with modifiers such as '-7 days' or 'start of month'. "
        "Concatenate with ||. LIMIT n OFFSET m. CTEs (WITH, also RECURSIVE) are available; "
        "window functions need SQLite 3.25 or later and RIGHT/FULL JOIN 3.39 or later, so "
        "prefer subqueries and LEFT JOIN. There are no schemas besides attached databases "
        "(main).");
    c.errorPatterns = language().errorPatterns();
    c.generationNotes = sqlGenerationNotes();
    c.readOnlyNotes = sqlReadOnlyNotes(QStringLiteral("PRAGMA statements that change settings "
                                                      "and ATTACH are refused too."));
    addSqlLanguageText(c);
    return c;
}

} // namespace nelumbo
