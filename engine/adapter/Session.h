#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>
#include <functional>
#include <memory>

namespace nelumbo {

// A statement's result, read row by row as the server sends it.
class RowCursor
{
public:
    virtual ~RowCursor() = default;
    // Empty unless the statement or the last next() failed: the database's message.
    virtual QString error() const = 0;
    virtual bool isSelect() const = 0;
    virtual QStringList columnNames() const = 0;
    // The rows a statement that changes rows changed; -1 for any other statement.
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

// Who refuses writes on a session made read-only, besides the language's check before a
// statement runs (the first layer of read-only).
enum class WriteGuard
{
    Unknown,  // the session cannot tell (or was never made read-only)
    Source,   // the source itself refuses them (a read-only user, session or transaction)
    CheckOnly // the source would accept them: only the check before running protects it
};

// One open session with a source, made by its adapter (DatabaseAdapter::openSession). It
// lives in the Connection's worker thread: every method runs there, except the functions
// makeCanceller() and makeDisconnector() return, which any thread may call.
class Session
{
public:
    virtual ~Session() = default;

    // Runs one statement, with params bound to its placeholders in order. The cursor says
    // whether it failed (error()), and gives the column names, then the rows.
    virtual std::unique_ptr<RowCursor> execute(const QString& statement,
                                               const QVariantList& params = {}) = 0;
    // A thread-safe function that interrupts whatever the session is running. Called from
    // any thread while the session is open (the worker drops it before close()).
    virtual std::function<void()> makeCanceller() = 0;
    // A thread-safe function that cuts the session's network connection at once, so a
    // thread blocked on an unresponsive server returns; empty when there is no network.
    virtual std::function<void()> makeDisconnector() { return {}; }
    // Makes the source itself refuse writes for the rest of the session (or allow them
    // again), so that a statement that slipped past every other check still cannot write.
    virtual Result<void> setReadOnly(bool readOnly) = 0;
    // Who refuses writes now that setReadOnly(true) ran. Default: Unknown.
    virtual WriteGuard writeGuard() const { return WriteGuard::Unknown; }
    // Whether the session can run another statement while a result is still being read.
    // When not, adapter calls made meanwhile go to a second session (openSecond()).
    virtual bool readsConcurrently() const { return false; }
    // A second session to the same source with the same options, for adapter calls while
    // this one still streams a result (the worker makes it read-only); name is unique too.
    virtual Result<std::unique_ptr<Session>> openSecond(const QString& name) = 0;
    // Ends the session; nothing runs on it afterwards.
    virtual void close() = 0;
    // Whether the server went away (stopped, or the network cut the connection): the worker
    // then opens a new session before the next statement. Must not wait on the server.
    virtual bool connectionLost() { return false; }

    // Whether the source's visibility rules show a stored name (schema, name). A session
    // whose results list names no statement named (a scan of keys) leaves out the hidden
    // ones; an empty function shows everything. Default: no such results.
    using NameFilter = std::function<bool(const QString& schema, const QString& name)>;
    virtual void setNameFilter(NameFilter visible) { Q_UNUSED(visible) }
};

} // namespace nelumbo
