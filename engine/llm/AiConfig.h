#pragma once

#include "core/Result.h"
#include "llm/LlmTarget.h"

#include <QProcessEnvironment>
#include <QSettings>
#include <QString>
#include <QUrl>

namespace nelumbo {

// The AI settings in effect: the config file's [ai] group, overridden by the environment
// (NELUMBO_AI_MODEL, the providers' base-URL variables). The key is not part of it: see
// ApiKeyStore. Nothing here touches the network or the keychain.
struct AiConfig
{
    bool enabled = false;
    QString enabledBy;   // "ai/enabled", "NELUMBO_AI_MODEL" or empty (off by default)
    QString modelString; // as written: "openai:gpt-4o"
    QString modelFrom;   // "ai/model" or "NELUMBO_AI_MODEL"
    const ProviderInfo* provider = nullptr;
    QString model;
    QString modelError; // why modelString cannot be used
    QUrl baseUrl;
    QString baseUrlFrom; // "default", "ai/base_url" or the environment variable
    QString azureApiVersion;
    int maxOutputTokens = 4096;
    LlmCallPolicy policy;

    static AiConfig
    load(const QSettings& settings,
         const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());

    // The target without its key, or not_configured with the reason.
    Result<LlmTarget> target() const;
    // This configuration's limits, timeouts and retries for a provider, model and address
    // (what the settings page tries before anything is saved).
    LlmTarget targetFor(const ProviderInfo& provider, const QString& model,
                        const QUrl& baseUrl) const;
    // The one rule for a base URL, wherever it is written (an environment variable, ai/base_url,
    // the settings page): a provider speaking Ollama's own protocol takes OLLAMA_HOST's forms
    // (see ollamaUrl), any other an http or https URL with a host; empty otherwise.
    static QUrl baseUrlFor(const ProviderInfo& provider, const QString& text);
    // The environment variable that sets the provider's base URL (OPENAI_BASE_URL, OLLAMA_HOST…)
    // and is not empty, or an empty string.
    static QString baseUrlVariable(const ProviderInfo& provider,
                                   const QProcessEnvironment& environment);
    // OLLAMA_HOST style: "host", "host:port" or a URL; 0.0.0.0 means this machine.
    static QUrl ollamaUrl(const QString& host);
};

} // namespace nelumbo
