#pragma once

#include "adapter/Schema.h"
#include "ai/ToolCatalog.h"
#include "ai/TrustedAiContext.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace nelumbo {

// A system prompt with its tools and temperature: what one AI task sends on every round.
struct AiPrompt
{
    QString system;
    QList<LlmToolDefinition> tools;
    double temperature = 0.1;

    // A request carrying this prompt; the whole system text is stable between rounds.
    LlmRequest toRequest(const QList<LlmMessage>& messages) const;
    // {"system", "tools": [{"name", "description", "parameters"}], "temperature"}: what is
    // sent, for showing it (nelumbo-cli prompt --format json).
    QJsonObject toJson() const;
};

// Builds the prompts of the three AI tasks from a source's TrustedAiContext.
//
// Generation sections, in this order: role; read-only or write rules; refusal protocol
// (UNABLE_TO_GENERATE:); available tables (bounded, see TableListSection); tools; workflow;
// output contract (statement fence, shaping notes and variables block); template DSL rules;
// then the adapter's syntax notes and example. A trusted adapter's read-only and generation
// notes stand in place of core's defaults at their positions (never blank); its free text
// comes after core's template rules, so it cannot revoke them by writing later. Anything from the
// database or the user (names, statements, plans) sits inside fences or JSON, never as prompt
// prose.
class PromptBuilder
{
public:
    static constexpr double kGenerationTemperature = 0.1;
    static constexpr double kExplanationTemperature = 0.2;
    static constexpr double kOptimizationTemperature = 0.1;

    // The prefix a refusal starts with.
    static constexpr char kRefusalMarker[] = "UNABLE_TO_GENERATE:";

    static AiPrompt generation(const TrustedAiContext& ai, const QList<TableInfo>& tables,
                               bool readOnly = true, const ToolOptions& tools = {});
    // databaseName: what the source is, for the role line ("PostgreSQL").
    static AiPrompt explanation(const QString& databaseName);
    static AiPrompt optimization(const TrustedAiContext& ai);

    // The user turn asking to explain a whole statement; sourceContext adds a
    // "## Source Context" section when not empty.
    static QString explanationRequest(const QString& statement, const QString& fence,
                                      const QString& sourceContext = {});
    // The user turn asking to explain a selected fragment, the whole statement as context.
    static QString fragmentRequest(const QString& fragment, const QString& statement,
                                   const QString& fence, const QString& sourceContext = {});
    // The user turn asking for optimisations; the plan, when there is one, goes in an
    // unlabelled fence.
    static QString optimizationRequest(const QString& statement, const std::optional<QString>& plan,
                                       const QString& fence, const QString& sourceContext = {});
    // The editor's variables that statement uses (definitions with the "value" in use), as a
    // section for a request about it; empty when it uses none of them.
    static QString variablesInUse(const QString& statement, const QJsonArray& variables);
    // Tells the model what the editor holds now (for refinements); empty when statement is.
    static QString queryContext(const QString& statement, const QJsonArray& variables,
                                const QString& fence);

private:
    static QString generationRole(const TrustedAiContext& ai);
    static QString refusalSection();
    static QString toolsSection(const ToolOptions& tools);
    static QString workflowSection(const ToolOptions& tools);
    static QString outputContractSection(const TrustedAiContext& ai);
    static QString variablesSection(const TrustedAiContext& ai, const ToolOptions& tools);
    static QString templateDslSection();
    static QString adapterSection(const TrustedAiContext& ai);
};

} // namespace nelumbo
