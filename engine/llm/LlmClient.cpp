#include "llm/LlmClient.h"

#include "llm/LlmCall.h"
#include "llm/LlmHandle.h"
#include "llm/LlmWireFormat.h"
#include "network/Network.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPointer>
#include <QThread>
#include <algorithm>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace nelumbo {

LlmClient::LlmClient(QObject* parent)
    : QObject(parent)
{}

Result<NetworkPlugin::HttpClient*> LlmClient::http()
{
    if (!m_http) {
        const Result<NetworkPlugin::Module*> network = Network::module();
        if (!network)
            return network.error();
        m_http = (*network)->httpClient(true);
    }
    return m_http.get();
}

bool LlmClient::sameOrigin(const QUrl& origin, const QUrl& target)
{
    const int defaultPort = origin.scheme() == "https"_L1 ? 443 : 80;
    return origin.scheme() == target.scheme() &&
           origin.host().compare(target.host(), Qt::CaseInsensitive) == 0 &&
           origin.port(defaultPort) == target.port(defaultPort);
}

LlmError LlmClient::redirectRefused(const QString& providerName, const QUrl& target)
{
    // Only where it points: a path or query could carry a token.
    const QString where = target
                              .adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath |
                                        QUrl::RemoveQuery | QUrl::RemoveFragment)
                              .toString();
    LlmError error = LlmError::make(
        LlmErrorCode::RedirectRefused, providerName,
        QCoreApplication::translate("nelumbo::LlmClient",
                                    "It pointed to %1; if that is the right server, make it "
                                    "the base URL.")
            .arg(where));
    error.providerMessage = where;
    return error;
}

LlmError LlmClient::replyTooLarge(const QString& providerName, qint64 limit)
{
    return LlmError::make(LlmErrorCode::ReplyTooLarge, providerName,
                          QCoreApplication::translate("nelumbo::LlmClient", "(limit: %1)")
                              .arg(QLocale::c().formattedDataSize(limit)));
}

LlmClient::~LlmClient()
{
    // The calls' exchanges go before the HTTP client that carries them (children would
    // otherwise outlive it by the length of ~QObject).
    qDeleteAll(findChildren<LlmHandle*>(Qt::FindDirectChildrenOnly));
    m_listings.clear();
}

LlmHandle* LlmClient::send(const LlmTarget& target, const LlmRequest& request, Mode mode)
{
    auto* handle = new LlmHandle(this);
    handle->m_call = new LlmCall(this, target, request, mode == Mode::Streamed, handle);
    QMetaObject::invokeMethod(handle->m_call, &LlmCall::start, Qt::QueuedConnection);
    return handle;
}

LlmHandle* LlmClient::testConnection(const LlmTarget& target)
{
    LlmRequest request;
    request.messages.append(LlmMessage::user(u"Reply with the single word OK."_s));
    request.maxOutputTokens = 16;
    LlmTarget once = target;
    once.policy.maxAttempts = 1; // report exactly what happened, without retrying
    return send(once, request, Mode::Whole);
}

void LlmClient::listModels(const LlmTarget& target, QObject* context, ModelsDone done)
{
    auto format = std::shared_ptr<LlmWireFormat>(LlmWireFormat::create(target.provider.protocol));
    const HttpRequest request = format->modelsRequest(target);
    const QString name = target.provider.displayName;
    if (request.url.isEmpty()) {
        QMetaObject::invokeMethod(
            context,
            [done, name] {
                done(LlmError::make(LlmErrorCode::InvalidRequest, name,
                                    QCoreApplication::translate(
                                        "nelumbo::LlmClient",
                                        "It has no endpoint that lists models; type the model "
                                        "(or deployment) name.")));
            },
            Qt::QueuedConnection);
        return;
    }
    const Result<NetworkPlugin::HttpClient*> http = this->http();
    if (!http) {
        const LlmError error =
            LlmError::make(LlmErrorCode::NetworkUnreachable, name, http.error().message);
        QMetaObject::invokeMethod(
            context, [done, error] { done(error); }, Qt::QueuedConnection);
        return;
    }
    HttpRequest timed = request;
    if (target.policy.idleTimeoutMs > 0)
        timed.transferTimeoutMs = std::min(target.policy.idleTimeoutMs, 30000);
    const QString key = target.apiKey;
    const qint64 limit = target.policy.maxReplyBytes;
    struct Listing
    {
        NetworkPlugin::HttpExchange* exchange = nullptr;
        QByteArray body;
        std::optional<LlmError> stopped; // a refused redirect or a body over the limit
    };
    auto listing = std::make_shared<Listing>();
    timed.followRedirect = [listing, name, origin = timed.url](const QUrl& url) {
        if (sameOrigin(origin, url))
            return true;
        listing->stopped = redirectRefused(name, url); // the exchange ends Cancelled
        return false;
    };
    // done runs in context's thread, and not at all once context is gone.
    const QPointer<QObject> receiver = context;
    const auto deliver = [receiver, done](const std::variant<QStringList, LlmError>& answer) {
        if (!receiver)
            return;
        if (receiver->thread() == QThread::currentThread())
            done(answer);
        else
            QMetaObject::invokeMethod(
                receiver, [done, answer] { done(answer); }, Qt::QueuedConnection);
    };
    NetworkPlugin::HttpEvents events;
    events.readyRead = [listing, name, limit] {
        if (listing->stopped)
            return;
        listing->body += listing->exchange->readAll();
        if (listing->body.size() > limit) {
            listing->stopped = replyTooLarge(name, limit);
            listing->body.clear();
            listing->exchange->abort();
        }
    };
    events.finished = [this, listing, format, deliver, name, key] {
        NetworkPlugin::HttpExchange* exchange = listing->exchange;
        const int status = exchange->status();
        const QByteArray body = listing->body + exchange->readAll();
        const HttpFailure failure = exchange->failure();
        const QString failureText = exchange->failureText();
        // Over: dropped now (this function is part of it, so it ends with a local copy).
        const auto keep = std::find_if(m_listings.begin(), m_listings.end(),
                                       [exchange](const auto& e) { return e.get() == exchange; });
        std::unique_ptr<NetworkPlugin::HttpExchange> ended;
        if (keep != m_listings.end()) {
            ended = std::move(*keep);
            m_listings.erase(keep);
        }
        if (listing->stopped) {
            deliver(*listing->stopped);
            return;
        }
        if (status >= 200 && status < 300) {
            deliver(format->parseModels(body));
            return;
        }
        LlmError error;
        if (status == 0) {
            error =
                LlmError::make(failure == HttpFailure::Timeout ? LlmErrorCode::Timeout
                                                               : LlmErrorCode::NetworkUnreachable,
                               name, failureText);
        } else {
            error = LlmWireFormat::classify(status, format->parseError(body), name);
        }
        if (key.size() >= 4) {
            error.message.replace(key, u"***"_s);
            error.providerMessage.replace(key, u"***"_s);
        }
        deliver(error);
    };
    m_listings.push_back((*http)->send(timed, std::move(events)));
    listing->exchange = m_listings.back().get();
}

} // namespace nelumbo
