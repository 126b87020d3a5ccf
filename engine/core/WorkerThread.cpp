#include "core/WorkerThread.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QList>
#include <QObject>
#include <QThread>
#include <chrono>
#include <condition_variable>
#include <mutex>

#ifdef Q_OS_LINUX
#include <pthread.h>
#endif

namespace nelumbo {

struct WorkerThread::State
{
    std::mutex mutex;
    std::condition_variable changed;
    QThread* thread = nullptr; // Qt's view of the thread, known once it runs
    bool moved = false;        // the object lives in the thread
    bool quitPosted = false;
    bool ended = false; // the loop has ended and the object is gone
    std::unique_ptr<QObject> object;
    QEventLoop* loop = nullptr; // used only in the thread
};

namespace {
struct Abandoned
{
    std::mutex mutex;
    QList<WorkerThread*> threads;
};

Abandoned& abandoned()
{
    static Abandoned a;
    return a;
}

// Runs while the application object goes: gives every abandoned thread a last half second.
void endAbandonedThreads()
{
    Abandoned& a = abandoned();
    std::lock_guard lock(a.mutex);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
    for (WorkerThread* thread : std::as_const(a.threads)) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (thread->wait(int(std::max<qint64>(0, left.count()))))
            delete thread;
        // A thread still stuck is left running: waiting for the network would hang the exit.
    }
    a.threads.clear();
}
} // namespace

WorkerThread::WorkerThread(const QString& name, std::unique_ptr<QObject> object)
    : m_state(std::make_shared<State>())
{
    QObject* target = object.get();
    m_state->object = std::move(object);
    m_thread = std::thread([state = m_state, name] { run(state, name); });
    std::unique_lock lock(m_state->mutex);
    m_state->changed.wait(lock, [this] { return m_state->thread != nullptr; });
    target->moveToThread(m_state->thread);
    m_state->moved = true;
    lock.unlock();
    m_state->changed.notify_all();
}

WorkerThread::~WorkerThread()
{
    if (!m_thread.joinable())
        return;
    quit();
    m_thread.join();
}

void WorkerThread::run(const std::shared_ptr<State>& state, const QString& name)
{
#ifdef Q_OS_LINUX
    pthread_setname_np(pthread_self(), name.left(15).toLocal8Bit().constData());
#endif
    QThread* self = QThread::currentThread(); // Qt adopts the thread here
    self->setObjectName(name);
    QEventLoop loop;
    {
        std::unique_lock lock(state->mutex);
        state->thread = self;
        state->loop = &loop;
        state->changed.notify_all();
        state->changed.wait(lock, [&] { return state->moved; });
    }
    loop.exec();
    // Deleted in its own thread, as Qt and the database drivers require.
    state->object.reset();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    {
        std::lock_guard lock(state->mutex);
        state->loop = nullptr;
        state->ended = true;
    }
    state->changed.notify_all();
}

void WorkerThread::quit()
{
    std::lock_guard lock(m_state->mutex);
    if (m_state->quitPosted || m_state->ended)
        return;
    m_state->quitPosted = true;
    QMetaObject::invokeMethod(
        m_state->object.get(), [state = m_state.get()] { state->loop->quit(); },
        Qt::QueuedConnection);
}

bool WorkerThread::wait(int ms)
{
    if (!m_thread.joinable())
        return true;
    {
        std::unique_lock lock(m_state->mutex);
        if (!m_state->changed.wait_for(lock, std::chrono::milliseconds(ms),
                                       [this] { return m_state->ended; }))
            return false;
    }
    m_thread.join(); // only the thread's exit handlers are left to run
    return true;
}

void WorkerThread::abandon(std::unique_ptr<WorkerThread> thread)
{
    thread->quit();
    Abandoned& a = abandoned();
    std::lock_guard lock(a.mutex);
    static const bool registered = [] {
        qAddPostRoutine(endAbandonedThreads);
        return true;
    }();
    Q_UNUSED(registered)
    // Threads that have ended since are joined now, so the list stays short.
    for (qsizetype i = a.threads.size() - 1; i >= 0; --i) {
        if (a.threads.at(i)->wait(0))
            delete a.threads.takeAt(i);
    }
    a.threads.append(thread.release());
}

} // namespace nelumbo
