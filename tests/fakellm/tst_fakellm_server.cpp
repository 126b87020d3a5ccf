// Self-tests of the fake provider server: scenarios and their expectations, echo, capture,
// HTTP connections (keep-alive, chunked bodies, pipelining), scenario files.
// Driven with plain QNetworkAccessManager requests (and a raw socket where HTTP framing
// itself is under test); FakeLlmTestBase.h holds the helpers.
#include "CoreTestMain.h"
#include "FakeLlmTestBase.h"

class TestFakeLlmServer : public FakeLlmTestBase
{
    Q_OBJECT

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

    void expectationsMet();
    void expectationMismatch();
    void noTurnLeft();
    void echoMode();
    void capture();
    void keepAliveAndClose();
    void chunkedRequestBody();
    void pipelinedRequests();
    void scenarioFiles();
    void scenarioErrors();
};

void TestFakeLlmServer::expectationsMet()
{
    QJsonObject body = userChat("gpt-4o", "Show albums by AC/DC", true);
    body.insert("stream_options", QJsonObject{{"include_usage", true}});
    body.insert("max_completion_tokens", 2000);
    body.insert("tools",
                QJsonArray{QJsonObject{{"type", "function"},
                                       {"function", QJsonObject{{"name", "run_sql"},
                                                                {"parameters", QJsonObject{}}}}}});
    QJsonArray messages = body.value("messages").toArray();
    messages.prepend(QJsonObject{{"role", "developer"}, {"content", "You write SQL."}});
    body.insert("messages", messages);
    script({QJsonObject{
        {"expect", QJsonObject{{"method", "POST"},
                               {"path", "/v1/chat/completions"},
                               {"provider", "openai"},
                               {"model", "gpt-4o"},
                               {"stream", true},
                               {"lastRole", "user"},
                               {"lastContentContains", "AC/DC"},
                               {"systemContains", "SQL"},
                               {"toolNames", QJsonArray{"run_sql"}},
                               {"headers",
                                QJsonObject{{"Authorization", "Bearer test-key"}, {"x-title", ""}}},
                               {"headersAbsent", QJsonArray{"openai-organization"}},
                               {"json", QJsonObject{{"/stream_options/include_usage", true},
                                                    {"/max_completion_tokens", 2000},
                                                    {"/tools/0/function/name", "run_sql"}}},
                               {"jsonAbsent", QJsonArray{"/max_tokens"}},
                               {"bodyContains", "run_sql"}}},
        {"reply", QJsonObject{{"text", "ok"}}}}});
    Headers headers = openAiHeaders;
    headers.append(qMakePair(QByteArray("X-Title"), QByteArray("Nelumbo")));
    const Answer answer = post("/v1/chat/completions", body, headers);
    QCOMPARE(answer.status, 200);
    QVERIFY2(m_server->unmetExpectations().isEmpty(),
             qPrintable(m_server->unmetExpectations().join('\n')));
}

void TestFakeLlmServer::expectationMismatch()
{
    script({QJsonObject{{"name", "needs usage"},
                        {"expect",
                         QJsonObject{{"model", "gpt-4o-mini"},
                                     {"json", QJsonObject{{"/stream_options/include_usage", true}}},
                                     {"jsonAbsent", QJsonArray{"/messages"}},
                                     {"headers", QJsonObject{{"x-missing", ""}}}}},
                        {"reply", QJsonObject{{"text", "ok"}}}},
            replyTurn({{"text", "second"}})});
    QSignalSpy failed(m_server, &FakeLlmServer::expectationFailed);
    Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 400);
    const QString message = answer.json().value("error").toObject().value("message").toString();
    QVERIFY2(message.startsWith("fake server: expectation failed: needs usage: "),
             qPrintable(message));
    QVERIFY(message.contains("model is \"gpt-4o\", expected \"gpt-4o-mini\""));
    QVERIFY(message.contains("/stream_options/include_usage is absent"));
    QVERIFY(message.contains("/messages is"));
    QVERIFY(message.contains("header x-missing is missing"));
    QCOMPARE(failed.size(), 1);
    QCOMPARE(m_server->unmetExpectations().size(), 1);
    QCOMPARE(m_server->unmetExpectations().first(), message);
    // The turn was used up, so the script keeps its order.
    answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QVERIFY(answer.body.contains("second"));

    // In Anthropic's shape for Anthropic requests.
    script({QJsonObject{{"expect", QJsonObject{{"stream", true}}},
                        {"reply", QJsonObject{{"text", "x"}}}}});
    answer = post("/v1/messages", anthropicChat("hi"), anthropicHeaders);
    QCOMPARE(answer.status, 400);
    QVERIFY(answer.json().value("error").toObject().value("message").toString().contains(
        "expected a stream"));
}

void TestFakeLlmServer::noTurnLeft()
{
    const Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 500);
    QVERIFY(answer.json().value("error").toObject().value("message").toString().contains(
        "no scripted turn left"));
    QCOMPARE(m_server->unmetExpectations().size(), 1);
    m_server->clear();
    QVERIFY(m_server->unmetExpectations().isEmpty());
    QVERIFY(m_server->requests().isEmpty());
}

void TestFakeLlmServer::echoMode()
{
    ServerOptions options = m_server->options();
    options.echo = true;
    m_server->setOptions(options);
    Answer answer = post("/v1/messages", anthropicChat("ping me", true), anthropicHeaders);
    QString text;
    for (const SseEvent& event : parseSse(answer.body))
        text += toJson(event.data).value("delta").toObject().value("text").toString();
    QCOMPARE(text, QString("You said: ping me"));
    answer = post("/api/chat", ollamaChat("and me", false), {});
    QCOMPARE(answer.json().value("message").toObject().value("content").toString(),
             QString("You said: and me"));
    QVERIFY(m_server->unmetExpectations().isEmpty());
}

void TestFakeLlmServer::capture()
{
    script({replyTurn({{"text", "ok"}})});
    QSignalSpy received(m_server, &FakeLlmServer::requestReceived);
    QSignalSpy finished(m_server, &FakeLlmServer::responseFinished);
    const QDateTime before = QDateTime::currentDateTimeUtc();
    const ProviderCall call = providerCall("gemini", false);
    QCOMPARE(post(call.path + "?trace=1", call.body, call.headers).status, 200);
    QCOMPARE(received.size(), 1);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(received.at(0).at(0).toInt(), 0);
    const CapturedRequest request = m_server->lastRequest();
    QCOMPARE(request.method, QString("POST"));
    QCOMPARE(request.path, QString("/v1beta/models/gemini-2.5-flash:generateContent"));
    QCOMPARE(request.query.queryItemValue("trace"), QString("1"));
    QCOMPARE(request.header("X-Goog-Api-Key"), QByteArray("test-key"));
    QVERIFY(request.hasHeader("content-type"));
    QVERIFY(request.jsonValid);
    QCOMPARE(request.json, call.body);
    QCOMPARE(QJsonDocument::fromJson(request.body).object(), call.body);
    QVERIFY(request.received >= before.addSecs(-1));
    QCOMPARE(request.route, QString("gemini.generate"));
    QCOMPARE(request.provider, QString("gemini"));
    QCOMPARE(request.status, 200);
    QCOMPARE(request.turn, 0);
    QVERIFY(request.connectionId > 0);

    // Malformed and unauthorised requests are captured too.
    QCOMPARE(send("POST", "/api/chat", "not json", {}).status, 400);
    QVERIFY(!m_server->lastRequest().jsonValid);
    QCOMPARE(m_server->lastRequest().body, QByteArray("not json"));
    QCOMPARE(m_server->requests().size(), 2);
}

void TestFakeLlmServer::keepAliveAndClose()
{
    script({QJsonObject{{"times", 4}, {"reply", QJsonObject{{"text", "ok"}}}},
            replyTurn({{"text", "bye"}}, {{"close", true}}), replyTurn({{"text", "after"}})});
    QCOMPARE(post("/v1/chat/completions", userChat("gpt-4o", "1"), openAiHeaders).status, 200);
    QCOMPARE(post("/v1/chat/completions", userChat("gpt-4o", "2", true), openAiHeaders).status,
             200);
    QCOMPARE(post("/v1/chat/completions", userChat("gpt-4o", "3"), openAiHeaders).status, 200);
    QList<CapturedRequest> requests = m_server->requests();
    // Qt reuses the connection only when the server keeps it open (streams included).
    QCOMPARE(requests.at(1).connectionId, requests.at(0).connectionId);
    QCOMPARE(requests.at(2).connectionId, requests.at(0).connectionId);

    Headers closing = openAiHeaders;
    closing.append(qMakePair(QByteArray("Connection"), QByteArray("close")));
    const Answer closed = post("/v1/chat/completions", userChat("gpt-4o", "4"), closing);
    QCOMPARE(closed.status, 200);
    QCOMPARE(closed.headers.value("connection").toLower(), QByteArray("close"));
    const Answer faulted = post("/v1/chat/completions", userChat("gpt-4o", "5"), openAiHeaders);
    QCOMPARE(faulted.headers.value("connection").toLower(), QByteArray("close"));
    QCOMPARE(post("/v1/chat/completions", userChat("gpt-4o", "6"), openAiHeaders).status, 200);
    requests = m_server->requests();
    QVERIFY(requests.at(4).connectionId != requests.at(3).connectionId);
    QVERIFY(requests.at(5).connectionId != requests.at(4).connectionId);
}

void TestFakeLlmServer::chunkedRequestBody()
{
    script({QJsonObject{{"expect", QJsonObject{{"lastContentContains", "chunked hello"}}},
                        {"reply", QJsonObject{{"text", "got it"}}}}});
    const QByteArray json = compactJson(userChat("gpt-4o", "chunked hello"));
    const QByteArray first = json.left(10);
    const QByteArray second = json.mid(10);
    const QByteArray request =
        "POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Authorization: Bearer test-key\r\nContent-Type: application/json\r\n"
        "Transfer-Encoding: chunked\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n" +
        QByteArray::number(first.size(), 16) + ";ext=1\r\n" + first + "\r\n" +
        QByteArray::number(second.size(), 16) + "\r\n" + second + "\r\n0\r\nX-Trailer: t\r\n\r\n";
    const QByteArray response = raw(request, 1);
    QVERIFY2(response.startsWith("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n"), response);
    QVERIFY(response.contains("got it"));
    QCOMPARE(m_server->lastRequest().body, json);
    QVERIFY(m_server->unmetExpectations().isEmpty());
}

void TestFakeLlmServer::pipelinedRequests()
{
    script({replyTurn({{"text", "first"}}), replyTurn({{"text", "second"}}, {{"delayMs", 100}}),
            replyTurn({{"text", "third"}})});
    QByteArray bytes;
    for (int i = 0; i < 3; ++i) {
        const QByteArray body = compactJson(ollamaChat("hi", i == 1));
        bytes += "POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Length: " +
                 QByteArray::number(body.size()) + "\r\n\r\n" + body;
    }
    const QByteArray response = raw(bytes, 3);
    const qsizetype first = response.indexOf("first");
    const qsizetype second = response.indexOf("second");
    const qsizetype third = response.indexOf("third");
    QVERIFY2(first > 0 && second > first && third > second, response); // in order, one connection
    QCOMPARE(response.count("HTTP/1.1 200 OK"), 3);
    QVERIFY(response.contains("Transfer-Encoding: chunked"));
    const QList<CapturedRequest> requests = m_server->requests();
    QCOMPARE(requests.size(), 3);
    QCOMPARE(requests.at(2).connectionId, requests.at(0).connectionId);
}

void TestFakeLlmServer::scenarioFiles()
{
    const QString dir = QStringLiteral(NELUMBO_FAKELLM_SCENARIOS);
    QCOMPARE(m_server->loadScenarioFile(dir + "/tool-call-openai.json"), QString());
    QCOMPARE(m_server->pendingTurns(), 2);
    QJsonObject body = userChat("gpt-4o", "How many albums are there?");
    body.insert("tools", QJsonArray{QJsonObject{{"type", "function"},
                                                {"function", QJsonObject{{"name", "run_sql"}}}}});
    const Answer first = post("/v1/chat/completions", body, openAiHeaders);
    QCOMPARE(first.status, 200);
    const QJsonObject message =
        first.json().value("choices").toArray().at(0).toObject().value("message").toObject();
    const QJsonObject call = message.value("tool_calls").toArray().at(0).toObject();
    QJsonArray messages = body.value("messages").toArray();
    messages.append(message);
    messages.append(
        QJsonObject{{"role", "tool"}, {"tool_call_id", call.value("id")}, {"content", "[[347]]"}});
    body.insert("messages", messages);
    const Answer second = post("/v1/chat/completions", body, openAiHeaders);
    QCOMPARE(second.status, 200);
    QVERIFY(second.body.contains("347"));
    QVERIFY2(m_server->unmetExpectations().isEmpty(),
             qPrintable(m_server->unmetExpectations().join('\n')));

    QCOMPARE(m_server->loadScenarioFile(dir + "/tool-call-gemini.json"), QString());
    const QString gemini = "/v1beta/models/gemini-2.5-flash";
    QJsonObject request = geminiChat("How many artists?");
    const Answer called = post(gemini + ":generateContent", request, geminiHeaders);
    QCOMPARE(called.status, 200);
    const QJsonObject modelTurn = firstCandidate(called.json()).value("content").toObject();
    QJsonArray contents = request.value("contents").toArray();
    contents.append(modelTurn); // verbatim, signature included
    contents.append(QJsonObject{
        {"role", "user"},
        {"parts", QJsonArray{QJsonObject{
                      {"functionResponse",
                       QJsonObject{{"name", "run_sql"},
                                   {"response", QJsonObject{{"output", "[[275]]"}}}}}}}}});
    request.insert("contents", contents);
    const Answer answer = post(gemini + ":streamGenerateContent?alt=sse", request, geminiHeaders);
    QCOMPARE(answer.status, 200);
    QCOMPARE(parseSse(answer.body).size(), 3);
    QVERIFY2(m_server->unmetExpectations().isEmpty(),
             qPrintable(m_server->unmetExpectations().join('\n')));

    QCOMPARE(m_server->loadScenarioFile(dir + "/retry-anthropic.json"), QString());
    QCOMPARE(post("/v1/messages", anthropicChat("hi"), anthropicHeaders).status, 429);
    QCOMPARE(post("/v1/messages", anthropicChat("hi"), anthropicHeaders).status, 529);
    QCOMPARE(post("/v1/messages", anthropicChat("hi", true), anthropicHeaders).status, 200);
    QCOMPARE(m_server->pendingTurns(), 0);
}

void TestFakeLlmServer::scenarioErrors()
{
    QVERIFY(m_server
                ->loadScenario(QJsonObject{
                    {"turns", QJsonArray{QJsonObject{{"reply", QJsonObject{{"txt", "typo"}}}}}}})
                .contains("unknown key(s) txt"));
    QVERIFY(
        m_server
            ->loadScenario(QJsonObject{
                {"turns", QJsonArray{QJsonObject{{"fault", QJsonObject{{"error", "teapot"}}}}}}})
            .contains("unknown error"));
    QVERIFY(m_server
                ->loadScenario(
                    QJsonObject{{"turns", QJsonArray{QJsonObject{{"expect", QJsonObject{}}}}}})
                .contains("needs a reply"));
    QVERIFY(m_server->loadScenario(QJsonObject{{"options", QJsonObject{{"key", "x"}}}})
                .contains("options"));
    QVERIFY(
        m_server->addTurn(QJsonObject{{"times", 0}, {"reply", QJsonObject{}}}).contains("times"));
    QVERIFY(m_server->loadScenarioFile("/nonexistent/scenario.json")
                .contains("/nonexistent/scenario.json"));
    QTemporaryDir dir;
    QFile broken(dir.filePath("broken.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"turns\": [");
    broken.close();
    QVERIFY(m_server->loadScenarioFile(broken.fileName()).contains("broken.json"));
    QCOMPARE(m_server->pendingTurns(), 0); // nothing half-loaded
}

NELUMBO_CORE_TEST_MAIN(TestFakeLlmServer)
#include "tst_fakellm_server.moc"
