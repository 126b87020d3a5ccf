#pragma once

#include "AnthropicWire.h"
#include "FakeLlmServer.h"
#include "GeminiWire.h"
#include "HttpRequest.h"
#include "OllamaWire.h"
#include "OpenAiWire.h"
#include "ResponsePlan.h"
#include "Scenario.h"

#include <QSet>

namespace nelumbo::fake {

// The server's state and request handling: routing, auth, validation, the turn queue,
// expectations, capture. FakeLlmServer is its QObject face.
class ServerCore
{
public:
    explicit ServerCore(FakeLlmServer* q);

    ResponsePlan handle(const HttpRequest& request, int connectionId);
    void responseDone(int captureIndex, bool clientClosed);

    void setOptions(const ServerOptions& options);
    const ServerOptions& options() const { return m_options; }
    QString loadScenario(const QJsonObject& scenario);
    QString addTurn(const QJsonObject& json);
    void clear();
    int pendingTurns() const;

    QTcpServer* tcp = nullptr;
    int nextConnectionId = 1;
    QList<CapturedRequest> requests;
    QStringList unmet;

private:
    struct QueuedTurn
    {
        ScriptedTurn turn;
        int index = 0;
        int remaining = 1;
    };
    struct Route
    {
        QString name;
        const ProviderWire* wire = nullptr;
        bool chat = false;
    };

    Route route(const HttpRequest& request) const;
    ResponsePlan answer(const HttpRequest& request, CapturedRequest& captured);
    ResponsePlan answerChat(const HttpRequest& request, const ProviderWire& wire,
                            const QJsonObject& body, const ChatView& view,
                            CapturedRequest& captured);
    ResponsePlan faultAnswer(const ProviderWire& wire, const ScriptedFault& fault,
                             const ChatView& view) const;
    ResponsePlan replyAnswer(const HttpRequest& request, const ProviderWire& wire,
                             const ScriptedReply& reply, const ScriptedFault& fault,
                             const ChatView& view);
    void fail(const QString& message);

    FakeLlmServer* m_q;
    ServerOptions m_options;
    OpenAiWire m_openAi;
    AnthropicWire m_anthropic;
    GeminiWire m_gemini;
    OllamaWire m_ollama;
    QList<QueuedTurn> m_turns;
    int m_turnsAdded = 0;
    int m_serial = 0;
    QStringList m_lastToolIds;
    QStringList m_lastToolNames;
    QSet<QString> m_issuedSignatures;
};

} // namespace nelumbo::fake
