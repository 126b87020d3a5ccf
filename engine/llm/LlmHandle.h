#pragma once

#include "llm/LlmError.h"
#include "llm/LlmTypes.h"

#include <QObject>

namespace nelumbo {

class LlmCall;

// One request to a model, under way. Exactly one of finished() and failed() comes last;
// nothing follows it. Streamed replies send their pieces first. Delete with deleteLater(), not
// from inside one of its signals.
class LlmHandle : public QObject
{
    Q_OBJECT
public:
    ~LlmHandle() override;

    // Stops at once: the connection is closed and failed(cancelled) is emitted before this
    // returns; nothing else follows. Does nothing once the request is over.
    void cancel();
    bool isFinished() const;
    int attempts() const; // requests sent so far, retries included

Q_SIGNALS:
    void textDelta(const QString& text);
    void toolCallStarted(int index, const QString& id, const QString& name);
    void toolCallDelta(int index, const QString& argumentsFragment);
    void toolCallFinished(int index, const nelumbo::LlmToolCall& call);
    void usageReported(const nelumbo::LlmUsage& usage);
    // A failed attempt will be repeated after delayMs.
    void retrying(int attempt, int delayMs, const nelumbo::LlmError& reason);
    void finished(const nelumbo::LlmReply& reply);
    void failed(const nelumbo::LlmError& error);

private:
    friend class LlmClient;
    explicit LlmHandle(QObject* parent);

    LlmCall* m_call = nullptr;
};

} // namespace nelumbo
