#include "InterruptWatcher.h"

#include <cerrno>
#include <csignal>

#ifdef Q_OS_UNIX
#include <QSocketNotifier>
#include <fcntl.h>
#include <unistd.h>
#else
#include <QTimer>
#include <atomic>
#endif

namespace nelumbo {

#ifdef Q_OS_UNIX

// The self-pipe trick: the handler only writes a byte, which is async-signal-safe; the
// event loop notices the readable pipe.
namespace {
int g_pipe[2] = {-1, -1};
volatile sig_atomic_t g_received = 0;
// Set by exitOnRepeat(): what a repeated interrupt writes before leaving, and the status.
const char* g_exitMessage = nullptr;
size_t g_exitMessageLength = 0;
volatile sig_atomic_t g_exitCode = -1;

extern "C" void onInterrupt(int)
{
    const int savedErrno = errno;
    g_received = g_received + 1;
    if (g_received > 1 && g_exitCode >= 0) {
        // Here, not in the event loop: the main thread may be the one that does not answer.
        if (g_exitMessage) {
            [[maybe_unused]] const ssize_t shown =
                ::write(STDERR_FILENO, g_exitMessage, g_exitMessageLength);
        }
        ::_exit(g_exitCode);
    }
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_pipe[1], &byte, 1);
    errno = savedErrno;
}

void makeNonBlocking(int fd)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}
} // namespace

struct InterruptWatcher::Private
{
    QByteArray exitMessage;
    std::unique_ptr<QSocketNotifier> notifier;
    struct sigaction previous = {};
    bool ownsPipe = false;
    bool installed = false;
};

InterruptWatcher::InterruptWatcher(QObject* parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    if (g_pipe[0] >= 0 || ::pipe(g_pipe) != 0)
        return; // one watcher per process; without a pipe Ctrl+C keeps its default effect
    d->ownsPipe = true;
    makeNonBlocking(g_pipe[0]);
    makeNonBlocking(g_pipe[1]);
    d->notifier = std::make_unique<QSocketNotifier>(g_pipe[0], QSocketNotifier::Read);
    connect(d->notifier.get(), &QSocketNotifier::activated, this, [this] {
        char buffer[64];
        ssize_t n;
        while ((n = ::read(g_pipe[0], buffer, sizeof buffer)) > 0) {
            m_count += int(n);
            Q_EMIT interrupted(m_count);
        }
    });
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // blocking writes to stdout resume after the handler
    d->installed = ::sigaction(SIGINT, &action, &d->previous) == 0;
}

void InterruptWatcher::exitOnRepeat(const QString& message, int exitCode)
{
    g_exitCode = -1; // no handler reads a half-set message
    d->exitMessage = message.toLocal8Bit() + '\n';
    g_exitMessage = d->exitMessage.constData();
    g_exitMessageLength = size_t(d->exitMessage.size());
    g_exitCode = exitCode;
}

InterruptWatcher::~InterruptWatcher()
{
    g_exitCode = -1;
    g_exitMessage = nullptr;
    if (d->installed)
        ::sigaction(SIGINT, &d->previous, nullptr);
    d->notifier.reset();
    if (d->ownsPipe) {
        ::close(g_pipe[0]);
        ::close(g_pipe[1]);
        g_pipe[0] = g_pipe[1] = -1;
    }
}

#else

// Elsewhere the handler sets a flag that a timer polls.
namespace {
std::atomic<int> g_interrupts{0};

extern "C" void onInterrupt(int)
{
    g_interrupts.fetch_add(1);
    std::signal(SIGINT, onInterrupt); // some platforms reset the handler after each signal
}
} // namespace

struct InterruptWatcher::Private
{
    QTimer timer;
    QString exitMessage;
    int exitCode = -1;
};

void InterruptWatcher::exitOnRepeat(const QString& message, int exitCode)
{
    d->exitMessage = message;
    d->exitCode = exitCode;
}

InterruptWatcher::InterruptWatcher(QObject* parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    connect(&d->timer, &QTimer::timeout, this, [this] {
        const int total = g_interrupts.load();
        while (m_count < total)
            Q_EMIT interrupted(++m_count);
    });
    d->timer.start(100);
    std::signal(SIGINT, onInterrupt);
}

InterruptWatcher::~InterruptWatcher()
{
    std::signal(SIGINT, SIG_DFL);
}

#endif

} // namespace nelumbo
