// nelumbo-cli run's export formats on SQLite and PostgreSQL: the exact output of each,
// --output written complete or not at all, XLSX read back and refused on a terminal, and
// INSERT statements that, run again, give back the same rows.
#include "CliTestBase.h"
#include "CoreTestMain.h"
#include "TestData.h"

#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {
// NULL, quotes, the delimiters, a line break, non-ASCII text, an exact number and a blob.
const QString kSqlite =
    u"SELECT ArtistId AS id, Name AS name, NULL AS missing, 'say \"hi\", ok | x' AS quoted, "
    u"'a' || char(10) || 'b' AS multi, 'Caf\u00e9 \u2615' AS uni, 1.5 AS price, X'00FF' AS bin "
    u"FROM Artist WHERE ArtistId <= 2 ORDER BY ArtistId"_s;
const QString kPostgres =
    u"SELECT artist_id AS id, name, NULL AS missing, 'say \"hi\", ok | x' AS quoted, "
    u"E'a\\nb' AS multi, 'Caf\u00e9 \u2615' AS uni, 1.50::numeric(6,2) AS price, "
    u"'\\x00ff'::bytea AS bin, TIMESTAMP '2024-02-29 13:45:10.25' AS ts, "
    u"DATE '2024-02-29' AS day, true AS flag FROM artist WHERE artist_id <= 2 "
    u"ORDER BY artist_id"_s;

} // namespace

using nelumbo::testing::unzipped;

class TstCliExport : public CliTestBase
{
    Q_OBJECT

    QString pgUrl() const { return qEnvironmentVariable("NELUMBO_TEST_PG_URL"); }

    // The files of a fresh folder after the run, for "nothing left behind".
    static QStringList filesIn(const QString& folder)
    {
        return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }

private Q_SLOTS:
    void initTestCase() { initCli(); }

    void formats_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray uni = "Caf\xc3\xa9 \xe2\x98\x95";
        QTest::newRow("sqlite tsv")
            << u"sqlite"_s << u"tsv"_s << QStringList()
            << "id\tname\tmissing\tquoted\tmulti\tuni\tprice\tbin\n"
               "1\tAC/DC\t\tsay \"hi\", ok | x\ta b\t" +
                   uni + "\t1.5\t0x00ff\n2\tAccept\t\tsay \"hi\", ok | x\ta b\t" + uni +
                   "\t1.5\t0x00ff\n";
        QTest::newRow("sqlite csv options")
            << u"sqlite"_s << u"csv"_s
            << QStringList{u"--delimiter"_s, u"\\t"_s, u"--quote-all"_s, u"--no-header"_s}
            << "\"1\"\t\"AC/DC\"\t\t\"say \"\"hi\"\", ok | x\"\t\"a\nb\"\t\"" + uni +
                   "\"\t\"1.5\"\t\"0x00ff\"\r\n"
                   "\"2\"\t\"Accept\"\t\t\"say \"\"hi\"\", ok | x\"\t\"a\nb\"\t\"" +
                   uni + "\"\t\"1.5\"\t\"0x00ff\"\r\n";
        QTest::newRow("sqlite ndjson")
            << u"sqlite"_s << u"ndjson"_s << QStringList()
            << "{\"id\":1,\"name\":\"AC/DC\",\"missing\":null,\"quoted\":\"say \\\"hi\\\", ok | "
               "x\",\"multi\":\"a\\nb\",\"uni\":\"" +
                   uni +
                   "\",\"price\":1.5,\"bin\":\"0x00ff\"}\n"
                   "{\"id\":2,\"name\":\"Accept\",\"missing\":null,\"quoted\":\"say \\\"hi\\\", "
                   "ok | x\",\"multi\":\"a\\nb\",\"uni\":\"" +
                   uni + "\",\"price\":1.5,\"bin\":\"0x00ff\"}\n";
        QTest::newRow("sqlite markdown")
            << u"sqlite"_s << u"markdown"_s << QStringList()
            << "| id | name | missing | quoted | multi | uni | price | bin |\n"
               "| ---: | --- | --- | --- | --- | --- | ---: | --- |\n"
               "| 1 | AC/DC |  | say \"hi\", ok \\| x | a<br>b | " +
                   uni +
                   " | 1.5 | 0x00ff |\n"
                   "| 2 | Accept |  | say \"hi\", ok \\| x | a<br>b | " +
                   uni + " | 1.5 | 0x00ff |\n";
        QTest::newRow("sqlite insert")
            << u"sqlite"_s << u"insert"_s << QStringList{u"--table"_s, u"artist copy"_s}
            << "INSERT INTO \"artist copy\" (id, name, missing, quoted, multi, uni, price, bin) "
               "VALUES (1, 'AC/DC', NULL, 'say \"hi\", ok | x', 'a\nb', '" +
                   uni +
                   "', 1.5, X'00ff');\n"
                   "INSERT INTO \"artist copy\" (id, name, missing, quoted, multi, uni, price, "
                   "bin) VALUES (2, 'Accept', NULL, 'say \"hi\", ok | x', 'a\nb', '" +
                   uni + "', 1.5, X'00ff');\n";
        QTest::newRow("postgres csv")
            << u"postgres"_s << u"csv"_s << QStringList{u"--bom"_s}
            << "\xEF\xBB\xBFid,name,missing,quoted,multi,uni,price,bin,ts,day,flag\r\n"
               "1,AC/DC,,\"say \"\"hi\"\", ok | x\",\"a\nb\"," +
                   uni +
                   ",1.50,0x00ff,2024-02-29 13:45:10.25,2024-02-29,true\r\n"
                   "2,Accept,,\"say \"\"hi\"\", ok | x\",\"a\nb\"," +
                   uni + ",1.50,0x00ff,2024-02-29 13:45:10.25,2024-02-29,true\r\n";
        QTest::newRow("postgres ndjson")
            << u"postgres"_s << u"ndjson"_s << QStringList()
            << "{\"id\":1,\"name\":\"AC/DC\",\"missing\":null,\"quoted\":\"say \\\"hi\\\", ok | "
               "x\",\"multi\":\"a\\nb\",\"uni\":\"" +
                   uni +
                   "\",\"price\":1.50,\"bin\":\"0x00ff\",\"ts\":\"2024-02-29 13:45:10.25\","
                   "\"day\":\"2024-02-29\",\"flag\":true}\n"
                   "{\"id\":2,\"name\":\"Accept\",\"missing\":null,\"quoted\":\"say \\\"hi\\\", "
                   "ok | x\",\"multi\":\"a\\nb\",\"uni\":\"" +
                   uni +
                   "\",\"price\":1.50,\"bin\":\"0x00ff\",\"ts\":\"2024-02-29 13:45:10.25\","
                   "\"day\":\"2024-02-29\",\"flag\":true}\n";
        QTest::newRow("postgres markdown")
            << u"postgres"_s << u"markdown"_s << QStringList()
            << "| id | name | missing | quoted | multi | uni | price | bin | ts | day | flag |\n"
               "| ---: | --- | --- | --- | --- | --- | ---: | --- | --- | --- | --- |\n"
               "| 1 | AC/DC |  | say \"hi\", ok \\| x | a<br>b | " +
                   uni +
                   " | 1.50 | 0x00ff | 2024-02-29 13:45:10.25 | 2024-02-29 | true |\n"
                   "| 2 | Accept |  | say \"hi\", ok \\| x | a<br>b | " +
                   uni + " | 1.50 | 0x00ff | 2024-02-29 13:45:10.25 | 2024-02-29 | true |\n";
        QTest::newRow("postgres insert")
            << u"postgres"_s << u"insert"_s << QStringList{u"--table"_s, u"public.Artist_Copy"_s}
            << "INSERT INTO public.\"Artist_Copy\" (id, name, missing, quoted, multi, uni, price, "
               "bin, ts, day, flag) VALUES (1, 'AC/DC', NULL, 'say \"hi\", ok | x', 'a\nb', '" +
                   uni +
                   "', 1.50, '\\x00ff', '2024-02-29 13:45:10.25', '2024-02-29', TRUE);\n"
                   "INSERT INTO public.\"Artist_Copy\" (id, name, missing, quoted, multi, uni, "
                   "price, bin, ts, day, flag) VALUES (2, 'Accept', NULL, 'say \"hi\", ok | x', "
                   "'a\nb', '" +
                   uni + "', 1.50, '\\x00ff', '2024-02-29 13:45:10.25', '2024-02-29', TRUE);\n";
    }

    void formats()
    {
        QFETCH(QString, server);
        QFETCH(QString, format);
        QFETCH(QStringList, extra);
        QFETCH(QByteArray, expected);
        const bool pg = server == u"postgres"_s;
        if (pg && pgUrl().isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const QStringList base{u"run"_s, u"--source"_s, pg ? pgUrl() : m_url, u"--format"_s,
                               format};
        const QString statement = pg ? kPostgres : kSqlite;
        // To standard output (a pipe) and to --output FILE: the same bytes.
        CLI_RUN(piped, base + extra + QStringList{statement});
        QVERIFY2(piped.exitCode == 0, qPrintable(piped.err));
        QCOMPARE(piped.outBytes, expected);
        QTemporaryDir folder;
        const QString path = folder.filePath(u"out"_s);
        CLI_RUN(toFile, base + extra + QStringList{u"--output"_s, path, statement});
        QVERIFY2(toFile.exitCode == 0, qPrintable(toFile.err));
        QVERIFY(toFile.outBytes.isEmpty());
        QCOMPARE(fileText(path), expected);
        QCOMPARE(filesIn(folder.path()), QStringList{u"out"_s});
    }

    // table, csv and json keep printing every result of a script, into --output too.
    void printedFormatsToOutput()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(u"r.json"_s);
        CLI_RUN(r, runArgs(u"SELECT 1 AS a; SELECT 'x' AS b"_s,
                           {u"--format"_s, u"json"_s, u"-o"_s, path}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.outBytes.isEmpty());
        QCOMPARE(fileText(path),
                 QByteArray("[{\"columns\":[\"a\"],\"rows\":[[1]],\"row_count\":1,\"truncated\":"
                            "false},{\"columns\":[\"b\"],\"rows\":[[\"x\"]],\"row_count\":1,"
                            "\"truncated\":false}]\n"));
        // A script failing half-way leaves no file, and an older one unchanged.
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
        old.write("old");
        old.close();
        CLI_RUN(failed, runArgs(u"SELECT 1 AS a; SELECT * FROM NoSuchTable"_s,
                                {u"--format"_s, u"csv"_s, u"--output"_s, path}));
        QCOMPARE(failed.exitCode, 1);
        QVERIFY(failed.err.contains(u"NoSuchTable"_s));
        QCOMPARE(fileText(path), QByteArray("old"));
        QCOMPARE(filesIn(folder.path()), QStringList{u"r.json"_s});
    }

    void failingStatementLeavesNoFile_data()
    {
        QTest::addColumn<QString>("format");
        for (const char* f : {"csv", "tsv", "ndjson", "markdown", "xlsx", "table", "json"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void failingStatementLeavesNoFile()
    {
        QFETCH(QString, format);
        QTemporaryDir folder;
        const QString path = folder.filePath(u"out"_s);
        CLI_RUN(r, runArgs(u"SELECT * FROM NoSuchTable"_s,
                           {u"--format"_s, format, u"--output"_s, path}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"NoSuchTable"_s), qPrintable(r.err));
        QCOMPARE(filesIn(folder.path()), QStringList());
    }

    void xlsx_data()
    {
        QTest::addColumn<QString>("server");
        QTest::newRow("sqlite") << u"sqlite"_s;
        QTest::newRow("postgres") << u"postgres"_s;
    }

    void xlsx()
    {
        QFETCH(QString, server);
        const bool pg = server == u"postgres"_s;
        if (pg && pgUrl().isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        QTemporaryDir folder;
        const QString path = folder.filePath(u"r.xlsx"_s);
        const QString statement =
            pg ? u"SELECT invoice_id, invoice_date, billing_state, total, 123456789.125::numeric "
                 u"AS exact, 12345678901234567890.5::numeric AS huge FROM invoice "
                 u"ORDER BY invoice_id LIMIT 2"_s
               : u"SELECT InvoiceId, InvoiceDate, BillingState, Total, 123456789.125 AS exact, "
                 u"'12345678901234567890.5' AS huge FROM Invoice ORDER BY InvoiceId LIMIT 2"_s;
        CLI_RUN(r, QStringList({u"run"_s, u"--source"_s, pg ? pgUrl() : m_url, u"--format"_s,
                                u"xlsx"_s, u"--output"_s, path, statement}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(filesIn(folder.path()), QStringList{u"r.xlsx"_s});
        const QString sheet = QString::fromUtf8(unzipped(path, u"xl/worksheets/sheet1.xml"_s));
        QVERIFY2(sheet.contains(u"state=\"frozen\""_s), qPrintable(sheet.left(800)));
        QVERIFY(sheet.contains(u"<c r=\"A1\" s=\"1\" t=\"inlineStr\"><is><t>"_s));
        QVERIFY(sheet.contains(u"<cols><col min=\"1\" max=\"1\""_s));
        QVERIFY(sheet.contains(u"<c r=\"A2\"><v>1</v></c>"_s));
        QVERIFY(QRegularExpression(u"<c r=\"B2\" s=\"\\d+\"><v>44197</v></c>"_s)
                    .match(sheet)
                    .hasMatch());
        QVERIFY(!sheet.contains(u"r=\"C2\""_s)); // NULL: no cell
        QVERIFY(sheet.contains(u"<c r=\"D2\"><v>1.98</v></c>"_s));
        QVERIFY(sheet.contains(u"<c r=\"E2\"><v>123456789.125</v></c>"_s));
        QVERIFY(sheet.contains(u"<c r=\"F2\" t=\"inlineStr\"><is><t>12345678901234567890.5</t>"_s));
        QVERIFY(unzipped(path, u"xl/styles.xml"_s).contains("<font><b/>"));
        // To a pipe: the same workbook.
        CLI_RUN(piped, QStringList({u"run"_s, u"--source"_s, pg ? pgUrl() : m_url, u"--format"_s,
                                    u"xlsx"_s, statement}));
        QCOMPARE(piped.exitCode, 0);
        QVERIFY(piped.outBytes.startsWith("PK\x03\x04"));
        // The same sheet; the archive's size may differ by a byte, as its creation time does.
        const QString pipedPath = folder.filePath(u"piped.xlsx"_s);
        QFile pipedFile(pipedPath);
        QVERIFY(pipedFile.open(QIODevice::WriteOnly));
        pipedFile.write(piped.outBytes);
        pipedFile.close();
        QCOMPARE(QString::fromUtf8(unzipped(pipedPath, u"xl/worksheets/sheet1.xml"_s)), sheet);
    }

    // Binary output never reaches a terminal; script(1) gives the program one.
    void xlsxRefusedOnTerminal()
    {
        if (QStandardPaths::findExecutable(u"script"_s).isEmpty())
            QSKIP("script(1) is not installed");
        QProcess p;
        p.setProcessEnvironment(m_env);
        const QString command = u"'%1' run --source '%2' --format xlsx 'SELECT 1'"_s.arg(
            nelumbo::testing::cliPath(), m_url);
        p.start(u"script"_s, {u"-qec"_s, command, u"/dev/null"_s});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(u"xlsx is a binary format and standard output is a terminal"_s),
                 qPrintable(out));
        QVERIFY(!out.contains(u"PK"_s));
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("insert without table")
            << QStringList{u"--format"_s, u"insert"_s} << u"--table"_s;
        QTest::newRow("table without insert")
            << QStringList{u"--format"_s, u"csv"_s, u"--table"_s, u"t"_s} << u"--table"_s;
        QTest::newRow("delimiter of two")
            << QStringList{u"--format"_s, u"csv"_s, u"--delimiter"_s, u";;"_s} << u"--delimiter"_s;
        QTest::newRow("quote-all on json")
            << QStringList{u"--format"_s, u"json"_s, u"--quote-all"_s} << u"--quote-all"_s;
        QTest::newRow("max-rows on an export")
            << QStringList{u"--format"_s, u"ndjson"_s, u"--max-rows"_s, u"3"_s} << u"--max-rows"_s;
        QTest::newRow("unknown format") << QStringList{u"--format"_s, u"xml"_s} << u"xlsx"_s;
    }

    void usage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        CLI_RUN(r, runArgs(u"SELECT 1"_s, arguments));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void exportNeedsOneStatement()
    {
        CLI_RUN(r, runArgs(u"SELECT 1; SELECT 2"_s, {u"--format"_s, u"ndjson"_s}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"one statement"_s), qPrintable(r.err));
        QVERIFY(r.outBytes.isEmpty());
    }

    // Ctrl+C during an export to a file: exit 130, neither the file nor its temporary one.
    void interruptLeavesNoFile_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("xlsx") << u"xlsx"_s;
        QTest::newRow("ndjson") << u"ndjson"_s;
    }

    void interruptLeavesNoFile()
    {
#ifdef Q_OS_UNIX
        QFETCH(QString, format);
        QTemporaryDir folder;
        const QString path = folder.filePath(u"endless.out"_s);
        QProcess process;
        process.setProgram(nelumbo::testing::cliPath());
        process.setArguments(runArgs(u"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 "
                                     u"FROM c) SELECT x, 'row ' || x AS label FROM c"_s,
                                     {u"--format"_s, format, u"--output"_s, path}));
        process.setProcessEnvironment(m_env);
        process.setWorkingDirectory(m_dir.path());
        process.start();
        QVERIFY(process.waitForStarted(10000));
        // The endless rows never finish by themselves: the interrupt comes mid-export.
        QVERIFY(!process.waitForFinished(1500));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QVERIFY(process.readAllStandardError().contains("Interrupted"));
        QCOMPARE(filesIn(folder.path()), QStringList());
#else
        QSKIP("SIGINT is POSIX only");
#endif
    }

    // A language without INSERT statements says so before anything runs, and leaves no file.
    void insertRefusedOnRedis()
    {
        const QString url = qEnvironmentVariable("NELUMBO_TEST_REDIS_URL");
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        QTemporaryDir folder;
        CLI_RUN(r, {u"run"_s, u"--source"_s, url, u"--format"_s, u"insert"_s, u"--table"_s, u"t"_s,
                    u"-o"_s, folder.filePath(u"out.sql"_s), u"PING"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"no INSERT statements"_s), qPrintable(r.err));
        QCOMPARE(filesIn(folder.path()), QStringList());
        CLI_RUN(lines, {u"run"_s, u"--source"_s, url, u"--format"_s, u"ndjson"_s, u"PING"_s});
        QVERIFY2(lines.exitCode == 0, qPrintable(lines.err));
        QVERIFY2(lines.out.contains(u"PONG"_s), qPrintable(lines.out));
    }

    // The INSERT statements, run into a scratch table, give back the same rows.
    void insertRoundTripSqlite()
    {
        const QString select =
            u"SELECT TrackId, Name, Composer, UnitPrice, 'it''s ' || char(10) || '\u2615' AS odd, "
            u"X'00FF10' AS bin FROM Track ORDER BY TrackId LIMIT 200"_s;
        CLI_RUN(original, runArgs(select, {u"--format"_s, u"csv"_s}));
        QCOMPARE(original.exitCode, 0);
        QTemporaryDir folder;
        const QString inserts = folder.filePath(u"inserts.sql"_s);
        CLI_RUN(exported, runArgs(select, {u"--format"_s, u"insert"_s, u"--table"_s, u"scratch"_s,
                                           u"-o"_s, inserts}));
        QCOMPARE(exported.exitCode, 0);
        QCOMPARE(fileText(inserts).count("INSERT INTO scratch "), 200);

        // An empty file is an empty SQLite database.
        QFile empty(folder.filePath(u"scratch.db"_s));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        const QString scratch = u"sqlite://"_s + folder.filePath(u"scratch.db"_s);
        const QString script = u"CREATE TABLE scratch (TrackId INTEGER, Name TEXT, Composer TEXT, "
                               u"UnitPrice NUMERIC, odd TEXT, bin BLOB);\n"_s +
                               QString::fromUtf8(fileText(inserts));
        const QString scriptPath = writeScript(u"roundtrip.sql"_s, script);
        CLI_RUN(loaded, {u"run"_s, u"--source"_s, scratch, u"--write"_s, u"--format"_s, u"csv"_s,
                         u"-f"_s, scriptPath});
        QVERIFY2(loaded.exitCode == 0, qPrintable(loaded.err));
        CLI_RUN(copy, {u"run"_s, u"--source"_s, scratch, u"--format"_s, u"csv"_s,
                       u"SELECT * FROM scratch ORDER BY TrackId"_s});
        QCOMPARE(copy.exitCode, 0);
        QCOMPARE(copy.outBytes, original.outBytes);
    }

    void insertRoundTripPostgres()
    {
        if (pgUrl().isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        CLI_RUN(original, {u"run"_s, u"--source"_s, pgUrl(), u"--format"_s, u"csv"_s, kPostgres});
        QCOMPARE(original.exitCode, 0);
        CLI_RUN(inserts, {u"run"_s, u"--source"_s, pgUrl(), u"--format"_s, u"insert"_s,
                          u"--table"_s, u"artist_copy"_s, kPostgres});
        QCOMPARE(inserts.exitCode, 0);
        // A temporary table: it goes with the session.
        const QString script =
            u"CREATE TEMP TABLE artist_copy (id int, name text, missing text, quoted text, "
            u"multi text, uni text, price numeric(6,2), bin bytea, ts timestamp, day date, "
            u"flag boolean);\n"_s +
            inserts.out + u"SELECT * FROM artist_copy ORDER BY id;\n"_s;
        const QString scriptPath = writeScript(u"pg-roundtrip.sql"_s, script);
        CLI_RUN(copy, {u"run"_s, u"--source"_s, pgUrl(), u"--write"_s, u"--format"_s, u"csv"_s,
                       u"-f"_s, scriptPath});
        QVERIFY2(copy.exitCode == 0, qPrintable(copy.err));
        QCOMPARE(copy.outBytes, original.outBytes);
    }
};

NELUMBO_CORE_TEST_MAIN(TstCliExport)
#include "tst_cli_export.moc"
