// Self-tests of the fake provider server: the faults it plays (ready-made and custom errors,
// delays, cut and stalled streams, malformed events, odd framing of events).
// Driven with plain QNetworkAccessManager requests (and a raw socket where HTTP framing
// itself is under test); FakeLlmTestBase.h holds the helpers.
#include "CoreTestMain.h"
#include "FakeLlmTestBase.h"

class TestFakeLlmFaults : public FakeLlmTestBase
{
    Q_OBJECT

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

    void readyMadeErrors_data();
    void readyMadeErrors();
    void customErrorAndRetryHeaders();
    void retryTimes();
    void delayBeforeResponse();
    void eventDelay();
    void midStreamError_data();
    void midStreamError();
    void disconnectAfterEvents();
    void disconnectNonStreamed();
    void stallTripsIdleTimeout();
    void shortStallCompletes();
    void malformedEvent();
    void invalidToolArguments();
    void pingsAndCrlf();
    void splitWrites();
    void splitUtf8();
    void emptyChoicesAndOmitDone();
    void reuseToolIndex();
};

void TestFakeLlmFaults::readyMadeErrors_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("marker"); // a piece of the provider's error body
    const QList<std::tuple<QString, QString, int, QString>> rows = {
        {"openai", "auth", 401, "invalid_api_key"},
        {"openai", "forbidden", 403, "unsupported_country_region_territory"},
        {"openai", "model_not_found", 404, "\"code\":\"model_not_found\""},
        {"openai", "context_length", 400, "context_length_exceeded"},
        {"openai", "rate_limit", 429, "rate_limit_exceeded"},
        {"openai", "insufficient_quota", 429, "\"code\":\"insufficient_quota\""},
        {"openai", "server_error", 500, "server_error"},
        {"openai", "unavailable", 503, "overloaded"},
        {"anthropic", "auth", 401, "authentication_error"},
        {"anthropic", "forbidden", 403, "permission_error"},
        {"anthropic", "model_not_found", 404, "model: claude-sonnet-4-5"},
        {"anthropic", "context_length", 400, "prompt is too long"},
        {"anthropic", "rate_limit", 429, "rate_limit_error"},
        {"anthropic", "insufficient_quota", 400, "credit balance is too low"},
        {"anthropic", "server_error", 500, "api_error"},
        {"anthropic", "overloaded", 529, "overloaded_error"},
        {"gemini", "auth", 400, "API_KEY_INVALID"},
        {"gemini", "forbidden", 403, "PERMISSION_DENIED"},
        {"gemini", "model_not_found", 404, "models/gemini-2.5-flash is not found"},
        {"gemini", "context_length", 400, "exceeds the maximum number of tokens"},
        {"gemini", "resource_exhausted", 429, "google.rpc.RetryInfo"},
        {"gemini", "insufficient_quota", 429, "PerDay"},
        {"gemini", "server_error", 500, "INTERNAL"},
        {"gemini", "overloaded", 503, "UNAVAILABLE"},
        {"ollama", "model_not_found", 404, "try pulling it first"},
        {"ollama", "server_error", 500, "llama runner"},
        {"ollama", "unavailable", 503, "server busy"},
    };
    for (const auto& [provider, error, status, marker] : rows)
        QTest::newRow(qPrintable(provider + ' ' + error)) << provider << error << status << marker;
}

void TestFakeLlmFaults::readyMadeErrors()
{
    QFETCH(QString, provider);
    QFETCH(QString, error);
    QFETCH(int, status);
    QFETCH(QString, marker);
    script({QJsonObject{{"fault", QJsonObject{{"error", error}, {"retryDelay", "37s"}}}}});
    const ProviderCall call = providerCall(provider, true);
    const Answer answer = post(call.path, call.body, call.headers);
    QCOMPARE(answer.status, status);
    QVERIFY2(isJson(answer.body), answer.body);
    QVERIFY2(answer.body.contains(marker.toUtf8()), answer.body);
    if (error == "rate_limit")
        QCOMPARE(answer.headers.value("retry-after"), QByteArray("1"));
    if (error == "resource_exhausted")
        QVERIFY(answer.body.contains("\"retryDelay\":\"37s\""));
    if (error == "insufficient_quota")
        QVERIFY(!answer.headers.contains("retry-after"));
    QCOMPARE(m_server->pendingTurns(), 0);
}

void TestFakeLlmFaults::customErrorAndRetryHeaders()
{
    script({QJsonObject{{"fault", QJsonObject{{"error", "rate_limit"},
                                              {"retryAfterMs", 250},
                                              {"shouldRetry", false},
                                              {"retryAfter", "Wed, 21 Oct 2015 07:28:00 GMT"}}}},
            QJsonObject{{"fault", QJsonObject{{"status", 502},
                                              {"body", "<html>Bad gateway</html>"},
                                              {"headers", QJsonObject{{"x-custom", "yes"}}}}}},
            QJsonObject{{"fault", QJsonObject{{"status", 409},
                                              {"body", QJsonObject{{"error", "conflict"}}}}}}});
    Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 429);
    QCOMPARE(answer.headers.value("retry-after-ms"), QByteArray("250"));
    QCOMPARE(answer.headers.value("retry-after"), QByteArray("Wed, 21 Oct 2015 07:28:00 GMT"));
    QCOMPARE(answer.headers.value("x-should-retry"), QByteArray("false"));
    answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 502);
    QCOMPARE(answer.body, QByteArray("<html>Bad gateway</html>"));
    QCOMPARE(answer.headers.value("x-custom"), QByteArray("yes"));
    answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 409);
    QCOMPARE(answer.json().value("error").toString(), QString("conflict"));
}

void TestFakeLlmFaults::retryTimes()
{
    QCOMPARE(m_server->addTurn(
                 QJsonObject{{"times", 2}, {"fault", QJsonObject{{"error", "overloaded"}}}}),
             QString());
    QCOMPARE(m_server->addTurn(QVariantMap{{"reply", QVariantMap{{"text", "finally"}}}}),
             QString());
    QCOMPARE(m_server->pendingTurns(), 3);
    QCOMPARE(post("/v1/messages", anthropicChat("hi"), anthropicHeaders).status, 529);
    QCOMPARE(m_server->pendingTurns(), 2);
    QCOMPARE(post("/v1/messages", anthropicChat("hi"), anthropicHeaders).status, 529);
    const Answer answer = post("/v1/messages", anthropicChat("hi"), anthropicHeaders);
    QCOMPARE(answer.status, 200);
    QVERIFY(answer.body.contains("finally"));
    const QList<CapturedRequest> requests = m_server->requests();
    QCOMPARE(requests.size(), 3);
    QCOMPARE(requests.at(0).turn, 0);
    QCOMPARE(requests.at(1).turn, 0);
    QCOMPARE(requests.at(2).turn, 1);
}

void TestFakeLlmFaults::delayBeforeResponse()
{
    script({replyTurn({{"text", "late"}}, {{"delayMs", 400}})});
    const Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 200);
    QVERIFY2(answer.elapsedMs >= 380, qPrintable(QString::number(answer.elapsedMs)));
}

void TestFakeLlmFaults::eventDelay()
{
    script({replyTurn({{"text", "a b c d"}}, {{"eventDelayMs", 80}})});
    const Answer answer = post("/api/chat", ollamaChat("hi", true), {});
    QCOMPARE(answer.status, 200);
    QCOMPARE(parseNdjson(answer.body).size(), 5);
    QVERIFY2(answer.elapsedMs >= 4 * 75, qPrintable(QString::number(answer.elapsedMs)));
    QVERIFY(answer.reads.size() >= 3); // spread out, not one burst
}

void TestFakeLlmFaults::midStreamError_data()
{
    QTest::addColumn<QString>("provider");
    QTest::newRow("openai") << "openai";
    QTest::newRow("anthropic") << "anthropic";
    QTest::newRow("gemini") << "gemini";
    QTest::newRow("ollama") << "ollama";
}

void TestFakeLlmFaults::midStreamError()
{
    QFETCH(QString, provider);
    script({replyTurn({{"text", "one two three four"}}, {{"midStreamError", 2}})});
    const ProviderCall call = providerCall(provider, true);
    const Answer answer = post(call.path, call.body, call.headers);
    QCOMPARE(answer.status, 200); // the status went out before the failure
    QCOMPARE(answer.error, QNetworkReply::NoError);
    if (provider == "ollama") {
        const QList<QJsonObject> lines = parseNdjson(answer.body);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.last().contains("error"));
        return;
    }
    const QList<SseEvent> events = parseSse(answer.body);
    QCOMPARE(events.size(), 3);
    const QJsonObject last = toJson(events.last().data);
    QVERIFY2(last.contains("error"), events.last().data);
    if (provider == "anthropic") {
        QCOMPARE(events.last().name, QString("error"));
        QCOMPARE(last.value("error").toObject().value("type").toString(),
                 QString("overloaded_error"));
    }
    QVERIFY(!answer.body.contains("[DONE]"));
}

void TestFakeLlmFaults::disconnectAfterEvents()
{
    script({replyTurn({{"text", "one two three four"}}, {{"disconnectAfterEvents", 2}}),
            replyTurn({{"text", "one two three four"}}, {{"disconnectAfterEvents", 2}})});
    const Answer answer =
        post("/v1/chat/completions", userChat("gpt-4o", "hi", true), openAiHeaders);
    QVERIFY(answer.finished);
    QCOMPARE(answer.status, 200);
    // Qt 6.4 may or may not flag the cut (it often finishes the reply without an error), so
    // what is checked is what arrived: two events and no [DONE].
    QCOMPARE(parseSse(answer.body).size(), 2);
    QVERIFY(!answer.body.contains("[DONE]"));

    // On the wire: the head, two chunks, then the close without the terminating chunk.
    const QByteArray body = compactJson(userChat("gpt-4o", "hi", true));
    const QByteArray response =
        raw("POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer test-key\r\n"
            "Content-Length: " +
                QByteArray::number(body.size()) + "\r\n\r\n" + body,
            1);
    QVERIFY2(response.startsWith("HTTP/1.1 200 OK\r\n"), response);
    QVERIFY(response.contains("Transfer-Encoding: chunked"));
    QCOMPARE(response.count("data: "), 2);
    QVERIFY(!response.endsWith("0\r\n\r\n"));
    QCOMPARE(m_server->requests().size(), 2);
}

void TestFakeLlmFaults::disconnectNonStreamed()
{
    script({replyTurn({{"text", "a whole answer"}}, {{"disconnectAfterEvents", 0}}),
            QJsonObject{{"times", 3}, {"fault", QJsonObject{{"disconnectAfterEvents", 0}}}}});
    Answer answer = post("/v1/messages", anthropicChat("hi"), anthropicHeaders);
    QCOMPARE(answer.status, 200);
    // Half the promised body, then the close (Qt 6.4 may not report it as an error).
    QVERIFY(answer.headers.value("content-length").toInt() > answer.body.size());
    QVERIFY(!answer.body.isEmpty() && !isJson(answer.body));
    // A fault with only a cut: the connection drops before any response. Qt then sends
    // the request once more by itself, so the turn is scripted for more than one request.
    answer = post("/v1/messages", anthropicChat("hi"), anthropicHeaders);
    QCOMPARE(answer.status, 0);
    QCOMPARE(answer.error, QNetworkReply::RemoteHostClosedError);
    QVERIFY(m_server->requests().size() >= 2);
    QCOMPARE(m_server->lastRequest().status, 0);
}

void TestFakeLlmFaults::stallTripsIdleTimeout()
{
    script({replyTurn({{"text", "one two three"}}, {{"stallAfterEvents", 1}, {"stallMs", 5000}})});
    const Answer answer = post("/v1/messages", anthropicChat("hi", true), anthropicHeaders, 400);
    QVERIFY(answer.finished);
    QVERIFY2(answer.elapsedMs < 3000, qPrintable(QString::number(answer.elapsedMs)));
    QVERIFY(answer.error != QNetworkReply::NoError);
    QCOMPARE(parseSse(answer.body).size(), 1); // message_start only
    // The server notices the client went away and finishes the response.
    QSignalSpy finished(m_server, &FakeLlmServer::responseFinished);
    QVERIFY(finished.wait(3000));
    QVERIFY(m_server->requests().at(0).clientClosed);
}

void TestFakeLlmFaults::shortStallCompletes()
{
    script({replyTurn({{"text", "one two"}}, {{"stallMs", 300}})});
    const Answer answer = post("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
                               geminiChat("hi"), geminiHeaders);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.error, QNetworkReply::NoError);
    QVERIFY(answer.elapsedMs >= 280);
    QCOMPARE(parseSse(answer.body).size(), 2);
    // Answered in full: nobody went away.
    QTRY_VERIFY(m_server->requests().size() == 1);
    QVERIFY(!m_server->requests().at(0).clientClosed);
}

void TestFakeLlmFaults::malformedEvent()
{
    script({replyTurn({{"text", "one two three"}}, {{"malformedEvent", 1}}),
            replyTurn({{"text", "whole"}}, {{"malformedEvent", 0}})});
    Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi", true), openAiHeaders);
    const QList<SseEvent> events = parseSse(answer.body);
    QVERIFY(isJson(events.at(0).data));
    QVERIFY(!isJson(events.at(1).data));
    QVERIFY(isJson(events.at(2).data));
    QCOMPARE(events.last().data, QByteArray("[DONE]"));
    answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 200);
    QVERIFY(!isJson(answer.body));
}

void TestFakeLlmFaults::invalidToolArguments()
{
    const QJsonObject reply{
        {"toolCalls",
         QJsonArray{QJsonObject{{"name", "f"}, {"arguments", QJsonObject{{"a", 1}}}}}}};
    script({replyTurn(reply, {{"invalidToolArguments", true}}),
            replyTurn(reply, {{"invalidToolArguments", true}}),
            replyTurn(reply, {{"invalidToolArguments", true}})});
    Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    const QString arguments = answer.json()
                                  .value("choices")
                                  .toArray()
                                  .at(0)
                                  .toObject()
                                  .value("message")
                                  .toObject()
                                  .value("tool_calls")
                                  .toArray()
                                  .at(0)
                                  .toObject()
                                  .value("function")
                                  .toObject()
                                  .value("arguments")
                                  .toString();
    QVERIFY(!arguments.isEmpty());
    QVERIFY2(!isJson(arguments.toUtf8()), qPrintable(arguments));

    answer = post("/v1/messages", anthropicChat("hi", true), anthropicHeaders);
    QString partial;
    for (const SseEvent& event : parseSse(answer.body))
        partial += toJson(event.data).value("delta").toObject().value("partial_json").toString();
    QVERIFY(!partial.isEmpty());
    QVERIFY(!isJson(partial.toUtf8()));

    answer =
        post("/v1beta/models/gemini-2.5-flash:generateContent", geminiChat("hi"), geminiHeaders);
    QCOMPARE(firstCandidate(answer.json()).value("finishReason").toString(),
             QString("MALFORMED_FUNCTION_CALL"));
}

void TestFakeLlmFaults::pingsAndCrlf()
{
    script({replyTurn({{"text", "a b c"}}, {{"pings", true}, {"crlf", true}}),
            replyTurn({{"text", "a b c"}}, {{"pings", true}})});
    Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi", true), openAiHeaders);
    QVERIFY(answer.body.contains(": keep-alive\r\n\r\n"));
    QVERIFY(answer.body.contains("\r\n\r\ndata: "));
    QCOMPARE(answer.body.count("\n"), answer.body.count("\r\n")); // every line ends in CRLF
    QCOMPARE(parseSse(answer.body).last().data, QByteArray("[DONE]"));
    answer = post("/v1/messages", anthropicChat("hi", true), anthropicHeaders);
    int pings = 0;
    for (const SseEvent& event : parseSse(answer.body))
        pings += event.name == "ping" ? 1 : 0;
    QVERIFY(pings > 3);
}

void TestFakeLlmFaults::splitWrites()
{
    script({replyTurn({{"text", "alpha beta"}}, {{"splitWrites", true}})});
    const Answer answer =
        post("/v1/chat/completions", userChat("gpt-4o", "hi", true), openAiHeaders);
    QCOMPARE(parseSse(answer.body).last().data, QByteArray("[DONE]"));
    bool splitSeen = false;
    for (const QByteArray& read : answer.reads)
        splitSeen = splitSeen || (!read.isEmpty() && !read.endsWith("\n\n"));
    QVERIFY2(splitSeen, "no read ended inside an event");
}

void TestFakeLlmFaults::splitUtf8()
{
    script({replyTurn(
        {{"text", QString::fromUtf8("h\u00e9llo w\u00f6rld \u6771\u4eac")}, {"chunks", 2}},
        {{"splitUtf8", true}})});
    const Answer answer = post("/api/chat", ollamaChat("hi", true), {});
    QString text;
    for (const QJsonObject& line : parseNdjson(answer.body))
        text += line.value("message").toObject().value("content").toString();
    QCOMPARE(text, QString::fromUtf8("h\u00e9llo w\u00f6rld \u6771\u4eac"));
    bool midCharacter = false;
    for (const QByteArray& read : answer.reads) {
        if (!read.isEmpty() && (static_cast<unsigned char>(read.back()) & 0xC0) == 0xC0)
            midCharacter = true;
    }
    QVERIFY2(midCharacter, "no read ended inside a UTF-8 character");
}

void TestFakeLlmFaults::emptyChoicesAndOmitDone()
{
    script({replyTurn({{"text", "x"}}, {{"emptyChoicesFirst", true}, {"omitDone", true}}),
            replyTurn({{"text", "x"}}, {{"omitDone", true}}),
            replyTurn({{"text", "x"}}, {{"omitDone", true}})});
    Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi", true), openAiHeaders);
    QList<SseEvent> events = parseSse(answer.body);
    const QJsonObject first = toJson(events.first().data);
    QVERIFY(first.value("choices").toArray().isEmpty());
    QVERIFY(first.contains("prompt_filter_results"));
    QVERIFY(!answer.body.contains("[DONE]"));
    QCOMPARE(answer.error, QNetworkReply::NoError);

    answer = post("/v1/messages", anthropicChat("hi", true), anthropicHeaders);
    events = parseSse(answer.body);
    QCOMPARE(events.last().name, QString("message_delta"));

    answer = post("/api/chat", ollamaChat("hi", true), {});
    for (const QJsonObject& line : parseNdjson(answer.body))
        QCOMPARE(line.value("done").toBool(), false);
}

void TestFakeLlmFaults::reuseToolIndex()
{
    script({replyTurn(
        {{"toolCalls", QJsonArray{QJsonObject{{"name", "a"}}, QJsonObject{{"name", "b"}}}}},
        {{"reuseToolIndex", true}})});
    const Answer answer =
        post("/v1/chat/completions", userChat("llama3", "hi", true), openAiHeaders);
    QStringList ids;
    for (const SseEvent& event : parseSse(answer.body)) {
        const QJsonArray calls = toJson(event.data)
                                     .value("choices")
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value("delta")
                                     .toObject()
                                     .value("tool_calls")
                                     .toArray();
        for (const QJsonValue& call : calls) {
            QCOMPARE(call.toObject().value("index").toInt(), 0);
            QCOMPARE(call.toObject().value("function").toObject().value("arguments").toString(),
                     QString("{}"));
            ids.append(call.toObject().value("id").toString());
        }
    }
    QCOMPARE(ids.size(), 2);
    QVERIFY(ids.at(0) != ids.at(1));
}

NELUMBO_CORE_TEST_MAIN(TestFakeLlmFaults)
#include "tst_fakellm_faults.moc"
