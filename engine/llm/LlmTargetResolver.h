#pragma once

#include "core/Result.h"
#include "llm/AiConfig.h"
#include "llm/ApiKeyStore.h"
#include "llm/LlmTarget.h"

#include <QObject>
#include <functional>

namespace nelumbo {

// The AI configuration plus its key, ready to send: what the app and the CLI use before
// every conversation.
class LlmTargetResolver : public QObject
{
    Q_OBJECT
public:
    struct Resolved
    {
        LlmTarget target;
        QString keySource; // see ApiKeyStore::Key::source
    };
    using Done = std::function<void(const Result<Resolved>& resolved)>;

    explicit LlmTargetResolver(
        const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
        QObject* parent = nullptr);

    // Errors: not_configured, api_key_missing. done runs later in context's thread.
    void resolve(const AiConfig& config, QObject* context, Done done);

private:
    ApiKeyStore m_keys;
};

} // namespace nelumbo
