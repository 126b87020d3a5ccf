// Export throughput next to the databases' own clients (issue 17, point 2): nelumbo-cli
// run --format csv/json of 1,000,000 × 5 rows against sqlite3 -csv/-json on the same file,
// and --format csv from PostgreSQL against psql --csv, alternating in one run. Prints each
// median, the ratio, both peak RSS figures, and whether the CSV outputs are the same bytes
// apart from line ends.

#include "BenchData.h"
#include "BenchProcess.h"
#include "BenchSupport.h"

#include <QByteArray>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

namespace {

using namespace nelumbo::bench;

QByteArray withoutCarriageReturns(const QString& file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray bytes = f.readAll();
    bytes.replace("\r\n", "\n");
    return bytes;
}

struct Side
{
    const char* label;
    QStringList argv;
    std::vector<double> seconds;
    std::vector<double> rss;
};

// Alternates the two programs runs times (after one warm-up each); reports and compares.
void compare(benchmark::State& state, const char* what, Side ours, Side peer, double target,
             bool sameBytes)
{
    QTemporaryDir dir;
    const QString home = dir.path() + QStringLiteral("/home");
    QDir().mkpath(home);
    const QString ourOut = dir.path() + QStringLiteral("/ours.out");
    const QString peerOut = dir.path() + QStringLiteral("/peer.out");
    const int runs = envInt("NELUMBO_BENCH_EXPORT_RUNS", 5);
    for (auto _ : state) {
        if (!runProgram(ours.argv, ourOut, home).ok || !runProgram(peer.argv, peerOut, home).ok) {
            state.SkipWithError("a program failed");
            return;
        }
        for (int i = 0; i < runs; ++i) {
            Side* order[2] = {&ours, &peer};
            if (i % 2)
                std::swap(order[0], order[1]);
            for (Side* side : order) {
                const ProgramRun r = runProgram(side->argv, side == &ours ? ourOut : peerOut, home);
                if (!r.ok) {
                    state.SkipWithError("a program failed");
                    return;
                }
                side->seconds.push_back(r.ms / 1000.0);
                side->rss.push_back(r.peakRssMb);
            }
        }
        state.SetIterationTime(summarize(ours.seconds).median);
    }
    const Summary a = summarize(ours.seconds);
    const Summary b = summarize(peer.seconds);
    const double ratio = a.median / b.median;
    const qint64 bytes = QFileInfo(ourOut).size();
    QString same = QStringLiteral("not compared (different formats)");
    if (sameBytes)
        same = withoutCarriageReturns(ourOut) == withoutCarriageReturns(peerOut)
                   ? QStringLiteral("yes")
                   : QStringLiteral("NO");
    std::printf("bench_export: %s: nelumbo-cli median %.3f s (min %.3f, peak RSS %.1f MiB) vs %s "
                "median %.3f s (min %.3f, peak RSS %.1f MiB): %.2fx (target %.1fx), %d runs each, "
                "%lld bytes; same output apart from line ends: %s\n",
                what, a.median, a.min, summarize(ours.rss).max, peer.label, b.median, b.min,
                summarize(peer.rss).max, ratio, target, runs, bytes, qPrintable(same));
    std::fflush(stdout);
    state.counters["nelumbo_median_s"] = a.median;
    state.counters["peer_median_s"] = b.median;
    state.counters["ratio"] = ratio;
    state.counters["nelumbo_peak_rss_mb"] = summarize(ours.rss).max;
    state.counters["peer_peak_rss_mb"] = summarize(peer.rss).max;
}

const QString kSelect = QStringLiteral("SELECT * FROM big");

QStringList cli(const QString& source, const QString& format, const QString& sql)
{
    return {QStringLiteral(NELUMBO_CLI_BINARY),
            QStringLiteral("run"),
            QStringLiteral("--source"),
            source,
            QStringLiteral("--format"),
            format,
            sql};
}

void SqliteCsv(benchmark::State& state)
{
    const QString db = ensureBigDatabase();
    if (db.isEmpty()) {
        state.SkipWithError("no database");
        return;
    }
    compare(state, "CSV of 1000000 x 5 SQLite rows",
            {"nelumbo", cli(QStringLiteral("sqlite://") + db, QStringLiteral("csv"), kSelect)},
            {"sqlite3 -csv",
             {QStringLiteral("sqlite3"), QStringLiteral("-csv"), QStringLiteral("-header"), db,
              kSelect}},
            1.2, true);
}

void SqliteJson(benchmark::State& state)
{
    const QString db = ensureBigDatabase();
    if (db.isEmpty()) {
        state.SkipWithError("no database");
        return;
    }
    compare(state, "JSON of 1000000 x 5 SQLite rows",
            {"nelumbo", cli(QStringLiteral("sqlite://") + db, QStringLiteral("json"), kSelect)},
            {"sqlite3 -json", {QStringLiteral("sqlite3"), QStringLiteral("-json"), db, kSelect}},
            1.3, false);
}

// The same rows made by the server, so nothing is left behind in the shared database.
const QString kPgSelect = QStringLiteral(
    "SELECT i AS id, 'name-' || i AS name, ((i::bigint * 7919) % 1000000) / 100.0::float8 AS "
    "amount, CASE WHEN i % 5 = 0 THEN NULL ELSE (i * 31) % 3 END AS flag, "
    "format('%s-%s-%s', lpad((2000 + i % 25)::text, 4, '0'), lpad((1 + i % 12)::text, 2, '0'), "
    "lpad((1 + i % 28)::text, 2, '0')) AS created FROM generate_series(1, 1000000) AS s(i)");

void PostgresCsv(benchmark::State& state)
{
    const QString url = qEnvironmentVariable("NELUMBO_TEST_PG_URL");
    if (url.isEmpty()) {
        state.SkipWithError("NELUMBO_TEST_PG_URL is not set");
        return;
    }
    compare(state, "CSV of 1000000 x 5 PostgreSQL rows",
            {"nelumbo", cli(url, QStringLiteral("csv"), kPgSelect)},
            {"psql --csv",
             {QStringLiteral("psql"), QStringLiteral("-X"), QStringLiteral("-q"),
              QStringLiteral("--csv"), QStringLiteral("-d"), url, QStringLiteral("-c"), kPgSelect}},
            1.1, true);
}

} // namespace

BENCHMARK(SqliteCsv)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(SqliteJson)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(PostgresCsv)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    QCoreApplication app(argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
