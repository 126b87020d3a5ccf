#include "llm/ReplyBuilder.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {
bool isJsonObject(const QString& text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    return error.error == QJsonParseError::NoError && doc.isObject();
}
} // namespace

ReplyBuilder::ReplyBuilder(const QString& providerName, LlmStreamSink* sink)
    : m_providerName(providerName)
    , m_sink(sink)
{}

void ReplyBuilder::addText(const QString& text)
{
    if (text.isEmpty())
        return;
    m_reply.text += text;
    if (m_sink)
        m_sink->textDelta(text);
}

void ReplyBuilder::addToolCallFragment(int key, const QString& id, const QString& name,
                                       const QString& argumentsFragment)
{
    auto found = m_slotByKey.constFind(key);
    bool startNew = found == m_slotByKey.constEnd();
    if (!startNew) {
        const Slot& current = m_slots.at(*found);
        startNew =
            current.finished || (!id.isEmpty() && !current.call.id.isEmpty() &&
                                 id != current.call.id && isJsonObject(current.call.arguments));
        if (startNew && !current.finished)
            finishSlot(*found);
    }
    if (startNew) {
        Slot slot;
        slot.call.id = id;
        slot.call.name = name;
        m_slots.append(slot);
        const int index = int(m_slots.size() - 1);
        m_slotByKey.insert(key, index);
        if (m_sink)
            m_sink->toolCallStarted(index, id, name);
    }
    const int index = m_slotByKey.value(key);
    Slot& slot = m_slots[index];
    if (slot.call.id.isEmpty() && !id.isEmpty())
        slot.call.id = id;
    if (slot.call.name.isEmpty() && !name.isEmpty())
        slot.call.name = name;
    if (!argumentsFragment.isEmpty()) {
        slot.call.arguments += argumentsFragment;
        if (m_sink)
            m_sink->toolCallDelta(index, argumentsFragment);
    }
}

void ReplyBuilder::finishToolCall(int key)
{
    const auto found = m_slotByKey.constFind(key);
    if (found != m_slotByKey.constEnd() && !m_slots.at(*found).finished)
        finishSlot(*found);
}

void ReplyBuilder::addWholeToolCall(const QString& id, const QString& name,
                                    const QString& arguments)
{
    // Keys below zero never collide with a provider's index.
    const int key = -1 - int(m_slots.size());
    addToolCallFragment(key, id, name, arguments);
    finishToolCall(key);
}

void ReplyBuilder::setUsage(const LlmUsage& usage)
{
    m_reply.usage = usage;
    if (m_sink && usage.isReported())
        m_sink->usageReported(usage);
}

void ReplyBuilder::setStopReason(LlmStopReason reason, const QString& raw)
{
    m_reply.stopReason = reason;
    m_reply.rawStopReason = raw;
    m_hasStop = true;
}

void ReplyBuilder::setNative(const QString& format, const QJsonValue& content)
{
    m_reply.nativeFormat = format;
    m_reply.nativeContent = content;
}

void ReplyBuilder::finishSlot(int index)
{
    Slot& slot = m_slots[index];
    slot.finished = true;
    LlmToolCall& call = slot.call;
    if (call.arguments.trimmed().isEmpty())
        call.arguments = u"{}"_s;
    if (call.id.isEmpty()) {
        call.id = generateToolCallId();
        call.generatedId = true;
    }
    if (call.name.isEmpty() || !isJsonObject(call.arguments)) {
        if (!m_error) {
            const QString detail =
                call.name.isEmpty()
                    ? QCoreApplication::translate("nelumbo::ReplyBuilder",
                                                  "A tool call has no function name.")
                    : QCoreApplication::translate(
                          "nelumbo::ReplyBuilder",
                          "The arguments of its call to %1 are not a valid JSON object.")
                          .arg(call.name);
            m_error = LlmError::make(LlmErrorCode::MalformedReply, m_providerName, detail);
        }
        return;
    }
    if (m_sink)
        m_sink->toolCallFinished(index, call);
}

std::optional<LlmError> ReplyBuilder::finish()
{
    for (int i = 0; i < m_slots.size(); ++i)
        if (!m_slots.at(i).finished)
            finishSlot(i);
    if (m_error)
        return m_error;
    m_reply.toolCalls.clear();
    for (const Slot& slot : std::as_const(m_slots))
        m_reply.toolCalls.append(slot.call);
    // Some servers say "stop" after tool calls (Gemini always does).
    if (!m_reply.toolCalls.isEmpty() && m_reply.stopReason == LlmStopReason::EndTurn)
        m_reply.stopReason = LlmStopReason::ToolUse;
    return std::nullopt;
}

QString ReplyBuilder::generateToolCallId()
{
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    QString id;
    for (int i = 0; i < 9; ++i)
        id.append(QLatin1Char(alphabet[QRandomGenerator::global()->bounded(62)]));
    return id;
}

} // namespace nelumbo
