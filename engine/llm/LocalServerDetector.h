#pragma once

#include "network/NetworkPlugin.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <map>
#include <memory>

namespace nelumbo {

// A model server found running on this machine.
struct LocalServer
{
    QString providerId;          // "ollama", "lmstudio", "llamacpp"
    QString displayName;         // "Ollama"
    QUrl baseUrl;                // what to put in ai/base_url: http://127.0.0.1:11434, …/v1
    QStringList models;          // what it offers, possibly empty
    bool defaultAddress = false; // baseUrl is where the provider's default points anyway
};

// Looks for Ollama (11434, GET /api/tags), LM Studio (1234, GET /v1/models) and the llama.cpp
// server (8080, GET /v1/models, else /health) on 127.0.0.1. Every probe is asynchronous and
// gives up after a short timeout, so a silent port costs nothing.
class LocalServerDetector : public QObject
{
    Q_OBJECT
public:
    explicit LocalServerDetector(QObject* parent = nullptr);
    ~LocalServerDetector() override;

    static QStringList providerIds(); // the providers probed, in order
    static quint16 defaultPort(const QString& providerId);
    // Another port for one provider (tests, or a server moved to another port).
    void setPort(const QString& providerId, quint16 port);
    quint16 port(const QString& providerId) const;
    void setTimeoutMs(int milliseconds) { m_timeoutMs = milliseconds; }

    // Starts a scan; a scan still running is abandoned. Ends with finished().
    void detect();
    bool isRunning() const { return m_pending > 0; }
    QList<LocalServer> servers() const { return m_servers; } // of the last scan, in probe order

Q_SIGNALS:
    void serverFound(const nelumbo::LocalServer& server);
    void finished(const QList<nelumbo::LocalServer>& servers);

private:
    void probe(const QString& providerId, const QString& path, int scan);
    void probeDone(const QString& providerId, const QString& path, int scan, int status,
                   const QByteArray& body);
    void settle(int scan);

    std::unique_ptr<NetworkPlugin::HttpClient> m_http;
    std::map<int, std::unique_ptr<NetworkPlugin::HttpExchange>> m_probes; // by probe number
    int m_probe = 0;
    QHash<QString, quint16> m_ports;
    int m_timeoutMs = 300;
    int m_scan = 0;
    int m_pending = 0;
    QList<LocalServer> m_servers;
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::LocalServer)
