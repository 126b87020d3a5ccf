// The window on a private PostgreSQL, MariaDB and Redis server that stops under a running
// statement: the run ends with a message, the editor keeps its text, the window keeps
// answering, the schema browser says the source cannot be reached (its names stay), and the
// next run once the server is back works and reads the catalogue again. A server that never
// answers gives up after the connect timeout while the window keeps answering.
#include "BuiltinAdapters.h"
#include "FaultScenario.h"
#include "PrivateServer.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "sources/SchemaBrowser.h"

#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTimer>
#include <map>
#include <memory>

using namespace nelumbo;
using namespace nelumbo::testing;
using Engine = PrivateServer::Engine;

Q_DECLARE_METATYPE(nelumbo::testing::PrivateServer::Engine)

namespace {
constexpr int kStopMs = 30000;

QString tableScript(Engine engine)
{
    switch (engine) {
    case Engine::Postgres:
    case Engine::Mariadb:
        return QStringLiteral("CREATE TABLE items (id INT PRIMARY KEY, name VARCHAR(20));\n"
                              "INSERT INTO items VALUES (1, 'one'), (2, 'two');\n");
    case Engine::Redis:
        return QStringLiteral("SET faults:item one\n");
    }
    return {};
}

// Counts the turns of the event loop's timers while it lives.
class Ticker
{
public:
    Ticker()
    {
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { ++m_ticks; });
        m_timer.start(50);
    }
    int ticks() const { return m_ticks; }

private:
    QTimer m_timer;
    int m_ticks = 0;
};
} // namespace

class TstServerStopsGui : public QObject
{
    Q_OBJECT

    static void engines()
    {
        QTest::addColumn<Engine>("engine");
        QTest::newRow("postgres") << Engine::Postgres;
        QTest::newRow("mariadb") << Engine::Mariadb;
        QTest::newRow("redis") << Engine::Redis;
    }

    static bool openOn(MainWindow& window, const QString& url)
    {
        window.restoreSession();
        window.show();
        if (!QTest::qWaitForWindowExposed(&window) || !waitReady(window, kStopMs))
            return false; // the demo database first
        QSignalSpy ready(&window, &MainWindow::catalogReady);
        window.openSource(url);
        return ready.wait(kStopMs) && waitReady(window, kStopMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<Error>();
        registerBuiltinAdapters();
    }

    void serverStopsUnderTheWindow_data() { engines(); }
    void serverStopsUnderTheWindow()
    {
        QFETCH(Engine, engine);
        if (const QString missing = PrivateServer::unavailable(engine); !missing.isEmpty())
            QSKIP(qPrintable(missing));
        PrivateServer server(engine);
        QCOMPARE(server.start(), QString());
        QCOMPARE(server.admin(tableScript(engine)), QString());
        const FaultScenario scenario = FaultScenario::of(engine);

        MainWindow window;
        QVERIFY(openOn(window, server.url()));
        SchemaBrowser* schema = window.schemaBrowser();
        const int namesShown = schema->model()->rowCount();
        QVERIFY(namesShown > 0);
        QVERIFY(!schema->isUnreachable());

        EditorTab* tab = window.currentTab();
        const QString text = QStringLiteral("%1\n").arg(scenario.waiting);
        setQuery(tab, text);
        tab->runAll();
        QVERIFY2(QTest::qWaitFor([&] { return scenario.waitingRuns(server); }, kStopMs),
                 "the statement never ran on the server");
        QVERIFY(tab->isRunning());

        server.stop();
        QVERIFY2(waitIdle(tab, kStopMs), "the run never ended");
        QVERIFY2(!tab->lastFailure().message.trimmed().isEmpty(), "no message");
        QCOMPARE(tab->editor()->text(), text);
        // The browser says the source is gone, and still shows what it knew.
        QVERIFY(QTest::qWaitFor([schema] { return schema->isUnreachable(); }, kStopMs));
        QVERIFY2(schema->statusText().contains(QLatin1String("cannot be reached")),
                 qPrintable(schema->statusText()));
        QCOMPARE(schema->model()->rowCount(), namesShown);

        QCOMPARE(server.start(), QString());
        setQuery(tab, scenario.simple);
        QVERIFY(runAndWait(tab, kStopMs));
        QVERIFY2(tab->lastFailure().message.isEmpty(), qPrintable(tab->lastFailure().message));
        QVERIFY(QTest::qWaitFor(
            [&] { return !schema->isUnreachable() && schema->model()->rowCount() == namesShown; },
            kStopMs));
        QVERIFY2(!schema->statusText().contains(QLatin1String("cannot be reached")),
                 qPrintable(schema->statusText()));
    }

    void serverThatNeverAnswers_data() { engines(); }
    void serverThatNeverAnswers()
    {
        QFETCH(Engine, engine);
        SilentServer silent;
        QVERIFY(silent.listen());
        MainWindow window;
        window.restoreSession();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(waitReady(window, kStopMs)); // the demo database first
        QSignalSpy failed(&window, &MainWindow::sourceFailed);
        Ticker ticker;
        window.openSource(silentUrl(engine, silent.port()));
        QVERIFY2(failed.wait(kStopMs), "the window never gave up");
        QVERIFY(!failed.at(0).at(0).toString().trimmed().isEmpty());
        // Two seconds of timeout, and the window's timers ran all along.
        QVERIFY2(ticker.ticks() >= 10, qPrintable(QString::number(ticker.ticks())));
        QVERIFY2(!window.schemaBrowser()->statusText().isEmpty(), "the browser says nothing");
    }
};

NELUMBO_TEST_MAIN(TstServerStopsGui)
#include "tst_serverstops_gui.moc"
