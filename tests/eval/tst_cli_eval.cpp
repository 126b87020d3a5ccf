// nelumbo-cli eval, run as the real binary against the fake provider server and three defog
// databases loaded into scratch databases of the PostgreSQL test server: every verdict,
// kill and resume, the cost cap, the HTML report, compare, and that no request carries a
// gold statement or (for a no-row-data source) the column-values tool.

#include "CliRunner.h"
#include "FakeLlmServer.h"
#include "TestData.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QStringList kDatabases{u"academic"_s, u"geography"_s, u"restaurants"_s};

struct Question
{
    QString question, gold, db, category;
};

// The repository's defog subset (a small RFC 4180 reader: quoted fields, doubled quotes).
QList<Question> readQuestions()
{
    QFile file(QStringLiteral(NELUMBO_DEFOG_DIR "/questions_postgres.csv"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"')
                field += c, ++i;
            else if (c == u'"')
                quoted = false;
            else
                field += c;
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
        } else if (c == u'\n' || c == u'\r') {
            if (!field.isEmpty() || !record.isEmpty())
                records << (record << field);
            record.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    QList<Question> out;
    for (qsizetype r = 1; r < records.size(); ++r)
        out.append(
            {records[r].value(0), records[r].value(1), records[r].value(2), records[r].value(3)});
    return out;
}

QString csvField(const QString& s)
{
    return u'"' + QString(s).replace(u'"', u"\"\""_s) + u'"';
}

QJsonObject statementTurn(const QString& sql)
{
    return {{u"reply"_s,
             QJsonObject{{u"text"_s, u"```sql\n"_s + sql + u"\n```"_s},
                         {u"usage"_s, QJsonObject{{u"prompt"_s, 1000}, {u"completion"_s, 100}}}}}};
}

QList<QJsonObject> readLines(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QJsonObject> out;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject())
            out.append(doc.object());
    }
    return out;
}

} // namespace

class TestCliEval : public QObject
{
    Q_OBJECT

    using Run = nelumbo::testing::CliRun;

    QTemporaryDir m_dir;
    std::unique_ptr<nelumbo::fake::FakeLlmServer> m_server;
    QString m_adminUrl;
    QString m_prefix;
    QList<Question> m_questions;
    QString m_model;

    QString dbUrl(const QString& db) const
    {
        QUrl url(m_adminUrl);
        url.setPath(u'/' + m_prefix + db);
        return url.toString();
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = nelumbo::testing::isolatedCliEnvironment(m_dir);
        env.insert(u"NELUMBO_AI_MODEL"_s, m_model);
        env.insert(u"OPENAI_BASE_URL"_s, m_server->baseUrl().toString() + u"/v1"_s);
        env.insert(u"OPENAI_API_KEY"_s, u"test-key"_s);
        // The named source's password, as a user gives it (the config holds none).
        env.insert(u"NELUMBO_PASSWORD_ACAD"_s, QUrl(m_adminUrl).password());
        return env;
    }

    nelumbo::testing::CliRunner runner(int timeoutMs = 60000) const
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = environment();
        runner.timeoutMs = timeoutMs;
        runner.eventLoop = true; // so the fake server answers
        return runner;
    }

    void startCli(QProcess& process, const QStringList& arguments)
    {
        runner().start(process, arguments);
    }

    Run run(const QStringList& arguments, int timeoutMs = 60000)
    {
        return runner(timeoutMs).run(arguments);
    }

    // A question file of the repository's questions number... (1-based rows).
    QString questionFile(const QString& name, const QList<int>& rows)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write("question,query,db_name,query_category,instructions\n");
        for (int row : rows) {
            const Question& q = m_questions.at(row - 1);
            file.write((csvField(q.question) + u',' + csvField(q.gold) + u',' + q.db + u',' +
                        q.category + u",\n"_s)
                           .toUtf8());
        }
        return path;
    }

    QStringList sourceArguments() const
    {
        // academic through a named source with the no-row-data policy.
        return {u"--source-for"_s, u"academic=acad"_s,
                u"--source-for"_s, u"geography="_s + dbUrl(u"geography"_s),
                u"--source-for"_s, u"restaurants="_s + dbUrl(u"restaurants"_s)};
    }

    int loader(const QStringList& arguments)
    {
        QProcess process;
        process.start(QStringLiteral(NELUMBO_LOAD_DEFOG), arguments);
        if (!process.waitForFinished(120000))
            return -1;
        if (process.exitCode() != 0)
            qWarning("%s", process.readAllStandardError().constData());
        return process.exitCode();
    }

    // No request may carry any gold statement of the question set, whole or in part.
    void checkNoGoldSent()
    {
        for (const auto& request : m_server->requests()) {
            const QString body = QString::fromUtf8(request.body);
            for (const Question& q : std::as_const(m_questions)) {
                for (const QString& gold : q.gold.split(u';', Qt::SkipEmptyParts)) {
                    const QByteArray json =
                        QJsonDocument(QJsonArray{gold.trimmed()}).toJson(QJsonDocument::Compact);
                    // The gold text as it would appear inside a JSON string.
                    const QString inJson = QString::fromUtf8(json.mid(2, json.size() - 4));
                    QVERIFY2(!body.contains(inJson), qPrintable(gold));
                }
            }
        }
    }

    // The page as a real browser reads it (tools/packages.sh installs chromium): the tables
    // are there and a screenshot is drawn.
    void checkInBrowser(const QString& report)
    {
        const QString chromium = QStandardPaths::findExecutable(u"chromium"_s);
        QVERIFY2(!chromium.isEmpty(), "chromium is not installed (tools/packages.sh lists it)");
        const auto browse = [&](const QStringList& extra) {
            QProcess browser;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"HOME"_s, m_dir.path());
            browser.setProcessEnvironment(env);
            browser.start(chromium, QStringList{u"--headless"_s, u"--no-sandbox"_s,
                                                u"--disable-gpu"_s, u"--hide-scrollbars"_s} +
                                        extra +
                                        QStringList{QUrl::fromLocalFile(report).toString()});
            browser.waitForFinished(60000);
            return QString::fromUtf8(browser.readAllStandardOutput());
        };
        const QString dom = browse({u"--dump-dom"_s});
        QVERIFY2(dom.contains(u"<th>exact%</th>"_s), qPrintable(dom.left(500)));
        QCOMPARE(dom.count(u"<span class=\"v "_s), 9);
        const QString png = m_dir.filePath(u"report.png"_s);
        browse({u"--window-size=1400,2400"_s, u"--screenshot="_s + png});
        QFile image(png);
        QVERIFY(image.open(QIODevice::ReadOnly));
        QVERIFY(image.read(8) == QByteArray("\x89PNG\r\n\x1a\n", 8));
        QVERIFY(image.size() > 20000); // a drawn page, not a blank one
        if (const QString shot = qEnvironmentVariable("NELUMBO_EVAL_SCREENSHOT"); !shot.isEmpty())
            QFile::copy(png, shot + u".png"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_questions = readQuestions();
        QCOMPARE(m_questions.size(), 75);
        m_adminUrl = qEnvironmentVariable("NELUMBO_TEST_PG_ADMIN_URL");
        if (m_adminUrl.isEmpty())
            QSKIP("NELUMBO_TEST_PG_ADMIN_URL is not set (no PostgreSQL test server)");
        m_prefix = u"nelumbo_eval_%1_"_s.arg(QCoreApplication::applicationPid());
        QCOMPARE(loader(QStringList{u"--prefix"_s, m_prefix, m_adminUrl,
                                    QStringLiteral(NELUMBO_DEFOG_DIR "/databases")} +
                        kDatabases),
                 0);
    }

    void cleanupTestCase()
    {
        if (!m_prefix.isEmpty())
            loader(QStringList{u"--drop"_s, u"--prefix"_s, m_prefix, m_adminUrl,
                               QStringLiteral(NELUMBO_DEFOG_DIR "/databases")} +
                   kDatabases);
    }

    void init()
    {
        m_model = u"openai:gpt-4o"_s;
        m_server = std::make_unique<nelumbo::fake::FakeLlmServer>();
        QCOMPARE(m_server->listen(), QString());
        QFile config(m_dir.filePath(u"nelumbo.conf"_s));
        QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QUrl academic(dbUrl(u"academic"_s));
        academic.setPassword({});
        config.write((u"[ai]\nprices=openai:gpt-4o 1.00 2.00\n\n[source.acad]\nurl="_s +
                      academic.toString() + u"\nai=no-row-data\n"_s)
                         .toUtf8());
    }

    void scriptedRun()
    {
        // Rows of tests/data/defog/questions_postgres.csv.
        const QString questions =
            questionFile(u"scripted.csv"_s, {51, 52, 46, 48, 3, 5, 26, 27, 28});
        const QJsonArray turns{
            // 1: the gold statement itself.
            statementTurn(m_questions.at(50).gold),
            // 2: other column order, other aliases, no table prefix.
            statementTurn(u"SELECT COUNT(DISTINCT restaurant_id) AS n, city_name AS c "
                          "FROM location GROUP BY city_name"_s),
            // 3: an extra column.
            statementTurn(u"SELECT state_name, population FROM state WHERE population < 100000"_s),
            // 4: wrong rows (every lake, not Michigan's).
            statementTurn(u"SELECT lake_name, area FROM lake"_s),
            // 5: academic, gold again, through the no-row-data source.
            statementTurn(m_questions.at(2).gold),
            // 6: a refusal.
            QJsonObject{
                {u"reply"_s, QJsonObject{{u"text"_s, u"UNABLE_TO_GENERATE: no such data"_s}}}},
            // 7: valid to the planner, fails when it runs.
            statementTurn(u"SELECT CAST(city_name AS integer) FROM city"_s),
            // 8: the provider refuses.
            QJsonObject{{u"fault"_s, QJsonObject{{u"error"_s, u"forbidden"_s}}}},
            // 9: too slow for --timeout 2.
            QJsonObject{{u"fault"_s, QJsonObject{{u"delayMs"_s, 6000}}},
                        {u"reply"_s, QJsonObject{{u"text"_s, u"```sql\nSELECT 1\n```"_s}}}}};
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
        const QString results = m_dir.filePath(u"scripted.jsonl"_s);
        const QString report = m_dir.filePath(u"report.html"_s);
        const Run r = run(QStringList{u"eval"_s, u"--questions"_s, questions, u"--results"_s,
                                      results, u"--report"_s, report, u"--timeout"_s, u"2"_s} +
                          sourceArguments());
        QVERIFY2(r.finished, qPrintable(r.err));
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));

        const QList<QJsonObject> lines = readLines(results);
        QCOMPARE(lines.size(), 9);
        QHash<int, QJsonObject> byId;
        for (const QJsonObject& o : lines)
            byId.insert(o.value(u"question_id"_s).toInt(), o);
        const QStringList expected{u"exact"_s,   u"exact"_s,   u"subset"_s, u"wrong"_s,  u"exact"_s,
                                   u"refused"_s, u"invalid"_s, u"error"_s,  u"timeout"_s};
        for (int id = 1; id <= 9; ++id) {
            const QJsonObject o = byId.value(id);
            QVERIFY2(o.value(u"verdict"_s).toString() == expected.at(id - 1),
                     QJsonDocument(o).toJson().constData());
        }
        const QJsonObject first = byId.value(1);
        for (const auto* key :
             {"question_id", "db", "question", "statement", "verdict", "gold_rows",
              "generated_rows", "rounds", "tool_calls", "tokens", "cost_usd", "latency_ms"})
            QVERIFY2(first.contains(QLatin1StringView(key)), key);
        QCOMPARE(first.value(u"db"_s).toString(), u"restaurants"_s);
        QCOMPARE(first.value(u"statement"_s).toString(), m_questions.at(50).gold);
        QCOMPARE(first.value(u"rounds"_s).toInt(), 1);
        QCOMPARE(first.value(u"tokens"_s).toInt(), 1100);
        QCOMPARE(first.value(u"cost_usd"_s).toDouble(), 0.0012); // 1000 × 1.00 + 100 × 2.00 per M
        QCOMPARE(first.value(u"gold_rows"_s).toInt(), first.value(u"generated_rows"_s).toInt());
        QCOMPARE(byId.value(3).value(u"gold_rows"_s).toInt(), 6);
        QCOMPARE(byId.value(4).value(u"generated_rows"_s).toInt(), 10);
        QCOMPARE(byId.value(4).value(u"gold_rows"_s).toInt(), 3);
        QVERIFY(byId.value(7).value(u"error"_s).toString().contains(u"integer"_s));
        QVERIFY(byId.value(9).value(u"latency_ms"_s).toInteger() < 5000);

        // The summary: per database, per category and in all.
        for (const QString& db : kDatabases)
            QVERIFY2(r.out.contains(db), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"exact%"_s), qPrintable(r.out));

        // Every turn used, each as scripted; no gold statement in any request; the
        // no-row-data source's requests offer no column values, the others do.
        QCOMPARE(m_server->pendingTurns(), 0);
        QVERIFY2(m_server->unmetExpectations().isEmpty(),
                 qPrintable(m_server->unmetExpectations().join(u'\n')));
        checkNoGoldSent();
        const auto requests = m_server->requests();
        QCOMPARE(requests.size(), 9);
        QVERIFY(requests.at(0).body.contains("get_column_values"));
        QVERIFY(!requests.at(4).body.contains("get_column_values"));
        QVERIFY(requests.at(4).body.contains(m_questions.at(2).question.toUtf8().left(30)));

        // The report: one page, the summary and every question.
        QFile html(report);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        QVERIFY(page.startsWith(u"<!DOCTYPE html>"_s));
        QVERIFY(!page.contains(u"src="_s) && !page.contains(u"href="_s));
        for (const QString& verdict : expected)
            QVERIFY(page.contains(u"class=\"v "_s + verdict));
        QVERIFY(page.contains(u"Lake Superior"_s)); // the wrong answer's rows
        if (const QString shot = qEnvironmentVariable("NELUMBO_EVAL_SCREENSHOT"); !shot.isEmpty())
            QFile::copy(report, shot);
        checkInBrowser(report);

        // compare: the same run against a copy with one verdict changed.
        QList<QJsonObject> changed = lines;
        for (QJsonObject& o : changed) {
            if (o.value(u"question_id"_s).toInt() == 4)
                o.insert(u"verdict"_s, u"exact"_s);
        }
        const QString other = m_dir.filePath(u"other.jsonl"_s);
        QFile out(other);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        for (const QJsonObject& o : std::as_const(changed))
            out.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
        out.close();
        const Run c = run({u"eval"_s, u"compare"_s, results, other});
        QCOMPARE(c.exitCode, 0);
        const QStringList changes = c.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(changes.size(), 1);
        QVERIFY2(changes.first().startsWith(u"4\tgeography\twrong -> exact\t"_s),
                 qPrintable(c.out));
    }

    void resumeAfterKill()
    {
        const QList<int> rows{51, 52, 53, 54, 55};
        const QString questions = questionFile(u"resume.csv"_s, rows);
        QJsonArray turns;
        for (int row : rows) {
            QJsonObject turn = statementTurn(m_questions.at(row - 1).gold);
            turn.insert(u"fault"_s, QJsonObject{{u"delayMs"_s, 300}});
            turns.append(turn);
        }
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
        const QString results = m_dir.filePath(u"resume.jsonl"_s);
        const QStringList arguments =
            QStringList{u"eval"_s, u"--questions"_s, questions, u"--results"_s, results} +
            sourceArguments();
        QProcess process;
        startCli(process, arguments);
        QTRY_VERIFY_WITH_TIMEOUT(readLines(results).size() >= 2, 30000);
        process.kill();
        QVERIFY(process.waitForFinished());
        const int before = int(readLines(results).size());
        QVERIFY(before < 5);
        {
            // A line cut by the kill.
            QFile file(results);
            QVERIFY(file.open(QIODevice::Append));
            file.write("{\"question_id\": 5, \"verd");
        }
        // Without --resume an existing file is not overwritten.
        Run r = run(arguments);
        QCOMPARE(r.exitCode, 1);

        // The question asked when the kill came is asked again.
        m_server->clear();
        QJsonArray rest;
        for (int i = before; i < rows.size(); ++i)
            rest.append(statementTurn(m_questions.at(rows.at(i) - 1).gold));
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, rest}}), QString());
        r = run(arguments + QStringList{u"--resume"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const QList<QJsonObject> lines = readLines(results);
        QCOMPARE(lines.size(), 5);
        QSet<int> ids;
        for (const QJsonObject& o : lines) {
            ids.insert(o.value(u"question_id"_s).toInt());
            QCOMPARE(o.value(u"verdict"_s).toString(), u"exact"_s);
        }
        QCOMPARE(ids, (QSet<int>{1, 2, 3, 4, 5}));
        QCOMPARE(m_server->requests().size(), 5 - before);
        QCOMPARE(m_server->pendingTurns(), 0);
    }

    void concurrencyWithOwnFormat()
    {
        // Our own JSON Lines format: the same question four times.
        const QString questions = m_dir.filePath(u"own.jsonl"_s);
        QFile file(questions);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        for (int i = 0; i < 4; ++i) {
            const QJsonObject q{{u"question"_s, u"How many restaurants are there?"_s},
                                {u"gold"_s, u"SELECT count(*) FROM restaurant"_s},
                                {u"db"_s, u"restaurants"_s},
                                {u"category"_s, u"count"_s}};
            file.write(QJsonDocument(q).toJson(QJsonDocument::Compact) + '\n');
        }
        file.close();
        QJsonArray turns;
        for (int i = 0; i < 4; ++i) {
            QJsonObject turn = statementTurn(u"SELECT COUNT(*) AS total FROM restaurant"_s);
            turn.insert(u"fault"_s, QJsonObject{{u"delayMs"_s, 1500}});
            turns.append(turn);
        }
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
        const QString results = m_dir.filePath(u"own-results.jsonl"_s);
        const Run r = run(QStringList{u"eval"_s, u"--questions"_s, questions, u"--results"_s,
                                      results, u"--concurrency"_s, u"2"_s} +
                          sourceArguments());
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const QList<QJsonObject> lines = readLines(results);
        QCOMPARE(lines.size(), 4);
        for (const QJsonObject& o : lines)
            QCOMPARE(o.value(u"verdict"_s).toString(), u"exact"_s);
        // Two questions at a time: the second asked while the first waits, the third only
        // once one of them is answered.
        const auto requests = m_server->requests();
        QCOMPARE(requests.size(), 4);
        QVERIFY(requests.at(0).received.msecsTo(requests.at(1).received) < 1500);
        QVERIFY(requests.at(0).received.msecsTo(requests.at(2).received) >= 1400);
    }

    void skipsDatabasesWithoutSource()
    {
        const QString questions = questionFile(u"partial.csv"_s, {1, 51, 2});
        QCOMPARE(m_server->loadScenario(
                     QJsonObject{{u"turns"_s, QJsonArray{statementTurn(m_questions.at(50).gold)}}}),
                 QString());
        const QString results = m_dir.filePath(u"partial.jsonl"_s);
        const Run r = run({u"eval"_s, u"--questions"_s, questions, u"--results"_s, results,
                           u"--source-for"_s, u"restaurants="_s + dbUrl(u"restaurants"_s)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.err.contains(u"skipped 2 questions of database \"academic\""_s),
                 qPrintable(r.err));
        const QList<QJsonObject> lines = readLines(results);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first().value(u"question_id"_s).toInt(), 2);
        QCOMPARE(lines.first().value(u"verdict"_s).toString(), u"exact"_s);
    }

    void progressOnTerminal()
    {
        // util-linux's script gives the command a terminal.
        const QString script = QStandardPaths::findExecutable(u"script"_s);
        if (script.isEmpty())
            QSKIP("script (util-linux) is not installed: no terminal to show progress on");
        const QString questions = questionFile(u"progress.csv"_s, {51, 52});
        QCOMPARE(m_server->loadScenario(
                     QJsonObject{{u"turns"_s, QJsonArray{statementTurn(m_questions.at(50).gold),
                                                         statementTurn(u"SELECT 1"_s)}}}),
                 QString());
        QStringList command{nelumbo::testing::cliPath(),
                            u"eval"_s,
                            u"--questions"_s,
                            questions,
                            u"--source-for"_s,
                            u"restaurants="_s + dbUrl(u"restaurants"_s)};
        for (QString& word : command)
            word = u'\'' + word + u'\'';
        QProcess process;
        process.setProcessEnvironment(environment());
        QSignalSpy done(&process, &QProcess::finished);
        process.start(script, {u"-qec"_s, command.join(u' '), u"/dev/null"_s});
        QVERIFY(done.wait(60000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(out.contains(u"\r1/2 questions, 100.0% correct, 0.0012 USD"_s), qPrintable(out));
        QVERIFY2(out.contains(u"\r2/2 questions, 50.0% correct, 0.0024 USD"_s), qPrintable(out));
    }

    void costCapNeedsAPrice()
    {
        // No price for this model: the cap could not count, so nothing runs.
        m_model = u"openai:nelumbo-unpriced-model"_s;
        const QString questions = questionFile(u"unpriced.csv"_s, {51});
        const Run r =
            run(QStringList{u"eval"_s, u"--questions"_s, questions, u"--max-cost"_s, u"1"_s} +
                sourceArguments());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"openai:nelumbo-unpriced-model"_s), qPrintable(r.err));
        QCOMPARE(m_server->requests().size(), 0);
    }

    void costCap()
    {
        const QList<int> rows{51, 52, 53, 54};
        const QString questions = questionFile(u"cost.csv"_s, rows);
        QJsonArray turns;
        for (int row : rows)
            turns.append(statementTurn(m_questions.at(row - 1).gold));
        QCOMPARE(m_server->loadScenario(QJsonObject{{u"turns"_s, turns}}), QString());
        const QString results = m_dir.filePath(u"cost.jsonl"_s);
        // 0.0012 USD per question: a third would pass 0.003.
        const Run r = run(QStringList{u"eval"_s, u"--questions"_s, questions, u"--results"_s,
                                      results, u"--max-cost"_s, u"0.003"_s} +
                          sourceArguments());
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(u"--max-cost"_s), qPrintable(r.err));
        const QList<QJsonObject> lines = readLines(results);
        QCOMPARE(lines.size(), 2);
        double spent = 0;
        for (const QJsonObject& o : lines)
            spent += o.value(u"cost_usd"_s).toDouble();
        QVERIFY(spent <= 0.003);
        QCOMPARE(m_server->requests().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestCliEval)
#include "tst_cli_eval.moc"
