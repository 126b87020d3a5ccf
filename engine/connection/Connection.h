#pragma once

#include "adapter/DatabaseAdapter.h"
#include "adapter/Schema.h"
#include "connection/AdapterRequest.h"
#include "core/Result.h"
#include "visibility/VisibilityPolicy.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <memory>

namespace nelumbo {

class ConnectionWorker;
class QueryHandle;
class WorkerThread;
struct CancelState;

// A database session (the adapter's Session) that lives in a thread of its own; every call returns
// at once and answers through signals, so no caller ever waits on the database.
class Connection : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFirstBatch = 256;
    static constexpr int kBatch = 4096;
    // How long the destructor waits for the session to close, before and after cutting it.
    static constexpr int kCloseWaitMs = 10;

    explicit Connection(QObject* parent = nullptr);
    // Interrupts what runs and closes the session, waiting at most 2 × kCloseWaitMs: a
    // session stuck on an unresponsive server is cut and its thread left to end on its own.
    ~Connection() override;

    // Starts opening; answers with opened() or openFailed(). The URL's adapter must exist.
    void open(const QString& sourceUrl);
    bool isOpen() const { return m_open; }
    QString sourceUrl() const { return m_sourceUrl; }
    const DatabaseAdapter* adapter() const { return m_adapter; }

    // Runs one statement with its positional `?` parameters bound (never spliced in). The
    // handle is a child of this Connection; delete it to drop its rows.
    QueryHandle* execute(const QString& statement, int firstBatch = kFirstBatch);
    QueryHandle* execute(const QString& statement, const QVariantList& params,
                         int firstBatch = kFirstBatch);
    // Read-only is the default: statements that could change anything are refused. Turning
    // it off is the caller's explicit, per-session opt-in.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }
    // Who refuses writes besides the check before running (Session::writeGuard()), as the
    // session said when it opened or last switched to read-only; writeGuardChanged() follows.
    WriteGuard writeGuard() const { return m_writeGuard; }
    // Read-only, open, and the source itself would accept writes: only the check before
    // running protects it (a status bar says so).
    bool onlyCheckRefusesWrites() const
    {
        return m_open && m_readOnly && m_writeGuard == WriteGuard::CheckOnly;
    }

    // The source's visibility rules. Statements that read a hidden table are refused before
    // they run, column rules apply to results, and the calls below answer as the rules
    // allow. Default: rules that hide nothing.
    void setVisibilityPolicy(const VisibilityPolicy& policy);
    const VisibilityPolicy& visibilityPolicy() const { return m_policy; }
    // The rules of a named source from the settings file, for an opening connection (its
    // adapter known). Rules that cannot be read hide everything, and the error says why.
    Result<void> applySourceVisibility(const QString& sourceName);

    // Adapter calls. Each returns at once; the request (a child of this Connection) says
    // finished() when its result() is there. They run in the connection's thread, on a
    // second read-only session while the main one still streams a result.
    template <typename T>
    AdapterReply<T>* call(std::function<Result<T>(const DatabaseAdapter&, Session&)> work);
    // Visible schemas.
    AdapterReply<QStringList>* listSchemas();
    // Visible tables and views whose name contains nameFilter (ignoring case), of the given
    // schemas or of every visible one.
    AdapterReply<QList<TableInfo>>* listTables(const QString& nameFilter = {},
                                               const QStringList& schemas = {});
    // A hidden table answers "table_not_found" like a missing one; hidden columns are left out.
    AdapterReply<TableDescription>* describeTable(const QString& schema, const QString& table);
    // Distinct values of a visible column, masked as its rule says.
    AdapterReply<QVariantList>* distinctValues(const QString& schema, const QString& table,
                                               const QString& column, int limit = 100);
    // Template syntax is allowed ({{var}} is checked as NULL); statements reading hidden
    // tables are refused first.
    AdapterReply<void>* validate(const QString& statement);
    AdapterReply<QueryPlan>* queryPlan(const QString& statement);

    // Reads the catalogue; answers with catalogReady() or catalogFailed().
    void loadCatalog();
    // Interrupts whatever runs now.
    void cancelAll();

Q_SIGNALS:
    void opened();
    void openFailed(const nelumbo::Error& error);
    // writeGuard() changed (before opened() when the session tells at once).
    void writeGuardChanged();
    void catalogReady(const nelumbo::Catalog& catalog);
    void catalogFailed(const nelumbo::Error& error);

private:
    friend class QueryHandle;
    friend class AdapterRequest;
    template <typename T> AdapterReply<T>* post(std::function<Result<T>(AdapterCallScope&)> work);
    void postJob(AdapterRequest* request, AdapterJob job);
    void forgetRequest(quint64 id);
    void requestFetch(QueryHandle* handle, int rows);
    void requestCancel(QueryHandle* handle);
    void forget(quint64 id);
    QueryHandle* handle(quint64 id) const;

    ConnectionWorker* m_worker = nullptr; // owned by m_thread, which deletes it in the thread
    std::unique_ptr<WorkerThread> m_thread;
    std::shared_ptr<CancelState> m_cancel;
    const DatabaseAdapter* m_adapter = nullptr;
    QString m_sourceUrl;
    bool m_open = false;
    bool m_readOnly = true;
    WriteGuard m_writeGuard = WriteGuard::Unknown;
    quint64 m_nextId = 1;
    QHash<quint64, QPointer<QueryHandle>> m_handles;
    QHash<quint64, QPointer<AdapterRequest>> m_requests;
    VisibilityPolicy m_policy;
};

template <typename T>
AdapterReply<T>* Connection::post(std::function<Result<T>(AdapterCallScope&)> work)
{
    auto* reply = new AdapterReply<T>(this); // owned by this Connection
    postJob(reply, [work = std::move(work)](AdapterCallScope& scope) -> AdapterDelivery {
        auto result = std::make_shared<Result<T>>(work(scope));
        return [result](AdapterRequest* r) {
            static_cast<AdapterReply<T>*>(r)->m_result.emplace(*result);
        };
    });
    return reply;
}

template <typename T>
AdapterReply<T>* Connection::call(std::function<Result<T>(const DatabaseAdapter&, Session&)> work)
{
    return post<T>([work = std::move(work)](AdapterCallScope& scope) {
        return work(scope.adapter, scope.session);
    });
}

} // namespace nelumbo
