// Self-tests of the fake provider server: each provider's wire format (OpenAI and its kin,
// Anthropic, Gemini, Ollama), plain and streamed, tool calls, strictness, auth, model lists.
// Driven with plain QNetworkAccessManager requests (and a raw socket where HTTP framing
// itself is under test); FakeLlmTestBase.h holds the helpers.
#include "CoreTestMain.h"
#include "FakeLlmTestBase.h"

class TestFakeLlmProviders : public FakeLlmTestBase
{
    Q_OBJECT

private slots:
    void init() { startServer(); }
    void cleanup() { stopServer(); }

    void openAiPlain();
    void openAiStreamWithUsage();
    void openAiStreamWithoutUsage();
    void openAiToolCallsMultiTurn();
    void openAiStrictness_data();
    void openAiStrictness();
    void openAiAuth();
    void azureDeployment();
    void mistralIds();
    void anthropicPlain();
    void anthropicStreamToolUse();
    void anthropicStrictness_data();
    void anthropicStrictness();
    void anthropicAuth();
    void geminiPlainAndStream();
    void geminiToolCallsAndSignatures();
    void geminiStrictness_data();
    void geminiStrictness();
    void geminiAuth();
    void geminiJsonArrayStream();
    void ollamaStreamAndPlain();
    void ollamaToolCalls();
    void ollamaStrictness_data();
    void ollamaStrictness();
    void modelLists();
};

void TestFakeLlmProviders::openAiPlain()
{
    script(
        {replyTurn({{"text", "There are 347 albums."},
                    {"usage", QJsonObject{{"prompt", 120}, {"completion", 9}, {"cached", 64}}}})});
    const Answer answer =
        post("/v1/chat/completions", userChat("gpt-4o", "How many albums?"), openAiHeaders);
    QCOMPARE(answer.status, 200);
    QVERIFY(answer.headers.contains("content-length"));
    QVERIFY(answer.headers.value("content-type").startsWith("application/json"));
    const QJsonObject json = answer.json();
    QCOMPARE(json.value("object").toString(), QString("chat.completion"));
    QVERIFY(json.value("id").toString().startsWith("chatcmpl-"));
    QCOMPARE(json.value("model").toString(), QString("gpt-4o"));
    const QJsonObject choice = json.value("choices").toArray().at(0).toObject();
    QCOMPARE(choice.value("message").toObject().value("role").toString(), QString("assistant"));
    QCOMPARE(choice.value("message").toObject().value("content").toString(),
             QString("There are 347 albums."));
    QVERIFY(!choice.value("message").toObject().contains("tool_calls"));
    QCOMPARE(choice.value("finish_reason").toString(), QString("stop"));
    const QJsonObject usage = json.value("usage").toObject();
    QCOMPARE(usage.value("prompt_tokens").toInt(), 120);
    QCOMPARE(usage.value("completion_tokens").toInt(), 9);
    QCOMPARE(usage.value("total_tokens").toInt(), 129);
    QCOMPARE(usage.value("prompt_tokens_details").toObject().value("cached_tokens").toInt(), 64);
    QCOMPARE(m_server->pendingTurns(), 0);
    QVERIFY(m_server->unmetExpectations().isEmpty());
}

void TestFakeLlmProviders::openAiStreamWithUsage()
{
    script({replyTurn({{"text", "Hello there, friend"}, {"chunks", 3}, {"stopReason", "length"}})});
    QJsonObject body = userChat("gpt-4o", "hi", true);
    body.insert("stream_options", QJsonObject{{"include_usage", true}});
    const Answer answer = post("/v1/chat/completions", body, openAiHeaders);
    QCOMPARE(answer.status, 200);
    QVERIFY(answer.headers.value("content-type").startsWith("text/event-stream"));
    QCOMPARE(answer.headers.value("transfer-encoding"), QByteArray("chunked"));
    const QList<SseEvent> events = parseSse(answer.body);
    QVERIFY(events.size() >= 6);
    QCOMPARE(events.last().data, QByteArray("[DONE]"));
    const QJsonObject first = toJson(events.at(0).data);
    QCOMPARE(first.value("object").toString(), QString("chat.completion.chunk"));
    QCOMPARE(first.value("choices")
                 .toArray()
                 .at(0)
                 .toObject()
                 .value("delta")
                 .toObject()
                 .value("role")
                 .toString(),
             QString("assistant"));
    QString text;
    int contentChunks = 0;
    QString finish;
    for (qsizetype i = 0; i + 2 < events.size(); ++i) {
        const QJsonObject chunk = toJson(events.at(i).data);
        QVERIFY2(chunk.contains("usage") && chunk.value("usage").isNull(), events.at(i).data);
        const QJsonObject choice = chunk.value("choices").toArray().at(0).toObject();
        const QJsonObject delta = choice.value("delta").toObject();
        if (!delta.value("content").toString().isEmpty()) {
            text += delta.value("content").toString();
            ++contentChunks;
        }
        if (!choice.value("finish_reason").isNull())
            finish = choice.value("finish_reason").toString();
    }
    QCOMPARE(text, QString("Hello there, friend"));
    QCOMPARE(contentChunks, 3);
    QCOMPARE(finish, QString("length"));
    const QJsonObject usageChunk = toJson(events.at(events.size() - 2).data);
    QVERIFY(usageChunk.value("choices").toArray().isEmpty());
    QVERIFY(usageChunk.value("usage").toObject().value("total_tokens").toInt() > 0);
}

void TestFakeLlmProviders::openAiStreamWithoutUsage()
{
    script({replyTurn({{"text", "one two"}})});
    const Answer answer =
        post("/v1/chat/completions", userChat("gpt-4o", "hi", true), openAiHeaders);
    QCOMPARE(answer.status, 200);
    const QList<SseEvent> events = parseSse(answer.body);
    QCOMPARE(events.last().data, QByteArray("[DONE]"));
    for (qsizetype i = 0; i + 1 < events.size(); ++i) {
        const QJsonObject chunk = toJson(events.at(i).data);
        QVERIFY2(!chunk.contains("usage"), events.at(i).data);
        QCOMPARE(chunk.value("choices").toArray().size(), 1);
    }
}

void TestFakeLlmProviders::openAiToolCallsMultiTurn()
{
    const QJsonObject call{{"name", "run_sql"},
                           {"arguments", QJsonObject{{"sql", "SELECT count(*) FROM album"}}}};
    script({replyTurn({{"text", "Let me look."},
                       {"toolCalls", QJsonArray{call, QJsonObject{{"name", "list_tables"}}}},
                       {"argumentChunks", 3}}),
            QJsonObject{{"expect", QJsonObject{{"lastRole", "tool"},
                                               {"toolResultIds", QJsonArray{"$0", "$1"}},
                                               {"lastContentContains", "table"}}},
                        {"reply", QJsonObject{{"text", "347 albums."}}}}});
    QJsonObject body = userChat("gpt-4o", "How many albums?", true);
    const Answer first = post("/v1/chat/completions", body, openAiHeaders);
    QCOMPARE(first.status, 200);

    // Reassemble the calls the way a client must: by index, arguments concatenated.
    QMap<int, QJsonObject> calls;
    QMap<int, QString> arguments;
    QString finish;
    int argumentFragments = 0;
    for (const SseEvent& event : parseSse(first.body)) {
        if (event.data == "[DONE]")
            break;
        const QJsonObject choice = toJson(event.data).value("choices").toArray().at(0).toObject();
        if (!choice.value("finish_reason").isNull())
            finish = choice.value("finish_reason").toString();
        for (const QJsonValue& value :
             choice.value("delta").toObject().value("tool_calls").toArray()) {
            const QJsonObject fragment = value.toObject();
            const int index = fragment.value("index").toInt();
            if (fragment.contains("id"))
                calls[index] = fragment;
            else
                ++argumentFragments;
            arguments[index] += fragment.value("function").toObject().value("arguments").toString();
        }
    }
    QCOMPARE(finish, QString("tool_calls"));
    QCOMPARE(calls.size(), 2);
    QVERIFY(argumentFragments >= 4);
    const QString id0 = calls[0].value("id").toString();
    const QString id1 = calls[1].value("id").toString();
    QVERIFY(id0.startsWith("call_") && id0.size() == 29);
    QVERIFY(id0 != id1);
    QCOMPARE(calls[0].value("type").toString(), QString("function"));
    QCOMPARE(calls[0].value("function").toObject().value("name").toString(), QString("run_sql"));
    QCOMPARE(QJsonDocument::fromJson(arguments[0].toUtf8()).object().value("sql").toString(),
             QString("SELECT count(*) FROM album"));
    QCOMPARE(arguments[1], QString("{}"));

    QJsonArray messages = body.value("messages").toArray();
    messages.append(QJsonObject{
        {"role", "assistant"},
        {"content", "Let me look."},
        {"tool_calls",
         QJsonArray{QJsonObject{{"id", id0},
                                {"type", "function"},
                                {"function",
                                 QJsonObject{{"name", "run_sql"}, {"arguments", arguments[0]}}}},
                    QJsonObject{{"id", id1},
                                {"type", "function"},
                                {"function",
                                 QJsonObject{{"name", "list_tables"}, {"arguments", "{}"}}}}}}});
    messages.append(QJsonObject{{"role", "tool"}, {"tool_call_id", id0}, {"content", "347"}});
    messages.append(
        QJsonObject{{"role", "tool"}, {"tool_call_id", id1}, {"content", "table album"}});
    body.insert("messages", messages);
    body.insert("stream", false);
    const Answer second = post("/v1/chat/completions", body, openAiHeaders);
    QCOMPARE(second.status, 200);
    QCOMPARE(second.json()
                 .value("choices")
                 .toArray()
                 .at(0)
                 .toObject()
                 .value("message")
                 .toObject()
                 .value("content")
                 .toString(),
             QString("347 albums."));
    QVERIFY2(m_server->unmetExpectations().isEmpty(),
             qPrintable(m_server->unmetExpectations().join('\n')));
    QCOMPARE(m_server->pendingTurns(), 0);
}

void TestFakeLlmProviders::openAiStrictness_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");
    const QJsonObject assistantCall{
        {"role", "assistant"},
        {"content", QJsonValue::Null},
        {"tool_calls",
         QJsonArray{QJsonObject{{"id", "call_1"},
                                {"type", "function"},
                                {"function", QJsonObject{{"name", "f"}, {"arguments", "{}"}}}}}}};
    const QJsonObject user{{"role", "user"}, {"content", "hi"}};
    QTest::newRow("malformed JSON")
        << QByteArray("{\"model\": \"gpt-4o\",") << QString("could not parse the JSON body");
    QTest::newRow("missing model") << compactJson({{"messages", QJsonArray{user}}})
                                   << QString("you must provide a model parameter");
    QTest::newRow("missing messages")
        << compactJson({{"model", "gpt-4o"}}) << QString("Missing required parameter: 'messages'");
    QTest::newRow("empty messages")
        << compactJson({{"model", "gpt-4o"}, {"messages", QJsonArray{}}}) << QString("empty array");
    QTest::newRow("bad role")
        << compactJson({{"model", "gpt-4o"},
                        {"messages", QJsonArray{QJsonObject{{"role", "bot"}, {"content", "x"}}}}})
        << QString("Invalid value: 'bot'");
    QTest::newRow("unanswered tool call")
        << compactJson({{"model", "gpt-4o"}, {"messages", QJsonArray{user, assistantCall, user}}})
        << QString("did not have response messages: call_1");
    QTest::newRow("tool call last")
        << compactJson({{"model", "gpt-4o"}, {"messages", QJsonArray{user, assistantCall}}})
        << QString("must be followed by tool messages");
    QTest::newRow("tool result without call")
        << compactJson({{"model", "gpt-4o"},
                        {"messages", QJsonArray{user, QJsonObject{{"role", "tool"},
                                                                  {"tool_call_id", "call_1"},
                                                                  {"content", "x"}}}}})
        << QString("must be a response to a preceeding message with 'tool_calls'");
    QTest::newRow("tool result with a wrong id")
        << compactJson({{"model", "gpt-4o"},
                        {"messages", QJsonArray{user, assistantCall,
                                                QJsonObject{{"role", "tool"},
                                                            {"tool_call_id", "call_2"},
                                                            {"content", "x"}}}}})
        << QString("must be a response to a preceeding message");
    QJsonObject objectArguments = assistantCall;
    objectArguments.insert(
        "tool_calls", QJsonArray{QJsonObject{
                          {"id", "call_1"},
                          {"type", "function"},
                          {"function", QJsonObject{{"name", "f"}, {"arguments", QJsonObject{}}}}}});
    QTest::newRow("arguments as object")
        << compactJson({{"model", "gpt-4o"}, {"messages", QJsonArray{user, objectArguments}}})
        << QString("expected a string, but got an object");
    QTest::newRow("stream_options without stream")
        << compactJson({{"model", "gpt-4o"},
                        {"messages", QJsonArray{user}},
                        {"stream_options", QJsonObject{{"include_usage", true}}}})
        << QString("'stream_options' parameter is only allowed");
    QTest::newRow("bad tool name")
        << compactJson(
               {{"model", "gpt-4o"},
                {"messages", QJsonArray{user}},
                {"tools", QJsonArray{QJsonObject{{"type", "function"},
                                                 {"function", QJsonObject{{"name", "run sql"}}}}}}})
        << QString("does not match pattern");
}

void TestFakeLlmProviders::openAiStrictness()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    script({replyTurn({{"text", "never sent"}})});
    const Answer answer = send("POST", "/v1/chat/completions", body, openAiHeaders);
    QCOMPARE(answer.status, 400);
    const QJsonObject error = answer.json().value("error").toObject();
    QVERIFY2(error.value("message").toString().contains(message), answer.body);
    QCOMPARE(error.value("type").toString(), QString("invalid_request_error"));
    QVERIFY(error.contains("param") && error.contains("code"));
    QCOMPARE(m_server->pendingTurns(), 1); // a rejected request consumes no turn
    QCOMPARE(m_server->lastRequest().status, 400);
}

void TestFakeLlmProviders::openAiAuth()
{
    script({replyTurn({{"text", "ok"}})});
    Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), {});
    QCOMPARE(answer.status, 401);
    QVERIFY(answer.json().value("error").toObject().value("message").toString().contains(
        "didn't provide an API key"));
    QVERIFY(answer.json().value("error").toObject().value("code").isNull());

    answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"),
                  {{"Authorization", "Bearer sk-secret-wrong-key-1234"}});
    QCOMPARE(answer.status, 401);
    const QJsonObject error = answer.json().value("error").toObject();
    QCOMPARE(error.value("code").toString(), QString("invalid_api_key"));
    QVERIFY(error.value("message").toString().contains("1234"));
    QVERIFY2(!answer.body.contains("secret-wrong"), answer.body); // masked, as OpenAI does

    answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), {{"x-api-key", "test-key"}});
    QCOMPARE(answer.status, 401);
    QCOMPARE(m_server->pendingTurns(), 1);

    ServerOptions options = m_server->options();
    options.apiKey.clear();
    m_server->setOptions(options);
    QCOMPARE(post("/v1/chat/completions", userChat("gpt-4o", "hi"), {}).status, 200);
}

void TestFakeLlmProviders::azureDeployment()
{
    script(
        {QJsonObject{{"expect", QJsonObject{{"model", "my-gpt4o"},
                                            {"query", QJsonObject{{"api-version", "2024-10-21"}}}}},
                     {"reply", QJsonObject{{"text", "azure ok"}}}}});
    const QString path = "/openai/deployments/my-gpt4o/chat/completions";
    QJsonObject body{{"messages", QJsonArray{QJsonObject{{"role", "user"}, {"content", "hi"}}}}};

    Answer answer = post(path + "?api-version=2024-10-21", body, {{"api-key", "wrong"}});
    QCOMPARE(answer.status, 401);
    QCOMPARE(answer.json().value("error").toObject().value("code").toString(), QString("401"));

    answer = post(path, body, {{"api-key", "test-key"}});
    QCOMPARE(answer.status, 404);
    QCOMPARE(answer.json().value("error").toObject().value("message").toString(),
             QString("Resource not found"));

    answer = post(path + "?api-version=2024-10-21", body, {{"api-key", "test-key"}});
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.json().value("model").toString(), QString("my-gpt4o"));
    QVERIFY(m_server->unmetExpectations().isEmpty());
    QCOMPARE(m_server->lastRequest().route, QString("openai.chat"));
}

void TestFakeLlmProviders::mistralIds()
{
    script({replyTurn({{"toolCalls", QJsonArray{QJsonObject{{"name", "f"}}}}}),
            replyTurn({{"text", "done"}})},
           {{"mistral", true}});
    const Answer first =
        post("/v1/chat/completions", userChat("mistral-large", "go"), openAiHeaders);
    QCOMPARE(first.status, 200);
    const QString id = first.json()
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
                           .value("id")
                           .toString();
    QVERIFY2(QRegularExpression("^[a-zA-Z0-9]{9}$").match(id).hasMatch(), qPrintable(id));

    const auto history = [](const QString& callId) {
        return QJsonObject{
            {"model", "mistral-large"},
            {"messages",
             QJsonArray{
                 QJsonObject{{"role", "user"}, {"content", "go"}},
                 QJsonObject{{"role", "assistant"},
                             {"content", ""},
                             {"tool_calls",
                              QJsonArray{QJsonObject{
                                  {"id", callId},
                                  {"type", "function"},
                                  {"function", QJsonObject{{"name", "f"}, {"arguments", "{}"}}}}}}},
                 QJsonObject{{"role", "tool"},
                             {"tool_call_id", callId},
                             {"name", "f"},
                             {"content", "r"}}}}};
    };
    Answer answer = post("/v1/chat/completions", history("call_abc"), openAiHeaders);
    QCOMPARE(answer.status, 400);
    QCOMPARE(answer.json().value("object").toString(), QString("error"));
    QVERIFY(answer.json().value("message").toString().contains(
        "Tool call id was call_abc but must be a-z, A-Z, 0-9, with a length of 9"));
    answer = post("/v1/chat/completions", history(id), openAiHeaders);
    QCOMPARE(answer.status, 200);
}

void TestFakeLlmProviders::anthropicPlain()
{
    script({replyTurn(
        {{"text", "Hi."},
         {"usage",
          QJsonObject{
              {"prompt", 2000}, {"completion", 5}, {"cached", 1800}, {"cacheWrite", 100}}}})});
    const Answer answer = post("/v1/messages", anthropicChat("hello"), anthropicHeaders);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.headers.value("request-id").isEmpty(), false);
    const QJsonObject json = answer.json();
    QCOMPARE(json.value("type").toString(), QString("message"));
    QVERIFY(json.value("id").toString().startsWith("msg_01"));
    QCOMPARE(json.value("stop_reason").toString(), QString("end_turn"));
    const QJsonArray content = json.value("content").toArray();
    QCOMPARE(content.size(), 1);
    QCOMPARE(content.at(0).toObject().value("text").toString(), QString("Hi."));
    const QJsonObject usage = json.value("usage").toObject();
    QCOMPARE(usage.value("input_tokens").toInt(), 100); // cache reads and writes left out
    QCOMPARE(usage.value("cache_read_input_tokens").toInt(), 1800);
    QCOMPARE(usage.value("cache_creation_input_tokens").toInt(), 100);
    QCOMPARE(usage.value("output_tokens").toInt(), 5);
}

void TestFakeLlmProviders::anthropicStreamToolUse()
{
    script({replyTurn({{"text", "Checking."},
                       {"toolCalls",
                        QJsonArray{QJsonObject{{"name", "run_sql"},
                                               {"arguments", QJsonObject{{"sql", "SELECT 1"}}}}}},
                       {"argumentChunks", 3},
                       {"usage", QJsonObject{{"prompt", 50}, {"completion", 20}, {"cached", 30}}}}),
            QJsonObject{
                {"expect", QJsonObject{{"lastRole", "tool"}, {"toolResultIds", QJsonArray{"$0"}}}},
                {"reply", QJsonObject{{"text", "One."}}}}});
    QJsonObject body = anthropicChat("count", true);
    const Answer answer = post("/v1/messages", body, anthropicHeaders);
    QCOMPARE(answer.status, 200);
    const QList<SseEvent> events = parseSse(answer.body);
    QStringList names;
    for (const SseEvent& event : events) {
        names.append(event.name);
        QCOMPARE(toJson(event.data).value("type").toString(), event.name);
    }
    QCOMPARE(names.first(), QString("message_start"));
    QCOMPARE(names.last(), QString("message_stop"));
    QCOMPARE(names.at(names.size() - 2), QString("message_delta"));
    QVERIFY(names.contains("ping"));
    QCOMPARE(names.count("content_block_start"), 2);
    QCOMPARE(names.count("content_block_stop"), 2);

    const QJsonObject startUsage =
        toJson(events.first().data).value("message").toObject().value("usage").toObject();
    QCOMPARE(startUsage.value("input_tokens").toInt(), 20);
    QCOMPARE(startUsage.value("cache_read_input_tokens").toInt(), 30);
    QString text;
    QString partial;
    QString toolId;
    QStringList partialPieces;
    for (const SseEvent& event : events) {
        const QJsonObject data = toJson(event.data);
        if (event.name == "content_block_start" &&
            data.value("content_block").toObject().value("type") == "tool_use") {
            toolId = data.value("content_block").toObject().value("id").toString();
            QCOMPARE(data.value("index").toInt(), 1);
            QVERIFY(data.value("content_block").toObject().value("input").toObject().isEmpty());
        }
        const QJsonObject delta = data.value("delta").toObject();
        if (delta.value("type") == "text_delta")
            text += delta.value("text").toString();
        if (delta.value("type") == "input_json_delta") {
            partialPieces.append(delta.value("partial_json").toString());
            partial += delta.value("partial_json").toString();
        }
        if (event.name == "message_delta") {
            QCOMPARE(delta.value("stop_reason").toString(), QString("tool_use"));
            QCOMPARE(data.value("usage").toObject().value("output_tokens").toInt(), 20);
        }
    }
    QCOMPARE(text, QString("Checking."));
    QVERIFY(toolId.startsWith("toolu_01"));
    QCOMPARE(partialPieces.first(), QString()); // the first piece is empty, as Anthropic sends
    QCOMPARE(partialPieces.size(), 4);
    QCOMPARE(QJsonDocument::fromJson(partial.toUtf8()).object().value("sql").toString(),
             QString("SELECT 1"));

    QJsonArray messages = body.value("messages").toArray();
    messages.append(QJsonObject{
        {"role", "assistant"},
        {"content",
         QJsonArray{QJsonObject{{"type", "text"}, {"text", text}},
                    QJsonObject{{"type", "tool_use"},
                                {"id", toolId},
                                {"name", "run_sql"},
                                {"input", QJsonDocument::fromJson(partial.toUtf8()).object()}}}}});
    messages.append(QJsonObject{
        {"role", "user"},
        {"content", QJsonArray{QJsonObject{
                        {"type", "tool_result"}, {"tool_use_id", toolId}, {"content", "1"}}}}});
    body.insert("messages", messages);
    body.insert("stream", false);
    const Answer second = post("/v1/messages", body, anthropicHeaders);
    QCOMPARE(second.status, 200);
    QVERIFY2(m_server->unmetExpectations().isEmpty(),
             qPrintable(m_server->unmetExpectations().join('\n')));
}

void TestFakeLlmProviders::anthropicStrictness_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");
    const QJsonObject user{{"role", "user"}, {"content", "hi"}};
    const QJsonObject assistant{{"role", "assistant"}, {"content", "hello"}};
    const QJsonObject toolUse{
        {"role", "assistant"},
        {"content",
         QJsonArray{QJsonObject{
             {"type", "tool_use"}, {"id", "toolu_1"}, {"name", "f"}, {"input", QJsonObject{}}}}}};
    const auto result = [](const QString& id) {
        return QJsonObject{
            {"role", "user"},
            {"content", QJsonArray{QJsonObject{
                            {"type", "tool_result"}, {"tool_use_id", id}, {"content", "x"}}}}};
    };
    const auto request = [](const QJsonArray& messages) {
        return QJsonObject{
            {"model", "claude-sonnet-4-5"}, {"max_tokens", 100}, {"messages", messages}};
    };
    QTest::newRow("malformed JSON") << QByteArray("[1,2") << QString("error parsing the body");
    QTest::newRow("missing max_tokens")
        << compactJson({{"model", "c"}, {"messages", QJsonArray{user}}})
        << QString("max_tokens: Field required");
    QTest::newRow("missing model")
        << compactJson({{"max_tokens", 10}, {"messages", QJsonArray{user}}})
        << QString("model: Field required");
    QTest::newRow("bad role") << compactJson(
                                     request({QJsonObject{{"role", "system"}, {"content", "x"}}}))
                              << QString("Input should be 'user' or 'assistant'");
    QTest::newRow("first not user") << compactJson(request({assistant, user}))
                                    << QString("first message must use the \"user\" role");
    QTest::newRow("not alternating")
        << compactJson(request({user, assistant, assistant})) << QString("roles must alternate");
    QTest::newRow("tool_use without result")
        << compactJson(request({user, toolUse, user}))
        << QString("`tool_use` ids were found without `tool_result` blocks");
    QTest::newRow("tool_use last")
        << compactJson(request({user, toolUse}))
        << QString("`tool_use` ids were found without `tool_result` blocks");
    QTest::newRow("unknown tool_result id")
        << compactJson(request({user, toolUse, result("toolu_2")}))
        << QString("unexpected `tool_use_id` found in `tool_result` blocks: toolu_2");
    QTest::newRow("tool_result without tool_use")
        << compactJson(request({user, assistant, result("toolu_1")}))
        << QString("unexpected `tool_use_id`");
    QTest::newRow("empty content")
        << compactJson(request({QJsonObject{{"role", "user"}, {"content", ""}}}))
        << QString("non-empty content");
}

void TestFakeLlmProviders::anthropicStrictness()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    script({replyTurn({{"text", "never sent"}})});
    const Answer answer = send("POST", "/v1/messages", body, anthropicHeaders);
    QCOMPARE(answer.status, 400);
    QCOMPARE(answer.json().value("type").toString(), QString("error"));
    const QJsonObject error = answer.json().value("error").toObject();
    QCOMPARE(error.value("type").toString(), QString("invalid_request_error"));
    QVERIFY2(error.value("message").toString().contains(message), answer.body);
    QCOMPARE(m_server->pendingTurns(), 1);
}

void TestFakeLlmProviders::anthropicAuth()
{
    script({replyTurn({{"text", "ok"}})});
    Answer answer =
        post("/v1/messages", anthropicChat("hi"), {{"anthropic-version", "2023-06-01"}});
    QCOMPARE(answer.status, 401);
    QCOMPARE(answer.json().value("error").toObject().value("type").toString(),
             QString("authentication_error"));
    QCOMPARE(answer.json().value("error").toObject().value("message").toString(),
             QString("x-api-key header is required"));
    answer = post("/v1/messages", anthropicChat("hi"),
                  {{"x-api-key", "nope"}, {"anthropic-version", "2023-06-01"}});
    QCOMPARE(answer.status, 401);
    QCOMPARE(answer.json().value("error").toObject().value("message").toString(),
             QString("invalid x-api-key"));
    answer = post("/v1/messages", anthropicChat("hi"), {{"x-api-key", "test-key"}});
    QCOMPARE(answer.status, 400);
    QVERIFY(answer.json().value("error").toObject().value("message").toString().contains(
        "anthropic-version"));
    // The Bearer form (ANTHROPIC_AUTH_TOKEN) is accepted too.
    answer = post("/v1/messages", anthropicChat("hi"),
                  {{"Authorization", "Bearer test-key"}, {"anthropic-version", "2023-06-01"}});
    QCOMPARE(answer.status, 200);
}

void TestFakeLlmProviders::geminiPlainAndStream()
{
    script({replyTurn({{"text", "Paris is sunny."},
                       {"usage", QJsonObject{{"prompt", 40}, {"completion", 4}, {"cached", 10}}}}),
            replyTurn({{"text", "Paris is sunny."}, {"chunks", 2}, {"stopReason", "length"}})});
    const QString model = "/v1beta/models/gemini-2.5-flash";
    Answer answer = post(model + ":generateContent", geminiChat("weather?"), geminiHeaders);
    QCOMPARE(answer.status, 200);
    QJsonObject json = answer.json();
    const QJsonObject candidate = firstCandidate(json);
    QCOMPARE(candidate.value("finishReason").toString(), QString("STOP"));
    QCOMPARE(candidate.value("content").toObject().value("role").toString(), QString("model"));
    QCOMPARE(candidate.value("content")
                 .toObject()
                 .value("parts")
                 .toArray()
                 .at(0)
                 .toObject()
                 .value("text")
                 .toString(),
             QString("Paris is sunny."));
    const QJsonObject usage = json.value("usageMetadata").toObject();
    QCOMPARE(usage.value("promptTokenCount").toInt(), 40);
    QCOMPARE(usage.value("candidatesTokenCount").toInt(), 4);
    QCOMPARE(usage.value("totalTokenCount").toInt(), 44);
    QCOMPARE(usage.value("cachedContentTokenCount").toInt(), 10);
    QCOMPARE(json.value("modelVersion").toString(), QString("gemini-2.5-flash"));

    answer = post(model + ":streamGenerateContent?alt=sse", geminiChat("weather?"), geminiHeaders);
    QCOMPARE(answer.status, 200);
    QVERIFY(answer.headers.value("content-type").startsWith("text/event-stream"));
    const QList<SseEvent> events = parseSse(answer.body);
    QCOMPARE(events.size(), 2);
    QString text;
    for (const SseEvent& event : events) {
        QVERIFY(event.name.isEmpty());
        text += firstPartText(toJson(event.data));
    }
    QCOMPARE(text, QString("Paris is sunny."));
    QVERIFY(!firstCandidate(toJson(events.first().data)).contains("finishReason"));
    QCOMPARE(firstCandidate(toJson(events.last().data)).value("finishReason").toString(),
             QString("MAX_TOKENS"));
    QVERIFY(!answer.body.contains("[DONE]"));
    QCOMPARE(m_server->lastRequest().route, QString("gemini.stream"));
}

void TestFakeLlmProviders::geminiToolCallsAndSignatures()
{
    script({replyTurn({{"toolCalls",
                        QJsonArray{QJsonObject{{"name", "get_weather"},
                                               {"arguments", QJsonObject{{"city", "Paris"}}}},
                                   QJsonObject{{"name", "get_time"},
                                               {"arguments", QJsonObject{{"city", "Paris"}}}}}},
                       {"thoughtSignature", "c2lnLTE="}}),
            QJsonObject{{"times", 2},
                        {"expect", QJsonObject{{"lastRole", "tool"},
                                               {"toolResultIds", QJsonArray{"$0", "$1"}}}},
                        {"reply", QJsonObject{{"text", "18 degrees at noon."}}}}});
    const QString path = "/v1beta/models/gemini-3-pro:generateContent";
    QJsonObject body = geminiChat("weather and time in Paris?");
    const Answer first = post(path, body, geminiHeaders);
    QCOMPARE(first.status, 200);
    const QJsonObject candidate = firstCandidate(first.json());
    QCOMPARE(candidate.value("finishReason").toString(),
             QString("STOP")); // no tool-specific reason
    const QJsonArray parts = candidate.value("content").toObject().value("parts").toArray();
    QCOMPARE(parts.size(), 2);
    const QJsonObject call = parts.at(0).toObject().value("functionCall").toObject();
    QCOMPARE(call.value("name").toString(), QString("get_weather"));
    QCOMPARE(call.value("args").toObject().value("city").toString(), QString("Paris"));
    QVERIFY(!call.contains("id")); // Gemini sends no id unless scripted
    QCOMPARE(parts.at(0).toObject().value("thoughtSignature").toString(), QString("c2lnLTE="));
    QVERIFY(!parts.at(1).toObject().contains("thoughtSignature"));

    const auto followUp = [&](bool keepSignature) {
        QJsonArray modelParts = parts;
        if (!keepSignature) {
            QJsonObject part = modelParts.at(0).toObject();
            part.remove("thoughtSignature");
            modelParts[0] = part;
        }
        QJsonArray contents = body.value("contents").toArray();
        contents.append(QJsonObject{{"role", "model"}, {"parts", modelParts}});
        contents.append(QJsonObject{
            {"role", "user"},
            {"parts",
             QJsonArray{
                 QJsonObject{{"functionResponse",
                              QJsonObject{{"name", "get_weather"},
                                          {"response", QJsonObject{{"output", "18C"}}}}}},
                 QJsonObject{{"functionResponse",
                              QJsonObject{{"name", "get_time"},
                                          {"response", QJsonObject{{"output", "12:00"}}}}}}}}});
        QJsonObject next = body;
        next.insert("contents", contents);
        return next;
    };
    Answer answer = post(path, followUp(false), geminiHeaders);
    QCOMPARE(answer.status, 400);
    QVERIFY2(answer.json().value("error").toObject().value("message").toString().contains(
                 "missing a thought_signature"),
             answer.body);
    QCOMPARE(m_server->pendingTurns(), 2);
    answer = post(path, followUp(true), geminiHeaders);
    QVERIFY2(answer.status == 200, answer.body);
    QVERIFY2(m_server->unmetExpectations().isEmpty(),
             qPrintable(m_server->unmetExpectations().join('\n')));
    // The same turn streamed.
    answer = post("/v1beta/models/gemini-3-pro:streamGenerateContent?alt=sse", followUp(true),
                  geminiHeaders);
    QCOMPARE(answer.status, 200);
    QString text;
    for (const SseEvent& event : parseSse(answer.body))
        text += firstPartText(toJson(event.data));
    QCOMPARE(text, QString("18 degrees at noon."));
}

void TestFakeLlmProviders::geminiStrictness_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");
    const auto turn = [](const QString& role, const QJsonObject& part) {
        return QJsonObject{{"role", role}, {"parts", QJsonArray{part}}};
    };
    const QJsonObject text{{"text", "hi"}};
    const QJsonObject call{{"functionCall", QJsonObject{{"name", "f"}, {"args", QJsonObject{}}}}};
    const QJsonObject response{
        {"functionResponse", QJsonObject{{"name", "f"}, {"response", QJsonObject{{"output", 1}}}}}};
    QTest::newRow("malformed JSON") << QByteArray("{contents:") << QString("Invalid JSON payload");
    QTest::newRow("no contents") << compactJson({{"contents", QJsonArray{}}})
                                 << QString("contents is not specified");
    QTest::newRow("bad role") << compactJson({{"contents", QJsonArray{turn("assistant", text)}}})
                              << QString("Please use a valid role: user, model.");
    QTest::newRow("response without call")
        << compactJson({{"contents", QJsonArray{turn("user", text), turn("model", text),
                                                turn("user", response)}}})
        << QString("function response turn comes immediately after a function call turn");
    QTest::newRow("call not answered")
        << compactJson({{"contents",
                         QJsonArray{turn("user", text), turn("model", call), turn("user", text)}}})
        << QString("number of function response parts is equal");
    QJsonObject twoResponses{{"role", "user"}, {"parts", QJsonArray{response, response}}};
    QTest::newRow("too many responses")
        << compactJson(
               {{"contents", QJsonArray{turn("user", text), turn("model", call), twoResponses}}})
        << QString("number of function response parts is equal");
    QTest::newRow("response not an object")
        << compactJson(
               {{"contents",
                 QJsonArray{turn("user", text), turn("model", call),
                            turn("user",
                                 QJsonObject{{"functionResponse",
                                              QJsonObject{{"name", "f"}, {"response", "18C"}}}})}}})
        << QString("function_response.response");
    QTest::newRow("additionalProperties in parameters")
        << compactJson(
               {{"contents", QJsonArray{turn("user", text)}},
                {"tools",
                 QJsonArray{QJsonObject{
                     {"functionDeclarations",
                      QJsonArray{QJsonObject{
                          {"name", "f"},
                          {"parameters",
                           QJsonObject{{"type", "object"}, {"additionalProperties", false}}}}}}}}}})
        << QString("Unknown name \"additionalProperties\"");
}

void TestFakeLlmProviders::geminiStrictness()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    script({replyTurn({{"text", "never sent"}})});
    const Answer answer =
        send("POST", "/v1beta/models/gemini-2.5-flash:generateContent", body, geminiHeaders);
    QCOMPARE(answer.status, 400);
    const QJsonObject error = answer.json().value("error").toObject();
    QCOMPARE(error.value("code").toInt(), 400);
    QCOMPARE(error.value("status").toString(), QString("INVALID_ARGUMENT"));
    QVERIFY2(error.value("message").toString().contains(message), answer.body);
    QCOMPARE(m_server->pendingTurns(), 1);
}

void TestFakeLlmProviders::geminiAuth()
{
    script({replyTurn({{"text", "ok"}})});
    const QString path = "/v1beta/models/gemini-2.5-flash:generateContent";
    Answer answer = post(path, geminiChat("hi"), {});
    QCOMPARE(answer.status, 403);
    QCOMPARE(answer.json().value("error").toObject().value("status").toString(),
             QString("PERMISSION_DENIED"));
    answer = post(path, geminiChat("hi"), {{"x-goog-api-key", "bad"}});
    QCOMPARE(answer.status, 400); // Gemini answers a bad key with 400, never 401
    QCOMPARE(answer.json()
                 .value("error")
                 .toObject()
                 .value("details")
                 .toArray()
                 .at(0)
                 .toObject()
                 .value("reason")
                 .toString(),
             QString("API_KEY_INVALID"));
    answer = post(path + "?key=test-key", geminiChat("hi"), {});
    QCOMPARE(answer.status, 200);
}

void TestFakeLlmProviders::geminiJsonArrayStream()
{
    script({replyTurn({{"text", "a b c"}})});
    const Answer answer = post("/v1beta/models/gemini-2.5-flash:streamGenerateContent",
                               geminiChat("hi"), geminiHeaders);
    QCOMPARE(answer.status, 200);
    const QJsonArray array = QJsonDocument::fromJson(answer.body).array();
    QCOMPARE(array.size(), 3);
    QCOMPARE(firstCandidate(array.last().toObject()).value("finishReason").toString(),
             QString("STOP"));
}

void TestFakeLlmProviders::ollamaStreamAndPlain()
{
    script({replyTurn({{"text", "one two three"},
                       {"usage", QJsonObject{{"prompt", 11}, {"completion", 3}}}}),
            replyTurn({{"text", "plain"}, {"stopReason", "length"}})});
    QJsonObject body = userChat("qwen2.5-coder", "count"); // no "stream": Ollama streams by default
    Answer answer = post("/api/chat", body, {});
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.headers.value("content-type"), QByteArray("application/x-ndjson"));
    const QList<QJsonObject> lines = parseNdjson(answer.body);
    QCOMPARE(lines.size(), 4);
    QString text;
    for (qsizetype i = 0; i < lines.size() - 1; ++i) {
        QCOMPARE(lines.at(i).value("done").toBool(), false);
        text += lines.at(i).value("message").toObject().value("content").toString();
    }
    QCOMPARE(text, QString("one two three"));
    const QJsonObject last = lines.last();
    QCOMPARE(last.value("done").toBool(), true);
    QCOMPARE(last.value("done_reason").toString(), QString("stop"));
    QCOMPARE(last.value("prompt_eval_count").toInt(), 11);
    QCOMPARE(last.value("eval_count").toInt(), 3);
    QVERIFY(last.value("total_duration").toDouble() > 1e6); // nanoseconds

    answer = post("/api/chat", ollamaChat("hi", false), {});
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.json().value("message").toObject().value("content").toString(),
             QString("plain"));
    QCOMPARE(answer.json().value("done_reason").toString(), QString("length"));
    QCOMPARE(answer.json().value("done").toBool(), true);
}

void TestFakeLlmProviders::ollamaToolCalls()
{
    script({replyTurn({{"toolCalls",
                        QJsonArray{QJsonObject{{"name", "get_weather"},
                                               {"arguments", QJsonObject{{"city", "Oslo"}}}}}}}),
            QJsonObject{
                {"expect", QJsonObject{{"lastRole", "tool"}, {"toolResultIds", QJsonArray{"$0"}}}},
                {"reply", QJsonObject{{"text", "Rain."}}}}});
    QJsonObject body = ollamaChat("weather?", true);
    const Answer first = post("/api/chat", body, {});
    const QList<QJsonObject> lines = parseNdjson(first.body);
    QCOMPARE(lines.size(), 2);
    const QJsonArray calls = lines.at(0).value("message").toObject().value("tool_calls").toArray();
    QCOMPARE(calls.size(), 1);
    const QJsonObject function = calls.at(0).toObject().value("function").toObject();
    QCOMPARE(function.value("name").toString(), QString("get_weather"));
    QVERIFY(function.value("arguments").isObject()); // an object, not a string
    QCOMPARE(lines.at(1).value("done").toBool(), true);

    QJsonArray messages = body.value("messages").toArray();
    messages.append(QJsonObject{{"role", "assistant"}, {"content", ""}, {"tool_calls", calls}});
    messages.append(
        QJsonObject{{"role", "tool"}, {"tool_name", "get_weather"}, {"content", "rain"}});
    body.insert("messages", messages);
    const Answer second = post("/api/chat", body, {});
    QCOMPARE(second.status, 200);
    QVERIFY(second.body.contains("Rain."));
    QVERIFY2(m_server->unmetExpectations().isEmpty(),
             qPrintable(m_server->unmetExpectations().join('\n')));
}

void TestFakeLlmProviders::ollamaStrictness_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");
    const QJsonObject user{{"role", "user"}, {"content", "hi"}};
    const auto assistant = [](const QJsonValue& arguments) {
        return QJsonObject{
            {"role", "assistant"},
            {"content", ""},
            {"tool_calls",
             QJsonArray{
                 QJsonObject{{"function", QJsonObject{{"name", "f"}, {"arguments", arguments}}}}}}};
    };
    QTest::newRow("malformed JSON") << QByteArray("{") << QString("invalid character");
    QTest::newRow("missing model")
        << compactJson({{"messages", QJsonArray{user}}}) << QString("model is required");
    QTest::newRow("bad role")
        << compactJson({{"model", "m"},
                        {"messages", QJsonArray{QJsonObject{{"role", "robot"}, {"content", "x"}}}}})
        << QString("invalid role");
    QTest::newRow("arguments as string")
        << compactJson({{"model", "m"},
                        {"messages", QJsonArray{user, assistant("{}"),
                                                QJsonObject{{"role", "tool"}, {"content", "r"}}}}})
        << QString("cannot unmarshal string");
    QTest::newRow("tool without call")
        << compactJson({{"model", "m"},
                        {"messages", QJsonArray{user, QJsonObject{{"role", "tool"},
                                                                  {"content", "r"},
                                                                  {"tool_name", "f"}}}}})
        << QString("must answer a tool call");
    QTest::newRow("tool result for another tool")
        << compactJson(
               {{"model", "m"},
                {"messages",
                 QJsonArray{user, assistant(QJsonObject{}),
                            QJsonObject{{"role", "tool"}, {"content", "r"}, {"tool_name", "g"}}}}})
        << QString("must answer a tool call");
    QTest::newRow("missing tool result")
        << compactJson(
               {{"model", "m"}, {"messages", QJsonArray{user, assistant(QJsonObject{}), user}}})
        << QString("have no tool results");
}

void TestFakeLlmProviders::ollamaStrictness()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    script({replyTurn({{"text", "never sent"}})});
    const Answer answer = send("POST", "/api/chat", body, {});
    QCOMPARE(answer.status, 400);
    QVERIFY2(answer.json().value("error").toString().contains(message), answer.body);
    QCOMPARE(m_server->pendingTurns(), 1);
}

void TestFakeLlmProviders::modelLists()
{
    ServerOptions options = m_server->options();
    options.models = QStringList{"model-a", "model-b:7b"};
    m_server->setOptions(options);

    Answer answer = get("/v1/models", openAiHeaders);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.json().value("object").toString(), QString("list"));
    QCOMPARE(answer.json().value("data").toArray().at(1).toObject().value("id").toString(),
             QString("model-b:7b"));
    QCOMPARE(get("/v1/models", {}).status, 401);
    QCOMPARE(get("/openai/v1/models", openAiHeaders).status, 200); // any prefix, e.g. Groq's

    answer = get("/v1/models", anthropicHeaders);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.json().value("data").toArray().at(0).toObject().value("type").toString(),
             QString("model"));
    QCOMPARE(answer.json().value("has_more").toBool(true), false);
    QCOMPARE(m_server->lastRequest().route, QString("anthropic.models"));

    answer = get("/v1beta/models", geminiHeaders);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.json().value("models").toArray().at(0).toObject().value("name").toString(),
             QString("models/model-a"));

    answer = get("/api/tags", {});
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.json().value("models").toArray().at(0).toObject().value("name").toString(),
             QString("model-a:latest"));
    QCOMPARE(answer.json().value("models").toArray().at(1).toObject().value("name").toString(),
             QString("model-b:7b"));
    QCOMPARE(get("/api/version", {}).json().value("version").toString().isEmpty(), false);
    QCOMPARE(get("/", {}).body, QByteArray("Ollama is running"));

    QCOMPARE(get("/v2/nothing", {}).status, 404);
    QCOMPARE(m_server->pendingTurns(), 0);
    QVERIFY(m_server->unmetExpectations().isEmpty());
}

NELUMBO_CORE_TEST_MAIN(TestFakeLlmProviders)
#include "tst_fakellm_providers.moc"
