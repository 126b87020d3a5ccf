#include "llm/LlmHandle.h"

#include "llm/LlmCall.h"

namespace nelumbo {

LlmHandle::LlmHandle(QObject* parent)
    : QObject(parent)
{}

LlmHandle::~LlmHandle() = default;

void LlmHandle::cancel()
{
    if (m_call)
        m_call->cancel();
}

bool LlmHandle::isFinished() const
{
    return !m_call || m_call->isDone();
}

int LlmHandle::attempts() const
{
    return m_call ? m_call->attempts() : 0;
}

} // namespace nelumbo
