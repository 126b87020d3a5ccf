// ResultExporter on a Chinook copy: each format's bytes, the XLSX read back, progress,
// cancel and failure leaving neither the target nor a temporary file, and a language
// without literals refusing INSERT before anything runs.
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "TestData.h"
#include "adapter/QueryLanguage.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "export/ExportWriter.h"
#include "export/ResultExporter.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {
// NULL, quotes, a delimiter, a line break, non-ASCII text, a real and a blob.
const QString kSmall = u"SELECT ArtistId AS id, Name AS name, NULL AS missing, "
                       u"'say \"hi\", ok | x' AS quoted, 'a' || char(10) || 'b' AS multi, "
                       u"'Caf\u00e9 \u2615' AS uni, 1.5 AS price, X'00FF' AS bin "
                       u"FROM Artist WHERE ArtistId <= 2 ORDER BY ArtistId"_s;
const QString kMillion = u"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c "
                         u"WHERE x < 2000000) SELECT x, 'row ' || x AS label FROM c"_s;

} // namespace

using nelumbo::testing::unzipped;

class TstResultExporter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_url;
    std::unique_ptr<Connection> m_connection;

    // A fresh, empty folder for one export.
    QString freshFolder(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        QDir(path).removeRecursively();
        QDir().mkpath(path);
        return path;
    }

    Result<void> exportTo(const ExportOptions& options, const QString& statement,
                          const QString& path, qint64* rows = nullptr)
    {
        ResultExporter exporter(*m_connection, options);
        QSignalSpy finished(&exporter, &ResultExporter::finished);
        exporter.exportToFile(statement, {}, path);
        if (finished.isEmpty() && !finished.wait(60000))
            return Error{u"timeout"_s, u"the export did not finish"_s};
        if (rows)
            *rows = exporter.rowsWritten();
        return finished.first().first().value<Result<void>>();
    }

    QByteArray exported(const ExportOptions& options, const QString& statement = kSmall)
    {
        const QString folder = freshFolder(u"text"_s);
        const QString path = folder + u"/out"_s;
        const auto outcome = exportTo(options, statement, path);
        if (!outcome) {
            qWarning() << outcome.error().message;
            return {};
        }
        // Only the target: no temporary file left beside it.
        if (QDir(folder).entryList(QDir::Files | QDir::Hidden) != QStringList{u"out"_s})
            return "unexpected files";
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(u"chinook.sqlite"_s);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), db));
        QVERIFY(QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner));
        m_url = u"sqlite://"_s + db;
        m_connection = std::make_unique<Connection>();
        QSignalSpy opened(m_connection.get(), &Connection::opened);
        m_connection->open(m_url);
        QVERIFY(opened.wait(10000));
    }

    void csvAsNeeded()
    {
        ExportOptions o;
        QCOMPARE(exported(o), QByteArray("id,name,missing,quoted,multi,uni,price,bin\r\n"
                                         "1,AC/DC,,\"say \"\"hi\"\", ok | x\",\"a\nb\","
                                         "Caf\xc3\xa9 \xe2\x98\x95,1.5,0x00ff\r\n"
                                         "2,Accept,,\"say \"\"hi\"\", ok | x\",\"a\nb\","
                                         "Caf\xc3\xa9 \xe2\x98\x95,1.5,0x00ff\r\n"));
    }

    void csvOptions()
    {
        ExportOptions o;
        o.delimiter = u';';
        o.quoting = ExportOptions::Quoting::Always;
        o.header = false;
        o.byteOrderMark = true;
        QCOMPARE(exported(o, u"SELECT ArtistId, Name, NULL, '' FROM Artist WHERE ArtistId = 1"_s),
                 QByteArray("\xEF\xBB\xBF\"1\";\"AC/DC\";;\"\"\r\n"));
    }

    void tsv()
    {
        ExportOptions o;
        o.format = ExportFormat::Tsv;
        QCOMPARE(exported(o), QByteArray("id\tname\tmissing\tquoted\tmulti\tuni\tprice\tbin\n"
                                         "1\tAC/DC\t\tsay \"hi\", ok | x\ta b\t"
                                         "Caf\xc3\xa9 \xe2\x98\x95\t1.5\t0x00ff\n"
                                         "2\tAccept\t\tsay \"hi\", ok | x\ta b\t"
                                         "Caf\xc3\xa9 \xe2\x98\x95\t1.5\t0x00ff\n"));
    }

    void json()
    {
        ExportOptions o;
        o.format = ExportFormat::Json;
        QCOMPARE(exported(o, u"SELECT ArtistId AS id, Name AS id, NULL AS n FROM Artist "
                             u"WHERE ArtistId <= 2 ORDER BY 1"_s),
                 QByteArray("[\n{\"id\":1,\"id_2\":\"AC/DC\",\"n\":null},\n"
                            "{\"id\":2,\"id_2\":\"Accept\",\"n\":null}\n]\n"));
        QCOMPARE(exported(o, u"SELECT 1 AS a WHERE 0"_s), QByteArray("[]\n"));
    }

    void ndjson()
    {
        ExportOptions o;
        o.format = ExportFormat::Ndjson;
        QCOMPARE(exported(o),
                 QByteArray("{\"id\":1,\"name\":\"AC/DC\",\"missing\":null,\"quoted\":\"say "
                            "\\\"hi\\\", ok | x\",\"multi\":\"a\\nb\",\"uni\":\"Caf\xc3\xa9 "
                            "\xe2\x98\x95\",\"price\":1.5,\"bin\":\"0x00ff\"}\n"
                            "{\"id\":2,\"name\":\"Accept\",\"missing\":null,\"quoted\":\"say "
                            "\\\"hi\\\", ok | x\",\"multi\":\"a\\nb\",\"uni\":\"Caf\xc3\xa9 "
                            "\xe2\x98\x95\",\"price\":1.5,\"bin\":\"0x00ff\"}\n"));
    }

    void markdown()
    {
        ExportOptions o;
        o.format = ExportFormat::Markdown;
        QCOMPARE(exported(o),
                 QByteArray("| id | name | missing | quoted | multi | uni | price | bin |\n"
                            "| ---: | --- | --- | --- | --- | --- | ---: | --- |\n"
                            "| 1 | AC/DC |  | say \"hi\", ok \\| x | a<br>b | Caf\xc3\xa9 "
                            "\xe2\x98\x95 | 1.5 | 0x00ff |\n"
                            "| 2 | Accept |  | say \"hi\", ok \\| x | a<br>b | Caf\xc3\xa9 "
                            "\xe2\x98\x95 | 1.5 | 0x00ff |\n"));
        // No rows: the header alone, still a table.
        QCOMPARE(exported(o, u"SELECT 1 AS a WHERE 0"_s), QByteArray("| a |\n| --- |\n"));
    }

    void insert()
    {
        ExportOptions o;
        o.format = ExportFormat::Insert;
        o.tableName = u"main.artist copy"_s;
        QCOMPARE(exported(o, u"SELECT ArtistId, Name, NULL AS \"select\", 'it''s' AS s, "
                             u"X'00FF' AS b, 2.5 AS r FROM Artist WHERE ArtistId = 1"_s),
                 QByteArray("INSERT INTO main.\"artist copy\" (ArtistId, Name, \"select\", s, b, "
                            "r) VALUES (1, 'AC/DC', NULL, 'it''s', X'00ff', 2.5);\n"));
    }

    void insertNeedsLiterals()
    {
        ExportOptions o;
        o.format = ExportFormat::Insert;
        o.tableName = u"t"_s;
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        auto plain = ExportWriter::createText(o, buffer, &QueryLanguage::plain());
        QVERIFY(!plain);
        QCOMPARE(plain.error().code, ErrorCode::Unsupported);
        QVERIFY(!plain.error().message.isEmpty());
        o.tableName.clear();
        auto unnamed = ExportWriter::createText(o, buffer, &m_connection->adapter()->language());
        QVERIFY(!unnamed);
        QCOMPARE(unnamed.error().code, ErrorCode::InvalidTableName);
    }

    void xlsxTypedCells()
    {
        const QString folder = freshFolder(u"xlsx"_s);
        const QString path = folder + u"/invoices.xlsx"_s;
        ExportOptions o;
        o.format = ExportFormat::Xlsx;
        qint64 rows = 0;
        const auto outcome = exportTo(o,
                                      u"SELECT InvoiceId, InvoiceDate, BillingState, Total, "
                                      u"'2024-02-29' AS day, 'not 2024-02-30' AS text, "
                                      u"'2024-02-30' AS bad_day, 12345678901234567 AS big "
                                      u"FROM Invoice ORDER BY InvoiceId LIMIT 3"_s,
                                      path, &rows);
        QVERIFY2(outcome.ok(), qPrintable(outcome.error().message));
        QCOMPARE(rows, 3);
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden),
                 QStringList{u"invoices.xlsx"_s});
        const QString sheet = QString::fromUtf8(unzipped(path, u"xl/worksheets/sheet1.xml"_s));
        QVERIFY2(!sheet.isEmpty(), "no sheet1.xml in the workbook");
        // The header row frozen, bold (style 1), column widths set.
        QVERIFY(sheet.contains(u"<pane ySplit=\"1\" topLeftCell=\"A2\" activePane=\"bottomLeft\" "
                               u"state=\"frozen\"/>"_s));
        QVERIFY(
            sheet.contains(u"<c r=\"A1\" s=\"1\" t=\"inlineStr\"><is><t>InvoiceId</t></is></c>"_s));
        QVERIFY(sheet.contains(u"<col min=\"1\" max=\"1\" width="_s));
        QVERIFY(sheet.contains(u"<col min=\"8\" max=\"8\" width="_s));
        // Numbers as numbers, NULL (BillingState of invoice 1) as no cell at all.
        QVERIFY(sheet.contains(u"<c r=\"A2\"><v>1</v></c>"_s));
        QVERIFY(sheet.contains(u"<c r=\"D2\"><v>1.98</v></c>"_s));
        QVERIFY(!sheet.contains(u"r=\"C2\""_s));
        // 2021-01-01 00:00:00 is Excel's day 44197, with a date-time format.
        const QRegularExpression timestamp(u"<c r=\"B2\" s=\"(\\d+)\"><v>44197</v></c>"_s);
        QVERIFY2(timestamp.match(sheet).hasMatch(),
                 qPrintable(sheet.mid(sheet.indexOf(u"<row r=\"2\""_s), 600)));
        QVERIFY(QRegularExpression(u"<c r=\"E2\" s=\"\\d+\"><v>45351</v></c>"_s)
                    .match(sheet)
                    .hasMatch());
        QVERIFY(sheet.contains(u"<c r=\"F2\" t=\"inlineStr\"><is><t>not 2024-02-30</t>"_s));
        QVERIFY(sheet.contains(u"<c r=\"G2\" t=\"inlineStr\"><is><t>2024-02-30</t>"_s));
        // Beyond a double's 15 digits: text, every digit kept.
        QVERIFY(sheet.contains(u"<c r=\"H2\" t=\"inlineStr\"><is><t>12345678901234567</t>"_s));
        const QString styles = QString::fromUtf8(unzipped(path, u"xl/styles.xml"_s));
        QVERIFY(styles.contains(u"formatCode=\"yyyy-mm-dd hh:mm:ss\""_s));
        QVERIFY(styles.contains(u"formatCode=\"yyyy-mm-dd\""_s));
        QVERIFY(styles.contains(u"<font><b/>"_s));
    }

    void progressCountsEveryRow()
    {
        const QString folder = freshFolder(u"progress"_s);
        ResultExporter exporter(*m_connection, ExportOptions{});
        QSignalSpy progress(&exporter, &ResultExporter::progress);
        QSignalSpy finished(&exporter, &ResultExporter::finished);
        exporter.exportToFile(u"SELECT t.TrackId, t.Name FROM Track t, Genre g"_s, {},
                              folder + u"/t.csv"_s);
        QVERIFY(finished.wait(30000));
        QVERIFY(finished.first().first().value<Result<void>>().ok());
        QVERIFY(progress.size() >= 2); // 3503 × 25 rows come in more than one batch
        QCOMPARE(progress.last().first().toLongLong(), 3503 * 25);
        QCOMPARE(exporter.rowsWritten(), 3503 * 25);
        QFile file(folder + u"/t.csv"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count('\n'), 3503 * 25 + 1);
    }

    void cancelLeavesNothing_data()
    {
        QTest::addColumn<ExportFormat>("format");
        QTest::newRow("csv") << ExportFormat::Csv;
        QTest::newRow("xlsx") << ExportFormat::Xlsx;
    }

    void cancelLeavesNothing()
    {
        QFETCH(ExportFormat, format);
        const QString folder = freshFolder(u"cancel"_s);
        const QString path = folder + u"/big.out"_s;
        ExportOptions o;
        o.format = format;
        ResultExporter exporter(*m_connection, o);
        QSignalSpy finished(&exporter, &ResultExporter::finished);
        bool targetWhileRunning = true;
        connect(&exporter, &ResultExporter::progress, this, [&](qint64 rows) {
            if (rows < 50000)
                return;
            targetWhileRunning = QFile::exists(path);
            exporter.cancel();
        });
        exporter.exportToFile(kMillion, {}, path);
        QVERIFY(finished.wait(60000) || !finished.isEmpty());
        const auto outcome = finished.first().first().value<Result<void>>();
        QVERIFY(!outcome);
        QCOMPARE(outcome.error().code, ErrorCode::Cancelled);
        QVERIFY(exporter.rowsWritten() < 2000000);
        QVERIFY2(!targetWhileRunning, "the target existed before the export completed");
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
        // The connection is free again.
        const QString after = folder + u"/after.csv"_s;
        const auto again = exportTo(ExportOptions{}, u"SELECT 1 AS a"_s, after);
        QVERIFY2(again.ok(), qPrintable(again.error().message));
        QVERIFY(QFile::exists(after));
    }

    void failureLeavesNothing_data()
    {
        QTest::addColumn<ExportFormat>("format");
        QTest::newRow("csv") << ExportFormat::Csv;
        QTest::newRow("json") << ExportFormat::Json;
        QTest::newRow("xlsx") << ExportFormat::Xlsx;
    }

    void failureLeavesNothing()
    {
        QFETCH(ExportFormat, format);
        const QString folder = freshFolder(u"failure"_s);
        ExportOptions o;
        o.format = format;
        const QString missing = folder + u"/missing.out"_s;
        const auto failed = exportTo(o, u"SELECT * FROM NoSuchTable"_s, missing);
        QVERIFY(!failed);
        QVERIFY(failed.error().message.contains(u"NoSuchTable"_s));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
        // A failure mid-way (abs() overflows on the last row) keeps an older file unchanged.
        const QString existing = folder + u"/existing.out"_s;
        {
            QFile file(existing);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("old");
        }
        const auto midway = exportTo(o,
                                     u"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 "
                                     u"FROM c WHERE x < 20000) SELECT x, CASE WHEN x = 20000 "
                                     u"THEN abs(-9223372036854775807 - 1) ELSE x END AS y FROM c"_s,
                                     existing);
        QVERIFY(!midway);
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{u"existing.out"_s});
        QFile file(existing);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("old"));
    }

    void unwritableTarget()
    {
        const auto outcome =
            exportTo(ExportOptions{}, u"SELECT 1"_s, m_dir.filePath(u"no/such/folder/out.csv"_s));
        QVERIFY(!outcome);
        QCOMPARE(outcome.error().code, ErrorCode::FileOpenFailed);
    }
};

NELUMBO_CORE_TEST_MAIN(TstResultExporter)
#include "tst_resultexporter.moc"
