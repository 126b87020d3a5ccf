// UI-thread stalls in the real main window (offscreen) while the database works:
//  1. an endless query runs for 10 s (then is cancelled: how long the cancel takes);
//  2. a 1,000,000-row × 5-column result is fetched to its end into a tab's grid (Fetch All).
// A 1 ms precise timer in the UI thread records the gaps between its ticks; a gap beyond the
// period is a stall. Target: no UI-thread stall over 50 ms.

#include "BenchData.h"
#include "BenchSupport.h"
#include "BuiltinAdapters.h"
#include "adapter/SourceUrl.h"
#include "connection/QueryHandle.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "results/ResultModel.h"
#include "results/ResultsPane.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QWindow>
#include <cstdio>
#include <memory>

namespace {

using namespace nelumbo;
using namespace nelumbo::bench;

constexpr double kStallTargetMs = 50;
const QString kEndless = QStringLiteral(
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c");

// A main window as the user gets it on a first start: no saved session (a fresh config file
// in a temporary folder), so it opens on the demo database with the sample query.
struct Window
{
    QTemporaryDir configDir;
    std::unique_ptr<MainWindow> window;

    bool open(QString* error)
    {
        if (!configDir.isValid()) {
            *error = QStringLiteral("cannot create a temporary folder");
            return false;
        }
        qputenv("NELUMBO_CONFIG",
                QFile::encodeName(configDir.filePath(QStringLiteral("nelumbo.conf"))));
        window = std::make_unique<MainWindow>();
        window->restoreSession();
        window->show();
        QObject::connect(window.get(), &MainWindow::sourceFailed,
                         [error](const QString& message) { *error = message; });
        if (!waitUntil([this] { return window->catalogLoaded(); }, 30000)) {
            if (error->isEmpty())
                *error = QStringLiteral("the demo catalogue did not load within 30 s");
            return false;
        }
        waitUntil([this] { return window->windowHandle() && window->windowHandle()->isExposed(); },
                  5000);
        runEventsFor(100); // let start-up work settle before measuring
        return true;
    }

    ~Window()
    {
        window.reset();
        qunsetenv("NELUMBO_CONFIG");
    }
};

void reportStalls(benchmark::State& state, const StallMonitor& stalls)
{
    state.counters["max_stall_ms"] = stalls.maxStallMs();
    state.counters["p99_stall_ms"] = stalls.p99StallMs();
    state.counters["stalls_over_50ms"] = double(stalls.stallsOver(kStallTargetMs));
    state.counters["ticks"] = double(stalls.ticks());
}

// An endless query for 10 s, then Cancel.
void BM_EndlessQueryStall(benchmark::State& state)
{
    const int seconds = envInt("NELUMBO_BENCH_STALL_SECONDS", 10);
    for (auto _ : state) {
        QString error; // outlives the window, whose sourceFailed writes it
        Window w;
        if (!w.open(&error)) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        EditorTab* tab = w.window->currentTab();
        tab->editor()->setText(kEndless);

        StallMonitor stalls;
        stalls.start();
        tab->runAll();
        runEventsFor(seconds * 1000);
        stalls.stop();
        const bool stillRunning = tab->isRunning();

        QElapsedTimer cancelClock;
        qint64 cancelNs = -1;
        QObject::connect(tab, &EditorTab::runningChanged, [&](bool running) {
            if (!running && cancelNs < 0)
                cancelNs = cancelClock.nsecsElapsed();
        });
        cancelClock.start();
        tab->cancel();
        if (!waitUntil([&] { return cancelNs >= 0; }, 30000)) {
            state.SkipWithError("the query did not stop within 30 s of Cancel");
            return;
        }
        const QString messages = tab->results()->messagesText();
        const bool cancelled = messages.contains(QLatin1String("cancelled"));
        state.SetIterationTime(double(seconds));
        reportStalls(state, stalls);
        state.counters["cancel_ms"] = double(cancelNs) / 1e6;
        state.counters["ran_whole_time"] = stillRunning ? 1 : 0;
        std::printf("bench_ui_stall: endless query for %d s (%s): UI stalls max %.2f ms, p99 "
                    "%.2f ms, median %.2f ms, %lld over %.0f ms, %lld ticks of 1 ms; cancel took "
                    "%.2f ms (%s); target no stall over %.0f ms: %s\n",
                    seconds, stillRunning ? "still running at the end" : "ENDED EARLY",
                    stalls.maxStallMs(), stalls.p99StallMs(), stalls.p50StallMs(),
                    static_cast<long long>(stalls.stallsOver(kStallTargetMs)), kStallTargetMs,
                    static_cast<long long>(stalls.ticks()), double(cancelNs) / 1e6,
                    cancelled ? "reported as cancelled" : "NOT reported as cancelled",
                    kStallTargetMs, stalls.maxStallMs() <= kStallTargetMs ? "met" : "MISSED");
        std::fflush(stdout);
        if (!stillRunning)
            state.SkipWithError("the endless query stopped before the time was up");
    }
}
BENCHMARK(BM_EndlessQueryStall)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

// SELECT * FROM big in a tab, then Fetch All until the grid holds every row.
void BM_FetchAllStall(benchmark::State& state)
{
    const QString file = ensureBigDatabase();
    if (file.isEmpty()) {
        state.SkipWithError("cannot create the big database");
        return;
    }
    for (auto _ : state) {
        QString error; // outlives the window, whose sourceFailed writes it
        Window w;
        if (!w.open(&error)) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        w.window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), file));
        if (!waitUntil([&] { return w.window->catalogLoaded(); }, 30000)) {
            state.SkipWithError("the big database's catalogue did not load within 30 s");
            return;
        }
        runEventsFor(100);
        EditorTab* tab = w.window->currentTab();
        tab->editor()->setText(QStringLiteral("SELECT * FROM big"));

        StallMonitor stalls;
        QElapsedTimer clock;
        stalls.start();
        clock.start();
        tab->runAll();
        ResultModel* model = nullptr;
        if (!waitUntil(
                [&] {
                    model = tab->results()->currentModel();
                    return model && model->rowCount() > 0;
                },
                30000)) {
            state.SkipWithError("no rows within 30 s");
            return;
        }
        const qint64 firstRowsNs = clock.nsecsElapsed();
        model->fetchAll();
        const auto done = [&] {
            QueryHandle* h = model->handle();
            return model->isComplete() || !h || h->state() == QueryHandle::State::Failed;
        };
        waitUntil(done, 600000);
        const qint64 allNs = clock.nsecsElapsed();
        runEventsFor(200); // the last batch's repaint and status updates belong to the fetch
        stalls.stop();
        const int rows = model->rowCount();

        state.SetIterationTime(double(allNs) / 1e9);
        reportStalls(state, stalls);
        state.counters["first_rows_ms"] = double(firstRowsNs) / 1e6;
        state.counters["all_rows_s"] = double(allNs) / 1e9;
        state.counters["rows"] = rows;
        std::printf(
            "bench_ui_stall: %d-row result fetched to its end in a tab (%d rows in %.2f s, "
            "first rows after %.1f ms): UI stalls max %.2f ms, p99 %.2f ms, median %.2f ms, "
            "%lld over %.0f ms, %lld ticks of 1 ms; target no stall over %.0f ms: %s\n",
            kBigRows, rows, double(allNs) / 1e9, double(firstRowsNs) / 1e6, stalls.maxStallMs(),
            stalls.p99StallMs(), stalls.p50StallMs(),
            static_cast<long long>(stalls.stallsOver(kStallTargetMs)), kStallTargetMs,
            static_cast<long long>(stalls.ticks()), kStallTargetMs,
            stalls.maxStallMs() <= kStallTargetMs ? "met" : "MISSED");
        std::fflush(stdout);

        // The next run in this tab drops the rows: time that too, it happens in the UI thread.
        StallMonitor dropStalls;
        dropStalls.start();
        QElapsedTimer dropClock;
        dropClock.start();
        tab->editor()->setText(QStringLiteral("SELECT 1"));
        tab->runAll();
        waitUntil([&] { return !tab->isRunning(); }, 30000);
        runEventsFor(200);
        dropStalls.stop();
        state.counters["next_run_max_stall_ms"] = dropStalls.maxStallMs();
        std::printf(
            "bench_ui_stall: running the next statement in that tab (dropping the %d rows): "
            "UI stall max %.2f ms\n",
            rows, dropStalls.maxStallMs());
        std::fflush(stdout);
        if (rows != kBigRows)
            state.SkipWithError("the grid does not hold every row");
    }
}
BENCHMARK(BM_FetchAllStall)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace

NELUMBO_BENCHMARK_MAIN()
