#pragma once

#include "ai/AiActionRegistry.h"
#include "ai/ErrorDetector.h"
#include "ai/PromptBuilder.h"
#include "core/Result.h"
#include "llm/LlmTarget.h"
#include "llm/LlmTypes.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QObject>
#include <QPointer>

namespace nelumbo {

class Connection;
class LlmClient;
class LlmHandle;

// One tool call the loop ran, for the trace.
struct AgentTraceEntry
{
    QString tool;
    QJsonObject arguments;
    QString outcome; // what went back to the model
    bool isError = false;
    qint64 durationMs = 0;

    QJsonObject toJson() const;
};

// What a finished generation produced.
struct AgentResult
{
    QString statement;
    QString text; // the model's final reply as written
    QJsonArray variables;
    QString model;  // the configured "provider:model"
    LlmUsage usage; // summed over every round
    int rounds = 0;
    QList<AgentTraceEntry> trace;
    QList<LlmMessage> messages; // the whole exchange, prompt messages first
};

// Drives a model through tool calls to a validated statement. Each round sends the prompt
// and the messages so far; tool calls run through the registry's actions on the Connection;
// a final statement is validated against the source and, when invalid, the error (with its
// analysis) goes back for a fix. Never blocks; cancel() stops at once.
//
// Errors: round_limit, unable_to_generate (the model refused; message is its reason),
// empty_reply, cancelled, and the LLM client's errors. Messages are cut at kMaxMessageLength.
class AgentLoop : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultMaxRounds = 10;
    // Tool calls run per reply; the rest are answered with an error (too_many_tool_calls).
    static constexpr int kMaxToolCallsPerRound = 20;
    static constexpr int kMaxMessageLength = 2000; // characters of a failure's message

    AgentLoop(LlmClient& client, Connection& connection, const AiActionRegistry& actions,
              QObject* parent = nullptr);

    void setTarget(const LlmTarget& target) { m_target = target; }
    void setMaxRounds(int rounds) { m_maxRounds = rounds > 0 ? rounds : kDefaultMaxRounds; }
    void setErrorDetector(const ErrorDetector& detector) { m_detector = detector; }
    void setFence(const QString& fence) { m_fence = fence; }
    // The adapter's examples of statements that only read, for read-only retries.
    void setReadOnlyExamples(const QString& examples) { m_readOnlyExamples = examples; }
    // Off: the final reply is prose (explanations, suggestions), taken as it is.
    void setExpectStatement(bool expect) { m_expectStatement = expect; }
    // On: a statement that could change data is sent back for a read-only one, like a
    // statement that fails validation.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    // Handed to every tool run.
    void setActor(const AiActor& actor) { m_actor = actor; }
    // Streamed replies say textReceived() as they arrive; the loop's result is the same.
    void setStreaming(bool streaming) { m_streaming = streaming; }

    void start(const AiPrompt& prompt, const QList<LlmMessage>& messages);
    void cancel();
    bool isRunning() const { return m_running; }
    const LlmUsage& usage() const { return m_result.usage; }
    const QList<AgentTraceEntry>& trace() const { return m_result.trace; }

Q_SIGNALS:
    // A new request to the model; text received before belongs to the previous round.
    void roundStarted(int round);
    void textReceived(const QString& chunk);
    void toolStarted(const QString& name, const QJsonObject& arguments);
    void toolFinished(const nelumbo::AgentTraceEntry& entry);
    void finished(const nelumbo::AgentResult& result);
    void failed(const nelumbo::Error& error);

private:
    void nextRound();
    void onReply(const LlmReply& reply);
    void runTool(int index);
    void checkStatement(const QString& statement, const QJsonArray& variables, bool unfenced,
                        const QString& unfencedText);
    void askForReadOnly();
    void askForFix(const QString& statement, const Result<void>& validation);
    void fail(const Error& error);
    void addUsage(const LlmUsage& usage);

    LlmClient& m_client;
    Connection& m_connection;
    AiActionRegistry m_actions; // a copy: its actions are shared
    LlmTarget m_target;
    ErrorDetector m_detector;
    QString m_fence; // the source language's, unless set
    QString m_readOnlyExamples;
    int m_maxRounds = kDefaultMaxRounds;
    bool m_expectStatement = true;
    bool m_readOnly = true;
    bool m_streaming = false;
    AiActor m_actor;
    AiPrompt m_prompt;
    QPointer<LlmHandle> m_handle;
    QList<LlmToolCall> m_pendingCalls;
    QList<LlmToolResult> m_results;
    QElapsedTimer m_toolTimer;
    AgentResult m_result;
    bool m_running = false;
    quint64 m_generation = 0; // guards callbacks of a cancelled run
};

} // namespace nelumbo
