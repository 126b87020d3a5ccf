// The statements the grid asks a language for: a query re-run in the database ordered by one
// of its result columns, and INSERT statements of copied rows, per dialect.
#include "CoreTestMain.h"
#include "SqlDialects.h"
#include "adapter/AdapterRegistry.h"
#include "core/ErrorCodes.h"
#include "core/ExactNumber.h"

#include <QDateTime>
#include <QTimeZone>

using namespace nelumbo;

class TstResultRewrite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void orderedBy_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("column");
        QTest::addColumn<bool>("descending");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sqlite") << "sqlite"
                                << "SELECT Name FROM Artist"
                                << "Name" << false
                                << "SELECT * FROM (SELECT Name FROM Artist) AS nelumbo_sorted "
                                   "ORDER BY \"Name\" ASC";
        QTest::newRow("sqlite desc, semicolon")
            << "sqlite"
            << "  SELECT a FROM t ;  \n"
            << "a" << true
            << "SELECT * FROM (SELECT a FROM t) AS nelumbo_sorted ORDER BY \"a\" DESC";
        QTest::newRow("postgres nulls like the grid")
            << "postgres"
            << "select x from t"
            << "x" << false
            << "SELECT * FROM (select x from t) AS nelumbo_sorted ORDER BY \"x\" ASC NULLS FIRST";
        QTest::newRow("postgres desc")
            << "postgres"
            << "WITH c AS (SELECT 1 AS x) SELECT x FROM c"
            << "x" << true
            << "SELECT * FROM (WITH c AS (SELECT 1 AS x) SELECT x FROM c) AS nelumbo_sorted "
               "ORDER BY \"x\" DESC NULLS LAST";
        QTest::newRow("mysql backticks")
            << "mysql"
            << "SELECT `Name` FROM Artist;"
            << "Na`me" << false
            << "SELECT * FROM (SELECT `Name` FROM Artist) AS nelumbo_sorted ORDER BY `Na``me` "
               "ASC";
        QTest::newRow("quote inside the name")
            << "postgres"
            << "SELECT 1 AS \"a\"\"b\""
            << "a\"b" << false
            << "SELECT * FROM (SELECT 1 AS \"a\"\"b\") AS nelumbo_sorted ORDER BY \"a\"\"b\" ASC "
               "NULLS FIRST";
        QTest::newRow("template parts kept")
            << "sqlite"
            << "SELECT * FROM t WHERE a = {{a}} [[AND b = {{b}}]]"
            << "a" << false
            << "SELECT * FROM (SELECT * FROM t WHERE a = {{a}} [[AND b = {{b}}]]) AS "
               "nelumbo_sorted ORDER BY \"a\" ASC";
        QTest::newRow("last line comment")
            << "mysql"
            << "SELECT a FROM t -- the a's\n"
            << "a" << false
            << "SELECT * FROM (SELECT a FROM t -- the a's\n) AS nelumbo_sorted ORDER BY `a` ASC";
        QTest::newRow("semicolon in a string stays")
            << "sqlite"
            << "SELECT ';' AS s;"
            << "s" << false
            << "SELECT * FROM (SELECT ';' AS s) AS nelumbo_sorted ORDER BY \"s\" ASC";
        QTest::newRow("bracketed values")
            << "postgres"
            << "(VALUES (1), (2))"
            << "column1" << true
            << "SELECT * FROM ((VALUES (1), (2))) AS nelumbo_sorted ORDER BY \"column1\" DESC "
               "NULLS LAST";
    }

    void orderedBy()
    {
        QFETCH(QString, dialect);
        QFETCH(QString, statement);
        QFETCH(QString, column);
        QFETCH(bool, descending);
        QFETCH(QString, expected);
        const auto sorted = sqltest::sqlLanguage(dialect).orderedBy(statement, column, descending);
        QVERIFY2(sorted.ok(), qPrintable(sorted ? QString() : sorted.error().message));
        QCOMPARE(*sorted, expected);
    }

    // Statements that are not one query are left alone, with a reason.
    void notAQuery_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<QString>("statement");
        QTest::newRow("update") << "postgres"
                                << "UPDATE t SET a = 1";
        QTest::newRow("two statements") << "sqlite"
                                        << "SELECT 1; SELECT 2";
        QTest::newRow("pragma") << "sqlite"
                                << "PRAGMA table_info(t)";
        QTest::newRow("show") << "mysql"
                              << "SHOW TABLES";
        QTest::newRow("comment only") << "sqlite"
                                      << "-- nothing";
    }

    void notAQuery()
    {
        QFETCH(QString, dialect);
        QFETCH(QString, statement);
        const auto sorted = sqltest::sqlLanguage(dialect).orderedBy(statement, "a", false);
        QVERIFY(!sorted.ok());
        QCOMPARE(sorted.error().code, ErrorCode::Unsupported);
        QVERIFY(!sorted.error().message.isEmpty());
    }

    // A language without SQL (Redis) cannot sort in the database nor write INSERTs.
    void redisCannot()
    {
        const DatabaseAdapter* redis = AdapterRegistry::forScheme(QStringLiteral("redis"));
        QVERIFY(redis);
        const auto sorted = redis->language().orderedBy(u"GET k", QStringLiteral("value"), false);
        QVERIFY(!sorted.ok());
        QCOMPARE(sorted.error().code, ErrorCode::Unsupported);
        const auto insert = redis->language().insertStatement(QStringLiteral("t"), {"a"}, {1});
        QVERIFY(!insert.ok());
        QCOMPARE(insert.error().code, ErrorCode::Unsupported);
    }

    void insertStatement_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sqlite") << "sqlite"
                                << "INSERT INTO t (id, Name, \"select\", price, data, flag, "
                                   "at) VALUES (1, 'O''Brien \\ x', NULL, 12345678901234567.89, "
                                   "X'00ff', TRUE, '2024-05-06T07:08:09.000Z');";
        QTest::newRow("postgres") << "postgres"
                                  << "INSERT INTO t (id, \"Name\", \"select\", price, data, flag, "
                                     "at) VALUES (1, 'O''Brien \\ x', NULL, 12345678901234567.89, "
                                     "'\\x00ff', TRUE, '2024-05-06T07:08:09.000Z');";
        QTest::newRow("mysql") << "mysql"
                               << "INSERT INTO t (id, Name, `select`, price, data, flag, at) "
                                  "VALUES (1, 'O''Brien \\\\ x', NULL, 12345678901234567.89, "
                                  "X'00ff', TRUE, '2024-05-06T07:08:09.000Z');";
    }

    void insertStatement()
    {
        QFETCH(QString, dialect);
        QFETCH(QString, expected);
        const QStringList columns{"id", "Name", "select", "price", "data", "flag", "at"};
        const QVariantList values{1,
                                  QStringLiteral("O'Brien \\ x"),
                                  QVariant(),
                                  ExactNumber::variant(QStringLiteral("12345678901234567.89")),
                                  QByteArray::fromHex("00ff"),
                                  true,
                                  QDateTime(QDate(2024, 5, 6), QTime(7, 8, 9), Qt::UTC)};
        const auto insert =
            sqltest::sqlLanguage(dialect).insertStatement(QStringLiteral("t"), columns, values);
        QVERIFY(insert.ok());
        QCOMPARE(*insert, expected);
    }

    // A float that is not finite is text to SQL; a finite one its shortest digits.
    void floats()
    {
        const auto insert = sqltest::sqlLanguage(u"postgres")
                                .insertStatement(QStringLiteral("t"), {"a", "b"}, {0.1, qInf()});
        QVERIFY(insert.ok());
        QCOMPARE(*insert, QStringLiteral("INSERT INTO t (a, b) VALUES (0.1, 'Infinity');"));
    }
};

NELUMBO_CORE_TEST_MAIN(TstResultRewrite)
#include "tst_resultrewrite.moc"
