#include "llm/LlmClient.h"

#include "llm/LlmCall.h"
#include "llm/LlmHandle.h"
#include "llm/LlmWireFormat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace nelumbo {

LlmClient::LlmClient(QObject* parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    // Each redirect is checked by guardRedirects: a key must not leave for another origin.
    m_network->setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
}

namespace {
bool sameOrigin(const QUrl& a, const QUrl& b)
{
    const int defaultPort = a.scheme() == "https"_L1 ? 443 : 80;
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0 &&
           a.port(defaultPort) == b.port(defaultPort);
}
} // namespace

void LlmClient::guardRedirects(QNetworkReply* reply, QObject* context,
                               std::function<void(const QUrl& target)> refused)
{
    const QUrl origin = reply->url();
    connect(reply, &QNetworkReply::redirected, context,
            [reply, origin, refused = std::move(refused)](const QUrl& url) {
                const QUrl target = origin.resolved(url);
                if (sameOrigin(origin, target))
                    Q_EMIT reply->redirectAllowed();
                else
                    refused(target);
            });
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

LlmClient::~LlmClient() = default;

LlmHandle* LlmClient::send(const LlmTarget& target, const LlmRequest& request, Mode mode)
{
    auto* handle = new LlmHandle(this);
    handle->m_call = new LlmCall(m_network, target, request, mode == Mode::Streamed, handle);
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
    const QNetworkRequest request = format->modelsRequest(target);
    const QString name = target.provider.displayName;
    if (request.url().isEmpty()) {
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
    QNetworkRequest timed = request;
    if (target.policy.idleTimeoutMs > 0)
        timed.setTransferTimeout(std::min(target.policy.idleTimeoutMs, 30000));
    QNetworkReply* reply = m_network->get(timed);
    reply->setParent(this);
    const QString key = target.apiKey;
    const qint64 limit = target.policy.maxReplyBytes;
    struct Answer
    {
        QByteArray body;
        std::optional<LlmError> stopped; // a refused redirect or a body over the limit
    };
    auto answer = std::make_shared<Answer>();
    guardRedirects(reply, reply, [reply, answer, name](const QUrl& url) {
        answer->stopped = redirectRefused(name, url);
        reply->abort();
    });
    connect(reply, &QNetworkReply::readyRead, reply, [reply, answer, name, limit] {
        if (answer->stopped)
            return;
        answer->body += reply->readAll();
        if (answer->body.size() > limit) {
            answer->stopped = replyTooLarge(name, limit);
            answer->body.clear();
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, context, [reply, format, done, name, key, answer] {
        reply->deleteLater();
        if (answer->stopped) {
            done(*answer->stopped);
            return;
        }
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = answer->body + reply->readAll();
        LlmError error;
        if (status >= 200 && status < 300) {
            done(format->parseModels(body));
            return;
        }
        if (status == 0) {
            error = LlmError::make(reply->error() == QNetworkReply::OperationCanceledError
                                       ? LlmErrorCode::Timeout
                                       : LlmErrorCode::NetworkUnreachable,
                                   name, reply->errorString());
        } else {
            error = LlmWireFormat::classify(status, format->parseError(body), name);
        }
        if (key.size() >= 4) {
            error.message.replace(key, u"***"_s);
            error.providerMessage.replace(key, u"***"_s);
        }
        done(error);
    });
}

} // namespace nelumbo
