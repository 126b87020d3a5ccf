#include "AiEngine.h"

#include "BuiltinActions.h"
#include "Connection.h"
#include "LlmClient.h"
#include "PromptBuilder.h"
#include "TrustedAiContext.h"

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
            return Error{u"api_key_not_configured"_s, m_target.error().message};
        return Error{u"not_configured"_s, m_target.error().message};
    }
    if (m_target->provider.keyRequired && m_target->apiKey.isEmpty())
        return Error{u"api_key_not_configured"_s,
                     tr("No API key is configured for %1.").arg(m_target->provider.id)};
    if (!source.connection || !source.connection->adapter())
        return Error{u"missing_data_source"_s, tr("Choose a data source first.")};
    if (source.definition.aiPolicy == AiPolicy::Disabled)
        return Error{u"ai_not_supported_for_source"_s,
                     tr("The AI assistant is turned off for this source.")};
    const TrustedAiContext ai = TrustedAiContext::from(*source.connection->adapter(), m_trust);
    const Capability capability = ai.capability(task);
    if (!capability.supported)
        return Error{
            u"ai_feature_unsupported"_s,
            tr("%1 is not supported for this source: %2").arg(aiTaskName(task), capability.reason)};
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

void AiEngine::generate(const AiSource& source, const GenerationRequest& request)
{
    cancel();
    const Result<void> allowed = check(source, AiTask::Generation);
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

    QList<LlmMessage> messages = request.history;
    QString text = request.prompt;
    const QString context =
        PromptBuilder::queryContext(request.currentStatement, {}, ai.fenceLabel());
    if (!context.isEmpty())
        text = context + u"\n\n"_s + text;
    messages.append(LlmMessage::user(text));

    source.connection->setReadOnly(readOnly);
    m_loop = new AgentLoop(m_client, *source.connection, actions, this);
    m_loop->setTarget(*m_target);
    m_loop->setMaxRounds(m_maxRounds);
    m_loop->setFence(ai.fenceLabel());
    SchemaNames names;
    for (const TableInfo& table : tables) {
        const QString name = table.schema.isEmpty() ? table.name : table.schema + u'.' + table.name;
        names.tables.append(name);
        for (const ColumnInfo& column : table.columns)
            names.columns[name].append(column.name);
    }
    m_loop->setErrorDetector(ErrorDetector(names, ai.errorPatterns));
    AgentLoop* loop = m_loop;
    connect(loop, &AgentLoop::finished, this, [this, loop](const AgentResult& result) {
        loop->deleteLater();
        Q_EMIT generated(result);
    });
    connect(loop, &AgentLoop::failed, this, [this, loop](const Error& error) {
        loop->deleteLater();
        Q_EMIT failed(error);
    });
    loop->start(prompt, messages);
}

} // namespace nelumbo
