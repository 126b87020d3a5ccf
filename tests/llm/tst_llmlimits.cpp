#include "CoreTestMain.h"
#include "ProviderTestBase.h"

#include <QElapsedTimer>

// What the client refuses to do for a hostile server, in every wire format, whole and
// streamed: follow a redirect to another host with the key, or read an answer without end.
class TestLlmLimits : public ProviderTestBase
{
    Q_OBJECT

    // A second origin on another loopback address that records whatever reaches it.
    std::unique_ptr<FakeLlmServer> m_logger;

    static void addFormats()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<bool>("stream");
        for (const char* p : {"openai", "anthropic", "gemini", "ollama", "azure"})
            for (const bool stream : {false, true})
                QTest::newRow(qPrintable(QString(p) + (stream ? ", streamed" : ", whole")))
                    << QString(p) << stream;
    }

    // Ollama takes a key only when asked for one: ask, so that a leak would show.
    LlmTarget keyedTarget(const QString& provider) const
    {
        LlmTarget t = target(provider);
        t.apiKey = kKey;
        return t;
    }

    void startKeyed(const QString& provider, const QJsonArray& turns, QJsonObject options = {})
    {
        options["ollamaKey"] = kKey;
        startServer(provider, turns, options);
    }

    QString loggedKeys() const
    {
        QStringList lines;
        for (const auto& request : m_logger->requests())
            for (const auto& [name, value] : request.headers)
                lines << QString::fromLatin1(name + ": " + value);
        return lines.join('\n');
    }

private slots:
    void initTestCase() { m_client = std::make_unique<LlmClient>(); }

    void init()
    {
        m_logger = std::make_unique<FakeLlmServer>();
        QCOMPARE(m_logger->listen(0, "127.0.0.2"), QString());
        fake::ServerOptions open;
        open.apiKey.clear(); // takes anything, so a request sent there would succeed
        open.echo = true;
        m_logger->setOptions(open);
    }

    void redirectToAnotherHostIsRefused_data() { addFormats(); }
    void redirectToAnotherHostIsRefused()
    {
        QFETCH(QString, provider);
        QFETCH(bool, stream);
        const QString other = m_logger->baseUrl().toString();
        QVERIFY(other.contains("127.0.0.2"));
        startKeyed(provider, {turn({}, {}, QJsonObject{{"redirect", other}})});
        const Run r = run(keyedTarget(provider), question(),
                          stream ? LlmClient::Mode::Streamed : LlmClient::Mode::Whole);
        QVERIFY(r.ended);
        QVERIFY2(r.error, "a cross-origin redirect must fail");
        QCOMPARE(r.error->codeName(), QString("redirect_refused"));
        QVERIFY2(r.error->message.contains(other), qPrintable(r.error->message));
        QVERIFY(!r.error->message.contains(kKey));
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(r.attempts, 1);
        QSignalSpy logged(m_logger.get(), &FakeLlmServer::requestReceived);
        logged.wait(50); // a request on its way would arrive by now
        QVERIFY2(m_logger->requests().isEmpty(), qPrintable(loggedKeys()));
    }

    void redirectWithinTheOriginIsFollowed_data() { addFormats(); }
    void redirectWithinTheOriginIsFollowed()
    {
        QFETCH(QString, provider);
        QFETCH(bool, stream);
        startKeyed(provider, {turn({}, {}, QJsonObject{{"redirect", ""}}),
                              turn(QJsonObject{{"text", "Redirected fine."}})});
        const Run r = run(keyedTarget(provider), question(),
                          stream ? LlmClient::Mode::Streamed : LlmClient::Mode::Whole);
        QVERIFY2(r.reply, qPrintable(r.error ? r.error->message : QString("no answer")));
        QCOMPARE(r.reply->text, QString("Redirected fine."));
        QCOMPARE(m_server->requests().size(), 2);
        QCOMPARE(m_server->requests().at(0).status, 307);
        QCOMPARE(m_server->requests().at(1).path, m_server->requests().at(0).path);
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
    }

    void modelListRedirectIsRefused_data()
    {
        QTest::addColumn<QString>("provider");
        for (const char* p : {"openai", "anthropic", "gemini", "ollama"})
            QTest::newRow(p) << QString(p);
    }
    void modelListRedirectIsRefused()
    {
        QFETCH(QString, provider);
        const QString other = m_logger->baseUrl().toString();
        startKeyed(provider, {}, QJsonObject{{"redirectTo", other}});
        std::optional<std::variant<QStringList, LlmError>> result;
        m_client->listModels(keyedTarget(provider), this, [&](const auto& r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
        QVERIFY(std::holds_alternative<LlmError>(*result));
        const LlmError error = std::get<LlmError>(*result);
        QCOMPARE(error.codeName(), QString("redirect_refused"));
        QVERIFY2(error.message.contains(other), qPrintable(error.message));
        QSignalSpy logged(m_logger.get(), &FakeLlmServer::requestReceived);
        logged.wait(50); // a request on its way would arrive by now
        QVERIFY2(m_logger->requests().isEmpty(), qPrintable(loggedKeys()));
    }

    // A client dropped while an answer streams in takes its calls with it: nothing more is
    // reported afterwards, and nothing touches what is gone.
    void clientDroppedMidAnswer()
    {
        const QString text = QString(4000, u'y');
        startServer("openai", {turn(QJsonObject{{"text", text}, {"chunks", 40}}, {},
                                    QJsonObject{{"stallAfterEvents", 3}, {"stallMs", 3000}})});
        auto client = std::make_unique<LlmClient>();
        LlmHandle* handle = client->send(target("openai"), question(), LlmClient::Mode::Streamed);
        int deltas = 0;
        int ends = 0;
        connect(handle, &LlmHandle::textDelta, this, [&deltas] { ++deltas; });
        connect(handle, &LlmHandle::finished, this, [&ends] { ++ends; });
        connect(handle, &LlmHandle::failed, this, [&ends] { ++ends; });
        const QPointer<LlmHandle> watched = handle;
        QTRY_VERIFY(deltas > 0);
        client.reset();
        QVERIFY(!watched);
        const int seen = deltas;
        QTest::qWait(300);
        QCOMPARE(deltas, seen);
        QCOMPARE(ends, 0);
        QCOMPARE(m_server->requests().size(), 1);
    }

    void defaultReplyLimit()
    {
        QCOMPARE(LlmCallPolicy().maxReplyBytes, qint64(32) * 1024 * 1024);
        QCOMPARE(LlmCallPolicy::kMaxReplyBytes, qint64(32) * 1024 * 1024);
    }

    // The limit is made small here; a real 32 MB answer is streamed in tst_cli_ai.
    void replyOverTheLimitFails_data() { addFormats(); }
    void replyOverTheLimitFails()
    {
        QFETCH(QString, provider);
        QFETCH(bool, stream);
        const QString text = QString(200 * 1024, u'x');
        startKeyed(provider, {turn(QJsonObject{{"text", text}, {"chunks", 100}}),
                              turn(QJsonObject{{"text", "spare"}})});
        LlmTarget t = keyedTarget(provider);
        t.policy.maxReplyBytes = 64 * 1024;
        QElapsedTimer clock;
        clock.start();
        const Run r =
            run(t, question(), stream ? LlmClient::Mode::Streamed : LlmClient::Mode::Whole);
        QVERIFY2(r.error, "an answer over the limit must fail");
        QCOMPARE(r.error->codeName(), QString("reply_too_large"));
        QVERIFY2(r.error->message.contains("64"), qPrintable(r.error->message));
        QVERIFY(r.error->message.size() < 1000);
        QCOMPARE(m_server->requests().size(), 1); // not retried
        QVERIFY(clock.elapsed() < 5000);
    }

    void errorBodyOverTheLimitFails_data() { addFormats(); }
    void errorBodyOverTheLimitFails()
    {
        QFETCH(QString, provider);
        QFETCH(bool, stream);
        const QString body = QString(200 * 1024, u'e');
        startKeyed(provider, {turn({}, {}, QJsonObject{{"status", 500}, {"body", body}}),
                              turn(QJsonObject{{"text", "spare"}})});
        LlmTarget t = keyedTarget(provider);
        t.policy.maxReplyBytes = 64 * 1024;
        const Run r =
            run(t, question(), stream ? LlmClient::Mode::Streamed : LlmClient::Mode::Whole);
        QVERIFY2(r.error, "an error body over the limit must fail");
        QCOMPARE(r.error->codeName(), QString("reply_too_large"));
        QVERIFY(r.error->message.size() < 1000);
        QCOMPARE(m_server->requests().size(), 1);
    }

    // No error message carries a multi-megabyte detail whole.
    void errorDetailIsBounded()
    {
        const LlmError error =
            LlmError::make(LlmErrorCode::ServerError, "X", QString(3 * 1024 * 1024, u'd'));
        QVERIFY(error.message.size() < 2200);
        QVERIFY(error.message.endsWith(u'…'));
    }

    void modelListOverTheLimitFails()
    {
        QJsonArray many;
        for (int i = 0; i < 2000; ++i)
            many.append(QString("model-%1-").arg(i) + QString(60, u'm'));
        startKeyed("openai", {}, QJsonObject{{"models", many}});
        LlmTarget t = keyedTarget("openai");
        t.policy.maxReplyBytes = 64 * 1024;
        std::optional<std::variant<QStringList, LlmError>> result;
        m_client->listModels(t, this, [&](const auto& r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
        QVERIFY(std::holds_alternative<LlmError>(*result));
        QCOMPARE(std::get<LlmError>(*result).codeName(), QString("reply_too_large"));
    }
};

NELUMBO_CORE_TEST_MAIN(TestLlmLimits)
#include "tst_llmlimits.moc"
