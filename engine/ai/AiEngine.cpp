#include "ai/AiEngine.h"

#include "ai/BuiltinActions.h"
#include "ai/ConversationMessages.h"
#include "ai/MentionedColumns.h"
#include "ai/PromptBuilder.h"
#include "ai/TrustedAiContext.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "llm/LlmClient.h"

using namespace Qt::StringLiterals;

namespace nelumbo {

AiEngine::AiEngine(LlmClient& client, const AdapterTrust& trust, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_trust(trust)
{
    BuiltinActions::addTo(m_actions);
}

AiEngine::~AiEngine() = default;

Result<void> AiEngine::check(const AiSource& source, AiTask task) const
{
    if (!m_target) {
        if (m_target.error().code == "api_key_missing"_L1)
            return Error{ErrorCode::ApiKeyNotConfigured, m_target.error().message};
        return Error{ErrorCode::NotConfigured, m_target.error().message};
    }
    if (m_target->provider.keyRequired && m_target->apiKey.isEmpty())
        return Error{ErrorCode::ApiKeyNotConfigured,
                     tr("No API key is configured for %1.").arg(m_target->provider.id)};
    if (!source.connection || !source.connection->adapter())
        return Error{ErrorCode::MissingDataSource, tr("Choose a data source first.")};
    if (source.definition.aiPolicy == AiPolicy::Disabled)
        return Error{ErrorCode::AiNotSupportedForSource,
                     tr("The AI assistant is turned off for this source.")};
    const TrustedAiContext ai = TrustedAiContext::from(*source.connection->adapter(), m_trust);
    const Capability capability = ai.capability(task);
    if (!capability.supported) {
        // One whole sentence per task, so translators never see a bare task name.
        QString text;
        switch (task) {
        case AiTask::Generation:
            text = tr("Generating statements is not supported for this source: %1");
            break;
        case AiTask::Explanation:
            text = tr("Explanations are not supported for this source: %1");
            break;
        case AiTask::Optimization:
            text = tr("Optimization suggestions are not supported for this source: %1");
            break;
        }
        return Error{ErrorCode::AiFeatureUnsupported, text.arg(capability.reason)};
    }
    return {};
}

QString AiEngine::unsupportedReason(const AiSource& source, AiTask task) const
{
    const Result<void> result = check(source, task);
    return result ? QString() : result.error().message;
}

void AiEngine::cancel()
{
    ++m_run;
    if (m_loop) {
        m_loop->disconnect(this);
        m_loop->cancel();
        m_loop->deleteLater();
    }
}

LlmUsage AiEngine::usage() const
{
    return m_loop ? m_loop->usage() : LlmUsage();
}

void AiEngine::generate(const AiSource& source, const GenerationRequest& request)
{
    cancel();
    Result<void> allowed = check(source, AiTask::Generation);
    // Generation is never more permissive than execution: a source configured read-only
    // refuses writes there, so it refuses to have them written too.
    if (allowed && request.allowWrites && !source.definition.name.isEmpty() &&
        source.definition.readOnly)
        allowed = Error{ErrorCode::WritesNotAllowed,
                        tr("Data source \"%1\" is read-only (read_only = true in its "
                           "configuration), so statements that change data cannot be generated "
                           "for it")
                            .arg(source.definition.name)};
    if (!allowed) {
        const Error error = allowed.error();
        QMetaObject::invokeMethod(
            this, [this, error] { Q_EMIT failed(error); }, Qt::QueuedConnection);
        return;
    }
    const quint64 run = m_run;
    auto* tables = source.connection->listTables();
    connect(tables, &AdapterRequest::finished, this, [this, tables, source, request, run] {
        tables->deleteLater();
        if (run != m_run)
            return;
        if (!tables->result()) {
            Q_EMIT failed(tables->result().error());
            return;
        }
        startGeneration(source, request, tables->result().value());
    });
}

void AiEngine::startGeneration(const AiSource& source, const GenerationRequest& request,
                               const QList<TableInfo>& tables)
{
    const TrustedAiContext ai = TrustedAiContext::from(*source.connection->adapter(), m_trust);
    ToolOptions options;
    options.columnValues = source.definition.aiPolicy == AiPolicy::Enabled;
    const bool readOnly = !request.allowWrites;
    AiPrompt prompt = PromptBuilder::generation(ai, tables, readOnly, options);
    AiActionRegistry actions = m_actions;
    if (!options.columnValues)
        actions.remove(QLatin1StringView(ToolName::GetColumnValues));
    prompt.tools = actions.definitions();

    // The Connection's own read-only state is the host's (an editor may allow writes); the
    // loop checks the generated statement itself.
    m_loop = makeLoop(source, actions, true);
    m_loop->setReadOnly(readOnly);
    m_loop->setFence(ai.fenceLabel());
    m_loop->setReadOnlyExamples(ai.readOnlyExamples);
    SchemaNames names;
    for (const TableInfo& table : tables) {
        const QString name = table.schema.isEmpty() ? table.name : table.schema + u'.' + table.name;
        names.tables.append(name);
        for (const ColumnInfo& column : table.columns)
            names.columns[name].append(column.name);
    }
    AgentLoop* loop = m_loop;
    connect(loop, &AgentLoop::finished, this, [this, loop](const AgentResult& result) {
        loop->deleteLater();
        Q_EMIT generated(result);
    });
    // The failed statements of the conversation: their tables' columns let the analysis name
    // the closest real column. Without a failure nothing is read.
    QStringList statements;
    for (const ConversationMessage& m : request.conversation.messages()) {
        if (m.role == ConversationMessage::Role::Error && !m.statement.isEmpty())
            statements << m.statement;
    }
    const quint64 run = m_run;
    const QList<ErrorPattern> patterns = ai.errorPatterns;
    const QHash<QString, QStringList> advice = ai.errorAdvice;
    const QString fence = ai.fenceLabel();
    MentionedColumns::load(
        *source.connection, names, statements, loop,
        [this, loop, run, patterns, advice, fence, prompt, request](const SchemaNames& known) {
            if (run != m_run)
                return;
            const ErrorDetector detector(known, patterns, advice);
            loop->setErrorDetector(detector);
            loop->start(prompt, ConversationMessages(fence, detector)
                                    .build(request.conversation, request.prompt,
                                           {request.currentStatement, request.currentVariables}));
        });
}

bool AiEngine::guard(const AiSource& source, AiTask task)
{
    cancel();
    const Result<void> allowed = check(source, task);
    if (allowed)
        return true;
    const Error error = allowed.error();
    QMetaObject::invokeMethod(
        this, [this, error] { Q_EMIT failed(error); }, Qt::QueuedConnection);
    return false;
}

AgentLoop* AiEngine::makeLoop(const AiSource& source, const AiActionRegistry& actions,
                              bool statement)
{
    auto* loop = new AgentLoop(m_client, *source.connection, actions, this);
    m_loop = loop;
    loop->setTarget(*m_target);
    loop->setMaxRounds(m_maxRounds);
    loop->setExpectStatement(statement);
    loop->setStreaming(m_streaming);
    loop->setActor(source.actor);
    connect(loop, &AgentLoop::roundStarted, this, &AiEngine::roundStarted);
    connect(loop, &AgentLoop::textReceived, this, &AiEngine::textReceived);
    connect(loop, &AgentLoop::toolStarted, this, &AiEngine::toolStarted);
    connect(loop, &AgentLoop::toolFinished, this, &AiEngine::toolFinished);
    connect(loop, &AgentLoop::failed, this, [this, loop](const Error& error) {
        loop->deleteLater();
        Q_EMIT failed(error);
    });
    return loop;
}

namespace {
// Only the tools a task's prompt offers.
AiActionRegistry actionsFor(const AiActionRegistry& all, const QList<LlmToolDefinition>& tools)
{
    AiActionRegistry out;
    for (const LlmToolDefinition& tool : tools) {
        if (auto action = all.shared(tool.name))
            out.add(action);
    }
    return out;
}
} // namespace

void AiEngine::explain(const AiSource& source, const QString& statement, const QString& fragment,
                       const QJsonArray& variables)
{
    if (!guard(source, AiTask::Explanation))
        return;
    const TrustedAiContext ai = TrustedAiContext::from(*source.connection->adapter(), m_trust);
    // An untrusted adapter's display name is its own text: only its checked language goes in.
    const AiPrompt prompt = PromptBuilder::explanation(
        ai.trusted ? source.connection->adapter()->displayName() : ai.language);
    const QString fence = ai.fenceLabel();
    QString text = fragment.trimmed().isEmpty()
                       ? PromptBuilder::explanationRequest(statement, fence)
                       : PromptBuilder::fragmentRequest(fragment, statement, fence);
    if (const QString used = PromptBuilder::variablesInUse(statement, variables); !used.isEmpty())
        text += QStringLiteral("\n\n") + used;
    AgentLoop* loop = makeLoop(source, actionsFor(m_actions, prompt.tools), false);
    connect(loop, &AgentLoop::finished, this, [this, loop](const AgentResult& result) {
        loop->deleteLater();
        Q_EMIT explained(result);
    });
    loop->start(prompt, {LlmMessage::user(text)});
}

void AiEngine::optimize(const AiSource& source, const QString& statement,
                        const QJsonArray& variables)
{
    if (!guard(source, AiTask::Optimization))
        return;
    const Result<QString> prepared = source.connection->adapter()->prepareForAnalysis(statement);
    if (!prepared) {
        const QString why = prepared.error().message;
        const quint64 run = m_run;
        QMetaObject::invokeMethod(
            this,
            [this, source, statement, variables, why, run] {
                if (run == m_run)
                    startOptimization(source, statement, variables, {}, why);
            },
            Qt::QueuedConnection);
        return;
    }
    const quint64 run = m_run;
    auto* plan = source.connection->queryPlan(prepared.value());
    connect(plan, &AdapterRequest::finished, this, [this, plan, source, statement, variables, run] {
        plan->deleteLater();
        if (run != m_run)
            return;
        if (plan->result())
            startOptimization(source, statement, variables, plan->result().value(), {});
        else
            startOptimization(source, statement, variables, {}, plan->result().error().message);
    });
}

void AiEngine::startOptimization(const AiSource& source, const QString& statement,
                                 const QJsonArray& variables, const std::optional<QueryPlan>& plan,
                                 const QString& planError)
{
    const DatabaseAdapter& adapter = *source.connection->adapter();
    const TrustedAiContext ai = TrustedAiContext::from(adapter, m_trust);
    const AiPrompt prompt = PromptBuilder::optimization(ai);
    const bool planUsed = plan.has_value();
    const QString planText = plan ? plan->text : QString();
    QString text = PromptBuilder::optimizationRequest(
        statement, plan ? std::optional<QString>(planText) : std::nullopt, ai.fenceLabel());
    if (const QString used = PromptBuilder::variablesInUse(statement, variables); !used.isEmpty())
        text += QStringLiteral("\n\n") + used;
    AgentLoop* loop = makeLoop(source, actionsFor(m_actions, prompt.tools), false);
    // The adapter's language reads its own plan format.
    const Result<PlanTree> planTree =
        plan ? adapter.language().parsePlan(*plan) : Result<PlanTree>(PlanTree());
    connect(loop, &AgentLoop::finished, this,
            [this, loop, planUsed, planText, planTree, planError](const AgentResult& result) {
                loop->deleteLater();
                bool ok = false;
                OptimizationResult out;
                out.suggestions = OptimizationSuggestions::parse(result.text, &ok);
                out.planUsed = planUsed;
                out.planText = planText;
                out.planTree = planTree;
                out.planError = planError;
                out.model = result.model;
                out.usage = result.usage;
                if (!ok) {
                    Q_EMIT failed({ErrorCode::InvalidResponse,
                                   tr("The model's answer holds no list of suggestions.")});
                    return;
                }
                Q_EMIT optimized(out);
            });
    loop->start(prompt, {LlmMessage::user(text)});
}

} // namespace nelumbo
