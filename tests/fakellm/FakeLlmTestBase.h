#pragma once

// What the fake provider server's self-tests share: a server and a network client per test,
// requests sent and answers collected, parsers for what the wires stream.
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
#include <QTest>

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
inline QList<SseEvent> parseSse(const QByteArray& body)
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

inline QList<QJsonObject> parseNdjson(const QByteArray& body)
{
    QList<QJsonObject> out;
    for (const QByteArray& line : body.split('\n')) {
        if (!line.trimmed().isEmpty())
            out.append(QJsonDocument::fromJson(line).object());
    }
    return out;
}

inline QJsonObject toJson(const QByteArray& data)
{
    return QJsonDocument::fromJson(data).object();
}

inline QByteArray compactJson(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Gemini answers nest what the tests look at: the first candidate, and its first part's text.
inline QJsonObject firstCandidate(const QJsonObject& response)
{
    return response.value("candidates").toArray().at(0).toObject();
}

inline QString firstPartText(const QJsonObject& response)
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

inline bool isJson(const QByteArray& data)
{
    QJsonParseError error;
    QJsonDocument::fromJson(data, &error);
    return error.error == QJsonParseError::NoError;
}

inline QJsonObject userChat(const QString& model, const QString& text, bool stream = false)
{
    QJsonObject body{{"model", model},
                     {"messages", QJsonArray{QJsonObject{{"role", "user"}, {"content", text}}}}};
    if (stream)
        body.insert("stream", true);
    return body;
}

inline QJsonObject anthropicChat(const QString& text, bool stream = false)
{
    QJsonObject body{{"model", "claude-sonnet-4-5"},
                     {"max_tokens", 256},
                     {"messages", QJsonArray{QJsonObject{{"role", "user"}, {"content", text}}}}};
    if (stream)
        body.insert("stream", true);
    return body;
}

inline QJsonObject geminiChat(const QString& text)
{
    return QJsonObject{
        {"contents", QJsonArray{QJsonObject{{"role", "user"},
                                            {"parts", QJsonArray{QJsonObject{{"text", text}}}}}}}};
}

inline QJsonObject ollamaChat(const QString& text, bool stream)
{
    QJsonObject body = userChat("qwen2.5-coder", text);
    body.insert("stream", stream);
    return body;
}

inline QJsonObject replyTurn(const QJsonObject& reply, const QJsonObject& fault = {})
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

inline ProviderCall providerCall(const QString& provider, bool stream)
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

// No slots here: each suite deriving from it lists only its own tests.
class FakeLlmTestBase : public QObject
{
protected:
    void startServer()
    {
        m_server = new FakeLlmServer(this);
        QCOMPARE(m_server->listen(), QString());
        QVERIFY(m_server->port() > 0);
        m_network = new QNetworkAccessManager(this);
    }

    void stopServer()
    {
        delete m_network;
        m_network = nullptr;
        delete m_server;
        m_server = nullptr;
    }

    Answer send(const QByteArray& method, const QString& pathAndQuery, const QByteArray& body,
                const Headers& headers, int transferTimeoutMs = 0)
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
        QNetworkReply* reply = method == "GET"
                                   ? m_network->get(request)
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

    // Writes bytes on a fresh socket and reads until the expected responses are complete (or
    // the server closes); for framing that QNetworkAccessManager never produces.
    QByteArray raw(const QByteArray& bytes, int expectedResponses)
    {
        // The server runs in this thread, so wait with the event loop, never with waitFor*().
        QTcpSocket socket;
        QByteArray received;
        connect(&socket, &QTcpSocket::readyRead, &socket, [&] { received += socket.readAll(); });
        connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(bytes); });
        socket.connectToHost(QHostAddress::LocalHost, m_server->port());
        QSignalSpy arrived(&socket, &QTcpSocket::readyRead);
        QElapsedTimer timer;
        timer.start();
        // Complete once the expected status lines are in and the socket has gone quiet (no
        // bytes for 300 ms: a further response would be on its way), or the server closed.
        while (timer.elapsed() < 10000) {
            const bool quiet = !arrived.wait(300);
            if (socket.state() == QAbstractSocket::UnconnectedState)
                break;
            if (quiet &&
                received.count("HTTP/1.1 ") - received.count("HTTP/1.1 100") >= expectedResponses)
                break;
        }
        return received;
    }

    FakeLlmServer* m_server = nullptr;
    QNetworkAccessManager* m_network = nullptr;
};
