#pragma once

#include "core/ErrorCodes.h"
#include "core/Result.h"
#include "core/RowBatch.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>

namespace nelumbo {

class Connection;

// One running or fetched statement. Rows arrive in batches; more are fetched on request
// so a huge result never has to sit in memory at once. Owned by its Connection.
class QueryHandle : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Running,
        Idle,
        Finished,
        Failed
    };
    Q_ENUM(State)

    ~QueryHandle() override;

    quint64 id() const { return m_id; }
    QString statement() const { return m_statement; }
    State state() const { return m_state; }
    QStringList columnNames() const { return m_columns; }
    bool hasResultSet() const { return m_hasResultSet; }
    bool hasMore() const { return m_hasMore; }
    bool isBusy() const { return m_state == State::Running; }
    qint64 rowsFetched() const { return m_rowsFetched; }
    qint64 rowsAffected() const { return m_rowsAffected; }
    // Time spent in the database, summed over execution and every fetch.
    qint64 elapsedNs() const { return m_elapsedNs; }
    Error error() const { return m_error; }

    // Asks for the next batch; ignored while a batch is on its way or when nothing is left.
    void fetchMore(int rows);
    // Interrupts a running statement or drops the rows not fetched yet.
    void cancel();

Q_SIGNALS:
    void columnsReady(const QStringList& names);
    // The next rows, columnNames().size() cells each.
    void rowsReady(const nelumbo::RowBatch& rows);
    // The statement completed and every row was fetched.
    void finished();
    // Execution failed or was cancelled (error().code == ErrorCode::Cancelled).
    void failed(const nelumbo::Error& error);
    void stateChanged(nelumbo::QueryHandle::State state);

private:
    friend class Connection;
    QueryHandle(Connection* connection, quint64 id, const QString& statement);
    void setState(State state);

    QPointer<Connection> m_connection;
    quint64 m_id;
    QString m_statement;
    State m_state = State::Running;
    QStringList m_columns;
    bool m_hasResultSet = false;
    bool m_hasMore = false;
    qint64 m_rowsFetched = 0;
    qint64 m_rowsAffected = -1;
    qint64 m_elapsedNs = 0;
    Error m_error;
};

} // namespace nelumbo
