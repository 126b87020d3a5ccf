#include "CoreTestMain.h"
#include "sql/SqlLanguage.h"
#include "sql/SqlText.h"

using nelumbo::SqlLanguage;
using nelumbo::SqlProfile;
using nelumbo::StatementRange;
using namespace Qt::StringLiterals;

// Splitting as every SQL adapter's language does it (the standard SQL profile).
static const SqlLanguage language{SqlProfile{}};

class TstSqlText : public QObject
{
    Q_OBJECT

    static QStringList texts(const QString& script)
    {
        QStringList out;
        for (const StatementRange& r : language.split(script))
            out << script.mid(r.begin, r.length());
        return out;
    }

private Q_SLOTS:
    void split_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("single") << "SELECT 1" << QStringList{"SELECT 1"};
        QTest::newRow("two") << "SELECT 1;\nSELECT 2;" << QStringList{"SELECT 1", "SELECT 2"};
        QTest::newRow("empty statements") << ";;  ;\n" << QStringList{};
        QTest::newRow("semicolon in string")
            << "SELECT 'a;b'; SELECT 2" << QStringList{"SELECT 'a;b'", "SELECT 2"};
        QTest::newRow("escaped quote")
            << "SELECT 'it''s;'; SELECT 3" << QStringList{"SELECT 'it''s;'", "SELECT 3"};
        QTest::newRow("quoted identifier")
            << "SELECT \"a;\" FROM t; SELECT `b;`; SELECT [c;]"
            << QStringList{"SELECT \"a;\" FROM t", "SELECT `b;`", "SELECT [c;]"};
        QTest::newRow("line comment") << "SELECT 1 -- not here;\n; SELECT 2"
                                      << QStringList{"SELECT 1 -- not here;", "SELECT 2"};
        QTest::newRow("block comment")
            << "SELECT /* ; */ 1; SELECT 2" << QStringList{"SELECT /* ; */ 1", "SELECT 2"};
        QTest::newRow("comment only") << "-- just a note;\n/* and; this */" << QStringList{};
        QTest::newRow("dollar quote")
            << "CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql; SELECT 2"
            << QStringList{
                   "CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql",
                   "SELECT 2"};
        QTest::newRow("trigger body")
            << "CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = CASE WHEN 1 THEN 2 END; "
               "DELETE FROM c; END; SELECT 1"
            << QStringList{"CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = CASE WHEN 1 "
                           "THEN 2 END; DELETE FROM c; END",
                           "SELECT 1"};
        QTest::newRow("begin transaction is not a block")
            << "BEGIN; SELECT 1; COMMIT;" << QStringList{"BEGIN", "SELECT 1", "COMMIT"};
        QTest::newRow("unterminated string")
            << "SELECT 'abc; SELECT 2" << QStringList{"SELECT 'abc; SELECT 2"};
        QTest::newRow("unicode") << "SELECT 'Björk 🎵'; SELECT 2"
                                 << QStringList{"SELECT 'Björk 🎵'", "SELECT 2"};
    }

    void split()
    {
        QFETCH(QString, script);
        QFETCH(QStringList, expected);
        QCOMPARE(texts(script), expected);
    }

    void statementAtCursor()
    {
        const QString script = QStringLiteral("SELECT 1;\nSELECT 2;   \n\nSELECT 3");
        auto at = [&](qsizetype pos) {
            const StatementRange r = language.statementAt(script, pos);
            return script.mid(r.begin, r.length());
        };
        QCOMPARE(at(0), QStringLiteral("SELECT 1"));
        QCOMPARE(at(4), QStringLiteral("SELECT 1"));
        QCOMPARE(at(9), QStringLiteral("SELECT 1")); // right after the ';'
        QCOMPARE(at(10), QStringLiteral("SELECT 2"));
        QCOMPARE(at(script.indexOf(QStringLiteral("   \n")) + 2), QStringLiteral("SELECT 2"));
        QCOMPARE(at(script.indexOf(QStringLiteral("\n\n")) + 1), QStringLiteral("SELECT 3"));
        QCOMPARE(at(script.size()), QStringLiteral("SELECT 3"));
        QVERIFY(language.statementAt(QStringLiteral("  -- nothing\n"), 3).isEmpty());
    }

    void blank()
    {
        QVERIFY(language.isBlank(QStringLiteral("  \n-- x\n /* y */ ")));
        QVERIFY(!language.isBlank(QStringLiteral("-- x\nSELECT 1")));
        QVERIFY(language.isBlank(QString()));
    }

    // Whether a statement's count of changed rows is its result (drivers repeat the last one
    // after DDL).
    void reportsRowCount_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("changes");
        QTest::newRow("insert") << u"INSERT INTO t VALUES (1)"_s << true;
        QTest::newRow("lower case, leading space") << u" \n\tdelete from t"_s << true;
        QTest::newRow("update") << u"UPDATE t SET a = 1"_s << true;
        QTest::newRow("replace") << u"REPLACE INTO t VALUES (1)"_s << true;
        QTest::newRow("merge") << u"MERGE INTO t USING s ON true WHEN MATCHED THEN DELETE"_s
                               << true;
        QTest::newRow("after a line comment") << u"-- tidy up\nDELETE FROM t"_s << true;
        QTest::newRow("after a block comment") << u"/* x */ UPDATE t SET a = 2"_s << true;
        QTest::newRow("with, then insert")
            << u"WITH s AS (SELECT 1 AS a) INSERT INTO t SELECT a FROM s"_s << true;
        QTest::newRow("with, a change inside") << u"WITH d AS (DELETE FROM t RETURNING *) "
                                                  u"SELECT count(*) FROM d"_s
                                               << true;
        QTest::newRow("select") << u"SELECT * FROM t"_s << false;
        QTest::newRow("select naming a change") << u"SELECT 'delete' FROM t"_s << false;
        QTest::newRow("with, the word only quoted")
            << u"WITH x AS (SELECT 'update' AS w) SELECT * FROM x"_s << false;
        QTest::newRow("with, the word only in a comment")
            << u"WITH x AS (SELECT 1) -- then delete\nSELECT * FROM x"_s << false;
        QTest::newRow("a longer word") << u"INSERTS"_s << false;
        QTest::newRow("withdraw is no with") << u"WITHDRAW DELETE"_s << false;
        QTest::newRow("a name of a table")
            << u"WITH x AS (SELECT 1) SELECT * FROM updates"_s << false;
        QTest::newRow("ddl") << u"CREATE TABLE t (a)"_s << false;
        QTest::newRow("quoted first") << u"\"DELETE\""_s << false;
        QTest::newRow("parenthesis first") << u"(SELECT 1)"_s << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("comment only") << u"-- DELETE FROM t"_s << false;
    }

    void reportsRowCount()
    {
        QFETCH(QString, statement);
        QFETCH(bool, changes);
        QCOMPARE(nelumbo::SqlText::reportsRowCount(statement), changes);
    }
};

NELUMBO_CORE_TEST_MAIN(TstSqlText)
#include "tst_sqltext.moc"
