#include "CoreTestMain.h"
#include "ProviderTestBase.h"

#include <QElapsedTimer>

// Every fault of a provider, for every provider: errors, retries, broken streams, timeouts.
class TestLlmFaults : public ProviderTestBase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qInstallMessageHandler(collectLog);
        m_client = std::make_unique<LlmClient>();
    }

    void cleanupTestCase()
    {
        qInstallMessageHandler(nullptr);
        // Keys never reach the log, whatever happened above.
        for (const QString& line : std::as_const(g_logs))
            QVERIFY2(!line.contains("SECRET") && !line.contains("LEAKCHECK"), qPrintable(line));
    }

    // Every fault for every provider, in two CTest entries so each stays well inside its
    // time limit: NELUMBO_TEST_LLM_PROVIDERS names the providers of this run.
    static QStringList faultProviders()
    {
        const QString chosen = qEnvironmentVariable("NELUMBO_TEST_LLM_PROVIDERS");
        if (chosen.isEmpty())
            return kProviders;
        const QStringList providers = chosen.split(',', Qt::SkipEmptyParts);
        for (const QString& p : providers)
            if (!kProviders.contains(p))
                qFatal("NELUMBO_TEST_LLM_PROVIDERS: unknown provider %s", qPrintable(p));
        return providers;
    }

    void faults_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QJsonArray>("turns");
        QTest::addColumn<bool>("stream");
        QTest::addColumn<QString>("code");    // empty: the request succeeds
        QTest::addColumn<int>("requests");    // how many reached the server
        QTest::addColumn<QString>("message"); // part of the error message

        const QJsonObject ok{{"text", "All good \xE2\x9C\x93 after all."}};
        const QJsonObject longText{{"text", "one two three four five six seven eight nine ten"},
                                   {"chunks", 10}};
        const QJsonObject withCalls{
            {"toolCalls",
             QJsonArray{
                 QJsonObject{{"name", "run_sql"}, {"arguments", QJsonObject{{"sql", "SELECT 1"}}}},
                 QJsonObject{{"name", "list_tables"}, {"arguments", QJsonObject{}}}}}};
        auto error = [](const QString& kind, const QJsonObject& more = {}) {
            QJsonObject f{{"error", kind}};
            for (auto it = more.begin(); it != more.end(); ++it)
                f[it.key()] = it.value();
            return f;
        };
        for (const QString& p : faultProviders()) {
            auto row = [&](const QString& name, const QJsonArray& turns, bool stream,
                           const QString& code, int requests, const QString& message = {}) {
                QTest::newRow(qPrintable(p + ": " + name))
                    << p << turns << stream << code << requests << message;
            };
            const bool openAi = family(p) == "openai";
            row("auth", {turn({}, {}, error("auth"))}, true, "authentication_failed", 1);
            row("forbidden", {turn({}, {}, error("forbidden"))}, false, "authentication_failed", 1);
            row("model not found", {turn({}, {}, error("model_not_found"))}, true,
                "model_not_found", 1);
            row("context too long", {turn({}, {}, error("context_length"))}, false,
                "context_too_long", 1);
            if (p != "ollama")
                row("quota", {turn({}, {}, error("insufficient_quota"))}, true, "quota_exhausted",
                    1);
            row("429 twice, then ok",
                {turn({}, {}, error("rate_limit", {{"retryAfterMs", 5}}), 2), turn(ok)}, true,
                QString(), 3);
            row("429 with a wait beyond the cap",
                {turn({}, {}, error("rate_limit", {{"retryAfter", "120"}}))}, true, "rate_limited",
                1, "120 s");
            row("429 until attempts run out",
                {turn({}, {}, error("rate_limit", {{"retryAfterMs", 5}}), 5)}, false,
                "rate_limited", 3, "3 attempts");
            row("500 once", {turn({}, {}, error("server_error")), turn(ok)}, true, QString(), 2);
            row("503 once", {turn({}, {}, error("unavailable")), turn(ok)}, false, QString(), 2);
            row("overloaded once", {turn({}, {}, error("overloaded")), turn(ok)}, true, QString(),
                2);
            row("500 with x-should-retry: false",
                {turn({}, {}, error("server_error", {{"shouldRetry", false}})), turn(ok)}, true,
                "server_error", 1);
            row("409 once",
                {turn({}, {},
                      QJsonObject{{"status", 409}, {"body", QJsonObject{{"error", "conflict"}}}}),
                 turn(ok)},
                false, QString(), 2);
            row("502 HTML once",
                {turn({}, {}, QJsonObject{{"status", 502}, {"body", "<html>Bad gateway</html>"}}),
                 turn(ok)},
                true, QString(), 2);
            row("400 without retry",
                {turn({}, {},
                      QJsonObject{
                          {"status", 400},
                          {"body", QJsonObject{{"error", QJsonObject{{"message", "bad field"}}}}}}),
                 turn(ok)},
                true, "invalid_request", 1, "bad field");
            row("error after output",
                {turn(longText, {}, QJsonObject{{"midStreamError", 4}}), turn(ok)}, true,
                "server_error", 1);
            row("cut off",
                {turn(longText, {}, QJsonObject{{"disconnectAfterEvents", 4}}), turn(ok)}, true,
                "malformed_reply", 1, "before its end");
            row("malformed event",
                {turn(longText, {}, QJsonObject{{"malformedEvent", 3}}), turn(ok)}, true,
                "malformed_reply", 1, "JSON");
            row("invalid tool arguments",
                {turn(withCalls, {}, QJsonObject{{"invalidToolArguments", true}}), turn(ok)}, true,
                "malformed_reply", 1);
            row("invalid tool arguments, whole",
                {turn(withCalls, {}, QJsonObject{{"invalidToolArguments", true}}), turn(ok)}, false,
                "malformed_reply", 1);
            row("no terminal event",
                {turn(longText, {}, QJsonObject{{"omitDone", true}}), turn(ok)}, true,
                "malformed_reply", 1, "before its end");
            row("stall",
                {turn(longText, {}, QJsonObject{{"stallAfterEvents", 3}, {"stallMs", 3000}})}, true,
                "timeout", 1, "Nothing arrived");
            row("slow head", {turn(ok, {}, QJsonObject{{"delayMs", 3000}})}, false, "timeout", 1);
            row("keep-alives", {turn(longText, {}, QJsonObject{{"pings", true}})}, true, QString(),
                1);
            row("CRLF", {turn(longText, {}, QJsonObject{{"crlf", true}})}, true, QString(), 1);
            row("split writes", {turn(withCalls, {}, QJsonObject{{"splitWrites", true}})}, true,
                QString(), 1);
            row("split UTF-8", {turn(ok, {}, QJsonObject{{"splitUtf8", true}})}, true, QString(),
                1);
            if (openAi) {
                row("empty choices first", {turn(ok, {}, QJsonObject{{"emptyChoicesFirst", true}})},
                    true, QString(), 1);
                row("tool index reused",
                    {turn(withCalls, {}, QJsonObject{{"reuseToolIndex", true}})}, true, QString(),
                    1);
            }
            if (p == "gemini")
                row("RESOURCE_EXHAUSTED with RetryInfo",
                    {turn({}, {}, error("resource_exhausted", {{"retryDelay", "0.05s"}})),
                     turn(ok)},
                    true, QString(), 2);
            if (p == "openai")
                row("retry-after as an HTTP date",
                    {turn({}, {},
                          error("rate_limit",
                                {{"retryAfter",
                                  httpDate(QDateTime::currentDateTimeUtc().addSecs(1))}})),
                     turn(ok)},
                    false, QString(), 2);
        }
    }

    void faults()
    {
        QFETCH(QString, provider);
        QFETCH(QJsonArray, turns);
        QFETCH(bool, stream);
        QFETCH(QString, code);
        QFETCH(int, requests);
        QFETCH(QString, message);
        startServer(provider, turns);
        LlmTarget t = target(provider);
        t.policy.idleTimeoutMs = 250;
        LlmRequest request = question();
        request.tools = tools();
        QElapsedTimer clock;
        clock.start();
        const Run r = run(t, request, stream ? LlmClient::Mode::Streamed : LlmClient::Mode::Whole);
        QVERIFY(r.ended);
        QVERIFY2(clock.elapsed() < 8000, "faults must not make the client hang");
        QCOMPARE(r.afterEnd, 0);
        if (code.isEmpty()) {
            QVERIFY2(r.reply, qPrintable(r.error ? r.error->codeName() + ": " + r.error->message
                                                 : QString("no answer")));
            QVERIFY(!r.reply->text.isEmpty() || !r.reply->toolCalls.isEmpty());
            if (QJsonDocument(turns).toJson().contains("run_sql"))
                QCOMPARE(r.reply->toolCalls.size(), 2);
            QCOMPARE(r.retries.size(), requests - 1);
        } else {
            QVERIFY2(r.error, "the request should have failed");
            QCOMPARE(r.error->codeName(), code);
            QVERIFY(!r.error->message.isEmpty());
            if (!message.isEmpty())
                QVERIFY2(r.error->message.contains(message), qPrintable(r.error->message));
            QVERIFY(!r.error->message.contains(kKey));
            QVERIFY(!r.error->providerMessage.contains(kKey));
        }
        QCOMPARE(m_server->requests().size(), requests);
        QCOMPARE(r.attempts, requests);
    }
};

NELUMBO_CORE_TEST_MAIN(TestLlmFaults)
#include "tst_llmfaults.moc"
