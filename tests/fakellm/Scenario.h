#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace nelumbo::fake {

struct ServerOptions;

struct ScriptedToolCall
{
    QString name;
    QJsonObject arguments;
    QString id;                          // empty: generated per provider
    std::optional<QString> rawArguments; // sent verbatim instead of `arguments`
    QString thoughtSignature;
};

struct ScriptedUsage
{
    int prompt = -1; // -1: estimated from the request
    int completion = -1;
    int cached = 0;
    int cacheWrite = 0;
};

// Provider-neutral assistant turn.
struct ScriptedReply
{
    QString text;
    int chunks = 0; // 0: one delta per word
    QList<ScriptedToolCall> toolCalls;
    int argumentChunks = 2;
    QString stopReason; // empty: "tool" with calls, else "end"
    ScriptedUsage usage;
    QString model;
    QString thoughtSignature;
    QList<QPair<QByteArray, QByteArray>> headers;
};

struct ScriptedFault
{
    QString error; // ready-made provider error, see README.md
    int status = 0;
    std::optional<QJsonValue> body;
    QList<QPair<QByteArray, QByteArray>> headers;
    QString retryAfter;
    int retryAfterMs = -1;
    std::optional<bool> shouldRetry;
    QString retryDelay;
    int delayMs = 0;
    int eventDelayMs = 0;
    int midStreamError = -1;
    int disconnectAfterEvents = -1;
    int stallAfterEvents = -1;
    int stallMs = 0;
    int malformedEvent = -1;
    bool invalidToolArguments = false;
    bool pings = false;
    bool crlf = false;
    bool splitWrites = false;
    bool splitUtf8 = false;
    bool emptyChoicesFirst = false;
    bool omitDone = false;
    bool reuseToolIndex = false;
    bool close = false;
    std::optional<QString> redirect; // origin to redirect to ("": this server), see README.md

    bool answersWithError() const { return !error.isEmpty() || status != 0; }
};

struct ScriptedTurn
{
    QString name;
    int times = 1;
    QJsonObject expect;
    std::optional<ScriptedReply> reply;
    ScriptedFault fault;
};

// Reads scenario and turn JSON (README.md "Scenarios"); unknown keys are errors, so typos
// in a test script are caught instead of silently ignored.
class ScenarioReader
{
public:
    // Empty on success.
    static QString readTurn(const QJsonObject& json, ScriptedTurn& turn);
    static QString readOptions(const QJsonObject& json, ServerOptions& options);
};

} // namespace nelumbo::fake
