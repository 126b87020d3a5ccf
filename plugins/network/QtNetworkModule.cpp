// nelumbo-network: the only code that links QtNetwork. Network (engine/network) loads it the
// first time a model is asked or a Redis server is reached.
#include "network/NetworkPlugin.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QLocalSocket>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPointer>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpSocket>
#include <QThread>
#include <algorithm>

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

// The name Qt gives the thread each QNetworkAccessManager makes, as the kernel keeps it (15
// bytes of the object name "QNetworkAccessManager thread").
constexpr QByteArrayView kManagerThread("QNetworkAccessM");

// The operating system's ids of this process's threads called `name`.
QSet<QString> threadsNamed(QByteArrayView name)
{
    QSet<QString> found;
#ifdef Q_OS_LINUX
    const QString tasks = QStringLiteral("/proc/self/task");
    for (const QString& id : QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks + u'/' + id + QStringLiteral("/comm"));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == name)
            found.insert(id);
    }
#else
    Q_UNUSED(name)
#endif
    return found;
}

class QtHttpClient final : public NetworkPlugin::HttpClient
{
public:
    explicit QtHttpClient(bool useProxy)
    {
        if (!useProxy)
            m_manager->setProxy(QNetworkProxy::NoProxy);
    }

    ~QtHttpClient() override
    {
        // Qt ends the manager's HTTP thread in ~QNetworkAccessManager, but the thread lets go
        // of its data a moment after that returns. A process ending in between would report the
        // data as leaked (LeakSanitizer), so the client goes only once that thread is gone.
        m_manager.reset();
        const QDeadlineTimer deadline(2000);
        while (!m_threads.isEmpty() && !deadline.hasExpired()) {
            const QSet<QString> now = threadsNamed(kManagerThread);
            if (std::any_of(m_threads.cbegin(), m_threads.cend(),
                            [&now](const QString& id) { return !now.contains(id); }))
                break;
            QThread::usleep(200);
        }
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
        const bool watch = m_threads.isEmpty();
        const QSet<QString> before = watch ? threadsNamed(kManagerThread) : QSet<QString>();
        QNetworkReply* reply = nullptr;
        if (request.method == "GET")
            reply = m_manager->get(r);
        else if (request.method == "POST")
            reply = m_manager->post(r, request.body);
        else
            reply = m_manager->sendCustomRequest(r, request.method, request.body);
        if (watch) {
            // The manager makes its thread when it starts the first request; the request's
            // events come after that, unless it was aborted before it started.
            const auto found = [this, before, reply] {
                if (m_threads.isEmpty() && reply->error() != QNetworkReply::OperationCanceledError)
                    m_threads = threadsNamed(kManagerThread) - before;
            };
            QObject::connect(reply, &QNetworkReply::requestSent, m_manager.get(), found);
            QObject::connect(reply, &QNetworkReply::finished, m_manager.get(), found);
        }
        return std::make_unique<QtHttpExchange>(reply, std::move(events), request.followRedirect);
    }

private:
    std::unique_ptr<QNetworkAccessManager> m_manager = std::make_unique<QNetworkAccessManager>();
    // The id of the thread the manager made for its HTTP work, once known.
    QSet<QString> m_threads;
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
