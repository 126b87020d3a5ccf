// Redis replies through `nelumbo-cli run --format table|csv|json` (database 5 of
// NELUMBO_TEST_REDIS_URL): the grid's shapes in every format, JSON keeping nested replies.
#include "CliRunner.h"
#include "FakeLlmServer.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestRedisCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_source;
    QString m_prefix;

    const nelumbo::testing::CliWithConfig m_cli{m_dir.filePath(u"nelumbo.conf"_s)};
    using Cli = nelumbo::testing::CliRun;

    Cli run(const QString& format, const QString& command)
    {
        return m_cli(
            {u"run"_s, u"--format"_s, format, u"--source"_s, m_source, command.arg(m_prefix)});
    }
    QJsonObject json(const QString& command)
    {
        const Cli r = run(u"json"_s, command);
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString url = qEnvironmentVariable("NELUMBO_TEST_REDIS_URL");
        if (url.isEmpty())
            QSKIP("NELUMBO_TEST_REDIS_URL is not set");
        const qsizetype slash = url.indexOf(u'/', url.indexOf(u"//"_s) + 2);
        m_source = (slash > 0 ? url.left(slash) : url) + u"/5"_s;
        m_prefix = u"tst_redis_cli:%1:"_s.arg(QCoreApplication::applicationPid());
        for (const QString& c : {u"HSET %1h name \"AC/DC\" n 1"_s, u"ZADD %1z 1.5 one 2 two"_s,
                                 u"XADD %1s 1-1 artist 1 note \"x, y\""_s})
            QCOMPARE(
                m_cli({u"run"_s, u"--write"_s, u"--source"_s, m_source, c.arg(m_prefix)}).exitCode,
                0);
    }
    void cleanupTestCase()
    {
        if (!m_source.isEmpty())
            m_cli({u"run"_s, u"--write"_s, u"--source"_s, m_source,
                   u"DEL %1h %1z %1s"_s.arg(m_prefix)});
    }

    void tableAndCsv()
    {
        Cli r = run(u"table"_s, u"HGETALL %1h"_s);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"field | value"_s), qPrintable(r.out));
        QVERIFY(r.out.contains(u"name  | AC/DC"_s));
        QVERIFY(r.out.contains(u"(2 rows)"_s));
        r = run(u"csv"_s, u"ZRANGE %1z 0 -1 WITHSCORES"_s);
        QCOMPARE(r.out, u"member,score\r\none,1.5\r\ntwo,2\r\n"_s);
        r = run(u"csv"_s, u"XRANGE %1s - +"_s);
        QCOMPARE(r.out, u"id,artist,note\r\n1-1,1,\"x, y\"\r\n"_s);
        r = run(u"csv"_s, u"GET %1nothing"_s);
        QCOMPARE(r.out, u"value\r\n\r\n"_s); // nil → NULL, an empty field
        r = run(u"table"_s, u"HGETALL %1z"_s);
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(u"WRONGTYPE"_s), qPrintable(r.err));
    }

    void jsonKeepsStructure()
    {
        QJsonObject o = json(u"ZRANGE %1z 0 -1 WITHSCORES"_s);
        QCOMPARE(o.value(u"columns"_s).toArray(), (QJsonArray{u"member"_s, u"score"_s}));
        QCOMPARE(o.value(u"rows"_s).toArray().at(0).toArray(), (QJsonArray{u"one"_s, 1.5}));
        o = json(u"XINFO STREAM %1s"_s);
        bool nested = false;
        for (const QJsonValue& row : o.value(u"rows"_s).toArray())
            if (row.toArray().at(0).toString() == u"first-entry"_s) {
                const QJsonArray entry = row.toArray().at(1).toArray();
                QCOMPARE(entry.at(0).toString(), u"1-1"_s);
                QCOMPARE(entry.at(1).toArray(),
                         (QJsonArray{u"artist"_s, u"1"_s, u"note"_s, u"x, y"_s}));
                nested = true;
            }
        QVERIFY(nested);
        o = json(u"SCAN 0 MATCH %1* COUNT 1000"_s);
        QCOMPARE(o.value(u"columns"_s).toArray(), (QJsonArray{u"cursor"_s, u"key"_s}));
        QCOMPARE(o.value(u"rows"_s).toArray().size(), 3);
        o = json(u"HLEN %1h"_s);
        QCOMPARE(o.value(u"rows"_s).toArray().at(0).toArray(), QJsonArray{2});
    }

    // Optimisation needs a plan, which Redis has not: `optimize` answers
    // ai_feature_unsupported with the adapter's reason, and nothing reaches the provider.
    void optimizeIsUnsupported()
    {
        nelumbo::fake::FakeLlmServer server;
        QCOMPARE(server.listen(), QString());
        nelumbo::testing::CliRunner runner;
        runner.eventLoop = true; // the fake server lives in this process and would answer
        runner.timeoutMs = 30000;
        runner.environment = nelumbo::testing::isolatedCliEnvironment(m_dir);
        runner.environment.insert(u"NELUMBO_AI_MODEL"_s, u"openai:gpt-4o"_s);
        runner.environment.insert(u"OPENAI_BASE_URL"_s, server.baseUrl().toString() + u"/v1"_s);
        runner.environment.insert(u"OPENAI_API_KEY"_s, u"test-key"_s);
        const nelumbo::testing::CliRun r =
            runner.run({u"optimize"_s, u"--source"_s, m_source, u"HGETALL %1h"_s.arg(m_prefix)});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.outBytes).object();
        QCOMPARE(o.value(u"error"_s).toString(), u"ai_feature_unsupported"_s);
        QVERIFY2(o.value(u"message"_s).toString().contains(u"Redis has no query plans"_s),
                 qPrintable(o.value(u"message"_s).toString()));
        QVERIFY(server.requests().isEmpty());
    }

    // Layer (b) in `check`: it asks the server whether the source's user may write, and says
    // when only the check protects the source; an unreachable server leaves a note.
    void checkSaysWhoRefusesWrites()
    {
        Cli r = m_cli({u"check"_s, u"--source"_s, m_source, u"GET %1h"_s.arg(m_prefix)});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(u"allowed"_s).toBool(), true);
        QCOMPARE(o.value(u"write_guard"_s).toString(), u"check_only"_s);
        QVERIFY2(r.err.contains(u"warning: only this check protects"_s), qPrintable(r.err));
        r = m_cli({u"check"_s, u"--source"_s, m_source, u"SET %1h x"_s.arg(m_prefix)});
        QCOMPARE(r.exitCode, 1);
        o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(u"allowed"_s).toBool(), false);
        QCOMPARE(o.value(u"write_guard"_s).toString(), u"check_only"_s);

        // A port nothing listens on: the verdict still comes, with a note.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        r = m_cli({u"check"_s, u"--source"_s, u"redis://127.0.0.1:%1/0"_s.arg(port), u"GET k"_s});
        QCOMPARE(r.exitCode, 0);
        o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(u"allowed"_s).toBool(), true);
        QVERIFY(!o.contains(u"write_guard"_s));
        QVERIFY2(r.err.contains(u"note: could not connect"_s), qPrintable(r.err));

        const QString ro = qEnvironmentVariable("NELUMBO_TEST_REDIS_RO_URL");
        if (ro.isEmpty()) {
            qWarning("NELUMBO_TEST_REDIS_RO_URL is not set: the ACL user's part did not run");
            return;
        }
        r = m_cli({u"check"_s, u"--source"_s, ro, u"GET k"_s});
        QCOMPARE(r.exitCode, 0);
        o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(u"write_guard"_s).toString(), u"source"_s);
        QVERIFY2(!r.err.contains(u"warning"_s), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestRedisCli)
#include "tst_redis_cli.moc"
