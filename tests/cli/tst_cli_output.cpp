// nelumbo-cli run on a Chinook copy: table, CSV and JSON output, values as stored on every
// test server, row limits and a large streamed result.
#include "CliTestBase.h"
#include "CoreTestMain.h"

class TestCliOutput : public CliTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCli(); }

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
        QCOMPARE(r.out, QStringLiteral("w    | long") + pad + QStringLiteral(" | m\n") +
                            QStringLiteral("-----+") + QString(62, QLatin1Char('-')) +
                            QStringLiteral("+----\n") + QStringLiteral("日本 | ") + cut +
                            QStringLiteral(" | a\u21B5b\n") + QStringLiteral("abc  | y") +
                            QString(59, QLatin1Char(' ')) + QStringLiteral(" | \n") +
                            QStringLiteral("(2 rows)\n"));
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
        // REAL infinities in JSON follow the one rule for NaN and ±Infinity: strings, never
        // null; in CSV and the grid they are SQLite's own text.
        CLI_RUN(r, runArgs(QStringLiteral("SELECT 9e999 AS p, -9e999 AS m, 7919.0 AS r, "
                                          "'7919.0' AS t, 9223372036854775807 AS i"),
                           {QStringLiteral("--format"), QStringLiteral("json")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 QStringLiteral("{\"columns\":[\"p\",\"m\",\"r\",\"t\",\"i\"],"
                                "\"rows\":[[\"Infinity\",\"-Infinity\",7919.0,\"7919.0\","
                                "9223372036854775807]],\"row_count\":1,\"truncated\":false}\n"));
        CLI_RUN(csv, runArgs(QStringLiteral("SELECT 9e999 AS p, -9e999 AS m"),
                             {QStringLiteral("--format"), QStringLiteral("csv")}));
        QCOMPARE(csv.out, QStringLiteral("p,m\r\nInf,-Inf\r\n")); // as sqlite3 writes them
        // A REAL as the sqlite3 shell writes it: always with a decimal point.
        CLI_RUN(reals, runArgs(QStringLiteral("SELECT 7919.0 AS r, 0.1 AS d, 1e20 AS e"),
                               {QStringLiteral("--format"), QStringLiteral("csv")}));
        QCOMPARE(reals.out, QStringLiteral("r,d,e\r\n7919.0,0.1,1.0e+20\r\n"));
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
        QTest::newRow("json truncated") << "json"
                                        << "2" << artists
                                        << "{\"columns\":[\"ArtistId\"],\"rows\":[[1],[2]],"
                                           "\"row_count\":2,\"truncated\":true}\n"
                                        << "";
        QTest::newRow("json exactly the limit")
            << "json"
            << "3" << artists + QStringLiteral(" LIMIT 3")
            << "{\"columns\":[\"ArtistId\"],\"rows\":[[1],[2],[3]],"
               "\"row_count\":3,\"truncated\":false}\n"
            << "";
        QTest::newRow("table truncated")
            << "table"
            << "2" << artists << "ArtistId\n--------\n       1\n       2\n(2 rows)\n"
            << "(showing first 2 rows; more available)\n";
        QTest::newRow("table exactly the limit") << "table"
                                                 << "1" << artists + QStringLiteral(" LIMIT 1")
                                                 << "ArtistId\n--------\n       1\n(1 row)\n"
                                                 << "";
        QTest::newRow("csv truncated") << "csv"
                                       << "2" << artists << "ArtistId\r\n1\r\n2\r\n"
                                       << "(showing first 2 rows; more available)\n";
        // Limits past the first batch and past a full batch; the rows are checked by count.
        QTest::newRow("csv limit after the first batch")
            << "csv"
            << "274" << artists << ""
            << "(showing first 274 rows; more available)\n";
        QTest::newRow("csv limit after several batches")
            << "csv"
            << "5000" << kCount200k << ""
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

    void largeCsvResult()
    {
        CLI_RUN(r, runArgs(kCount200k, {QStringLiteral("--format"), QStringLiteral("csv")}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count(QLatin1String("\r\n")), 200000 + 1);
        QVERIFY(r.out.startsWith(QLatin1String("x\r\n1\r\n2\r\n")));
        QVERIFY(r.out.endsWith(QLatin1String("\r\n199999\r\n200000\r\n")));
        QCOMPARE(r.err, QString());
    }
};

NELUMBO_CORE_TEST_MAIN(TestCliOutput)

#include "tst_cli_output.moc"
