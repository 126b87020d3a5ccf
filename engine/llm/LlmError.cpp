#include "llm/LlmError.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::LlmError)
};
} // namespace

QString LlmError::codeName(LlmErrorCode code)
{
    switch (code) {
    case LlmErrorCode::NotConfigured:
        return ErrorCode::NotConfigured;
    case LlmErrorCode::ApiKeyMissing:
        return ErrorCode::ApiKeyMissing;
    case LlmErrorCode::AuthenticationFailed:
        return ErrorCode::AuthenticationFailed;
    case LlmErrorCode::RateLimited:
        return ErrorCode::RateLimited;
    case LlmErrorCode::QuotaExhausted:
        return ErrorCode::QuotaExhausted;
    case LlmErrorCode::ModelNotFound:
        return ErrorCode::ModelNotFound;
    case LlmErrorCode::ContextTooLong:
        return ErrorCode::ContextTooLong;
    case LlmErrorCode::InvalidRequest:
        return ErrorCode::InvalidRequest;
    case LlmErrorCode::ServerError:
        return ErrorCode::ServerError;
    case LlmErrorCode::NetworkUnreachable:
        return ErrorCode::NetworkUnreachable;
    case LlmErrorCode::Timeout:
        return ErrorCode::Timeout;
    case LlmErrorCode::MalformedReply:
        return ErrorCode::MalformedReply;
    case LlmErrorCode::Cancelled:
        return ErrorCode::Cancelled;
    case LlmErrorCode::RedirectRefused:
        return ErrorCode::RedirectRefused;
    case LlmErrorCode::ReplyTooLarge:
        return ErrorCode::ReplyTooLarge;
    }
    return ErrorCode::ServerError;
}

LlmError LlmError::make(LlmErrorCode code, const QString& providerName, const QString& detail)
{
    const QString who = providerName.isEmpty() ? Tr::tr("The AI provider") : providerName;
    QString text;
    switch (code) {
    case LlmErrorCode::NotConfigured:
        text = Tr::tr("The AI assistant is not configured: choose a provider and model in the "
                      "settings, or set NELUMBO_AI_MODEL (for example openai:gpt-4o).");
        break;
    case LlmErrorCode::ApiKeyMissing:
        text = Tr::tr("No API key for %1.").arg(who);
        break;
    case LlmErrorCode::AuthenticationFailed:
        text = Tr::tr("%1 refused the API key.").arg(who);
        break;
    case LlmErrorCode::RateLimited:
        text = Tr::tr("%1 is limiting the request rate; try again shortly.").arg(who);
        break;
    case LlmErrorCode::QuotaExhausted:
        text = Tr::tr("The quota or credit of this %1 account is used up.").arg(who);
        break;
    case LlmErrorCode::ModelNotFound:
        text = Tr::tr("%1 does not know this model, or this key may not use it.").arg(who);
        break;
    case LlmErrorCode::ContextTooLong:
        text = Tr::tr("The conversation is too long for the model's context window.");
        break;
    case LlmErrorCode::InvalidRequest:
        text = Tr::tr("%1 rejected the request.").arg(who);
        break;
    case LlmErrorCode::ServerError:
        text = Tr::tr("%1 had a server error.").arg(who);
        break;
    case LlmErrorCode::NetworkUnreachable:
        text = Tr::tr("%1 cannot be reached.").arg(who);
        break;
    case LlmErrorCode::Timeout:
        text = Tr::tr("%1 did not answer in time.").arg(who);
        break;
    case LlmErrorCode::MalformedReply:
        text = Tr::tr("%1 sent a reply that cannot be read.").arg(who);
        break;
    case LlmErrorCode::Cancelled:
        text = Tr::tr("The request was cancelled.");
        break;
    case LlmErrorCode::RedirectRefused:
        text = Tr::tr("%1 redirected the request to another host; it was not followed, so the "
                      "API key was not sent there.")
                   .arg(who);
        break;
    case LlmErrorCode::ReplyTooLarge:
        text = Tr::tr("%1 sent a reply larger than allowed; it was stopped.").arg(who);
        break;
    }
    // A detail can quote what a server sent: never a whole multi-megabyte body.
    constexpr qsizetype kMaxDetail = 2000;
    if (!detail.isEmpty())
        text += u' ' + (detail.size() > kMaxDetail ? detail.left(kMaxDetail) + u'…' : detail);
    LlmError error;
    error.code = code;
    error.message = text;
    return error;
}

} // namespace nelumbo
