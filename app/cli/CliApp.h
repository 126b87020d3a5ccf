#pragma once

#include "CommandRegistry.h"
#include "Console.h"
#include "InterruptWatcher.h"

#include <QObject>
#include <QStringList>
#include <optional>

namespace nelumbo {

// The top level of nelumbo-cli: global options, help, and dispatch to a Command.
class CliApp : public QObject
{
    Q_OBJECT
public:
    explicit CliApp(QObject* parent = nullptr);
    ~CliApp() override;

    // Runs the command line (arguments[0] is the program) and returns the exit status.
    // Needs a QCoreApplication; runs its event loop while a command works.
    int run(const QStringList& arguments);

private:
    int execute(Command& command, const QStringList& arguments);
    int showHelp(const QString& commandName);
    int usageError(const QString& message);
    QString helpText() const;
    void onInterrupted(int count);

    Console m_console;
    CommandRegistry m_registry;
    InterruptWatcher m_interrupts;
    Command* m_current = nullptr;
    std::optional<int> m_exitCode;
};

} // namespace nelumbo
