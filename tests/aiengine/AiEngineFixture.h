#pragma once

// What the AI engine suites share: a source opened with one table hidden, and a target that
// speaks OpenAI's format to the fake LLM server.
#include "connection/Connection.h"
#include "llm/LlmTarget.h"
#include "llm/ProviderCatalog.h"
#include "visibility/VisibilityPolicy.h"

#include <QSignalSpy>
#include <QUrl>
#include <memory>

namespace nelumbo::testing {

// Null when the source does not open within 15 s or the rule cannot be made.
inline std::unique_ptr<Connection> openSource(const QString& url, const QString& hiddenTable = {})
{
    auto c = std::make_unique<Connection>();
    QSignalSpy opened(c.get(), &Connection::opened);
    c->open(url);
    if (!opened.wait(15000))
        return {};
    if (!hiddenTable.isEmpty()) {
        auto rules = VisibilityRules::fromLists({}, {}, {}, {hiddenTable}, {});
        if (!rules)
            return {};
        c->setVisibilityPolicy(
            VisibilityPolicy(rules.value(), BuiltinHidden::forAdapter(*c->adapter())));
    }
    return c;
}

// One attempt, short timeouts: a test waits on the fake server, never on retries.
inline LlmTarget fakeOpenAiTarget(const QUrl& serverUrl, int idleTimeoutMs)
{
    LlmTarget t;
    t.provider = *ProviderCatalog::find(QStringLiteral("openai"));
    t.model = QStringLiteral("gpt-4o");
    t.baseUrl = QUrl(serverUrl.toString() + QStringLiteral("/v1"));
    t.apiKey = QStringLiteral("test-key");
    t.policy.connectTimeoutMs = 2000;
    t.policy.idleTimeoutMs = idleTimeoutMs;
    t.policy.totalTimeoutMs = 15000;
    t.policy.maxAttempts = 1;
    return t;
}

} // namespace nelumbo::testing
