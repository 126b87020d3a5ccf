// The SQL formatter: layout per dialect, keyword case, what it keeps exactly, idempotence
// and unchanged tokens over every statement of the test data and the defog question sets.
#include "SqlDialects.h"
#include "TestData.h"
#include "core/ErrorCodes.h"
#include "eval/EvalQuestion.h"
#include "sql/SqlFormatter.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

FormatOptions withCase(FormatOptions::KeywordCase keywordCase)
{
    FormatOptions options;
    options.keywordCase = keywordCase;
    return options;
}

SqlFormatter formatterFor(const QString& dialect)
{
    const SqlLanguage& language = sqltest::sqlLanguage(dialect);
    return SqlFormatter(language.dialect(), language.keywords());
}

// The dialect of a question file, from its name (questions_gen_postgres.csv).
QString dialectOfFile(const QString& name)
{
    for (const QString& d : {u"postgres"_s, u"mysql"_s, u"sqlite"_s})
        if (name.contains(d))
            return d;
    return u"sql"_s;
}

struct Corpus
{
    QString dialect;
    QString origin;
    QStringList statements;
};

QStringList statementsOf(const QString& dialect, const QString& script)
{
    const SqlLanguage& language = sqltest::sqlLanguage(dialect);
    QStringList out;
    for (const StatementRange& r : language.split(script))
        out << script.mid(r.begin, r.length());
    return out;
}

// Every statement of tests/data, and of the defog question sets when they are beside the
// repository (../shared/data/defog-sql-eval/questions, Apache-2.0, read in place).
QList<Corpus> corpora()
{
    QList<Corpus> out;
    const QString data = testing::sourceDir() + u"/tests/data"_s;
    QStringList questionFiles;
    for (const QString& f : QDir(data + u"/defog"_s).entryList({u"*.csv"_s}))
        questionFiles << data + u"/defog/"_s + f;
    for (const QString& dir : {testing::sourceDir() + u"/../shared/data/defog-sql-eval/questions"_s,
                               u"/work/shared/data/defog-sql-eval/questions"_s}) {
        for (const QString& f : QDir(dir).entryList({u"*.csv"_s}))
            questionFiles << QDir(dir).absoluteFilePath(f);
    }
    for (const QString& path : std::as_const(questionFiles)) {
        auto questions = EvalQuestionFile::read(path);
        if (!questions)
            continue;
        Corpus c{dialectOfFile(QFileInfo(path).fileName()), path, {}};
        for (const EvalQuestion& q : questions.value())
            c.statements << statementsOf(c.dialect, q.gold);
        out << c;
    }
    const QStringList scripts{data + u"/chinook/Chinook_PostgreSql.sql"_s,
                              data + u"/chinook/Chinook_MySql.sql"_s};
    QStringList all = scripts;
    for (const QString& f : QDir(data + u"/defog/databases"_s).entryList({u"*.sql"_s}))
        all << data + u"/defog/databases/"_s + f;
    for (const QString& path : std::as_const(all)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString dialect = path.contains(u"MySql"_s) ? u"mysql"_s : u"postgres"_s;
        out << Corpus{dialect, path, statementsOf(dialect, QString::fromUtf8(file.readAll()))};
    }
    return out;
}

} // namespace

class TestSqlFormatter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layout_data();
    void layout();
    void keywordCase_data();
    void keywordCase();
    void unterminatedIsLeftAlone_data();
    void unterminatedIsLeftAlone();
    void languageWithoutFormatter();
    void keywordCaseNames();
    void corpusIsIdempotentAndKeepsTokens();
    void mysqlDashRunsStayCode_data();
    void mysqlDashRunsStayCode();
};

void TestSqlFormatter::layout_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");

    for (const QString& d : {u"sqlite"_s, u"postgres"_s, u"mysql"_s}) {
        const QByteArray p = d.toUtf8() + ": ";
        QTest::newRow(p + "select list")
            << d << u"select a, b as c,count(*) from t where x=1 and y<>2 order by a desc"_s
            << u"SELECT\n  a,\n  b AS c,\n  count(*)\nFROM t\nWHERE x = 1\n  AND y <> 2\nORDER BY a DESC"_s;
        QTest::newRow(p + "one item stays on its line")
            << d << u"SELECT * FROM Artist LIMIT 5"_s << u"SELECT *\nFROM Artist\nLIMIT 5"_s;
        QTest::newRow(p + "joins")
            << d
            << u"select ar.Name, al.Title from Artist ar join Album al on al.ArtistId = ar.ArtistId and al.Title like 'A%' left outer join Track t using (AlbumId) where ar.ArtistId between 1 and 5 or ar.Name is null"_s
            << u"SELECT\n  ar.Name,\n  al.Title\nFROM Artist ar\n  JOIN Album al ON al.ArtistId = ar.ArtistId\n    AND al.Title LIKE 'A%'\n  LEFT OUTER JOIN Track t USING (AlbumId)\nWHERE ar.ArtistId BETWEEN 1 AND 5\n  OR ar.Name IS NULL"_s;
        QTest::newRow(p + "subquery")
            << d
            << u"select Name from Artist where ArtistId in (select ArtistId from Album where Title like '%Rock%') and ArtistId > -1"_s
            << u"SELECT Name\nFROM Artist\nWHERE ArtistId IN (\n  SELECT ArtistId\n  FROM Album\n  WHERE Title LIKE '%Rock%'\n)\n  AND ArtistId > -1"_s;
        QTest::newRow(p + "cte")
            << d
            << u"with a as (select ArtistId, count(*) n from Album group by ArtistId), b as (select * from a where n > 2) select * from b"_s
            << u"WITH a AS (\n  SELECT\n    ArtistId,\n    count(*) n\n  FROM Album\n  GROUP BY ArtistId\n),\nb AS (\n  SELECT *\n  FROM a\n  WHERE n > 2\n)\nSELECT *\nFROM b"_s;
        QTest::newRow(p + "comments and literals")
            << d << u"-- top\nselect 'a  --  b' as s, /* keep   me */ 2 -- two\nfrom t"_s
            << u"-- top\nSELECT\n  'a  --  b' AS s, /* keep   me */\n  2 -- two\nFROM t"_s;
        QTest::newRow(p + "template syntax")
            << d
            << u"select * from Track where 1=1 [[ and  GenreId = {{genre}} ]] and Name like {{name}}"_s
            << u"SELECT *\nFROM Track\nWHERE 1 = 1\n  [[ and  GenreId = {{genre}} ]]\n  AND Name LIKE {{name}}"_s;
        QTest::newRow(p + "union and case")
            << d
            << u"select case when a > 1 and b < 2 then 'x' else 'y' end from t union all select 'z' from u"_s
            << u"SELECT CASE WHEN a > 1 AND b < 2 THEN 'x' ELSE 'y' END\nFROM t\nUNION ALL\nSELECT 'z'\nFROM u"_s;
        // Every character outside ASCII belongs to a name, as the databases read it: a
        // combining mark after a keyword makes a name, a no-break space is no white space.
        QTest::newRow(p + "names outside ASCII")
            << d << u"select prénom, 名前 from élèves where naïve=1"_s
            << u"SELECT\n  prénom,\n  名前\nFROM élèves\nWHERE naïve = 1"_s;
        QTest::newRow(p + "a mark after a keyword makes a name")
            << d << u"select x from t where select\u0F8D\uFFFDid = 1"_s
            << u"SELECT x\nFROM t\nWHERE select\u0F8D\uFFFDid = 1"_s;
        QTest::newRow(p + "a no-break space is part of a name")
            << d << u"select a\u00A0b from t\u3000x"_s << u"SELECT a\u00A0b\nFROM t\u3000x"_s;
        QTest::newRow(p + "a dot after a number keeps its space")
            << d << u"select 1\n  .w from t"_s << u"SELECT 1 .w\nFROM t"_s;
        QTest::newRow(p + "operators around a cast keep their spacing")
            << d << u"select a : :: b, c::int from t"_s
            << u"SELECT\n  a : ::b,\n  c::int\nFROM t"_s;
        // Only ASCII digits make numbers: an NKo digit after a dot is a name, not ".8".
        QTest::newRow(p + "digits outside ASCII are name characters")
            << d << u"select -.\u07C8.a.\u07C8.b.c from t"_s
            << u"SELECT -.\u07C8.a.\u07C8.b.c\nFROM t"_s;
        QTest::newRow(p + "a number after a dot keeps its space")
            << d << u"select x /* c */\n. 30 from t"_s << u"SELECT x /* c */\n  . 30\nFROM t"_s;
        QTest::newRow(p + "scripts keep their statements apart")
            << d << u"select 1; select 2;"_s << u"SELECT 1;\n\nSELECT 2;"_s;
    }
    QTest::newRow("postgres: casts, dollar quotes, json")
        << u"postgres"_s
        << u"select x::int, $$a  b$$, data->>'k' from t where d > now() - interval '1 day'"_s
        << u"SELECT\n  x::int,\n  $$a  b$$,\n  data ->> 'k'\nFROM t\nWHERE d > now() - INTERVAL '1 day'"_s;
    QTest::newRow("postgres: E strings and window")
        << u"postgres"_s
        << u"select rank() over (partition by a order by b) from t where s = E'it\\'s'"_s
        << u"SELECT rank() OVER (PARTITION BY a ORDER BY b)\nFROM t\nWHERE s = E'it\\'s'"_s;
    QTest::newRow("mysql: backticks, hash comment, 1--1")
        << u"mysql"_s << u"select `a b`, 1--1 # note\nfrom `t`"_s
        << u"SELECT\n  `a b`,\n  1 --1 # note\nFROM `t`"_s;
    QTest::newRow("postgres: arrays keep their commas inline")
        << u"postgres"_s << u"select array[1,2], x[1] from t"_s
        << u"SELECT\n  array[1, 2],\n  x[1]\nFROM t"_s;
    QTest::newRow("mysql: functions keep their parenthesis")
        << u"mysql"_s
        << u"select count(*), concat(a,'x'), N'abc' from t group by a having count(*) > 1"_s
        << u"SELECT\n  count(*),\n  concat(a, 'x'),\n  N'abc'\nFROM t\nGROUP BY a\nHAVING count(*) > 1"_s;
    QTest::newRow("sqlite: brackets and parameters")
        << u"sqlite"_s << u"select [First Name], ? from [Customer] where CustomerId = ?"_s
        << u"SELECT\n  [First Name],\n  ?\nFROM [Customer]\nWHERE CustomerId = ?"_s;
    QTest::newRow("sqlite: write statements")
        << u"sqlite"_s << u"update t set a = 1, b = 'x' where id = 3"_s
        << u"UPDATE t\nSET a = 1, b = 'x'\nWHERE id = 3"_s;
    QTest::newRow("sqlite: insert values")
        << u"sqlite"_s << u"insert into t (a, b) values (1, 'x'), (2, 'y')"_s
        << u"INSERT INTO t (a, b)\nVALUES (1, 'x'), (2, 'y')"_s;
}

void TestSqlFormatter::layout()
{
    QFETCH(QString, dialect);
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const SqlFormatter formatter = formatterFor(dialect);
    const auto once = formatter.format(input, {});
    QVERIFY2(once, qPrintable(once ? QString() : once.error().message));
    QCOMPARE(once.value(), expected);
    const auto twice = formatter.format(once.value(), {});
    QVERIFY(twice);
    QCOMPARE(twice.value(), expected);
    // Through the adapter's language, as the window and the CLI reach it.
    QCOMPARE(sqltest::sqlLanguage(dialect).format(input, {}).value(), expected);
}

void TestSqlFormatter::keywordCase_data()
{
    QTest::addColumn<int>("keywordCase");
    QTest::addColumn<QString>("expected");
    const QString input = u"Select t.key, Name From t Where key Is Not Null"_s;
    QTest::newRow("upper") << int(FormatOptions::KeywordCase::Upper)
                           << u"SELECT\n  t.key,\n  Name\nFROM t\nWHERE KEY IS NOT NULL"_s;
    QTest::newRow("lower") << int(FormatOptions::KeywordCase::Lower)
                           << u"select\n  t.key,\n  Name\nfrom t\nwhere key is not null"_s;
    QTest::newRow("keep") << int(FormatOptions::KeywordCase::Keep)
                          << u"Select\n  t.key,\n  Name\nFrom t\nWhere key Is Not Null"_s;
}

void TestSqlFormatter::keywordCase()
{
    QFETCH(int, keywordCase);
    QFETCH(QString, expected);
    const auto out = formatterFor(u"sqlite"_s)
                         .format(u"Select t.key, Name From t Where key Is Not Null"_s,
                                 withCase(FormatOptions::KeywordCase(keywordCase)));
    QVERIFY(out);
    QCOMPARE(out.value(), expected);
}

void TestSqlFormatter::unterminatedIsLeftAlone_data()
{
    QTest::addColumn<QString>("dialect");
    QTest::addColumn<QString>("input");
    QTest::newRow("quote") << u"sqlite"_s << u"select 'abc from t"_s;
    QTest::newRow("comment") << u"postgres"_s << u"select 1 /* open"_s;
    QTest::newRow("dollar quote") << u"postgres"_s << u"select $x$abc"_s;
    QTest::newRow("backtick") << u"mysql"_s << u"select `abc"_s;
}

void TestSqlFormatter::unterminatedIsLeftAlone()
{
    QFETCH(QString, dialect);
    QFETCH(QString, input);
    const auto out = formatterFor(dialect).format(input, {});
    QVERIFY(!out);
    QCOMPARE(out.error().code, ErrorCode::UnterminatedText);
    QVERIFY(!out.error().message.isEmpty());
}

void TestSqlFormatter::languageWithoutFormatter()
{
    const auto out = QueryLanguage::plain().format(u"GET x"_s, {});
    QVERIFY(!out);
    QCOMPARE(out.error().code, ErrorCode::Unsupported);
}

void TestSqlFormatter::keywordCaseNames()
{
    QCOMPARE(FormatOptions::keywordCaseFromName(u"upper"), FormatOptions::KeywordCase::Upper);
    QCOMPARE(FormatOptions::keywordCaseFromName(u"lower"), FormatOptions::KeywordCase::Lower);
    QCOMPARE(FormatOptions::keywordCaseFromName(u"keep"), FormatOptions::KeywordCase::Keep);
    QVERIFY(!FormatOptions::keywordCaseFromName(u"title"));
}

// Formatting twice changes nothing, and only white space and keyword case ever change.
void TestSqlFormatter::corpusIsIdempotentAndKeepsTokens()
{
    const QList<Corpus> all = corpora();
    QVERIFY(!all.isEmpty());
    qsizetype checked = 0;
    bool sawShared = false;
    for (const Corpus& c : all) {
        sawShared = sawShared || c.origin.contains(u"defog-sql-eval"_s);
        const SqlFormatter formatter = formatterFor(c.dialect);
        for (const QString& statement : c.statements) {
            for (auto kc : {FormatOptions::KeywordCase::Upper, FormatOptions::KeywordCase::Keep}) {
                const auto once = formatter.format(statement, withCase(kc));
                QVERIFY2(once, qPrintable(c.origin + u": "_s + statement));
                const auto twice = formatter.format(once.value(), withCase(kc));
                QVERIFY(twice);
                if (twice.value() != once.value())
                    QFAIL(
                        qPrintable(u"not idempotent (%1):\n%2\n--- once:\n%3\n--- twice:\n%4"_s.arg(
                            c.origin, statement, once.value(), twice.value())));
                const QStringList before = formatter.significantTokens(statement);
                const QStringList after = formatter.significantTokens(once.value());
                const Qt::CaseSensitivity cs = kc == FormatOptions::KeywordCase::Keep
                                                   ? Qt::CaseSensitive
                                                   : Qt::CaseInsensitive;
                bool same = before.size() == after.size();
                for (qsizetype i = 0; same && i < before.size(); ++i)
                    same = before.at(i).compare(after.at(i), cs) == 0;
                if (!same)
                    QFAIL(qPrintable(u"tokens changed (%1):\n%2\n--- formatted:\n%3"_s.arg(
                        c.origin, statement, once.value())));
            }
            ++checked;
        }
    }
    qInfo("%lld statements formatted%s", qlonglong(checked),
          sawShared ? " (with the shared defog question sets)" : "");
    QVERIFY(checked > 200);
}

// In MySQL "--" starts a comment only before white space, so 1--x is code; a line break
// after such a run of dashes would turn the rest of the line into a comment.
void TestSqlFormatter::mysqlDashRunsStayCode_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("before a clause") << u"select 1--union select 2"_s;
    QTest::newRow("three dashes before FROM") << u"select 1---from t"_s;
    QTest::newRow("many runs") << u"select a----b, c-- from t where x--1 group by y--order by z"_s;
    QTest::newRow("before a subquery") << u"select 1--(select 2) from t"_s;
    QTest::newRow("before a list item") << u"select a--, b from t"_s;
    QTest::newRow("an empty comment stays one") << u"select 1 --\nfrom t"_s;
}

void TestSqlFormatter::mysqlDashRunsStayCode()
{
    QFETCH(QString, input);
    const SqlFormatter formatter = formatterFor(u"mysql"_s);
    for (auto kc : {FormatOptions::KeywordCase::Upper, FormatOptions::KeywordCase::Keep}) {
        const auto once = formatter.format(input, withCase(kc));
        QVERIFY(once);
        const QStringList before = formatter.significantTokens(input);
        const QStringList after = formatter.significantTokens(once.value());
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i)
            QCOMPARE(after.at(i).toUpper(), before.at(i).toUpper());
        QCOMPARE(formatter.format(once.value(), withCase(kc)).value(), once.value());
    }
}

QTEST_GUILESS_MAIN(TestSqlFormatter)
#include "tst_sqlformatter.moc"
