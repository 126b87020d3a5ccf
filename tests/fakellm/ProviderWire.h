#pragma once

#include "ChatView.h"
#include "HttpRequest.h"
#include "ResponsePlan.h"
#include "Scenario.h"

#include <QJsonObject>
#include <QSet>
#include <optional>

namespace nelumbo::fake {

struct ServerOptions;

enum class ErrorKind
{
    InvalidRequest,
    Auth,
    Forbidden,
    NotFound,
    ModelNotFound,
    ContextLength,
    RateLimit,
    Quota,
    Server,
    Unavailable,
    Overloaded,
    ResourceExhausted,
};

struct StreamEvent
{
    QByteArray name; // SSE event name, empty for none
    QByteArray data; // one JSON document (or [DONE])
    bool terminal = false;
};

enum class StreamFormat
{
    Sse,
    Ndjson,
    JsonArray,
};

// What a reply is rendered from: the scripted turn plus what the request asked.
struct ReplyContext
{
    const ScriptedReply& reply;
    const ScriptedFault& fault;
    const ChatView& view;
    QStringList toolIds; // final id per scripted call (empty: the provider sends none)
    QString responseId;
    qint64 created = 0;
    int promptTokens = 0;
    int completionTokens = 0;

    QString model() const { return reply.model.isEmpty() ? view.model : reply.model; }
};

struct ErrorSpec
{
    ErrorKind kind = ErrorKind::InvalidRequest;
    QString message; // empty: the provider's usual wording
    QString model;
    QString param;
    QString retryDelay; // Gemini RetryInfo
};

struct ParseContext
{
    const ServerOptions& options;
    const QSet<QString>& issuedSignatures; // Gemini thought signatures handed out so far
};

// One provider's wire format: auth, validation, errors and replies, streamed or not.
class ProviderWire
{
public:
    virtual ~ProviderWire() = default;

    virtual QString name() const = 0;

    // An answer when the request is not authorised, else nothing.
    virtual std::optional<ResponsePlan> checkAuth(const HttpRequest& request,
                                                  const ServerOptions& options) const = 0;

    // Validates the body as the real API does and fills the neutral view; the rejection
    // answer when it is not acceptable.
    virtual std::optional<ResponsePlan> parse(const HttpRequest& request, const QJsonObject& body,
                                              const ParseContext& context,
                                              ChatView& view) const = 0;

    // Body that is not a JSON object.
    virtual ResponsePlan malformedBody(const QByteArray& body) const = 0;

    virtual ResponsePlan error(const ErrorSpec& spec) const = 0;
    // The error for a request the provider refuses as invalid, in its wording.
    ResponsePlan invalidRequest(const QString& message, const QString& param = {}) const;

    // Empty when the provider sends no id.
    virtual QString toolCallId(int serial, const ServerOptions& options) const = 0;

    virtual QByteArray completeBody(const ReplyContext& context) const = 0;
    virtual QList<StreamEvent> streamEvents(const ReplyContext& context) const = 0;
    virtual StreamEvent midStreamError() const = 0;
    virtual StreamFormat streamFormat(const HttpRequest& request) const = 0;
    // A keep-alive between events: an SSE comment, or an event for Anthropic.
    virtual QByteArray keepAlive() const { return ": keep-alive\n\n"; }
    virtual QByteArray modelsBody(const QStringList& models, const HttpRequest& request) const = 0;

    static ResponsePlan jsonPlan(int status, const QJsonObject& body);
    static QByteArray compact(const QJsonObject& object);
};

// Shared helpers for the wires.
namespace wire {

// Text pieces for the deltas: `chunks` pieces, or one per word when 0.
QStringList splitText(const QString& text, int chunks);
// Byte-string pieces (never splitting a UTF-16 surrogate pair).
QStringList splitEvenly(const QString& text, int pieces);
QString argumentsText(const ScriptedToolCall& call, bool invalid);
QString mapStop(const QString& neutral, bool hasToolCalls, const char* end, const char* tool,
                const char* length);
QString randomish(int serial, int length, const QString& salt);

} // namespace wire

} // namespace nelumbo::fake
