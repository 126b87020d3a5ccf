#pragma once

#include "QueryLanguage.h"
#include "Result.h"
#include "Schema.h"
#include "SourceUrl.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <functional>
#include <memory>

class QSqlDatabase;
class QSqlError;
class QSqlQuery;

namespace nelumbo {

// ---------------------------------------------------------------------------------------
// What the adapter calls answer with

struct ColumnDescription
{
    QString name;
    QString type; // as the database spells it: "character varying(200)", "int(11)"
    bool nullable = true;
    QString defaultValue; // the default's expression text; null when there is none
    bool primaryKey = false;
    QString comment;
};

struct ForeignKeyDescription
{
    QString name;
    QStringList columns;
    QString referencedSchema;
    QString referencedTable;
    QStringList referencedColumns;
    QString onUpdate; // "NO ACTION", "CASCADE", … (empty when unknown)
    QString onDelete;
};

struct IndexDescription
{
    QString name;
    QStringList columns; // an expression's text for expression indexes
    bool unique = false;
    bool primary = false;
};

struct TableDescription
{
    QString schema;
    QString name;
    TableInfo::Kind kind = TableInfo::Kind::Table;
    QString comment;
    QList<ColumnDescription> columns;
    QStringList primaryKey; // column names in key order
    QList<ForeignKeyDescription> foreignKeys;
    QList<IndexDescription> indexes;
};

struct QueryPlan
{
    enum class Format
    {
        Text,
        Json
    };
    Format format = Format::Text;
    QString text; // PostgreSQL/MySQL: the JSON document; SQLite: "id | parent | 0 | detail" lines
};

// Whether an AI feature works for a kind of database, and if not, why.
struct Capability
{
    bool supported = true;
    QString reason; // set when !supported

    static Capability yes() { return {}; }
    static Capability no(const QString& why) { return {false, why}; }
};

// What the AI layer needs to know about an adapter's query language.
struct AiContext
{
    QString language;     // "sql:postgres"
    QString exampleQuery; // one idiomatic query
    QString syntaxNotes;  // quoting, dialect features, date helpers
    QList<ErrorPattern> errorPatterns;
    QString generationNotes; // how to write good queries here
    QString readOnlyNotes;   // which statements count as reading
    Capability generation;
    Capability explanation;
    Capability optimization;
};

// A column a statement reads, as the database resolved it.
struct ColumnReference
{
    QString schema;
    QString table;
    QString column; // empty when the table is read without naming a column (count(*))
};

// The tables and views a statement reads, as the database's own analysis resolves them
// (views expanded to their tables, aliases and CTEs to real names).
struct StatementReferences
{
    QList<QPair<QString, QString>> relations; // (schema, table)
    QList<ColumnReference> columns;           // when the analysis sees columns (SQLite)
    // False when the analysis can miss a relation the text names (a plan drops the tables
    // of a branch it proves empty), so callers also look at the names in the text.
    bool complete = false;
};

// A statement's result, read row by row as the server sends it.
class RowCursor
{
public:
    virtual ~RowCursor() = default;
    // Empty unless the statement or the last next() failed: the database's message.
    virtual QString error() const = 0;
    virtual bool isSelect() const = 0;
    virtual QStringList columnNames() const = 0;
    virtual qint64 rowsAffected() const = 0;
    // The next row; false at the end of the result or on an error (error() then says why).
    virtual bool next() = 0;
    virtual QVariant value(int column) const = 0;
    // Drops what is left of the result; the session stays usable for the next statement.
    virtual void finish() = 0;
    // Reads what is left of the result into memory, so that the session can run another
    // statement before this result is read to its end. Default: nothing to do.
    virtual void bufferRest() {}
};

// ---------------------------------------------------------------------------------------

// What a kind of database contributes: its query language, how to open and cancel, how to
// read its catalogue, and what the AI layer should know about it. Core code talks to
// databases only through this.
//
// Every method that receives a QSqlDatabase& runs in that connection's thread (the
// Connection's worker thread); the others are pure and may be called from any thread.
// Adapters are stateless: one instance serves every connection.
class DatabaseAdapter
{
public:
    virtual ~DatabaseAdapter() = default;

    // --- identity
    virtual QString id() const = 0;             // "sqlite"
    virtual QString displayName() const = 0;    // "SQLite"
    virtual QString queryLanguage() const = 0;  // family:dialect, "sql:sqlite"
    virtual QStringList urlSchemes() const = 0; // {"sqlite"}
    virtual QString qtDriver() const = 0;       // "QSQLITE"
    // Name of the KSyntaxHighlighting definition for the editor, e.g. "SQL (PostgreSQL)".
    virtual QString highlightingDefinition() const = 0;
    // Whether the URLs of this adapter name a file (`scheme:path`), like SQLite's.
    virtual bool namesFile() const { return false; }

    // --- connection
    // Called in the connection's thread, before open().
    virtual Result<void> configure(QSqlDatabase& db, const SourceUrl& url) const = 0;
    // Called in the connection's thread right after a successful open().
    virtual Result<void> afterOpen(QSqlDatabase& db) const { return {}; }
    // A thread-safe function that interrupts whatever the connection is running. Called
    // from any thread while the connection is open (ConnectionWorker drops it before it
    // closes the database). Where the database allows, it should also stay harmless after
    // the connection closed (PostgreSQL's and MySQL's do; SQLite's holds the live handle).
    virtual std::function<void()> makeCanceller(QSqlDatabase& db) const = 0;
    // Makes the database itself refuse writes for the rest of the session (or allow them
    // again), so that a statement that slipped past every other check still cannot write.
    virtual Result<void> setSessionReadOnly(QSqlDatabase& db, bool readOnly) const;

    // --- results (in the connection's thread)
    // The column names of a query's result as the database spells them. The default reads
    // QSqlRecord; adapters whose Qt driver alters names override it.
    virtual QStringList columnNames(const QSqlQuery& query) const;
    // The message of a failed statement in the database's words. The default is the
    // database text of the error, or Qt's text when there is none.
    virtual QString errorMessage(const QSqlError& error) const;
    // How a value given as text with no declared type (--var NAME=VALUE) is best bound.
    // The default binds the text; an adapter whose comparisons tell text from numbers
    // binds a numeric text as a number.
    virtual QVariant untypedValue(const QString& text) const { return text; }

    // --- names
    // "x" with inner quotes doubled; MySQL: `x`.
    virtual QString quoteIdentifier(const QString& name) const;
    // quoteIdentifier(schema).quoteIdentifier(table), or just the table without a schema.
    virtual QString qualifiedName(const QString& schema, const QString& table) const;
    // Schemas and tables the database keeps for itself, and bookkeeping tables, which no
    // listing should offer. Each entry is an exact name or a /regular expression/.
    virtual QStringList builtinHiddenSchemas() const { return {}; }
    virtual QStringList builtinHiddenTables() const;
    // The schema a database with a single implicit one gives its tables ("main" for SQLite),
    // which visibility rules write as an empty schema. Empty when schemas are real.
    virtual QString implicitSchema() const { return {}; }

    // --- introspection (in the connection's thread)
    // Schemas, tables, views and their columns, for the schema browser. Must be fast on
    // large catalogues: a few batch queries, never one per table.
    virtual Result<Catalog> introspect(QSqlDatabase& db) const = 0;
    // The schemas a user may look into, without builtinHiddenSchemas(). Default: the
    // schemas of introspect().
    virtual Result<QStringList> listSchemas(QSqlDatabase& db) const;
    // Tables and views (schema, name, kind; no columns) of the given schemas, or of every
    // listed schema when the list is empty, ordered by schema and name. Default: from
    // introspect().
    virtual Result<QList<TableInfo>> listTables(QSqlDatabase& db,
                                                const QStringList& schemas = {}) const;
    // Columns, keys, indexes and comments of one table or view. The default knows only
    // what introspect() knows. Error code "table_not_found" when there is no such table.
    virtual Result<TableDescription> describeTable(QSqlDatabase& db, const QString& schema,
                                                   const QString& table) const;
    // Up to limit (capped at kMaxDistinctValues) distinct values of a column, sorted,
    // NULL included; names quoted with quoteIdentifier().
    static constexpr int kMaxDistinctValues = 1000;
    virtual Result<QVariantList> distinctValues(QSqlDatabase& db, const QString& schema,
                                                const QString& table, const QString& column,
                                                int limit = 100) const;

    // --- statements (in the connection's thread)
    // Checks a statement against the database without running it. Errors:
    // "invalid_statement" (the database's message), "not_validated" (this kind of statement
    // cannot be checked without running it), "unsupported" (the adapter cannot validate).
    virtual Result<void> validate(QSqlDatabase& db, const QString& statement) const;
    // The database's plan for a statement, in its best form, without running it.
    // Error "no_plan" when the adapter has none.
    virtual Result<QueryPlan> queryPlan(QSqlDatabase& db, const QString& statement) const;
    // The relations a statement reads, without running it, so that visibility rules can
    // refuse it first. Error "table_not_found", with that table's bare name as the message,
    // when it names a table that does not exist;
    // "unsupported" (the default) when the adapter cannot tell, which refuses the statement
    // wherever rules hide something.
    virtual Result<StatementReferences> referencedRelations(QSqlDatabase& db,
                                                            const QString& statement) const
    {
        Q_UNUSED(db)
        Q_UNUSED(statement)
        return Error{QStringLiteral("unsupported"), QString()}; // the caller words the refusal
    }
    // How the cells of a statement's result are read, called once on its query right after
    // it ran: a function giving the value of a column of the row the query is on. Adapters
    // return one where the driver's conversion would change values (keep the database's
    // text: ExactNumber for exact decimals, QString for dates and times); the default, an
    // empty function, means QSqlQuery::value().
    using CellReader = std::function<QVariant(const QSqlQuery& query, int column)>;
    virtual CellReader cellReader(QSqlQuery& query) const
    {
        Q_UNUSED(query)
        return {};
    }
    // Runs a statement without parameters and returns its result as a cursor that streams
    // it from the server, for drivers that would read the whole result before the first
    // row. nullptr (the default): the Qt driver's own query serves.
    virtual std::unique_ptr<RowCursor> openCursor(QSqlDatabase& db, const QString& statement) const
    {
        Q_UNUSED(db)
        Q_UNUSED(statement)
        return nullptr;
    }
    // A thread-safe function that cuts the session's network connection at once, so a
    // thread blocked on an unresponsive server returns. Called from any thread while the
    // session is open (ConnectionWorker drops it before closing); empty when there is no
    // network (the default).
    virtual std::function<void()> makeDisconnector(QSqlDatabase& db) const
    {
        Q_UNUSED(db)
        return {};
    }
    // Whether the session can run another statement while a result is still being read.
    // When not, adapter calls made meanwhile go to a second, read-only session.
    virtual bool readsConcurrently() const { return false; }

    // --- language
    // The adapter's query language: splitting, read-only rule, templates, names, plans.
    // The default is a plain language that knows nothing (one statement, never read-only,
    // no templates, no plans); adapters return their own.
    virtual const QueryLanguage& language() const;
    // Whether a statement only reads: language().classify() (Unknown for empty,
    // multi-statement or unrecognised text).
    virtual StatementAccess classifyStatement(const QString& statement) const;
    // Makes a statement with template syntax plannable (language().prepareForAnalysis()):
    // optional clauses `[[…]]` are kept (brackets dropped) and `{{variable}}` becomes a null
    // value. Error "unsupported" when the language cannot be planned, "spaced_placeholder"
    // for `{{ name }}` in code.
    virtual Result<QString> prepareForAnalysis(const QString& statement) const;

    // --- pure
    // Language, example, notes, error patterns and capabilities for the AI layer. The
    // default describes "standard SQL".
    virtual AiContext aiContext() const;
    // The hints of every aiContext() error pattern that matches a database message.
    virtual QStringList errorHints(const QString& message) const;
};

// The adapters known to this process; filled at start-up by registerBuiltinAdapters().
class AdapterRegistry
{
public:
    // Also makes the adapter's schemes file URLs for SourceUrl when it namesFile().
    static void add(std::unique_ptr<DatabaseAdapter> adapter);
    static const DatabaseAdapter* forScheme(const QString& scheme);
    static const DatabaseAdapter* forUrl(const SourceUrl& url) { return forScheme(url.scheme); }
    static const DatabaseAdapter* byId(const QString& id);
    static QStringList ids();
};

} // namespace nelumbo
