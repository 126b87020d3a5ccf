#include "eval/EvalRunner.h"

#include "adapter/DatabaseAdapter.h"
#include "ai/AiEngine.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/ErrorCodes.h"
#include "core/ExactNumber.h"
#include "eval/EvalScoring.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTimer>
#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

constexpr int kSampleRows = 20;
constexpr qsizetype kMaxRows = 200000; // a result larger than this is not compared

QJsonObject sampleOf(const EvalTable& table)
{
    QJsonArray columns, rows;
    for (const QString& c : table.columns)
        columns.append(c);
    for (qsizetype r = 0; r < std::min<qsizetype>(kSampleRows, table.rows.size()); ++r) {
        QJsonArray row;
        for (const QVariant& v : table.rows.at(r)) {
            if (v.isNull())
                row.append(QJsonValue());
            else if (v.metaType() == QMetaType::fromType<ExactNumber>())
                row.append(v.value<ExactNumber>().text);
            else
                row.append(QJsonValue::fromVariant(v.toString()));
        }
        rows.append(row);
    }
    return {{u"columns"_s, columns}, {u"rows"_s, rows}};
}

} // namespace

// One question: open its source, generate, run both statements, score.
class EvalTask : public QObject
{
public:
    EvalTask(EvalRunner& runner, const EvalQuestion& question, const EvalSource& source)
        : QObject(&runner)
        , m_runner(runner)
        , m_source(source)
        , m_variants(EvalScoring::goldVariants(question.gold))
    {
        m_record.questionId = question.id;
        m_record.db = question.db;
        m_record.category = question.category;
        m_record.question = question.question;
        m_record.gold = question.gold;
        m_prompt = question.question;
        if (!question.instructions.trimmed().isEmpty())
            m_prompt += u"\n\n"_s + question.instructions.trimmed();
    }

    void start()
    {
        m_clock.start();
        if (m_runner.m_timeoutMs > 0)
            QTimer::singleShot(m_runner.m_timeoutMs, this, [this] {
                finish(QLatin1StringView(EvalVerdict::kTimeout),
                       EvalRunner::tr("No answer within %1 s").arg(m_runner.m_timeoutMs / 1000.0));
            });
        m_connection = std::make_unique<Connection>();
        m_engine = new AiEngine(m_runner.m_client, m_runner.m_trust, this);
        m_engine->setTarget(m_runner.m_target);
        if (m_runner.m_maxRounds > 0)
            m_engine->setMaxRounds(m_runner.m_maxRounds);
        connect(m_engine, &AiEngine::roundStarted, this, [this](int round) { m_rounds = round; });
        connect(m_engine, &AiEngine::toolStarted, this, [this] { ++m_toolCalls; });
        connect(m_engine, &AiEngine::generated, this, [this](const AgentResult& result) {
            m_rounds = result.rounds;
            m_toolCalls = int(result.trace.size());
            addUsage(result.usage);
            m_record.statement = result.statement;
            m_variables = result.variables;
            runGenerated();
        });
        connect(m_engine, &AiEngine::failed, this, [this](const Error& error) {
            addUsage(m_engine->usage());
            const bool refused = error.code == "unable_to_generate"_L1;
            finish(QLatin1StringView(refused ? EvalVerdict::kRefused : EvalVerdict::kError),
                   refused ? error.message : error.code + u": "_s + error.message);
        });
        connect(m_connection.get(), &Connection::openFailed, this, [this](const Error& error) {
            finish(QLatin1StringView(EvalVerdict::kError), error.code + u": "_s + error.message);
        });
        connect(m_connection.get(), &Connection::opened, this, [this] {
            GenerationRequest request;
            request.prompt = m_prompt;
            m_engine->generate({m_connection.get(), m_source.definition}, request);
        });
        m_connection->open(m_source.url);
        if (auto applied = m_connection->applySourceVisibility(m_source.definition.name); !applied)
            finish(QLatin1StringView(EvalVerdict::kError), applied.error().message);
    }

private:
    using Done = std::function<void(const Result<EvalTable>&)>;

    void addUsage(const LlmUsage& usage)
    {
        if (!usage.isReported())
            return;
        m_usage = usage;
        m_record.tokens = usage.totalTokens >= 0 ? usage.totalTokens
                                                 : std::max<qint64>(0, usage.promptTokens) +
                                                       std::max<qint64>(0, usage.completionTokens);
        const LlmCost cost = m_runner.m_prices.cost(m_runner.m_modelString, usage);
        m_record.costUsd = cost.known ? cost.amount : -1;
    }

    // Every row of a read-only statement (the Connection refuses anything else).
    void fetch(const QString& statement, Done done, const QVariantList& params = {})
    {
        auto table = std::make_shared<EvalTable>();
        QueryHandle* handle = m_connection->execute(statement, params, Connection::kBatch);
        m_handle = handle;
        connect(handle, &QueryHandle::columnsReady, this,
                [table](const QStringList& names) { table->columns = names; });
        connect(handle, &QueryHandle::rowsReady, this,
                [this, table, handle, done](const RowBatch& batch) {
                    const qsizetype width = std::max<qsizetype>(1, table->columns.size());
                    const QVariantList cells = batch.toVariantList();
                    for (int r = 0; r < batch.rowCount(); ++r)
                        table->rows.append(cells.mid(r * width, width));
                    if (table->rows.size() > kMaxRows) {
                        handle->disconnect(this);
                        handle->cancel();
                        done(Error{ErrorCode::TooManyRows,
                                   EvalRunner::tr("More than %1 rows").arg(kMaxRows)});
                        return;
                    }
                    if (handle->hasMore())
                        handle->fetchMore(Connection::kBatch);
                });
        connect(handle, &QueryHandle::finished, this, [table, done] { done(*table); });
        connect(handle, &QueryHandle::failed, this, [done](const Error& error) { done(error); });
    }

    void runGenerated()
    {
        // A statement with variables runs with the defaults the model gave them.
        CompiledStatement compiled{m_record.statement, {}};
        const QueryLanguage& language = m_connection->adapter()->language();
        if (!language.variableNames(m_record.statement).isEmpty()) {
            QVariantMap values;
            for (const QJsonValue& v : std::as_const(m_variables)) {
                const QJsonObject o = v.toObject();
                values.insert(o.value(u"name"_s).toString(), o.value(u"default"_s).toVariant());
            }
            auto result = language.compileTemplate(m_record.statement, values);
            if (!result) {
                finish(QLatin1StringView(EvalVerdict::kInvalid), result.error().message);
                return;
            }
            compiled = result.value();
        }
        fetch(
            compiled.sql,
            [this](const Result<EvalTable>& result) {
                if (!result) {
                    finish(QLatin1StringView(EvalVerdict::kInvalid), result.error().message);
                    return;
                }
                m_generated = result.value();
                m_record.generatedRows = m_generated.rows.size();
                m_record.generatedSample = sampleOf(m_generated);
                runGold(0);
            },
            compiled.params);
    }

    // The gold statements one after the other, until one matches exactly.
    void runGold(int index)
    {
        if (index >= m_variants.size()) {
            if (m_best == EvalMatch::None && !m_anyGoldRan) {
                finish(QLatin1StringView(EvalVerdict::kError),
                       EvalRunner::tr("The gold statement failed: %1").arg(m_goldError));
                return;
            }
            finish(QLatin1StringView(m_best == EvalMatch::Exact    ? EvalVerdict::kExact
                                     : m_best == EvalMatch::Subset ? EvalVerdict::kSubset
                                                                   : EvalVerdict::kWrong),
                   {});
            return;
        }
        const QString gold = m_variants.at(index);
        fetch(gold, [this, index, gold](const Result<EvalTable>& result) {
            if (!result) {
                m_goldError = result.error().message;
                runGold(index + 1);
                return;
            }
            const EvalMatch match =
                EvalScoring::compare(result.value(), m_generated, EvalScoring::ordersRows(gold));
            if (!m_anyGoldRan || match > m_best) {
                m_record.goldRows = result->rows.size();
                m_record.goldSample = sampleOf(result.value());
            }
            m_anyGoldRan = true;
            m_best = std::max(m_best, match);
            if (m_best == EvalMatch::Exact)
                runGold(int(m_variants.size()));
            else
                runGold(index + 1);
        });
    }

    void finish(const QString& verdict, const QString& error)
    {
        if (m_done)
            return;
        m_done = true;
        if (verdict == QLatin1StringView(EvalVerdict::kTimeout)) {
            // What the model used before the cut still counts.
            if (m_engine)
                addUsage(m_engine->usage());
        }
        if (m_engine) {
            m_engine->disconnect(this);
            m_engine->cancel();
        }
        if (m_handle) {
            m_handle->disconnect(this);
            m_handle->cancel();
        }
        m_record.verdict = verdict;
        m_record.error = error;
        m_record.rounds = m_rounds;
        m_record.toolCalls = m_toolCalls;
        m_record.latencyMs = m_clock.elapsed();
        m_runner.taskDone(this, m_record);
    }

    EvalRunner& m_runner;
    EvalSource m_source;
    QStringList m_variants;
    QString m_prompt;
    EvalRecord m_record;
    std::unique_ptr<Connection> m_connection;
    AiEngine* m_engine = nullptr;
    QPointer<QueryHandle> m_handle;
    QElapsedTimer m_clock;
    QJsonArray m_variables;
    LlmUsage m_usage;
    EvalTable m_generated;
    EvalMatch m_best = EvalMatch::None;
    bool m_anyGoldRan = false;
    QString m_goldError;
    int m_rounds = 0;
    int m_toolCalls = 0;
    bool m_done = false;
};

EvalRunner::EvalRunner(LlmClient& client, const AdapterTrust& trust, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_trust(trust)
{}

EvalRunner::~EvalRunner() = default;

void EvalRunner::setPrices(const PriceTable& prices, const QString& modelString)
{
    m_prices = prices;
    m_modelString = modelString;
}

void EvalRunner::setMaxCost(double usd, double spent, double dearest)
{
    m_maxCost = usd;
    m_spent = spent;
    m_dearest = dearest;
}

void EvalRunner::start(const QList<EvalQuestion>& questions)
{
    m_queue = questions;
    m_stopped = false;
    m_finished = false;
    // Queued, so a caller connects to finished() before an empty run ends.
    QMetaObject::invokeMethod(this, &EvalRunner::startMore, Qt::QueuedConnection);
}

void EvalRunner::stop()
{
    m_stopped = true;
    m_queue.clear();
    for (const QPointer<QObject>& task : std::as_const(m_running))
        delete task.data();
    m_running.clear();
}

void EvalRunner::startMore()
{
    while (!m_stopped && !m_queue.isEmpty() && m_running.size() < m_concurrency) {
        if (m_maxCost >= 0 && m_spent + m_dearest * double(m_running.size() + 1) > m_maxCost) {
            m_capReached = true;
            m_queue.clear();
            break;
        }
        const EvalQuestion question = m_queue.takeFirst();
        auto* task = new EvalTask(*this, question, m_sources.value(question.db));
        m_running.append(task);
        task->start();
    }
    if (m_running.isEmpty() && !m_finished && (m_queue.isEmpty() || m_stopped)) {
        m_finished = true;
        Q_EMIT finished();
    }
}

void EvalRunner::taskDone(QObject* task, const EvalRecord& record)
{
    m_running.removeAll(task);
    task->deleteLater();
    if (record.costUsd > 0) {
        m_spent += record.costUsd;
        m_dearest = std::max(m_dearest, record.costUsd);
    }
    Q_EMIT recorded(record);
    // Later, so a task finishing inside start() does not start the next one re-entrantly.
    QMetaObject::invokeMethod(this, &EvalRunner::startMore, Qt::QueuedConnection);
}

} // namespace nelumbo
