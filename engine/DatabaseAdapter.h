#pragma once

#include "Result.h"
#include "Schema.h"
#include "SourceUrl.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QSqlDatabase;

namespace nelumbo {

// What a kind of database contributes: its query language, how to open and cancel,
// and how to read its catalogue. Core code talks to databases only through this.
class DatabaseAdapter
{
public:
    virtual ~DatabaseAdapter() = default;

    virtual QString id() const = 0;             // "sqlite"
    virtual QString displayName() const = 0;    // "SQLite"
    virtual QString queryLanguage() const = 0;  // "sql:sqlite"
    virtual QStringList urlSchemes() const = 0; // {"sqlite"}
    virtual QString qtDriver() const = 0;       // "QSQLITE"
    // Name of the KSyntaxHighlighting definition for the editor, e.g. "SQL (PostgreSQL)".
    virtual QString highlightingDefinition() const = 0;

    // Called in the connection's thread, before open().
    virtual Result<void> configure(QSqlDatabase& db, const SourceUrl& url) const = 0;
    // Called in the connection's thread right after a successful open().
    virtual Result<void> afterOpen(QSqlDatabase& db) const { return {}; }
    // A thread-safe function that interrupts whatever the connection is running.
    // Called from any thread while the connection is open.
    virtual std::function<void()> makeCanceller(QSqlDatabase& db) const = 0;
    // Reads schemas, tables, views and columns. Called in the connection's thread.
    virtual Result<Catalog> introspect(QSqlDatabase& db) const = 0;
};

// The adapters known to this process; filled at start-up by registerBuiltinAdapters().
class AdapterRegistry
{
public:
    static void add(std::unique_ptr<DatabaseAdapter> adapter);
    static const DatabaseAdapter* forScheme(const QString& scheme);
    static const DatabaseAdapter* byId(const QString& id);
    static QStringList ids();
};

} // namespace nelumbo
