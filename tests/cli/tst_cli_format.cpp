// nelumbo-cli format and explain-plan: text in and out, usage errors, plans from SQLite,
// PostgreSQL and MariaDB (when the test servers are named), Redis without plans, and a round
// trip: a formatted statement returns the same rows as the original on SQLite and PostgreSQL.
#include "CliTestBase.h"

using namespace Qt::StringLiterals;

namespace {

// Chinook statements as SQLite names its tables; camelCase() turns them into PostgreSQL's.
const QStringList kRoundTrip{
    u"select ArtistId, Name from Artist where Name like '%a%' order by ArtistId limit 7"_s,
    u"select ar.Name, count(*) as albums from Artist ar join Album al on al.ArtistId = ar.ArtistId group by ar.Name having count(*) > 3 order by albums desc, ar.Name"_s,
    u"with big as (select AlbumId, sum(Milliseconds) ms from Track group by AlbumId), top as (select * from big where ms > 4000000) select al.Title, top.ms from top join Album al on al.AlbumId = top.AlbumId order by top.ms desc"_s,
    u"select Name from Genre where GenreId in (select GenreId from Track where UnitPrice > 0.99) order by Name"_s,
    u"-- revenue per country\nselect BillingCountry, /* total */ sum(Total) as total from Invoice where InvoiceId between 10 and 200 and (Total > 1 or BillingCountry like 'U%') group by BillingCountry order by total desc, BillingCountry"_s,
    u"select case when Milliseconds > 300000 then 'long' when Milliseconds > 200000 then 'mid' else 'short' end as len, count(*) from Track group by 1 order by 1"_s,
    u"select Name from Artist where ArtistId < 5 union all select Title from Album where AlbumId < 5 order by 1"_s,
    u"select t.Name, -t.UnitPrice as neg, t.Milliseconds/1000 as s from Track t left join Genre g on g.GenreId = t.GenreId where g.GenreId is not null and t.TrackId <= 20 order by t.TrackId"_s,
    u"select c.LastName, (select count(*) from Invoice i where i.CustomerId = c.CustomerId) as n from Customer c where exists (select 1 from Invoice i where i.CustomerId = c.CustomerId and i.Total > 15) order by c.LastName, c.CustomerId"_s,
};

// ArtistId → artist_id, InvoiceLine → invoice_line: Chinook's PostgreSQL names.
QString snakeCase(const QString& sql)
{
    static const QRegularExpression camel(u"\\b([A-Z][a-z]+)((?:[A-Z][a-z]+)*)\\b"_s);
    static const QRegularExpression part(u"[A-Z][a-z]+"_s);
    QString out;
    qsizetype last = 0;
    bool inString = false;
    auto it = camel.globalMatch(sql);
    while (it.hasNext()) {
        const auto m = it.next();
        for (qsizetype i = last; i < m.capturedStart(); ++i)
            if (sql.at(i) == u'\'')
                inString = !inString;
        out += sql.mid(last, m.capturedStart() - last);
        if (inString) {
            out += m.captured();
        } else {
            QStringList words;
            auto p = part.globalMatch(m.captured());
            while (p.hasNext())
                words << p.next().captured().toLower();
            out += words.join(u'_');
        }
        last = m.capturedEnd();
    }
    return out + sql.mid(last);
}

} // namespace

class TstCliFormat : public CliTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCli(); }

    void formatsText()
    {
        CLI_RUN(r, {u"format"_s, u"--language"_s, u"sql:sqlite"_s,
                    u"select a, b from t where x = 1 and y = 2"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"SELECT\n  a,\n  b\nFROM t\nWHERE x = 1\n  AND y = 2\n"_s);
    }

    void keywordCaseOption()
    {
        CLI_RUN(lower, {u"format"_s, u"--keyword-case"_s, u"lower"_s, u"SELECT 1 FROM t"_s});
        QCOMPARE(lower.exitCode, 0);
        QCOMPARE(lower.out, u"select 1\nfrom t\n"_s);
        CLI_RUN(keep, {u"format"_s, u"--keyword-case"_s, u"keep"_s, u"Select 1 From t"_s});
        QCOMPARE(keep.out, u"Select 1\nFrom t\n"_s);
        CLI_RUN(bad, {u"format"_s, u"--keyword-case"_s, u"title"_s, u"select 1"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(u"upper, lower or keep"_s));
    }

    // A statement that starts with a comment is text, not an option.
    void commentFirstAndDoubleDash()
    {
        CLI_RUN(r, {u"format"_s, u"--"_s, u"-- note\nselect 1"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"-- note\nSELECT 1\n"_s);
        CLI_RUN(r2, {u"format"_s, u"-- note\nselect 2"_s});
        QCOMPARE(r2.exitCode, 0);
        QCOMPARE(r2.out, u"-- note\nSELECT 2\n"_s);
    }

    void fromFileAndSource()
    {
        const QString path = m_dir.filePath(u"script.sql"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("select `a b` from t # mysql comment\n;select 2;");
        file.close();
        CLI_RUN(r, {u"format"_s, u"--language"_s, u"mysql"_s, u"-f"_s, path});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"SELECT `a b`\nFROM t # mysql comment\n;\n\nSELECT 2;\n"_s);
        CLI_RUN(s, {u"format"_s, u"--source"_s, m_url, u"select [a b] from t"_s});
        QCOMPARE(s.exitCode, 0);
        QCOMPARE(s.out, u"SELECT [a b]\nFROM t\n"_s);
    }

    void unterminatedAndUsage()
    {
        CLI_RUN(r, {u"format"_s, u"select 'abc"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(u"does not end"_s), qPrintable(r.err));
        CLI_RUN(none, {u"format"_s});
        QCOMPARE(none.exitCode, 2);
        CLI_RUN(lang, {u"format"_s, u"--language"_s, u"cobol"_s, u"select 1"_s});
        QCOMPARE(lang.exitCode, 1);
        QVERIFY(lang.err.contains(u"cobol"_s));
        CLI_RUN(help, {u"format"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(u"--keyword-case"_s));
    }

    void explainPlanSqlite()
    {
        const QString statement =
            u"SELECT Track.Name FROM Track JOIN Album ON Album.AlbumId = Track.AlbumId"_s;
        CLI_RUN(table, {u"explain-plan"_s, u"--source"_s, m_url, statement});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains(u"Track"_s) && table.out.contains(u"full scan"_s),
                 qPrintable(table.out));
        CLI_RUN(json,
                {u"explain-plan"_s, u"--source"_s, m_url, u"--format"_s, u"json"_s, statement});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.outBytes).object();
        QCOMPARE(o.value(u"language"_s).toString(), u"sql:sqlite"_s);
        const QJsonArray nodes = o.value(u"nodes"_s).toArray();
        QVERIFY(!nodes.isEmpty());
        QVERIFY(o.value(u"plan"_s).toString().contains(u"SCAN"_s));
        bool expensive = false;
        std::function<void(const QJsonArray&)> walk = [&](const QJsonArray& list) {
            for (const QJsonValue& n : list) {
                expensive = expensive || n.toObject().value(u"expensive"_s).toBool();
                walk(n.toObject().value(u"children"_s).toArray());
            }
        };
        walk(nodes);
        QVERIFY(expensive);
    }

    void explainPlanErrors()
    {
        CLI_RUN(bad, {u"explain-plan"_s, u"--source"_s, m_url, u"SELECT * FROM NoSuchTable"_s});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(u"NoSuchTable"_s), qPrintable(bad.err));
        CLI_RUN(usage, {u"explain-plan"_s, u"SELECT 1"_s});
        QCOMPARE(usage.exitCode, 2);
        CLI_RUN(format,
                {u"explain-plan"_s, u"--source"_s, m_url, u"--format"_s, u"csv"_s, u"SELECT 1"_s});
        QCOMPARE(format.exitCode, 2);
    }

    void explainPlanServers_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("language");
        QTest::newRow("postgres")
            << u"NELUMBO_TEST_PG_URL"_s
            << u"SELECT t.name FROM track t JOIN album a ON a.album_id = t.album_id WHERE t.milliseconds > 1000"_s
            << u"sql:postgres"_s;
        QTest::newRow("mariadb")
            << u"NELUMBO_TEST_MY_URL"_s
            << u"SELECT t.Name FROM Track t JOIN Album a ON a.AlbumId = t.AlbumId WHERE t.Milliseconds > 1000"_s
            << u"sql:mysql"_s;
    }

    void explainPlanServers()
    {
        QFETCH(QString, variable);
        QFETCH(QString, statement);
        QFETCH(QString, language);
        const QString url = qEnvironmentVariable(variable.toUtf8().constData());
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        CLI_RUN(json, {u"explain-plan"_s, u"--source"_s, url, u"--format"_s, u"json"_s, statement});
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject o = QJsonDocument::fromJson(json.outBytes).object();
        QVERIFY(o.value(u"language"_s).toString().startsWith(language));
        const QJsonArray nodes = o.value(u"nodes"_s).toArray();
        QVERIFY(!nodes.isEmpty());
        const QJsonObject root = nodes.first().toObject();
        QVERIFY2(root.value(u"rows"_s).isDouble() || root.value(u"total_cost"_s).isDouble() ||
                     !root.value(u"children"_s).toArray().isEmpty(),
                 json.outBytes.constData());
        CLI_RUN(table, {u"explain-plan"_s, u"--source"_s, url, statement});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains(u"rows"_s) && table.out.contains(u"cost"_s),
                 qPrintable(table.out));
    }

    void explainPlanRedisIsUnsupported()
    {
        const QString url = qEnvironmentVariable("NELUMBO_TEST_REDIS_URL");
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        CLI_RUN(r, {u"explain-plan"_s, u"--source"_s, url, u"HGETALL artist:1"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"no query plan"_s), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // The formatted statement returns exactly the rows of the original.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("statement");
        const QString pg = qEnvironmentVariable("NELUMBO_TEST_PG_URL");
        for (qsizetype i = 0; i < kRoundTrip.size(); ++i) {
            QTest::addRow("sqlite %lld", qlonglong(i))
                << QString() << u"sql:sqlite"_s << kRoundTrip.at(i);
            QTest::addRow("postgres %lld", qlonglong(i))
                << pg << u"sql:postgres"_s << snakeCase(kRoundTrip.at(i));
        }
    }

    void roundTrip()
    {
        QFETCH(QString, url);
        QFETCH(QString, language);
        QFETCH(QString, statement);
        if (language == u"sql:sqlite")
            url = m_url;
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        CLI_RUN(formatted, {u"format"_s, u"--language"_s, language, u"--"_s, statement});
        QCOMPARE(formatted.exitCode, 0);
        const QString text = formatted.out.trimmed();
        QVERIFY(text.contains(u'\n'));
        QVERIFY(text != statement);
        CLI_RUN(before,
                {u"run"_s, u"--source"_s, url, u"--format"_s, u"json"_s, u"--"_s, statement});
        QVERIFY2(before.exitCode == 0, qPrintable(before.err));
        CLI_RUN(after, {u"run"_s, u"--source"_s, url, u"--format"_s, u"json"_s, u"--"_s, text});
        QVERIFY2(after.exitCode == 0, qPrintable(after.err + u"\n"_s + text));
        QVERIFY(QJsonDocument::fromJson(before.outBytes).isArray() ||
                QJsonDocument::fromJson(before.outBytes).isObject());
        QVERIFY(before.outBytes.size() > 20);
        QCOMPARE(after.outBytes, before.outBytes);
    }
};

QTEST_GUILESS_MAIN(TstCliFormat)
#include "tst_cli_format.moc"
