#pragma once

#include "llm/LlmTypes.h"

#include <QList>
#include <QString>

namespace nelumbo {

// An offline, deliberately high estimate of how many tokens a text costs.
//
// Tokenisers average about 4 characters per token on English prose and about 3 on code,
// identifiers and punctuation (reference: llm-providers §8.1; Anthropic has no public
// tokenizer and suggests ~3.5). Counting one token per 3 UTF-8 bytes over-counts prose and
// matches code, and non-Latin text, whose characters take 2–3 bytes, lands near one token
// per character. Use it for budgets, not for billing.
class TokenEstimate
{
public:
    static qint64 tokens(const QString& text);
    // The tools as a provider receives them (name, description, JSON Schema).
    static qint64 tokens(const QList<LlmToolDefinition>& tools);
};

} // namespace nelumbo
