#pragma once

#include <QString>
#include <memory>
#include <thread>

class QObject;

namespace nelumbo {

// A thread running an event loop for one object, whose end can be awaited in full.
// QThread::wait() returns before the system thread has run the exit handlers that libraries
// register (libpq's Kerberos library has one), and a process that exits meanwhile aborts.
class WorkerThread
{
public:
    // Starts the thread and moves object into it; the thread deletes object when it ends.
    WorkerThread(const QString& name, std::unique_ptr<QObject> object);
    // Quits, then waits for the end without a limit.
    ~WorkerThread();
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;

    // Ends the event loop after the events already posted to the object.
    void quit();
    // True once the thread has ended, its exit handlers included; waits at most ms.
    bool wait(int ms);

    // Lets a thread that has not ended end on its own. Before the application goes, such
    // threads get a short while to end, so none runs while the process tears down.
    static void abandon(std::unique_ptr<WorkerThread> thread);

private:
    struct State;
    static void run(const std::shared_ptr<State>& state, const QString& name);

    std::shared_ptr<State> m_state;
    std::thread m_thread;
};

} // namespace nelumbo
