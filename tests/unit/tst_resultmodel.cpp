#include "BuiltinAdapters.h"
#include "Connection.h"
#include "QueryHandle.h"
#include "ResultModel.h"
#include "ResultView.h"
#include "TestMain.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QFont>
#include <QSignalSpy>

using namespace nelumbo;

class TstResultModel : public QObject
{
    Q_OBJECT

    std::unique_ptr<Connection> m_connection;

    // The model must be attached before rows arrive, as the editor does on columnsReady.
    void run(ResultModel& model, const QString& sql)
    {
        QueryHandle* h = m_connection->execute(sql);
        model.setHandle(h);
        QVERIFY(QTest::qWaitFor([h] { return h->state() != QueryHandle::State::Running; }, 10000));
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
            QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) "
                           "SELECT x, 'row ' || x AS label, NULL AS empty FROM c"),
            100);
        model.setHandle(h);
        QTRY_COMPARE(model.rowCount(), 100);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("label"));
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
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHandle(m_connection->execute(QStringLiteral("SELECT * FROM (VALUES (1, 'a'), (2, NULL), (3, 'c'))"), 2));
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
        QCOMPARE(model.index(0, 2).data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight, int(Qt::AlignRight));
        QVERIFY(model.index(0, 3).data().toString().contains(QStringLiteral("BLOB")));
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
        QCOMPARE(view.selectionAsTsv(false), QStringLiteral("1\ta,b\t\n2\ttab here\tq\"uote\n"));
        QCOMPARE(view.selectionAsCsv(true),
                 QStringLiteral("id,name,x\n1,\"a,b\",\n2,tab\there,\"q\"\"uote\"\n"));
        view.copySelection(true, true);
        QCOMPARE(QApplication::clipboard()->text(), view.selectionAsCsv(true));
        // A partial selection copies only its bounding rectangle.
        view.clearSelection();
        view.selectionModel()->select(model.index(1, 1), QItemSelectionModel::Select);
        view.selectionModel()->select(model.index(1, 2), QItemSelectionModel::Select);
        QCOMPARE(view.selectionAsTsv(false), QStringLiteral("tab here\tq\"uote\n"));
    }

    void valuesAsStored_data()
    {
        QTest::addColumn<QString>("urlVariable"); // empty: SQLite in memory
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QStringList>("shown");
        QTest::addColumn<QList<bool>>("right"); // numbers align right
        QTest::newRow("sqlite") << QString()
                                << QStringLiteral("SELECT 9e999, -9e999, 7919.0, '7919.0'")
                                << QStringList{"Infinity", "-Infinity", "7919", "7919.0"}
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
        QVERIFY(QTest::qWaitFor([h] { return h->state() != QueryHandle::State::Running; }, 10000));
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
        QCOMPARE(view.selectionAsTsv(false), shown.join(QLatin1Char('\t')) + QLatin1Char('\n'));
    }
};

NELUMBO_TEST_MAIN(TstResultModel)
#include "tst_resultmodel.moc"
