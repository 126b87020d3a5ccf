#pragma once

#include "adapter/AdapterTrust.h"
#include "ai/AiEngine.h"
#include "llm/AiConfig.h"
#include "source/SourceDefinition.h"

#include <QHash>
#include <QJsonArray>
#include <QObject>
#include <QPointer>

class QAction;

namespace nelumbo {

class ChatSession;
class Connection;
class InlineSuggester;
class LlmClient;
class LlmTargetResolver;

// The window's assistant: the AI configuration and target, the current source (on an own
// Connection, never a tab's), the AI actions with their per-source gating, and the entry
// points of the features. Knows nothing of the widgets that show the answers.
class AssistantController : public QObject
{
    Q_OBJECT
public:
    enum class Feature
    {
        Chat,
        Explain,
        Optimize,
        Fix
    };

    explicit AssistantController(QObject* parent);
    ~AssistantController() override;

    // Re-reads the AI config and resolves its target (the key lookup is async); gating
    // follows at once when the config is unusable, else when the key is known.
    void reloadSettings();
    // The window's current source: opens the assistant's own Connection with the source's
    // visibility rules and updates gating at once.
    void setSource(const QString& sourceUrl, const SourceDefinition& definition);
    // The chat and fixes run here (streaming on); explanations and optimisations on another
    // engine, so that neither cancels the other.
    AiEngine& engine() { return *m_engine; }
    AiSource source() const;
    // "provider:model" of the configured target (prices are looked up by it); may be empty.
    QString modelString() const { return m_modelString; }
    // True while the target is being resolved after reloadSettings().
    bool isResolving() const { return m_resolving; }
    ChatSession* chat() const { return m_chat; }
    // The source as people know it: its name, else its file name or URL (no password).
    QString sourceDisplayName() const;
    // The KSyntaxHighlighting name of the source's SQL dialect, for code in answers.
    QString highlightingDefinition() const;

    QAction* action(Feature feature) const { return m_actions.value(feature); }
    // The editor's AI inline suggestion: its toggle (checkable, the ai/inline_suggestions
    // setting; disabled with the reason where AI is not available) and its requests.
    QAction* inlineSuggestionAction() const { return m_inlineAction; }
    InlineSuggester* suggester() const { return m_suggester; }
    // The setting is on and the source and provider allow AI.
    bool inlineSuggestionsActive() const;
    bool supports(Feature feature) const { return whyNot(feature).isEmpty(); }
    // Empty when supported; else "Set up AI in Settings (Ctrl+,)" or the engine's reason.
    QString whyNot(Feature feature) const;
    static AiTask taskOf(Feature feature);

    // The current tab's last run failed (empty statement: it did not); Fix uses it.
    void setFailedRun(const QString& statement, const QString& errorMessage);
    QString failedStatement() const { return m_failedStatement; }

    // variables: the editor's (EditorTab::variablesInUse), sent with the request.
    void explain(const QString& statement, const QString& fragment,
                 const QJsonArray& variables = {});
    void optimize(const QString& statement, const QJsonArray& variables = {});
    // Stops a running explanation or optimisation (failedTask with "cancelled").
    void cancelTask();
    // Records the failure (with ErrorDetector's analysis) in the source's conversation and
    // asks for a fix; the fixed statement arrives through applyRequested(…, replace = true).
    void fixError(const QString& statement, const QString& errorMessage);
    // A widget's Insert / Replace / Apply: says applyRequested().
    void requestApply(const QString& statement, const QJsonArray& variables, bool replace);

Q_SIGNALS:
    void gatingChanged();
    void sourceChanged();
    void explained(const QString& markdown, const nelumbo::AgentResult& result);
    void optimized(const nelumbo::OptimizationResult& result, const QString& planText);
    void failedTask(nelumbo::AiTask task, const nelumbo::Error& error);
    // A statement the user may apply (from the chat, a fix or an optimisation rewrite).
    void applyRequested(const QString& statement, const QJsonArray& variables, bool replace);

private:
    void createActions();
    void createInlineAction();
    void updateGating();
    void setTarget(const Result<LlmTarget>& target);
    void startTask(AiTask task);
    void finishTask();

    AdapterTrust m_trust; // the engines keep a reference: same object for their lifetime
    LlmClient* m_client;
    AiEngine* m_engine;
    AiEngine* m_taskEngine;
    ChatSession* m_chat;
    InlineSuggester* m_suggester;
    QHash<Feature, QAction*> m_actions;
    QAction* m_inlineAction = nullptr;
    QPointer<Connection> m_connection;
    SourceDefinition m_definition;
    QString m_sourceUrl;
    Error m_sourceError; // code empty: none
    QString m_modelString;
    bool m_resolving = false;
    quint64 m_resolveRun = 0;
    QString m_failedStatement;
    QString m_failedMessage;
    std::optional<AiTask> m_runningTask;
    quint64 m_taskRun = 0;
};

} // namespace nelumbo
