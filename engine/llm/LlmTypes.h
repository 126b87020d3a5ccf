#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMetaType>
#include <QString>
#include <optional>

namespace nelumbo {

// A tool the model may call: a name, what it does, and its arguments as JSON Schema.
struct LlmToolDefinition
{
    QString name;
    QString description;
    QJsonObject parameters; // JSON Schema, "type": "object"
};

// One call the model asked for. arguments is the JSON text as the model wrote it (OpenAI-style
// providers send a string, the others an object, which is kept as compact JSON text).
struct LlmToolCall
{
    QString id;
    QString name;
    QString arguments;
    // The provider gave no id (Gemini, sometimes Ollama): the id is ours and is not sent back.
    bool generatedId = false;

    QJsonObject argumentsObject() const;
};

// The answer to one tool call, sent back in the next request.
struct LlmToolResult
{
    QString toolCallId;
    QString name; // filled from the matching call when empty
    QString content;
    bool isError = false;
};

struct LlmMessage
{
    enum class Role
    {
        User,
        Assistant,
        Tool
    };
    Role role = Role::User;
    QString text;
    QList<LlmToolCall> toolCalls;     // Assistant
    QList<LlmToolResult> toolResults; // Tool: all results for one assistant turn
    // The assistant turn exactly as its provider sent it (Gemini parts with thoughtSignature,
    // Anthropic blocks with thinking signatures). Replayed verbatim to the same wire format.
    QString nativeFormat;
    QJsonValue nativeContent;

    static LlmMessage user(const QString& text);
    static LlmMessage assistant(const QString& text, const QList<LlmToolCall>& calls = {});
    static LlmMessage tool(const QList<LlmToolResult>& results);
};

struct LlmRequest
{
    // The system text. Its first stablePrefixLength characters do not change between requests
    // (instructions, schema), so providers with explicit prompt caching mark that part.
    QString system;
    qsizetype stablePrefixLength = 0;
    QList<LlmMessage> messages;
    QList<LlmToolDefinition> tools;
    std::optional<double> temperature;
    std::optional<int> maxOutputTokens; // else the configured default
};

struct LlmUsage
{
    // Normalised across providers: prompt tokens include cached and cache-written ones,
    // completion tokens include reasoning tokens. -1: not reported.
    qint64 promptTokens = -1;
    qint64 completionTokens = -1;
    qint64 totalTokens = -1;
    qint64 cachedTokens = -1;     // prompt tokens read from the provider's cache
    qint64 cacheWriteTokens = -1; // prompt tokens written to it (Anthropic)
    qint64 reasoningTokens = -1;  // part of completionTokens

    bool isReported() const { return promptTokens >= 0 || completionTokens >= 0; }
};

enum class LlmStopReason
{
    EndTurn,
    ToolUse,
    MaxTokens,
    StopSequence,
    ContentFilter,
    Other
};

struct LlmReply
{
    QString text;
    QList<LlmToolCall> toolCalls;
    LlmStopReason stopReason = LlmStopReason::Other;
    QString rawStopReason; // the provider's own word
    LlmUsage usage;
    QString model; // as the provider reported it, when it did
    // The assistant turn as sent (see LlmMessage::nativeContent).
    QString nativeFormat;
    QJsonValue nativeContent;

    // The turn to append to the conversation for the next request.
    LlmMessage toMessage() const;
};

QString stopReasonName(LlmStopReason reason);

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::LlmToolCall)
Q_DECLARE_METATYPE(nelumbo::LlmUsage)
Q_DECLARE_METATYPE(nelumbo::LlmReply)
