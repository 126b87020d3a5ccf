// ResultExporter streaming 1,000,000 × 5 rows (`SELECT * FROM big`, BenchData.h) from
// SQLite into a CSV and an XLSX file: rows per second and the growth of peak RSS while the
// export runs. Target: peak RSS grows by less than 50 MB, whatever the row count.
#include "BenchData.h"
#include "BenchSupport.h"
#include "BuiltinAdapters.h"
#include "adapter/SourceUrl.h"
#include "connection/Connection.h"
#include "export/ResultExporter.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <cstdio>

namespace {

using namespace nelumbo;
using namespace nelumbo::bench;

constexpr double kTargetGrowthMb = 50;

bool openConnection(Connection& connection, const QString& file, QString* error)
{
    bool done = false;
    QObject::connect(&connection, &Connection::opened, [&done] { done = true; });
    QObject::connect(&connection, &Connection::openFailed, [&](const Error& e) {
        *error = e.message;
        done = true;
    });
    connection.open(SourceUrl::forFile(QStringLiteral("sqlite"), file));
    if (!waitUntil([&] { return done; }, 30000) && error->isEmpty())
        *error = QStringLiteral("the connection did not open within 30 s");
    return connection.isOpen();
}

void exportBig(benchmark::State& state, ExportFormat format)
{
    static const QString database = ensureBigDatabase();
    if (database.isEmpty()) {
        state.SkipWithError("cannot create the big database");
        return;
    }
    const QString name = ExportOptions::formatName(format);
    for (auto _ : state) {
        Connection connection;
        QString error;
        if (!openConnection(connection, database, &error)) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        QTemporaryDir folder;
        const QString target = folder.filePath(QStringLiteral("big.") + name);
        ExportOptions options;
        options.format = format;
        ResultExporter exporter(connection, options);
        bool finished = false;
        Result<void> outcome;
        QObject::connect(&exporter, &ResultExporter::finished, [&](const Result<void>& r) {
            outcome = r;
            finished = true;
        });

        const double rssBefore = currentRssMb();
        const double maxRssBefore = maxRssMb();
        const bool hwmReset = resetPeakRss();
        QElapsedTimer clock;
        clock.start();
        exporter.exportToFile(QStringLiteral("SELECT * FROM big"), {}, target);
        waitUntil([&] { return finished; }, 600000);
        const qint64 ns = clock.nsecsElapsed();
        state.SetIterationTime(double(ns) / 1e9);
        if (!finished || !outcome) {
            state.SkipWithError(finished ? qPrintable(outcome.error().message)
                                         : "the export did not end within 10 minutes");
            return;
        }
        const double peak = hwmReset ? peakRssHwmMb() : maxRssMb();
        const double growth = peak - rssBefore;
        const qint64 rows = exporter.rowsWritten();
        const double rowsPerSecond = double(rows) / (double(ns) / 1e9);
        const double fileMb = double(QFileInfo(target).size()) / (1024.0 * 1024.0);
        state.counters["rows"] = double(rows);
        state.counters["rows_per_s"] = rowsPerSecond;
        state.counters["rss_before_mb"] = rssBefore;
        state.counters["peak_rss_mb"] = peak;
        state.counters["peak_growth_mb"] = growth;
        state.counters["file_mb"] = fileMb;
        std::printf("bench_resultexporter %s: %lld rows x %d columns in %.2f s, %.0f rows/s, "
                    "file %.1f MB; RSS before %.1f MB, peak %.1f MB (%s; ru_maxrss before %.1f "
                    "MB), peak growth %.1f MB: %s (target < %.0f MB)\n",
                    qPrintable(name), rows, kBigColumns, double(ns) / 1e9, rowsPerSecond, fileMb,
                    rssBefore, peak, hwmReset ? "VmHWM reset before the export" : "ru_maxrss",
                    maxRssBefore, growth, growth < kTargetGrowthMb ? "PASS" : "FAIL",
                    kTargetGrowthMb);
        std::fflush(stdout);
        if (rows != kBigRows)
            state.SkipWithError("the export did not write every row");
    }
}

void BM_ExportCsv(benchmark::State& state)
{
    exportBig(state, ExportFormat::Csv);
}
BENCHMARK(BM_ExportCsv)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

void BM_ExportXlsx(benchmark::State& state)
{
    exportBig(state, ExportFormat::Xlsx);
}
BENCHMARK(BM_ExportXlsx)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace

NELUMBO_BENCHMARK_MAIN()
