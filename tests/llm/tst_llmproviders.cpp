#include "CoreTestMain.h"
#include "ProviderTestBase.h"

#include <QElapsedTimer>
#include <QSignalSpy>

class TestLlmProviders : public ProviderTestBase
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

    void plainAnswer_data()
    {
        QTest::addColumn<QString>("provider");
        for (const QString& p : kProviders)
            QTest::newRow(qPrintable(p)) << p;
    }

    void plainAnswer()
    {
        QFETCH(QString, provider);
        QJsonObject expect{{"provider", family(provider)},
                           {"model", modelFor(provider)},
                           {"stream", false},
                           {"lastRole", "user"},
                           {"lastContentContains", "albums"},
                           {"systemContains", "You help with SQL"}};
        if (provider == "openai" || provider == "azure") {
            expect["json"] = QJsonObject{{"/max_completion_tokens", 1000}};
            expect["jsonAbsent"] = QJsonArray{"/max_tokens"};
        } else if (family(provider) == "openai" || provider == "anthropic") {
            expect["json"] = QJsonObject{{"/max_tokens", 1000}};
        }
        startServer(provider,
                    {turn(QJsonObject{{"text", "There are 347 albums."},
                                      {"usage", QJsonObject{{"prompt", 12}, {"completion", 5}}}},
                          expect)});
        const Run r = run(target(provider), question(), LlmClient::Mode::Whole);
        QVERIFY2(r.reply, qPrintable(r.error ? r.error->message : QString("no answer")));
        QCOMPARE(r.reply->text, QString("There are 347 albums."));
        QCOMPARE(r.reply->stopReason, LlmStopReason::EndTurn);
        QCOMPARE(r.reply->usage.promptTokens, 12);
        QCOMPARE(r.reply->usage.completionTokens, 5);
        QCOMPARE(r.reply->usage.totalTokens, 17);
        QCOMPARE(r.afterEnd, 0);
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));

        const auto request = m_server->lastRequest();
        const QByteArray key = kKey.toUtf8();
        if (provider == "anthropic") {
            QCOMPARE(request.header("x-api-key"), key);
            QCOMPARE(request.header("anthropic-version"), QByteArray("2023-06-01"));
            QVERIFY(!request.hasHeader("authorization"));
        } else if (provider == "gemini") {
            QCOMPARE(request.header("x-goog-api-key"), key);
            QVERIFY(!request.query.hasQueryItem("key")); // never in the URL
        } else if (provider == "azure") {
            QCOMPARE(request.header("api-key"), key);
            QCOMPARE(request.path, QString("/openai/deployments/my-deployment/chat/completions"));
            QCOMPARE(request.query.queryItemValue("api-version"), QString("2024-10-21"));
        } else if (provider == "ollama") {
            QVERIFY(!request.hasHeader("authorization"));
            QCOMPARE(request.path, QString("/api/chat"));
        } else {
            QCOMPARE(request.header("authorization"), "Bearer " + key);
            QCOMPARE(request.path, pathPrefix(provider) + "/chat/completions");
        }
        QCOMPARE(request.header("content-type"), QByteArray("application/json"));
    }

    void streamedAnswer_data() { plainAnswer_data(); }

    void streamedAnswer()
    {
        QFETCH(QString, provider);
        const QString text = QString::fromUtf8("Streaming \xC3\xBCn\xC3\xAF"
                                               "code \xE2\x9C\x93 works fine today.");
        QJsonObject expect{{"stream", true}, {"lastRole", "user"}};
        if (family(provider) == "openai")
            expect["json"] = QJsonObject{{"/stream_options/include_usage", true}};
        if (provider == "gemini")
            expect["query"] = QJsonObject{{"alt", "sse"}};
        startServer(provider,
                    {turn(QJsonObject{{"text", text},
                                      {"chunks", 4},
                                      {"usage", QJsonObject{{"prompt", 40}, {"completion", 9}}}},
                          expect)});
        const Run r = run(target(provider), question(), LlmClient::Mode::Streamed);
        QVERIFY2(r.reply, qPrintable(r.error ? r.error->message : QString("no answer")));
        QVERIFY2(r.deltas.size() >= 2, qPrintable(r.deltas.join('|')));
        QCOMPARE(r.deltas.join(QString()), text);
        QCOMPARE(r.reply->text, text);
        QCOMPARE(r.reply->stopReason, LlmStopReason::EndTurn);
        QVERIFY(!r.usages.isEmpty());
        QCOMPARE(r.reply->usage.promptTokens, 40);
        QCOMPARE(r.reply->usage.completionTokens, 9);
        QCOMPARE(r.afterEnd, 0);
        QCOMPARE(r.attempts, 1);
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
    }

    void multiTurnToolCalling_data() { plainAnswer_data(); }

    void multiTurnToolCalling()
    {
        QFETCH(QString, provider);
        QJsonObject firstExpect{{"lastRole", "user"},
                                {"toolNames", QJsonArray{"run_sql", "list_tables"}},
                                {"stream", true}};
        if (provider == "anthropic")
            firstExpect["json"] = QJsonObject{{"/system/0/cache_control/type", "ephemeral"},
                                              {"/system/1/text", "Be brief."}};
        QJsonObject firstReply{
            {"text", "Let me look."},
            {"toolCalls",
             QJsonArray{
                 QJsonObject{{"name", "run_sql"},
                             {"arguments", QJsonObject{{"sql", "SELECT count(*) FROM album"}}}},
                 QJsonObject{{"name", "list_tables"}, {"arguments", QJsonObject{}}}}},
            {"usage", QJsonObject{{"prompt", 100}, {"completion", 20}, {"cached", 64}}}};
        if (provider == "gemini")
            firstReply["thoughtSignature"] = "c2lnbmF0dXJlLTE=";
        startServer(provider,
                    {turn(firstReply, firstExpect),
                     turn(QJsonObject{{"text", "There are 347 albums."}},
                          QJsonObject{{"lastRole", "tool"},
                                      {"toolResultIds", QJsonArray{"$0", "$1"}},
                                      {"lastContentContains", "artist"}}),
                     turn(QJsonObject{{"text", "You are welcome."}},
                          QJsonObject{{"lastRole", "user"}, {"lastContentContains", "Thanks"}})});

        LlmRequest request = question();
        request.tools = tools();
        const LlmTarget t = target(provider);
        const Run first = run(t, request, LlmClient::Mode::Streamed);
        QVERIFY2(first.reply,
                 qPrintable(first.error ? first.error->message : QString("no answer")));
        QCOMPARE(first.reply->stopReason, LlmStopReason::ToolUse);
        const QList<LlmToolCall> calls = first.reply->toolCalls;
        QCOMPARE(calls.size(), 2);
        QCOMPARE(calls[0].name, QString("run_sql"));
        QCOMPARE(calls[0].argumentsObject().value("sql").toString(),
                 QString("SELECT count(*) FROM album"));
        QCOMPARE(calls[1].name, QString("list_tables"));
        QCOMPARE(calls[1].argumentsObject(), QJsonObject());
        QVERIFY(calls[0].id != calls[1].id);
        QCOMPARE(first.finishedCalls.size(), 2);
        QCOMPARE(first.started, (QList<int>{0, 1}));
        if (provider == "mistral")
            for (const LlmToolCall& c : calls)
                QVERIFY(QRegularExpression("^[a-zA-Z0-9]{9}$").match(c.id).hasMatch());
        if (provider == "anthropic")
            QCOMPARE(first.reply->usage.cachedTokens, 64);

        request.messages.append(first.reply->toMessage());
        request.messages.append(
            LlmMessage::tool({LlmToolResult{calls[0].id, QString(), "[{\"count\": 347}]"},
                              LlmToolResult{calls[1].id, QString(), "[\"album\", \"artist\"]"}}));
        const Run second = run(t, request, LlmClient::Mode::Whole);
        QVERIFY2(second.reply, qPrintable(second.error ? second.error->message : unmet()));
        QCOMPARE(second.reply->text, QString("There are 347 albums."));

        request.messages.append(second.reply->toMessage());
        request.messages.append(LlmMessage::user("Thanks!"));
        const Run third = run(t, request, LlmClient::Mode::Streamed);
        QVERIFY2(third.reply, qPrintable(third.error ? third.error->message : unmet()));
        QCOMPARE(third.reply->text, QString("You are welcome."));
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
        QCOMPARE(m_server->pendingTurns(), 0);

        // The model's turn went back as it came: Gemini's signature, Anthropic's blocks.
        const QJsonObject body = m_server->requests().at(1).json;
        if (provider == "gemini") {
            const QJsonArray parts = body["contents"].toArray()[1].toObject()["parts"].toArray();
            bool signed_ = false;
            for (const QJsonValue& p : parts)
                signed_ |= p.toObject()["thoughtSignature"].toString() == "c2lnbmF0dXJlLTE=";
            QVERIFY2(signed_, QJsonDocument(body).toJson().constData());
        }
        if (family(provider) == "openai") {
            const QJsonArray messages = body["messages"].toArray();
            const QJsonObject assistant = messages[2].toObject();
            QCOMPARE(assistant["role"].toString(), QString("assistant"));
            QVERIFY(assistant["tool_calls"]
                        .toArray()[0]
                        .toObject()["function"]
                        .toObject()["arguments"]
                        .isString());
            QCOMPARE(messages[3].toObject()["tool_call_id"].toString(),
                     assistant["tool_calls"].toArray()[0].toObject()["id"].toString());
        }
    }

    void mistralRemapsForeignToolCallIds()
    {
        startServer("mistral",
                    {turn(QJsonObject{{"text", "Done."}}, QJsonObject{{"lastRole", "user"}})});
        LlmRequest request = question();
        request.tools = tools();
        LlmToolCall foreign{"toolu_01XyZfromAnotherProvider", "run_sql", "{\"sql\":\"SELECT 1\"}"};
        request.messages.append(LlmMessage::assistant(QString(), {foreign}));
        request.messages.append(LlmMessage::tool({LlmToolResult{foreign.id, QString(), "1"}}));
        request.messages.append(LlmMessage::user("And now?"));
        const Run r = run(target("mistral"), request, LlmClient::Mode::Whole);
        QVERIFY2(r.reply, qPrintable(r.error ? r.error->message : unmet()));
        const QJsonArray messages = m_server->lastRequest().json["messages"].toArray();
        const QString id =
            messages[2].toObject()["tool_calls"].toArray()[0].toObject()["id"].toString();
        QVERIFY(QRegularExpression("^[a-zA-Z0-9]{9}$").match(id).hasMatch());
        QCOMPARE(messages[3].toObject()["tool_call_id"].toString(), id);
        QCOMPARE(messages[3].toObject()["name"].toString(), QString("run_sql"));
    }

    void cancelMidStream_data() { plainAnswer_data(); }

    void cancelMidStream()
    {
        QFETCH(QString, provider);
        QJsonArray words;
        QString text;
        for (int i = 0; i < 40; ++i)
            text += QString("word%1 ").arg(i);
        startServer(provider, {turn(QJsonObject{{"text", text}, {"chunks", 40}}, {},
                                    QJsonObject{{"eventDelayMs", 30}})});
        QSignalSpy finishedWrites(m_server.get(), &FakeLlmServer::responseFinished);
        const Run r = run(
            target(provider), question(), LlmClient::Mode::Streamed,
            [](LlmHandle* h) { h->cancel(); }, 400);
        QVERIFY(r.error);
        QCOMPARE(r.error->codeName(), QString("cancelled"));
        QCOMPARE(r.deltas.size(), 1);
        QCOMPARE(r.afterEnd, 0);
        QVERIFY(!r.reply);
        // The server noticed the closed connection and stopped long before its 40 events.
        QTRY_COMPARE_WITH_TIMEOUT(finishedWrites.size(), 1, 3000);
    }

    void cancelBeforeStartSendsNothing()
    {
        startServer("openai", {turn(QJsonObject{{"text", "unused"}})});
        LlmHandle* h = m_client->send(target("openai"), question());
        QSignalSpy failed(h, &LlmHandle::failed);
        QSignalSpy finished(h, &LlmHandle::finished);
        h->cancel();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<LlmError>().code, LlmErrorCode::Cancelled);
        finished.wait(200); // a late end would come by now
        QCOMPARE(failed.size(), 1);
        QCOMPARE(finished.size(), 0);
        QCOMPARE(m_server->requests().size(), 0);
        QVERIFY(h->isFinished());
        h->cancel(); // harmless
        QCOMPARE(failed.size(), 1);
        h->deleteLater();
    }

    void unreachableServer()
    {
        startServer("openai", {});
        LlmTarget t = target("openai");
        t.baseUrl = QUrl("http://127.0.0.1:1/v1"); // nothing listens on port 1
        const Run r = run(t, question(), LlmClient::Mode::Streamed);
        QVERIFY(r.error);
        QCOMPARE(r.error->codeName(), QString("network_unreachable"));
        QCOMPARE(r.attempts, 3);
        QCOMPARE(r.retries.size(), 2);
    }

    void totalTimeoutCoversRetries()
    {
        startServer("openai", {turn({}, {}, QJsonObject{{"error", "server_error"}}, 20)});
        LlmTarget t = target("openai");
        t.policy.maxAttempts = 20;
        t.policy.retryBaseDelayMs = 100;
        t.policy.totalTimeoutMs = 600;
        QElapsedTimer clock;
        clock.start();
        const Run r = run(t, question(), LlmClient::Mode::Whole);
        QVERIFY(r.error);
        QCOMPARE(r.error->codeName(), QString("timeout"));
        QVERIFY(clock.elapsed() < 3000);
        QVERIFY(r.attempts < 20);
    }

    void wrongKeyNeverLeaks_data() { plainAnswer_data(); }

    void wrongKeyNeverLeaks()
    {
        QFETCH(QString, provider);
        const QString wrong = "sk-wrong-LEAKCHECK-0123456789abcdef";
        startServer(provider, {turn(QJsonObject{{"text", "unused"}})},
                    provider == "ollama" ? QJsonObject{{"ollamaKey", kKey}} : QJsonObject{});
        LlmTarget t = target(provider);
        t.apiKey = wrong;
        const Run r = run(t, question(), LlmClient::Mode::Streamed);
        QVERIFY(r.error);
        QCOMPARE(r.error->codeName(), QString("authentication_failed"));
        QCOMPARE(r.attempts, 1);
        for (const QString& text : {r.error->message, r.error->providerMessage, r.error->requestId})
            QVERIFY2(!text.contains("LEAKCHECK") && !text.contains(wrong.right(8)),
                     qPrintable(text));
    }

    void listModels_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QStringList>("models");
        const QStringList all{"gpt-4o", "claude-sonnet-4-5", "gemini-2.5-flash", "qwen2.5-coder"};
        for (const char* p : {"openai", "anthropic", "gemini", "ollama", "groq", "openrouter",
                              "mistral", "lmstudio"})
            QTest::newRow(p) << QString(p) << all;
    }

    void listModels()
    {
        QFETCH(QString, provider);
        QFETCH(QStringList, models);
        startServer(provider, {});
        std::optional<std::variant<QStringList, LlmError>> result;
        m_client->listModels(target(provider), this, [&](const auto& r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
        if (const auto* error = std::get_if<LlmError>(&*result))
            QFAIL(qPrintable(error->message));
        QStringList got = std::get<QStringList>(*result);
        for (const QString& m : models) // Ollama names carry their tag
            QVERIFY2(got.contains(provider == "ollama" ? m + ":latest" : m),
                     qPrintable(got.join(',')));
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(m_server->pendingTurns(), 0);
    }

    void listModelsErrors()
    {
        startServer("openai", {});
        std::optional<std::variant<QStringList, LlmError>> result;
        LlmTarget wrong = target("openai");
        wrong.apiKey = "sk-wrong-LEAKCHECK-models";
        m_client->listModels(wrong, this, [&](const auto& r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
        QVERIFY(std::holds_alternative<LlmError>(*result));
        QCOMPARE(std::get<LlmError>(*result).code, LlmErrorCode::AuthenticationFailed);
        QVERIFY(!std::get<LlmError>(*result).message.contains("LEAKCHECK"));

        result.reset();
        m_client->listModels(target("azure"), this, [&](const auto& r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
        QVERIFY(std::holds_alternative<LlmError>(*result)); // deployments have no list
        QCOMPARE(m_server->requests().size(), 1);
    }

    void testConnection()
    {
        startServer("anthropic", {turn(QJsonObject{{"text", "OK"}},
                                       QJsonObject{{"stream", false},
                                                   {"json", QJsonObject{{"/max_tokens", 16}}}})});
        LlmHandle* h = m_client->testConnection(target("anthropic"));
        QSignalSpy finished(h, &LlmHandle::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<LlmReply>().text, QString("OK"));
        QVERIFY2(unmet().isEmpty(), qPrintable(unmet()));
        h->deleteLater();

        // One attempt only: a test reports what happened, it does not retry.
        startServer("openai", {turn({}, {}, QJsonObject{{"error", "server_error"}}, 3)});
        h = m_client->testConnection(target("openai"));
        QSignalSpy failed(h, &LlmHandle::failed);
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).value<LlmError>().code, LlmErrorCode::ServerError);
        QCOMPARE(m_server->requests().size(), 1);
        h->deleteLater();
    }
};

NELUMBO_CORE_TEST_MAIN(TestLlmProviders)
#include "tst_llmproviders.moc"
