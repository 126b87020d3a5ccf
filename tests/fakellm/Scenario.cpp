#include "Scenario.h"

#include "FakeLlmServer.h"

#include <QJsonArray>
#include <QSet>

namespace nelumbo::fake {

namespace {

QString unknownKeys(const QJsonObject& json, const QSet<QString>& known, const QString& where)
{
    QStringList unknown;
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (!known.contains(it.key()))
            unknown.append(it.key());
    }
    if (unknown.isEmpty())
        return {};
    return QStringLiteral("%1: unknown key(s) %2").arg(where, unknown.join(QStringLiteral(", ")));
}

int intOr(const QJsonObject& json, const QString& key, int fallback)
{
    const QJsonValue value = json.value(key);
    if (value.isBool())
        return value.toBool() ? 1 : fallback;
    return value.isDouble() ? value.toInt() : fallback;
}

QString stringOf(const QJsonValue& value)
{
    if (value.isDouble())
        return QString::number(value.toDouble());
    return value.toString();
}

QString readHeaders(const QJsonValue& value, QList<QPair<QByteArray, QByteArray>>& headers,
                    const QString& where)
{
    if (value.isUndefined())
        return {};
    if (!value.isObject())
        return where + QStringLiteral(": headers must be an object");
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
        headers.append({it.key().toUtf8(), stringOf(it.value()).toUtf8()});
    return {};
}

QString readToolCall(const QJsonValue& value, ScriptedToolCall& call)
{
    if (!value.isObject())
        return QStringLiteral("reply.toolCalls: each call must be an object");
    const QJsonObject json = value.toObject();
    if (QString error =
            unknownKeys(json, {"name", "arguments", "id", "rawArguments", "thoughtSignature"},
                        QStringLiteral("reply.toolCalls"));
        !error.isEmpty())
        return error;
    call.name = json.value(QStringLiteral("name")).toString();
    if (call.name.isEmpty())
        return QStringLiteral("reply.toolCalls: a call needs a name");
    const QJsonValue arguments = json.value(QStringLiteral("arguments"));
    if (!arguments.isUndefined() && !arguments.isObject())
        return QStringLiteral("reply.toolCalls: arguments must be an object (use rawArguments "
                              "for anything else)");
    call.arguments = arguments.toObject();
    call.id = json.value(QStringLiteral("id")).toString();
    if (json.contains(QStringLiteral("rawArguments")))
        call.rawArguments = json.value(QStringLiteral("rawArguments")).toString();
    call.thoughtSignature = json.value(QStringLiteral("thoughtSignature")).toString();
    return {};
}

QString readReply(const QJsonObject& json, ScriptedReply& reply)
{
    if (QString error = unknownKeys(json,
                                    {"text", "chunks", "toolCalls", "argumentChunks", "stopReason",
                                     "usage", "model", "thoughtSignature", "headers"},
                                    QStringLiteral("reply"));
        !error.isEmpty())
        return error;
    reply.text = json.value(QStringLiteral("text")).toString();
    reply.chunks = intOr(json, QStringLiteral("chunks"), 0);
    reply.argumentChunks = qMax(1, intOr(json, QStringLiteral("argumentChunks"), 2));
    reply.stopReason = json.value(QStringLiteral("stopReason")).toString();
    reply.model = json.value(QStringLiteral("model")).toString();
    reply.thoughtSignature = json.value(QStringLiteral("thoughtSignature")).toString();
    const QJsonValue calls = json.value(QStringLiteral("toolCalls"));
    if (!calls.isUndefined() && !calls.isArray())
        return QStringLiteral("reply.toolCalls must be an array");
    for (const QJsonValue& value : calls.toArray()) {
        ScriptedToolCall call;
        if (QString error = readToolCall(value, call); !error.isEmpty())
            return error;
        reply.toolCalls.append(call);
    }
    const QJsonValue usage = json.value(QStringLiteral("usage"));
    if (usage.isObject()) {
        const QJsonObject u = usage.toObject();
        if (QString error = unknownKeys(u, {"prompt", "completion", "cached", "cacheWrite"},
                                        QStringLiteral("reply.usage"));
            !error.isEmpty())
            return error;
        reply.usage.prompt = intOr(u, QStringLiteral("prompt"), -1);
        reply.usage.completion = intOr(u, QStringLiteral("completion"), -1);
        reply.usage.cached = intOr(u, QStringLiteral("cached"), 0);
        reply.usage.cacheWrite = intOr(u, QStringLiteral("cacheWrite"), 0);
    } else if (!usage.isUndefined()) {
        return QStringLiteral("reply.usage must be an object");
    }
    return readHeaders(json.value(QStringLiteral("headers")), reply.headers,
                       QStringLiteral("reply"));
}

QString readFault(const QJsonObject& json, ScriptedFault& fault)
{
    static const QSet<QString> errors = {
        "auth",       "forbidden",          "model_not_found", "context_length",
        "rate_limit", "insufficient_quota", "server_error",    "unavailable",
        "overloaded", "resource_exhausted"};
    if (QString error = unknownKeys(json,
                                    {"error",
                                     "status",
                                     "body",
                                     "headers",
                                     "retryAfter",
                                     "retryAfterMs",
                                     "shouldRetry",
                                     "retryDelay",
                                     "delayMs",
                                     "eventDelayMs",
                                     "midStreamError",
                                     "disconnectAfterEvents",
                                     "stallAfterEvents",
                                     "stallMs",
                                     "malformedEvent",
                                     "invalidToolArguments",
                                     "pings",
                                     "crlf",
                                     "splitWrites",
                                     "splitUtf8",
                                     "emptyChoicesFirst",
                                     "omitDone",
                                     "reuseToolIndex",
                                     "close",
                                     "redirect"},
                                    QStringLiteral("fault"));
        !error.isEmpty())
        return error;
    fault.error = json.value(QStringLiteral("error")).toString();
    if (!fault.error.isEmpty() && !errors.contains(fault.error))
        return QStringLiteral("fault.error: unknown error \"%1\"").arg(fault.error);
    fault.status = intOr(json, QStringLiteral("status"), 0);
    if (json.contains(QStringLiteral("redirect")))
        fault.redirect = json.value(QStringLiteral("redirect")).toString();
    if (json.contains(QStringLiteral("body")))
        fault.body = json.value(QStringLiteral("body"));
    if (QString error = readHeaders(json.value(QStringLiteral("headers")), fault.headers,
                                    QStringLiteral("fault"));
        !error.isEmpty())
        return error;
    if (json.contains(QStringLiteral("retryAfter")))
        fault.retryAfter = stringOf(json.value(QStringLiteral("retryAfter")));
    fault.retryAfterMs = intOr(json, QStringLiteral("retryAfterMs"), -1);
    if (json.value(QStringLiteral("shouldRetry")).isBool())
        fault.shouldRetry = json.value(QStringLiteral("shouldRetry")).toBool();
    fault.retryDelay = json.value(QStringLiteral("retryDelay")).toString();
    fault.delayMs = intOr(json, QStringLiteral("delayMs"), 0);
    fault.eventDelayMs = intOr(json, QStringLiteral("eventDelayMs"), 0);
    fault.midStreamError = intOr(json, QStringLiteral("midStreamError"), -1);
    if (json.value(QStringLiteral("midStreamError")) == QJsonValue(false))
        fault.midStreamError = -1;
    fault.disconnectAfterEvents = intOr(json, QStringLiteral("disconnectAfterEvents"), -1);
    fault.stallAfterEvents = intOr(json, QStringLiteral("stallAfterEvents"), -1);
    fault.stallMs = intOr(json, QStringLiteral("stallMs"), 0);
    if (fault.stallMs > 0 && fault.stallAfterEvents < 0)
        fault.stallAfterEvents = 0;
    fault.malformedEvent = intOr(json, QStringLiteral("malformedEvent"), -1);
    const auto flag = [&json](const char* key) { return json.value(QLatin1String(key)).toBool(); };
    fault.invalidToolArguments = flag("invalidToolArguments");
    fault.pings = flag("pings");
    fault.crlf = flag("crlf");
    fault.splitWrites = flag("splitWrites");
    fault.splitUtf8 = flag("splitUtf8");
    fault.emptyChoicesFirst = flag("emptyChoicesFirst");
    fault.omitDone = flag("omitDone");
    fault.reuseToolIndex = flag("reuseToolIndex");
    fault.close = flag("close");
    return {};
}

} // namespace

QString ScenarioReader::readTurn(const QJsonObject& json, ScriptedTurn& turn)
{
    if (QString error = unknownKeys(json, {"name", "times", "expect", "reply", "fault"},
                                    QStringLiteral("turn"));
        !error.isEmpty())
        return error;
    turn.name = json.value(QStringLiteral("name")).toString();
    turn.times = intOr(json, QStringLiteral("times"), 1);
    if (turn.times < 1)
        return QStringLiteral("turn.times must be at least 1");
    const QJsonValue expect = json.value(QStringLiteral("expect"));
    if (!expect.isUndefined() && !expect.isObject())
        return QStringLiteral("turn.expect must be an object");
    turn.expect = expect.toObject();
    if (QString error = unknownKeys(turn.expect,
                                    {"method", "path", "pathContains", "query", "provider", "model",
                                     "stream", "lastRole", "lastContentContains", "systemContains",
                                     "toolResultIds", "toolNames", "headers", "headersAbsent",
                                     "json", "jsonAbsent", "bodyContains"},
                                    QStringLiteral("expect"));
        !error.isEmpty())
        return error;
    const QJsonValue reply = json.value(QStringLiteral("reply"));
    if (reply.isObject()) {
        ScriptedReply scripted;
        if (QString error = readReply(reply.toObject(), scripted); !error.isEmpty())
            return error;
        turn.reply = scripted;
    } else if (!reply.isUndefined()) {
        return QStringLiteral("turn.reply must be an object");
    }
    const QJsonValue fault = json.value(QStringLiteral("fault"));
    if (fault.isObject()) {
        if (QString error = readFault(fault.toObject(), turn.fault); !error.isEmpty())
            return error;
    } else if (!fault.isUndefined()) {
        return QStringLiteral("turn.fault must be an object");
    }
    if (!turn.reply && !turn.fault.answersWithError() && turn.fault.disconnectAfterEvents < 0 &&
        !turn.fault.redirect)
        return QStringLiteral("turn needs a reply, an error fault or a redirect");
    return {};
}

QString ScenarioReader::readOptions(const QJsonObject& json, ServerOptions& options)
{
    if (QString error = unknownKeys(
            json, {"apiKey", "ollamaKey", "mistral", "ollamaIds", "echo", "models", "redirectTo"},
            QStringLiteral("options"));
        !error.isEmpty())
        return error;
    if (json.contains(QStringLiteral("apiKey")))
        options.apiKey = json.value(QStringLiteral("apiKey")).toString();
    if (json.contains(QStringLiteral("ollamaKey")))
        options.ollamaKey = json.value(QStringLiteral("ollamaKey")).toString();
    if (json.contains(QStringLiteral("mistral")))
        options.mistral = json.value(QStringLiteral("mistral")).toBool();
    if (json.contains(QStringLiteral("ollamaIds")))
        options.ollamaIds = json.value(QStringLiteral("ollamaIds")).toBool();
    if (json.contains(QStringLiteral("redirectTo")))
        options.redirectTo = json.value(QStringLiteral("redirectTo")).toString();
    if (json.contains(QStringLiteral("echo")))
        options.echo = json.value(QStringLiteral("echo")).toBool();
    if (json.contains(QStringLiteral("models"))) {
        options.models.clear();
        for (const QJsonValue& model : json.value(QStringLiteral("models")).toArray())
            options.models.append(model.toString());
    }
    return {};
}

} // namespace nelumbo::fake
