// PostgreSQL only: QPSQL's single-row mode.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"
#include "sql/QtSqlAdapter.h"

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

    // QPSQL from Qt 6.7 on sets the session's zone to UTC as it opens, so timestamptz showed
    // +00 whatever zone the session had. After afterOpen() the session has its own zone
    // again (here the one the URL's options name), and values show in it, as psql does.
    void timestamptzInTheSessionsZone()
    {
        const QString url = m_url + (m_url.contains(QLatin1Char('?')) ? u'&' : u'?') +
                            QStringLiteral("options=-c%20TimeZone%3DAsia/Kolkata");
        AdapterSession session(m_adapter, QStringLiteral("tst_adapters_zone"));
        auto opened = session.open(url);
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        // What QPSQL 6.7 does as it opens, then what follows every open.
        const QString zone = session.call([this](QSqlDatabase& db) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SET TIME ZONE 'UTC'")))
                return QStringLiteral("SET failed");
            if (auto r = static_cast<const QtSqlAdapter*>(m_adapter)->afterOpen(db); !r)
                return r.error().message;
            return q.exec(QStringLiteral("SELECT current_setting('TimeZone')")) && q.next()
                       ? q.value(0).toString()
                       : QStringLiteral("SHOW failed");
        });
        QCOMPARE(zone, QStringLiteral("Asia/Kolkata"));

        // Through a Connection, whatever the Qt version: the offset is the session's.
        Connection c;
        QSignalSpy ready(&c, &Connection::opened);
        c.open(url);
        QVERIFY(ready.wait(10000));
        QueryHandle* h =
            c.execute(QStringLiteral("SELECT timestamptz '2024-02-29 13:14:15.123456+00'"));
        QVariantList cells;
        QObject context;
        connect(h, &QueryHandle::rowsReady, &context, [&cells](const RowBatch& rowBatch) {
            const QVariantList batch = rowBatch.toVariantList();
            cells += batch;
        });
        QVERIFY(QTest::qWaitFor([h] { return h->state() == QueryHandle::State::Finished; }, 10000));
        QCOMPARE(cells.value(0).toString(), QStringLiteral("2024-02-29 18:44:15.123456+05:30"));
    }
};

} // namespace

int runPostgresTests(int argc, char** argv)
{
    TstPostgresAdapter tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "PostgresTests.moc"
