#pragma once

#include "eval/EvalQuestion.h"
#include "eval/EvalRecord.h"
#include "llm/LlmTarget.h"
#include "llm/PriceTable.h"
#include "source/SourceDefinition.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace nelumbo {

class AdapterTrust;
class LlmClient;

// Where a database's questions run: the source's connection URL and its definition (AI
// policy, visibility rules by name).
struct EvalSource
{
    QString url;
    SourceDefinition definition;
};

// Runs questions through the same generation as `generate` (AiEngine: tools, validation,
// fixes), executes the generated and the gold statements read-only on the question's source
// and scores each (EvalScoring). Each question gets its own Connection and AiEngine, so
// several run at once and a timeout drops only its own. The gold text never reaches the model.
class EvalRunner : public QObject
{
    Q_OBJECT
public:
    EvalRunner(LlmClient& client, const AdapterTrust& trust, QObject* parent = nullptr);
    ~EvalRunner() override;

    void setTarget(const LlmTarget& target) { m_target = target; }
    void setMaxRounds(int rounds) { m_maxRounds = rounds; }
    // The model's "provider:model" and prices, for each question's cost.
    void setPrices(const PriceTable& prices, const QString& modelString);
    void setConcurrency(int n) { m_concurrency = std::max(1, n); }
    // Per question, generation and execution together; 0: none.
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    // No question starts when the spend could pass usd (the dearest question so far
    // per question running); < 0: no cap. spent: what earlier runs of the file cost.
    void setMaxCost(double usd, double spent = 0, double dearest = 0);
    void setSources(const QHash<QString, EvalSource>& sources) { m_sources = sources; }

    // Questions whose database has no source must be left out by the caller.
    void start(const QList<EvalQuestion>& questions);
    void stop();

    double spent() const { return m_spent; }
    bool costCapReached() const { return m_capReached; }

Q_SIGNALS:
    void recorded(const nelumbo::EvalRecord& record);
    void finished();

private:
    friend class EvalTask;
    void startMore();
    void taskDone(QObject* task, const EvalRecord& record);

    LlmClient& m_client;
    const AdapterTrust& m_trust;
    LlmTarget m_target;
    int m_maxRounds = 0;
    PriceTable m_prices;
    QString m_modelString;
    int m_concurrency = 1;
    int m_timeoutMs = 0;
    double m_maxCost = -1;
    double m_spent = 0;
    double m_dearest = 0;
    bool m_capReached = false;
    bool m_stopped = false;
    bool m_finished = false;
    QHash<QString, EvalSource> m_sources;
    QList<EvalQuestion> m_queue;
    QList<QPointer<QObject>> m_running;
};

} // namespace nelumbo
