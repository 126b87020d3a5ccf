#include "connection/Connection.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "connection/ConnectionWorker.h"
#include "connection/QueryHandle.h"
#include "core/ErrorCodes.h"
#include "core/WorkerThread.h"
#include "visibility/StatementGuard.h"
#include "visibility/VisibilityConfig.h"
#include "visibility/VisibleCatalog.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QMutex>

namespace nelumbo {

namespace {
QString nextConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("nelumbo-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
}
} // namespace

Connection::Connection(QObject* parent)
    : QObject(parent)
    , m_cancel(std::make_shared<CancelState>())
{
    qRegisterMetaType<nelumbo::Error>();
    qRegisterMetaType<nelumbo::Catalog>();
    qRegisterMetaType<nelumbo::RowBatch>();
    qRegisterMetaType<nelumbo::AdapterDelivery>();

    auto worker = std::make_unique<ConnectionWorker>(nextConnectionName(), m_cancel);
    m_worker = worker.get();

    connect(m_worker, &ConnectionWorker::writeGuardKnown, this, [this](int guard) {
        if (WriteGuard(guard) == m_writeGuard)
            return;
        m_writeGuard = WriteGuard(guard);
        Q_EMIT writeGuardChanged();
    });
    connect(m_worker, &ConnectionWorker::opened, this, [this](bool ok, const Error& error) {
        m_open = ok;
        if (ok)
            Q_EMIT opened();
        else
            Q_EMIT openFailed(error);
    });
    connect(m_worker, &ConnectionWorker::columns, this,
            [this](quint64 id, const QStringList& names) {
                if (QueryHandle* h = handle(id)) {
                    h->m_columns = names;
                    h->m_hasResultSet = true;
                    Q_EMIT h->columnsReady(names);
                }
            });
    connect(m_worker, &ConnectionWorker::rows, this,
            [this](quint64 id, const RowBatch& batch, bool more, qint64 ns) {
                QueryHandle* h = handle(id);
                if (!h)
                    return;
                h->m_rowsFetched += batch.rowCount();
                h->m_elapsedNs += ns;
                h->m_hasMore = more;
                if (more)
                    h->setState(QueryHandle::State::Idle);
                const QPointer<QueryHandle> guard(h);
                Q_EMIT h->rowsReady(batch);
                // A cancel sent after the worker's last look at this batch would be lost: the
                // worker rests, and the handle would wait idle for ever. End it here instead.
                if (guard && guard->state() == QueryHandle::State::Idle &&
                    m_cancel->cancelledId.load() == id)
                    requestCancel(guard);
            });
    connect(m_worker, &ConnectionWorker::done, this,
            [this](quint64 id, qint64 affected, qint64 ns) {
                QueryHandle* h = handle(id);
                if (!h)
                    return;
                h->m_rowsAffected = affected;
                h->m_elapsedNs += ns;
                h->m_hasMore = false;
                h->setState(QueryHandle::State::Finished);
                Q_EMIT h->finished();
            });
    connect(m_worker, &ConnectionWorker::failed, this,
            [this](quint64 id, const Error& error, qint64 ns) {
                QueryHandle* h = handle(id);
                if (!h)
                    return;
                h->m_error = error;
                h->m_elapsedNs += ns;
                h->m_hasMore = false;
                h->setState(QueryHandle::State::Failed);
                Q_EMIT h->failed(error);
            });
    connect(m_worker, &ConnectionWorker::callDone, this,
            [this](quint64 id, const AdapterDelivery& deliver) {
                const QPointer<AdapterRequest> request = m_requests.take(id);
                if (!request || request->isFinished())
                    return; // deleted or cancelled meanwhile
                deliver(request.data());
                request->complete();
            });
    connect(m_worker, &ConnectionWorker::catalog, this, &Connection::catalogReady);
    connect(m_worker, &ConnectionWorker::catalogFailed, this, &Connection::catalogFailed);

    m_thread = std::make_unique<WorkerThread>(QStringLiteral("nelumbo-db"), std::move(worker));
}

Connection::~Connection()
{
    m_cancel->closing.store(true); // before interruptWork(): the worker checks in that order
    m_cancel->interruptWork();
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->close(); }, Qt::QueuedConnection);
    m_thread->quit();
    // A healthy session closes in a moment. One stuck on an unresponsive server has its
    // network connection cut and is left to end on its own: nobody waits for the network.
    if (!m_thread->wait(kCloseWaitMs)) {
        m_cancel->disconnectAll();
        if (!m_thread->wait(kCloseWaitMs))
            WorkerThread::abandon(std::move(m_thread));
    }
    m_worker = nullptr; // gone with its thread; handles deleted after this must not reach it
}

void Connection::open(const QString& sourceUrl)
{
    m_sourceUrl = sourceUrl;
    auto url = SourceUrl::parse(sourceUrl);
    if (!url) {
        // Answer asynchronously like every other outcome, so callers need one code path.
        QMetaObject::invokeMethod(
            this, [this, e = url.error()] { Q_EMIT openFailed(e); }, Qt::QueuedConnection);
        return;
    }
    m_adapter = AdapterRegistry::forScheme(url->scheme);
    if (!m_adapter) {
        const Error e{ErrorCode::UnsupportedScheme,
                      tr("No database adapter handles \"%1\" URLs").arg(url->scheme)};
        QMetaObject::invokeMethod(
            this, [this, e] { Q_EMIT openFailed(e); }, Qt::QueuedConnection);
        return;
    }
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, a = m_adapter, u = url.value()] { w->open(a, u); },
        Qt::QueuedConnection);
}

QueryHandle* Connection::execute(const QString& statement, int firstBatch)
{
    return execute(statement, {}, firstBatch);
}

QueryHandle* Connection::execute(const QString& statement, const QVariantList& params,
                                 int firstBatch)
{
    const quint64 id = m_nextId++;
    auto* h = new QueryHandle(this, id, statement); // owned by this Connection
    m_handles.insert(id, h);
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, id, statement, params, firstBatch] {
            w->execute(id, statement, params, firstBatch);
        },
        Qt::QueuedConnection);
    return h;
}

void Connection::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, readOnly] { w->setReadOnly(readOnly); }, Qt::QueuedConnection);
}

void Connection::setVisibilityPolicy(const VisibilityPolicy& policy)
{
    m_policy = policy;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, policy] { w->setVisibilityPolicy(policy); }, Qt::QueuedConnection);
}

Result<void> Connection::applySourceVisibility(const QString& sourceName)
{
    if (!m_adapter)
        return {}; // the URL was not understood: the connection will not open
    auto policy = VisibilityConfig::policyFor(sourceName, m_adapter->queryLanguage());
    if (!policy) {
        setVisibilityPolicy(
            VisibilityPolicy::hidingEverything(BuiltinHidden::forAdapter(*m_adapter)));
        return policy.error();
    }
    setVisibilityPolicy(policy.value());
    return {};
}

void Connection::postJob(AdapterRequest* request, AdapterJob job)
{
    const quint64 id = m_nextId++;
    request->m_id = id;
    m_requests.insert(id, request);
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, id, dropped = request->m_dropped, job = std::move(job)] {
            w->runCall(id, dropped, job);
        },
        Qt::QueuedConnection);
}

void Connection::forgetRequest(quint64 id)
{
    m_requests.remove(id);
}

AdapterReply<QStringList>* Connection::listSchemas()
{
    return post<QStringList>([](AdapterCallScope& s) {
        return VisibleCatalog(s.adapter, s.policy).listSchemas(s.session);
    });
}

AdapterReply<QList<TableInfo>>* Connection::listTables(const QString& nameFilter,
                                                       const QStringList& schemas)
{
    return post<QList<TableInfo>>([nameFilter, schemas](AdapterCallScope& s) {
        return VisibleCatalog(s.adapter, s.policy).listTables(s.session, nameFilter, schemas);
    });
}

AdapterReply<TableDescription>* Connection::describeTable(const QString& schema,
                                                          const QString& table)
{
    return post<TableDescription>([schema, table](AdapterCallScope& s) {
        return VisibleCatalog(s.adapter, s.policy).describeTable(s.session, schema, table);
    });
}

AdapterReply<QVariantList>* Connection::distinctValues(const QString& schema, const QString& table,
                                                       const QString& column, int limit)
{
    return post<QVariantList>([schema, table, column, limit](AdapterCallScope& s) {
        return VisibleCatalog(s.adapter, s.policy)
            .distinctValues(s.session, schema, table, column, limit);
    });
}

namespace {
// The statement as the database can analyse it, checked against the visibility rules.
Result<QString> analysable(AdapterCallScope& s, const QString& statement)
{
    auto text = s.adapter.prepareForAnalysis(statement);
    if (!text)
        return text.error();
    if (auto checked = s.guard.check(s.adapter, s.session, s.policy, text.value()); !checked)
        return checked.error();
    return text;
}
} // namespace

AdapterReply<void>* Connection::validate(const QString& statement)
{
    return post<void>([statement](AdapterCallScope& s) -> Result<void> {
        auto text = analysable(s, statement);
        if (!text)
            return text.error();
        return s.adapter.validate(s.session, text.value());
    });
}

AdapterReply<QueryPlan>* Connection::queryPlan(const QString& statement)
{
    return post<QueryPlan>([statement](AdapterCallScope& s) -> Result<QueryPlan> {
        auto text = analysable(s, statement);
        if (!text)
            return text.error();
        return s.adapter.queryPlan(s.session, text.value());
    });
}

void Connection::loadCatalog()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->loadCatalog(); }, Qt::QueuedConnection);
}

void Connection::cancelAll()
{
    for (const auto& h : std::as_const(m_handles))
        if (h)
            h->cancel();
}

void Connection::requestFetch(QueryHandle* h, int rows)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id = h->id(), rows] { w->fetch(id, rows); }, Qt::QueuedConnection);
}

void Connection::requestCancel(QueryHandle* h)
{
    if (h->state() == QueryHandle::State::Running) {
        // Interrupt now from this thread; the worker also sees the id between rows.
        m_cancel->cancel(h->id());
        return;
    }
    if (h->state() == QueryHandle::State::Idle) {
        forget(h->id());
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker, id = h->id()] { w->discard(id); }, Qt::QueuedConnection);
        h->m_error = Error{ErrorCode::Cancelled, tr("Cancelled")};
        h->m_hasMore = false;
        h->setState(QueryHandle::State::Failed);
        Q_EMIT h->failed(h->m_error);
    }
}

void Connection::forget(quint64 id)
{
    if (m_handles.remove(id) && m_worker)
        QMetaObject::invokeMethod(
            m_worker, [w = m_worker, id] { w->discard(id); }, Qt::QueuedConnection);
}

QueryHandle* Connection::handle(quint64 id) const
{
    return m_handles.value(id).data();
}

} // namespace nelumbo
