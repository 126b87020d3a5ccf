// MySQL only: Cancel sends KILL QUERY over a second connection, which must never make the
// caller (the UI thread) wait, even when that connection cannot be made.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"
#include "sql/QtSqlAdapter.h"

#include <QElapsedTimer>
#include <QTcpServer>
#include <QTcpSocket>
#include <chrono>
#include <thread>

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {

class TstMysqlAdapter : public AdapterTestBase
{
    Q_OBJECT

    // A canceller like the session's, but whose KILL connection goes to `port` on this host.
    std::function<void()> cancellerTo(AdapterSession& session, quint16 port)
    {
        return session.call([this, port](QSqlDatabase& db) {
            const QString host = db.hostName();
            const int realPort = db.port();
            const QString options = db.connectOptions();
            // Only what the canceller reads changes; the open session is untouched.
            db.setHostName(QStringLiteral("127.0.0.1"));
            db.setPort(port);
            db.setConnectOptions(QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT=5"));
            std::function<void()> cancel =
                static_cast<const nelumbo::QtSqlAdapter*>(m_adapter)->makeCanceller(db);
            db.setHostName(host);
            db.setPort(realPort);
            db.setConnectOptions(options);
            return cancel;
        });
    }

private Q_SLOTS:
    void initTestCase() { NELUMBO_ADAPTER_INIT(); }
    void cleanupTestCase() { tearDownEngine(); }

    // A server that accepts the connection and never says a word: connecting to it takes
    // the whole connect timeout. Cancel must return at once all the same.
    void cancelNeverWaitsForTheKillConnection()
    {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        auto session = newSession(QStringLiteral("tst_adapters_silent_kill"));
        QVERIFY(session);
        const std::function<void()> cancel = cancellerTo(*session, silent.serverPort());
        QVERIFY(cancel);

        QElapsedTimer t;
        t.start();
        cancel();
        const qint64 ms = t.elapsed();
        qInfo("cancel() returned after %lld ms", ms);
        // Returns at once (a wait for the silent listener would last seconds).
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
        // It did try: the KILL connection reached the listener, from another thread.
        QVERIFY(silent.waitForNewConnection(5000));

        // While that KILL still waits, another Cancel adds no second connection.
        cancel();
        QVERIFY(!silent.waitForNewConnection(300));
    }

    // With a reachable server the detached KILL still stops the statement, as before.
    void killStopsTheStatementOffTheCallersThread()
    {
        auto session = newSession(QStringLiteral("tst_adapters_kill"));
        QVERIFY(session);
        const std::function<void()> cancel = session->canceller();
        QVERIFY(cancel);
        // The statement blocks this thread (the session's call waits for it), so the Cancel
        // comes from another one, as the UI's would while a worker runs the statement.
        qint64 callMs = -1;
        std::thread user([&] {
            // Kept: lets SLEEP(30) reach the server first; its 30 s leave a wide margin.
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            QElapsedTimer call;
            call.start();
            cancel();
            callMs = call.elapsed();
        });
        QElapsedTimer t;
        t.start();
        const QVariant slept = session->scalar(QStringLiteral("SELECT SLEEP(30)"));
        const qint64 ms = t.elapsed();
        user.join();
        qInfo("SLEEP(30) ended after %lld ms; cancel() took %lld ms", ms, callMs);
        QVERIFY2(ms < 10000, qPrintable(QString::number(ms)));
        QVERIFY2(callMs >= 0 && callMs < 1000, qPrintable(QString::number(callMs)));
        // Interrupted: SLEEP() answers 1, or the statement fails, depending on the server.
        QVERIFY2(!slept.isValid() || slept.toInt() == 1, qPrintable(slept.toString()));
        QCOMPARE(session->scalar(QStringLiteral("SELECT 1")).toInt(), 1);
    }
};

} // namespace

int runMysqlTests(int argc, char** argv)
{
    TstMysqlAdapter tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "MysqlTests.moc"
