// Introspection of a large PostgreSQL catalogue: 10,000 tables (4 columns and a primary key
// each) in schema bench10k of a scratch database nelumbo_bench_introspection on the server of
// NELUMBO_TEST_PG_URL (its user needs CREATEDB; without it the schema goes into the URL's own
// database instead). Times PostgresAdapter::listTables (the schema, then every schema) and
// the full introspect() the schema browser uses, then drops what it made.
// Target: listTables under 1 s, introspect() under 250 ms (issue 17); memory per table is
// the RSS the catalogue adds, divided by the tables. NELUMBO_BENCH_TABLES changes the number.
//
// SQLite (issue 17, point 5): `nelumbo-cli schema` of files with 2,500, 5,000 and 10,000 such
// tables (made once, cached in NELUMBO_BENCH_DATA_DIR) next to sqlite3 running the query over
// sqlite_master joined with pragma_table_info on the same file, alternating; prints each ratio
// (target 2x), the time per table at each size (linear growth: about the same figure) and the
// memory per table (the CLI's peak RSS growth between the smallest and largest file).

#include "BenchData.h"
#include "BenchProcess.h"
#include "BenchSupport.h"
#include "BuiltinAdapters.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>

namespace {

using namespace nelumbo;
using namespace nelumbo::bench;

const QString kDatabase = QStringLiteral("nelumbo_bench_introspection");
const QString kSchema = QStringLiteral("bench10k");

struct Fixture
{
    const DatabaseAdapter* adapter = nullptr;
    QString adminConnection; // on the URL's database: creates and drops the scratch database
    QString benchConnection; // where the tables are
    std::map<QString, std::unique_ptr<Session>> sessions; // by connection name
    bool ownDatabase = false;
    int tables = 0;
    QString error;
    double setupSeconds = 0;
    std::vector<double> listMs, listAllMs, introspectMs;
};

Fixture fx;

std::optional<QString> openAs(const QString& name, const QString& url)
{
    auto parsed = SourceUrl::parse(url);
    if (!parsed)
        return parsed.error().message;
    auto session = fx.adapter->openSession(parsed.value(), name);
    if (!session)
        return QStringLiteral("cannot open %1: %2")
            .arg(parsed->redacted(), session.error().message);
    fx.sessions[name] = std::move(session.value());
    return std::nullopt;
}

std::optional<QString> exec(const QString& connection, const QString& sql)
{
    QSqlQuery q(QSqlDatabase::database(connection, false));
    if (!q.exec(sql))
        return q.lastError().text();
    return std::nullopt;
}

// Tables in batches of 500 per statement: one transaction holding 10,000 new relations
// would exhaust the lock table (max_locks_per_transaction).
std::optional<QString> createTables(const QString& connection, int count)
{
    if (auto e = exec(connection, QStringLiteral("CREATE SCHEMA %1").arg(kSchema)))
        return e;
    for (int first = 1; first <= count; first += 500) {
        const int last = std::min(count, first + 499);
        if (auto e =
                exec(connection, QStringLiteral("DO $$ BEGIN FOR i IN %1..%2 LOOP EXECUTE format("
                                                "'CREATE TABLE %3.t%s (id integer PRIMARY KEY, "
                                                "name text NOT NULL, amount numeric(10,2), "
                                                "created_at timestamptz DEFAULT now())', i); "
                                                "END LOOP; END $$")
                                     .arg(first)
                                     .arg(last)
                                     .arg(kSchema)))
            return e;
    }
    return std::nullopt;
}

std::optional<QString> dropTables(const QString& connection, int count)
{
    for (int first = 1; first <= count; first += 500) {
        const int last = std::min(count, first + 499);
        if (auto e = exec(connection,
                          QStringLiteral("DO $$ BEGIN FOR i IN %1..%2 LOOP EXECUTE format("
                                         "'DROP TABLE IF EXISTS %3.t%s', i); END LOOP; END $$")
                              .arg(first)
                              .arg(last)
                              .arg(kSchema)))
            return e;
    }
    return exec(connection, QStringLiteral("DROP SCHEMA IF EXISTS %1 CASCADE").arg(kSchema));
}

bool setUp()
{
    const QString url = qEnvironmentVariable("NELUMBO_TEST_PG_URL");
    if (url.isEmpty()) {
        fx.error = QStringLiteral("NELUMBO_TEST_PG_URL is not set (tools/dev.sh test starts a "
                                  "server; or: postgres://user:password@host:port/database)");
        return false;
    }
    fx.adapter = AdapterRegistry::forScheme(QStringLiteral("postgres"));
    fx.tables = envInt("NELUMBO_BENCH_TABLES", 10000);
    fx.adminConnection = QStringLiteral("bench-admin");
    if (auto e = openAs(fx.adminConnection, url)) {
        fx.error = *e;
        return false;
    }
    QElapsedTimer t;
    t.start();
    // A scratch database if we may; else a schema in the URL's database.
    (void)exec(fx.adminConnection,
               QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(kDatabase));
    if (!exec(fx.adminConnection, QStringLiteral("CREATE DATABASE %1").arg(kDatabase))) {
        QUrl benchUrl(url);
        benchUrl.setPath(QLatin1Char('/') + kDatabase);
        fx.benchConnection = QStringLiteral("bench");
        if (auto e = openAs(fx.benchConnection, benchUrl.toString(QUrl::FullyEncoded))) {
            fx.error = *e;
            return false;
        }
        fx.ownDatabase = true;
    } else {
        fx.benchConnection = fx.adminConnection;
        (void)dropTables(fx.benchConnection, fx.tables); // left over from an interrupted run
    }
    if (auto e = createTables(fx.benchConnection, fx.tables)) {
        fx.error = QStringLiteral("cannot create the tables: ") + *e;
        return false;
    }
    (void)exec(fx.benchConnection, QStringLiteral("ANALYZE"));
    fx.setupSeconds = double(t.elapsed()) / 1000.0;
    std::printf("bench_introspection: created %d tables in %s in %.1f s\n", fx.tables,
                fx.ownDatabase ? "database nelumbo_bench_introspection" : "the URL's database",
                fx.setupSeconds);
    return true;
}

void tearDown()
{
    if (fx.ownDatabase) {
        fx.sessions.erase(fx.benchConnection);
        if (auto e = exec(fx.adminConnection,
                          QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(kDatabase)))
            std::fprintf(stderr, "bench_introspection: could not drop %s: %s\n",
                         qPrintable(kDatabase), qPrintable(*e));
    } else if (!fx.benchConnection.isEmpty()) {
        if (auto e = dropTables(fx.benchConnection, fx.tables))
            std::fprintf(stderr, "bench_introspection: could not drop schema %s: %s\n",
                         qPrintable(kSchema), qPrintable(*e));
    }
    fx.sessions.clear();
}

template <typename Call>
void timeIt(benchmark::State& state, std::vector<double>& figures, Call call)
{
    if (!fx.error.isEmpty()) {
        state.SkipWithError(qPrintable(fx.error));
        return;
    }
    Session& db = *fx.sessions.at(fx.benchConnection);
    for (auto _ : state) {
        QElapsedTimer t;
        t.start();
        const QString problem = call(db);
        const qint64 ns = t.nsecsElapsed();
        state.SetIterationTime(double(ns) / 1e9);
        if (!problem.isEmpty()) {
            state.SkipWithError(qPrintable(problem));
            return;
        }
        figures.push_back(double(ns) / 1e6);
    }
    const Summary s = summarize(figures);
    state.counters["median_ms"] = s.median;
    state.counters["max_ms"] = s.max;
    state.counters["tables"] = fx.tables;
}

void ListTablesOfSchema(benchmark::State& state)
{
    timeIt(state, fx.listMs, [](Session& db) {
        auto r = fx.adapter->listTables(db, {kSchema});
        if (!r)
            return r.error().message;
        if (r->size() != fx.tables)
            return QStringLiteral("listed %1 tables, not %2").arg(r->size()).arg(fx.tables);
        return QString();
    });
}

void ListTablesOfEverySchema(benchmark::State& state)
{
    timeIt(state, fx.listAllMs, [](Session& db) {
        auto r = fx.adapter->listTables(db);
        if (!r)
            return r.error().message;
        if (r->size() < fx.tables)
            return QStringLiteral("listed %1 tables, fewer than %2").arg(r->size()).arg(fx.tables);
        return QString();
    });
}

double introspectMemoryMb = -1;

void Introspect(benchmark::State& state)
{
    timeIt(state, fx.introspectMs, [](Session& db) {
        const double before = currentRssMb();
        auto r = fx.adapter->introspect(db);
        if (introspectMemoryMb < 0)
            introspectMemoryMb = currentRssMb() - before;
        if (!r)
            return r.error().message;
        for (const SchemaInfo& s : r.value()) {
            if (s.name != kSchema)
                continue;
            if (s.tables.size() != fx.tables)
                return QStringLiteral("introspected %1 tables, not %2")
                    .arg(s.tables.size())
                    .arg(fx.tables);
            const TableInfo& t = s.tables.constFirst();
            if (t.columns.size() != 4 || !t.columns.at(0).primaryKey)
                return QStringLiteral("%1 came back without its 4 columns and key").arg(t.name);
            return QString();
        }
        return QStringLiteral("schema %1 is missing").arg(kSchema);
    });
}

BENCHMARK(ListTablesOfSchema)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(ListTablesOfEverySchema)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(Introspect)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);

void printSummary(const char* what, const std::vector<double>& figures)
{
    if (figures.empty())
        return;
    const Summary s = summarize(figures);
    std::printf("bench_introspection: %s of %d tables: median %.1f ms, min %.1f ms, max %.1f ms "
                "(%zu runs)\n",
                what, fx.tables, s.median, s.min, s.max, figures.size());
}

// ---------------------------------------------------------------------------------------
// SQLite: nelumbo-cli schema next to sqlite3

// A file with count tables like the PostgreSQL ones, made once and cached.
QString sqliteCatalogue(int count)
{
    const QString dir = benchDataDir();
    const QString path = dir + QStringLiteral("/tables-%1-v1.sqlite").arg(count);
    const QString name = QStringLiteral("bench-tables-%1").arg(count);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (QDir().mkpath(dir) && db.open()) {
            QSqlQuery q(db);
            ok =
                q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'")) &&
                q.next() && q.value(0).toInt() == count;
            if (!ok && q.value(0).toInt() == 0) {
                std::fprintf(stderr, "bench_introspection: creating %s (once)\n", qPrintable(path));
                ok = q.exec(QStringLiteral("PRAGMA journal_mode=OFF")) && db.transaction();
                for (int i = 1; ok && i <= count; ++i)
                    ok = q.exec(QStringLiteral("CREATE TABLE t%1 (id INTEGER PRIMARY KEY, name "
                                               "TEXT NOT NULL, amount NUMERIC(10,2), created_at "
                                               "TIMESTAMP DEFAULT CURRENT_TIMESTAMP)")
                                    .arg(i));
                ok = ok && db.commit();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!ok)
        std::fprintf(stderr, "bench_introspection: %s is not usable (remove it)\n",
                     qPrintable(path));
    return ok ? path : QString();
}

const QString kSqlitePeerQuery = QStringLiteral(
    "SELECT m.name, c.name, c.type, c.\"notnull\", c.pk FROM sqlite_master AS m "
    "JOIN pragma_table_info(m.name) AS c WHERE m.type IN ('table', 'view') ORDER BY m.name, "
    "c.cid");

struct SqliteSize
{
    int tables = 0;
    Summary ours, peer;
    double oursRssMb = 0;
};
std::vector<SqliteSize> sqliteSizes;

void SqliteSchemaCli(benchmark::State& state)
{
    const int tables = int(state.range(0));
    const QString file = sqliteCatalogue(tables);
    if (file.isEmpty()) {
        state.SkipWithError("cannot create the SQLite catalogue");
        return;
    }
    QTemporaryDir home;
    const QString out = home.filePath(QStringLiteral("out"));
    const QStringList ours = {QStringLiteral(NELUMBO_CLI_BINARY), QStringLiteral("schema"),
                              QStringLiteral("--source"), QStringLiteral("sqlite://") + file};
    const QStringList peer = {QStringLiteral("sqlite3"), file, kSqlitePeerQuery};
    const int runs = envInt("NELUMBO_BENCH_SCHEMA_RUNS", 5);
    std::vector<double> a, b, rss;
    for (auto _ : state) {
        if (!runProgram(ours, out, home.path()).ok || !runProgram(peer, out, home.path()).ok) {
            state.SkipWithError("nelumbo-cli schema or sqlite3 failed");
            return;
        }
        for (int i = 0; i < runs; ++i) {
            for (int side = 0; side < 2; ++side) {
                const bool nelumbo = (side + i) % 2 == 0;
                const ProgramRun r = runProgram(nelumbo ? ours : peer, out, home.path());
                if (!r.ok) {
                    state.SkipWithError("a program failed");
                    return;
                }
                (nelumbo ? a : b).push_back(r.ms);
                if (nelumbo)
                    rss.push_back(r.peakRssMb);
            }
        }
        state.SetIterationTime(summarize(a).median / 1000.0);
    }
    SqliteSize size{tables, summarize(a), summarize(b), summarize(rss).median};
    state.counters["nelumbo_median_ms"] = size.ours.median;
    state.counters["sqlite3_median_ms"] = size.peer.median;
    state.counters["ratio"] = size.ours.median / size.peer.median;
    state.counters["peak_rss_mb"] = size.oursRssMb;
    sqliteSizes.push_back(size);
}
BENCHMARK(SqliteSchemaCli)
    ->Arg(2500)
    ->Arg(5000)
    ->Arg(10000)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

void printSqliteSummary()
{
    for (const SqliteSize& s : sqliteSizes) {
        const double ratio = s.ours.median / s.peer.median;
        std::printf("bench_introspection: nelumbo-cli schema of %d SQLite tables: median %.1f ms "
                    "(min %.1f, %.1f us per table, peak RSS %.1f MiB) vs sqlite3 over "
                    "sqlite_master and pragma_table_info: median %.1f ms (min %.1f, %.1f us per "
                    "table): %.2fx (target 2x: %s)\n",
                    s.tables, s.ours.median, s.ours.min, 1000.0 * s.ours.median / s.tables,
                    s.oursRssMb, s.peer.median, s.peer.min, 1000.0 * s.peer.median / s.tables,
                    ratio, ratio <= 2 ? "met" : "MISSED");
    }
    if (sqliteSizes.size() >= 2) {
        const SqliteSize& small = sqliteSizes.front();
        const SqliteSize& large = sqliteSizes.back();
        const double perTableKib =
            1024.0 * (large.oursRssMb - small.oursRssMb) / double(large.tables - small.tables);
        const double growth =
            (large.ours.median / large.tables) / (small.ours.median / small.tables);
        std::printf("bench_introspection: nelumbo-cli schema from %d to %d tables: time per "
                    "table x%.2f (1.00 = linear), memory %.2f KiB per table (4 columns each)\n",
                    small.tables, large.tables, growth, perTableKib);
    }
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    QCoreApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("nelumbo-bench"));
    registerBuiltinAdapters();
    if (!setUp())
        std::fprintf(stderr, "bench_introspection: %s\n", qPrintable(fx.error));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    tearDown();
    printSummary("listTables(bench10k)", fx.listMs);
    printSummary("listTables(every schema)", fx.listAllMs);
    printSummary("introspect()", fx.introspectMs);
    if (!fx.introspectMs.empty()) {
        const double median = summarize(fx.introspectMs).median;
        std::printf("bench_introspection: PostgreSQL introspect() of %d tables: median %.1f ms "
                    "(target < 250 ms: %s); the catalogue held %.2f KiB per table\n",
                    fx.tables, median, median < 250 ? "met" : "MISSED",
                    1024.0 * introspectMemoryMb / fx.tables);
    }
    printSqliteSummary();
    return 0;
}
