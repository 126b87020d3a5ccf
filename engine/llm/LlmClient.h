#pragma once

#include "llm/LlmError.h"
#include "llm/LlmTarget.h"
#include "llm/LlmTypes.h"

#include <QObject>
#include <QStringList>
#include <functional>
#include <variant>

class QNetworkAccessManager;
class QNetworkReply;

namespace nelumbo {

class LlmHandle;

// The way to every model: one QNetworkAccessManager, a handle per request. Runs in the thread
// it lives in and never blocks it.
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

    QNetworkAccessManager* network() const { return m_network; }

    // Redirects are followed only within the origin (scheme, host, port) asked: the key
    // never leaves for another host. Same origin: the redirect is allowed; else refused is
    // called and the caller aborts the reply. For every reply of network().
    static void guardRedirects(QNetworkReply* reply, QObject* context,
                               std::function<void(const QUrl& target)> refused);
    static LlmError redirectRefused(const QString& providerName, const QUrl& target);
    static LlmError replyTooLarge(const QString& providerName, qint64 limit);

private:
    QNetworkAccessManager* m_network;
};

} // namespace nelumbo
