#include "source/ConnectionProbe.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/CredentialUrl.h"
#include "adapter/DatabaseAdapter.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "source/SourceDefinition.h"

namespace nelumbo {

ConnectionProbe::ConnectionProbe(QObject* parent)
    : QObject(parent)
{}

ConnectionProbe::~ConnectionProbe() = default;

QString ConnectionProbe::versionQuery(const QString& kind)
{
    const DatabaseAdapter* adapter = AdapterRegistry::byId(kind);
    return adapter ? adapter->versionQuery() : QString();
}

void ConnectionProbe::start(const QString& connectionUrl)
{
    stop();
    const CredentialUrl::Parts parts = CredentialUrl::split(connectionUrl);
    m_password = parts.password;
    m_kind = SourceDefinition::kindOfScheme(parts.url.section(QLatin1Char(':'), 0, 0));

    m_connection = std::make_unique<Connection>();
    Connection* connection = m_connection.get();
    // Signals of an abandoned attempt may still be queued; they must not end this one.
    const quint64 attempt = ++m_attempt;
    const auto current = [this, attempt] { return attempt == m_attempt && m_connection; };
    connect(connection, &Connection::openFailed, this, [this, current](const Error& e) {
        if (current())
            fail(e);
    });
    connect(connection, &Connection::opened, this, [this, connection, current] {
        if (!current())
            return;
        const QString query = versionQuery(m_kind);
        if (query.isEmpty()) {
            succeed(QString());
            return;
        }
        QueryHandle* handle = connection->execute(query);
        auto version = std::make_shared<QString>();
        connect(handle, &QueryHandle::rowsReady, this, [version](const RowBatch& batch) {
            if (batch.rowCount() > 0 && batch.columnCount() > 0 && version->isEmpty())
                *version = batch.value(0, 0).toString();
        });
        connect(handle, &QueryHandle::finished, this, [this, current, version] {
            if (current())
                succeed(*version);
        });
        connect(handle, &QueryHandle::failed, this, [this, current](const Error& e) {
            if (current())
                fail(e);
        });
    });
    connection->open(connectionUrl);
}

void ConnectionProbe::succeed(const QString& version)
{
    stop();
    Q_EMIT succeeded(version);
}

void ConnectionProbe::fail(const Error& error)
{
    const Error masked{error.code, CredentialUrl::scrub(error.message, m_password)};
    stop();
    Q_EMIT failed(masked);
}

void ConnectionProbe::stop()
{
    m_password.clear();
    if (m_connection) {
        // Not from inside one of its own signals: it may still be delivering one.
        m_connection->disconnect(this);
        m_connection.release()->deleteLater();
    }
}

} // namespace nelumbo
