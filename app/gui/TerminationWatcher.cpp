#include "TerminationWatcher.h"

#ifdef Q_OS_UNIX
#include <QSocketNotifier>
#include <array>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace nelumbo {

#ifdef Q_OS_UNIX

// The self-pipe trick: the handler only writes a byte (async-signal-safe); the event loop
// sees the pipe become readable.
namespace {
int g_pipe[2] = {-1, -1};
constexpr std::array kSignals{SIGTERM, SIGHUP, SIGINT};

extern "C" void onTermination(int)
{
    const int savedErrno = errno;
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_pipe[1], &byte, 1);
    errno = savedErrno;
}
} // namespace

struct TerminationWatcher::Private
{
    std::unique_ptr<QSocketNotifier> notifier;
    std::array<struct sigaction, kSignals.size()> previous = {};
    bool installed = false;
};

TerminationWatcher::TerminationWatcher(QObject* parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    if (g_pipe[0] >= 0 || ::pipe(g_pipe) != 0)
        return; // one watcher per process; without a pipe the signals keep their defaults
    for (const int fd : g_pipe) {
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
    d->notifier = std::make_unique<QSocketNotifier>(g_pipe[0], QSocketNotifier::Read);
    connect(d->notifier.get(), &QSocketNotifier::activated, this, [this] {
        char buffer[64];
        bool any = false;
        while (::read(g_pipe[0], buffer, sizeof buffer) > 0)
            any = true;
        if (any)
            Q_EMIT terminationRequested();
    });
    struct sigaction action = {};
    action.sa_handler = onTermination;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (size_t i = 0; i < kSignals.size(); ++i)
        ::sigaction(kSignals[i], &action, &d->previous[i]);
    d->installed = true;
}

TerminationWatcher::~TerminationWatcher()
{
    if (!d->installed)
        return;
    for (size_t i = 0; i < kSignals.size(); ++i)
        ::sigaction(kSignals[i], &d->previous[i], nullptr);
    d->notifier.reset();
    ::close(g_pipe[0]);
    ::close(g_pipe[1]);
    g_pipe[0] = g_pipe[1] = -1;
}

#else

// Elsewhere the system's own ways of ending a program apply.
struct TerminationWatcher::Private
{
};

TerminationWatcher::TerminationWatcher(QObject* parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{}

TerminationWatcher::~TerminationWatcher() = default;

#endif

} // namespace nelumbo
