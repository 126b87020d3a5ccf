// PostgreSQL only: QPSQL's single-row mode.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {

class TstPostgresAdapter : public AdapterTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { NELUMBO_ADAPTER_INIT(); }
    void cleanupTestCase() { tearDownEngine(); }

    // While the session still streams a result, PostgreSQL adapter calls refuse rather than
    // silently discard the rows.
    void busyWhileStreaming()
    {
        auto session = newSession(QStringLiteral("tst_adapters_busy"));
        QVERIFY(session);
        auto answers = session->call([this](nelumbo::Session& session) {
            QSqlQuery streaming(nelumbo::QtSqlSession::database(session));
            streaming.setForwardOnly(true);
            streaming.exec(QStringLiteral("SELECT * FROM %1").arg(chinook(m_engine.track)));
            streaming.next();
            auto tables = m_adapter->listTables(session);
            int more = 0;
            while (streaming.next())
                ++more;
            return std::make_pair(tables.ok() ? QString() : tables.error().code, more);
        });
        QCOMPARE(answers.first, QStringLiteral("busy"));
        QCOMPARE(answers.second, 3502); // the result was left whole
    }
};

} // namespace

int runPostgresTests(int argc, char** argv)
{
    TstPostgresAdapter tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "PostgresTests.moc"
