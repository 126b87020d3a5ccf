#pragma once

#include "adapter/DatabaseAdapter.h"

#include <functional>
#include <memory>

class QSqlDatabase;
class QSqlError;
class QSqlQuery;

namespace nelumbo {

// An adapter whose sessions are Qt SQL connections (QtSqlSession): what it adds to
// DatabaseAdapter is how to configure, open, cancel and read results of its Qt driver.
// Every method that receives a QSqlDatabase& or QSqlQuery& runs in that session's thread.
class QtSqlAdapter : public DatabaseAdapter
{
public:
    // A QtSqlSession on the Qt driver, configured, opened and ready (afterOpen()).
    Result<std::unique_ptr<Session>> openSession(const SourceUrl& url,
                                                 const QString& name) const final;

    virtual QString qtDriver() const = 0; // "QSQLITE"
    // The driver's plugin file without "lib" and suffix ("qsqlite"): see QtSqlDriverPlugins.
    virtual QString qtDriverPlugin() const { return {}; }

    // --- connection
    // Called in the connection's thread, before open().
    virtual Result<void> configure(QSqlDatabase& db, const SourceUrl& url) const = 0;
    // Called in the connection's thread right after a successful open().
    virtual Result<void> afterOpen(QSqlDatabase& db) const;
    // A thread-safe function that interrupts whatever the connection is running. Called
    // from any thread while the connection is open (ConnectionWorker drops it before it
    // closes the database). Where the database allows, it should also stay harmless after
    // the connection closed (PostgreSQL's and MySQL's do; SQLite's holds the live handle).
    virtual std::function<void()> makeCanceller(QSqlDatabase& db) const = 0;
    // A thread-safe function that cuts the session's network connection at once, so a
    // thread blocked on an unresponsive server returns. Called from any thread while the
    // session is open (ConnectionWorker drops it before closing); empty when there is no
    // network (the default).
    virtual std::function<void()> makeDisconnector(QSqlDatabase& db) const;
    // Makes the database itself refuse writes for the rest of the session (or allow them
    // again), so that a statement that slipped past every other check still cannot write.
    virtual Result<void> setSessionReadOnly(QSqlDatabase& db, bool readOnly) const;
    // Whether the session can run another statement while a result is still being read.
    // When not, adapter calls made meanwhile go to a second, read-only session.
    virtual bool readsConcurrently() const { return false; }
    // Whether the connection's server went away (Session::connectionLost()); no round trip.
    virtual bool connectionLost(QSqlDatabase& db) const
    {
        Q_UNUSED(db)
        return false;
    }

    // --- results (in the connection's thread)
    // The column names of a query's result as the database spells them. The default reads
    // QSqlRecord; adapters whose Qt driver alters names override it.
    virtual QStringList columnNames(const QSqlQuery& query) const;
    // The message of a failed statement in the database's words. The default is the
    // database text of the error, or Qt's text when there is none.
    virtual QString errorMessage(const QSqlError& error) const;
    // How the cells of a statement's result are read, called once on its query right after
    // it ran: a function giving the value of a column of the row the query is on. Adapters
    // return one where the driver's conversion would change values (keep the database's
    // text: ExactNumber for exact decimals, QString for dates and times); the default, an
    // empty function, means QSqlQuery::value().
    using CellReader = std::function<QVariant(const QSqlQuery& query, int column)>;
    virtual CellReader cellReader(QSqlQuery& query) const;
    // Runs a statement with its bound parameters (none: a plain statement) and returns its
    // result as a cursor that streams it from the server, for drivers that would read the
    // whole result before the first row. nullptr (the default): the Qt driver's query serves.
    virtual std::unique_ptr<RowCursor> openCursor(QSqlDatabase& db, const QString& statement,
                                                  const QVariantList& params) const;

    // The Qt driver's query, read as the adapter says.
    Result<QVariantList> distinctValues(Session& session, const QString& schema,
                                        const QString& table, const QString& column,
                                        int limit = 100) const override;
};

} // namespace nelumbo
