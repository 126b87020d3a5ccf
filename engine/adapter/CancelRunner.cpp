#include "adapter/CancelRunner.h"

namespace nelumbo {

CancelRunner::CancelRunner(std::function<void()> request)
    : m_request(std::move(request))
{}

CancelRunner::~CancelRunner()
{
    std::lock_guard lock(m_mutex);
    if (m_thread.joinable())
        m_thread.join();
}

void CancelRunner::start()
{
    if (m_busy.exchange(true))
        return;
    std::lock_guard lock(m_mutex);
    if (m_thread.joinable())
        m_thread.join(); // the previous request has finished: only its thread's exit is left
    m_thread = std::thread([this] {
        m_request();
        m_busy.store(false);
    });
}

} // namespace nelumbo
