#include "connection/QueryHandle.h"

#include "connection/Connection.h"

namespace nelumbo {

QueryHandle::QueryHandle(Connection* connection, quint64 id, const QString& statement)
    : QObject(connection)
    , m_connection(connection)
    , m_id(id)
    , m_statement(statement)
{}

QueryHandle::~QueryHandle()
{
    if (m_connection)
        m_connection->forget(m_id);
}

void QueryHandle::fetchMore(int rows)
{
    if (m_state != State::Idle || !m_hasMore || !m_connection)
        return;
    setState(State::Running);
    m_connection->requestFetch(this, rows);
}

void QueryHandle::cancel()
{
    if ((m_state == State::Running || (m_state == State::Idle && m_hasMore)) && m_connection)
        m_connection->requestCancel(this);
}

void QueryHandle::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace nelumbo
