#pragma once

#include "Command.h"

namespace nelumbo {

class Console;

// A command that does all its work at once (no database session): run() returns the exit
// status, reported after the event loop starts like every other command's.
class SyncCommand : public Command
{
    Q_OBJECT
public:
    explicit SyncCommand(Console& console, QObject* parent = nullptr);

    void start(const QStringList& arguments) final;
    void interrupt() final {}

protected:
    virtual int run(const QStringList& arguments) = 0;
    Console& console() { return m_console; }

private:
    Console& m_console;
};

} // namespace nelumbo
