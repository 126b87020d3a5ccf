#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>
#include <QVariantMap>
#include <memory>

class QTcpServer;

namespace nelumbo::fake {

// One request as it reached the server; see README.md "Capture".
struct CapturedRequest
{
    QString method;
    QString path;
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, in arrival order
    QByteArray body;
    QJsonObject json;
    bool jsonValid = false;
    QDateTime received;
    QString route;    // e.g. "openai.chat", "anthropic.messages", "gemini.stream", "ollama.tags"
    QString provider; // "openai", "anthropic", "gemini", "ollama" or empty for unknown routes
    int status = 0;   // status answered, 0 when cut before any head
    int connectionId = 0;
    int turn = -1; // index of the scripted turn that answered, -1 if none
    // The client closed the connection before the answer was complete (a cancelled request);
    // set when responseFinished is emitted.
    bool clientClosed = false;

    QByteArray header(const QByteArray& name) const;
    bool hasHeader(const QByteArray& name) const;
};

struct ServerOptions
{
    QString apiKey = QStringLiteral("test-key"); // empty: no key is checked
    QString ollamaKey;                           // set: Ollama wants a Bearer key too
    bool mistral = false;                        // 9-character [a-zA-Z0-9] tool-call ids
    bool ollamaIds = false;                      // Ollama tool calls carry ids
    bool echo = false; // with no turn left, echo the last user message instead of failing
    // Set (an origin, e.g. http://127.0.0.2:PORT): every request, model lists included, is
    // answered 307 with Location: redirectTo + the request's path and query.
    QString redirectTo;
    QStringList models = {QStringLiteral("gpt-4o"), QStringLiteral("claude-sonnet-4-5"),
                          QStringLiteral("gemini-2.5-flash"), QStringLiteral("qwen2.5-coder")};
};

class ScenarioQueue;
class ServerCore;

// Loopback HTTP/1.1 server speaking the OpenAI, Anthropic, Gemini and Ollama wire formats,
// driven by scripted turns, with fault injection and capture. See README.md.
class FakeLlmServer : public QObject
{
    Q_OBJECT

public:
    explicit FakeLlmServer(QObject* parent = nullptr);
    ~FakeLlmServer() override;

    // Binds host (127.0.0.1 unless told, e.g. 127.0.0.2 as a second origin for redirect
    // tests); port 0 picks a free one. Empty on success, else the reason.
    [[nodiscard]] QString listen(quint16 port = 0,
                                 const QString& host = QStringLiteral("127.0.0.1"));
    quint16 port() const;
    QUrl baseUrl() const; // http://HOST:PORT, no trailing slash

    void setOptions(const ServerOptions& options);
    ServerOptions options() const;

    // Scenarios replace the queue (and set the options they name); turns append.
    // Each returns an empty string on success, else what is wrong with the input.
    [[nodiscard]] QString loadScenario(const QJsonObject& scenario);
    [[nodiscard]] QString loadScenario(const QVariantMap& scenario);
    [[nodiscard]] QString loadScenarioFile(const QString& path);
    [[nodiscard]] QString addTurn(const QJsonObject& turn);
    [[nodiscard]] QString addTurn(const QVariantMap& turn);

    QList<CapturedRequest> requests() const;
    CapturedRequest lastRequest() const; // default-constructed when there is none
    int pendingTurns() const;            // uses left in the queue (a turn counts `times`)
    QStringList unmetExpectations() const;
    void clear(); // requests, turns and failures; options stay

signals:
    void requestReceived(int index);
    void responseFinished(int index);
    void expectationFailed(const QString& message);

private:
    friend class ServerCore;
    std::unique_ptr<ServerCore> m_core;
};

} // namespace nelumbo::fake
