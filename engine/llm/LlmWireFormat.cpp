#include "llm/LlmWireFormat.h"

#include "llm/AnthropicFormat.h"
#include "llm/GeminiFormat.h"
#include "llm/OllamaFormat.h"
#include "llm/OpenAiChatFormat.h"
#include "llm/ReplyBuilder.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
constexpr qsizetype kMaxProviderMessage = 400;

QString scalarText(const QJsonValue& value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toInteger());
    return {};
}

bool mentionsAny(const QString& text, std::initializer_list<QLatin1String> words)
{
    for (const QLatin1String& word : words)
        if (text.contains(word, Qt::CaseInsensitive))
            return true;
    return false;
}

// "37s" or "1.5s" (protobuf Duration) to milliseconds.
int durationMs(const QString& text)
{
    QString number = text.trimmed();
    if (!number.endsWith(u's'))
        return -1;
    number.chop(1);
    bool ok = false;
    const double seconds = number.toDouble(&ok);
    return ok && seconds >= 0 ? int(seconds * 1000) : -1;
}
} // namespace

std::unique_ptr<LlmWireFormat> LlmWireFormat::create(WireProtocol protocol)
{
    switch (protocol) {
    case WireProtocol::OpenAiChat:
        return std::make_unique<OpenAiChatFormat>();
    case WireProtocol::Anthropic:
        return std::make_unique<AnthropicFormat>();
    case WireProtocol::Gemini:
        return std::make_unique<GeminiFormat>();
    case WireProtocol::OllamaChat:
        return std::make_unique<OllamaFormat>();
    }
    return std::make_unique<OpenAiChatFormat>();
}

ProviderErrorInfo LlmWireFormat::parseError(const QByteArray& body) const
{
    ProviderErrorInfo info;
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    QJsonObject root = doc.object();
    if (doc.isArray()) // Gemini's streaming endpoint without alt=sse wraps errors in an array
        root = doc.array().first().toObject();
    const QJsonValue error = root.value("error"_L1);
    if (error.isString()) { // Ollama
        info.message = error.toString();
        return info;
    }
    const QJsonObject object = error.isObject() ? error.toObject() : root;
    info.message = object.value("message"_L1).toString();
    info.type = object.value("type"_L1).toString();
    info.code = scalarText(object.value("code"_L1));
    const QString status = object.value("status"_L1).toString(); // Gemini
    if (!status.isEmpty())
        info.type = status;
    if (info.message.isEmpty())
        info.message = root.value("message"_L1).toString();
    for (const QJsonValue& detail : object.value("details"_L1).toArray()) {
        const QJsonObject d = detail.toObject();
        const QString kind = d.value("@type"_L1).toString();
        if (kind.endsWith("RetryInfo"_L1)) {
            info.hasRetryInfo = true;
            info.retryDelayMs = durationMs(d.value("retryDelay"_L1).toString());
        } else if (kind.endsWith("QuotaFailure"_L1)) {
            const QJsonArray violations = d.value("violations"_L1).toArray();
            if (!violations.isEmpty())
                info.quotaId = violations.first().toObject().value("quotaId"_L1).toString();
        } else if (kind.endsWith("ErrorInfo"_L1) && info.code.isEmpty()) {
            info.code = d.value("reason"_L1).toString();
        }
    }
    // Anthropic's monthly spend cap.
    const QString detailCode =
        object.value("details"_L1).toObject().value("error_code"_L1).toString();
    if (!detailCode.isEmpty())
        info.code = detailCode;
    if (info.message.isEmpty() && !body.trimmed().isEmpty() && !doc.isObject())
        info.message = QString::fromUtf8(body.left(kMaxProviderMessage)).simplified();
    return info;
}

bool LlmWireFormat::isErrorObject(const QJsonObject& object) const
{
    return object.contains("error"_L1);
}

std::optional<LlmError> LlmWireFormat::replyObject(const QByteArray& body,
                                                   const ReplyBuilder& builder,
                                                   QJsonObject& object) const
{
    QJsonParseError jsonError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &jsonError);
    if (jsonError.error != QJsonParseError::NoError || !doc.isObject())
        return LlmError::make(
            LlmErrorCode::MalformedReply, builder.providerName(),
            QCoreApplication::translate("nelumbo::LlmWireFormat", "The reply is not valid JSON."));
    object = doc.object();
    if (isErrorObject(object))
        return classify(0, parseError(body), builder.providerName());
    return std::nullopt;
}

QStringList LlmWireFormat::listedIds(const QByteArray& body, QLatin1String list,
                                     QLatin1String field)
{
    QStringList ids;
    for (const QJsonValue& item : QJsonDocument::fromJson(body).object().value(list).toArray())
        ids.append(item.toObject().value(field).toString());
    ids.removeAll(QString());
    return ids;
}

qint64 LlmWireFormat::count(const QJsonObject& object, QLatin1String key, qint64 fallback)
{
    const QJsonValue value = object.value(key);
    return value.isDouble() ? value.toInteger() : fallback;
}

LlmError LlmWireFormat::classify(int status, const ProviderErrorInfo& info,
                                 const QString& providerName)
{
    const QString all = info.type + u' ' + info.code + u' ' + info.message;
    LlmErrorCode code = LlmErrorCode::InvalidRequest;
    bool retryable = false;
    bool quoteProvider = true;
    const bool contextTooLong =
        mentionsAny(all, {"context_length"_L1, "context length"_L1, "context window"_L1,
                          "prompt is too long"_L1, "maximum context"_L1, "too many tokens"_L1,
                          "input is too long"_L1, "exceeds the maximum number of tokens"_L1});
    const bool quota = mentionsAny(
        all, {"insufficient_quota"_L1, "enforced_spend_limit"_L1, "credit balance"_L1, "billing"_L1,
              "exceeded your current quota"_L1, "insufficient credits"_L1});
    if (status == 401 || status == 403 ||
        mentionsAny(all, {"API_KEY_INVALID"_L1, "API key not valid"_L1, "authentication_error"_L1,
                          "invalid_api_key"_L1})) {
        code = LlmErrorCode::AuthenticationFailed;
        quoteProvider = false; // such messages quote parts of the key
    } else if (status == 402) {
        code = LlmErrorCode::QuotaExhausted;
    } else if (status == 404) {
        code = LlmErrorCode::ModelNotFound;
    } else if (status == 413 || contextTooLong) {
        code = LlmErrorCode::ContextTooLong;
    } else if (status == 429) {
        // Gemini says "exceeded your current quota" for per-minute limits too: its details
        // tell a limit that passes from one that lasts the day.
        const bool exhausted = info.type == "RESOURCE_EXHAUSTED"_L1
                                   ? info.quotaId.contains("PerDay"_L1) || !info.hasRetryInfo
                                   : quota;
        if (exhausted) {
            code = LlmErrorCode::QuotaExhausted;
        } else {
            code = LlmErrorCode::RateLimited;
            retryable = true;
        }
    } else if (quota && status < 500) {
        code = LlmErrorCode::QuotaExhausted;
    } else if (status == 408) {
        code = LlmErrorCode::Timeout;
        retryable = true;
    } else if (status == 409 || status == 500 || status == 502 || status == 503 || status == 504 ||
               status == 529) {
        code = LlmErrorCode::ServerError;
        retryable = true;
    } else if (status >= 500) {
        code = LlmErrorCode::ServerError;
    } else if (status == 0) {
        // An error event inside a 200 stream: judge by its type.
        if (mentionsAny(all, {"overloaded"_L1, "server_error"_L1, "api_error"_L1, "UNAVAILABLE"_L1,
                              "INTERNAL"_L1, "timeout"_L1})) {
            code = LlmErrorCode::ServerError;
            retryable = true;
        } else if (mentionsAny(all, {"rate_limit"_L1, "RESOURCE_EXHAUSTED"_L1})) {
            code = LlmErrorCode::RateLimited;
            retryable = true;
        } else {
            code = LlmErrorCode::ServerError;
        }
    }

    QString detail;
    if (status > 0)
        detail = QCoreApplication::translate("nelumbo::LlmWireFormat", "(HTTP %1)").arg(status);
    QString providerText = info.message.simplified();
    if (providerText.size() > kMaxProviderMessage)
        providerText = providerText.left(kMaxProviderMessage) + u'…';
    if (quoteProvider && !providerText.isEmpty())
        detail +=
            (detail.isEmpty() ? QString() : u" "_s) +
            QCoreApplication::translate("nelumbo::LlmWireFormat", "It said: %1").arg(providerText);
    LlmError error = LlmError::make(code, providerName, detail);
    error.httpStatus = status;
    error.providerMessage = quoteProvider ? providerText : QString();
    error.retryable = retryable;
    error.retryAfterMs = info.retryDelayMs;
    return error;
}

QUrl LlmWireFormat::join(const QUrl& base, const QString& path)
{
    QUrl url = base;
    QString basePath = url.path();
    while (basePath.endsWith(u'/'))
        basePath.chop(1);
    url.setPath(basePath + (path.startsWith(u'/') ? path : u'/' + path));
    return url;
}

void LlmWireFormat::setAuth(HttpRequest& request, const LlmTarget& target)
{
    if (target.apiKey.isEmpty())
        return;
    const QByteArray key = target.apiKey.toUtf8();
    switch (target.provider.auth) {
    case AuthStyle::Bearer:
        request.setHeader("Authorization", "Bearer " + key);
        break;
    case AuthStyle::XApiKey:
        request.setHeader("x-api-key", key);
        break;
    case AuthStyle::ApiKeyHeader:
        request.setHeader("api-key", key);
        break;
    case AuthStyle::GoogApiKey:
        request.setHeader("x-goog-api-key", key);
        break;
    }
}

HttpRequest LlmWireFormat::jsonRequest(const QUrl& url, bool stream)
{
    HttpRequest request;
    request.url = url;
    request.setHeader("Content-Type", "application/json");
    request.setHeader("Accept", stream ? "text/event-stream" : "application/json");
    return request;
}

const LlmToolCall* LlmWireFormat::findCall(const QList<LlmMessage>& messages,
                                           const QString& toolCallId)
{
    for (auto m = messages.crbegin(); m != messages.crend(); ++m)
        for (const LlmToolCall& call : m->toolCalls)
            if (call.id == toolCallId)
                return &call;
    return nullptr;
}

QList<LlmMessage> LlmWireFormat::withToolNames(const QList<LlmMessage>& messages)
{
    QList<LlmMessage> out = messages;
    for (LlmMessage& m : out)
        for (LlmToolResult& result : m.toolResults)
            if (result.name.isEmpty())
                if (const LlmToolCall* call = findCall(messages, result.toolCallId))
                    result.name = call->name;
    return out;
}

} // namespace nelumbo
