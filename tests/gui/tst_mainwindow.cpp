#include "BuiltinAdapters.h"
#include "FreezableProxy.h"
#include "TestData.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "adapter/SourceUrl.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/FindBar.h"
#include "editor/QueryEditor.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"
#include "results/ResultsPane.h"
#include "source/DemoDatabase.h"
#include "sources/SchemaBrowser.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QTreeView>
#include <QUrl>
#include <memory>

using namespace nelumbo;

namespace {
const char* const kEndless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                             "SELECT count(*) FROM c";

// Counts how long this thread went without running its event loop.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            m_longest = qMax(m_longest, m_clock.restart());
            ++m_ticks;
        });
        m_clock.start();
        m_timer.start(5);
    }
    qint64 longestGapMs() const { return m_longest; }
    int ticks() const { return m_ticks; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_longest = 0;
    int m_ticks = 0;
};
} // namespace

class TstMainWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString statusText() const
    {
        return m_window->findChild<QLabel*>(QStringLiteral("queryStatus"))->text();
    }
    QAction* action(const char* name) const
    {
        return m_window->findChild<QAction*>(QLatin1String(name));
    }
    EditorTab* tab() const { return m_window->currentTab(); }
    ResultModel* model() const { return tab()->results()->currentModel(); }

    void setQuery(const QString& text) { testing::setQuery(tab(), text); }
    bool waitIdle(int ms = 15000) { return testing::waitIdle(tab(), ms); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG",
                QFile::encodeName(m_dir.filePath(QStringLiteral("nelumbo.conf"))));
        registerBuiltinAdapters();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        QVERIFY(testing::openWindow(*m_window));
    }

    void cleanup()
    {
        // Leave no session behind for the next test unless it asked for one.
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
        QFile::remove(Settings::filePath());
    }

    void opensOnDemoDatabase()
    {
        QCOMPARE(m_window->sourceUrl(), DemoDatabase::sourceUrl());
        QVERIFY(QFile::exists(DemoDatabase::installedPath()));
        QCOMPARE(m_window->schemaBrowser()->tableCount(), 11);
        QCOMPARE(m_window->tabCount(), 1);
        QVERIFY(tab()->editor()->text().contains(QStringLiteral("FROM Artist")));
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("chinook.sqlite")));
        // The window's own icon, from the resources of a static library.
        QVERIFY(QFile::exists(QStringLiteral(":/nelumbo/icons/nelumbo.svg")));
        QVERIFY(!m_window->windowIcon().pixmap(32, 32).isNull());
    }

    void typeAndRunWithShortcut()
    {
        setQuery(QString());
        QTest::keyClicks(tab()->editor(),
                         QStringLiteral("SELECT Name FROM Genre ORDER BY GenreId"));
        QCOMPARE(tab()->editor()->text(),
                 QStringLiteral("SELECT Name FROM Genre ORDER BY GenreId"));
        QTest::keyClick(tab()->editor(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(waitIdle());
        QVERIFY(model());
        QTRY_COMPARE(model()->rowCount(), 25);
        QCOMPARE(model()->columnNames(), QStringList{QStringLiteral("Name")});
        QCOMPARE(model()->value(0, 0).toString(), QStringLiteral("Rock"));
        QVERIFY2(statusText().startsWith(QStringLiteral("25 rows")), qPrintable(statusText()));
        // The shortcut ran the statement; it did not type a new line.
        QCOMPARE(tab()->editor()->lines(), 1);
    }

    void runsStatementUnderCursorOrSelection()
    {
        setQuery(QStringLiteral("SELECT 1 AS first;\nSELECT 2 AS second;\nSELECT 3 AS third;"));
        tab()->editor()->setCursorPosition(1, 3);
        QTest::keyClick(tab()->editor(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->columnNames(), QStringList{QStringLiteral("second")});
        QCOMPARE(tab()->results()->resultCount(), 1);

        // A selection over two statements runs both.
        tab()->editor()->setSelection(1, 0, 2, 18);
        QTest::keyClick(tab()->editor(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(waitIdle());
        QTRY_COMPARE(tab()->results()->resultCount(), 2);
    }

    void runAllRunsEveryStatement()
    {
        setQuery(
            QStringLiteral("SELECT 1 AS a;\n-- a comment ; with a semicolon\nSELECT 'x;y' AS b;\n"
                           "SELECT count(*) AS n FROM Track;"));
        QTest::keyClick(tab()->editor(), Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(waitIdle());
        QTRY_COMPARE(tab()->results()->resultCount(), 3);
        QCOMPARE(model()->value(0, 0).toInt(), 3503);
        QVERIFY(tab()->results()->messagesText().contains(QStringLiteral("Statement 3")));
    }

    void errorIsShownAndMarked()
    {
        setQuery(QStringLiteral("SELECT 1;\nSELECT * FROM NoSuchTable;\nSELECT 3;"));
        action("actionRunAll")->trigger();
        QVERIFY(waitIdle());
        QVERIFY2(statusText().contains(QStringLiteral("no such table")), qPrintable(statusText()));
        QVERIFY(tab()->results()->messagesText().contains(QStringLiteral("Statement 2 failed")));
        // The script stopped at the failure: statement 3 never ran.
        QCOMPARE(tab()->results()->resultCount(), 1);
        QVERIFY(!tab()->results()->messagesText().contains(QStringLiteral("Statement 3")));
    }

    void cancelInterruptsAndSessionSurvives()
    {
        setQuery(QString::fromLatin1(kEndless));
        QVERIFY(!action("actionCancel")->isEnabled());
        action("actionRunAll")->trigger();
        QTRY_VERIFY(action("actionCancel")->isEnabled());
        // Kept: lets the statement reach the database before the cancel; it never ends by
        // itself, so the check below holds however long this takes.
        QTest::qWait(300);
        QVERIFY(tab()->isRunning());
        QElapsedTimer t;
        t.start();
        QTest::keyClick(tab()->editor(), Qt::Key_Period, Qt::ControlModifier);
        QVERIFY(waitIdle(5000));
        qInfo("cancel took %lld ms", t.elapsed());
        QCOMPARE(statusText(), QStringLiteral("Cancelled"));
        QVERIFY(!action("actionCancel")->isEnabled());
        setQuery(QStringLiteral("SELECT 42 AS answer"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->value(0, 0).toInt(), 42);
    }

    void staysResponsiveDuringLongQuery()
    {
        setQuery(QString::fromLatin1(kEndless));
        StallMeter meter;
        action("actionRunAll")->trigger();
        // Kept: the span the meter watches the event loop over; the statement never ends.
        QTest::qWait(2000);
        QVERIFY(tab()->isRunning());
        // Typing still works while the query runs.
        tab()->editor()->SendScintilla(QsciScintilla::SCI_DOCUMENTEND);
        QTest::keyClicks(tab()->editor(), QStringLiteral(" -- typed"));
        QVERIFY(tab()->editor()->text().endsWith(QStringLiteral(" -- typed")));
        qInfo("longest UI gap %lld ms over %d ticks", meter.longestGapMs(), meter.ticks());
        // A stall is a freeze a user would see; finer figures belong to tests/bench.
        QVERIFY2(meter.longestGapMs() < 1000, qPrintable(QString::number(meter.longestGapMs())));
        QVERIFY(meter.ticks() > 100);
        tab()->cancel();
        QVERIFY(waitIdle(5000));
    }

    void millionRowsArriveIncrementally()
    {
        setQuery(
            QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c "
                           "WHERE x < 1000000) SELECT x, x * 2 AS y, 'row ' || x AS label FROM c"));
        action("actionRunAll")->trigger();
        QVERIFY(waitIdle());
        QVERIFY(model()->rowCount() < 10000); // only the first batch so far
        QVERIFY(!model()->isComplete());
        QVERIFY(statusText().contains(QStringLiteral("more available")));
        // Scrolling to the end pulls in more rows, batch by batch.
        ResultView* view = tab()->results()->currentView();
        const int before = model()->rowCount();
        view->scrollToBottom();
        QTRY_VERIFY(model()->rowCount() > before);
        StallMeter meter;
        action("actionFetchAll")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(model()->isComplete(), 120000);
        QCOMPARE(model()->rowCount(), 1000000);
        QCOMPARE(model()->value(999999, 2).toString(), QStringLiteral("row 1000000"));
        qInfo("longest UI gap while fetching 1,000,000 rows: %lld ms", meter.longestGapMs());
        QVERIFY(meter.ticks() > 10);
        QTRY_VERIFY(statusText().startsWith(QStringLiteral("1,000,000 rows")));
    }

    void schemaBrowserFiltersAndInserts()
    {
        SchemaBrowser* browser = m_window->schemaBrowser();
        QTreeView* tree = browser->view();
        const QModelIndex main = tree->model()->index(0, 0);
        QCOMPARE(tree->model()->rowCount(main), 11);
        browser->setFilterText(QStringLiteral("invoice"));
        QCOMPARE(tree->model()->rowCount(main), 2); // Invoice and InvoiceLine
        const QModelIndex invoice = tree->model()->index(0, 0, main);
        QCOMPARE(invoice.data().toString(), QStringLiteral("Invoice"));
        // A table that matches keeps all its columns.
        QCOMPARE(tree->model()->rowCount(invoice), 9);
        const QModelIndex pk = tree->model()->index(0, 0, invoice);
        QVERIFY(pk.data().toString().contains(QStringLiteral("PK")));
        QVERIFY(tree->model()
                    ->index(0, 1, invoice)
                    .data()
                    .toString()
                    .contains(QStringLiteral("INTEGER")));
        // A column match shows its table.
        browser->setFilterText(QStringLiteral("milliseconds"));
        QCOMPARE(tree->model()->rowCount(main), 1);
        browser->setFilterText(QString());

        setQuery(QStringLiteral("SELECT  FROM t"));
        tab()->editor()->setCursorPosition(0, 7);
        // Filtering made the old indexes stale; find the column again in the full tree.
        const QModelIndex invoiceAgain = tree->model()->index(5, 0, tree->model()->index(0, 0));
        QCOMPARE(invoiceAgain.data().toString(), QStringLiteral("Invoice"));
        tree->expand(invoiceAgain);
        const QModelIndex column = tree->model()->index(0, 0, invoiceAgain);
        tree->scrollTo(column);
        tree->setCurrentIndex(column);
        const QPoint at = tree->visualRect(column).center();
        QTest::mousePress(tree->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseRelease(tree->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(tab()->editor()->text(), QStringLiteral("SELECT InvoiceId FROM t"));
    }

    void findAndReplace()
    {
        setQuery(QStringLiteral("SELECT * FROM Genre;\nSELECT GenreId FROM Genre;"));
        FindBar* bar = tab()->findBar();
        action("actionReplace")->trigger();
        QVERIFY(bar->isVisible());
        bar->setFindText(QStringLiteral("Genre"));
        bar->setReplaceText(QStringLiteral("MediaType"));
        QCOMPARE(bar->replaceAll(), 3);
        QCOMPARE(tab()->editor()->text(),
                 QStringLiteral("SELECT * FROM MediaType;\nSELECT MediaTypeId FROM MediaType;"));
        tab()->editor()->undo(); // one undo step for the whole replace
        QCOMPARE(tab()->editor()->text(),
                 QStringLiteral("SELECT * FROM Genre;\nSELECT GenreId FROM Genre;"));
        bar->setFindText(QStringLiteral("genreid"));
        QVERIFY(bar->findNext());
        QCOMPARE(tab()->editor()->selectedText(), QStringLiteral("GenreId"));
        QTest::keyClick(bar, Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
    }

    void zoom()
    {
        const int before = int(tab()->editor()->SendScintilla(QsciScintilla::SCI_GETZOOM));
        action("actionZoomIn")->trigger();
        QCOMPARE(int(tab()->editor()->SendScintilla(QsciScintilla::SCI_GETZOOM)), before + 1);
        action("actionZoomReset")->trigger();
        QCOMPARE(int(tab()->editor()->SendScintilla(QsciScintilla::SCI_GETZOOM)), 0);
    }

    void saveOpenAndUnsavedPrompt()
    {
        const QString path = m_dir.filePath(QStringLiteral("report.sql"));
        setQuery(QStringLiteral("SELECT 'saved';\n"));
        QVERIFY(tab()->isModified());
        QVERIFY(tab()->saveTo(path).ok());
        QVERIFY(!tab()->isModified());
        QCOMPARE(m_window->windowTitle().left(10), QStringLiteral("report.sql"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("SELECT 'saved';\n"));

        tab()->editor()->append(QStringLiteral("-- more\n"));
        QVERIFY(tab()->isModified());
        QVERIFY(tab()->title().endsWith(QLatin1Char('*')));
        Prompt::setNextAnswer(Prompt::Answer::Cancel);
        QVERIFY(!m_window->closeTab(0));
        QCOMPARE(m_window->tabCount(), 1);
        Prompt::setNextAnswer(Prompt::Answer::Save);
        QVERIFY(m_window->closeTab(0));
        QVERIFY(f.seek(0));
        QCOMPARE(QFile(path).size(), qint64(QByteArray("SELECT 'saved';\n-- more\n").size()));
        QCOMPARE(m_window->tabCount(), 1); // a fresh tab replaces the last one

        QVERIFY(m_window->openFile(path));
        QCOMPARE(tab()->filePath(), path);
        QVERIFY(tab()->editor()->text().startsWith(QStringLiteral("SELECT 'saved';")));
        QVERIFY(!tab()->isModified());
    }

    void sessionIsRestored()
    {
        const QString path = m_dir.filePath(QStringLiteral("kept.sql"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("SELECT 'from file';\n");
        }
        setQuery(QStringLiteral("SELECT 'scratch, never saved'"));
        QVERIFY(m_window->openFile(path));
        EditorTab* third = m_window->newTab(QStringLiteral("SELECT 3"));
        third->editor()->setCursorPosition(0, 5);
        m_window->resize(700, 500); // inside the offscreen screen (800x600): restore clamps to it
        QVERIFY(m_window->close());

        m_window = std::make_unique<MainWindow>();
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->restoreSession();
        QVERIFY(ready.wait(10000));
        QCOMPARE(m_window->tabCount(), 3);
        QCOMPARE(m_window->tabAt(0)->editor()->text(),
                 QStringLiteral("SELECT 'scratch, never saved'"));
        QCOMPARE(m_window->tabAt(1)->filePath(), path);
        QCOMPARE(m_window->tabAt(1)->editor()->text(), QStringLiteral("SELECT 'from file';\n"));
        QCOMPARE(m_window->tabAt(2)->editor()->text(), QStringLiteral("SELECT 3"));
        QCOMPARE(m_window->tabAt(2)->editor()->cursorCharOffset(), 5);
        QCOMPARE(m_window->currentTab(), m_window->tabAt(2));
        QCOMPARE(m_window->size(), QSize(700, 500));
    }

    void opensAnotherDatabase()
    {
        const QString copy = m_dir.filePath(QStringLiteral("other.sqlite"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), copy));
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), copy));
        QVERIFY(ready.wait(10000));
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("other.sqlite")));
        setQuery(QStringLiteral("PRAGMA database_list"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->value(0, 2).toString(), copy);

        QSignalSpy failed(m_window.get(), &MainWindow::sourceFailed);
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"),
                                                m_dir.filePath(QStringLiteral("missing.sqlite"))));
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("does not exist")));
        // The catalogue request queued behind the failed open adds nothing: one failure, and
        // the browser keeps the open's own reason.
        QTest::qWait(300);
        QCOMPARE(failed.count(), 1);
        QVERIFY2(m_window->schemaBrowser()->statusText().contains(QStringLiteral("does not exist")),
                 qPrintable(m_window->schemaBrowser()->statusText()));
    }

    // Replaced before its catalogue was shown: nothing of the first database shows for the
    // second, even though its catalogue was read and waiting.
    void replacedSourceShowsNothingOfTheFirst()
    {
        const QString first = m_dir.filePath(QStringLiteral("first.sqlite"));
        QFile::remove(first);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), first));
        const QString second = m_dir.filePath(QStringLiteral("second.sqlite"));
        {
            QFile f(second);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 'x'));
        }
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        QSignalSpy failed(m_window.get(), &MainWindow::sourceFailed);
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), first));
        QThread::msleep(1000); // the first catalogue is read and queued meanwhile
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), second));
        QVERIFY(failed.wait(10000));
        QTest::qWait(300);
        QCOMPARE(ready.count(), 0);
        QCOMPARE(failed.count(), 1);
        QVERIFY(!m_window->catalogLoaded());
        QCOMPARE(m_window->schemaBrowser()->tableCount(), 0);
        QVERIFY2(m_window->schemaBrowser()->statusText().contains(
                     QStringLiteral("Not an SQLite database")),
                 qPrintable(m_window->schemaBrowser()->statusText()));
    }

    // The catalogue is asked for with the open, on the database thread: it is read while this
    // thread is still busy building and painting the window, not after it answers "opened".
    void catalogueIsReadWhileTheWindowIsBusy()
    {
        const QString copy = m_dir.filePath(QStringLiteral("busy.sqlite"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), copy));
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), copy));
        QVERIFY(!m_window->catalogLoaded());
        QThread::msleep(1500); // busy: no event handled meanwhile
        // One pass over what is already queued: the answer to the open and the catalogue.
        QCoreApplication::sendPostedEvents();
        QVERIFY(m_window->catalogLoaded());
        QCOMPARE(m_window->schemaBrowser()->tableCount(), 11);
    }

    // Switching the source while a statement runs ends the run: Run works again at once,
    // on every engine, even though the old session's answer never comes.
    void switchingSourceEndsTheRun_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("statement");
        QTest::newRow("sqlite") << QString() << QString::fromLatin1(kEndless);
        QTest::newRow("postgres") << QStringLiteral("NELUMBO_TEST_PG_URL")
                                  << QStringLiteral("SELECT pg_sleep(30)");
        QTest::newRow("mysql") << QStringLiteral("NELUMBO_TEST_MY_URL")
                               << QStringLiteral("SELECT SLEEP(30)");
    }
    void switchingSourceEndsTheRun()
    {
        QFETCH(QString, variable);
        QFETCH(QString, statement);
        if (!variable.isEmpty()) {
            const QString url = qEnvironmentVariable(variable.toLatin1().constData());
            if (url.isEmpty())
                QSKIP("the server is not set");
            QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
            m_window->openSource(url);
            QVERIFY(ready.wait(20000));
        }
        setQuery(statement);
        action("actionRunAll")->trigger();
        // Kept: lets the statement reach the server; it does not end by itself.
        QTest::qWait(500);
        QVERIFY(tab()->isRunning());

        const QString copy = m_dir.filePath(QStringLiteral("switched.sqlite"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), copy));
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), copy));
        // At once, not when (or if) the old session answers the cancel.
        QVERIFY(!tab()->isRunning());
        QCOMPARE(statusText(), QStringLiteral("Cancelled"));
        QVERIFY(action("actionRunAll")->isEnabled());
        QVERIFY(!action("actionCancel")->isEnabled());
        // Kept: an absence (the old session's late answer changes nothing) has no signal.
        QTest::qWait(300);
        QCOMPARE(statusText(), QStringLiteral("Cancelled"));
        QVERIFY(action("actionRunAll")->isEnabled());
        setQuery(QStringLiteral("SELECT 42 AS answer"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QTRY_COMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->value(0, 0).toInt(), 42);
    }

    // The server goes away while the grid still fetches a MariaDB result: the rows fetched
    // so far stay and the window says why the rest is missing.
    void lostConnectionWhileFetchingIsShown()
    {
        const QString url = qEnvironmentVariable("NELUMBO_TEST_MY_URL");
        if (url.isEmpty())
            QSKIP("NELUMBO_TEST_MY_URL is not set");
        FreezableProxy proxy;
        QVERIFY(proxy.start(QUrl(url).host(), quint16(QUrl(url).port())));
        QUrl proxied(url);
        proxied.setPort(proxy.port());
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openSource(proxied.toString());
        QVERIFY(ready.wait(20000));
        setQuery(QStringLiteral("SELECT seq FROM seq_1_to_5000000"));
        action("actionRunAll")->trigger();
        QVERIFY(waitIdle(60000));
        QTRY_VERIFY(model()->rowCount() > 0);
        QVERIFY(!model()->isComplete());
        proxy.cutAll();
        action("actionFetchAll")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(statusText().startsWith(QStringLiteral("Error: ")), 60000);
        QVERIFY(model()->rowCount() > 0);
        QVERIFY(model()->rowCount() < 5000000);
    }

    // A server that stops answering (a frozen proxy in between) never blocks the window:
    // neither Cancel nor switching to another source waits for it.
    void staysResponsiveWithFrozenServer_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::newRow("postgres") << QStringLiteral("NELUMBO_TEST_PG_URL");
        QTest::newRow("mysql") << QStringLiteral("NELUMBO_TEST_MY_URL");
    }
    void staysResponsiveWithFrozenServer()
    {
        QFETCH(QString, variable);
        const QString url = qEnvironmentVariable(variable.toLatin1().constData());
        if (url.isEmpty())
            QSKIP("the server is not set");
        FreezableProxy proxy;
        QVERIFY(proxy.start(QUrl(url).host(), quint16(QUrl(url).port())));
        QUrl proxied(url);
        proxied.setPort(proxy.port());
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openSource(proxied.toString());
        QVERIFY(ready.wait(20000));
        setQuery(QStringLiteral("SELECT 1"));
        action("actionRunAll")->trigger();
        QVERIFY(waitIdle());

        proxy.freeze(std::chrono::seconds(15));
        StallMeter meter;
        setQuery(QStringLiteral("SELECT 2"));
        action("actionRunAll")->trigger();
        // Kept (as the two below): spans of the partition the meter watches the window over;
        // the proxy stays frozen for 15 s, so every check holds however long they take.
        QTest::qWait(300);
        QVERIFY(tab()->isRunning()); // no answer through the partition
        QTest::keyClick(tab()->editor(), Qt::Key_Period, Qt::ControlModifier);
        QTest::qWait(500);
        const QString copy = m_dir.filePath(QStringLiteral("after-freeze.sqlite"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), copy));
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), copy));
        QVERIFY(waitIdle(2000));
        QTest::qWait(500);
        QVERIFY(proxy.isFrozen()); // all of the above happened during the partition
        qInfo("longest UI gap %lld ms over %d ticks", meter.longestGapMs(), meter.ticks());
        QVERIFY2(meter.longestGapMs() < 1000, qPrintable(QString::number(meter.longestGapMs())));
        proxy.thaw();
    }

    void schemaBrowserFollowsVisibilityRules()
    {
        {
            QSettings settings(Settings::filePath(), QSettings::IniFormat);
            settings.setValue(QStringLiteral("visibility/tables_deny"),
                              QStringList{QStringLiteral("Employee")});
            settings.setValue(QStringLiteral("visibility/columns"),
                              QStringList{QStringLiteral("Customer.Email=omit")});
        }
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openSource(DemoDatabase::sourceUrl());
        QVERIFY(ready.wait(10000));
        QCOMPARE(m_window->schemaBrowser()->tableCount(), 10);
        QTreeView* tree = m_window->schemaBrowser()->view();
        const QModelIndex main = tree->model()->index(0, 0);
        QModelIndex customer;
        for (int i = 0; i < tree->model()->rowCount(main); ++i) {
            const QString name = tree->model()->index(i, 0, main).data().toString();
            QVERIFY(name != QLatin1String("Employee"));
            if (name == QLatin1String("Customer"))
                customer = tree->model()->index(i, 0, main);
        }
        QVERIFY(customer.isValid());
        QCOMPARE(tree->model()->rowCount(customer), 12); // 13 columns less Email
    }

    void namedSourcesAndPasswords()
    {
        const QString copy = m_dir.filePath(QStringLiteral("named.sqlite"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), copy));
        {
            QSettings settings(Settings::filePath(), QSettings::IniFormat);
            settings.setValue(QStringLiteral("source.music/url"),
                              SourceUrl::forFile(QStringLiteral("sqlite"), copy));
            settings.setValue(QStringLiteral("source.music/read_only"), true);
        }
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openNamedSource(QStringLiteral("music"));
        QVERIFY(ready.wait(10000));
        QCOMPARE(m_window->sourceName(), QStringLiteral("music"));
        QCOMPARE(m_window->findChild<QLabel*>(QStringLiteral("sourceLabel"))->text(),
                 QStringLiteral("music"));
        // Configured read-only: no opt-in is possible.
        QVERIFY(!action("actionAllowWrites")->isEnabled());
        Prompt::setNextConfirmation(true);
        action("actionAllowWrites")->trigger();
        QVERIFY(!m_window->writesAllowed());

        // A server URL with a password: shown redacted, never stored.
        QSignalSpy failed(m_window.get(), &MainWindow::sourceFailed);
        m_window->openSource(QStringLiteral("postgres://someone:s3cr3t-pw@127.0.0.1:1/db"),
                             QStringLiteral("remote"));
        QVERIFY(!m_window->findChild<QLabel*>(QStringLiteral("sourceLabel"))
                     ->toolTip()
                     .contains(QStringLiteral("s3cr3t")));
        QVERIFY(failed.wait(15000));
        QVERIFY(!failed.at(0).at(0).toString().contains(QStringLiteral("s3cr3t")));
        QVERIFY(m_window->close());
        QFile config(Settings::filePath());
        QVERIFY(config.open(QIODevice::ReadOnly));
        const QByteArray text = config.readAll();
        QVERIFY(!text.contains("s3cr3t"));
        QVERIFY(text.contains("source_name=remote"));
    }

    void writesNeedAConfirmedOptIn()
    {
        const QString copy = m_dir.filePath(QStringLiteral("writable.sqlite"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), copy));
        QVERIFY(ready.wait(10000));
        QLabel* mode = m_window->findChild<QLabel*>(QStringLiteral("modeLabel"));
        QCOMPARE(mode->text(), QStringLiteral("read-only"));

        setQuery(QStringLiteral("DELETE FROM InvoiceLine"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QVERIFY2(statusText().contains(QStringLiteral("DELETE")), qPrintable(statusText()));

        Prompt::setNextConfirmation(false); // the user says no
        action("actionAllowWrites")->trigger();
        QVERIFY(!action("actionAllowWrites")->isChecked());
        QVERIFY(!m_window->writesAllowed());

        Prompt::setNextConfirmation(true);
        action("actionAllowWrites")->trigger();
        QVERIFY(action("actionAllowWrites")->isChecked());
        QCOMPARE(mode->text(), QStringLiteral("WRITES ALLOWED"));
        setQuery(QStringLiteral("DELETE FROM InvoiceLine WHERE InvoiceLineId = 1"));
        action("actionRunStatement")->trigger();
        QVERIFY(waitIdle());
        QVERIFY2(tab()->results()->messagesText().contains(QStringLiteral("1 row affected")),
                 qPrintable(tab()->results()->messagesText()));

        // A new tab follows the window's choice; switching databases turns it off again.
        QVERIFY(m_window->newTab()->writesAllowed());
        m_window->openSource(SourceUrl::forFile(QStringLiteral("sqlite"), copy));
        QVERIFY(!m_window->writesAllowed());
        QVERIFY(!tab()->writesAllowed());
        QCOMPARE(mode->text(), QStringLiteral("read-only"));
    }
};

NELUMBO_TEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
