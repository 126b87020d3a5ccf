// nelumbo-cli run on a Chinook copy: scripts from files, arguments and stdin, failing
// statements, usage errors, help and version, source URLs, Ctrl+C.
#include "CliTestBase.h"
#include "CoreTestMain.h"

class TestCliScripts : public CliTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCli(); }

    void scriptFile()
    {
        const QString script = writeScript(
            QStringLiteral("script.sql"),
            QStringLiteral("-- Artists first\n"
                           "SELECT ArtistId FROM Artist ORDER BY ArtistId LIMIT 2;\n"
                           "CREATE TEMP TABLE t(x INTEGER, y TEXT);\n"
                           "INSERT INTO t VALUES (1, 'one'), (2, 'two; still one value');\n"
                           "/* then the new rows */\n"
                           "SELECT x, y FROM t ORDER BY x;\n"));
        QVERIFY(!script.isEmpty());
        // CREATE and INSERT change data: this run opts in to writes.
        const QStringList base{QStringLiteral("run"),      QStringLiteral("--write"),
                               QStringLiteral("--source"), m_url,
                               QStringLiteral("-f"),       script};

        CLI_RUN(csv, base + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csv.out, QStringLiteral("ArtistId\r\n1\r\n2\r\n"
                                         "\r\n"
                                         "x,y\r\n1,one\r\n2,two; still one value\r\n"));
        QCOMPARE(csv.err, QString());

        CLI_RUN(json, base + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = parseJson(json.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(doc.isArray());
        const QJsonArray results = doc.array();
        QCOMPARE(results.size(), 2); // only the statements that return rows
        QCOMPARE(results.at(0).toObject().value(QLatin1String("row_count")).toInt(), 2);
        const QJsonObject second = results.at(1).toObject();
        QCOMPARE(second.value(QLatin1String("columns")).toArray(),
                 QJsonArray({QStringLiteral("x"), QStringLiteral("y")}));
        QCOMPARE(second.value(QLatin1String("rows")).toArray().at(1).toArray(),
                 QJsonArray({2, QStringLiteral("two; still one value")}));
        QCOMPARE(second.value(QLatin1String("truncated")).toBool(true), false);

        CLI_RUN(table, base);
        QCOMPARE(table.exitCode, 0);
        QCOMPARE(table.out, QStringLiteral("ArtistId\n--------\n       1\n       2\n(2 rows)\n"
                                           "\n"
                                           "x | y\n--+---------------------\n"
                                           "1 | one\n2 | two; still one value\n(2 rows)\n"));
        QVERIFY2(table.err.contains(QLatin1String("OK, 2 rows affected\n")), qPrintable(table.err));
        QCOMPARE(table.err.count(QLatin1String("OK")), 2); // CREATE and INSERT
    }

    void scriptArgumentAndStdin()
    {
        CLI_RUN(arg, runArgs(QStringLiteral("SELECT 1 AS a; SELECT 2 AS b"),
                             {QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(arg.exitCode, 0);
        QCOMPARE(arg.out, QStringLiteral("[{\"columns\":[\"a\"],\"rows\":[[1]],\"row_count\":1,"
                                         "\"truncated\":false},{\"columns\":[\"b\"],\"rows\":[[2]],"
                                         "\"row_count\":1,\"truncated\":false}]\n"));

        CLI_RUN(in,
                {QStringLiteral("run"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-f"),
                 QStringLiteral("-")},
                {}, QByteArrayLiteral("SELECT 'from stdin' AS s;"));
        QCOMPARE(in.exitCode, 0);
        QCOMPARE(in.out, QStringLiteral("s\r\nfrom stdin\r\n"));

        // "--" lets a statement start with a comment.
        CLI_RUN(dash, {QStringLiteral("run"), QStringLiteral("--source"), m_url,
                       QStringLiteral("--format=csv"), QStringLiteral("--"),
                       QStringLiteral("-- a comment\nSELECT 3 AS c")});
        QCOMPARE(dash.exitCode, 0);
        QCOMPARE(dash.out, QStringLiteral("c\r\n3\r\n"));
    }

    void statementStartingWithComment()
    {
        // A statement that begins with an SQL comment is a statement, not an unknown option:
        // after the options, before them, and after "--".
        const QString statement = QStringLiteral("-- a note\nSELECT 4 AS d");
        const QStringList csv{QStringLiteral("--format"), QStringLiteral("csv")};
        CLI_RUN(after, runArgs(statement, csv));
        QCOMPARE(after.err, QString());
        QCOMPARE(after.exitCode, 0);
        QCOMPARE(after.out, QStringLiteral("d\r\n4\r\n"));
        CLI_RUN(before,
                QStringList{QStringLiteral("run"), statement, QStringLiteral("--source"), m_url} +
                    csv);
        QCOMPARE(before.err, QString());
        QCOMPARE(before.exitCode, 0);
        QCOMPARE(before.out, QStringLiteral("d\r\n4\r\n"));
        CLI_RUN(dashes, QStringList{QStringLiteral("run"), QStringLiteral("--source"), m_url,
                                    QStringLiteral("--format=csv"), QStringLiteral("--"),
                                    QStringLiteral("--no space\nSELECT 5 AS e")});
        QCOMPARE(dashes.exitCode, 0);
        QCOMPARE(dashes.out, QStringLiteral("e\r\n5\r\n"));
        CLI_RUN(tight, runArgs(QStringLiteral("--no space\nSELECT 6 AS f"), csv));
        QCOMPARE(tight.err, QString());
        QCOMPARE(tight.out, QStringLiteral("f\r\n6\r\n"));
        // An option's value is left alone, and a real unknown option is still one.
        CLI_RUN(value,
                runArgs(QStringLiteral("SELECT {{n}} AS n"),
                        csv + QStringList{QStringLiteral("--var"), QStringLiteral("n=-- x")}));
        QCOMPARE(value.exitCode, 0);
        QCOMPARE(value.out, QStringLiteral("n\r\n-- x\r\n"));
        CLI_RUN(odd, runArgs(QStringLiteral("SELECT 1"),
                             {QStringLiteral("--format"), QStringLiteral("- odd format")}));
        QCOMPARE(odd.exitCode, 2);
        QVERIFY2(odd.err.contains(QLatin1String("- odd format")), qPrintable(odd.err));
        CLI_RUN(unknown, runArgs(QStringLiteral("SELECT 1"), {QStringLiteral("--bogus")}));
        QCOMPARE(unknown.exitCode, 2);
    }

    void emptyScript()
    {
        const QString script =
            writeScript(QStringLiteral("empty.sql"), QStringLiteral("-- nothing here\n"));
        CLI_RUN(r,
                {QStringLiteral("run"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-f"), script});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("[]\n"));
    }

    void failingStatement()
    {
        const QString script =
            writeScript(QStringLiteral("failing.sql"), QStringLiteral("SELECT 1 AS a;\n"
                                                                      "SELECT 2 AS b;\n"
                                                                      "\n"
                                                                      "-- this one fails\n"
                                                                      "SELECT * FROM NoSuchTable;\n"
                                                                      "SELECT 3 AS c;\n"));
        CLI_RUN(r,
                {QStringLiteral("run"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-f"), script});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QStringLiteral("a\r\n1\r\n\r\nb\r\n2\r\n")); // nothing after the error
        QCOMPARE(r.err,
                 QStringLiteral("error: statement 3 (line 5): no such table: NoSuchTable\n"));

        // The JSON array is still closed, holding the results that completed.
        CLI_RUN(json, runArgs(QStringLiteral("SELECT 1 AS a; SELEC 2"),
                              {QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(json.exitCode, 1);
        QJsonParseError error;
        QCOMPARE(parseJson(json.out, &error).array().size(), 1);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY2(json.err.startsWith(QLatin1String("error: statement 2 (line 1): ")),
                 qPrintable(json.err));
        // Read-only mode refuses what it cannot read as a query before the database sees it.
        QVERIFY2(json.err.contains(QLatin1String("SELEC")), qPrintable(json.err));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString db = QStringLiteral("sqlite:chinook.sqlite");
        const QString run = QStringLiteral("run");
        const QString src = QStringLiteral("--source");
        const QString select = QStringLiteral("SELECT 1");

        QTest::newRow("no command") << QStringList() << "no command";
        QTest::newRow("unknown global option") << QStringList{"--bogus"} << "bogus";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "frobnicate";
        QTest::newRow("help for unknown command")
            << QStringList{"help", "frobnicate"} << "frobnicate";
        QTest::newRow("missing --source") << QStringList{run, select} << "--source";
        QTest::newRow("empty --source") << QStringList{run, src, "", select} << "--source";
        QTest::newRow("unknown option") << QStringList{run, src, db, "--bogus", select} << "bogus";
        QTest::newRow("nothing to run") << QStringList{run, src, db} << "STATEMENT";
        QTest::newRow("statement and file")
            << QStringList{run, src, db, "-f", "x.sql", select} << "not both";
        QTest::newRow("two statements")
            << QStringList{run, src, db, select, select} << "one STATEMENT";
        QTest::newRow("bad format")
            << QStringList{run, src, db, "--format", "xml", select} << "xml";
        QTest::newRow("negative max-rows")
            << QStringList{run, src, db, "--max-rows", "-1", select} << "--max-rows";
        QTest::newRow("text max-rows")
            << QStringList{run, src, db, "--max-rows", "many", select} << "--max-rows";
        QTest::newRow("fractional max-rows")
            << QStringList{run, src, db, "--max-rows", "1.5", select} << "--max-rows";
        QTest::newRow("option without value") << QStringList{run, select, src} << "source";
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        CLI_RUN(r, arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QLatin1String("error: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("--help")), qPrintable(r.err));
    }

    void globalHelp()
    {
        CLI_RUN(r, {QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        for (const char* text : {"Usage: nelumbo-cli COMMAND", "run", "help COMMAND", "-h, --help",
                                 "--version", "130"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);

        CLI_RUN(h, {QStringLiteral("help")});
        QCOMPARE(h.exitCode, 0);
        QCOMPARE(h.out, r.out);
    }

    void runHelp()
    {
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        for (const char* text : {"Usage: nelumbo-cli run",
                                 "--source SRC",
                                 "sqlite:relative/path.db",
                                 "sqlite:///absolute/path.db",
                                 "demo",
                                 "-f, --file FILE",
                                 "--format FORMAT",
                                 "table",
                                 "csv",
                                 "json",
                                 "--max-rows N",
                                 "-h, --help",
                                 "STATEMENT",
                                 "\"truncated\"",
                                 "Ctrl+C",
                                 "130",
                                 "\"truncated\":true means",
                                 "failed or was interrupted",
                                 "\\x1B",
                                 "\\u202E",
                                 "standard error"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
        for (const QString& line : r.out.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 80, qPrintable(line));

        CLI_RUN(viaHelp, {QStringLiteral("help"), QStringLiteral("run")});
        QCOMPARE(viaHelp.exitCode, 0);
        QCOMPARE(viaHelp.out, r.out);
        CLI_RUN(viaGlobal, {QStringLiteral("--help"), QStringLiteral("run")});
        QCOMPARE(viaGlobal.out, r.out);
    }

    void version()
    {
        CLI_RUN(r, {QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("nelumbo-cli " NELUMBO_VERSION "\n"));
        QCOMPARE(r.err, QString());
    }

    void absoluteUrl()
    {
        // From a working directory that holds no database.
        CLI_RUN(r,
                runArgs(QStringLiteral("SELECT count(*) AS n FROM Artist"),
                        {QStringLiteral("--format"), QStringLiteral("csv")}),
                QDir::rootPath());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("n\r\n275\r\n"));
    }

    void relativeUrl()
    {
        const QString sub = m_dir.filePath(QStringLiteral("sub"));
        QVERIFY(QDir().mkpath(sub));
        const QStringList tail{QStringLiteral("--format"), QStringLiteral("csv"),
                               QStringLiteral("SELECT count(*) AS n FROM Album")};
        CLI_RUN(here, QStringList{QStringLiteral("run"), QStringLiteral("--source"),
                                  QStringLiteral("sqlite:chinook.sqlite")} +
                          tail);
        QCOMPARE(here.exitCode, 0);
        QCOMPARE(here.out, QStringLiteral("n\r\n347\r\n"));

        CLI_RUN(up,
                QStringList{QStringLiteral("run"), QStringLiteral("--source"),
                            QStringLiteral("sqlite:../chinook.sqlite")} +
                    tail,
                sub);
        QCOMPARE(up.exitCode, 0);
        QCOMPARE(up.out, QStringLiteral("n\r\n347\r\n"));

        // The same relative URL from elsewhere names another file.
        CLI_RUN(elsewhere,
                QStringList{QStringLiteral("run"), QStringLiteral("--source"),
                            QStringLiteral("sqlite:chinook.sqlite")} +
                    tail,
                sub);
        QCOMPARE(elsewhere.exitCode, 1);
        QVERIFY2(elsewhere.err.contains(QDir(sub).filePath(QStringLiteral("chinook.sqlite"))),
                 qPrintable(elsewhere.err));
    }

    void missingDatabaseFile()
    {
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--source"),
                    QStringLiteral("sqlite:missing.db"), QStringLiteral("SELECT 1")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QLatin1String("error: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("missing.db")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("does not exist")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("missing.db"))));
    }

    void missingScriptFile()
    {
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--source"), m_url, QStringLiteral("-f"),
                    QStringLiteral("missing.sql")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("cannot read missing.sql")), qPrintable(r.err));
    }

    void badSourceUrl_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("message");
        QTest::newRow("bare path") << "chinook.sqlite"
                                   << "not a source URL";
        QTest::newRow("unknown scheme") << "mysql://localhost/db"
                                        << "mysql";
        QTest::newRow("host in sqlite URL") << "sqlite://host/x.db"
                                            << "empty host";
    }

    void badSourceUrl()
    {
        QFETCH(QString, source);
        QFETCH(QString, message);
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--source"), source,
                    QStringLiteral("SELECT 1")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QLatin1String("error: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void interruptRunningStatement()
    {
#ifdef Q_OS_UNIX
        // The statement computes for ever without producing a row: only an interrupt ends it.
        QProcess process;
        process.setProgram(nelumbo::testing::cliPath());
        process.setArguments(runArgs(QStringLiteral(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT max(x) FROM c")));
        process.setProcessEnvironment(m_env);
        process.start();
        QVERIFY(process.waitForStarted(10000));
        // Kept: lets the statement start computing before the interrupt; it never ends by
        // itself, so the check holds however long this takes.
        QVERIFY(!process.waitForFinished(1500)); // still computing
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
        QVERIFY(process.waitForFinished(5000));
        QVERIFY2(timer.elapsed() < 5000, "the interrupt took too long");
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        QCOMPARE(process.readAllStandardOutput(), QByteArray()); // no half table
        QVERIFY(process.readAllStandardError().contains("Interrupted"));
#else
        QSKIP("SIGINT is POSIX only");
#endif
    }

    void interruptStreamingStatement()
    {
#ifdef Q_OS_UNIX
        // Endless rows in csv: they are streamed, and Ctrl+C stops them between batches.
        QProcess process;
        process.setProgram(nelumbo::testing::cliPath());
        process.setArguments(
            runArgs(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) "
                                   "SELECT x FROM c"),
                    {QStringLiteral("--format"), QStringLiteral("csv")}));
        process.setProcessEnvironment(m_env);
        process.start();
        QVERIFY(process.waitForStarted(10000));
        QVERIFY(process.waitForReadyRead(10000)); // rows arrive before the statement ends
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
        QVERIFY(process.waitForFinished(5000));
        QVERIFY2(timer.elapsed() < 5000, "the interrupt took too long");
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);

        // Whole rows only, numbered without gaps.
        const QByteArray out = process.readAllStandardOutput();
        QVERIFY(out.startsWith("x\r\n1\r\n"));
        QVERIFY(out.endsWith("\r\n"));
        const QList<QByteArray> lines = out.left(out.size() - 2).split('\n');
        QVERIFY(lines.size() > 2);
        QCOMPARE(lines.last().trimmed().toLongLong(), qint64(lines.size() - 1));
#else
        QSKIP("SIGINT is POSIX only");
#endif
    }
};

NELUMBO_CORE_TEST_MAIN(TestCliScripts)

#include "tst_cli_scripts.moc"
