#pragma once

#include "llm/LlmError.h"
#include "llm/LlmTarget.h"
#include "llm/LlmTypes.h"
#include "network/HttpRequest.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>
#include <memory>
#include <optional>

namespace nelumbo {

class ReplyBuilder;

// Decodes one streamed reply as its bytes arrive.
class LlmStreamDecoder
{
public:
    virtual ~LlmStreamDecoder() = default;
    // An error the stream reported, or bytes that cannot be read; feed no more after one.
    virtual std::optional<LlmError> feed(const QByteArray& bytes) = 0;
    // At the end of the body: an error when the stream stopped before its end.
    virtual std::optional<LlmError> finish() = 0;
};

// What an error body says, in any provider's shape.
struct ProviderErrorInfo
{
    QString type;          // "invalid_request_error", "overloaded_error", "RESOURCE_EXHAUSTED"
    QString code;          // "context_length_exceeded", "insufficient_quota", "API_KEY_INVALID"
    QString message;       // the provider's text
    int retryDelayMs = -1; // Gemini RetryInfo
    bool hasRetryInfo = false;
    QString quotaId; // Gemini QuotaFailure: "…PerMinute…" passes, "…PerDay…" does not
};

// One wire format: how a request is written and how answers and errors are read. Providers
// that share a format differ only by the data in ProviderInfo.
class LlmWireFormat
{
public:
    virtual ~LlmWireFormat() = default;
    static std::unique_ptr<LlmWireFormat> create(WireProtocol protocol);

    // The tag kept with assistant turns to replay them verbatim ("gemini", "anthropic").
    virtual QString name() const = 0;
    virtual HttpRequest chatRequest(const LlmTarget& target, bool stream) const = 0;
    virtual QJsonObject chatBody(const LlmTarget& target, const LlmRequest& request,
                                 bool stream) const = 0;
    // A complete non-streamed answer (HTTP 2xx).
    virtual std::optional<LlmError> parseReply(const QByteArray& body,
                                               ReplyBuilder& builder) const = 0;
    virtual std::unique_ptr<LlmStreamDecoder> streamDecoder(ReplyBuilder& builder) const = 0;
    virtual ProviderErrorInfo parseError(const QByteArray& body) const;
    // Whether an object the provider sent (a whole reply or one streamed piece) reports an error.
    virtual bool isErrorObject(const QJsonObject& object) const;

    // The provider's model list (a GET); an empty URL when it has none.
    virtual HttpRequest modelsRequest(const LlmTarget& target) const = 0;
    virtual QStringList parseModels(const QByteArray& body) const = 0;

    // HTTP status plus body to an error; the provider's message is appended when it is safe.
    static LlmError classify(int status, const ProviderErrorInfo& info,
                             const QString& providerName);

protected:
    // The JSON object of a whole reply into object; an error when it is none or reports one.
    std::optional<LlmError> replyObject(const QByteArray& body, const ReplyBuilder& builder,
                                        QJsonObject& object) const;
    // The non-empty field of each object in the body's list: model ids from a models answer.
    static QStringList listedIds(const QByteArray& body, QLatin1String list, QLatin1String field);
    // A count the provider may leave out: fallback then.
    static qint64 count(const QJsonObject& object, QLatin1String key, qint64 fallback = -1);
    // Base URL plus path, without doubling or dropping a '/'.
    static QUrl join(const QUrl& base, const QString& path);
    static void setAuth(HttpRequest& request, const LlmTarget& target);
    static HttpRequest jsonRequest(const QUrl& url, bool stream);
    // Tool results get the function name of their call (Gemini, Ollama and Mistral need it).
    static QList<LlmMessage> withToolNames(const QList<LlmMessage>& messages);
    static const LlmToolCall* findCall(const QList<LlmMessage>& messages,
                                       const QString& toolCallId);
};

} // namespace nelumbo
