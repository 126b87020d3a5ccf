#pragma once

// Shared helpers for the benchmarks in tests/bench: a headless main(), event-driven waits,
// memory figures from /proc and a UI-thread stall monitor. Header-only on purpose: every
// benchmark is one .cpp file plus these headers.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>
#include <algorithm>
#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <sys/resource.h>
#include <vector>

namespace nelumbo::bench {

// Without any display the offscreen platform is used, so the benchmarks run on servers and in CI.
inline void useOffscreenWithoutDisplay()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

// Runs the event loop until pred() holds (checked at once, then every millisecond) or
// timeoutMs passed. Returns whether pred() held. A 1 ms precise timer keeps the latency of
// the check below a millisecond without spinning a core the database thread needs.
inline bool waitUntil(const std::function<bool()>& pred, int timeoutMs)
{
    if (pred())
        return true;
    QEventLoop loop;
    QTimer poll;
    poll.setTimerType(Qt::PreciseTimer);
    poll.setInterval(1);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (pred())
            loop.quit();
    });
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    poll.start();
    timeout.start(timeoutMs);
    loop.exec();
    return pred();
}

// Runs the event loop for ms milliseconds.
inline void runEventsFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

// ---------------------------------------------------------------------------------------
// memory

// A "VmRSS:  12345 kB" style field of /proc/self/status, in MB (-1 when unavailable).
inline double procStatusMb(const char* field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith(key)) {
            const QByteArray value = line.mid(key.size()).trimmed(); // "12345 kB"
            return value.left(value.indexOf(' ')).toDouble() / 1024.0;
        }
    }
    return -1;
}

inline double currentRssMb()
{
    return procStatusMb("VmRSS");
}
inline double peakRssHwmMb()
{
    return procStatusMb("VmHWM");
}

// getrusage(RUSAGE_SELF).ru_maxrss: the process's peak resident set since it started, in MB.
inline double maxRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

// Resets VmHWM to the current RSS (Linux: "5" into clear_refs), so the next reading is the
// peak of what follows. Returns false where the kernel does not allow it.
inline bool resetPeakRss()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (!f.open(QIODevice::WriteOnly))
        return false;
    return f.write("5") == 1;
}

// ---------------------------------------------------------------------------------------
// UI-thread stalls

// Ticks a 1 ms precise timer in the UI thread and records the gaps between ticks. A gap
// longer than the period is time the event loop could not run: a stall the user feels.
class StallMonitor
{
public:
    static constexpr double kPeriodMs = 1.0;

    StallMonitor()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(int(kPeriodMs));
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_gapsNs.push_back(now - m_last);
            m_last = now;
        });
    }

    void start()
    {
        m_gapsNs.clear();
        m_gapsNs.reserve(1 << 16);
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }

    qint64 ticks() const { return qint64(m_gapsNs.size()); }
    // The stall of the worst gap: the gap minus the timer period, in ms.
    double maxStallMs() const { return percentileStallMs(1.0); }
    double p99StallMs() const { return percentileStallMs(0.99); }
    double p50StallMs() const { return percentileStallMs(0.50); }
    // How many gaps exceeded limitMs beyond the period.
    qint64 stallsOver(double limitMs) const
    {
        return std::count_if(m_gapsNs.begin(), m_gapsNs.end(),
                             [limitMs](qint64 gap) { return stallOf(gap) > limitMs; });
    }

private:
    static double stallOf(qint64 gapNs) { return std::max(0.0, double(gapNs) / 1e6 - kPeriodMs); }
    double percentileStallMs(double p) const
    {
        if (m_gapsNs.empty())
            return 0;
        std::vector<qint64> sorted = m_gapsNs;
        std::sort(sorted.begin(), sorted.end());
        const size_t i = std::min(sorted.size() - 1, size_t(p * double(sorted.size() - 1) + 0.5));
        return stallOf(sorted[i]);
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    std::vector<qint64> m_gapsNs;
};

// ---------------------------------------------------------------------------------------
// statistics

struct Summary
{
    double mean = 0, median = 0, min = 0, max = 0;
};

inline Summary summarize(std::vector<double> v)
{
    Summary s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    double sum = 0;
    for (double x : v)
        sum += x;
    s.mean = sum / double(v.size());
    s.median = v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
    s.min = v.front();
    s.max = v.back();
    return s;
}

inline int envInt(const char* name, int fallback)
{
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok && v > 0 ? v : fallback;
}

} // namespace nelumbo::bench

// main() for a benchmark that needs a QApplication and the database adapters: headless when
// there is no display, QStandardPaths in test mode (the user's files are never touched).
#define NELUMBO_BENCHMARK_MAIN()                                                                   \
    int main(int argc, char** argv)                                                                \
    {                                                                                              \
        benchmark::Initialize(&argc, argv); /* leaves Qt's own arguments to QApplication */        \
        nelumbo::bench::useOffscreenWithoutDisplay();                                              \
        QStandardPaths::setTestModeEnabled(true);                                                  \
        QApplication app(argc, argv);                                                              \
        app.setApplicationName(QStringLiteral("nelumbo-bench"));                                   \
        nelumbo::registerBuiltinAdapters();                                                        \
        benchmark::RunSpecifiedBenchmarks();                                                       \
        benchmark::Shutdown();                                                                     \
        return 0;                                                                                  \
    }
