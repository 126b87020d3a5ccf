#pragma once

#include "ai/AiAction.h"

#include <QList>
#include <memory>
#include <vector>

namespace nelumbo {

// The tools one AI task offers; hosts add their own beside the built-ins. Copies share the
// actions.
class AiActionRegistry
{
public:
    // Replaces an action of the same name.
    void add(std::shared_ptr<const AiAction> action);
    void remove(const QString& name);
    const AiAction* find(const QString& name) const;
    std::shared_ptr<const AiAction> shared(const QString& name) const;
    QList<LlmToolDefinition> definitions() const;
    QStringList names() const;

private:
    std::vector<std::shared_ptr<const AiAction>> m_actions;
};

} // namespace nelumbo
