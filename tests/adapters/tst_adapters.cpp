// One adapter suite for every engine: CTest runs it as tst_adapters_sqlite,
// tst_adapters_postgres and tst_adapters_mysql, with NELUMBO_TEST_ADAPTER naming the engine,
// and as tst_adapters_defaults (no server) for the adapters' default implementations.
// PostgreSQL and MySQL need a server with Chinook loaded into a database `chinook`, named by
// NELUMBO_TEST_PG_URL / NELUMBO_TEST_MY_URL (tools/dev.sh test starts them); without the
// variable the suite is skipped. The tests create their own objects in a scratch schema
// (PostgreSQL) or database (MySQL) named nelumbo_test_adapters_<pid> and drop it at the end.
//
// Each test class runs only for the engines it applies to, so that every test function that
// runs asserts something.
#include "AdapterSuites.h"

#include <QCoreApplication>
#include <QStandardPaths>

int main(int argc, char** argv)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("nelumbo-test"));
    const QString engine = qEnvironmentVariable("NELUMBO_TEST_ADAPTER", QStringLiteral("sqlite"));
    if (engine == QLatin1String("defaults"))
        return runDefaultsTests(argc, argv);

    int failed = 0;
    failed += runCatalogTests(argc, argv);
    failed += runStatementTests(argc, argv);
    failed += runCancelTests(argc, argv);
    failed += runValueTests(argc, argv);
    if (engine != QLatin1String("sqlite"))
        failed += runServerTests(argc, argv);
    if (engine == QLatin1String("postgres"))
        failed += runPostgresTests(argc, argv);
    if (engine == QLatin1String("mysql"))
        failed += runMysqlTests(argc, argv);
    return failed;
}
