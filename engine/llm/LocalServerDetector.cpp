#include "llm/LocalServerDetector.h"

#include "llm/ProviderCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QTimer>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
const QString kOllama = u"ollama"_s;
const QString kLmStudio = u"lmstudio"_s;
const QString kLlamaCpp = u"llamacpp"_s;

QStringList namesIn(const QJsonArray& list, QLatin1StringView field)
{
    QStringList names;
    for (const QJsonValue& entry : list) {
        const QString name = entry.toObject().value(field).toString();
        if (!name.isEmpty())
            names.append(name);
    }
    return names;
}

bool isLoopback(const QString& host)
{
    return host == "localhost"_L1 || host == "127.0.0.1"_L1;
}
} // namespace

LocalServerDetector::LocalServerDetector(QObject* parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    // Only this machine is asked; a proxy from the environment must not answer for it.
    m_network->setProxy(QNetworkProxy::NoProxy);
}

LocalServerDetector::~LocalServerDetector() = default;

QStringList LocalServerDetector::providerIds()
{
    return {kOllama, kLmStudio, kLlamaCpp};
}

quint16 LocalServerDetector::defaultPort(const QString& providerId)
{
    if (providerId == kOllama)
        return 11434;
    if (providerId == kLmStudio)
        return 1234;
    if (providerId == kLlamaCpp)
        return 8080;
    return 0;
}

void LocalServerDetector::setPort(const QString& providerId, quint16 port)
{
    m_ports.insert(providerId, port);
}

quint16 LocalServerDetector::port(const QString& providerId) const
{
    return m_ports.value(providerId, defaultPort(providerId));
}

void LocalServerDetector::detect()
{
    const int scan = ++m_scan;
    m_servers.clear();
    m_pending = 0;
    for (const QString& id : providerIds()) {
        ++m_pending;
        probe(id, id == kOllama ? u"/api/tags"_s : u"/v1/models"_s, scan);
    }
}

void LocalServerDetector::probe(const QString& providerId, const QString& path, int scan)
{
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(u"127.0.0.1"_s);
    url.setPort(port(providerId));
    url.setPath(path);
    QNetworkRequest request(url);
    request.setTransferTimeout(m_timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply* reply = m_network->get(request);
    // The transfer timeout does not cover every stall of connection set-up.
    QTimer::singleShot(m_timeoutMs, reply, [reply] { reply->abort(); });
    connect(reply, &QNetworkReply::finished, this, [this, reply, providerId, path, scan] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        probeDone(providerId, path, scan, status, reply->readAll());
    });
}

void LocalServerDetector::probeDone(const QString& providerId, const QString& path, int scan,
                                    int status, const QByteArray& body)
{
    if (scan != m_scan)
        return; // a newer scan replaced this one
    const QJsonObject json = QJsonDocument::fromJson(body).object();
    bool running = false;
    QStringList models;
    if (status == 200 && providerId == kOllama && json.value("models"_L1).isArray()) {
        running = true;
        models = namesIn(json.value("models"_L1).toArray(), "name"_L1);
    } else if (status == 200 && path == "/v1/models"_L1 && json.value("data"_L1).isArray()) {
        running = true;
        models = namesIn(json.value("data"_L1).toArray(), "id"_L1);
    } else if (status == 200 && path == "/health"_L1 && json.contains("status"_L1)) {
        running = true;
    } else if (status != 0 && providerId == kLlamaCpp && path == "/v1/models"_L1) {
        // Something answers on the port: older llama.cpp servers have /health only.
        probe(providerId, u"/health"_s, scan);
        return;
    }

    if (running) {
        const ProviderInfo* provider = ProviderCatalog::find(providerId);
        LocalServer server;
        server.providerId = providerId;
        server.displayName = provider ? provider->displayName : providerId;
        server.baseUrl.setScheme(u"http"_s);
        server.baseUrl.setHost(u"127.0.0.1"_s);
        server.baseUrl.setPort(port(providerId));
        if (providerId != kOllama)
            server.baseUrl.setPath(u"/v1"_s);
        server.models = models;
        if (provider) {
            const QUrl standard(provider->defaultBaseUrl);
            server.defaultAddress = isLoopback(standard.host()) &&
                                    standard.port() == server.baseUrl.port() &&
                                    standard.path() == server.baseUrl.path();
        }
        m_servers.append(server);
        Q_EMIT serverFound(server);
    }
    settle(scan);
}

void LocalServerDetector::settle(int scan)
{
    if (scan != m_scan || --m_pending > 0)
        return;
    const QStringList order = providerIds();
    std::sort(m_servers.begin(), m_servers.end(), [&order](const auto& a, const auto& b) {
        return order.indexOf(a.providerId) < order.indexOf(b.providerId);
    });
    Q_EMIT finished(m_servers);
}

} // namespace nelumbo
