#include "CommandRegistry.h"

namespace nelumbo {

void CommandRegistry::add(std::unique_ptr<Command> command)
{
    Q_ASSERT(!find(command->name()));
    m_commands.push_back(std::move(command));
}

Command* CommandRegistry::find(const QString& name) const
{
    for (const auto& command : m_commands)
        if (command->name() == name)
            return command.get();
    return nullptr;
}

} // namespace nelumbo
