#include "llm/LlmTypes.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

QJsonObject LlmToolCall::argumentsObject() const
{
    if (arguments.trimmed().isEmpty())
        return {};
    return QJsonDocument::fromJson(arguments.toUtf8()).object();
}

LlmMessage LlmMessage::user(const QString& text)
{
    LlmMessage m;
    m.role = Role::User;
    m.text = text;
    return m;
}

LlmMessage LlmMessage::assistant(const QString& text, const QList<LlmToolCall>& calls)
{
    LlmMessage m;
    m.role = Role::Assistant;
    m.text = text;
    m.toolCalls = calls;
    return m;
}

LlmMessage LlmMessage::tool(const QList<LlmToolResult>& results)
{
    LlmMessage m;
    m.role = Role::Tool;
    m.toolResults = results;
    return m;
}

LlmMessage LlmReply::toMessage() const
{
    LlmMessage m = LlmMessage::assistant(text, toolCalls);
    m.nativeFormat = nativeFormat;
    m.nativeContent = nativeContent;
    return m;
}

QString stopReasonName(LlmStopReason reason)
{
    switch (reason) {
    case LlmStopReason::EndTurn:
        return u"end_turn"_s;
    case LlmStopReason::ToolUse:
        return u"tool_use"_s;
    case LlmStopReason::MaxTokens:
        return u"max_tokens"_s;
    case LlmStopReason::StopSequence:
        return u"stop_sequence"_s;
    case LlmStopReason::ContentFilter:
        return u"content_filter"_s;
    case LlmStopReason::Other:
        break;
    }
    return u"other"_s;
}

} // namespace nelumbo
