#include "llm/LlmCall.h"

#include "llm/LlmClient.h"
#include "llm/LlmHandle.h"
#include "llm/RetryTiming.h"

#include <QCoreApplication>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
constexpr qsizetype kMaxErrorBody = 64 * 1024;

QString seconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'g', 3);
}
} // namespace

LlmCall::LlmCall(LlmClient* client, const LlmTarget& target, const LlmRequest& request, bool stream,
                 LlmHandle* handle)
    : QObject(handle)
    , m_client(client)
    , m_target(target)
    , m_stream(stream)
    , m_handle(handle)
    , m_format(LlmWireFormat::create(target.provider.protocol))
{
    m_body =
        QJsonDocument(m_format->chatBody(target, request, stream)).toJson(QJsonDocument::Compact);
    for (QTimer* timer : {&m_connectTimer, &m_idleTimer, &m_totalTimer, &m_retryTimer})
        timer->setSingleShot(true);
    const LlmCallPolicy& policy = m_target.policy;
    connect(&m_connectTimer, &QTimer::timeout, this, [this, policy] {
        onTimeout(tr("No connection within %1 s.").arg(seconds(policy.connectTimeoutMs)), true,
                  false);
    });
    connect(&m_idleTimer, &QTimer::timeout, this, [this, policy] {
        onTimeout(tr("Nothing arrived for %1 s.").arg(seconds(policy.idleTimeoutMs)), false, false);
    });
    connect(&m_totalTimer, &QTimer::timeout, this, [this, policy] {
        onTimeout(tr("No complete answer within %1 s.").arg(seconds(policy.totalTimeoutMs)), false,
                  true);
    });
    connect(&m_retryTimer, &QTimer::timeout, this, &LlmCall::sendAttempt);
}

LlmCall::~LlmCall()
{
    abortReply();
}

void LlmCall::start()
{
    if (m_done)
        return;
    if (m_target.policy.totalTimeoutMs > 0)
        m_totalTimer.start(m_target.policy.totalTimeoutMs);
    sendAttempt();
}

void LlmCall::cancel()
{
    if (m_done)
        return;
    m_done = true;
    for (QTimer* timer : {&m_connectTimer, &m_idleTimer, &m_totalTimer, &m_retryTimer})
        timer->stop();
    abortReply();
    Q_EMIT m_handle->failed(LlmError::make(LlmErrorCode::Cancelled, QString()));
}

void LlmCall::sendAttempt()
{
    if (m_done)
        return;
    ++m_attempt;
    m_requestSent = false;
    m_errorBody.clear();
    m_replyBody.clear();
    m_received = 0;
    m_decoder.reset();
    LlmStreamSink* sink = this;
    m_builder = std::make_unique<ReplyBuilder>(m_target.provider.displayName, sink);
    if (m_stream)
        m_decoder = m_format->streamDecoder(*m_builder);

    const Result<NetworkPlugin::HttpClient*> http = m_client->http();
    if (!http) {
        fail(LlmError::make(LlmErrorCode::NetworkUnreachable, m_target.provider.displayName,
                            http.error().message));
        return;
    }
    HttpRequest request = m_format->chatRequest(m_target, m_stream);
    request.method = "POST";
    request.body = m_body;
    request.followRedirect = [this, origin = request.url](const QUrl& target) {
        return followRedirect(origin, target);
    };
    NetworkPlugin::HttpEvents events;
    events.started = [this] { onRequestSent(); };
    events.readyRead = [this] { onReadyRead(); };
    events.finished = [this] { onFinished(); };
    m_exchange = (*http)->send(request, std::move(events));
    if (m_target.policy.connectTimeoutMs > 0)
        m_connectTimer.start(m_target.policy.connectTimeoutMs);
}

void LlmCall::onRequestSent()
{
    m_requestSent = true;
    m_connectTimer.stop();
    if (m_target.policy.idleTimeoutMs > 0)
        m_idleTimer.start(m_target.policy.idleTimeoutMs);
}

int LlmCall::httpStatus() const
{
    return m_exchange ? m_exchange->status() : 0;
}

void LlmCall::onReadyRead()
{
    if (!m_exchange || m_done)
        return;
    onRequestSent(); // bytes arrived: the connection stands and is not idle
    const int status = httpStatus();
    const QByteArray bytes = m_exchange->readAll();
    m_received += bytes.size();
    if (m_received > m_target.policy.maxReplyBytes) {
        // Stopped here: an endless answer must not grow until memory runs out.
        fail(
            LlmClient::replyTooLarge(m_target.provider.displayName, m_target.policy.maxReplyBytes));
        return;
    }
    if (status < 200 || status >= 300) {
        if (m_errorBody.size() < kMaxErrorBody)
            m_errorBody += bytes;
        return;
    }
    if (!m_decoder) {
        m_replyBody += bytes;
        return;
    }
    const auto error = m_decoder->feed(bytes);
    if (m_done) // cancelled from a slot connected to one of the pieces
        return;
    if (error) {
        abortReply();
        failAttempt(*error, std::nullopt);
    }
}

void LlmCall::onFinished()
{
    if (!m_exchange || m_done)
        return;
    if (m_exchange->bytesAvailable() > 0)
        onReadyRead();
    if (m_done || !m_exchange)
        return;
    m_connectTimer.stop();
    m_idleTimer.stop();
    const int status = httpStatus();
    const HttpHeaders headers = m_exchange->headers();
    const HttpFailure networkFailure = m_exchange->failure();
    const LlmError transportError = networkError(m_requestSent);
    // Dropped once read: it is over, and a retry sends a new one.
    const std::unique_ptr<NetworkPlugin::HttpExchange> finished = std::move(m_exchange);

    if (status == 0) {
        failAttempt(transportError, std::nullopt);
        return;
    }
    if (status < 200 || status >= 300) {
        LlmError error = LlmWireFormat::classify(status, m_format->parseError(m_errorBody),
                                                 m_target.provider.displayName);
        for (const auto& [name, value] : headers)
            if (name.compare("x-request-id", Qt::CaseInsensitive) == 0 ||
                name.compare("request-id", Qt::CaseInsensitive) == 0)
                error.requestId = QString::fromLatin1(value);
        if (const auto should = RetryTiming::shouldRetry(headers))
            error.retryable = *should;
        failAttempt(error, RetryTiming::serverDelayMs(headers));
        return;
    }
    std::optional<LlmError> error =
        m_decoder ? m_decoder->finish() : m_format->parseReply(m_replyBody, *m_builder);
    if (m_done)
        return;
    if (error) {
        if (networkFailure != HttpFailure::None)
            error->retryable = true; // the connection broke; a new one may do better
        failAttempt(*error, std::nullopt);
        return;
    }
    complete();
}

bool LlmCall::followRedirect(const QUrl& origin, const QUrl& target)
{
    if (LlmClient::sameOrigin(origin, target))
        return true;
    if (!m_done)
        fail(LlmClient::redirectRefused(m_target.provider.displayName, target));
    return false;
}

void LlmCall::onTimeout(const QString& detail, bool retryable, bool total)
{
    if (m_done)
        return;
    abortReply();
    m_connectTimer.stop();
    m_idleTimer.stop();
    LlmError error = LlmError::make(LlmErrorCode::Timeout, m_target.provider.displayName, detail);
    error.retryable = retryable;
    if (total) {
        fail(error);
        return;
    }
    failAttempt(error, std::nullopt);
}

void LlmCall::failAttempt(LlmError error, std::optional<qint64> serverDelayMs)
{
    if (m_done)
        return;
    const LlmCallPolicy& policy = m_target.policy;
    if (error.retryable && !m_outputDelivered && m_attempt < policy.maxAttempts) {
        qint64 delay = serverDelayMs.value_or(error.retryAfterMs);
        if (delay > policy.retryMaxDelayMs) {
            LlmError limited = LlmError::make(
                LlmErrorCode::RateLimited, m_target.provider.displayName,
                tr("It asked to wait %1 s before trying again, longer than the %2 s allowed "
                   "(ai/retry_max_delay_ms).")
                    .arg(seconds(delay), seconds(policy.retryMaxDelayMs)));
            limited.httpStatus = error.httpStatus;
            limited.providerMessage = error.providerMessage;
            limited.requestId = error.requestId;
            fail(limited);
            return;
        }
        if (delay < 0)
            delay = RetryTiming::backoffMs(m_attempt, policy);
        Q_EMIT m_handle->retrying(m_attempt, int(delay), scrubbed(error));
        if (!m_done)
            m_retryTimer.start(int(delay));
        return;
    }
    if (error.retryable && m_attempt > 1)
        error.message += u' ' + tr("(%n attempts)", nullptr, m_attempt);
    fail(error);
}

void LlmCall::complete()
{
    m_done = true;
    for (QTimer* timer : {&m_connectTimer, &m_idleTimer, &m_totalTimer, &m_retryTimer})
        timer->stop();
    Q_EMIT m_handle->finished(m_builder->reply());
}

void LlmCall::fail(LlmError error)
{
    m_done = true;
    for (QTimer* timer : {&m_connectTimer, &m_idleTimer, &m_totalTimer, &m_retryTimer})
        timer->stop();
    abortReply();
    Q_EMIT m_handle->failed(scrubbed(error));
}

void LlmCall::abortReply()
{
    m_exchange.reset(); // abandoned: nothing more is reported
}

LlmError LlmCall::networkError(bool requestSent) const
{
    const QString name = m_target.provider.displayName;
    if (!m_exchange)
        return LlmError::make(LlmErrorCode::NetworkUnreachable, name);
    const QString detail = m_exchange->failureText();
    LlmError error;
    switch (m_exchange->failure()) {
    case HttpFailure::Timeout:
        error = LlmError::make(LlmErrorCode::Timeout, name, detail);
        break;
    case HttpFailure::Cancelled:
        error = LlmError::make(LlmErrorCode::Cancelled, name);
        break;
    case HttpFailure::RemoteClosed:
        error = LlmError::make(requestSent ? LlmErrorCode::ServerError
                                           : LlmErrorCode::NetworkUnreachable,
                               name, tr("The connection was closed before an answer came."));
        break;
    default:
        error = LlmError::make(LlmErrorCode::NetworkUnreachable, name, detail);
        break;
    }
    error.retryable = error.code != LlmErrorCode::Cancelled;
    return error;
}

LlmError LlmCall::scrubbed(LlmError error) const
{
    const QString& key = m_target.apiKey;
    if (key.size() >= 4) {
        error.message.replace(key, u"***"_s);
        error.providerMessage.replace(key, u"***"_s);
    }
    return error;
}

void LlmCall::textDelta(const QString& text)
{
    m_outputDelivered = true;
    if (!m_done)
        Q_EMIT m_handle->textDelta(text);
}

void LlmCall::toolCallStarted(int index, const QString& id, const QString& name)
{
    m_outputDelivered = true;
    if (!m_done)
        Q_EMIT m_handle->toolCallStarted(index, id, name);
}

void LlmCall::toolCallDelta(int index, const QString& fragment)
{
    m_outputDelivered = true;
    if (!m_done)
        Q_EMIT m_handle->toolCallDelta(index, fragment);
}

void LlmCall::toolCallFinished(int index, const LlmToolCall& call)
{
    if (!m_done)
        Q_EMIT m_handle->toolCallFinished(index, call);
}

void LlmCall::usageReported(const LlmUsage& usage)
{
    if (!m_done)
        Q_EMIT m_handle->usageReported(usage);
}

} // namespace nelumbo
