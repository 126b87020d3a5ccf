#include "CoreTestMain.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#ifdef Q_OS_UNIX
#include <csignal>
#endif

namespace {

const QString kArtists =
    QStringLiteral("SELECT ArtistId, Name FROM Artist ORDER BY ArtistId LIMIT 3");
const QString kNulls = QStringLiteral("SELECT NULL AS n, 'a,b' AS s");
const QString kCount200k = QStringLiteral(
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<200000) SELECT x FROM c");

struct Run
{
    bool finished = false;
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

// Checks that the program ran to its end by itself, then leaves its outcome in `var`.
#define CLI_RUN(var, ...)                                                                      \
    const Run var = run(__VA_ARGS__);                                                          \
    QVERIFY2(var.finished, "nelumbo-cli did not finish");                                      \
    QCOMPARE(var.status, QProcess::NormalExit)

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;  // absolute path of the Chinook copy
    QString m_url; // sqlite:///… for it
    QProcessEnvironment m_env;

    Run run(const QStringList& arguments, const QString& workingDirectory = {},
            const QByteArray& input = {}) const
    {
        QProcess process;
        process.setProgram(QStringLiteral(NELUMBO_CLI_PATH));
        process.setArguments(arguments);
        process.setProcessEnvironment(m_env);
        process.setWorkingDirectory(workingDirectory.isEmpty() ? m_dir.path() : workingDirectory);
        process.start();
        Run r;
        if (!process.waitForStarted(10000))
            return r;
        process.write(input);
        process.closeWriteChannel();
        r.finished = process.waitForFinished(60000);
        if (!r.finished) {
            process.kill();
            process.waitForFinished();
        }
        r.status = process.exitStatus();
        r.exitCode = process.exitCode();
        r.out = QString::fromUtf8(process.readAllStandardOutput());
        r.err = QString::fromUtf8(process.readAllStandardError());
        return r;
    }

    QStringList runArgs(const QString& statement, const QStringList& extra = {}) const
    {
        return QStringList{QStringLiteral("run"), QStringLiteral("--source"), m_url} + extra
               + QStringList{statement};
    }

    QString writeScript(const QString& name, const QString& text) const
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write(text.toUtf8());
        return path;
    }

    static QJsonDocument parseJson(const QString& text, QJsonParseError* error)
    {
        return QJsonDocument::fromJson(text.toUtf8(), error);
    }

    static QByteArray fileText(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    QString configPath() const { return m_env.value(QStringLiteral("NELUMBO_CONFIG")); }

    // Fails the test if the secret shows anywhere a person or another program could see it.
    static bool leaks(const Run& r, const QString& secret)
    {
        return r.out.contains(secret) || r.err.contains(secret);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QFileInfo::exists(QStringLiteral(NELUMBO_CLI_PATH)));
        m_db = m_dir.filePath(QStringLiteral("chinook.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(NELUMBO_CHINOOK_PATH), m_db));
        QVERIFY(QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner));
        m_url = QStringLiteral("sqlite://") + QDir::cleanPath(QFileInfo(m_db).absoluteFilePath());
        QVERIFY(m_url.startsWith(QLatin1String("sqlite:///")));

        // A private home, so --source demo installs into the temporary folder.
        for (const char* dir : {"home", "data", "config", "cache"})
            QVERIFY(QDir(m_dir.path()).mkpath(QLatin1String(dir)));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        m_env.insert(QStringLiteral("NELUMBO_CONFIG"),
                     m_dir.filePath(QStringLiteral("config/nelumbo.conf")));
        m_env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        // No keychain service, on every machine: a developer's real keychain stays untouched.
        m_env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                     QStringLiteral("unix:path=/nonexistent/nelumbo-test-bus"));
    }

    void tableFormat()
    {
        CLI_RUN(r, runArgs(kArtists));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("ArtistId | Name\n"
                                       "---------+----------\n"
                                       "       1 | AC/DC\n"
                                       "       2 | Accept\n"
                                       "       3 | Aerosmith\n"
                                       "(3 rows)\n"));
        QCOMPARE(r.err, QString());
    }

    void tableNull()
    {
        CLI_RUN(r, runArgs(kNulls));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("n    | s\n"
                                       "-----+----\n"
                                       "NULL | a,b\n"
                                       "(1 row)\n"));
    }

    void tableWideAndLongCells()
    {
        // 日本 takes four columns; the 70-character cell is cut to 59 characters and "…".
        CLI_RUN(r,
                runArgs(QStringLiteral(
                    "SELECT '日本' AS w, printf('%.70c', 'x') AS long, 'a' || char(10) || 'b' AS m "
                    "UNION ALL SELECT 'abc', 'y', ''")));
        QCOMPARE(r.exitCode, 0);
        const QString cut = QString(59, QLatin1Char('x')) + QChar(0x2026);
        const QString pad = QString(60 - 4, QLatin1Char(' '));
        QCOMPARE(r.out, QStringLiteral("w    | long") + pad + QStringLiteral(" | m\n")
                            + QStringLiteral("-----+") + QString(62, QLatin1Char('-'))
                            + QStringLiteral("+----\n") + QStringLiteral("日本 | ") + cut
                            + QStringLiteral(" | a\u21B5b\n") + QStringLiteral("abc  | y")
                            + QString(59, QLatin1Char(' ')) + QStringLiteral(" | \n")
                            + QStringLiteral("(2 rows)\n"));
    }

    void csvFormat()
    {
        CLI_RUN(r, runArgs(kArtists, {QStringLiteral("--format"), QStringLiteral("csv")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("ArtistId,Name\r\n1,AC/DC\r\n2,Accept\r\n3,Aerosmith\r\n"));
        QCOMPARE(r.err, QString());
    }

    void csvQuoting()
    {
        CLI_RUN(r, runArgs(kNulls + QStringLiteral(", 'say \"hi\"' AS q, 'two' || char(10) || "
                                                   "'lines' AS m, ' pad' AS p, 42 AS i"),
                           {QStringLiteral("--format=csv")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 QStringLiteral("n,s,q,m,p,i\r\n"
                                ",\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\" pad\",42\r\n"));
    }

    void jsonFormat()
    {
        CLI_RUN(r, runArgs(kArtists, {QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("{\"columns\":[\"ArtistId\",\"Name\"],"
                                       "\"rows\":[[1,\"AC/DC\"],[2,\"Accept\"],[3,\"Aerosmith\"]],"
                                       "\"row_count\":3,\"truncated\":false}\n"));
        QCOMPARE(r.err, QString());
    }

    void jsonTypes()
    {
        CLI_RUN(r, runArgs(kNulls + QStringLiteral(", 42 AS i, 2.5 AS d, '7' AS t, x'00ff' AS b"),
                           {QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("{\"columns\":[\"n\",\"s\",\"i\",\"d\",\"t\",\"b\"],"
                                       "\"rows\":[[null,\"a,b\",42,2.5,\"7\",\"0x00ff\"]],"
                                       "\"row_count\":1,\"truncated\":false}\n"));
        QJsonParseError error;
        const QJsonDocument doc = parseJson(r.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray row = doc.object().value(QLatin1String("rows")).toArray().at(0).toArray();
        QVERIFY(row.at(0).isNull());
        QVERIFY(row.at(2).isDouble());
        QCOMPARE(row.at(2).toInteger(), 42);
        QCOMPARE(row.at(3).toDouble(), 2.5);
        QVERIFY(row.at(4).isString());
    }

    void jsonSpecialNumbers()
    {
        // REAL infinities follow the one rule for NaN and ±Infinity: strings, never null.
        CLI_RUN(r, runArgs(QStringLiteral("SELECT 9e999 AS p, -9e999 AS m, 7919.0 AS r, "
                                          "'7919.0' AS t, 9223372036854775807 AS i"),
                           {QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 QStringLiteral("{\"columns\":[\"p\",\"m\",\"r\",\"t\",\"i\"],"
                                "\"rows\":[[\"Infinity\",\"-Infinity\",7919,\"7919.0\","
                                "9223372036854775807]],\"row_count\":1,\"truncated\":false}\n"));
        CLI_RUN(csv, runArgs(QStringLiteral("SELECT 9e999 AS p, -9e999 AS m"),
                             {QStringLiteral("--format"), QStringLiteral("csv")}));
        QCOMPARE(csv.out, QStringLiteral("p,m\r\nInfinity,-Infinity\r\n"));
    }

    void valuesOnTestServers_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QStringList>("vars"); // --var name=value: a bound, prepared statement
        QTest::addColumn<QString>("columns");  // JSON of the column names
        QTest::addColumn<QString>("row");      // JSON of the row
        QTest::addColumn<QString>("csv");      // the CSV data line
        const QString pg = QStringLiteral("NELUMBO_TEST_PG_URL");
        const QString my = QStringLiteral("NELUMBO_TEST_MY_URL");
        const QString pgSelect = QStringLiteral(
            "SELECT 12345678901234567.89::numeric AS n, 1.50::numeric(5,2) AS s, "
            "'NaN'::float8 AS f, 'Infinity'::numeric AS i, "
            "timestamp '2024-02-29 13:14:15.123456' AS ts, timetz '13:14:15.5+05:30' AS tt, "
            "date '0044-03-15 BC' AS bc, 'infinity'::date AS d");
        const QString pgColumns =
            QStringLiteral("[\"n\",\"s\",\"f\",\"i\",\"ts\",\"tt\",\"bc\",\"d\"]");
        const QString pgRow = QStringLiteral(
            "[12345678901234567.89,1.50,\"NaN\",\"Infinity\",\"2024-02-29 13:14:15.123456\","
            "\"13:14:15.5+05:30\",\"0044-03-15 BC\",\"infinity\"]");
        const QString pgCsv = QStringLiteral("12345678901234567.89,1.50,NaN,Infinity,"
                                             "2024-02-29 13:14:15.123456,13:14:15.5+05:30,"
                                             "0044-03-15 BC,infinity");
        QTest::newRow("postgres") << pg << pgSelect << QStringList() << pgColumns << pgRow << pgCsv;
        QTest::newRow("postgres-bound")
            << pg << pgSelect + QStringLiteral(" WHERE {{one}} = '1'")
            << QStringList{QStringLiteral("one=1")} << pgColumns << pgRow << pgCsv;
        QTest::newRow("mariadb")
            << my
            << QStringLiteral("SELECT CAST(12345678901234567.89 AS DECIMAL(30,2)) AS n, "
                              "CAST(18446744073709551615 AS UNSIGNED) AS u, "
                              "CAST('2024-02-29 13:14:15.123456' AS DATETIME(6)) AS dt, "
                              "CAST('0000-00-00' AS DATE) AS z, "
                              "CAST('0000-00-00 00:00:00' AS DATETIME) AS zz")
            << QStringList() << QStringLiteral("[\"n\",\"u\",\"dt\",\"z\",\"zz\"]")
            << QStringLiteral("[12345678901234567.89,18446744073709551615,"
                              "\"2024-02-29 13:14:15.123456\",\"0000-00-00\","
                              "\"0000-00-00 00:00:00\"]")
            << QStringLiteral("12345678901234567.89,18446744073709551615,"
                              "2024-02-29 13:14:15.123456,0000-00-00,0000-00-00 00:00:00");
        // Bound: a prepared statement, whose values come in binary, keeps them all the same.
        QTest::newRow("mariadb-bound")
            << my
            << QStringLiteral("SELECT CAST(12345678901234567.89 AS DECIMAL(30,2)) AS n, "
                              "CAST(18446744073709551615 AS UNSIGNED) AS u, "
                              "CAST('2024-02-29 13:14:15.123456' AS DATETIME(6)) AS dt, "
                              "CAST('0000-00-00' AS DATE) AS z, "
                              "CAST('0000-00-00 00:00:00' AS DATETIME) AS zz, "
                              "CAST('-838:59:59.000001' AS TIME(6)) AS t "
                              "FROM DUAL WHERE {{one}} = 1")
            << QStringList{QStringLiteral("one=1")}
            << QStringLiteral("[\"n\",\"u\",\"dt\",\"z\",\"zz\",\"t\"]")
            << QStringLiteral("[12345678901234567.89,18446744073709551615,"
                              "\"2024-02-29 13:14:15.123456\",\"0000-00-00\","
                              "\"0000-00-00 00:00:00\",\"-838:59:59.000001\"]")
            << QStringLiteral("12345678901234567.89,18446744073709551615,"
                              "2024-02-29 13:14:15.123456,0000-00-00,0000-00-00 00:00:00,"
                              "-838:59:59.000001");
    }

    // Numbers and times arrive exactly as stored, in every format (tests/servers servers).
    void valuesOnTestServers()
    {
        QFETCH(QString, variable);
        QFETCH(QString, sql);
        QFETCH(QStringList, vars);
        QFETCH(QString, columns);
        QFETCH(QString, row);
        QFETCH(QString, csv);
        const QString url = m_env.value(variable);
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        auto args = [&](const QString& format) {
            QStringList a{QStringLiteral("run"), QStringLiteral("--source"), url,
                          QStringLiteral("--format"), format};
            for (const QString& v : vars)
                a << QStringLiteral("--var") << v;
            return a << sql;
        };
        CLI_RUN(json, args(QStringLiteral("json")));
        QCOMPARE(json.err, QString());
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.out, QStringLiteral("{\"columns\":") + columns +
                               QStringLiteral(",\"rows\":[") + row +
                               QStringLiteral("],\"row_count\":1,\"truncated\":false}\n"));
        QJsonParseError error;
        parseJson(json.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);

        CLI_RUN(csvRun, args(QStringLiteral("csv")));
        QCOMPARE(csvRun.exitCode, 0);
        QCOMPARE(csvRun.out.section(QStringLiteral("\r\n"), 1, 1), csv);

        CLI_RUN(table, args(QStringLiteral("table")));
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = table.out.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() > 2, qPrintable(table.out));
        QStringList cells = lines.at(2).split(QStringLiteral(" | "));
        for (QString& cell : cells)
            cell = cell.trimmed();
        QCOMPARE(cells.join(QLatin1Char(',')), csv);
    }

    void maxRows_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("maxRows");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("err");

        const QString artists = QStringLiteral("SELECT ArtistId FROM Artist ORDER BY ArtistId");
        QTest::newRow("json truncated")
            << "json" << "2" << artists
            << "{\"columns\":[\"ArtistId\"],\"rows\":[[1],[2]],"
               "\"row_count\":2,\"truncated\":true}\n"
            << "";
        QTest::newRow("json exactly the limit")
            << "json" << "3" << artists + QStringLiteral(" LIMIT 3")
            << "{\"columns\":[\"ArtistId\"],\"rows\":[[1],[2],[3]],"
               "\"row_count\":3,\"truncated\":false}\n"
            << "";
        QTest::newRow("table truncated")
            << "table" << "2" << artists
            << "ArtistId\n--------\n       1\n       2\n(2 rows)\n"
            << "(showing first 2 rows; more available)\n";
        QTest::newRow("table exactly the limit")
            << "table" << "1" << artists + QStringLiteral(" LIMIT 1")
            << "ArtistId\n--------\n       1\n(1 row)\n"
            << "";
        QTest::newRow("csv truncated")
            << "csv" << "2" << artists << "ArtistId\r\n1\r\n2\r\n"
            << "(showing first 2 rows; more available)\n";
        // Limits past the first batch and past a full batch; the rows are checked by count.
        QTest::newRow("csv limit after the first batch")
            << "csv" << "274" << artists << ""
            << "(showing first 274 rows; more available)\n";
        QTest::newRow("csv limit after several batches")
            << "csv" << "5000" << kCount200k << ""
            << "(showing first 5000 rows; more available)\n";
    }

    void maxRows()
    {
        QFETCH(QString, format);
        QFETCH(QString, maxRows);
        QFETCH(QString, statement);
        QFETCH(QString, out);
        QFETCH(QString, err);
        CLI_RUN(r, runArgs(statement, {QStringLiteral("--format"), format,
                                       QStringLiteral("--max-rows"), maxRows}));
        QCOMPARE(r.exitCode, 0);
        if (out.isEmpty()) {
            QCOMPARE(r.out.count(QLatin1String("\r\n")), maxRows.toInt() + 1);
            QVERIFY(r.out.endsWith(QStringLiteral("\r\n") + maxRows + QStringLiteral("\r\n")));
        } else {
            QCOMPARE(r.out, out);
        }
        QCOMPARE(r.err, err);
    }

    void tableDefaultLimitAndNoLimit()
    {
        CLI_RUN(r, runArgs(kCount200k));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.endsWith(QLatin1String("\n 999\n1000\n(1000 rows)\n")));
        QCOMPARE(r.out.count(QLatin1Char('\n')), 1000 + 3);
        QCOMPARE(r.err, QStringLiteral("(showing first 1000 rows; more available)\n"));

        CLI_RUN(all, runArgs(QStringLiteral("SELECT ArtistId FROM Artist"),
                             {QStringLiteral("--max-rows"), QStringLiteral("0")}));
        QCOMPARE(all.exitCode, 0);
        QVERIFY(all.out.endsWith(QLatin1String("(275 rows)\n")));
        QCOMPARE(all.err, QString());
    }

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
        const QStringList base{QStringLiteral("run"), QStringLiteral("--write"), QStringLiteral("--source"),
                               m_url, QStringLiteral("-f"), script};

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

        CLI_RUN(in, {QStringLiteral("run"), QStringLiteral("--source"), m_url,
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
        const QString script = writeScript(QStringLiteral("empty.sql"),
                                           QStringLiteral("-- nothing here\n"));
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--source"), m_url,
                    QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-f"),
                    script});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("[]\n"));
    }

    void failingStatement()
    {
        const QString script = writeScript(QStringLiteral("failing.sql"),
                                           QStringLiteral("SELECT 1 AS a;\n"
                                                          "SELECT 2 AS b;\n"
                                                          "\n"
                                                          "-- this one fails\n"
                                                          "SELECT * FROM NoSuchTable;\n"
                                                          "SELECT 3 AS c;\n"));
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--source"), m_url,
                    QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-f"),
                    script});
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
        QTest::newRow("help for unknown command") << QStringList{"help", "frobnicate"}
                                                  << "frobnicate";
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
        for (const char* text :
             {"Usage: nelumbo-cli run", "--source SRC", "sqlite:relative/path.db",
              "sqlite:///absolute/path.db", "demo", "-f, --file FILE", "--format FORMAT",
              "table", "csv", "json", "--max-rows N", "-h, --help", "STATEMENT", "\"truncated\"",
              "Ctrl+C", "130", "\"truncated\":true means", "failed or was interrupted",
              "\\x1B", "\\u202E", "standard error"})
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
        CLI_RUN(r, runArgs(QStringLiteral("SELECT count(*) AS n FROM Artist"),
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
                                  QStringLiteral("sqlite:chinook.sqlite")} + tail);
        QCOMPARE(here.exitCode, 0);
        QCOMPARE(here.out, QStringLiteral("n\r\n347\r\n"));

        CLI_RUN(up, QStringList{QStringLiteral("run"), QStringLiteral("--source"),
                                QStringLiteral("sqlite:../chinook.sqlite")} + tail,
                sub);
        QCOMPARE(up.exitCode, 0);
        QCOMPARE(up.out, QStringLiteral("n\r\n347\r\n"));

        // The same relative URL from elsewhere names another file.
        CLI_RUN(elsewhere, QStringList{QStringLiteral("run"), QStringLiteral("--source"),
                                       QStringLiteral("sqlite:chinook.sqlite")} + tail,
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
        QTest::newRow("bare path") << "chinook.sqlite" << "not a source URL";
        QTest::newRow("unknown scheme") << "mysql://localhost/db" << "mysql";
        QTest::newRow("host in sqlite URL") << "sqlite://host/x.db" << "empty host";
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

    void demoSource()
    {
        const QString installed =
            m_dir.filePath(QStringLiteral("data/Nelumbo/nelumbo/demo/chinook.sqlite"));
        QVERIFY(!QFileInfo::exists(installed));
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("demo"),
                    QStringLiteral("--format"), QStringLiteral("csv"),
                    QStringLiteral("SELECT count(*) FROM Track")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("count(*)\r\n3503\r\n"));
        QVERIFY(QFileInfo(installed).size() > 0);
    }

    void sourcesListsTheDemo()
    {
        CLI_RUN(r, {QStringLiteral("sources")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 2, qPrintable(r.out));
        QVERIFY(lines.at(0).startsWith(QLatin1String("NAME")));
        for (const char* column : {"KIND", "URL", "READ-ONLY", "AI"})
            QVERIFY2(lines.at(0).contains(QLatin1String(column)), column);
        QVERIFY2(lines.at(1).startsWith(QLatin1String("demo  ")), qPrintable(lines.at(1)));
        QVERIFY(lines.at(1).contains(QLatin1String("sqlite:///")));
        QVERIFY(lines.at(1).contains(QLatin1String("chinook.sqlite")));

        CLI_RUN(list, {QStringLiteral("sources"), QStringLiteral("list")});
        QCOMPARE(list.out, r.out);

        CLI_RUN(json, {QStringLiteral("sources"), QStringLiteral("--format"),
                       QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error;
        const QJsonArray array = parseJson(json.out, &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject demo = array.at(0).toObject();
        QCOMPARE(demo.value(QLatin1String("name")).toString(), QStringLiteral("demo"));
        QCOMPARE(demo.value(QLatin1String("kind")).toString(), QStringLiteral("sqlite"));
        QCOMPARE(demo.value(QLatin1String("read_only")).toBool(), true);
        QCOMPARE(demo.value(QLatin1String("built_in")).toBool(), true);
        QCOMPARE(demo.value(QLatin1String("ai")).toString(), QStringLiteral("enabled"));
    }

    void sourcesAddRunRemove()
    {
        // A relative path is made absolute, so the source works from anywhere.
        CLI_RUN(add, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("shop"),
                      QStringLiteral("sqlite:chinook.sqlite")});
        QCOMPARE(add.exitCode, 0);
        QVERIFY2(add.out.contains(QLatin1String("shop")), qPrintable(add.out));
        const QByteArray config = fileText(configPath());
        QVERIFY2(config.contains("[source.shop]"), config.constData());
        QVERIFY(config.contains(("url=" + m_url).toUtf8()));
        QVERIFY(config.contains("read_only=true"));

        CLI_RUN(list, {QStringLiteral("sources")});
        QVERIFY2(list.out.contains(
                     QRegularExpression(QStringLiteral("\\nshop +sqlite +sqlite:///\\S+"
                                                       "chinook.sqlite +yes +enabled\\n"))),
                 qPrintable(list.out));

        CLI_RUN(query, {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("shop"),
                        QStringLiteral("--format"), QStringLiteral("csv"),
                        QStringLiteral("SELECT count(*) AS n FROM Artist")},
                QDir::rootPath());
        QCOMPARE(query.exitCode, 0);
        QCOMPARE(query.out, QStringLiteral("n\r\n275\r\n"));

        CLI_RUN(test, {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("shop")});
        QCOMPARE(test.exitCode, 0);
        QVERIFY2(test.out.startsWith(QLatin1String("ok: SQLite 3.")), qPrintable(test.out));

        CLI_RUN(again, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("shop"),
                        QStringLiteral("sqlite:other.db")});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QLatin1String("exists already")), qPrintable(again.err));

        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("shop")});
        QCOMPARE(remove.exitCode, 0);
        QVERIFY(!fileText(configPath()).contains("source.shop"));
        CLI_RUN(after, {QStringLiteral("sources")});
        QVERIFY(!after.out.contains(QLatin1String("\nshop ")));

        CLI_RUN(twice,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("shop")});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY(twice.err.contains(QLatin1String("no source named \"shop\"")));
        CLI_RUN(demo,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("demo")});
        QCOMPARE(demo.exitCode, 1);
        QVERIFY(demo.err.contains(QLatin1String("built in")));
        CLI_RUN(unknown, {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("shop"),
                          QStringLiteral("SELECT 1")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QLatin1String("no source named \"shop\"")),
                 qPrintable(unknown.err));
    }

    void sourcesAddOptions()
    {
        CLI_RUN(add, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("wh"),
                      QStringLiteral("postgres://etl@warehouse.internal:5433/dw?sslmode=require"),
                      QStringLiteral("--read-write"), QStringLiteral("--search-path"),
                      QStringLiteral("mart,public"), QStringLiteral("--ai"),
                      QStringLiteral("no-row-data")});
        QCOMPARE(add.exitCode, 0);
        CLI_RUN(json, {QStringLiteral("sources"), QStringLiteral("--format=json")});
        QJsonObject wh;
        for (const QJsonValue& v : parseJson(json.out, nullptr).array())
            if (v.toObject().value(QLatin1String("name")).toString() == QLatin1String("wh"))
                wh = v.toObject();
        QCOMPARE(wh.value(QLatin1String("kind")).toString(), QStringLiteral("postgres"));
        QCOMPARE(wh.value(QLatin1String("url")).toString(),
                 QStringLiteral("postgres://etl@warehouse.internal:5433/dw?sslmode=require"));
        QCOMPARE(wh.value(QLatin1String("read_only")).toBool(true), false);
        QCOMPARE(wh.value(QLatin1String("search_path")).toArray(),
                 QJsonArray({QStringLiteral("mart"), QStringLiteral("public")}));
        QCOMPARE(wh.value(QLatin1String("ai")).toString(), QStringLiteral("no-row-data"));
        QCOMPARE(wh.value(QLatin1String("password")).toString(), QStringLiteral("none"));
        QCOMPARE(wh.value(QLatin1String("built_in")).toBool(true), false);
        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("wh")});
        QCOMPARE(remove.exitCode, 0);
    }

    void sourcesTestFailure()
    {
        CLI_RUN(add, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("gone"),
                      QStringLiteral("sqlite:nothing-here.db")});
        QCOMPARE(add.exitCode, 0);
        CLI_RUN(r, {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("gone")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QLatin1String("error: cannot connect to gone: ")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("does not exist")), qPrintable(r.err));

        CLI_RUN(unknown,
                {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("nosuch")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.err.contains(QLatin1String("no source named \"nosuch\"")));
        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("gone")});
        QCOMPARE(remove.exitCode, 0);
    }

    void configOption()
    {
        const QString other = m_dir.filePath(QStringLiteral("other.conf"));
        CLI_RUN(add, {QStringLiteral("--config"), other, QStringLiteral("sources"),
                      QStringLiteral("add"), QStringLiteral("elsewhere"), m_url});
        QCOMPARE(add.exitCode, 0);
        QVERIFY(fileText(other).contains("[source.elsewhere]"));
        QVERIFY(!fileText(configPath()).contains("elsewhere")); // NELUMBO_CONFIG is overridden

        CLI_RUN(list, {QStringLiteral("--config"), other, QStringLiteral("sources")});
        QVERIFY(list.out.contains(QLatin1String("\nelsewhere ")));
        CLI_RUN(plain, {QStringLiteral("sources")});
        QVERIFY(!plain.out.contains(QLatin1String("elsewhere")));

        CLI_RUN(query, {QStringLiteral("--config=") + other, QStringLiteral("run"),
                        QStringLiteral("--source"), QStringLiteral("elsewhere"),
                        QStringLiteral("--format"), QStringLiteral("csv"),
                        QStringLiteral("SELECT count(*) AS n FROM Genre")});
        QCOMPARE(query.exitCode, 0);
        QCOMPARE(query.out, QStringLiteral("n\r\n25\r\n"));

        // NELUMBO_CONFIG alone names the file too.
        QProcessEnvironment env = m_env;
        QProcess process;
        env.insert(QStringLiteral("NELUMBO_CONFIG"), other);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(NELUMBO_CLI_PATH), {QStringLiteral("sources")});
        QVERIFY(process.waitForFinished(30000));
        QVERIFY(process.readAllStandardOutput().contains("\nelsewhere "));

        CLI_RUN(empty, {QStringLiteral("--config="), QStringLiteral("sources")});
        QCOMPARE(empty.exitCode, 2);
    }

    void passwordsNeverShow()
    {
        const QString secret = QStringLiteral("Pw-7f3a9c-never-shown");
        const QString pgUrl = QStringLiteral("postgres://app@127.0.0.1:1/sales");
        const QString secrets = QFileInfo(configPath()).absoluteDir().filePath(
            QStringLiteral("secrets.ini"));
        const QStringList add{QStringLiteral("sources"), QStringLiteral("add"),
                              QStringLiteral("pg"), pgUrl, QStringLiteral("--password-stdin")};
        QList<Run> runs;

        // No keychain and no consent: nothing is stored anywhere, and the user is told why.
        CLI_RUN(refused, add, {}, (secret + QLatin1Char('\n')).toUtf8());
        runs << refused;
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QLatin1String("keychain")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QLatin1String("--allow-plaintext-secrets")),
                 qPrintable(refused.err));
        QVERIFY(!fileText(configPath()).contains("source.pg"));
        QVERIFY(!QFileInfo::exists(secrets));

        // With consent, to secrets.ini, owner-only.
        CLI_RUN(stored, add + QStringList{QStringLiteral("--allow-plaintext-secrets")}, {},
                (secret + QLatin1Char('\n')).toUtf8());
        runs << stored;
        QCOMPARE(stored.exitCode, 0);
        QVERIFY2(stored.err.contains(QLatin1String("plain text")), qPrintable(stored.err));
        QVERIFY(fileText(secrets).contains(secret.toUtf8()));
        QCOMPARE(QFile::permissions(secrets) & ~(QFile::ReadUser | QFile::WriteUser),
                 QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(fileText(configPath()).contains("password=secrets-file"));

        // Used, and failing (nothing listens on port 1), without ever showing it.
        CLI_RUN(test, {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("pg")});
        runs << test;
        QCOMPARE(test.exitCode, 1);
        QVERIFY2(test.err.contains(QLatin1String("cannot connect to pg")), qPrintable(test.err));
        CLI_RUN(query, {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("pg"),
                        QStringLiteral("SELECT 1")});
        runs << query;
        QCOMPARE(query.exitCode, 1);
        CLI_RUN(list,
                {QStringLiteral("sources"), QStringLiteral("--format"), QStringLiteral("json")});
        runs << list;
        QVERIFY(list.out.contains(pgUrl));

        // A password typed into a URL is refused for storage and masked in the message.
        CLI_RUN(inUrl, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("pg2"),
                        QStringLiteral("postgres://app:") + secret + QStringLiteral("@h/db")});
        runs << inUrl;
        QCOMPARE(inUrl.exitCode, 2);
        QVERIFY2(inUrl.err.contains(QLatin1String("postgres://app:***@h/db")),
                 qPrintable(inUrl.err));
        // Used directly, it works for that one run and is masked in errors.
        CLI_RUN(adHoc,
                {QStringLiteral("run"), QStringLiteral("--source"),
                 QStringLiteral("postgres://app:") + secret + QStringLiteral("@127.0.0.1:1/db"),
                 QStringLiteral("SELECT 1")});
        runs << adHoc;
        QCOMPARE(adHoc.exitCode, 1);
        QVERIFY2(adHoc.err.contains(QLatin1String("postgres://app@127.0.0.1:1/db")),
                 qPrintable(adHoc.err));

        // Help never shows one, even with the override variable set.
        QProcessEnvironment env = m_env;
        env.insert(QStringLiteral("NELUMBO_PASSWORD_PG"), secret);
        for (const QStringList& help :
             {QStringList{QStringLiteral("--help")},
              QStringList{QStringLiteral("help"), QStringLiteral("sources")},
              QStringList{QStringLiteral("sources"), QStringLiteral("--help")},
              QStringList{QStringLiteral("run"), QStringLiteral("--help")},
              QStringList{QStringLiteral("sources"), QStringLiteral("test"),
                          QStringLiteral("pg")}}) {
            QProcess process;
            process.setProcessEnvironment(env);
            process.start(QStringLiteral(NELUMBO_CLI_PATH), help);
            QVERIFY(process.waitForFinished(30000));
            Run r;
            r.out = QString::fromUtf8(process.readAllStandardOutput());
            r.err = QString::fromUtf8(process.readAllStandardError());
            QVERIFY(!r.out.isEmpty() || !r.err.isEmpty());
            runs << r;
        }

        for (const Run& r : std::as_const(runs))
            QVERIFY2(!leaks(r, secret), qPrintable(r.out + r.err));
        QVERIFY(!fileText(configPath()).contains(secret.toUtf8()));

        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("pg")});
        QCOMPARE(remove.exitCode, 0);
        QVERIFY(!fileText(secrets).contains(secret.toUtf8())); // removed with the source
    }

    void sourcesOnTestServers_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("version");
        QTest::newRow("postgres") << "NELUMBO_TEST_PG_URL" << "ok: PostgreSQL ";
        QTest::newRow("mariadb") << "NELUMBO_TEST_MY_URL" << "ok: MariaDB ";
    }

    void sourcesOnTestServers()
    {
        // The private servers of tests/servers (tools/dev.sh test); skipped without them.
        QFETCH(QString, variable);
        QFETCH(QString, version);
        const QUrl url(m_env.value(variable));
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const QString password = url.password();
        QUrl bare = url;
        bare.setPassword(QString());
        const QString name = QStringLiteral("srv-") + QTest::currentDataTag();
        const QString conf = m_dir.filePath(name + QStringLiteral(".conf"));

        // The password from the environment, for a source stored without one.
        CLI_RUN(add, {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                      QStringLiteral("add"), name, bare.toString()});
        QCOMPARE(add.exitCode, 0);
        QProcessEnvironment env = m_env;
        env.insert(QStringLiteral("NELUMBO_PASSWORD_") + name.toUpper().replace('-', '_'),
                   password);
        QProcess test;
        test.setProcessEnvironment(env);
        test.start(QStringLiteral(NELUMBO_CLI_PATH), {QStringLiteral("--config"), conf,
                                                      QStringLiteral("sources"),
                                                      QStringLiteral("test"), name});
        QVERIFY(test.waitForFinished(30000));
        const QString out = QString::fromUtf8(test.readAllStandardOutput());
        QCOMPARE(test.exitCode(), 0);
        QVERIFY2(out.startsWith(version), qPrintable(out));

        // Without it the server refuses, and says so.
        CLI_RUN(refused, {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                          QStringLiteral("test"), name});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.startsWith(QStringLiteral("error: cannot connect to ") + name),
                 qPrintable(refused.err));

        // The password from the plain-text store the user agreed to; run uses it.
        CLI_RUN(remove, {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                         QStringLiteral("remove"), name});
        QCOMPARE(remove.exitCode, 0);
        CLI_RUN(stored, {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                         QStringLiteral("add"), name, bare.toString(),
                         QStringLiteral("--password-stdin"),
                         QStringLiteral("--allow-plaintext-secrets")},
                {}, password.toUtf8() + '\n');
        QCOMPARE(stored.exitCode, 0);
        CLI_RUN(query, {QStringLiteral("--config"), conf, QStringLiteral("run"),
                        QStringLiteral("--source"), name, QStringLiteral("--format"),
                        QStringLiteral("csv"), QStringLiteral("SELECT 6 * 7 AS answer")});
        QCOMPARE(query.exitCode, 0);
        QCOMPARE(query.out, QStringLiteral("answer\r\n42\r\n"));
    }

    void handWrittenPasswordIsNotUsed()
    {
        const QString conf = m_dir.filePath(QStringLiteral("hand.conf"));
        QFile file(conf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[source.hand]\nurl=postgres://app:Hand-written-pw@127.0.0.1:1/db\n");
        file.close();
        CLI_RUN(r, {QStringLiteral("--config"), conf, QStringLiteral("sources")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.startsWith(QLatin1String("warning: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("source hand: the password in its url is ignored")),
                 qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("postgres://app@127.0.0.1:1/db")));
        QVERIFY(!leaks(r, QStringLiteral("Hand-written-pw")));
    }

    void sourcesUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString s = QStringLiteral("sources");
        QTest::newRow("unknown action") << QStringList{s, "frobnicate"} << "frobnicate";
        QTest::newRow("add without URL") << QStringList{s, "add", "x"} << "NAME and a URL";
        QTest::newRow("remove without name") << QStringList{s, "remove"} << "needs a NAME";
        QTest::newRow("too many") << QStringList{s, "test", "a", "b"} << "too many";
        QTest::newRow("bad name") << QStringList{s, "add", "my db", "sqlite::memory:"}
                                  << "not a valid source name";
        QTest::newRow("bad ai") << QStringList{s, "add", "x", "sqlite::memory:", "--ai", "maybe"}
                                << "maybe";
        QTest::newRow("format on add")
            << QStringList{s, "add", "x", "sqlite::memory:", "--format", "json"} << "--format";
        QTest::newRow("bad format") << QStringList{s, "--format", "csv"} << "csv";
        QTest::newRow("plaintext without stdin")
            << QStringList{s, "add", "x", "sqlite::memory:", "--allow-plaintext-secrets"}
            << "--password-stdin";
        QTest::newRow("unknown option") << QStringList{s, "--bogus"} << "bogus";
    }

    void sourcesUsageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        CLI_RUN(r, arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QLatin1String("error: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("sources --help")), qPrintable(r.err));
    }

    void sourcesHelp()
    {
        CLI_RUN(r, {QStringLiteral("sources"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        for (const char* text :
             {"Usage: nelumbo-cli sources", "add NAME URL", "remove NAME", "test NAME|URL",
              "--format FORMAT", "--read-write", "--search-path", "--ai POLICY", "no-row-data",
              "--password-stdin", "--allow-plaintext-secrets", "NELUMBO_PASSWORD_", "keychain",
              "postgres://", "mysql://", "demo", "docs/CONFIG.md"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
        for (const QString& line : r.out.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 80, qPrintable(line));
        CLI_RUN(viaHelp, {QStringLiteral("help"), QStringLiteral("sources")});
        QCOMPARE(viaHelp.out, r.out);

        CLI_RUN(global, {QStringLiteral("--help")});
        QVERIFY(global.out.contains(QLatin1String("--config FILE")));
        QVERIFY(global.out.contains(QLatin1String("sources")));
        for (const QString& line : global.out.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 80, qPrintable(line));
    }

    void largeCsvResult()
    {
        CLI_RUN(r, runArgs(kCount200k, {QStringLiteral("--format"), QStringLiteral("csv")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count(QLatin1String("\r\n")), 200000 + 1);
        QVERIFY(r.out.startsWith(QLatin1String("x\r\n1\r\n2\r\n")));
        QVERIFY(r.out.endsWith(QLatin1String("\r\n199999\r\n200000\r\n")));
        QCOMPARE(r.err, QString());
    }

    void interruptRunningStatement()
    {
#ifdef Q_OS_UNIX
        // The statement computes for ever without producing a row: only an interrupt ends it.
        QProcess process;
        process.setProgram(QStringLiteral(NELUMBO_CLI_PATH));
        process.setArguments(runArgs(QStringLiteral(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT max(x) FROM c")));
        process.setProcessEnvironment(m_env);
        process.start();
        QVERIFY(process.waitForStarted(10000));
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
        process.setProgram(QStringLiteral(NELUMBO_CLI_PATH));
        process.setArguments(runArgs(
            QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) "
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

NELUMBO_CORE_TEST_MAIN(TestCli)

#include "tst_cli.moc"
