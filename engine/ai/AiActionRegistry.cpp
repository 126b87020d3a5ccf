#include "ai/AiActionRegistry.h"

#include <algorithm>

namespace nelumbo {

void AiActionRegistry::add(std::shared_ptr<const AiAction> action)
{
    remove(action->name());
    m_actions.push_back(std::move(action));
}

void AiActionRegistry::remove(const QString& name)
{
    std::erase_if(m_actions, [&](const auto& a) { return a->name() == name; });
}

const AiAction* AiActionRegistry::find(const QString& name) const
{
    const auto it = std::find_if(m_actions.begin(), m_actions.end(),
                                 [&](const auto& a) { return a->name() == name; });
    return it == m_actions.end() ? nullptr : it->get();
}

std::shared_ptr<const AiAction> AiActionRegistry::shared(const QString& name) const
{
    const auto it = std::find_if(m_actions.begin(), m_actions.end(),
                                 [&](const auto& a) { return a->name() == name; });
    return it == m_actions.end() ? nullptr : *it;
}

QList<LlmToolDefinition> AiActionRegistry::definitions() const
{
    QList<LlmToolDefinition> out;
    for (const auto& a : m_actions)
        out.append(a->definition());
    return out;
}

QStringList AiActionRegistry::names() const
{
    QStringList out;
    for (const auto& a : m_actions)
        out.append(a->name());
    return out;
}

} // namespace nelumbo
