#include "QtSqlSession.h"

#include "QtSqlAdapter.h"
#include "SqlText.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace nelumbo {

namespace {
// The words the engine used before sessions were the adapter's, so translations still apply.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::ConnectionWorker)
};

// A statement run through the Qt driver's own query.
class DriverCursor final : public RowCursor
{
public:
    DriverCursor(const QtSqlAdapter& adapter, QSqlDatabase db, const QString& statement,
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
        m_reportsCount = SqlText::reportsRowCount(statement);
    }
    QString error() const override { return m_error; }
    bool isSelect() const override { return m_query.isSelect(); }
    QStringList columnNames() const override { return m_adapter.columnNames(m_query); }
    qint64 rowsAffected() const override { return m_reportsCount ? m_query.numRowsAffected() : -1; }
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
    const QtSqlAdapter& m_adapter;
    QSqlQuery m_query;
    QtSqlAdapter::CellReader m_read;
    QString m_error;
    bool m_reportsCount = false;
};

void removeConnection(QSqlDatabase& db)
{
    const QString name = db.connectionName();
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(name);
}
} // namespace

QtSqlSession::QtSqlSession(const QtSqlAdapter& adapter, QSqlDatabase db)
    : m_adapter(adapter)
    , m_db(std::move(db))
{}

QtSqlSession::~QtSqlSession()
{
    close();
}

Result<std::unique_ptr<Session>> QtSqlSession::open(const QtSqlAdapter& adapter,
                                                    const SourceUrl& url, const QString& name)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(adapter.qtDriver(), name);
    if (!db.isValid()) {
        removeConnection(db);
        return Error{ErrorCode::DriverMissing,
                     Tr::tr("The Qt SQL driver %1 is not installed").arg(adapter.qtDriver())};
    }
    if (auto r = adapter.configure(db, url); !r) {
        removeConnection(db);
        return r.error();
    }
    return start(adapter, db);
}

Result<std::unique_ptr<Session>> QtSqlSession::start(const QtSqlAdapter& adapter, QSqlDatabase& db)
{
    Error error;
    if (!db.open())
        error = Error{ErrorCode::OpenFailed, adapter.errorMessage(db.lastError())};
    else if (auto r = adapter.afterOpen(db); !r)
        error = r.error();
    if (!error.code.isEmpty()) {
        removeConnection(db);
        return error;
    }
    return std::unique_ptr<Session>(new QtSqlSession(adapter, std::move(db)));
}

std::unique_ptr<RowCursor> QtSqlSession::execute(const QString& statement,
                                                 const QVariantList& params)
{
    // The adapter's streaming cursor when it has one, else the Qt driver's query.
    std::unique_ptr<RowCursor> cursor = m_adapter.openCursor(m_db, statement, params);
    if (!cursor)
        cursor = std::make_unique<DriverCursor>(m_adapter, m_db, statement, params);
    return cursor;
}

std::function<void()> QtSqlSession::makeCanceller()
{
    return m_adapter.makeCanceller(m_db);
}

std::function<void()> QtSqlSession::makeDisconnector()
{
    return m_adapter.makeDisconnector(m_db);
}

Result<void> QtSqlSession::setReadOnly(bool readOnly)
{
    return m_adapter.setSessionReadOnly(m_db, readOnly);
}

bool QtSqlSession::readsConcurrently() const
{
    return m_adapter.readsConcurrently();
}

Result<std::unique_ptr<Session>> QtSqlSession::openSecond(const QString& name)
{
    QSqlDatabase db = QSqlDatabase::cloneDatabase(m_db.connectionName(), name);
    return start(m_adapter, db);
}

bool QtSqlSession::connectionLost()
{
    return m_db.isValid() && m_adapter.connectionLost(m_db);
}

void QtSqlSession::close()
{
    if (m_db.isValid())
        removeConnection(m_db);
}

} // namespace nelumbo
