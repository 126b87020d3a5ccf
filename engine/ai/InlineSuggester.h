#pragma once

#include "ai/AiEngine.h"
#include "ai/ErrorDetector.h"
#include "ai/PromptBuilder.h"
#include "llm/LlmTypes.h"

#include <QObject>
#include <QPointer>

namespace nelumbo {

class LlmHandle;

// What the model proposed to insert at the cursor.
struct SuggestedContinuation
{
    QString text; // the continuation only, cleaned; never empty
    LlmUsage usage;
    QString model;
};

// The editor's AI inline suggestion: the rest of the statement at the cursor, asked of the
// configured provider in one request without tools. The prompt holds the statement around
// the cursor, the visible tables it names with their columns (no row values), other table
// names (bounded) and the adapter's syntax notes. One request at a time: a new one, or
// cancel(), aborts the one in flight. Gated like generation (AiEngine::check).
class InlineSuggester : public QObject
{
    Q_OBJECT
public:
    // The pause after typing before a suggestion is asked for (the editor waits this long).
    static constexpr int kDebounceMs = 600;
    static constexpr int kMaxOutputTokens = 256;
    static constexpr int kMaxOtherTables = 60;    // names only, besides the tables named
    static constexpr int kMaxContextChars = 4000; // of the statement on either side
    static constexpr int kMaxSuggestionLines = 30;
    static constexpr double kTemperature = 0.0;

    // engine: its target and guards are used; client sends the request.
    InlineSuggester(AiEngine& engine, LlmClient& client, const AdapterTrust& trust,
                    QObject* parent = nullptr);
    ~InlineSuggester() override;

    Result<void> check(const AiSource& source) const;
    // before / after: the statement's text up to and from the cursor. Answers with
    // suggested() (nothing when the reply holds no usable continuation) or failed().
    void suggest(const AiSource& source, const QString& before, const QString& after);
    // Aborts the request in flight (its connection is closed); nothing is said afterwards.
    void cancel();
    bool isBusy() const { return m_busy; }

    static AiPrompt prompt(const TrustedAiContext& ai);
    // The user turn: tables (names: the visible catalogue; columns: those of the tables
    // named), then the statement before and after the cursor, each in its own fence.
    static QString request(const QString& before, const QString& after, const SchemaNames& names,
                           const QString& fence);
    // The continuation in a model's reply: fences and an echoed statement removed, empty when
    // nothing usable is left (prose, a refusal, only what is already written).
    static QString clean(const QString& reply, const QString& before, const QString& after);

Q_SIGNALS:
    void suggested(const nelumbo::SuggestedContinuation& suggestion);
    // The request failed; usage holds what it used, when the provider said.
    void failed(const nelumbo::Error& error);
    // A reply came back, usable or not: what it used (for the session's totals).
    void usageReported(const nelumbo::LlmUsage& usage, const QString& model);

private:
    void send(const AiSource& source, const QString& before, const QString& after,
              const SchemaNames& names, quint64 run);
    void finish();

    AiEngine& m_engine;
    LlmClient& m_client;
    const AdapterTrust& m_trust;
    QPointer<LlmHandle> m_handle;
    quint64 m_run = 0;
    bool m_busy = false;
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::SuggestedContinuation)
