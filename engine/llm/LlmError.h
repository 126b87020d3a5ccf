#pragma once

#include "core/Result.h"

#include <QMetaType>
#include <QString>

namespace nelumbo {

enum class LlmErrorCode
{
    NotConfigured,
    ApiKeyMissing,
    AuthenticationFailed,
    RateLimited,
    QuotaExhausted,
    ModelNotFound,
    ContextTooLong,
    InvalidRequest,
    ServerError,
    NetworkUnreachable,
    Timeout,
    MalformedReply,
    Cancelled,
    RedirectRefused, // an answer sent the request to another host: not followed
    ReplyTooLarge,   // more than LlmCallPolicy::maxReplyBytes came back
};

// Why a request to a model failed. message is complete and can be shown as it is; it may end
// with the provider's own words, never with an API key.
struct LlmError
{
    LlmErrorCode code = LlmErrorCode::ServerError;
    QString message;
    int httpStatus = 0;      // 0: no HTTP answer
    QString providerMessage; // the provider's text, already cleaned of secrets
    QString requestId;       // x-request-id / request-id, for support requests
    bool retryable = false;  // trying again later may help (rate limits, overload)
    int retryAfterMs = -1;   // the provider's own wait hint from the body, when it gave one

    QString codeName() const { return codeName(code); }
    Error toError() const { return Error{codeName(), message}; }

    static QString codeName(LlmErrorCode code);
    // A sentence for code, naming the provider ("OpenAI"); detail is appended when not empty.
    static LlmError make(LlmErrorCode code, const QString& providerName,
                         const QString& detail = {});
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::LlmError)
