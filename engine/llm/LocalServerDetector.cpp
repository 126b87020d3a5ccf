#include "llm/LocalServerDetector.h"

#include "llm/ProviderCatalog.h"
#include "network/Network.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
{}

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
    m_probes.clear(); // the scan before, abandoned
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
    if (!m_http) {
        // Only this machine is asked; a proxy from the environment must not answer for it.
        if (const Result<NetworkPlugin::Module*> network = Network::module())
            m_http = (*network)->httpClient(false);
    }
    if (!m_http) { // no network plugin: nothing can be found
        QTimer::singleShot(
            0, this, [this, providerId, path, scan] { probeDone(providerId, path, scan, 0, {}); });
        return;
    }
    HttpRequest request;
    request.url = url;
    request.transferTimeoutMs = m_timeoutMs;
    const int number = ++m_probe;
    NetworkPlugin::HttpEvents events;
    events.finished = [this, number, providerId, path, scan] {
        const auto it = m_probes.find(number);
        if (it == m_probes.end())
            return;
        const std::unique_ptr<NetworkPlugin::HttpExchange> probe = std::move(it->second);
        m_probes.erase(it);
        probeDone(providerId, path, scan, probe->status(), probe->readAll());
    };
    m_probes[number] = m_http->send(request, std::move(events));
    // The transfer timeout does not cover every stall of connection set-up.
    QTimer::singleShot(m_timeoutMs, this, [this, number] {
        if (const auto it = m_probes.find(number); it != m_probes.end())
            it->second->abort();
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
