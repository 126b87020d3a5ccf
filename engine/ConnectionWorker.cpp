#include "ConnectionWorker.h"

#include "DatabaseAdapter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlRecord>
#include <QThread>

namespace nelumbo {

namespace {
// A statement run through the Qt driver's own query.
class DriverCursor final : public RowCursor
{
public:
    DriverCursor(const DatabaseAdapter& adapter, QSqlDatabase db, const QString& statement,
                 const QVariantList& params)
        : m_adapter(adapter)
        , m_query(db)
    {
        m_query.setForwardOnly(true);
        bool ok = false;
        if (params.isEmpty()) {
            ok = m_query.exec(statement);
        } else {
            ok = m_query.prepare(statement);
            for (const QVariant& value : params)
                m_query.addBindValue(value);
            ok = ok && m_query.exec();
        }
        if (!ok)
            m_error = m_adapter.errorMessage(m_query.lastError());
        else if (m_query.isSelect())
            m_read = m_adapter.cellReader(m_query);
    }
    QString error() const override { return m_error; }
    bool isSelect() const override { return m_query.isSelect(); }
    QStringList columnNames() const override { return m_adapter.columnNames(m_query); }
    qint64 rowsAffected() const override { return m_query.numRowsAffected(); }
    bool next() override
    {
        if (m_query.next())
            return true;
        if (m_query.lastError().isValid())
            m_error = m_adapter.errorMessage(m_query.lastError());
        return false;
    }
    QVariant value(int column) const override
    {
        return m_read ? m_read(m_query, column) : m_query.value(column);
    }
    void finish() override { m_query.finish(); }

private:
    const DatabaseAdapter& m_adapter;
    QSqlQuery m_query;
    DatabaseAdapter::CellReader m_read;
    QString m_error;
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
    QSqlDatabase db = QSqlDatabase::addDatabase(adapter->qtDriver(), m_name);
    if (!db.isValid()) {
        Q_EMIT opened(false,
                      Error{QStringLiteral("driver_missing"),
                            tr("The Qt SQL driver %1 is not installed").arg(adapter->qtDriver())});
        return;
    }
    if (auto r = adapter->configure(db, url); !r) {
        Q_EMIT opened(false, r.error());
        return;
    }
    if (!db.open()) {
        Q_EMIT opened(false,
                      Error{QStringLiteral("open_failed"), adapter->errorMessage(db.lastError())});
        return;
    }
    if (auto r = adapter->afterOpen(db); !r) {
        db.close();
        Q_EMIT opened(false, r.error());
        return;
    }
    // Second line of defence: the database session itself refuses writes.
    if (auto r = adapter->setSessionReadOnly(db, m_readOnly); !r) {
        db.close();
        Q_EMIT opened(false, r.error());
        return;
    }
    {
        QMutexLocker lock(&m_cancel->mutex);
        m_cancel->interrupt = adapter->makeCanceller(db);
        m_cancel->disconnectMain = adapter->makeDisconnector(db);
    }
    m_open = true;
    Q_EMIT opened(true, {});
}

Error ConnectionWorker::errorFor(quint64 id, const QString& databaseMessage) const
{
    if (m_cancel->cancelledId.load() == id)
        return Error{QStringLiteral("cancelled"), tr("Cancelled")};
    return Error{QStringLiteral("query_failed"), databaseMessage};
}

void ConnectionWorker::execute(quint64 id, const QString& statement, const QVariantList& params,
                               int firstBatch)
{
    QElapsedTimer timer;
    timer.start();
    if (!m_open) {
        Q_EMIT failed(id, Error{QStringLiteral("not_open"), tr("The database is not open")}, 0);
        return;
    }
    if (m_cancel->closing.load())
        return;
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
            m_guard.check(*m_adapter, session.value(), m_policy, statement, !params.isEmpty());
        if (!checked) {
            Error e = checked.error();
            if (e.code == QLatin1String("invalid_statement"))
                e.code = QStringLiteral("query_failed"); // what running it would have said
            Q_EMIT failed(id, e, timer.nsecsElapsed());
            return;
        }
        references = checked.value();
    }
    QSqlDatabase db = QSqlDatabase::database(m_name, false);
    freeMainSession();
    // The adapter's streaming cursor when it has one, else the Qt driver's query.
    std::unique_ptr<RowCursor> cursor =
        params.isEmpty() ? m_adapter->openCursor(db, statement) : nullptr;
    if (!cursor)
        cursor = std::make_unique<DriverCursor>(*m_adapter, db, statement, params);
    if (!cursor->error().isEmpty()) {
        Q_EMIT failed(id, errorFor(id, cursor->error()), timer.nsecsElapsed());
        return;
    }
    if (!cursor->isSelect()) {
        // Drivers repeat the last DML count after DDL; only report it for DML.
        static const QRegularExpression dml(
            QStringLiteral("^\\s*(WITH\\b.*\\b)?(INSERT|UPDATE|DELETE|REPLACE|MERGE)\\b"),
            QRegularExpression::CaseInsensitiveOption |
                QRegularExpression::DotMatchesEverythingOption);
        const bool isDml = dml.match(statement).hasMatch();
        Q_EMIT done(id, isDml ? cursor->rowsAffected() : -1, timer.nsecsElapsed());
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
    if (m_cancel->cancelledId.load() == id) {
        // Cancelled between the batch and now: say so, or the caller waits forever.
        open.cursor->finish();
        Q_EMIT failed(id, errorFor(id, {}), 0);
        return;
    }
    m_queries.emplace(id, std::move(open));
}

void ConnectionWorker::fetch(quint64 id, int rows)
{
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
    QVariantList cells;
    cells.reserve(qsizetype(maxRows) * columnCount);
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
        for (int c = 0; c < columnCount; ++c)
            cells.append(cursor.value(c));
        ++fetched;
    }
    const qint64 elapsed = elapsedSoFar + timer.nsecsElapsed();
    if (!more && !cursor.error().isEmpty()) {
        // The rows read before the error still reach the caller, then the error.
        const QString message = cursor.error();
        cursor.finish();
        if (fetched > 0)
            Q_EMIT rows(id, open.filter.apply(cells, fetched), fetched, false, elapsed);
        Q_EMIT failed(id, errorFor(id, message), 0);
        return false;
    }
    Q_EMIT rows(id, open.filter.apply(cells, fetched), fetched, more, elapsed);
    if (!more) {
        cursor.finish();
        Q_EMIT done(id, -1, 0);
    }
    return more;
}

void ConnectionWorker::freeMainSession()
{
    // Results still open on the session must not lose their rows to the next statement.
    if (!m_adapter->readsConcurrently())
        for (auto& [id, open] : m_queries)
            open.cursor->bufferRest();
}

void ConnectionWorker::setReadOnly(bool readOnly)
{
    if (m_open && readOnly != m_readOnly) {
        freeMainSession();
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        if (auto r = m_adapter->setSessionReadOnly(db, readOnly); !r) {
            // Fail closed: if the session cannot be switched, keep refusing writes.
            m_readOnly = true;
            return;
        }
    }
    m_readOnly = readOnly;
}

void ConnectionWorker::discard(quint64 id)
{
    m_queries.erase(id);
}

void ConnectionWorker::loadCatalog()
{
    if (!m_open) {
        Q_EMIT catalogFailed(Error{QStringLiteral("not_open"), tr("The database is not open")});
        return;
    }
    m_guard.forgetCatalog();
    auto session = sessionForCalls();
    if (!session) {
        Q_EMIT catalogFailed(session.error());
        return;
    }
    auto result = m_adapter->introspect(session.value());
    if (result)
        Q_EMIT catalog(result.value());
    else
        Q_EMIT catalogFailed(result.error());
}

void ConnectionWorker::setVisibilityPolicy(const VisibilityPolicy& policy)
{
    m_policy = policy;
    m_guard.forgetCatalog();
}

Result<QSqlDatabase> ConnectionWorker::sessionForCalls()
{
    QSqlDatabase main = QSqlDatabase::database(m_name, false);
    if (m_queries.empty() || m_adapter->readsConcurrently())
        return main;
    const QString name = metadataName();
    if (QSqlDatabase::contains(name)) {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isOpen())
            return db;
    }
    // Same server, user, database and options (search path included); read-only whatever
    // the main session allows, because it only ever reads the catalogue.
    QSqlDatabase db = QSqlDatabase::cloneDatabase(m_name, name);
    Error error;
    if (!db.open())
        error = Error{QStringLiteral("open_failed"), m_adapter->errorMessage(db.lastError())};
    else if (auto r = m_adapter->afterOpen(db); !r)
        error = r.error();
    else if (auto r = m_adapter->setSessionReadOnly(db, true); !r)
        error = r.error();
    if (error.code.isEmpty()) {
        QMutexLocker lock(&m_cancel->mutex);
        m_cancel->disconnectCalls = m_adapter->makeDisconnector(db);
        return db;
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(name);
    return error;
}

void ConnectionWorker::runCall(quint64 id, const std::shared_ptr<std::atomic<bool>>& dropped,
                               const AdapterJob& job)
{
    if (dropped->load() || m_cancel->closing.load())
        return;
    auto fail = [this, id](const Error& e) {
        Q_EMIT callDone(id, [e](AdapterRequest* r) { r->setFailure(e); });
    };
    if (!m_open)
        return fail(Error{QStringLiteral("not_open"), tr("The database is not open")});
    auto session = sessionForCalls();
    if (!session)
        return fail(session.error());
    AdapterCallScope scope{*m_adapter, session.value(), m_policy, m_guard};
    Q_EMIT callDone(id, job(scope));
}

void ConnectionWorker::close()
{
    {
        QMutexLocker lock(&m_cancel->mutex);
        m_cancel->interrupt = nullptr;
        m_cancel->disconnectMain = nullptr;
        m_cancel->disconnectCalls = nullptr;
    }
    m_queries.clear();
    if (QSqlDatabase::contains(metadataName())) {
        {
            QSqlDatabase db = QSqlDatabase::database(metadataName(), false);
            db.close();
        }
        QSqlDatabase::removeDatabase(metadataName());
    }
    if (QSqlDatabase::contains(m_name)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    m_open = false;
    QThread::currentThread()->quit();
}

} // namespace nelumbo
