#pragma once

#include "adapter/QueryLanguage.h"
#include "adapter/Schema.h"
#include "adapter/Session.h"
#include "adapter/SourceUrl.h"
#include "core/ErrorCodes.h"
#include "core/Result.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <functional>
#include <memory>

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
    QString text; // the plan in the adapter's own form, read by its language
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
    QString language;     // family:dialect
    QString exampleQuery; // one idiomatic query
    QString syntaxNotes;  // quoting, dialect features, date helpers
    QList<ErrorPattern> errorPatterns;
    QString generationNotes; // how to write good queries here
    QString readOnlyNotes;   // which statements count as reading
    Capability generation;
    Capability explanation;
    Capability optimization;

    // --- seed conformance: the adapter's own words about its language
    // False: the adapter declares AI unsupported for itself (every feature refused).
    bool aiSupported = true;
    // What a statement that only reads looks like here, for a read-only retry
    // ("SELECT, WITH … SELECT"); core says it without examples when empty.
    QString readOnlyExamples;
    // Advice about this language per kind of database error, after core's neutral advice;
    // keys are ErrorDetector kind names ("syntax_error", "type_mismatch", …).
    QHash<QString, QStringList> errorAdvice;
    // The `## Variables` section's illustrations in this language: (statement, variables
    // JSON or empty). Without them core describes the syntax without examples.
    QList<QPair<QString, QString>> variableIllustrations;
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
    QList<ColumnReference> columns;           // when the analysis sees columns
    // False when the analysis can miss a relation the text names (a plan drops the tables
    // of a branch it proves empty), so callers also look at the names in the text.
    bool complete = false;
};

// ---------------------------------------------------------------------------------------

// One field of the connection dialog: which part of a source it fills. The dialog renders
// the fields an adapter declares, in its own order, with its own labels.
struct ConnectionField
{
    enum class Kind
    {
        File,       // the database file (adapters whose URLs name a file)
        Host,       // the server's host name or address
        Port,       // its TCP port (DatabaseAdapter::defaultPort() to start with)
        Database,   // the database's name on the server
        User,       // the user name
        Password,   // kept in the keychain, never in the URL
        SearchPath, // SourceDefinition::searchPath (DatabaseAdapter::searchPathOption())
        Tls         // a checkbox: an encrypted connection, whose URLs take `scheme`
    };
    Kind kind;
    QString toolTip; // the adapter's words for the field; empty: the dialog's own
    QString scheme;  // Tls: the URL scheme when checked (urlSchemes().first() when not)
};

// The files an adapter opens as databases, for file dialogs (Open Database…, the
// connection dialog). No extensions: the adapter opens no files.
struct DatabaseFileType
{
    QString description;    // e.g. "Notebooks", in the interface language
    QStringList extensions; // without the dot: "db", …
    QString chooseCaption;  // the connection dialog's file chooser
    QString openCaption;    // File > Open Database…
    QString missingFile;    // the connection dialog's message when no file is chosen
};

// ---------------------------------------------------------------------------------------

// What a kind of database contributes: its query language, how to open and cancel, how to
// read its catalogue, and what the AI layer should know about it. Core code talks to
// databases only through this.
//
// Every method that receives a Session& runs in that session's thread (the Connection's
// worker thread); the others are pure and may be called from any thread.
// Adapters are stateless: one instance serves every connection.
class DatabaseAdapter
{
public:
    virtual ~DatabaseAdapter() = default;

    // --- identity
    virtual QString id() const = 0;             // a short lower-case name
    virtual QString displayName() const = 0;    // as people call it
    virtual QString queryLanguage() const = 0;  // family:dialect, e.g. "sql:…"
    virtual QStringList urlSchemes() const = 0; // the schemes of its URLs
    // Name of the KSyntaxHighlighting definition for the editor, e.g. "SQL (PostgreSQL)".
    virtual QString highlightingDefinition() const = 0;
    // Whether the URLs of this adapter name a file (`scheme:path`), like SQLite's.
    virtual bool namesFile() const { return false; }

    // --- declarations (pure, any thread): what core and the interface need to know of
    // this kind of database, so that neither names one.
    // Other schemes read as urlSchemes().first(), e.g. "sqlite3"; SourceUrl keeps the first.
    virtual QStringList schemeAliases() const { return {}; }
    // The stored form of a source URL with one of this adapter's schemes (trimmed, any
    // password still in it), or why it is not one. The default: a file URL becomes the
    // absolute `scheme:///path` (or `scheme::memory:`); a server URL must be scheme://….
    virtual Result<QString> normalizeUrl(const QString& url) const;
    // The connection dialog's fields for this kind, in order. Default: the file for
    // namesFile() adapters, else host, port, database, user and password.
    virtual QList<ConnectionField> connectionFields() const;
    // The server's usual TCP port; -1 when there is no port.
    virtual int defaultPort() const { return -1; }
    // The files this adapter opens, for Open Database…; empty extensions: none.
    virtual DatabaseFileType databaseFiles() const { return {}; }
    // A statement whose one value names the server and its version ("PostgreSQL 15.4"),
    // shown by "Test Connection"; empty when there is none.
    virtual QString versionQuery() const { return {}; }
    // The URL option that carries a source's search path (SourceDefinition::searchPath);
    // empty when the database has none, and the setting is then ignored.
    virtual QString searchPathOption() const { return {}; }
    // Whether a backslash in a string literal escapes the next character (for lexers whose
    // highlighting definition does not know).
    virtual bool backslashEscapes() const { return false; }
    // The words a fallback highlighter colours as keywords where highlightingDefinition() is
    // not available (builds without KSyntaxHighlighting), in place of SQL's; empty: SQL's.
    virtual QStringList highlightingKeywords() const { return {}; }
    // Whether the adapter is built into the program: its AI text is trusted.
    virtual bool builtIn() const { return false; }

    // --- session
    // Whether only an open session can tell who refuses writes besides the check before
    // running (Session::writeGuard()), so `nelumbo-cli check` connects to say.
    virtual bool writeGuardNeedsServer() const { return false; }
    // Opens a session with the source the URL names, its options applied, in the calling
    // thread (the connection's), where it then lives. name is unique among open sessions.
    virtual Result<std::unique_ptr<Session>> openSession(const SourceUrl& url,
                                                         const QString& name) const = 0;

    // --- values
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
    // The name of the visibility keys NAME_allow / NAME_deny whose entries are globs of
    // relation names ("keys": keys_deny = session:*), besides tables_allow / tables_deny.
    // Empty: the adapter has none.
    virtual QString globVisibilityRules() const { return {}; }

    // --- introspection (in the connection's thread)
    // Schemas, tables, views and their columns, for the schema browser. Must be fast on
    // large catalogues: a few batch queries, never one per table.
    virtual Result<Catalog> introspect(Session& session) const = 0;
    // The schemas a user may look into, without builtinHiddenSchemas(). Default: the
    // schemas of introspect().
    virtual Result<QStringList> listSchemas(Session& session) const;
    // Tables and views (schema, name, kind; no columns) of the given schemas, or of every
    // listed schema when the list is empty, ordered by schema and name. Default: from
    // introspect().
    virtual Result<QList<TableInfo>> listTables(Session& session,
                                                const QStringList& schemas = {}) const;
    // Columns, keys, indexes and comments of one table or view. The default knows only
    // what introspect() knows. Error code "table_not_found" when there is no such table.
    virtual Result<TableDescription> describeTable(Session& session, const QString& schema,
                                                   const QString& table) const;
    // Up to limit (capped at kMaxDistinctValues) distinct values of a column, sorted, NULL
    // included. The default refuses ("unsupported"): only the adapter knows how to ask.
    static constexpr int kMaxDistinctValues = 1000;
    virtual Result<QVariantList> distinctValues(Session& session, const QString& schema,
                                                const QString& table, const QString& column,
                                                int limit = 100) const;

    // --- statements (in the connection's thread)
    // Checks a statement against the database without running it. Errors:
    // "invalid_statement" (the database's message), "not_validated" (this kind of statement
    // cannot be checked without running it), "unsupported" (the adapter cannot validate).
    virtual Result<void> validate(Session& session, const QString& statement) const;
    // The database's plan for a statement, in its best form, without running it.
    // Error "no_plan" when the adapter has none.
    virtual Result<QueryPlan> queryPlan(Session& session, const QString& statement) const;
    // The relations a statement reads, without running it, so that visibility rules can
    // refuse it first. Error "table_not_found", with that table's bare name as the message,
    // when it names a table that does not exist;
    // "unsupported" (the default) when the adapter cannot tell, which refuses the statement
    // wherever rules hide something.
    virtual Result<StatementReferences> referencedRelations(Session& session,
                                                            const QString& statement) const
    {
        Q_UNUSED(session)
        Q_UNUSED(statement)
        return Error{ErrorCode::Unsupported, QString()}; // the caller words the refusal
    }

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
    // default gives the language id only, with all three capabilities.
    virtual AiContext aiContext() const;
    // The hints of every aiContext() error pattern that matches a database message.
    virtual QStringList errorHints(const QString& message) const;
};

} // namespace nelumbo
