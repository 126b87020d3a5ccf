#pragma once

#include "FakeLlmServer.h"
#include "llm/LlmClient.h"
#include "llm/LlmHandle.h"
#include "llm/ProviderCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTimeZone>
#include <functional>
#include <optional>

using namespace nelumbo;
using nelumbo::fake::FakeLlmServer;

namespace llmtest {

inline const QString kKey = "sk-test-Zq8vSECRETkey-4242";
inline QStringList g_logs; // everything Qt logged while the tests ran

inline void collectLog(QtMsgType, const QMessageLogContext&, const QString& message)
{
    g_logs.append(message);
}

// Every provider: the four wire formats and the OpenAI-compatible family.
inline const QStringList kProviders = {"openai",     "anthropic", "gemini",   "ollama", "mistral",
                                       "azure",      "groq",      "deepseek", "xai",    "together",
                                       "openrouter", "lmstudio",  "llamacpp", "vllm"};

inline QString family(const QString& provider)
{
    if (provider == "anthropic" || provider == "gemini" || provider == "ollama")
        return provider;
    return "openai";
}

inline QString modelFor(const QString& provider)
{
    if (provider == "anthropic")
        return "claude-sonnet-4-5";
    if (provider == "gemini")
        return "gemini-2.5-flash";
    if (provider == "ollama")
        return "qwen2.5-coder";
    if (provider == "azure")
        return "my-deployment";
    if (provider == "openrouter")
        return "anthropic/claude-sonnet-4.5";
    if (provider == "mistral")
        return "mistral-large-latest";
    return "gpt-4o";
}

inline QString pathPrefix(const QString& provider)
{
    if (provider == "groq")
        return "/openai/v1";
    if (provider == "openrouter")
        return "/api/v1";
    if (family(provider) == "openai" && provider != "azure")
        return "/v1";
    return {};
}

struct Run
{
    QStringList deltas;
    QStringList fragments;
    QList<int> started;
    QList<LlmToolCall> finishedCalls;
    QList<LlmUsage> usages;
    QList<LlmError> retries;
    std::optional<LlmReply> reply;
    std::optional<LlmError> error;
    int afterEnd = 0; // signals after finished/failed: must stay 0
    int attempts = 0;
    bool ended = false;
};

inline QJsonObject turn(const QJsonObject& reply, const QJsonObject& expect = {},
                        const QJsonObject& fault = {}, int times = 1)
{
    QJsonObject t;
    if (!reply.isEmpty())
        t["reply"] = reply;
    if (!expect.isEmpty())
        t["expect"] = expect;
    if (!fault.isEmpty())
        t["fault"] = fault;
    if (times != 1)
        t["times"] = times;
    return t;
}

inline QString httpDate(const QDateTime& when)
{
    return QLocale::c().toString(when.toUTC(), "ddd, dd MMM yyyy HH:mm:ss") + " GMT";
}

} // namespace llmtest

using namespace llmtest;

// What every provider test needs: the fake server, targets that point at it, and a run
// that records every signal of a handle.
class ProviderTestBase : public QObject
{
protected:
    std::unique_ptr<FakeLlmServer> m_server;
    std::unique_ptr<LlmClient> m_client;

    void startServer(const QString& provider, const QJsonArray& turns,
                     const QJsonObject& extraOptions = {})
    {
        m_server = std::make_unique<FakeLlmServer>();
        QCOMPARE(m_server->listen(), QString());
        QJsonObject options{{"apiKey", kKey},
                            {"mistral", provider == "mistral"},
                            {"models", QJsonArray{"gpt-4o", "claude-sonnet-4-5", "gemini-2.5-flash",
                                                  "qwen2.5-coder"}}};
        for (auto it = extraOptions.begin(); it != extraOptions.end(); ++it)
            options[it.key()] = it.value();
        QCOMPARE(m_server->loadScenario(QJsonObject{{"options", options}, {"turns", turns}}),
                 QString());
    }

    LlmTarget target(const QString& provider) const
    {
        LlmTarget t;
        t.provider = *ProviderCatalog::find(provider);
        t.model = modelFor(provider);
        t.baseUrl = QUrl(m_server->baseUrl().toString() + pathPrefix(provider));
        t.apiKey = provider == "ollama" ? QString() : kKey;
        t.maxOutputTokens = 1000;
        t.policy.connectTimeoutMs = 2000;
        t.policy.idleTimeoutMs = 2000;
        t.policy.totalTimeoutMs = 10000;
        t.policy.maxAttempts = 3;
        t.policy.retryBaseDelayMs = 10;
        t.policy.retryMaxDelayMs = 2000;
        return t;
    }

    static LlmRequest question(const QString& text = "How many albums are there?")
    {
        LlmRequest r;
        r.system = "You help with SQL. The schema: album(album_id, title). Be brief.";
        r.stablePrefixLength = r.system.indexOf("Be brief.");
        r.messages.append(LlmMessage::user(text));
        return r;
    }

    static QList<LlmToolDefinition> tools()
    {
        return {{"run_sql", "Runs a read-only SQL query",
                 QJsonObject{{"type", "object"},
                             {"properties", QJsonObject{{"sql", QJsonObject{{"type", "string"}}}}},
                             {"required", QJsonArray{"sql"}}}},
                {"list_tables", "Lists the tables",
                 QJsonObject{{"type", "object"}, {"properties", QJsonObject{}}}}};
    }

    Run run(const LlmTarget& t, const LlmRequest& request, LlmClient::Mode mode,
            std::function<void(LlmHandle*)> onFirstText = {}, int settleMs = 10)
    {
        Run out;
        LlmHandle* h = m_client->send(t, request, mode);
        auto late = [&out] {
            if (out.ended)
                ++out.afterEnd;
        };
        connect(h, &LlmHandle::textDelta, this, [&, h, late](const QString& s) {
            late();
            out.deltas.append(s);
            if (onFirstText && out.deltas.size() == 1)
                onFirstText(h);
        });
        connect(h, &LlmHandle::toolCallStarted, this,
                [&, late](int i, const QString&, const QString&) {
                    late();
                    out.started.append(i);
                });
        connect(h, &LlmHandle::toolCallDelta, this, [&, late](int, const QString& f) {
            late();
            out.fragments.append(f);
        });
        connect(h, &LlmHandle::toolCallFinished, this, [&, late](int, const LlmToolCall& c) {
            late();
            out.finishedCalls.append(c);
        });
        connect(h, &LlmHandle::usageReported, this, [&, late](const LlmUsage& u) {
            late();
            out.usages.append(u);
        });
        connect(h, &LlmHandle::retrying, this, [&, late](int, int, const LlmError& e) {
            late();
            out.retries.append(e);
        });
        connect(h, &LlmHandle::finished, this, [&, late](const LlmReply& r) {
            late();
            out.reply = r;
            out.ended = true;
        });
        connect(h, &LlmHandle::failed, this, [&, late](const LlmError& e) {
            late();
            out.error = e;
            out.ended = true;
        });
        (void)QTest::qWaitFor([&] { return out.ended; }, 20000);
        // Kept: an absence (anything after the end would show up here) has no signal.
        QTest::qWait(settleMs);
        out.attempts = h->attempts();
        h->disconnect(this);
        h->deleteLater();
        return out;
    }

    QString unmet() const { return m_server->unmetExpectations().join('\n'); }
};
