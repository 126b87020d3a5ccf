// The result grid on a real window: header clicks sort the loaded rows (numbers as numbers,
// NULL first, exact decimals and dates), a note when more rows remain and Sort in the Database
// on SQLite and PostgreSQL, filters per column with the status, hidden and moved columns,
// and every copy format's exact text.
#include "BuiltinAdapters.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "editor/EditorTab.h"
#include "queries/VariableForm.h"
#include "results/ResultFilterBar.h"
#include "results/ResultModel.h"
#include "results/ResultProxy.h"
#include "results/ResultView.h"
#include "results/ResultsPane.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolButton>
#include <memory>

using namespace nelumbo;
using Format = SelectionCopy::Format;
using Op = ColumnFilter::Operator;

class TstResultGrid : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    EditorTab* tab() const { return m_window->currentTab(); }
    ResultsPane* pane() const { return tab()->results(); }
    ResultView* view() const { return pane()->currentView(); }

    bool run(const QString& statement)
    {
        testing::setQuery(tab(), statement);
        return testing::runAndWait(tab()) && view() && view()->model()->columnCount() > 0;
    }

    // The shown column's texts, top to bottom, as the grid shows them.
    QStringList column(int c) const
    {
        QStringList texts;
        for (int r = 0; r < view()->model()->rowCount(); ++r)
            texts << view()->model()->index(r, c).data().toString();
        return texts;
    }

    void clickHeader(int c)
    {
        QHeaderView* header = view()->horizontalHeader();
        const QPoint at(header->sectionViewportPosition(c) + header->sectionSize(c) / 2,
                        header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
    }

    QString copy(Format format, bool withHeaders = true, const QString& table = {})
    {
        QGuiApplication::clipboard()->clear();
        QSignalSpy copied(view(), &ResultView::copied);
        view()->copySelectionAs(format, withHeaders, table);
        if (copied.count() == 0 && !copied.wait(10000))
            return QStringLiteral("(no copy)");
        return QGuiApplication::clipboard()->text();
    }

    void filter(int c, Op op, const QString& text = {})
    {
        ResultFilterBar* bar = pane()->filterBar();
        bar->columnBox()->setCurrentIndex(c);
        bar->operatorBox()->setCurrentIndex(bar->operatorBox()->findData(int(op)));
        bar->valueEdit()->setText(text);
        bar->apply();
    }

    static QString copyQuery()
    {
        return QStringLiteral("SELECT 1 AS id, 'O''Brien' AS name, NULL AS note, 2.5 AS price "
                              "UNION ALL SELECT 2, 'a|b', 'x', 10");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG", QFile::encodeName(m_dir.filePath(QStringLiteral("n.conf"))));
        registerBuiltinAdapters();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Exposed));
    }

    void cleanupTestCase()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    // Numbers as numbers, NULL first ascending and last descending, the third click undoes.
    void headerSortsTyped()
    {
        QVERIFY(run(QStringLiteral("SELECT 10 AS n, 'b' AS t UNION ALL SELECT 9, 'a' UNION ALL "
                                   "SELECT NULL, 'c' UNION ALL SELECT 100, NULL")));
        QCOMPARE(column(0), QStringList({"10", "9", "NULL", "100"}));
        clickHeader(0);
        QCOMPARE(column(0), QStringList({"NULL", "9", "10", "100"}));
        QCOMPARE(column(1), QStringList({"c", "a", "b", "NULL"})); // rows move whole
        QCOMPARE(view()->horizontalHeader()->sortIndicatorSection(), 0);
        QCOMPARE(view()->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
        clickHeader(0);
        QCOMPARE(column(0), QStringList({"100", "10", "9", "NULL"}));
        QCOMPARE(view()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        clickHeader(0);
        QCOMPARE(column(0), QStringList({"10", "9", "NULL", "100"}));
        QCOMPARE(view()->horizontalHeader()->sortIndicatorSection(), -1);
        clickHeader(1);
        QCOMPARE(column(1), QStringList({"NULL", "a", "b", "c"}));
        // Every row is loaded: no note.
        QCOMPARE(pane()->noteText(), QString());
    }

    // 100,000 loaded rows sort whole (the time is printed; tests/bench is for timings).
    void sortsAHundredThousandRows()
    {
        QVERIFY(run(QStringLiteral(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000) "
            "SELECT i, (i * 7919) % 100003 AS k, printf('r%05d', (i * 31) % 1000) AS t FROM n")));
        ResultModel* model = view()->resultModel();
        model->fetchAll();
        QVERIFY(QTest::qWaitFor([&] { return model->isComplete(); }, 60000));
        QCOMPARE(model->rowCount(), 100000);
        QElapsedTimer clock;
        clock.start();
        clickHeader(1);
        const qint64 numbers = clock.restart();
        clickHeader(2);
        clickHeader(2);
        const qint64 texts = clock.elapsed();
        qInfo("sorted 100,000 rows: numbers in %lld ms, text twice in %lld ms", numbers, texts);
        const QAbstractItemModel* shown = view()->model();
        QCOMPARE(shown->rowCount(), 100000);
        for (int r = 1; r < shown->rowCount(); ++r)
            QVERIFY(shown->index(r - 1, 2).data().toString() >=
                    shown->index(r, 2).data().toString());
    }

    // The current cell and the value viewer follow their row through a sort.
    void selectionFollowsRows()
    {
        QVERIFY(run(QStringLiteral("SELECT 3 AS n UNION ALL SELECT 1 UNION ALL SELECT 2")));
        view()->setCurrentIndex(view()->model()->index(0, 0));
        clickHeader(0);
        QCOMPARE(view()->currentIndex().row(), 2);
        QCOMPARE(view()->currentIndex().data().toString(), QStringLiteral("3"));
        QCOMPARE(view()->modelRow(view()->currentIndex()), 0);
    }

    void filterEachOperator_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("op");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("kept");
        QTest::newRow("contains") << 1 << int(Op::Contains) << "AN" << QStringList{"2"};
        QTest::newRow("=") << 0 << int(Op::Equals) << "10" << QStringList{"10"};
        QTest::newRow("< numbers") << 0 << int(Op::Less) << "3" << QStringList{"1", "2"};
        QTest::newRow("> numbers") << 0 << int(Op::Greater) << "2.5" << QStringList{"3", "10"};
        QTest::newRow("> text") << 1 << int(Op::Greater) << "b" << QStringList{"2", "10"};
        QTest::newRow("is NULL") << 1 << int(Op::IsNull) << "" << QStringList{"3"};
        QTest::newRow("is not NULL")
            << 1 << int(Op::IsNotNull) << "" << QStringList{"1", "2", "10"};
    }

    void filterEachOperator()
    {
        QFETCH(int, column);
        QFETCH(int, op);
        QFETCH(QString, text);
        QFETCH(QStringList, kept);
        QVERIFY(run(QStringLiteral("SELECT 1 AS n, 'apple' AS fruit UNION ALL SELECT 2, "
                                   "'banana' UNION ALL SELECT 3, NULL UNION ALL SELECT 10, "
                                   "'cherry'")));
        QVERIFY2(tab()->statusText().startsWith(QStringLiteral("4 rows · ")),
                 qPrintable(tab()->statusText()));
        pane()->setFilterBarShown(true);
        filter(column, Op(op), text);
        QCOMPARE(this->column(0), kept);
        const QString status = QStringLiteral("filtered: %1 of 4").arg(kept.size());
        QVERIFY2(tab()->statusText().startsWith(QStringLiteral("4 rows · ")) &&
                     tab()->statusText().endsWith(QStringLiteral(" · ") + status),
                 qPrintable(tab()->statusText()));
        QCOMPARE(pane()->gridStatus(), status);
        QVERIFY(!pane()->filterBar()->filtersText().isEmpty());
        // Cleared, every row is back and the status says no more about filters.
        view()->proxy()->clearFilters();
        QCOMPARE(this->column(0), QStringList({"1", "2", "3", "10"}));
        QVERIFY(!tab()->statusText().contains(QLatin1String("filtered")));
    }

    // Two conditions on two columns must both hold; a sort keeps them.
    void filtersCombineAndSort()
    {
        QVERIFY(run(QStringLiteral("SELECT 1 AS n, 'apple' AS fruit UNION ALL SELECT 2, "
                                   "'banana' UNION ALL SELECT 3, NULL UNION ALL SELECT 10, "
                                   "'cherry'")));
        filter(0, Op::Greater, QStringLiteral("1"));
        filter(1, Op::IsNotNull);
        QCOMPARE(column(0), QStringList({"2", "10"}));
        clickHeader(0);
        clickHeader(0);
        QCOMPARE(column(0), QStringList({"10", "2"}));
        QCOMPARE(pane()->gridStatus(), QStringLiteral("filtered: 2 of 4"));
        view()->selectAll();
        QCOMPARE(copy(Format::Tsv, false), QStringLiteral("10\tcherry\n2\tbanana\n"));
    }

    void copyFormats_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("TSV") << int(Format::Tsv)
                             << "id\tname\tnote\tprice\n1\tO'Brien\t\t2.5\n2\ta|b\tx\t10\n";
        QTest::newRow("CSV") << int(Format::Csv)
                             << "id,name,note,price\n1,O'Brien,,2.5\n2,a|b,x,10\n";
        QTest::newRow("JSON") << int(Format::Json)
                              << "[\n  {\"id\": 1, \"name\": \"O'Brien\", \"note\": null, "
                                 "\"price\": 2.5},\n  {\"id\": 2, \"name\": \"a|b\", \"note\": "
                                 "\"x\", \"price\": 10}\n]\n";
        QTest::newRow("Markdown") << int(Format::Markdown)
                                  << "| id | name | note | price |\n| --- | --- | --- | --- |\n"
                                     "| 1 | O'Brien |  | 2.5 |\n| 2 | a\\|b | x | 10 |\n";
        QTest::newRow("INSERT")
            << int(Format::Insert)
            << "INSERT INTO t (id, name, note, price) VALUES (1, 'O''Brien', NULL, 2.5);\n"
               "INSERT INTO t (id, name, note, price) VALUES (2, 'a|b', 'x', 10);\n";
    }

    void copyFormats()
    {
        QFETCH(int, format);
        QFETCH(QString, expected);
        QVERIFY(run(copyQuery()));
        view()->selectAll();
        QCOMPARE(copy(Format(format), true, QStringLiteral("t")), expected);
    }

    // The table of an INSERT copy is the one the statement reads, when it reads one.
    void insertTableFromTheStatement()
    {
        QVERIFY(run(QStringLiteral("SELECT ArtistId, Name FROM Artist WHERE ArtistId < 3")));
        QVERIFY(view()->language());
        QCOMPARE(view()->statement(),
                 QStringLiteral("SELECT ArtistId, Name FROM Artist WHERE ArtistId < 3"));
        QCOMPARE(view()->obviousTable(), QStringLiteral("Artist"));
        QVERIFY(run(QStringLiteral("SELECT a.Title FROM Album a JOIN Artist r USING "
                                   "(ArtistId) LIMIT 1")));
        QCOMPARE(view()->obviousTable(), QString());
    }

    // Hidden columns are not copied; moved ones are copied where they are shown.
    void hideAndMoveColumns()
    {
        QVERIFY(run(copyQuery()));
        view()->setColumnShown(2, false);
        QHeaderView* header = view()->horizontalHeader();
        header->moveSection(header->visualIndex(3), 0);
        view()->selectAll();
        QCOMPARE(copy(Format::Tsv),
                 QStringLiteral("price\tid\tname\n2.5\t1\tO'Brien\n10\t2\ta|b\n"));
        QCOMPARE(copy(Format::Csv, false), QStringLiteral("2.5,1,O'Brien\n10,2,a|b\n"));
        // The last shown column cannot be hidden.
        view()->setColumnShown(0, false);
        view()->setColumnShown(1, false);
        view()->setColumnShown(3, false);
        QCOMPARE(header->count() - header->hiddenSectionCount(), 1);
    }

    // A template's {{variables}} and [[ optional blocks ]] still bind in the sorted statement.
    void sortInTheDatabaseKeepsTemplates()
    {
        testing::setQuery(tab(),
                          QStringLiteral("SELECT TrackId, Milliseconds FROM Track WHERE "
                                         "Milliseconds > {{min}} [[AND GenreId = {{genre}}]]"));
        tab()->variableForm()->setValues({{QStringLiteral("min"), QStringLiteral("300000")}});
        QVERIFY(testing::runAndWait(tab()));
        ResultModel* model = view()->resultModel();
        QVERIFY(!model->isComplete());
        clickHeader(1);
        QVERIFY(pane()->sortInDatabaseButton()->isEnabled());
        pane()->sortInDatabaseButton()->click();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return view()->databaseSortColumn() == QLatin1String("Milliseconds") &&
                       model->rowCount() > 0;
            },
            15000));
        model->fetchAll();
        QVERIFY(QTest::qWaitFor([&] { return model->isComplete(); }, 30000));
        QVERIFY(model->rowCount() > 256);
        QVERIFY(model->value(0, 1).toLongLong() > 300000);
        for (int r = 1; r < model->rowCount(); ++r)
            QVERIFY(model->value(r - 1, 1).toLongLong() <= model->value(r, 1).toLongLong());
    }

    void sortInTheDatabase_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("count");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("sortColumn");
        QTest::newRow("sqlite") << QString() << "SELECT count(*) FROM Track"
                                << "SELECT TrackId, Name, Milliseconds FROM Track"
                                << "Milliseconds";
        QTest::newRow("postgres") << qEnvironmentVariable("NELUMBO_TEST_PG_URL")
                                  << "SELECT count(*) FROM track"
                                  << "SELECT track_id, name, milliseconds FROM track"
                                  << "milliseconds";
    }

    void sortInTheDatabase()
    {
        QFETCH(QString, url);
        QFETCH(QString, count);
        QFETCH(QString, statement);
        QFETCH(QString, sortColumn);
        if (QByteArray(QTest::currentDataTag()) == "postgres") {
            if (url.isEmpty())
                QSKIP("NELUMBO_TEST_PG_URL names no PostgreSQL server");
            QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
            m_window->openSource(url);
            QVERIFY(ready.count() > 0 || ready.wait(15000));
        }
        QVERIFY(run(count));
        const qint64 total = view()->model()->index(0, 0).data(Qt::EditRole).toLongLong();
        QVERIFY(total > 1000);

        QVERIFY(run(statement));
        ResultModel* model = view()->resultModel();
        QVERIFY(!model->isComplete());
        const int loaded = model->rowCount();
        view()->setColumnShown(0, false); // kept through the re-run
        clickHeader(2);
        clickHeader(2);
        QCOMPARE(view()->model()->rowCount(), loaded);
        QCOMPARE(
            pane()->noteText(),
            QStringLiteral("Sorted the %1 loaded rows; more remain in the database.").arg(loaded));
        // The loaded rows sorted; scrolling to the end fetches nothing while sorted.
        for (int r = 1; r < loaded; ++r)
            QVERIFY(view()->model()->index(r - 1, 2).data(Qt::EditRole).toLongLong() >=
                    view()->model()->index(r, 2).data(Qt::EditRole).toLongLong());
        QVERIFY(!view()->model()->canFetchMore({}));

        QToolButton* button = pane()->sortInDatabaseButton();
        QVERIFY(button->isVisible());
        QVERIFY(button->isEnabled());
        button->click();
        QVERIFY(QTest::qWaitFor(
            [&] { return view()->databaseSortColumn() == sortColumn && model->rowCount() > 0; },
            15000));
        QCOMPARE(view()->resultModel(), model); // the same grid
        QCOMPARE(pane()->noteText(),
                 QStringLiteral("Sorted by %1 in the database.").arg(sortColumn));
        QCOMPARE(view()->horizontalHeader()->sortIndicatorSection(), 2);
        QCOMPARE(view()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        QVERIFY(view()->horizontalHeader()->isSectionHidden(0));
        model->fetchAll();
        QVERIFY(QTest::qWaitFor([&] { return model->isComplete(); }, 30000));
        QCOMPARE(qint64(model->rowCount()), total);
        for (int r = 1; r < model->rowCount(); ++r)
            QVERIFY(model->value(r - 1, 2).toLongLong() >= model->value(r, 2).toLongLong());
    }

    // PostgreSQL's exact decimals digit by digit and its dates (the source of the last case).
    void exactDecimalsAndDates()
    {
        if (qEnvironmentVariableIsEmpty("NELUMBO_TEST_PG_URL"))
            QSKIP("NELUMBO_TEST_PG_URL names no PostgreSQL server");
        QVERIFY(run(QStringLiteral(
            "SELECT * FROM (VALUES (12345678901234567.89::numeric, DATE '2024-01-10'), "
            "(12345678901234567.88, DATE '2023-12-31'), (-1.5, NULL), (NULL, DATE "
            "'2024-01-09'), (100, DATE '2024-01-10')) AS v(x, d)")));
        clickHeader(0);
        QCOMPARE(column(0), QStringList({"NULL", "-1.5", "100", "12345678901234567.88",
                                         "12345678901234567.89"}));
        clickHeader(1);
        QCOMPARE(column(1),
                 QStringList({"NULL", "2023-12-31", "2024-01-09", "2024-01-10", "2024-01-10"}));
        filter(0, Op::Greater, QStringLiteral("12345678901234567.88"));
        QCOMPARE(column(0), QStringList({"12345678901234567.89"}));
    }
};

NELUMBO_TEST_MAIN(TstResultGrid)
#include "tst_resultgrid.moc"
