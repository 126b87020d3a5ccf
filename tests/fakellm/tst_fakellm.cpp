// Self-tests of the fake provider server, driven with plain QNetworkAccessManager requests
// (and a raw socket where HTTP framing itself is under test).
#include "CoreTestMain.h"
#include "FakeLlmServer.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>

using nelumbo::fake::CapturedRequest;
using nelumbo::fake::FakeLlmServer;
using nelumbo::fake::ServerOptions;

namespace {

using Headers = QList<QPair<QByteArray, QByteArray>>;

const Headers openAiHeaders = {{"Authorization", "Bearer test-key"}};
const Headers anthropicHeaders = {{"x-api-key", "test-key"}, {"anthropic-version", "2023-06-01"}};
const Headers geminiHeaders = {{"x-goog-api-key", "test-key"}};

struct Answer
{
    int status = 0;
    QByteArray body;
    QList<QByteArray> reads; // body as it arrived, one entry per readyRead
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QHash<QByteArray, QByteArray> headers; // names lower-cased
    qint64 elapsedMs = 0;
    bool finished = false;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

struct SseEvent
{
    QString name;
    QByteArray data;
};

// A WHATWG-style SSE reader, strict enough to notice what the faults do.
QList<SseEvent> parseSse(const QByteArray& body)
{
    QList<SseEvent> events;
    QByteArray normalized = body;
    normalized.replace("\r\n", "\n");
    SseEvent current;
    bool hasData = false;
    for (const QByteArray& line : normalized.split('\n')) {
        if (line.isEmpty()) {
            if (hasData)
                events.append(current);
            current = SseEvent{};
            hasData = false;
        } else if (line.startsWith(':')) {
            continue;
        } else if (line.startsWith("event: ")) {
            current.name = QString::fromUtf8(line.mid(7));
        } else if (line.startsWith("data: ")) {
            current.data += (hasData ? "\n" : "") + line.mid(6);
            hasData = true;
        }
    }
    return events;
}

QList<QJsonObject> parseNdjson(const QByteArray& body)
{
    QList<QJsonObject> out;
    for (const QByteArray& line : body.split('\n')) {
        if (!line.trimmed().isEmpty())
            out.append(QJsonDocument::fromJson(line).object());
    }
    return out;
}

QJsonObject toJson(const QByteArray& data)
{
    return QJsonDocument::fromJson(data).object();
}

QByteArray compactJson(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Gemini answers nest what the tests look at: the first candidate, and its first part's text.
QJsonObject firstCandidate(const QJsonObject& response)
{
    return response.value("candidates").toArray().at(0).toObject();
}

QString firstPartText(const QJsonObject& response)
{
    return firstCandidate(response)
        .value("content")
        .toObject()
        .value("parts")
        .toArray()
        .at(0)
        .toObject()
        .value("text")
        .toString();
}

bool isJson(const QByteArray& data)
{
    QJsonParseError error;
    QJsonDocument::fromJson(data, &error);
    return error.error == QJsonParseError::NoError;
}

QJsonObject userChat(const QString& model, const QString& text, bool stream = false)
{
    QJsonObject body{{"model", model},
                     {"messages", QJsonArray{QJsonObject{{"role", "user"}, {"content", text}}}}};
    if (stream)
        body.insert("stream", true);
    return body;
}

QJsonObject anthropicChat(const QString& text, bool stream = false)
{
    QJsonObject body{{"model", "claude-sonnet-4-5"},
                     {"max_tokens", 256},
                     {"messages", QJsonArray{QJsonObject{{"role", "user"}, {"content", text}}}}};
    if (stream)
        body.insert("stream", true);
    return body;
}

QJsonObject geminiChat(const QString& text)
{
    return QJsonObject{
        {"contents", QJsonArray{QJsonObject{{"role", "user"},
                                            {"parts", QJsonArray{QJsonObject{{"text", text}}}}}}}};
}

QJsonObject ollamaChat(const QString& text, bool stream)
{
    QJsonObject body = userChat("qwen2.5-coder", text);
    body.insert("stream", stream);
    return body;
}

QJsonObject replyTurn(const QJsonObject& reply, const QJsonObject& fault = {})
{
    QJsonObject turn{{"reply", reply}};
    if (!fault.isEmpty())
        turn.insert("fault", fault);
    return turn;
}

struct ProviderCall
{
    QString path;
    QJsonObject body;
    Headers headers;
};

ProviderCall providerCall(const QString& provider, bool stream)
{
    if (provider == "openai") {
        QJsonObject body = userChat("gpt-4o", "hello", stream);
        return {"/v1/chat/completions", body, openAiHeaders};
    }
    if (provider == "anthropic")
        return {"/v1/messages", anthropicChat("hello", stream), anthropicHeaders};
    if (provider == "gemini")
        return {stream ? "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse"
                       : "/v1beta/models/gemini-2.5-flash:generateContent",
                geminiChat("hello"), geminiHeaders};
    return {"/api/chat", ollamaChat("hello", stream), {}};
}

} // namespace

class TestFakeLlm : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

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

private:
    Answer send(const QByteArray& method, const QString& pathAndQuery, const QByteArray& body,
                const Headers& headers, int transferTimeoutMs = 0);
    Answer post(const QString& pathAndQuery, const QJsonObject& body, const Headers& headers,
                int transferTimeoutMs = 0)
    {
        return send("POST", pathAndQuery, compactJson(body), headers, transferTimeoutMs);
    }
    Answer get(const QString& pathAndQuery, const Headers& headers)
    {
        return send("GET", pathAndQuery, {}, headers);
    }
    void script(const QJsonArray& turns, const QJsonObject& options = {})
    {
        QJsonObject scenario{{"turns", turns}};
        if (!options.isEmpty())
            scenario.insert("options", options);
        QCOMPARE(m_server->loadScenario(scenario), QString());
    }
    QByteArray raw(const QByteArray& bytes, int expectedResponses);

    FakeLlmServer* m_server = nullptr;
    QNetworkAccessManager* m_network = nullptr;
};

void TestFakeLlm::init()
{
    m_server = new FakeLlmServer(this);
    QCOMPARE(m_server->listen(), QString());
    QVERIFY(m_server->port() > 0);
    m_network = new QNetworkAccessManager(this);
}

void TestFakeLlm::cleanup()
{
    delete m_network;
    m_network = nullptr;
    delete m_server;
    m_server = nullptr;
}

Answer TestFakeLlm::send(const QByteArray& method, const QString& pathAndQuery,
                         const QByteArray& body, const Headers& headers, int transferTimeoutMs)
{
    QUrl url = m_server->baseUrl();
    const QStringList parts = pathAndQuery.split(QLatin1Char('?'));
    url.setPath(parts.first());
    if (parts.size() > 1)
        url.setQuery(parts.at(1));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    for (const auto& [name, value] : headers)
        request.setRawHeader(name, value);
    if (transferTimeoutMs > 0)
        request.setTransferTimeout(transferTimeoutMs);

    Answer answer;
    QElapsedTimer timer;
    timer.start();
    QNetworkReply* reply = method == "GET" ? m_network->get(request)
                                           : m_network->sendCustomRequest(request, method, body);
    connect(reply, &QNetworkReply::readyRead, reply, [reply, &answer] {
        const QByteArray bytes = reply->readAll();
        answer.reads.append(bytes);
        answer.body += bytes;
    });
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        finished.wait(15000);
    answer.finished = reply->isFinished();
    answer.elapsedMs = timer.elapsed();
    const QByteArray rest = reply->isOpen() ? reply->readAll() : QByteArray();
    if (!rest.isEmpty()) {
        answer.reads.append(rest);
        answer.body += rest;
    }
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.error = reply->error();
    for (const auto& [name, value] : reply->rawHeaderPairs())
        answer.headers.insert(name.toLower(), value);
    reply->abort();
    reply->deleteLater();
    return answer;
}

// Writes bytes on a fresh socket and reads until the expected responses are complete (or
// the server closes); for framing that QNetworkAccessManager never produces.
QByteArray TestFakeLlm::raw(const QByteArray& bytes, int expectedResponses)
{
    // The server runs in this thread, so wait with the event loop, never with waitFor*().
    QTcpSocket socket;
    QByteArray received;
    connect(&socket, &QTcpSocket::readyRead, &socket, [&] { received += socket.readAll(); });
    connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(bytes); });
    socket.connectToHost(QHostAddress::LocalHost, m_server->port());
    QElapsedTimer timer;
    timer.start();
    qsizetype lastSize = -1;
    // Complete once the expected status lines are in and the socket has gone quiet.
    while (timer.elapsed() < 10000) {
        QTest::qWait(300);
        const bool quiet = received.size() == lastSize;
        lastSize = received.size();
        if (socket.state() == QAbstractSocket::UnconnectedState)
            break;
        if (quiet &&
            received.count("HTTP/1.1 ") - received.count("HTTP/1.1 100") >= expectedResponses)
            break;
    }
    return received;
}

void TestFakeLlm::openAiPlain()
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

void TestFakeLlm::openAiStreamWithUsage()
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

void TestFakeLlm::openAiStreamWithoutUsage()
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

void TestFakeLlm::openAiToolCallsMultiTurn()
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

void TestFakeLlm::openAiStrictness_data()
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

void TestFakeLlm::openAiStrictness()
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

void TestFakeLlm::openAiAuth()
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

void TestFakeLlm::azureDeployment()
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

void TestFakeLlm::mistralIds()
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

void TestFakeLlm::anthropicPlain()
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

void TestFakeLlm::anthropicStreamToolUse()
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

void TestFakeLlm::anthropicStrictness_data()
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

void TestFakeLlm::anthropicStrictness()
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

void TestFakeLlm::anthropicAuth()
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

void TestFakeLlm::geminiPlainAndStream()
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

void TestFakeLlm::geminiToolCallsAndSignatures()
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

void TestFakeLlm::geminiStrictness_data()
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

void TestFakeLlm::geminiStrictness()
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

void TestFakeLlm::geminiAuth()
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

void TestFakeLlm::geminiJsonArrayStream()
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

void TestFakeLlm::ollamaStreamAndPlain()
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

void TestFakeLlm::ollamaToolCalls()
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

void TestFakeLlm::ollamaStrictness_data()
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

void TestFakeLlm::ollamaStrictness()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    script({replyTurn({{"text", "never sent"}})});
    const Answer answer = send("POST", "/api/chat", body, {});
    QCOMPARE(answer.status, 400);
    QVERIFY2(answer.json().value("error").toString().contains(message), answer.body);
    QCOMPARE(m_server->pendingTurns(), 1);
}

void TestFakeLlm::modelLists()
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

void TestFakeLlm::readyMadeErrors_data()
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

void TestFakeLlm::readyMadeErrors()
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

void TestFakeLlm::customErrorAndRetryHeaders()
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

void TestFakeLlm::retryTimes()
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

void TestFakeLlm::delayBeforeResponse()
{
    script({replyTurn({{"text", "late"}}, {{"delayMs", 400}})});
    const Answer answer = post("/v1/chat/completions", userChat("gpt-4o", "hi"), openAiHeaders);
    QCOMPARE(answer.status, 200);
    QVERIFY2(answer.elapsedMs >= 380, qPrintable(QString::number(answer.elapsedMs)));
}

void TestFakeLlm::eventDelay()
{
    script({replyTurn({{"text", "a b c d"}}, {{"eventDelayMs", 80}})});
    const Answer answer = post("/api/chat", ollamaChat("hi", true), {});
    QCOMPARE(answer.status, 200);
    QCOMPARE(parseNdjson(answer.body).size(), 5);
    QVERIFY2(answer.elapsedMs >= 4 * 75, qPrintable(QString::number(answer.elapsedMs)));
    QVERIFY(answer.reads.size() >= 3); // spread out, not one burst
}

void TestFakeLlm::midStreamError_data()
{
    QTest::addColumn<QString>("provider");
    QTest::newRow("openai") << "openai";
    QTest::newRow("anthropic") << "anthropic";
    QTest::newRow("gemini") << "gemini";
    QTest::newRow("ollama") << "ollama";
}

void TestFakeLlm::midStreamError()
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

void TestFakeLlm::disconnectAfterEvents()
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

void TestFakeLlm::disconnectNonStreamed()
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

void TestFakeLlm::stallTripsIdleTimeout()
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
}

void TestFakeLlm::shortStallCompletes()
{
    script({replyTurn({{"text", "one two"}}, {{"stallMs", 300}})});
    const Answer answer = post("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
                               geminiChat("hi"), geminiHeaders);
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.error, QNetworkReply::NoError);
    QVERIFY(answer.elapsedMs >= 280);
    QCOMPARE(parseSse(answer.body).size(), 2);
}

void TestFakeLlm::malformedEvent()
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

void TestFakeLlm::invalidToolArguments()
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

void TestFakeLlm::pingsAndCrlf()
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

void TestFakeLlm::splitWrites()
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

void TestFakeLlm::splitUtf8()
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

void TestFakeLlm::emptyChoicesAndOmitDone()
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

void TestFakeLlm::reuseToolIndex()
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

void TestFakeLlm::expectationsMet()
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

void TestFakeLlm::expectationMismatch()
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

void TestFakeLlm::noTurnLeft()
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

void TestFakeLlm::echoMode()
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

void TestFakeLlm::capture()
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

void TestFakeLlm::keepAliveAndClose()
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

void TestFakeLlm::chunkedRequestBody()
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

void TestFakeLlm::pipelinedRequests()
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

void TestFakeLlm::scenarioFiles()
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

void TestFakeLlm::scenarioErrors()
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

NELUMBO_CORE_TEST_MAIN(TestFakeLlm)
#include "tst_fakellm.moc"
