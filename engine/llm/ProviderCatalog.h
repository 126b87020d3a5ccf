#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace nelumbo {

enum class WireProtocol
{
    OpenAiChat,
    Anthropic,
    Gemini,
    OllamaChat
};

// How the key travels.
enum class AuthStyle
{
    Bearer,       // Authorization: Bearer KEY
    XApiKey,      // x-api-key (Anthropic)
    ApiKeyHeader, // api-key (Azure OpenAI)
    GoogApiKey,   // x-goog-api-key (Gemini)
};

// One provider: everything that differs between providers of the same wire format is data here.
struct ProviderInfo
{
    QString id;          // "openai", the part before ':' in a model string
    QString displayName; // "OpenAI"
    WireProtocol protocol = WireProtocol::OpenAiChat;
    QString defaultBaseUrl;       // empty: must be configured (Azure)
    QStringList keyVariables;     // environment variables holding the key, first set wins
    QStringList baseUrlVariables; // environment variables overriding the base URL
    AuthStyle auth = AuthStyle::Bearer;
    bool keyRequired = true; // local servers work without one
    bool local = false;      // runs on this machine
    bool hasModelsEndpoint = true;
    QString exampleModel;
    // Quirks.
    bool maxCompletionTokens = false; // max_completion_tokens instead of max_tokens
    bool streamUsageOption = true;    // stream_options.include_usage for usage in streams
    bool shortToolCallIds = false;    // Mistral: ids of exactly 9 characters [a-zA-Z0-9]
    bool toolMessageName = false;     // Mistral: tool messages carry the function name
    bool azureDeployment = false;     // deployment URL with api-version, model not in the body
};

class ProviderCatalog
{
public:
    static const QList<ProviderInfo>& all();
    // By id or a common alias ("google", "lm-studio", "llama.cpp"); nullptr when unknown.
    static const ProviderInfo* find(const QString& idOrAlias);
    static QStringList ids();
};

} // namespace nelumbo
