#pragma once

#include "llm/LlmError.h"
#include "llm/LlmStreamSink.h"
#include "llm/LlmTypes.h"

#include <QHash>
#include <optional>

namespace nelumbo {

// Assembles one reply from the pieces a wire format decodes, whole or streamed, and passes
// each piece on to an optional sink. Tool-call arguments are checked to be a JSON object.
class ReplyBuilder
{
public:
    ReplyBuilder(const QString& providerName, LlmStreamSink* sink = nullptr);

    void addText(const QString& text);
    // A piece of the tool call the provider numbers key. A new non-empty id on a key in use
    // starts a new call only once the current arguments are complete JSON: some servers reuse
    // index 0 for every call, others repeat or renew the id on every fragment.
    void addToolCallFragment(int key, const QString& id, const QString& name,
                             const QString& argumentsFragment);
    void finishToolCall(int key);
    void addWholeToolCall(const QString& id, const QString& name, const QString& arguments);
    void setUsage(const LlmUsage& usage);
    void setStopReason(LlmStopReason reason, const QString& raw);
    void setModel(const QString& model) { m_reply.model = model; }
    void setNative(const QString& format, const QJsonValue& content);

    bool hasStopReason() const { return m_hasStop; }
    const QString& providerName() const { return m_providerName; }
    // Finishes open tool calls and returns the reply, or malformed_reply.
    std::optional<LlmError> finish();
    const LlmReply& reply() const { return m_reply; }

    // 9 characters [a-zA-Z0-9]: valid for every provider, Mistral included.
    static QString generateToolCallId();

private:
    struct Slot
    {
        LlmToolCall call;
        bool finished = false;
    };
    void finishSlot(int slot);

    QString m_providerName;
    LlmStreamSink* m_sink;
    LlmReply m_reply;
    QList<Slot> m_slots;
    QHash<int, int> m_slotByKey;
    bool m_hasStop = false;
    std::optional<LlmError> m_error;
};

} // namespace nelumbo
