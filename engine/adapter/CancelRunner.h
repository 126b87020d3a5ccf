#pragma once

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>

namespace nelumbo {

// Sends an adapter's cancel request on a thread of its own, so the caller (often the UI
// thread) never waits for the network; one request at a time. Destroying the runner waits
// for a request on its way: a thread still talking to the server while the process exits
// can abort it (libpq's Kerberos library tears down under it).
class CancelRunner
{
public:
    // request must give up by itself within a bound (a connect or poll timeout).
    explicit CancelRunner(std::function<void()> request);
    ~CancelRunner();
    CancelRunner(const CancelRunner&) = delete;
    CancelRunner& operator=(const CancelRunner&) = delete;

    // Starts the request unless one is on its way; returns at once.
    void start();
    bool busy() const { return m_busy.load(); }

private:
    std::function<void()> m_request;
    std::atomic<bool> m_busy{false};
    std::mutex m_mutex;
    std::thread m_thread;
};

} // namespace nelumbo
