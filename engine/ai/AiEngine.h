#pragma once

#include "ai/AgentLoop.h"
#include "ai/AiActionRegistry.h"
#include "ai/AiTask.h"
#include "ai/Conversation.h"
#include "ai/OptimizationSuggestions.h"
#include "core/ErrorCodes.h"
#include "core/Result.h"
#include "llm/LlmTarget.h"
#include "plan/PlanTree.h"
#include "source/SourceDefinition.h"

#include <QObject>
#include <QPointer>
#include <memory>

namespace nelumbo {

class AdapterTrust;
class Connection;
class LlmClient;

// The source an AI task works on: an open Connection and its definition (AI policy,
// read-only). connection null: no source chosen.
struct AiSource
{
    AiSource() = default;
    AiSource(Connection* c, SourceDefinition d = {}, AiActor a = {})
        : connection(c)
        , definition(std::move(d))
        , actor(std::move(a))
    {}

    Connection* connection = nullptr;
    SourceDefinition definition;
    AiActor actor; // handed to every tool the task runs
};

// One generation: the user's request, earlier turns of the conversation and what the
// editor holds now.
struct GenerationRequest
{
    QString prompt;
    Conversation conversation; // earlier turns; the new ones are the caller's to record
    QString currentStatement;
    // The editor's variables: stored definitions (name, type, …) with the "value" in use.
    QJsonArray currentVariables;
    bool allowWrites = false;
};

// What an optimisation produced.
struct OptimizationResult
{
    QList<OptimizationSuggestion> suggestions;
    bool planUsed = false;
    QString planText;                       // the plan the model saw, as the adapter wrote it
    Result<PlanTree> planTree = PlanTree(); // the plan read by the adapter's language
    QString planError;                      // why there was no plan (then the review is structural)
    QString model;
    LlmUsage usage;
};

// The AI features' entry points with their guards. Guards, in order: not_configured,
// api_key_not_configured (local servers need no key), missing_data_source,
// ai_not_supported_for_source (the source's AI policy is off), ai_feature_unsupported.
class AiEngine : public QObject
{
    Q_OBJECT
public:
    AiEngine(LlmClient& client, const AdapterTrust& trust, QObject* parent = nullptr);
    ~AiEngine() override;

    // The resolved provider target, or why there is none (LlmTargetResolver's errors).
    void setTarget(const Result<LlmTarget>& target) { m_target = target; }
    const Result<LlmTarget>& target() const { return m_target; }
    void setMaxRounds(int rounds) { m_maxRounds = rounds; }
    // On: replies stream (textReceived) as they arrive. Off by default; results are the same.
    void setStreaming(bool streaming) { m_streaming = streaming; }
    // The tools of every generation: the built-ins, plus whatever the host adds.
    AiActionRegistry& actions() { return m_actions; }

    Result<void> check(const AiSource& source, AiTask task) const;
    bool supports(const AiSource& source, AiTask task) const { return check(source, task).ok(); }
    // Empty when supported.
    QString unsupportedReason(const AiSource& source, AiTask task) const;

    // Answers with generated() or failed(); a running task is cancelled first.
    void generate(const AiSource& source, const GenerationRequest& request);
    // Explains statement, or only fragment of it (statement as context) when not empty.
    // variables: the editor's, as in GenerationRequest::currentVariables.
    // Answers with explained() (AgentResult::text) or failed().
    void explain(const AiSource& source, const QString& statement, const QString& fragment = {},
                 const QJsonArray& variables = {});
    // Plans the statement when the source can and asks for suggestions; without a plan the
    // review is structural. Answers with optimized() or failed().
    void optimize(const AiSource& source, const QString& statement,
                  const QJsonArray& variables = {});
    void cancel();
    // What the current task has used so far; in a failed() slot, what the failed one used.
    LlmUsage usage() const;

Q_SIGNALS:
    // Progress of the running task (see AgentLoop).
    void roundStarted(int round);
    void textReceived(const QString& chunk);
    void toolStarted(const QString& name, const QJsonObject& arguments);
    void toolFinished(const nelumbo::AgentTraceEntry& entry);

    void generated(const nelumbo::AgentResult& result);
    void explained(const nelumbo::AgentResult& result);
    void optimized(const nelumbo::OptimizationResult& result);
    void failed(const nelumbo::Error& error);

private:
    void startGeneration(const AiSource& source, const GenerationRequest& request,
                         const QList<TableInfo>& tables);
    void startOptimization(const AiSource& source, const QString& statement,
                           const QJsonArray& variables, const std::optional<QueryPlan>& plan,
                           const QString& planError);
    bool guard(const AiSource& source, AiTask task);
    AgentLoop* makeLoop(const AiSource& source, const AiActionRegistry& actions, bool statement);

    LlmClient& m_client;
    const AdapterTrust& m_trust;
    Result<LlmTarget> m_target = Error{ErrorCode::NotConfigured, {}};
    int m_maxRounds = AgentLoop::kDefaultMaxRounds;
    bool m_streaming = false;
    AiActionRegistry m_actions;
    QPointer<AgentLoop> m_loop;
    quint64 m_run = 0;
};

} // namespace nelumbo
