#include "connection/AdapterRequest.h"

#include "connection/Connection.h"
#include "core/ErrorCodes.h"

namespace nelumbo {

AdapterRequest::AdapterRequest(Connection* connection)
    : QObject(connection)
    , m_connection(connection)
{}

AdapterRequest::~AdapterRequest()
{
    m_dropped->store(true);
    if (m_connection)
        m_connection->forgetRequest(m_id);
}

void AdapterRequest::cancel()
{
    if (m_finished)
        return;
    m_dropped->store(true);
    if (m_connection)
        m_connection->forgetRequest(m_id);
    setFailure(Error{ErrorCode::Cancelled, tr("Cancelled")});
    complete();
}

void AdapterRequest::complete()
{
    m_finished = true;
    Q_EMIT finished();
}

} // namespace nelumbo
