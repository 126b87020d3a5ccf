#pragma once

#include "llm/LlmError.h"
#include "llm/LlmTarget.h"
#include "llm/LlmTypes.h"
#include "network/NetworkPlugin.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <memory>
#include <variant>

namespace nelumbo {

class LlmHandle;

// The way to every model: one HTTP client (kept connections), a handle per request. Runs in
// the thread it lives in and never blocks it. The network plugin is loaded by the first request.
class LlmClient : public QObject
{
    Q_OBJECT
public:
    enum class Mode
    {
        Streamed,
        Whole
    };
    using ModelsDone = std::function<void(const std::variant<QStringList, LlmError>& models)>;

    explicit LlmClient(QObject* parent = nullptr);
    ~LlmClient() override;

    // Starts at the next turn of the event loop, so the caller can connect to the handle
    // first. The handle is a child of this client; deleteLater() it when done with it.
    LlmHandle* send(const LlmTarget& target, const LlmRequest& request, Mode mode = Mode::Streamed);
    // One tiny request ("reply with OK"), to check provider, model, URL and key together.
    LlmHandle* testConnection(const LlmTarget& target);
    // The provider's model list (GET …/models, /api/tags); done runs in context's thread,
    // unless context is gone by then.
    void listModels(const LlmTarget& target, QObject* context, ModelsDone done);

    // The HTTP client of this thread, made on first use; an error when the plugin is missing.
    Result<NetworkPlugin::HttpClient*> http();

    // Redirects are followed only within the origin (scheme, host, port) asked: the key
    // never leaves for another host.
    static bool sameOrigin(const QUrl& origin, const QUrl& target);
    static LlmError redirectRefused(const QString& providerName, const QUrl& target);
    static LlmError replyTooLarge(const QString& providerName, qint64 limit);

private:
    std::unique_ptr<NetworkPlugin::HttpClient> m_http;
    // Model lists under way: destroyed before m_http, which must outlive them.
    std::vector<std::unique_ptr<NetworkPlugin::HttpExchange>> m_listings;
};

} // namespace nelumbo
