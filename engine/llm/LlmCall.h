#pragma once

#include "llm/LlmStreamSink.h"
#include "llm/LlmTarget.h"
#include "llm/LlmWireFormat.h"
#include "llm/ReplyBuilder.h"
#include "network/NetworkPlugin.h"

#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>

namespace nelumbo {

class LlmClient;
class LlmHandle;

// The work behind an LlmHandle: sends the request, decodes the answer as it arrives, retries
// what may be retried, and watches the connect, idle and total timeouts.
class LlmCall final : public QObject, private LlmStreamSink
{
    Q_OBJECT
public:
    LlmCall(LlmClient* client, const LlmTarget& target, const LlmRequest& request, bool stream,
            LlmHandle* handle);
    ~LlmCall() override;

    void start();
    void cancel();
    bool isDone() const { return m_done; }
    int attempts() const { return m_attempt; }

private:
    void sendAttempt();
    void onRequestSent();
    void onReadyRead();
    void onFinished();
    bool followRedirect(const QUrl& origin, const QUrl& target);
    void onTimeout(const QString& detail, bool retryable, bool total);
    void failAttempt(LlmError error, std::optional<qint64> serverDelayMs);
    void complete();
    void fail(LlmError error);
    void abortReply();
    int httpStatus() const;
    LlmError networkError(bool requestSent) const;
    LlmError scrubbed(LlmError error) const;

    // LlmStreamSink
    void textDelta(const QString& text) override;
    void toolCallStarted(int index, const QString& id, const QString& name) override;
    void toolCallDelta(int index, const QString& fragment) override;
    void toolCallFinished(int index, const LlmToolCall& call) override;
    void usageReported(const LlmUsage& usage) override;

    LlmClient* m_client;
    LlmTarget m_target;
    QByteArray m_body;
    bool m_stream;
    LlmHandle* m_handle;
    std::unique_ptr<LlmWireFormat> m_format;
    std::unique_ptr<ReplyBuilder> m_builder;
    std::unique_ptr<LlmStreamDecoder> m_decoder;
    std::unique_ptr<NetworkPlugin::HttpExchange> m_exchange;
    QByteArray m_errorBody; // an error answer, read whole
    QByteArray m_replyBody; // a non-streamed answer, read whole
    qint64 m_received = 0;  // body bytes of this attempt, counted against maxReplyBytes
    QTimer m_connectTimer;
    QTimer m_idleTimer;
    QTimer m_totalTimer;
    QTimer m_retryTimer;
    int m_attempt = 0;
    bool m_requestSent = false;
    bool m_outputDelivered = false;
    bool m_done = false;
};

} // namespace nelumbo
