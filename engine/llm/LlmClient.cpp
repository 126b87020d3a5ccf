#include "LlmClient.h"

#include "LlmCall.h"
#include "LlmHandle.h"
#include "LlmWireFormat.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace nelumbo {

LlmClient::LlmClient(QObject* parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
    // Redirects are followed only within the same scheme: a key must not leave over plain HTTP.
    m_network->setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
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
    connect(reply, &QNetworkReply::finished, context, [reply, format, done, name, key] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = reply->readAll();
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
