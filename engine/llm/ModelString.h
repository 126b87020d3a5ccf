#pragma once

#include "core/Result.h"
#include "llm/ProviderCatalog.h"

#include <QString>

namespace nelumbo {

// "provider:model": openai:gpt-4o, anthropic:claude-sonnet-4-5, ollama:qwen2.5-coder:7b,
// azure:DEPLOYMENT, openrouter:vendor/model. The split is on the first ':' since model names
// may hold more.
struct ModelString
{
    const ProviderInfo* provider = nullptr;
    QString model;

    // Errors: "not_configured" for an empty string, a missing part or an unknown provider.
    static Result<ModelString> parse(const QString& text);
};

} // namespace nelumbo
