// nelumbo-network: the only code that links QtNetwork. Network (engine/network) loads it the
// first time a model is asked or a Redis server is reached.
#include "network/NetworkPlugin.h"

#include <QDeadlineTimer>
#include <QLocalSocket>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPointer>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>

namespace {

using namespace nelumbo;
using NetworkPlugin::HttpEvents;

void notify(const std::shared_ptr<HttpEvents>& events, std::function<void()> HttpEvents::*which)
{
    // A copy of the pointer: the receiver may destroy the exchange, and its events, in here.
    const std::shared_ptr<HttpEvents> keep = events;
    if (const auto& call = (*keep).*which)
        call();
}

class QtHttpExchange final : public NetworkPlugin::HttpExchange
{
public:
    QtHttpExchange(QNetworkReply* reply, HttpEvents events,
                   std::function<bool(const QUrl&)> followRedirect)
        : m_reply(reply)
        , m_events(std::make_shared<HttpEvents>(std::move(events)))
    {
        // Connected through m_context: destroying the exchange cuts them all at once.
        QObject* context = &m_context;
        const auto events_ = m_events;
        const auto started = [events_] { notify(events_, &HttpEvents::started); };
        QObject::connect(reply, &QNetworkReply::requestSent, context, started);
        QObject::connect(reply, &QNetworkReply::metaDataChanged, context, started);
        QObject::connect(reply, &QNetworkReply::readyRead, context,
                         [events_] { notify(events_, &HttpEvents::readyRead); });
        QObject::connect(reply, &QNetworkReply::finished, context,
                         [events_] { notify(events_, &HttpEvents::finished); });
        if (followRedirect) {
            const QUrl origin = reply->url();
            QObject::connect(reply, &QNetworkReply::redirected, context,
                             [this, origin, follow = std::move(followRedirect)](const QUrl& url) {
                                 const QPointer<QObject> alive = &m_context;
                                 const bool allowed = follow(origin.resolved(url));
                                 if (!alive || !m_reply)
                                     return; // the receiver dropped the exchange
                                 if (allowed) {
                                     Q_EMIT m_reply->redirectAllowed();
                                 } else {
                                     m_refused = true;
                                     m_reply->abort();
                                 }
                             });
        }
    }

    ~QtHttpExchange() override
    {
        if (QNetworkReply* reply = m_reply) {
            QObject::disconnect(reply, nullptr, &m_context, nullptr);
            reply->abort();
            reply->deleteLater();
        }
    }

    int status() const override
    {
        return m_reply ? m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
    }

    HttpHeaders headers() const override
    {
        HttpHeaders out;
        if (m_reply)
            for (const auto& [name, value] : m_reply->rawHeaderPairs())
                out.append({name, value});
        return out;
    }

    qint64 bytesAvailable() const override { return m_reply ? m_reply->bytesAvailable() : 0; }
    QByteArray readAll() override { return m_reply ? m_reply->readAll() : QByteArray(); }

    HttpFailure failure() const override
    {
        if (!m_reply)
            return HttpFailure::Other;
        switch (m_reply->error()) {
        case QNetworkReply::NoError:
            return HttpFailure::None;
        case QNetworkReply::TimeoutError:
            return HttpFailure::Timeout;
        case QNetworkReply::OperationCanceledError:
            // Not asked for here: the request's transfer timeout ended it.
            return m_aborted || m_refused ? HttpFailure::Cancelled : HttpFailure::Timeout;
        case QNetworkReply::RemoteHostClosedError:
            return HttpFailure::RemoteClosed;
        default:
            return HttpFailure::Other;
        }
    }

    QString failureText() const override { return m_reply ? m_reply->errorString() : QString(); }

    void abort() override
    {
        m_aborted = true;
        if (m_reply)
            m_reply->abort();
    }

private:
    QPointer<QNetworkReply> m_reply;
    std::shared_ptr<HttpEvents> m_events;
    QObject m_context;
    bool m_aborted = false;
    bool m_refused = false;
};

class QtHttpClient final : public NetworkPlugin::HttpClient
{
public:
    explicit QtHttpClient(bool useProxy)
    {
        if (!useProxy)
            m_manager.setProxy(QNetworkProxy::NoProxy);
    }

    std::unique_ptr<NetworkPlugin::HttpExchange> send(const HttpRequest& request,
                                                      HttpEvents events) override
    {
        QNetworkRequest r(request.url);
        for (const auto& [name, value] : request.headers)
            r.setRawHeader(name, value);
        r.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
        r.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
        r.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                       request.followRedirect ? QNetworkRequest::UserVerifiedRedirectPolicy
                                              : QNetworkRequest::ManualRedirectPolicy);
        if (request.transferTimeoutMs > 0)
            r.setTransferTimeout(request.transferTimeoutMs);
        QNetworkReply* reply = nullptr;
        if (request.method == "GET")
            reply = m_manager.get(r);
        else if (request.method == "POST")
            reply = m_manager.post(r, request.body);
        else
            reply = m_manager.sendCustomRequest(r, request.method, request.body);
        return std::make_unique<QtHttpExchange>(reply, std::move(events), request.followRedirect);
    }

private:
    QNetworkAccessManager m_manager;
};

class QtStreamSocket final : public NetworkPlugin::StreamSocket
{
public:
    explicit QtStreamSocket(std::unique_ptr<QIODevice> device)
        : m_device(std::move(device))
    {}
    ~QtStreamSocket() override
    {
        if (m_device)
            m_device->close();
    }

    QIODevice* device() override { return m_device.get(); }

    bool isConnected() const override
    {
        if (auto* tcp = qobject_cast<QAbstractSocket*>(m_device.get()))
            return tcp->state() == QAbstractSocket::ConnectedState;
        if (auto* local = qobject_cast<QLocalSocket*>(m_device.get()))
            return local->state() == QLocalSocket::ConnectedState;
        return false;
    }

    qintptr descriptor() const override
    {
        if (auto* tcp = qobject_cast<QAbstractSocket*>(m_device.get()))
            return tcp->socketDescriptor();
        if (auto* local = qobject_cast<QLocalSocket*>(m_device.get()))
            return local->socketDescriptor();
        return -1;
    }

private:
    std::unique_ptr<QIODevice> m_device;
};

class QtNetworkModule final : public NetworkPlugin::Module
{
public:
    std::unique_ptr<NetworkPlugin::HttpClient> httpClient(bool useProxy) override
    {
        return std::make_unique<QtHttpClient>(useProxy);
    }

    std::unique_ptr<NetworkPlugin::StreamSocket>
    connectStream(const NetworkPlugin::StreamEndpoint& endpoint, int timeoutMs,
                  QString* error) override
    {
        using Kind = NetworkPlugin::StreamEndpoint::Kind;
        const QDeadlineTimer deadline(timeoutMs);
        auto remaining = [&deadline] {
            return deadline.isForever() ? -1 : int(qMax<qint64>(0, deadline.remainingTime()));
        };
        if (endpoint.kind == Kind::Local) {
            auto local = std::make_unique<QLocalSocket>();
            local->connectToServer(endpoint.path);
            if (!local->waitForConnected(remaining()))
                return failed(local.get(), error);
            return std::make_unique<QtStreamSocket>(std::move(local));
        }
        if (endpoint.kind == Kind::Tls) {
            auto ssl = std::make_unique<QSslSocket>();
            QSslConfiguration config = ssl->sslConfiguration();
            if (!endpoint.caFile.isEmpty())
                config.setCaCertificates(QSslCertificate::fromPath(endpoint.caFile));
            if (!endpoint.verifyPeer)
                config.setPeerVerifyMode(QSslSocket::VerifyNone);
            ssl->setSslConfiguration(config);
            ssl->connectToHostEncrypted(endpoint.host, endpoint.port);
            if (!ssl->waitForEncrypted(remaining()))
                return failed(ssl.get(), error);
            return std::make_unique<QtStreamSocket>(std::move(ssl));
        }
        auto tcp = std::make_unique<QTcpSocket>();
        tcp->connectToHost(endpoint.host, endpoint.port);
        if (!tcp->waitForConnected(remaining()))
            return failed(tcp.get(), error);
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        return std::make_unique<QtStreamSocket>(std::move(tcp));
    }

private:
    static std::unique_ptr<NetworkPlugin::StreamSocket> failed(const QIODevice* device,
                                                               QString* error)
    {
        if (error)
            *error = device->errorString();
        return nullptr;
    }
};

} // namespace

extern "C" Q_DECL_EXPORT nelumbo::NetworkPlugin::Module* nelumboNetworkModule(int version)
{
    if (version != nelumbo::NetworkPlugin::kVersion)
        return nullptr;
    static QtNetworkModule module;
    return &module;
}
