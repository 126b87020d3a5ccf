// Start-up time of the real program: from starting the `nelumbo` process to its main window
// shown with the demo database's catalogue loaded (`nelumbo --fresh --quit-when-ready`
// prints "ready <ms> ms", measured in-process from main(), at that moment).
// Target: under 0.5 s.

#include "BenchSupport.h"
#include "BuiltinAdapters.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <cstdio>
#include <optional>

#ifndef NELUMBO_BINARY
#error "NELUMBO_BINARY must name the nelumbo executable"
#endif

namespace {

using nelumbo::bench::summarize;

struct Launch
{
    double wallMs = 0;      // QProcess::start() to the "ready" line read back
    double inProcessMs = 0; // the figure the program prints (from its main())
};

// The child gets its own XDG folders, so the demo database it installs and anything it might
// write stay in home and never reach the user's files.
QProcessEnvironment childEnvironment(const QTemporaryDir& home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    const QString runtime = home.filePath(QStringLiteral("runtime"));
    QDir().mkpath(runtime);
    QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
    env.remove(QStringLiteral("NELUMBO_CONFIG")); // --fresh sets its own
    return env;
}

std::optional<Launch> launchOnce(const QProcessEnvironment& env, QString* error)
{
    static const QRegularExpression readyLine(QStringLiteral("^ready ([0-9.]+) ms"),
                                              QRegularExpression::MultilineOption);
    QProcess process;
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(NELUMBO_BINARY),
                  {QStringLiteral("--fresh"), QStringLiteral("--quit-when-ready")});
    QByteArray out;
    std::optional<Launch> result;
    while (!result && timer.elapsed() < 30000) {
        if (!process.waitForReadyRead(30000 - int(timer.elapsed())))
            break;
        out += process.readAllStandardOutput();
        const auto m = readyLine.match(QString::fromUtf8(out));
        if (m.hasMatch())
            result = Launch{double(timer.nsecsElapsed()) / 1e6, m.captured(1).toDouble()};
    }
    if (!process.waitForFinished(10000)) {
        process.kill();
        process.waitForFinished();
    }
    if (!result) {
        *error = QStringLiteral("no \"ready\" line; exit code %1; stderr: %2")
                     .arg(process.exitCode())
                     .arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed());
        return std::nullopt;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = QStringLiteral("nelumbo exited with code %1").arg(process.exitCode());
        return std::nullopt;
    }
    return result;
}

void BM_StartupToReady(benchmark::State& state)
{
    const int runs = nelumbo::bench::envInt("NELUMBO_BENCH_STARTUP_RUNS", 10);
    QTemporaryDir home;
    if (!home.isValid()) {
        state.SkipWithError("cannot create a temporary home");
        return;
    }
    const QProcessEnvironment env = childEnvironment(home);
    QString error;
    // Warm-up, not counted: the first run installs the demo database and fills the page cache.
    const auto warm = launchOnce(env, &error);
    if (!warm) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    std::vector<double> wall, inProcess;
    for (auto _ : state) {
        wall.clear();
        inProcess.clear();
        for (int i = 0; i < runs; ++i) {
            const auto launch = launchOnce(env, &error);
            if (!launch) {
                state.SkipWithError(qPrintable(error));
                return;
            }
            wall.push_back(launch->wallMs);
            inProcess.push_back(launch->inProcessMs);
        }
        state.SetIterationTime(summarize(wall).mean / 1000.0);
    }
    const auto w = summarize(wall);
    const auto p = summarize(inProcess);
    state.counters["runs"] = double(runs);
    state.counters["warmup_ms"] = warm->wallMs;
    state.counters["wall_mean_ms"] = w.mean;
    state.counters["wall_median_ms"] = w.median;
    state.counters["wall_min_ms"] = w.min;
    state.counters["wall_max_ms"] = w.max;
    state.counters["inproc_mean_ms"] = p.mean;
    state.counters["inproc_median_ms"] = p.median;
    state.counters["inproc_max_ms"] = p.max;
    std::printf(
        "bench_startup: %d runs (+1 warm-up of %.1f ms), process start -> window shown with "
        "the demo catalogue loaded: mean %.1f ms, median %.1f ms, min %.1f ms, max %.1f ms; "
        "in-process (main() -> ready): mean %.1f ms, median %.1f ms, max %.1f ms; "
        "target < 500 ms: %s\n",
        runs, warm->wallMs, w.mean, w.median, w.min, w.max, p.mean, p.median, p.max,
        w.max < 500 ? "met" : "MISSED");
    std::fflush(stdout);
}
BENCHMARK(BM_StartupToReady)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace

// The benchmark itself only starts processes, but it sets up like every other one: headless
// without a display, QStandardPaths in test mode, adapters registered.
NELUMBO_BENCHMARK_MAIN()
