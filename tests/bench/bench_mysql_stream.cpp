// Five million rows from MariaDB (`SELECT seq FROM seq_1_to_5000000`, the SEQUENCE engine)
// through a Connection: the time until the first batch arrives, the resident memory it took,
// and the time until the rest is dropped and the session answers again. Needs
// NELUMBO_TEST_MY_URL (tools/dev.sh servers). Stored whole (QMYSQL's own result), the first
// rows come after the whole transfer, with the whole result in memory; streamed, at once.

#include "BenchSupport.h"
#include "BuiltinAdapters.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"

#include <QApplication>
#include <QElapsedTimer>
#include <cstdio>

namespace {

using namespace nelumbo;
using namespace nelumbo::bench;

void BM_MysqlFirstBatch(benchmark::State& state)
{
    const QString url = qEnvironmentVariable("NELUMBO_TEST_MY_URL");
    if (url.isEmpty()) {
        state.SkipWithError("NELUMBO_TEST_MY_URL is not set (tools/dev.sh servers)");
        return;
    }
    std::vector<double> first, dropped, grown;
    for (auto _ : state) {
        Connection connection;
        connection.open(url);
        if (!waitUntil([&] { return connection.isOpen(); }, 30000)) {
            state.SkipWithError("the connection did not open within 30 s");
            return;
        }
        const double before = currentRssMb();
        QElapsedTimer clock;
        clock.start();
        QueryHandle* h = connection.execute(QStringLiteral("SELECT seq FROM seq_1_to_5000000"));
        if (!waitUntil([&] { return h->state() != QueryHandle::State::Running; }, 120000)) {
            state.SkipWithError("no rows within 120 s");
            return;
        }
        const qint64 firstNs = clock.nsecsElapsed();
        grown.push_back(currentRssMb() - before);
        clock.restart();
        h->cancel();
        QueryHandle* next = connection.execute(QStringLiteral("SELECT 1"));
        waitUntil([&] { return next->state() != QueryHandle::State::Running; }, 120000);
        dropped.push_back(double(clock.nsecsElapsed()) / 1e6);
        state.SetIterationTime(double(firstNs) / 1e9);
        first.push_back(double(firstNs) / 1e6);
    }
    const auto f = summarize(first);
    const auto d = summarize(dropped);
    const auto g = summarize(grown);
    state.counters["first_batch_median_ms"] = f.median;
    state.counters["memory_median_mb"] = g.median;
    std::printf("bench_mysql_stream: first batch of 5,000,000 rows: median %.1f ms (max %.1f); "
                "memory grown by %.1f MB; rest dropped and next answer after %.1f ms\n",
                f.median, f.max, g.median, d.median);
    std::fflush(stdout);
}

} // namespace

BENCHMARK(BM_MysqlFirstBatch)->Iterations(3)->UseManualTime()->Unit(benchmark::kMillisecond);

NELUMBO_BENCHMARK_MAIN()
