#include "assistant/AssistantController.h"

#include "adapter/SourceUrl.h"
#include "ai/ChatSession.h"
#include "ai/InlineSuggester.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "llm/LlmClient.h"
#include "llm/LlmTargetResolver.h"
#include "window/ActionText.h"

#include <QAction>
#include <QFileInfo>
#include <QKeySequence>

namespace nelumbo {

AssistantController::AssistantController(QObject* parent)
    : QObject(parent)
    , m_client(new LlmClient(this))
    , m_engine(new AiEngine(*m_client, m_trust, this))
    , m_taskEngine(new AiEngine(*m_client, m_trust, this))
    , m_chat(new ChatSession(*m_engine, this))
    , m_suggester(new InlineSuggester(*m_engine, *m_client, m_trust, this))
{
    m_engine->setStreaming(true);
    m_taskEngine->setStreaming(true);
    createActions();
    createInlineAction();
    connect(m_suggester, &InlineSuggester::usageReported, m_chat,
            [chat = m_chat](const LlmUsage& usage) { chat->addSuggestionUsage(usage); });
    connect(m_chat, &ChatSession::fixReady, this,
            [this](const QString& statement, const QJsonArray& variables) {
                Q_EMIT applyRequested(statement, variables, true);
            });
    connect(m_chat, &ChatSession::busyChanged, this, &AssistantController::updateGating);

    connect(m_taskEngine, &AiEngine::explained, this, [this](const AgentResult& result) {
        finishTask();
        Q_EMIT explained(result.text, result);
    });
    connect(m_taskEngine, &AiEngine::optimized, this, [this](const OptimizationResult& result) {
        finishTask();
        Q_EMIT optimized(result, result.planText);
    });
    connect(m_taskEngine, &AiEngine::failed, this, [this](const Error& error) {
        if (!m_runningTask)
            return;
        const AiTask task = *m_runningTask;
        finishTask();
        Q_EMIT failedTask(task, error);
    });
    reloadSettings();
}

AssistantController::~AssistantController()
{
    // The engines and their loops use the client and the Connection: they go first.
    m_engine->cancel();
    m_taskEngine->cancel();
    delete m_suggester;
    delete m_chat;
    delete m_engine;
    delete m_taskEngine;
}

void AssistantController::createActions()
{
    auto add = [this](Feature feature, const char* objectName, const QString& text,
                      const QKeySequence& key) {
        auto* action = new QAction(text, this);
        action->setObjectName(QLatin1String(objectName));
        action->setShortcut(key);
        m_actions.insert(feature, action);
    };
    add(Feature::Chat, "actionAskAssistant", tr("&Ask the Assistant…"),
        QKeySequence(Qt::CTRL | Qt::Key_I));
    add(Feature::Explain, "actionExplainSelection", tr("&Explain Selection"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    add(Feature::Optimize, "actionOptimizeQuery", tr("&Optimize Query"),
        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    add(Feature::Fix, "actionFixWithAi", tr("&Fix with AI"),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    connect(m_actions.value(Feature::Fix), &QAction::triggered, this,
            [this] { fixError(m_failedStatement, m_failedMessage); });
    updateGating();
}

void AssistantController::createInlineAction()
{
    m_inlineAction = new QAction(tr("&Inline Suggestions"), this);
    m_inlineAction->setObjectName(QStringLiteral("actionInlineSuggestions"));
    m_inlineAction->setCheckable(true);
    m_inlineAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I));
    m_inlineAction->setChecked(
        Settings::value(*Settings::open(), SettingsKey::AiInlineSuggestions).toBool());
    connect(m_inlineAction, &QAction::toggled, this, [](bool on) {
        const auto settings = Settings::open();
        if (on)
            Settings::setValue(*settings, SettingsKey::AiInlineSuggestions, true);
        else
            Settings::remove(*settings, SettingsKey::AiInlineSuggestions);
    });
    connect(SettingsNotifier::instance(), &SettingsNotifier::changed, this,
            [this](const QStringList& keys) {
                if (!keys.contains(QLatin1String(SettingsKey::AiInlineSuggestions.name)))
                    return;
                const bool on =
                    Settings::value(*Settings::open(), SettingsKey::AiInlineSuggestions).toBool();
                if (!on)
                    m_suggester->cancel();
                m_inlineAction->setChecked(on);
                updateGating();
            });
    updateGating();
}

bool AssistantController::inlineSuggestionsActive() const
{
    return m_inlineAction && m_inlineAction->isChecked() && whyNot(Feature::Chat).isEmpty();
}

AiTask AssistantController::taskOf(Feature feature)
{
    switch (feature) {
    case Feature::Explain:
        return AiTask::Explanation;
    case Feature::Optimize:
        return AiTask::Optimization;
    case Feature::Chat:
    case Feature::Fix:
        break;
    }
    return AiTask::Generation;
}

AiSource AssistantController::source() const
{
    AiSource s;
    s.connection = m_connection;
    s.definition = m_definition;
    return s;
}

QString AssistantController::whyNot(Feature feature) const
{
    const Result<void> allowed = m_engine->check(source(), taskOf(feature));
    if (!allowed) {
        const QString settings =
            QKeySequence(Qt::CTRL | Qt::Key_Comma).toString(QKeySequence::NativeText);
        const QString code = allowed.error().code;
        if (code == ErrorCode::NotConfigured)
            return tr("Set up AI in Settings (%1)").arg(settings);
        if (code == ErrorCode::ApiKeyNotConfigured)
            return tr("Set up AI in Settings (%1): %2").arg(settings, allowed.error().message);
        return allowed.error().message;
    }
    if (!m_sourceError.code.isEmpty())
        return m_sourceError.message;
    if (feature == Feature::Fix) {
        if (m_failedStatement.isEmpty())
            return tr("Fix with AI needs a failed statement: it offers itself when a run fails");
        if (m_chat->isBusy())
            return tr("The assistant is busy with another answer");
    }
    return {};
}

void AssistantController::updateGating()
{
    for (auto it = m_actions.cbegin(); it != m_actions.cend(); ++it) {
        QAction* action = it.value();
        const QString why = whyNot(it.key());
        action->setEnabled(why.isEmpty());
        action->setToolTip(why.isEmpty() ? toolTipWithShortcut(action->text(), action->shortcut())
                                         : why);
        action->setStatusTip(why);
    }
    if (m_inlineAction) {
        // The toggle keeps its state while AI is not available; it says why it does nothing.
        const QString why = whyNot(Feature::Chat);
        m_inlineAction->setEnabled(why.isEmpty());
        m_inlineAction->setToolTip(
            why.isEmpty()
                ? toolTipWithShortcut(tr("Propose the rest of the statement as grey text after a "
                                         "pause in typing; Tab accepts it"),
                                      m_inlineAction->shortcut())
                : why);
        m_inlineAction->setStatusTip(why);
        if (!why.isEmpty())
            m_suggester->cancel();
    }
    Q_EMIT gatingChanged();
}

void AssistantController::reloadSettings()
{
    const auto settings = Settings::open();
    m_trust = AdapterTrust::fromSettings(*settings);
    const int rounds = Settings::value(*settings, SettingsKey::AiMaxToolRounds).toInt();
    m_engine->setMaxRounds(rounds);
    m_taskEngine->setMaxRounds(rounds);
    const AiConfig config = AiConfig::load(*settings);
    const Result<LlmTarget> unkeyed = config.target();
    m_modelString = unkeyed ? unkeyed->modelString() : QString();
    m_chat->setModelString(m_modelString);
    const quint64 run = ++m_resolveRun;
    if (!unkeyed) {
        // Nothing to look up: say so at once.
        m_resolving = false;
        setTarget(unkeyed.error());
        return;
    }
    m_resolving = true;
    // A resolver per lookup: it reads the environment as it is now, and lives until its
    // keychain job has answered.
    auto* resolver = new LlmTargetResolver(QProcessEnvironment::systemEnvironment(), this);
    resolver->resolve(config, this,
                      [this, run, resolver](const Result<LlmTargetResolver::Resolved>& resolved) {
                          resolver->deleteLater();
                          if (run != m_resolveRun)
                              return;
                          m_resolving = false;
                          if (resolved)
                              setTarget(resolved->target);
                          else
                              setTarget(resolved.error());
                      });
}

void AssistantController::setTarget(const Result<LlmTarget>& target)
{
    m_engine->setTarget(target);
    m_taskEngine->setTarget(target);
    updateGating();
}

void AssistantController::setSource(const QString& sourceUrl, const SourceDefinition& definition)
{
    cancelTask();
    m_suggester->cancel();
    m_chat->stop();
    if (m_connection) {
        // Requests of the old source still running must not answer into the new one.
        m_connection->cancelAll();
        m_connection->deleteLater();
    }
    m_sourceUrl = sourceUrl;
    m_definition = definition;
    m_sourceError = {};
    m_connection = new Connection(this);
    Connection* connection = m_connection;
    connect(connection, &Connection::openFailed, this, [this, connection](const Error& error) {
        if (connection != m_connection)
            return;
        m_sourceError = error;
        updateGating();
    });
    connection->open(sourceUrl);
    if (connection->adapter()) {
        if (Result<void> rules = connection->applySourceVisibility(definition.name); !rules)
            m_sourceError = rules.error();
    }
    // A source without a name is known by its URL, never with a password in it.
    const QString key = definition.name.isEmpty() ? SourceUrl::redact(sourceUrl) : definition.name;
    m_chat->setSource(source(), key);
    updateGating();
    Q_EMIT sourceChanged();
}

QString AssistantController::sourceDisplayName() const
{
    if (!m_definition.name.isEmpty())
        return m_definition.name;
    const auto url = SourceUrl::parse(m_sourceUrl);
    if (url && url->isFile())
        return QFileInfo(url->database).fileName();
    return url ? url->redacted() : SourceUrl::redact(m_sourceUrl);
}

QString AssistantController::highlightingDefinition() const
{
    return m_connection && m_connection->adapter()
               ? m_connection->adapter()->highlightingDefinition()
               : QStringLiteral("SQL");
}

void AssistantController::requestApply(const QString& statement, const QJsonArray& variables,
                                       bool replace)
{
    Q_EMIT applyRequested(statement, variables, replace);
}

void AssistantController::setFailedRun(const QString& statement, const QString& errorMessage)
{
    m_failedStatement = statement;
    m_failedMessage = errorMessage;
    updateGating();
}

void AssistantController::startTask(AiTask task)
{
    if (m_runningTask) {
        // The engine runs one task: the one replaced is told so.
        const AiTask replaced = *m_runningTask;
        m_taskEngine->cancel();
        finishTask();
        Q_EMIT failedTask(replaced, {QStringLiteral("cancelled"), tr("Cancelled.")});
    }
    m_runningTask = task;
    ++m_taskRun;
}

void AssistantController::finishTask()
{
    m_runningTask.reset();
}

void AssistantController::cancelTask()
{
    if (!m_runningTask)
        return;
    const AiTask task = *m_runningTask;
    m_taskEngine->cancel();
    finishTask();
    Q_EMIT failedTask(task, {QStringLiteral("cancelled"), tr("Cancelled.")});
}

void AssistantController::explain(const QString& statement, const QString& fragment,
                                  const QJsonArray& variables)
{
    startTask(AiTask::Explanation);
    m_taskEngine->explain(source(), statement, fragment, variables);
}

void AssistantController::optimize(const QString& statement, const QJsonArray& variables)
{
    startTask(AiTask::Optimization);
    m_taskEngine->optimize(source(), statement, variables);
}

void AssistantController::fixError(const QString& statement, const QString& errorMessage)
{
    if (!supports(Feature::Chat) || statement.trimmed().isEmpty())
        return;
    m_chat->fix(statement, errorMessage);
}

} // namespace nelumbo
