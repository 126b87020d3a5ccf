// Completion on a catalogue of 10,000 tables × 20 columns, once the names are read (and the
// columns of the tables in scope): the time one completion takes in three positions, with
// PostgreSQL's language. Target: under 30 ms.

#include "BenchSupport.h"
#include "BuiltinAdapters.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "completion/CompletionCatalog.h"
#include "completion/CompletionEngine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <cstdio>
#include <map>
#include <memory>
#include <string>

namespace {

using namespace nelumbo;
using namespace nelumbo::bench;

constexpr int kTables = 10000;
constexpr int kColumns = 20;

struct Fixture
{
    std::unique_ptr<CompletionCatalog> catalog;
    const QueryLanguage* language = nullptr;
    std::map<std::string, std::vector<double>> ms;
} fx;

void setUp()
{
    fx.catalog = std::make_unique<CompletionCatalog>();
    QList<TableInfo> tables;
    tables.reserve(kTables);
    for (int i = 0; i < kTables; ++i) {
        TableInfo t;
        t.schema = QStringLiteral("public");
        t.name = QStringLiteral("table_%1").arg(i, 5, 10, QLatin1Char('0'));
        tables << t;
    }
    fx.catalog->setTables(tables);
    // Every table's columns, as if each had been asked for already.
    for (const TableInfo& t : std::as_const(tables)) {
        QList<ColumnInfo> columns;
        for (int c = 0; c < kColumns; ++c)
            columns << ColumnInfo{QStringLiteral("column_%1").arg(c), QStringLiteral("integer")};
        fx.catalog->setColumns(t.schema, t.name, columns);
    }
    const DatabaseAdapter* adapter = AdapterRegistry::forScheme(QStringLiteral("postgres"));
    fx.language = adapter ? &adapter->language() : &QueryLanguage::standard();
}

// statement: `|` marks the cursor.
void measure(benchmark::State& state, const char* name, const QString& statement)
{
    const qsizetype cursor = statement.indexOf(QLatin1Char('|'));
    const QString text = QString(statement).remove(cursor, 1);
    CompletionEngine engine(*fx.language, fx.catalog.get());
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        const CompletionResult result = engine.complete(text, cursor);
        const double ms = clock.nsecsElapsed() / 1e6;
        state.SetIterationTime(ms / 1000.0);
        fx.ms[name].push_back(ms);
        if (result.candidates.isEmpty())
            state.SkipWithError("no candidates");
    }
}

void TableName(benchmark::State& state)
{
    measure(state, "table after FROM", QStringLiteral("SELECT * FROM table_09|"));
}

void AliasColumns(benchmark::State& state)
{
    measure(state, "columns after alias.",
            QStringLiteral("SELECT a.column_1, b.| FROM table_00001 a JOIN table_09999 b "
                           "ON a.column_0 = b.column_0"));
}

void ColumnsInScope(benchmark::State& state)
{
    measure(state, "names in WHERE",
            QStringLiteral(
                "SELECT * FROM table_00001 a JOIN table_00002 b USING (column_0) WHERE co|"));
}

BENCHMARK(TableName)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(AliasColumns)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(ColumnsInScope)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(20);

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    QCoreApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("nelumbo-bench"));
    registerBuiltinAdapters();
    setUp();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    for (const auto& [what, figures] : fx.ms) {
        if (figures.empty())
            continue;
        const Summary s = summarize(figures);
        std::printf("bench_completion: %s, %d tables x %d columns: median %.2f ms, max %.2f ms "
                    "(%zu runs; target < 30 ms)\n",
                    what.c_str(), kTables, kColumns, s.median, s.max, figures.size());
    }
    return 0;
}
