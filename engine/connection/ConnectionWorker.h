#pragma once

#include "adapter/DatabaseAdapter.h"
#include "adapter/Schema.h"
#include "adapter/Session.h"
#include "adapter/SourceUrl.h"
#include "connection/AdapterRequest.h"
#include "core/Result.h"
#include "visibility/ResultColumnFilter.h"
#include "visibility/StatementGuard.h"
#include "visibility/VisibilityPolicy.h"

#include <QMutex>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace nelumbo {

// Shared between a Connection and its worker: how to interrupt the database from any thread.
struct CancelState
{
    QMutex mutex;
    std::function<void()> interrupt; // set while the database is open
    // Cut the main and the second session's network connections; set while they are open.
    std::function<void()> disconnectMain;
    std::function<void()> disconnectCalls;
    std::atomic<quint64> cancelledId{0};
    std::atomic<bool> closing{false}; // the Connection is going away: run nothing more
    std::atomic<int> working{0};      // the worker is in a call that may wait on the database

    void cancel(quint64 id)
    {
        cancelledId.store(id);
        QMutexLocker lock(&mutex);
        if (interrupt)
            interrupt();
    }
    // Interrupts only work in progress: a cancel request costs the server a connection.
    void interruptWork()
    {
        if (working.load() == 0)
            return;
        QMutexLocker lock(&mutex);
        if (interrupt)
            interrupt();
    }
    void disconnectAll()
    {
        QMutexLocker lock(&mutex);
        if (disconnectMain)
            disconnectMain();
        if (disconnectCalls)
            disconnectCalls();
    }
};

// Lives in the connection's thread and owns the adapter's Session there; internal to Connection.
class ConnectionWorker : public QObject
{
    Q_OBJECT
public:
    ConnectionWorker(const QString& connectionName, std::shared_ptr<CancelState> cancel);
    ~ConnectionWorker() override;

    void open(const DatabaseAdapter* adapter, const SourceUrl& url);
    void execute(quint64 id, const QString& statement, const QVariantList& params, int firstBatch);
    void fetch(quint64 id, int rows);
    void discard(quint64 id);
    // Read-only (the default) refuses anything but reads before it reaches the database.
    void setReadOnly(bool readOnly);
    void loadCatalog();
    // Statements that read what the policy hides are refused before they run; column rules
    // apply to their results.
    void setVisibilityPolicy(const VisibilityPolicy& policy);
    // Runs an adapter call unless it was dropped meanwhile; answers with callDone().
    void runCall(quint64 id, const std::shared_ptr<std::atomic<bool>>& dropped,
                 const AdapterJob& job);
    void close(); // closes the database; the owner then ends the thread

Q_SIGNALS:
    void opened(bool ok, const nelumbo::Error& error);
    // The session's WriteGuard (as int), before opened() and after each read-only switch.
    void writeGuardKnown(int guard);
    void columns(quint64 id, const QStringList& names);
    void rows(quint64 id, const nelumbo::RowBatch& batch, bool more, qint64 elapsedNs);
    void done(quint64 id, qint64 rowsAffected, qint64 elapsedNs);
    void failed(quint64 id, const nelumbo::Error& error, qint64 elapsedNs);
    void catalog(const nelumbo::Catalog& catalog);
    void catalogFailed(const nelumbo::Error& error);
    void callDone(quint64 id, const nelumbo::AdapterDelivery& delivery);

private:
    struct OpenQuery
    {
        std::unique_ptr<RowCursor> cursor;
        ResultColumnFilter filter;
    };
    // Whether the result stays open with more rows to fetch.
    bool readBatch(quint64 id, OpenQuery& open, int maxRows, qint64 elapsedSoFar);
    // Marks the session lost when its server went away, and says so in the error.
    Error errorFor(quint64 id, const QString& databaseMessage);
    // Opens the session again when its server went away; the error when it still cannot.
    Result<void> reconnectIfLost();
    // Opens the session and makes it as the worker needs it (read-only, names, cancel).
    Result<void> startSession();
    // Lets the main session run a statement while results on it are still open.
    void freeMainSession();
    // The main session, or while it still streams a result (and the database cannot run
    // a second statement meanwhile), a second read-only session opened on first use.
    // Gives the session the policy's view of stored names (Session::setNameFilter).
    void applyNameFilter();
    Result<Session*> sessionForCalls();
    QString metadataName() const { return m_name + QStringLiteral("-metadata"); }

    QString m_name;
    std::shared_ptr<CancelState> m_cancel;
    const DatabaseAdapter* m_adapter = nullptr;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<Session> m_second; // for adapter calls while m_session streams
    std::optional<SourceUrl> m_url;    // to open the session again after its server went away
    bool m_lost = false;               // the server went away; reopen before the next request
    bool m_readOnly = true;
    VisibilityPolicy m_policy;
    StatementGuard m_guard;
    std::map<quint64, OpenQuery> m_queries; // statements with rows still to fetch
};

} // namespace nelumbo
