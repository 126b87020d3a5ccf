#include "FakeLlmServer.h"

#include "HttpConnection.h"
#include "ServerCore.h"

#include <QFile>
#include <QJsonDocument>
#include <QTcpServer>

namespace nelumbo::fake {

QByteArray CapturedRequest::header(const QByteArray& name) const
{
    const QByteArray lower = name.toLower();
    for (const auto& [key, value] : headers) {
        if (key == lower)
            return value;
    }
    return {};
}

bool CapturedRequest::hasHeader(const QByteArray& name) const
{
    const QByteArray lower = name.toLower();
    for (const auto& header : headers) {
        if (header.first == lower)
            return true;
    }
    return false;
}

FakeLlmServer::FakeLlmServer(QObject* parent)
    : QObject(parent)
    , m_core(std::make_unique<ServerCore>(this))
{
    m_core->tcp = new QTcpServer(this);
    connect(m_core->tcp, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* socket = m_core->tcp->nextPendingConnection()) {
            new HttpConnection(
                socket, m_core->nextConnectionId++,
                [this](const HttpRequest& request, int connectionId) {
                    return m_core->handle(request, connectionId);
                },
                [this](int captureIndex, bool clientClosed) {
                    m_core->responseDone(captureIndex, clientClosed);
                },
                this);
        }
    });
}

FakeLlmServer::~FakeLlmServer()
{
    // Connections report to the core, so they go first.
    qDeleteAll(findChildren<HttpConnection*>(Qt::FindDirectChildrenOnly));
}

QString FakeLlmServer::listen(quint16 port, const QString& host)
{
    if (m_core->tcp->listen(QHostAddress(host), port))
        return {};
    return m_core->tcp->errorString();
}

quint16 FakeLlmServer::port() const
{
    return m_core->tcp->serverPort();
}

QUrl FakeLlmServer::baseUrl() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_core->tcp->serverAddress().toString());
    url.setPort(port());
    return url;
}

void FakeLlmServer::setOptions(const ServerOptions& options)
{
    m_core->setOptions(options);
}

ServerOptions FakeLlmServer::options() const
{
    return m_core->options();
}

QString FakeLlmServer::loadScenario(const QJsonObject& scenario)
{
    return m_core->loadScenario(scenario);
}

QString FakeLlmServer::loadScenario(const QVariantMap& scenario)
{
    return m_core->loadScenario(QJsonObject::fromVariantMap(scenario));
}

QString FakeLlmServer::loadScenarioFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: %2").arg(path, file.errorString());
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("%1: offset %2: %3")
            .arg(path)
            .arg(error.offset)
            .arg(error.errorString());
    if (!document.isObject())
        return QStringLiteral("%1: a scenario is a JSON object").arg(path);
    if (QString problem = m_core->loadScenario(document.object()); !problem.isEmpty())
        return QStringLiteral("%1: %2").arg(path, problem);
    return {};
}

QString FakeLlmServer::addTurn(const QJsonObject& turn)
{
    return m_core->addTurn(turn);
}

QString FakeLlmServer::addTurn(const QVariantMap& turn)
{
    return m_core->addTurn(QJsonObject::fromVariantMap(turn));
}

QList<CapturedRequest> FakeLlmServer::requests() const
{
    return m_core->requests;
}

CapturedRequest FakeLlmServer::lastRequest() const
{
    return m_core->requests.isEmpty() ? CapturedRequest{} : m_core->requests.last();
}

int FakeLlmServer::pendingTurns() const
{
    return m_core->pendingTurns();
}

QStringList FakeLlmServer::unmetExpectations() const
{
    return m_core->unmet;
}

void FakeLlmServer::clear()
{
    m_core->clear();
}

} // namespace nelumbo::fake
