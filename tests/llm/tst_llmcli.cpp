#include "CliRunner.h"
#include "CoreTestMain.h"
#include "FakeLlmServer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

using nelumbo::fake::FakeLlmServer;

namespace {
const QString kKey = "sk-cli-SECRET-abcdef0123456789";

using Run = nelumbo::testing::CliRun;
} // namespace

// `nelumbo-cli ai` against the fake server. The program runs asynchronously so that the server,
// which lives in this process, can answer it.
class TestLlmCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FakeLlmServer m_server;
    QStringList m_outputs; // everything the program printed, for the key check

    QProcessEnvironment environment(const QList<QPair<QString, QString>>& extra) const
    {
        QProcessEnvironment env = nelumbo::testing::isolatedCliEnvironment(m_dir);
        for (const auto& [name, value] : extra)
            env.insert(name, value);
        return env;
    }

    Run run(const QStringList& arguments, const QList<QPair<QString, QString>>& extra = {})
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = environment(extra);
        runner.timeoutMs = 30000;
        runner.eventLoop = true; // the fake server answers
        const Run r = runner.run(arguments);
        m_outputs << r.out << r.err;
        return r;
    }

    QList<QPair<QString, QString>> openAi(const QString& key = kKey) const
    {
        return {{"NELUMBO_AI_MODEL", "openai:gpt-4o"},
                {"OPENAI_BASE_URL", m_server.baseUrl().toString() + "/v1"},
                {"OPENAI_API_KEY", key}};
    }

    void script(const QJsonArray& turns)
    {
        QCOMPARE(m_server.loadScenario(QJsonObject{
                     {"options", QJsonObject{{"apiKey", kKey},
                                             {"models", QJsonArray{"gpt-4o", "gpt-4o-mini"}}}},
                     {"turns", turns}}),
                 QString());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(m_server.listen(), QString());
    }

    void cleanupTestCase()
    {
        for (const QString& text : std::as_const(m_outputs))
            QVERIFY2(!text.contains("SECRET"), qPrintable(text));
        QFile config(m_dir.filePath("nelumbo.conf"));
        if (config.open(QIODevice::ReadOnly))
            QVERIFY(!config.readAll().contains("SECRET"));
    }

    void help()
    {
        const Run r = run({"ai", "--help"});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("NELUMBO_AI_MODEL"));
        QVERIFY(r.out.contains("OPENAI_API_KEY"));
        const Run global = run({"--help"});
        QVERIFY(global.out.contains("ai "));
    }

    void statusWhenOff()
    {
        const Run r = run({"ai", "status"});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("disabled"), qPrintable(r.out));
        QVERIFY2(r.err.contains("not_configured"), qPrintable(r.err));
    }

    void status()
    {
        const Run r = run({"ai"}, openAi());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("openai:gpt-4o (NELUMBO_AI_MODEL)"), qPrintable(r.out));
        QVERIFY(r.out.contains(m_server.baseUrl().toString() + "/v1 (OPENAI_BASE_URL)"));
        QVERIFY(r.out.contains("the environment variable OPENAI_API_KEY"));
        QVERIFY(r.out.contains("per million tokens")); // gpt-4o has a price

        const Run json = run({"ai", "status", "--format", "json"}, openAi());
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o["ready"].toBool(), true);
        QCOMPARE(o["provider"].toString(), QString("openai"));
        QCOMPARE(o["key_source"].toString(), QString("OPENAI_API_KEY"));
        QCOMPARE(o["price"].toObject()["input"].toDouble(), 2.5);
    }

    void statusWithoutKey()
    {
        const Run r = run({"ai", "status"}, {{"NELUMBO_AI_MODEL", "anthropic:claude-sonnet-4-5"}});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("api_key_missing"), qPrintable(r.err));
        QVERIFY(r.err.contains("ANTHROPIC_API_KEY"));
        // A local server needs none.
        const Run local = run({"ai", "status"}, {{"NELUMBO_AI_MODEL", "ollama:qwen2.5-coder"}});
        QCOMPARE(local.exitCode, 0);
        QVERIFY(local.out.contains("not needed"));
        QVERIFY(local.out.contains("Price:    unknown"));
    }

    void testOk()
    {
        script({QJsonObject{
            {"expect", QJsonObject{{"stream", false}, {"lastRole", "user"}}},
            {"reply", QJsonObject{{"text", "OK"},
                                  {"usage", QJsonObject{{"prompt", 14}, {"completion", 1}}}}}}});
        const Run r = run({"ai", "test"}, openAi());
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("ok: openai:gpt-4o answered in"), qPrintable(r.out + r.err));
        QVERIFY(r.out.contains("\"OK\""));
        QVERIFY(r.out.contains("14 prompt + 1 completion tokens"));
        QVERIFY(r.out.contains("cost $"));
        QCOMPARE(m_server.requests().size(), 1);
        QCOMPARE(m_server.lastRequest().header("authorization"), "Bearer " + kKey.toUtf8());
        QVERIFY(m_server.unmetExpectations().isEmpty());
    }

    void testFailures_data()
    {
        QTest::addColumn<QJsonObject>("fault");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("code");
        QTest::newRow("wrong key") << QJsonObject() << "sk-wrong-SECRET-zzzz"
                                   << "authentication_failed";
        QTest::newRow("unknown model")
            << QJsonObject{{"error", "model_not_found"}} << kKey << "model_not_found";
        QTest::newRow("overloaded")
            << QJsonObject{{"error", "unavailable"}} << kKey << "server_error";
    }

    void testFailures()
    {
        QFETCH(QJsonObject, fault);
        QFETCH(QString, key);
        QFETCH(QString, code);
        m_server.clear();
        script({QJsonObject{{"fault", fault.isEmpty() ? QJsonObject{{"delayMs", 0}} : fault},
                            {"reply", QJsonObject{{"text", "OK"}}}}});
        const Run r = run({"ai", "test"}, openAi(key));
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("error: " + code + ": "), qPrintable(r.err));
        QCOMPARE(m_server.requests().size(), 1); // a test does not retry
    }

    void testNotConfigured()
    {
        const Run r = run({"ai", "test"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("not_configured"));
        QVERIFY(r.err.contains("NELUMBO_AI_MODEL"));
    }

    void models()
    {
        m_server.clear();
        const Run r = run({"ai", "models"}, openAi());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts), (QStringList{"gpt-4o", "gpt-4o-mini"}));
        const Run azure =
            run({"ai", "models"}, {{"NELUMBO_AI_MODEL", "azure:prod"},
                                   {"AZURE_OPENAI_ENDPOINT", m_server.baseUrl().toString()},
                                   {"AZURE_OPENAI_API_KEY", kKey}});
        QCOMPARE(azure.exitCode, 1);
        QVERIFY(azure.err.contains("deployment"));
    }

    void usageErrors()
    {
        QCOMPARE(run({"ai", "dance"}).exitCode, 2);
        QCOMPARE(run({"ai", "test", "--format", "json"}).exitCode, 2);
        QCOMPARE(run({"ai", "status", "extra"}).exitCode, 2);
    }
};

NELUMBO_CORE_TEST_MAIN(TestLlmCli)
#include "tst_llmcli.moc"
