// Start-up time of the real program: from starting the `nelumbo` process to its main window
// showing the demo database's catalogue (`nelumbo --fresh --quit-when-ready` prints
// "ready <ms> ms", measured in-process from main(), once the schema tree has been painted with
// it). Its peer, measured in the same run with the runs alternating: bare_mainwindow, a bare
// Qt 6 program built here that shows an empty QMainWindow and prints the same line after its
// first paint (target 1.3x), and the same program painting one line of text (`--text`), which
// is what the font system adds to any window with words. BM_StartupToVisible runs them on an
// X server of its own (Xvfb), where the window is visible; BM_StartupToReady offscreen.
// BM_CliSelectOne: `nelumbo-cli run --source demo "SELECT 1"` next to `sqlite3` running
// SELECT 1 on the same demo file, alternating (target 3x), and next to bare_sqlquery, which
// does only that through QtCore and QtSql: the floor of any program on Nelumbo's stack.

#include "BenchProcess.h"
#include "BenchSupport.h"
#include "BuiltinAdapters.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <array>
#include <cstdio>
#include <optional>

#ifndef NELUMBO_BINARY
#error "NELUMBO_BINARY must name the nelumbo executable"
#endif
#ifndef NELUMBO_BARE_BINARY
#error "NELUMBO_BARE_BINARY must name the bare_mainwindow executable"
#endif
#ifndef NELUMBO_CLI_BINARY
#error "NELUMBO_CLI_BINARY must name the nelumbo-cli executable"
#endif
#ifndef NELUMBO_BARE_SQL_BINARY
#error "NELUMBO_BARE_SQL_BINARY must name the bare_sqlquery executable"
#endif
#ifndef NELUMBO_SKELETON_BINARY
#error "NELUMBO_SKELETON_BINARY must name the skeleton_mainwindow executable"
#endif

namespace {

using nelumbo::bench::summarize;

struct Launch
{
    double wallMs = 0;      // QProcess::start() to the "ready" line read back
    double inProcessMs = 0; // the figure the program prints (from its main())
    // When nelumbo had its application, built the window, restored the session and shown it
    // (ms from main()); empty for the bare program.
    std::vector<double> phases;
};

// The child gets its own XDG folders, so the demo database it installs and anything it might
// write stay in home and never reach the user's files.
QProcessEnvironment childEnvironment(const QTemporaryDir& home, const QString& display = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (display.isEmpty()) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        env.insert(QStringLiteral("DISPLAY"), display);
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    }
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

std::optional<Launch> launchOnce(
    const QProcessEnvironment& env, QString* error,
    const QString& program = QStringLiteral(NELUMBO_BINARY),
    const QStringList& arguments = {QStringLiteral("--fresh"), QStringLiteral("--quit-when-ready")})
{
    static const QRegularExpression readyLine(
        QStringLiteral("^ready ([0-9.]+) ms(?: \\(application ([0-9.]+), window ([0-9.]+), "
                       "session ([0-9.]+), shown ([0-9.]+)\\))?"),
        QRegularExpression::MultilineOption);
    QProcess process;
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    QByteArray out;
    std::optional<Launch> result;
    while (!result && timer.elapsed() < 30000) {
        if (!process.waitForReadyRead(30000 - int(timer.elapsed())))
            break;
        out += process.readAllStandardOutput();
        const auto m = readyLine.match(QString::fromUtf8(out));
        if (m.hasMatch()) {
            result = Launch{double(timer.nsecsElapsed()) / 1e6, m.captured(1).toDouble(), {}};
            for (int i = 2; i <= 5 && m.hasCaptured(i); ++i)
                result->phases.push_back(m.captured(i).toDouble());
        }
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
        *error = QStringLiteral("%1 exited with code %2").arg(program).arg(process.exitCode());
        return std::nullopt;
    }
    return result;
}

// An X server of the benchmark's own, for as long as it lives: Xvfb says its display number
// on the file descriptor it is given.
class VirtualDisplay
{
public:
    VirtualDisplay()
    {
        const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
        if (xvfb.isEmpty()) {
            m_error = QStringLiteral("Xvfb is not installed (package xvfb)");
            return;
        }
        m_server.start(xvfb, {QStringLiteral("-displayfd"), QStringLiteral("1"),
                              QStringLiteral("-screen"), QStringLiteral("0"),
                              QStringLiteral("1400x900x24"), QStringLiteral("-nolisten"),
                              QStringLiteral("tcp")});
        QByteArray out;
        QElapsedTimer timer;
        timer.start();
        while (!out.contains('\n') && timer.elapsed() < 10000 &&
               m_server.waitForReadyRead(10000 - int(timer.elapsed())))
            out += m_server.readAllStandardOutput();
        bool ok = false;
        const int number = out.trimmed().toInt(&ok);
        if (!ok) {
            m_error = QStringLiteral("Xvfb did not start: %1")
                          .arg(QString::fromLocal8Bit(m_server.readAllStandardError()).trimmed());
            return;
        }
        m_display = QStringLiteral(":%1").arg(number);
    }
    ~VirtualDisplay()
    {
        m_server.terminate();
        if (!m_server.waitForFinished(5000))
            m_server.kill();
        m_server.waitForFinished();
    }
    QString display() const { return m_display; }
    QString error() const { return m_error; }

private:
    QProcess m_server;
    QString m_display;
    QString m_error;
};

QString installedDemo(const QTemporaryDir& home);

// Nelumbo, the bare window, the bare window with a line of text and the skeleton of Nelumbo's
// window in turn, each first in its turn; display empty: offscreen.
void measureStartup(benchmark::State& state, const QString& display, const char* where)
{
    const int runs = nelumbo::bench::envInt("NELUMBO_BENCH_STARTUP_RUNS", 10);
    QTemporaryDir home;
    if (!home.isValid()) {
        state.SkipWithError("cannot create a temporary home");
        return;
    }
    const QProcessEnvironment env = childEnvironment(home, display);
    const QString bare = QStringLiteral(NELUMBO_BARE_BINARY);
    const QStringList withText = {QStringLiteral("--text")};
    QString error;
    // Warm-up, not counted: the first run installs the demo database and fills the page cache.
    const auto warm = launchOnce(env, &error);
    const QString skeleton = QStringLiteral(NELUMBO_SKELETON_BINARY);
    const QStringList demo = {installedDemo(home)};
    if (!warm || !launchOnce(env, &error, bare, {}) || !launchOnce(env, &error, bare, withText) ||
        !launchOnce(env, &error, skeleton, demo)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    std::vector<double> wall, inProcess, bareWall, textWall, skeletonWall;
    std::vector<std::vector<double>> phases(4);
    for (auto _ : state) {
        wall.clear();
        inProcess.clear();
        bareWall.clear();
        textWall.clear();
        skeletonWall.clear();
        for (auto& phase : phases)
            phase.clear();
        // In turn, each program first every fourth time, so load on the machine hurts all alike.
        for (int i = 0; i < runs; ++i) {
            for (int turn = 0; turn < 4; ++turn) {
                const int side = (turn + i) % 4;
                const auto launch = side == 0   ? launchOnce(env, &error)
                                    : side == 1 ? launchOnce(env, &error, bare, {})
                                    : side == 2 ? launchOnce(env, &error, bare, withText)
                                                : launchOnce(env, &error, skeleton, demo);
                if (!launch) {
                    state.SkipWithError(qPrintable(error));
                    return;
                }
                if (side == 0) {
                    wall.push_back(launch->wallMs);
                    inProcess.push_back(launch->inProcessMs);
                    for (size_t k = 0; k < launch->phases.size() && k < phases.size(); ++k)
                        phases[k].push_back(launch->phases[k]);
                } else {
                    (side == 1   ? bareWall
                     : side == 2 ? textWall
                                 : skeletonWall)
                        .push_back(launch->wallMs);
                }
            }
        }
        state.SetIterationTime(summarize(wall).mean / 1000.0);
    }
    const auto w = summarize(wall);
    const auto p = summarize(inProcess);
    const auto b = summarize(bareWall);
    const auto t = summarize(textWall);
    const auto k = summarize(skeletonWall);
    const double ratio = w.median / b.median;
    state.counters["runs"] = double(runs);
    state.counters["warmup_ms"] = warm->wallMs;
    state.counters["wall_mean_ms"] = w.mean;
    state.counters["wall_median_ms"] = w.median;
    state.counters["wall_min_ms"] = w.min;
    state.counters["wall_max_ms"] = w.max;
    state.counters["inproc_mean_ms"] = p.mean;
    state.counters["inproc_median_ms"] = p.median;
    state.counters["inproc_max_ms"] = p.max;
    state.counters["bare_median_ms"] = b.median;
    state.counters["bare_text_median_ms"] = t.median;
    state.counters["ratio"] = ratio;
    state.counters["ratio_to_text"] = w.median / t.median;
    state.counters["skeleton_median_ms"] = k.median;
    state.counters["skeleton_ratio"] = k.median / b.median;
    state.counters["ratio_to_skeleton"] = w.median / k.median;
    std::printf(
        "bench_startup (%s): %d runs each (+1 warm-up of %.1f ms), process start -> window "
        "painted with the demo catalogue: median %.1f ms (mean %.1f, min %.1f, max %.1f; "
        "in-process median %.1f ms) vs a bare Qt QMainWindow painted: median %.1f ms (min %.1f, "
        "max %.1f): %.2fx (target 1.3x: %s); target < 500 ms: %s\n",
        where, runs, warm->wallMs, w.median, w.mean, w.min, w.max, p.median, b.median, b.min, b.max,
        ratio, ratio <= 1.3 ? "met" : "MISSED", w.max < 500 ? "met" : "MISSED");
    // The empty window never reads a font; the same window with one line of text shows what
    // the font system alone adds to any window with words.
    std::printf("bench_startup (%s): the bare window painting one line of text: median %.1f ms "
                "(min %.1f) = %.2fx the empty one; Nelumbo is %.2fx that\n",
                where, t.median, t.min, t.median / b.median, w.median / t.median);
    // The same visible widgets in plain Qt: the least any window showing what Nelumbo's shows
    // costs; what Nelumbo takes above it is its own.
    std::printf("bench_startup (%s): the skeleton window (Nelumbo's visible widgets and the demo "
                "catalogue in plain Qt and QScintilla, no Nelumbo code): median %.1f ms (min %.1f) "
                "= %.2fx the bare window; Nelumbo is %.2fx that\n",
                where, k.median, k.min, k.median / b.median, w.median / k.median);
    std::fflush(stdout);
    if (!phases[0].empty()) {
        // Medians of each step's end, from main(): what to shorten next.
        const double app = summarize(phases[0]).median, built = summarize(phases[1]).median,
                     session = summarize(phases[2]).median, shown = summarize(phases[3]).median;
        std::printf("bench_startup (%s): in-process medians from main(): application ready "
                    "%.1f ms, window built %.1f ms (+%.1f), first tab restored %.1f ms (+%.1f), "
                    "shown %.1f ms (+%.1f), catalogue loaded and painted %.1f ms (+%.1f)\n",
                    where, app, built, built - app, session, session - built, shown,
                    shown - session, p.median, p.median - shown);
        std::fflush(stdout);
    }
}
// On a display, where "shown" means visible: the figure the 1.3x target is about.
void BM_StartupToVisible(benchmark::State& state)
{
    const VirtualDisplay x;
    if (x.display().isEmpty()) {
        state.SkipWithError(qPrintable(x.error()));
        return;
    }
    measureStartup(state, x.display(), "Xvfb");
}
BENCHMARK(BM_StartupToVisible)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

// Offscreen: no display to talk to, so only the programs' own work is left.
void BM_StartupToReady(benchmark::State& state)
{
    measureStartup(state, {}, "offscreen");
}
BENCHMARK(BM_StartupToReady)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

// The installed copy of the demo database under home (after one nelumbo-cli run).
QString installedDemo(const QTemporaryDir& home)
{
    QDirIterator it(home.filePath(QStringLiteral("data")), {QStringLiteral("*.sqlite")},
                    QDir::Files, QDirIterator::Subdirectories);
    return it.hasNext() ? it.next() : QString();
}

void BM_CliSelectOne(benchmark::State& state)
{
    using nelumbo::bench::PeakMemory;
    using nelumbo::bench::runProgram;
    const int runs = nelumbo::bench::envInt("NELUMBO_BENCH_STARTUP_RUNS", 10) * 2;
    QTemporaryDir home;
    if (!home.isValid()) {
        state.SkipWithError("cannot create a temporary home");
        return;
    }
    const QString out = home.filePath(QStringLiteral("out.txt"));
    const QStringList ours = {QStringLiteral(NELUMBO_CLI_BINARY), QStringLiteral("run"),
                              QStringLiteral("--source"), QStringLiteral("demo"),
                              QStringLiteral("SELECT 1")};
    // Warm-up: installs the demo database, fills the page cache.
    if (!runProgram(ours, out, home.path()).ok) {
        state.SkipWithError("nelumbo-cli run --source demo failed");
        return;
    }
    const QString demo = installedDemo(home);
    const QStringList peer = {QStringLiteral("sqlite3"), demo, QStringLiteral("SELECT 1")};
    const QStringList floor = {QStringLiteral(NELUMBO_BARE_SQL_BINARY), demo,
                               QStringLiteral("SELECT 1")};
    if (demo.isEmpty() || !runProgram(peer, out, home.path()).ok) {
        state.SkipWithError("sqlite3 (or the installed demo database) is missing");
        return;
    }
    if (!runProgram(floor, out, home.path()).ok) {
        state.SkipWithError("bare_sqlquery failed");
        return;
    }
    // The three in turn, each starting first as often as the others.
    const std::array<const QStringList*, 3> programs = {&ours, &peer, &floor};
    std::array<std::vector<double>, 3> times;
    std::vector<double> rss;
    for (auto _ : state) {
        for (int i = 0; i < runs; ++i) {
            for (int k = 0; k < 3; ++k) {
                const int which = (k + i) % 3;
                const auto r =
                    runProgram(*programs[which], out, home.path(), PeakMemory::NotSampled);
                if (!r.ok) {
                    state.SkipWithError("a program failed");
                    return;
                }
                times[which].push_back(r.ms);
            }
        }
        state.SetIterationTime(summarize(times[0]).median / 1000.0);
    }
    // Memory from untimed runs: sampling it would delay the end of a run of a few ms.
    for (int i = 0; i < 3; ++i)
        rss.push_back(runProgram(ours, out, home.path()).peakRssMb);
    const auto x = summarize(times[0]), y = summarize(times[1]), z = summarize(times[2]);
    const double ratio = x.median / y.median;
    state.counters["nelumbo_median_ms"] = x.median;
    state.counters["sqlite3_median_ms"] = y.median;
    state.counters["bare_sqlquery_median_ms"] = z.median;
    state.counters["ratio"] = ratio;
    std::printf("bench_startup: nelumbo-cli run --source demo \"SELECT 1\": median %.1f ms (min "
                "%.1f, max %.1f, peak RSS %.1f MiB) vs sqlite3 on the same file: median %.1f ms "
                "(min %.1f, max %.1f): %.2fx (target 3x: %s), %d runs each\n",
                x.median, x.min, x.max, summarize(rss).max, y.median, y.min, y.max, ratio,
                ratio <= 3 ? "met" : "MISSED", runs);
    std::printf("bench_startup: the floor, bare_sqlquery (QtCore + QtSql, SELECT 1 on the same "
                "file): median %.1f ms (min %.1f, max %.1f) = %.2fx sqlite3; nelumbo-cli is "
                "%.2fx that floor\n",
                z.median, z.min, z.max, z.median / y.median, x.median / z.median);
    std::fflush(stdout);
}
BENCHMARK(BM_CliSelectOne)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace

// The benchmark itself only starts processes, but it sets up like every other one: headless
// without a display, QStandardPaths in test mode, adapters registered.
NELUMBO_BENCHMARK_MAIN()
