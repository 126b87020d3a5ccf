#include "connection/ConnectionWorker.h"

#include "adapter/BatchCursor.h"
#include "adapter/DatabaseAdapter.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <algorithm>

namespace nelumbo {

namespace {
// Marks a call that may wait on the database, so closing interrupts it. It is entered
// before the call looks at CancelState::closing, which the closing side sets first.
class WorkScope
{
public:
    explicit WorkScope(CancelState& state)
        : m_state(state)
    {
        m_state.working.fetch_add(1);
    }
    ~WorkScope() { m_state.working.fetch_sub(1); }
    WorkScope(const WorkScope&) = delete;
    WorkScope& operator=(const WorkScope&) = delete;

private:
    CancelState& m_state;
};
} // namespace

ConnectionWorker::ConnectionWorker(const QString& connectionName,
                                   std::shared_ptr<CancelState> cancel)
    : m_name(connectionName)
    , m_cancel(std::move(cancel))
{}

ConnectionWorker::~ConnectionWorker()
{
    // Normally close() ran already in this object's thread.
    m_queries.clear();
}

void ConnectionWorker::open(const DatabaseAdapter* adapter, const SourceUrl& url)
{
    m_adapter = adapter;
    m_url = url;
    if (auto r = startSession(); !r) {
        Q_EMIT opened(false, r.error());
        return;
    }
    Q_EMIT writeGuardKnown(int(m_session->writeGuard()));
    Q_EMIT opened(true, {});
}

Result<void> ConnectionWorker::startSession()
{
    auto session = m_adapter->openSession(*m_url, m_name);
    if (!session)
        return session.error();
    // Second line of defence: the database session itself refuses writes.
    if (auto r = session.value()->setReadOnly(m_readOnly); !r) {
        session.value()->close();
        return r.error();
    }
    m_session = std::move(session.value());
    applyNameFilter();
    {
        QMutexLocker lock(&m_cancel->mutex);
        m_cancel->interrupt = m_session->makeCanceller();
        m_cancel->disconnectMain = m_session->makeDisconnector();
    }
    return {};
}

Result<void> ConnectionWorker::reconnectIfLost()
{
    if (!m_lost && !(m_session && m_session->connectionLost()))
        return {};
    if (!m_url || !m_adapter)
        return {};
    {
        QMutexLocker lock(&m_cancel->mutex);
        m_cancel->interrupt = {};
        m_cancel->disconnectMain = {};
        m_cancel->disconnectCalls = {};
    }
    // The old session's results and second session went with its server.
    m_queries.clear();
    if (m_second) {
        m_second->close();
        m_second.reset();
    }
    if (m_session) {
        m_session->close();
        m_session.reset();
    }
    m_guard.forgetCatalog();
    m_lost = true;
    if (auto r = startSession(); !r)
        //: %1 is the database's message
        return Error{ErrorCode::ConnectionLost,
                     tr("The database server cannot be reached: %1").arg(r.error().message)};
    m_lost = false;
    Q_EMIT writeGuardKnown(int(m_session->writeGuard()));
    return {};
}

Error ConnectionWorker::errorFor(quint64 id, const QString& databaseMessage)
{
    if (m_cancel->cancelledId.load() == id)
        return Error{ErrorCode::Cancelled, tr("Cancelled")};
    if (m_session && m_session->connectionLost()) {
        m_lost = true;
        //: %1 is the database's message
        return Error{ErrorCode::ConnectionLost,
                     tr("The connection to the database server was lost: %1")
                         .arg(databaseMessage.trimmed())};
    }
    return Error{ErrorCode::QueryFailed, databaseMessage};
}

void ConnectionWorker::execute(quint64 id, const QString& statement, const QVariantList& params,
                               int firstBatch)
{
    const WorkScope work(*m_cancel);
    QElapsedTimer timer;
    timer.start();
    if (m_cancel->closing.load())
        return;
    if (auto r = reconnectIfLost(); !r) {
        Q_EMIT failed(id, r.error(), timer.nsecsElapsed());
        return;
    }
    if (!m_session) {
        Q_EMIT failed(id, Error{ErrorCode::NotOpen, tr("The database is not open")}, 0);
        return;
    }
    if (m_cancel->cancelledId.load() == id) {
        Q_EMIT failed(id, errorFor(id, {}), 0);
        return;
    }
    // First line of defence: the text itself, read by the adapter's language. The database
    // session is the second.
    const QueryLanguage& language = m_adapter->language();
    const AccessVerdict verdict =
        m_readOnly ? language.checkReadOnly(statement) : language.checkSingleStatement(statement);
    if (!verdict.allowed) {
        Q_EMIT failed(id, verdict.toError(), timer.nsecsElapsed());
        return;
    }
    // Visibility: what the statement reads is checked before it runs.
    StatementReferences references;
    const bool restricted = m_policy.restrictsAnything();
    if (restricted) {
        auto session = sessionForCalls();
        if (!session) {
            Q_EMIT failed(id, session.error(), timer.nsecsElapsed());
            return;
        }
        auto checked =
            m_guard.check(*m_adapter, *session.value(), m_policy, statement, !params.isEmpty());
        if (!checked) {
            Error e = checked.error();
            if (e.code == ErrorCode::InvalidStatement)
                e.code = ErrorCode::QueryFailed; // what running it would have said
            Q_EMIT failed(id, e, timer.nsecsElapsed());
            return;
        }
        references = checked.value();
    }
    freeMainSession();
    std::unique_ptr<RowCursor> cursor = m_session->execute(statement, params);
    if (!cursor->error().isEmpty()) {
        Q_EMIT failed(id, errorFor(id, cursor->error()), timer.nsecsElapsed());
        return;
    }
    if (!cursor->isSelect()) {
        // The session knows which of its statements count rows; core does not read the text.
        Q_EMIT done(id, cursor->rowsAffected(), timer.nsecsElapsed());
        return;
    }
    const QStringList names = cursor->columnNames();
    OpenQuery open{std::move(cursor), {}};
    if (restricted) {
        auto filter = ResultColumnFilter::forResult(m_policy, references, names);
        if (!filter) {
            open.cursor->finish();
            Q_EMIT failed(id, filter.error(), timer.nsecsElapsed());
            return;
        }
        open.filter = filter.value();
    }
    Q_EMIT columns(id, open.filter.keepsEverything() ? names : open.filter.names());
    if (!readBatch(id, open, firstBatch, timer.nsecsElapsed()))
        return;
    m_queries.emplace(id, std::move(open));
}

void ConnectionWorker::fetch(quint64 id, int rows)
{
    const WorkScope work(*m_cancel);
    auto it = m_queries.find(id);
    if (it == m_queries.end()) {
        // Discarded or cancelled meanwhile; every request gets an answer.
        Q_EMIT failed(id, errorFor(id, tr("The rest of this result is no longer available")), 0);
        return;
    }
    if (!readBatch(id, it->second, rows, 0))
        m_queries.erase(it);
}

bool ConnectionWorker::readBatch(quint64 id, OpenQuery& open, int maxRows, qint64 elapsedSoFar)
{
    RowCursor& cursor = *open.cursor;
    QElapsedTimer timer;
    timer.start();
    const int columnCount = int(cursor.columnNames().size());
    RowBatch batch(columnCount, std::min(maxRows, 4096));
    BatchCursor* direct = dynamic_cast<BatchCursor*>(&cursor);
    int fetched = 0;
    bool more = true;
    while (fetched < maxRows) {
        if (m_cancel->cancelledId.load() == id || m_cancel->closing.load()) {
            cursor.finish();
            Q_EMIT failed(id, errorFor(id, {}), elapsedSoFar + timer.nsecsElapsed());
            return false;
        }
        if (!cursor.next()) {
            more = false;
            break;
        }
        if (direct) {
            direct->readRow(batch);
        } else {
            for (int c = 0; c < columnCount; ++c)
                batch.appendValue(cursor.value(c));
            batch.endRow();
        }
        ++fetched;
    }
    batch.squeeze();
    const qint64 elapsed = elapsedSoFar + timer.nsecsElapsed();
    if (!more && !cursor.error().isEmpty()) {
        // The rows read before the error still reach the caller, then the error.
        const QString message = cursor.error();
        cursor.finish();
        if (fetched > 0)
            Q_EMIT rows(id, open.filter.apply(batch), false, elapsed);
        Q_EMIT failed(id, errorFor(id, message), 0);
        return false;
    }
    Q_EMIT rows(id, open.filter.apply(batch), more, elapsed);
    if (!more) {
        cursor.finish();
        Q_EMIT done(id, -1, 0);
        return false;
    }
    if (m_cancel->cancelledId.load() == id) {
        // Cancelled while the batch's last row was read: say so, or the caller waits forever.
        cursor.finish();
        Q_EMIT failed(id, errorFor(id, {}), 0);
        return false;
    }
    return true;
}

void ConnectionWorker::freeMainSession()
{
    // Results still open on the session must not lose their rows to the next statement.
    if (!m_session->readsConcurrently())
        for (auto& [id, open] : m_queries)
            open.cursor->bufferRest();
}

void ConnectionWorker::setReadOnly(bool readOnly)
{
    if (m_session && readOnly != m_readOnly) {
        freeMainSession();
        if (auto r = m_session->setReadOnly(readOnly); !r) {
            // Fail closed: if the session cannot be switched, keep refusing writes.
            m_readOnly = true;
            return;
        }
        Q_EMIT writeGuardKnown(int(m_session->writeGuard()));
    }
    m_readOnly = readOnly;
}

void ConnectionWorker::discard(quint64 id)
{
    m_queries.erase(id);
}

void ConnectionWorker::loadCatalog()
{
    const WorkScope work(*m_cancel);
    if (m_cancel->closing.load())
        return;
    // Reading the catalogue changes nothing: once more on a new session when the server
    // went away since the last request.
    for (int attempt = 0;; ++attempt) {
        if (auto r = reconnectIfLost(); !r) {
            Q_EMIT catalogFailed(r.error());
            return;
        }
        if (!m_session) {
            Q_EMIT catalogFailed(Error{ErrorCode::NotOpen, tr("The database is not open")});
            return;
        }
        m_guard.forgetCatalog();
        auto session = sessionForCalls();
        if (!session) {
            Q_EMIT catalogFailed(session.error());
            return;
        }
        auto result = m_adapter->introspect(*session.value());
        if (result) {
            Q_EMIT catalog(result.value());
            return;
        }
        if (session.value()->connectionLost()) {
            m_lost = true;
            if (attempt == 0)
                continue;
            Q_EMIT catalogFailed(Error{ErrorCode::ConnectionLost,
                                       tr("The connection to the database server was lost: %1")
                                           .arg(result.error().message)});
            return;
        }
        Q_EMIT catalogFailed(result.error());
        return;
    }
}

void ConnectionWorker::setVisibilityPolicy(const VisibilityPolicy& policy)
{
    m_policy = policy;
    m_guard.forgetCatalog();
    applyNameFilter();
}

void ConnectionWorker::applyNameFilter()
{
    if (!m_session)
        return;
    Session::NameFilter visible;
    if (m_policy.restrictsAnything())
        visible = [policy = m_policy](const QString& schema, const QString& name) {
            return policy.relationVisible(schema, name);
        };
    m_session->setNameFilter(visible);
    if (m_second)
        m_second->setNameFilter(visible);
}

Result<Session*> ConnectionWorker::sessionForCalls()
{
    if (m_queries.empty() || m_session->readsConcurrently())
        return m_session.get();
    if (m_second)
        return m_second.get();
    // Same server, user, database and options (search path included); read-only whatever
    // the main session allows, because it only ever reads the catalogue.
    auto second = m_session->openSecond(metadataName());
    if (!second)
        return second.error();
    if (auto r = second.value()->setReadOnly(true); !r) {
        second.value()->close();
        return r.error();
    }
    m_second = std::move(second.value());
    applyNameFilter(); // the catalogue read there hides what the main session hides
    {
        QMutexLocker lock(&m_cancel->mutex);
        m_cancel->disconnectCalls = m_second->makeDisconnector();
    }
    return m_second.get();
}

void ConnectionWorker::runCall(quint64 id, const std::shared_ptr<std::atomic<bool>>& dropped,
                               const AdapterJob& job)
{
    const WorkScope work(*m_cancel);
    if (dropped->load() || m_cancel->closing.load())
        return;
    auto fail = [this, id](const Error& e) {
        Q_EMIT callDone(id, [e](AdapterRequest* r) { r->setFailure(e); });
    };
    if (auto r = reconnectIfLost(); !r)
        return fail(r.error());
    if (!m_session)
        return fail(Error{ErrorCode::NotOpen, tr("The database is not open")});
    auto session = sessionForCalls();
    if (!session)
        return fail(session.error());
    AdapterCallScope scope{*m_adapter, *session.value(), m_policy, m_guard};
    AdapterDelivery delivery = job(scope);
    if (session.value()->connectionLost())
        m_lost = true; // the next request opens a new session
    Q_EMIT callDone(id, std::move(delivery));
}

void ConnectionWorker::close()
{
    std::function<void()> interrupt;
    std::function<void()> disconnectMain;
    std::function<void()> disconnectCalls;
    {
        QMutexLocker lock(&m_cancel->mutex);
        interrupt.swap(m_cancel->interrupt);
        disconnectMain.swap(m_cancel->disconnectMain);
        disconnectCalls.swap(m_cancel->disconnectCalls);
    }
    // Let go outside the lock: a canceller's last copy waits for a request on its way.
    m_queries.clear();
    if (m_second) {
        m_second->close();
        m_second.reset();
    }
    if (m_session) {
        m_session->close();
        m_session.reset();
    }
}

} // namespace nelumbo
