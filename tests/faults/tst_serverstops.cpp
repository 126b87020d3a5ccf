// The database server stopped under a Connection (PostgreSQL, MariaDB, Redis), each on a
// private server of this test: while a statement runs, while rows stream, while idle. The
// statement fails with a message that names the lost connection, nothing waits forever, and
// the next statement once the server is back runs on a new session. A server that never
// answers gives up after the connect timeout.
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "FaultScenario.h"
#include "PrivateServer.h"
#include "Waits.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/ErrorCodes.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTimer>
#include <map>
#include <memory>
#include <optional>

using namespace nelumbo;
using namespace nelumbo::testing;
using Engine = PrivateServer::Engine;

Q_DECLARE_METATYPE(nelumbo::testing::PrivateServer::Engine)

namespace {
constexpr int kStopMs = 30000; // bounds every wait: a hang fails the test instead

bool namesLostConnection(const Error& e)
{
    return e.code == ErrorCode::ConnectionLost && !e.message.trimmed().isEmpty();
}
} // namespace

class TstServerStops : public QObject
{
    Q_OBJECT

private:
    std::map<Engine, std::unique_ptr<PrivateServer>> m_servers;

    // The engine's private server, running; null with the reason when it cannot start.
    PrivateServer* server(Engine engine, QString* why)
    {
        auto& s = m_servers[engine];
        if (!s)
            s = std::make_unique<PrivateServer>(engine);
        *why = s->start();
        return why->isEmpty() ? s.get() : nullptr;
    }

    static void engines()
    {
        QTest::addColumn<Engine>("engine");
        QTest::newRow("postgres") << Engine::Postgres;
        QTest::newRow("mariadb") << Engine::Mariadb;
        QTest::newRow("redis") << Engine::Redis;
    }

    static bool openOn(Connection& c, const QString& url)
    {
        QSignalSpy opened(&c, &Connection::opened);
        QSignalSpy failed(&c, &Connection::openFailed);
        c.open(url);
        if (!QTest::qWaitFor([&] { return opened.count() + failed.count() > 0; }, kStopMs))
            return false;
        if (failed.count() > 0)
            qWarning("open failed: %s", qPrintable(failed.at(0).at(0).value<Error>().message));
        return opened.count() == 1;
    }

    // Runs a statement to its end; the error when it failed, else an empty Error.
    static std::optional<Error> run(Connection& c, const QString& statement)
    {
        QueryHandle* h = c.execute(statement);
        QSignalSpy failed(h, &QueryHandle::failed);
        if (!waitForQuery(h, kStopMs))
            return Error{QStringLiteral("hang"), QStringLiteral("did not end")};
        if (failed.count() > 0)
            return failed.at(0).at(0).value<Error>();
        return std::nullopt;
    }

    // Runs until the server answers again on a new session.
    static void expectReconnected(Connection& c, const FaultScenario& scenario)
    {
        const auto again = run(c, scenario.simple);
        QVERIFY2(!again, again ? qPrintable(again->message) : "");
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<Error>();
        registerBuiltinAdapters();
    }

    void stoppedWhileStatementRuns_data() { engines(); }
    void stoppedWhileStatementRuns()
    {
        QFETCH(Engine, engine);
        if (const QString missing = PrivateServer::unavailable(engine); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        QString why;
        PrivateServer* s = server(engine, &why);
        QVERIFY2(s, qPrintable(why));
        const FaultScenario scenario = FaultScenario::of(engine);
        Connection c;
        QVERIFY(openOn(c, s->url()));

        QueryHandle* h = c.execute(scenario.waiting);
        QSignalSpy failed(h, &QueryHandle::failed);
        QSignalSpy finished(h, &QueryHandle::finished);
        QVERIFY2(QTest::qWaitFor([&] { return scenario.waitingRuns(*s); }, kStopMs),
                 "the statement never ran on the server");
        s->stop();
        QVERIFY2(failed.count() > 0 || failed.wait(kStopMs), "the statement never ended");
        QCOMPARE(finished.count(), 0);
        const Error e = failed.at(0).at(0).value<Error>();
        QVERIFY2(namesLostConnection(e), qPrintable(e.code + QLatin1String(": ") + e.message));

        // While the server is away: a clear failure, not a wait.
        const auto whileDown = run(c, scenario.simple);
        QVERIFY(whileDown);
        QVERIFY2(namesLostConnection(*whileDown),
                 qPrintable(whileDown->code + QLatin1String(": ") + whileDown->message));

        QCOMPARE(s->start(), QString());
        expectReconnected(c, scenario);
    }

    void stoppedWhileRowsStream_data() { engines(); }
    void stoppedWhileRowsStream()
    {
        QFETCH(Engine, engine);
        if (const QString missing = PrivateServer::unavailable(engine); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        QString why;
        PrivateServer* s = server(engine, &why);
        QVERIFY2(s, qPrintable(why));
        const FaultScenario scenario = FaultScenario::of(engine);
        QCOMPARE(scenario.prepare(*s), QString());
        Connection c;
        QVERIFY(openOn(c, s->url()));

        QueryHandle* h = c.execute(scenario.slowRows);
        QSignalSpy rows(h, &QueryHandle::rowsReady);
        QSignalSpy failed(h, &QueryHandle::failed);
        QSignalSpy finished(h, &QueryHandle::finished);
        QVERIFY(rows.wait(kStopMs)); // the grid's first batch
        QCOMPARE(failed.count(), 0);
        s->kill();
        // The grid scrolls on: more rows are asked for until the result ends one way or other.
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         if (h->state() == QueryHandle::State::Idle && h->hasMore())
                             h->fetchMore(Connection::kBatch);
                         return failed.count() + finished.count() > 0;
                     },
                     kStopMs),
                 "the result never ended");
        if (scenario.streams) {
            QCOMPARE(finished.count(), 0);
            const Error e = failed.at(0).at(0).value<Error>();
            QVERIFY2(namesLostConnection(e), qPrintable(e.code + QLatin1String(": ") + e.message));
        } else {
            // The whole reply was read before the first batch showed: it ends complete.
            QCOMPARE(failed.count(), 0);
            qint64 total = 0;
            for (const auto& args : rows)
                total += args.at(0).value<RowBatch>().rowCount();
            QCOMPARE(total, 5000);
            const auto whileDown = run(c, scenario.simple);
            QVERIFY(whileDown);
            QVERIFY2(namesLostConnection(*whileDown), qPrintable(whileDown->message));
        }
        QCOMPARE(s->start(), QString());
        expectReconnected(c, scenario);
    }

    void stoppedWhileIdle_data() { engines(); }
    void stoppedWhileIdle()
    {
        QFETCH(Engine, engine);
        if (const QString missing = PrivateServer::unavailable(engine); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        QString why;
        PrivateServer* s = server(engine, &why);
        QVERIFY2(s, qPrintable(why));
        const FaultScenario scenario = FaultScenario::of(engine);
        Connection c;
        QVERIFY(openOn(c, s->url()));
        QVERIFY(!run(c, scenario.simple));

        s->stop();
        const auto first = run(c, scenario.simple);
        QVERIFY(first);
        QVERIFY2(namesLostConnection(*first),
                 qPrintable(first->code + QLatin1String(": ") + first->message));
        // The catalogue cannot be read either, and says why.
        QSignalSpy catalogFailed(&c, &Connection::catalogFailed);
        c.loadCatalog();
        QVERIFY(catalogFailed.wait(kStopMs));
        QVERIFY(namesLostConnection(catalogFailed.at(0).at(0).value<Error>()));

        QCOMPARE(s->start(), QString());
        expectReconnected(c, scenario);
        QSignalSpy catalogReady(&c, &Connection::catalogReady);
        c.loadCatalog();
        QVERIFY(catalogReady.wait(kStopMs));
    }

    // The catalogue connection of a window sees only the server's absence when it reads
    // again: it opens a new session at once (reading changes nothing, so it is tried again).
    void catalogReadAfterRestart_data() { engines(); }
    void catalogReadAfterRestart()
    {
        QFETCH(Engine, engine);
        if (const QString missing = PrivateServer::unavailable(engine); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        QString why;
        PrivateServer* s = server(engine, &why);
        QVERIFY2(s, qPrintable(why));
        Connection c;
        QVERIFY(openOn(c, s->url()));
        s->stop();
        QCOMPARE(s->start(), QString());
        QSignalSpy catalogReady(&c, &Connection::catalogReady);
        QSignalSpy catalogFailed(&c, &Connection::catalogFailed);
        c.loadCatalog();
        QVERIFY(QTest::qWaitFor([&] { return catalogReady.count() + catalogFailed.count() > 0; },
                                kStopMs));
        QVERIFY2(catalogFailed.isEmpty(),
                 catalogFailed.isEmpty()
                     ? ""
                     : qPrintable(catalogFailed.at(0).at(0).value<Error>().message));
    }

    void serverThatNeverAnswers_data() { engines(); }
    void serverThatNeverAnswers()
    {
        QFETCH(Engine, engine);
        SilentServer silent;
        QVERIFY(silent.listen());
        Connection c;
        QSignalSpy opened(&c, &Connection::opened);
        QSignalSpy failed(&c, &Connection::openFailed);
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(50);
        QElapsedTimer clock;
        clock.start();
        c.open(silentUrl(engine, silent.port()));
        QVERIFY2(failed.wait(kStopMs), "the connection never gave up");
        const qint64 took = clock.elapsed();
        QCOMPARE(opened.count(), 0);
        const Error e = failed.at(0).at(0).value<Error>();
        QVERIFY2(!e.message.trimmed().isEmpty(), qPrintable(e.code));
        // It waited for the timeout (2 s), not for a refusal, and the caller's loop ran on.
        QVERIFY2(took >= 1500, qPrintable(QString::number(took)));
        QVERIFY2(ticks >= 10, qPrintable(QString::number(ticks)));
    }
};

NELUMBO_CORE_TEST_MAIN(TstServerStops)
#include "tst_serverstops.moc"
