#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "Waits.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/Settings.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"
#include "results/SelectionCopy.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFont>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

using namespace nelumbo;

namespace {
// The longest time this thread went without running its event loop.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this,
                [this] { m_longest = qMax(m_longest, m_clock.restart()); });
        m_clock.start();
        m_timer.start(5);
    }
    qint64 longestGapMs() const { return m_longest; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_longest = 0;
};
} // namespace

class TstResultModel : public QObject
{
    Q_OBJECT

    std::unique_ptr<Connection> m_connection;

    // The model must be attached before rows arrive, as the editor does on columnsReady.
    void run(ResultModel& model, const QString& sql)
    {
        QueryHandle* h = m_connection->execute(sql);
        model.setHandle(h);
        QVERIFY(nelumbo::testing::waitForQuery(h, 10000));
        QCOMPARE(h->error().message, QString());
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        m_connection = std::make_unique<Connection>();
        QSignalSpy opened(m_connection.get(), &Connection::opened);
        m_connection->open(QStringLiteral("sqlite::memory:"));
        QVERIFY(opened.wait(5000));
    }

    void incrementalFetch()
    {
        ResultModel model;
        QueryHandle* h = m_connection->execute(
            QStringLiteral(
                "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) "
                "SELECT x, 'row ' || x AS label, NULL AS empty FROM c"),
            100);
        model.setHandle(h);
        QTRY_COMPARE(model.rowCount(), 100);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("label"));
        QCOMPARE(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toInt(), 1);
        QVERIFY(model.canFetchMore({}));
        model.fetchMore({});
        QVERIFY(!model.canFetchMore({})); // one batch at a time
        QTRY_COMPARE(model.rowCount(), 100 + Connection::kBatch);
        model.fetchAll();
        QTRY_COMPARE(model.rowCount(), 5000);
        QVERIFY(model.isComplete());
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(model.data(model.index(4999, 0)).toLongLong(), 5000);
        QCOMPARE(model.data(model.index(41, 1)).toString(), QStringLiteral("row 42"));
    }

    void passesModelTester()
    {
        ResultModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHandle(m_connection->execute(
            QStringLiteral("SELECT * FROM (VALUES (1, 'a'), (2, NULL), (3, 'c'))"), 2));
        // The tester itself pulls every batch through canFetchMore()/fetchMore().
        QTRY_COMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 2);
        QTRY_VERIFY(model.isComplete());
    }

    void nullIsShownDistinctly()
    {
        ResultModel model;
        run(model, QStringLiteral("SELECT NULL AS a, 'NULL' AS b, 12 AS c, x'00ff' AS d"));
        QTRY_COMPARE(model.rowCount(), 1);
        const QModelIndex null = model.index(0, 0);
        const QModelIndex text = model.index(0, 1);
        QCOMPARE(null.data().toString(), QStringLiteral("NULL"));
        QCOMPARE(text.data().toString(), QStringLiteral("NULL"));
        // Same letters, different look: a real NULL is italic and greyed, the string is not.
        QVERIFY(null.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!text.data(Qt::FontRole).isValid());
        QVERIFY(null.data(Qt::ForegroundRole).isValid());
        QVERIFY(!text.data(Qt::ForegroundRole).isValid());
        QVERIFY(model.value(0, 0).isNull());
        QVERIFY(!model.value(0, 1).isNull());
        QCOMPARE(model.index(0, 2).data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight,
                 int(Qt::AlignRight));
        QVERIFY(model.index(0, 3).data().toString().contains(QStringLiteral("BLOB")));
    }

    // What a copy puts on the clipboard; empty when it never finished.
    static QString copied(ResultView& view, bool csv, bool withHeaders)
    {
        QSignalSpy done(&view, &ResultView::copied);
        view.copySelection(csv, withHeaders);
        if (!done.wait(20000))
            return {};
        return QApplication::clipboard()->text();
    }

    void copyAsTsvAndCsv()
    {
        ResultView view;
        ResultModel model;
        run(model, QStringLiteral("SELECT 1 AS id, 'a,b' AS name, NULL AS x UNION ALL "
                                  "SELECT 2, 'tab\there', 'q\"uote'"));
        view.setResultModel(&model);
        QTRY_COMPARE(model.rowCount(), 2);
        view.selectAll();
        QCOMPARE(copied(view, false, false), QStringLiteral("1\ta,b\t\n2\ttab here\tq\"uote\n"));
        QCOMPARE(copied(view, true, true),
                 QStringLiteral("id,name,x\n1,\"a,b\",\n2,tab\there,\"q\"\"uote\"\n"));
        // A partial selection copies only its bounding rectangle.
        view.clearSelection();
        view.selectionModel()->select(model.index(1, 1), QItemSelectionModel::Select);
        view.selectionModel()->select(model.index(1, 2), QItemSelectionModel::Select);
        QCOMPARE(copied(view, false, false), QStringLiteral("tab here\tq\"uote\n"));
        // Cells inside the rectangle but not selected are empty.
        view.selectionModel()->select(model.index(0, 0), QItemSelectionModel::Select);
        QCOMPARE(copied(view, false, false), QStringLiteral("1\t\t\n\ttab here\tq\"uote\n"));
    }

    // Ctrl+Shift+C on a 50 MB BLOB and 10 MB of text froze the window for seconds: now the
    // event loop keeps running (no gap of 100 ms) and the clipboard gets the whole text.
    void bigCopyKeepsTheWindowResponsive()
    {
        ResultView view;
        ResultModel model;
        run(model, QStringLiteral("SELECT zeroblob(50000000) AS b, "
                                  "replace(hex(zeroblob(5000000)), '0', 'x') AS t"));
        view.setResultModel(&model);
        QTRY_COMPARE(model.rowCount(), 1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        view.selectAll();
        QApplication::clipboard()->clear();
        QSignalSpy done(&view, &ResultView::copied);
        StallMeter meter;
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(done.wait(30000));
        // A stall is a freeze a user would see; finer figures belong to tests/bench.
        qInfo("longest UI gap %lld ms", meter.longestGapMs());
        QVERIFY2(meter.longestGapMs() < 1000,
                 qPrintable(QStringLiteral("stalled %1 ms").arg(meter.longestGapMs())));
        const QString expected = QStringLiteral("b,t\n0x") + QString(100000000, u'0') +
                                 QLatin1Char(',') + QString(10000000, u'x') + QLatin1Char('\n');
        QVERIFY(QApplication::clipboard()->text() == expected);
    }

    // Ctrl+A, Ctrl+C over a million rows: responsive, and exactly the rows' text.
    void millionRowsCopyKeepsTheWindowResponsive()
    {
        ResultView view;
        ResultModel model;
        run(model, QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 "
                                  "FROM c WHERE x < 1000000) SELECT x, 'row ' || x FROM c"));
        view.setResultModel(&model);
        model.fetchAll();
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1000000, 60000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_A, Qt::ControlModifier);
        QSignalSpy done(&view, &ResultView::copied);
        StallMeter meter;
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
        QVERIFY(done.wait(30000));
        qInfo("longest UI gap %lld ms", meter.longestGapMs());
        QVERIFY2(meter.longestGapMs() < 1000,
                 qPrintable(QStringLiteral("stalled %1 ms").arg(meter.longestGapMs())));
        const QString text = QApplication::clipboard()->text();
        QVERIFY(text.startsWith(QStringLiteral("1\trow 1\n2\trow 2\n")));
        QVERIFY(text.endsWith(QStringLiteral("\n1000000\trow 1000000\n")));
        QCOMPARE(text.count(QLatin1Char('\n')), 1000000);
    }

    // A copy can be cancelled from its progress dialog (shown after a second); nothing reaches
    // the clipboard.
    void copyCanBeCancelled()
    {
        ResultView view;
        ResultModel model;
        run(model, QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 "
                                  "FROM c WHERE x < 100000) SELECT x FROM c"));
        view.setResultModel(&model);
        model.fetchAll();
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 100000, 30000);
        view.selectAll();
        QApplication::clipboard()->setText(QStringLiteral("before"));
        QSignalSpy done(&view, &ResultView::copied);
        view.copySelection(false, false);
        auto* progress = view.findChild<QProgressDialog*>();
        QVERIFY(progress);
        QCOMPARE(progress->minimumDuration(), 1000);
        QTest::mouseClick(progress->findChild<QPushButton*>(), Qt::LeftButton);
        QTRY_VERIFY(!view.isCopying());
        done.wait(200); // a copy finished after the cancel would signal now
        QCOMPARE(done.count(), 0);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
    }

    // Beyond results/copy_limit_mb the copy is refused with an offer to export; the export
    // writes exactly the text the copy would have made.
    void tooBigACopyIsRefusedAndOffersExport()
    {
        QSettings(Settings::filePath(), QSettings::IniFormat)
            .setValue(QLatin1String(SettingsKey::ResultsCopyLimitMb.name), 1);
        ResultView view;
        ResultModel model;
        run(model, QStringLiteral("SELECT zeroblob(600000) AS b, 'x' AS t"));
        view.setResultModel(&model);
        QTRY_COMPARE(model.rowCount(), 1);
        view.selectAll();
        QApplication::clipboard()->setText(QStringLiteral("before"));
        QSignalSpy refused(&view, &ResultView::copyRefused);
        view.copySelection(true, true);
        QVERIFY(refused.wait(10000));
        QVERIFY(refused.first().first().toLongLong() > 1024 * 1024);
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = view.findChild<QMessageBox*>()) && box->isVisible());
        QVERIFY(box->text().contains(QStringLiteral("Export")));
        box->reject();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
        QSettings(Settings::filePath(), QSettings::IniFormat)
            .remove(QLatin1String(SettingsKey::ResultsCopyLimitMb.name));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cells.csv"));
        SelectionCopy copy(&model, view.selectionModel()->selection(), SelectionCopy::Format::Csv,
                           true);
        QSignalSpy saved(&copy, &SelectionCopy::saved);
        copy.toFile(path);
        QVERIFY(saved.wait(10000));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), "b,t\n0x" + QByteArray(1200000, '0') + ",x\n");
    }

    void valuesAsStored_data()
    {
        QTest::addColumn<QString>("urlVariable"); // empty: SQLite in memory
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QList<bool>>("right"); // numbers align right
        QTest::newRow("sqlite") << QString()
                                << QStringLiteral("SELECT 9e999, -9e999, 7919.0, '7919.0'")
                                << QStringList{"Inf", "-Inf", "7919.0", "7919.0"}
                                << QList<bool>{true, true, true, false};
        QTest::newRow("postgres")
            << QStringLiteral("NELUMBO_TEST_PG_URL")
            << QStringLiteral("SELECT 12345678901234567.89::numeric, 'NaN'::float8, "
                              "'-Infinity'::numeric, timestamp '2024-02-29 13:14:15.123456', "
                              "date '0044-03-15 BC', 'infinity'::date")
            << QStringList{"12345678901234567.89",       "NaN",           "-Infinity",
                           "2024-02-29 13:14:15.123456", "0044-03-15 BC", "infinity"}
            << QList<bool>{true, true, true, false, false, false};
        QTest::newRow("mariadb") << QStringLiteral("NELUMBO_TEST_MY_URL")
                                 << QStringLiteral(
                                        "SELECT CAST(12345678901234567.89 AS DECIMAL(30,2)), "
                                        "CAST(18446744073709551615 AS UNSIGNED), "
                                        "CAST('2024-02-29 13:14:15.123456' AS DATETIME(6)), "
                                        "CAST('0000-00-00' AS DATE)")
                                 << QStringList{"12345678901234567.89", "18446744073709551615",
                                                "2024-02-29 13:14:15.123456", "0000-00-00"}
                                 << QList<bool>{true, true, false, false};
    }

    // What the grid shows and copies is what the database stored.
    void valuesAsStored()
    {
        QFETCH(QString, urlVariable);
        QFETCH(QString, sql);
        QFETCH(QStringList, shown);
        QFETCH(QList<bool>, right);
        std::unique_ptr<Connection> server;
        Connection* connection = m_connection.get();
        if (!urlVariable.isEmpty()) {
            const QString url = qEnvironmentVariable(qPrintable(urlVariable));
            if (url.isEmpty())
                QSKIP("no test server: run through tools/dev.sh test");
            server = std::make_unique<Connection>();
            QSignalSpy opened(server.get(), &Connection::opened);
            server->open(url);
            QVERIFY(opened.wait(10000));
            connection = server.get();
        }
        ResultView view;
        ResultModel model;
        QueryHandle* h = connection->execute(sql);
        model.setHandle(h);
        QVERIFY(nelumbo::testing::waitForQuery(h, 10000));
        QCOMPARE(h->error().message, QString());
        QTRY_COMPARE(model.rowCount(), 1);
        QCOMPARE(model.columnCount(), shown.size());
        for (int c = 0; c < shown.size(); ++c) {
            const QModelIndex index = model.index(0, c);
            QCOMPARE(index.data().toString(), shown.at(c));
            QCOMPARE(bool(index.data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight), right.at(c));
        }
        view.setResultModel(&model);
        view.selectAll();
        QCOMPARE(copied(view, false, false), shown.join(QLatin1Char('\t')) + QLatin1Char('\n'));
    }
};

NELUMBO_TEST_MAIN(TstResultModel)
#include "tst_resultmodel.moc"
