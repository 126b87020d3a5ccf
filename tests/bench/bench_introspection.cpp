// Introspection of a large PostgreSQL catalogue: 10,000 tables (4 columns and a primary key
// each) in schema bench10k of a scratch database nelumbo_bench_introspection on the server of
// NELUMBO_TEST_PG_URL (its user needs CREATEDB; without it the schema goes into the URL's own
// database instead). Times PostgresAdapter::listTables (the schema, then every schema) and
// the full introspect() the schema browser uses, then drops what it made.
// Target: listTables under 1 s. NELUMBO_BENCH_TABLES changes the number of tables.

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

void Introspect(benchmark::State& state)
{
    timeIt(state, fx.introspectMs, [](Session& db) {
        auto r = fx.adapter->introspect(db);
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
    return 0;
}
