#pragma once

#include "Command.h"

#include <memory>
#include <vector>

namespace nelumbo {

// The subcommands nelumbo-cli knows, in the order the help lists them.
class CommandRegistry
{
public:
    void add(std::unique_ptr<Command> command);
    Command* find(const QString& name) const;
    const std::vector<std::unique_ptr<Command>>& commands() const { return m_commands; }

private:
    std::vector<std::unique_ptr<Command>> m_commands;
};

} // namespace nelumbo
