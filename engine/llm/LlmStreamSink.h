#pragma once

#include "llm/LlmTypes.h"

namespace nelumbo {

// Receives a reply while it streams in. Tool calls are numbered 0, 1, … in reply order.
class LlmStreamSink
{
public:
    virtual ~LlmStreamSink() = default;
    virtual void textDelta(const QString& text) = 0;
    virtual void toolCallStarted(int index, const QString& id, const QString& name) = 0;
    virtual void toolCallDelta(int index, const QString& argumentsFragment) = 0;
    virtual void toolCallFinished(int index, const LlmToolCall& call) = 0;
    virtual void usageReported(const LlmUsage& usage) = 0;
};

} // namespace nelumbo
