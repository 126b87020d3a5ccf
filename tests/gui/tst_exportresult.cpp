// File → Export Result… and the results pane's Export button on a real window: the dialog
// filled as a user would, the whole result written (not only the grid's first batch) to CSV
// and XLSX, exact CSV bytes, INSERT's table asked, the choices remembered, a cancel that
// leaves no file while the window keeps answering, and a failure said. SQLite (Chinook), and
// PostgreSQL when NELUMBO_TEST_PG_URL names one.
#include "BuiltinAdapters.h"
#include "TestData.h"
#include "TestMain.h"
#include "WindowFixture.h"
#include "core/ErrorCodes.h"
#include "editor/EditorTab.h"
#include "queries/VariableForm.h"
#include "results/ExportDialog.h"
#include "results/ResultExport.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"
#include "results/ResultsPane.h"
#include "window/MainWindow.h"
#include "window/Prompt.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <memory>

using namespace nelumbo;
using namespace Qt::StringLiterals;

class TstExportResult : public QObject
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

    qint64 count(const QString& statement)
    {
        if (!run(statement))
            return -1;
        return view()->model()->index(0, 0).data(Qt::EditRole).toLongLong();
    }

    // A fresh folder for one export, so that any file left behind is seen.
    QString folder(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        QDir(path).removeRecursively();
        QDir().mkpath(path);
        return path;
    }

    static QStringList filesIn(const QString& path)
    {
        return QDir(path).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    }

    // The dialog through the pane's Export button.
    ExportDialog* openDialog()
    {
        QToolButton* button = pane()->exportButton();
        if (!button->isEnabled())
            return nullptr;
        button->click();
        return tab()->exportDialog();
    }

    // What the tab said when its export ended.
    struct Ended
    {
        int count = 0;
        QString code; // empty: written
        qint64 rows = -1;
        std::unique_ptr<QObject> context = std::make_unique<QObject>();
    };
    std::shared_ptr<Ended> watchEnd(EditorTab* tab)
    {
        auto ended = std::make_shared<Ended>();
        connect(tab, &EditorTab::exportFinished, ended->context.get(),
                [e = ended.get()](const Result<void>& outcome, qint64 rows) {
                    ++e->count;
                    e->code = outcome ? QString() : outcome.error().code;
                    e->rows = rows;
                });
        return ended;
    }

    // Accepts the filled dialog and waits for the export's end; the outcome's error code.
    QString accept(ExportDialog* dialog, qint64* rows = nullptr)
    {
        const auto ended = watchEnd(tab());
        dialog->exportButton()->click();
        if (!QTest::qWaitFor([&] { return ended->count > 0; }, 120000))
            return u"(no end)"_s;
        if (rows)
            *rows = ended->rows;
        return ended->code;
    }

    static QByteArray read(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
    }

    // RFC 4180 as the test understands it, from the grid's own values: the expected file.
    static QByteArray csvOf(const ResultModel* model)
    {
        const auto field = [](const QVariant& value) {
            if (value.isNull())
                return QByteArray();
            QByteArray text = value.toString().toUtf8();
            if (text.contains(',') || text.contains('"') || text.contains('\n') ||
                text.contains('\r'))
                text = '"' + text.replace("\"", "\"\"") + '"';
            return text;
        };
        QByteArray out = model->columnNames().join(u',').toUtf8() + "\r\n";
        for (int r = 0; r < model->rowCount(); ++r) {
            QByteArrayList cells;
            for (int c = 0; c < model->columnCount(); ++c)
                cells << field(model->value(r, c));
            out += cells.join(',') + "\r\n";
        }
        return out;
    }

    void fetchAll(ResultModel* model)
    {
        model->fetchAll();
        QVERIFY(QTest::qWaitFor([model] { return model->isComplete(); }, 60000));
    }

    // The whole of Track (more rows than the grid's first batch) to CSV and XLSX; the grid
    // keeps its own unfetched rows and fetches them afterwards.
    void exportsWholeResult(const QString& countStatement, const QString& statement)
    {
        const qint64 total = count(countStatement);
        QVERIFY(total > Connection::kFirstBatch);
        QVERIFY(run(statement));
        ResultModel* model = view()->resultModel();
        QVERIFY(!model->isComplete());
        const int loaded = model->rowCount();
        QVERIFY(loaded < total);

        const QString dir = folder(u"whole"_s);
        ExportDialog* dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat::Csv);
        dialog->delimiterBox()->setCurrentIndex(dialog->delimiterBox()->findData(u","_s));
        dialog->quotingBox()->setCurrentIndex(dialog->quotingBox()->findData(u"as_needed"_s));
        dialog->headerBox()->setChecked(true);
        dialog->encodingBox()->setCurrentIndex(dialog->encodingBox()->findData(u"utf-8"_s));
        dialog->pathEdit()->setText(dir + u"/track.csv"_s);
        qint64 rows = 0;
        QCOMPARE(accept(dialog, &rows), QString());
        QCOMPARE(rows, total);
        QCOMPARE(filesIn(dir), QStringList{u"track.csv"_s});
        // The grid was not touched: its rows, its handle, and the rest still comes.
        QCOMPARE(view()->resultModel(), model);
        QCOMPARE(model->rowCount(), loaded);
        QVERIFY(!model->isComplete());

        dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat::Xlsx);
        QVERIFY(dialog->pathEdit()->text().endsWith(u".xlsx"_s)); // the extension follows
        dialog->pathEdit()->setText(dir + u"/track.xlsx"_s);
        QCOMPARE(accept(dialog, &rows), QString());
        QCOMPARE(rows, total);

        fetchAll(model);
        QCOMPARE(qint64(model->rowCount()), total);
        const QByteArray csv = read(dir + u"/track.csv"_s);
        QCOMPARE(csv.count("\r\n"), total + 1);
        QCOMPARE(csv, csvOf(model));

        const QString sheet = QString::fromUtf8(
            testing::unzipped(dir + u"/track.xlsx"_s, u"xl/worksheets/sheet1.xml"_s));
        QVERIFY2(!sheet.isEmpty(), "no sheet1.xml in the workbook");
        QCOMPARE(sheet.count(u"<row r="_s), total + 1);
        // The last row's first cell, a number as a number.
        const QString last = u"<c r=\"A%1\"><v>%2</v></c>"_s.arg(total + 1).arg(
            model->value(model->rowCount() - 1, 0).toLongLong());
        QVERIFY2(sheet.contains(last), qPrintable(last));
        QCOMPARE(filesIn(dir), QStringList({u"track.csv"_s, u"track.xlsx"_s}));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG", QFile::encodeName(m_dir.filePath(u"n.conf"_s)));
        registerBuiltinAdapters();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        QVERIFY(testing::openWindow(*m_window, testing::WindowShown::Active));
    }

    void cleanupTestCase()
    {
        Prompt::setNextAnswer(Prompt::Answer::Discard);
        m_window.reset();
    }

    // No result, or a failed statement: the button and the menu item are off and say why.
    void disabledWithoutResult()
    {
        m_window->newTab();
        QToolButton* button = pane()->exportButton();
        QVERIFY(!button->isEnabled());
        QCOMPARE(button->toolTip(), u"Run a query first: there is no result to export"_s);
        QCOMPARE(tab()->exportBlocker(), button->toolTip());
        QTest::keyClick(tab()->editor(), Qt::Key_E, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(!tab()->exportDialog());

        testing::setQuery(tab(), u"SELECT * FROM NoSuchTable"_s);
        QVERIFY(testing::runAndWait(tab()));
        QVERIFY(!pane()->exportButton()->isEnabled());

        QVERIFY(run(u"SELECT Name FROM Genre"_s));
        pane()->showMessages();
        QVERIFY(!pane()->exportButton()->isEnabled());
        QCOMPARE(pane()->exportButton()->toolTip(), u"Choose the result to export"_s);
        auto* results = pane()->findChild<QTabWidget*>();
        QVERIFY(results);
        results->setCurrentIndex(0);
        QVERIFY(pane()->exportButton()->isEnabled());
        QCOMPARE(tab()->exportBlocker(), QString());
        // Ctrl+Alt+E (File → Export Result…) opens the same dialog.
        QTest::keyClick(tab()->editor(), Qt::Key_E, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(tab()->exportDialog() && tab()->exportDialog()->isVisible());
        tab()->exportDialog()->reject();
        QTRY_VERIFY(!tab()->exportDialog());
    }

    // The exact bytes for each delimiter, quoting, header and encoding choice.
    void csvBytes_data()
    {
        QTest::addColumn<QString>("delimiter"); // the box's data, or another character
        QTest::addColumn<QString>("quoting");
        QTest::addColumn<bool>("header");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("comma, as needed")
            << ","
            << "as_needed" << true << "utf-8"
            << QByteArray("id,name,note,price\r\n1,O'Brien,,2.5\r\n2,\"a,b\",\"x\"\"y\",10\r\n"
                          "3,Zoë,,0\r\n");
        QTest::newRow("semicolon, always, BOM")
            << ";"
            << "always" << true << "utf-8-bom"
            << QByteArray("\xEF\xBB\xBF\"id\";\"name\";\"note\";\"price\"\r\n\"1\";\"O'Brien\";;"
                          "\"2.5\"\r\n\"2\";\"a,b\";\"x\"\"y\";\"10\"\r\n\"3\";\"Zoë\";;\"0\"\r\n");
        QTest::newRow("pipe, no header")
            << "|"
            << "as_needed" << false << "utf-8"
            << QByteArray("1|O'Brien||2.5\r\n2|a,b|\"x\"\"y\"|10\r\n3|Zoë||0\r\n");
        QTest::newRow("tab") << "\t"
                             << "as_needed" << true << "utf-8"
                             << QByteArray("id\tname\tnote\tprice\r\n1\tO'Brien\t\t2.5\r\n2\ta,b\t"
                                           "\"x\"\"y\"\t10\r\n3\tZoë\t\t0\r\n");
        QTest::newRow("other: #") << "#"
                                  << "as_needed" << true << "utf-8"
                                  << QByteArray("id#name#note#price\r\n1#O'Brien##2.5\r\n2#a,b#"
                                                "\"x\"\"y\"#10\r\n3#Zoë##0\r\n");
    }

    void csvBytes()
    {
        QFETCH(QString, delimiter);
        QFETCH(QString, quoting);
        QFETCH(bool, header);
        QFETCH(QString, encoding);
        QFETCH(QByteArray, expected);
        QVERIFY(run(u"SELECT 1 AS id, 'O''Brien' AS name, NULL AS note, 2.5 AS price "
                    "UNION ALL SELECT 2, 'a,b', 'x\"y', 10 UNION ALL SELECT 3, 'Zoë', NULL, 0"_s));
        const QString dir = folder(u"csv"_s);
        ExportDialog* dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat::Csv);
        const int known = dialog->delimiterBox()->findData(delimiter);
        if (known >= 0) {
            dialog->delimiterBox()->setCurrentIndex(known);
        } else {
            dialog->delimiterBox()->setCurrentIndex(dialog->delimiterBox()->findData(QString()));
            QVERIFY(dialog->otherDelimiterEdit()->isEnabled());
            dialog->otherDelimiterEdit()->clear();
            QVERIFY(!dialog->exportButton()->isEnabled()); // "Other" with nothing typed
            dialog->otherDelimiterEdit()->setText(delimiter);
        }
        dialog->quotingBox()->setCurrentIndex(dialog->quotingBox()->findData(quoting));
        dialog->headerBox()->setChecked(header);
        dialog->encodingBox()->setCurrentIndex(dialog->encodingBox()->findData(encoding));
        dialog->pathEdit()->setText(dir + u"/small.csv"_s);
        qint64 rows = 0;
        QSignalSpy status(tab(), &EditorTab::statusChanged);
        QCOMPARE(accept(dialog, &rows), QString());
        QCOMPARE(rows, 3);
        QCOMPARE(read(dir + u"/small.csv"_s), expected);
        QVERIFY(!status.isEmpty());
        QCOMPARE(status.last().at(0).toString(),
                 u"3 rows exported to %1"_s.arg(QDir::toNativeSeparators(dir + u"/small.csv"_s)));
        QVERIFY2(pane()->messagesText().contains(u"3 rows exported to %1"_s.arg(
                     QDir::toNativeSeparators(dir + u"/small.csv"_s))),
                 qPrintable(pane()->messagesText().right(300)));

        // The next dialog starts with these choices.
        dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->format(), ExportFormat::Csv);
        QCOMPARE(QString(dialog->options().delimiter), delimiter);
        QCOMPARE(dialog->quotingBox()->currentData().toString(), quoting);
        QCOMPARE(dialog->headerBox()->isChecked(), header);
        QCOMPARE(dialog->encodingBox()->currentData().toString(), encoding);
        QCOMPARE(QFileInfo(dialog->path()).absolutePath(), dir);
        dialog->reject();
        QTRY_VERIFY(!tab()->exportDialog());
    }

    void sqliteWholeResult()
    {
        exportsWholeResult(u"SELECT count(*) FROM Track"_s,
                           u"SELECT TrackId, Name, Composer, UnitPrice FROM Track"_s);
    }

    // The table is asked: prefilled from a one-table statement, required otherwise.
    void insertAsksForTable()
    {
        const qint64 genres = count(u"SELECT count(*) FROM Genre"_s);
        QVERIFY(genres > 0);
        QVERIFY(run(u"SELECT GenreId, Name FROM Genre"_s));
        const QString dir = folder(u"insert"_s);
        ExportDialog* dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat::Insert);
        QVERIFY(dialog->tableEdit()->isVisible());
        QCOMPARE(dialog->tableEdit()->text(), u"Genre"_s);
        QVERIFY(dialog->pathEdit()->text().endsWith(u".sql"_s));
        dialog->tableEdit()->clear();
        QVERIFY(!dialog->exportButton()->isEnabled());
        QVERIFY(!dialog->problem().isEmpty());
        dialog->accept(); // refused: the dialog stays
        QVERIFY(dialog->isVisible());
        dialog->tableEdit()->setText(u"genre_copy"_s);
        dialog->pathEdit()->setText(dir + u"/genre.sql"_s);
        QCOMPARE(accept(dialog), QString());
        const QList<QByteArray> lines = read(dir + u"/genre.sql"_s).trimmed().split('\n');
        QCOMPARE(qint64(lines.size()), genres);
        for (const QByteArray& line : lines)
            QVERIFY2(line.startsWith("INSERT INTO genre_copy (GenreId, Name) VALUES ("),
                     line.constData());

        // Two tables: nothing to guess.
        QVERIFY(run(u"SELECT t.Name, g.Name FROM Track t JOIN Genre g USING (GenreId)"_s));
        dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat::Insert);
        QCOMPARE(dialog->tableEdit()->text(), QString());
        QVERIFY(!dialog->exportButton()->isEnabled());
        dialog->reject();
        QTRY_VERIFY(!tab()->exportDialog());
    }

    // The form's current values are bound, as a run binds them.
    void variablesAreBound()
    {
        testing::setQuery(tab(), u"SELECT TrackId FROM Track WHERE TrackId <= {{n}}"_s);
        QTRY_VERIFY(tab()->variableForm()->names().contains(u"n"_s));
        tab()->variableForm()->setValues({{u"n"_s, u"300"_s}});
        QVERIFY(testing::runAndWait(tab()));
        QVERIFY(view());
        QVERIFY(!view()->resultModel()->isComplete()); // 300 rows: more than the first batch
        tab()->variableForm()->setValues({{u"n"_s, u"280"_s}}); // the value now counts
        const QString dir = folder(u"variables"_s);
        ExportDialog* dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat::Ndjson);
        dialog->pathEdit()->setText(dir + u"/tracks.ndjson"_s);
        qint64 rows = 0;
        QCOMPARE(accept(dialog, &rows), QString());
        QCOMPARE(rows, 280);
        const QList<QByteArray> lines = read(dir + u"/tracks.ndjson"_s).trimmed().split('\n');
        QCOMPARE(lines.size(), 280);
        QCOMPARE(lines.last(), QByteArray("{\"TrackId\":280}"));
    }

    // Cancel mid-export: no file, no temporary file, and the window answers at once.
    void cancelLeavesNoFile_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("csv") << int(ExportFormat::Csv);
        QTest::newRow("xlsx") << int(ExportFormat::Xlsx);
    }

    void cancelLeavesNoFile()
    {
        QFETCH(int, format);
        QVERIFY(run(u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
                    "WHERE i < 50000000) SELECT i, printf('row %08d', i) AS t FROM n"_s));
        const QString dir = folder(u"cancel"_s);
        ExportDialog* dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat(format));
        dialog->pathEdit()->setText(dir + u"/big."_s +
                                    ExportOptions::extension(ExportFormat(format)));
        const auto done = watchEnd(tab());
        dialog->exportButton()->click();
        QVERIFY(tab()->runningExport());
        QVERIFY(!pane()->exportButton()->isEnabled()); // one export per tab at a time
        QCOMPARE(pane()->exportButton()->toolTip(), u"An export of this tab's result is running"_s);
        QTRY_VERIFY_WITH_TIMEOUT(
            tab()->runningExport() && tab()->runningExport()->rowsWritten() > 0, 30000);
        // The window answers while the export runs: a statement in another tab.
        EditorTab* exporting = tab();
        m_window->newTab(u"SELECT 42 AS answer"_s);
        QVERIFY(testing::runAndWait(tab()));
        QCOMPARE(view()->model()->index(0, 0).data().toString(), u"42"_s);
        QVERIFY(exporting->runningExport());
        QCOMPARE(done->count, 0);

        QProgressDialog* progress = exporting->runningExport()->progressDialog();
        QVERIFY(progress && progress->isVisible());
        QVERIFY(!progress->isModal());
        auto* cancel = progress->findChild<QPushButton*>();
        QVERIFY(cancel);
        cancel->click();
        QVERIFY(QTest::qWaitFor([&] { return done->count > 0; }, 30000));
        QCOMPARE(done->code, QString(ErrorCode::Cancelled));
        QCOMPARE(filesIn(dir), QStringList());
        QVERIFY(!exporting->runningExport());
        tab()->setModified(false);
        QVERIFY(m_window->closeTab(m_window->tabCount() - 1));
        QCOMPARE(tab(), exporting);
        QVERIFY(pane()->exportButton()->isEnabled());
        // The tab's own session still answers.
        QVERIFY(run(u"SELECT 7 AS seven"_s));
        QCOMPARE(view()->model()->index(0, 0).data().toString(), u"7"_s);
    }

    // A file that cannot be written: no file, and a message that says so.
    void failureIsSaid()
    {
        QVERIFY(run(u"SELECT Name FROM Genre"_s));
        ExportDialog* dialog = openDialog();
        QVERIFY(dialog);
        dialog->setFormat(ExportFormat::Json);
        const QString path = m_dir.filePath(u"no/such/folder/genre.json"_s);
        dialog->pathEdit()->setText(path);
        QCOMPARE(accept(dialog), QString(ErrorCode::FileOpenFailed));
        QVERIFY(!QFileInfo::exists(path));
        QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(path)), qPrintable(box->text()));
        box->accept();
        QVERIFY(pane()->messagesText().contains(u"Export failed: "_s));
        QVERIFY(pane()->exportButton()->isEnabled());
    }

    // PostgreSQL keeps one open result per session: the export's own session leaves the
    // grid's unfetched rows alone.
    void postgresWholeResult()
    {
        const QString url = qEnvironmentVariable("NELUMBO_TEST_PG_URL");
        if (url.isEmpty())
            QSKIP("NELUMBO_TEST_PG_URL names no PostgreSQL server");
        QSignalSpy ready(m_window.get(), &MainWindow::catalogReady);
        m_window->openSource(url);
        QVERIFY(ready.count() > 0 || ready.wait(15000));
        exportsWholeResult(u"SELECT count(*) FROM track"_s,
                           u"SELECT track_id, name, composer, unit_price FROM track"_s);
    }
};

NELUMBO_TEST_MAIN(TstExportResult)
#include "tst_exportresult.moc"
