#include "eval/EvalRecord.h"

#include "core/ErrorCodes.h"

#include <QFile>
#include <QJsonDocument>
#include <QMap>
#include <QSaveFile>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

QJsonValue count(qint64 n)
{
    return n < 0 ? QJsonValue() : QJsonValue(n);
}

qint64 percentile(QList<qint64> values, int p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    // Nearest rank.
    const qsizetype rank = std::max<qsizetype>(1, (p * values.size() + 99) / 100);
    return values.at(std::min(rank, values.size()) - 1);
}

EvalSummaryRow summarise(const QString& group, const QList<const EvalRecord*>& records)
{
    EvalSummaryRow row;
    row.group = group;
    QList<qint64> latencies;
    qint64 tokens = 0;
    double cost = 0;
    bool costKnown = true;
    for (const EvalRecord* r : records) {
        ++row.questions;
        const QString& v = r->verdict;
        if (v == QLatin1StringView(EvalVerdict::kExact))
            ++row.exact;
        else if (v == QLatin1StringView(EvalVerdict::kSubset))
            ++row.subset;
        else if (v == QLatin1StringView(EvalVerdict::kWrong))
            ++row.wrong;
        else if (v == QLatin1StringView(EvalVerdict::kInvalid))
            ++row.invalid;
        else if (v == QLatin1StringView(EvalVerdict::kRefused))
            ++row.refused;
        else
            ++row.errors;
        latencies.append(r->latencyMs);
        tokens += std::max<qint64>(0, r->tokens);
        if (r->costUsd < 0 && r->tokens > 0)
            costKnown = false;
        cost += std::max(0.0, r->costUsd);
    }
    row.medianLatencyMs = percentile(latencies, 50);
    row.p90LatencyMs = percentile(latencies, 90);
    if (row.questions) {
        row.tokensPerQuestion = double(tokens) / row.questions;
        if (costKnown) {
            row.totalCost = cost;
            row.costPerQuestion = cost / row.questions;
        }
    }
    return row;
}

} // namespace

bool evalCorrect(const QString& verdict)
{
    return verdict == QLatin1StringView(EvalVerdict::kExact) ||
           verdict == QLatin1StringView(EvalVerdict::kSubset);
}

QJsonObject EvalRecord::toJson() const
{
    QJsonObject o{{u"question_id"_s, questionId},
                  {u"db"_s, db},
                  {u"category"_s, category},
                  {u"question"_s, question},
                  {u"gold"_s, gold},
                  {u"statement"_s, statement},
                  {u"verdict"_s, verdict},
                  {u"gold_rows"_s, count(goldRows)},
                  {u"generated_rows"_s, count(generatedRows)},
                  {u"rounds"_s, rounds},
                  {u"tool_calls"_s, toolCalls},
                  {u"tokens"_s, count(tokens)},
                  {u"cost_usd"_s, costUsd < 0 ? QJsonValue() : QJsonValue(costUsd)},
                  {u"latency_ms"_s, latencyMs}};
    if (!error.isEmpty())
        o.insert(u"error"_s, error);
    if (!goldSample.isEmpty())
        o.insert(u"gold_sample"_s, goldSample);
    if (!generatedSample.isEmpty())
        o.insert(u"generated_sample"_s, generatedSample);
    return o;
}

EvalRecord EvalRecord::fromJson(const QJsonObject& o)
{
    const auto number = [&o](const QString& key) {
        const QJsonValue v = o.value(key);
        return v.isDouble() ? qint64(v.toDouble()) : qint64(-1);
    };
    EvalRecord r;
    r.questionId = o.value(u"question_id"_s).toInt();
    r.db = o.value(u"db"_s).toString();
    r.category = o.value(u"category"_s).toString();
    r.question = o.value(u"question"_s).toString();
    r.gold = o.value(u"gold"_s).toString();
    r.statement = o.value(u"statement"_s).toString();
    r.verdict = o.value(u"verdict"_s).toString();
    r.error = o.value(u"error"_s).toString();
    r.goldRows = number(u"gold_rows"_s);
    r.generatedRows = number(u"generated_rows"_s);
    r.rounds = o.value(u"rounds"_s).toInt();
    r.toolCalls = o.value(u"tool_calls"_s).toInt();
    r.tokens = number(u"tokens"_s);
    r.costUsd = o.value(u"cost_usd"_s).isDouble() ? o.value(u"cost_usd"_s).toDouble() : -1;
    r.latencyMs = std::max<qint64>(0, number(u"latency_ms"_s));
    r.goldSample = o.value(u"gold_sample"_s).toObject();
    r.generatedSample = o.value(u"generated_sample"_s).toObject();
    return r;
}

Result<QList<EvalRecord>> EvalResultsFile::read(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::IoError, tr("Cannot read %1: %2").arg(path, file.errorString())};
    QList<EvalRecord> records;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject() && doc.object().contains(u"verdict"_s))
            records.append(EvalRecord::fromJson(doc.object()));
    }
    return records;
}

Result<void> EvalResultsFile::write(const QString& path, const QList<EvalRecord>& records)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{ErrorCode::IoError, tr("Cannot write %1: %2").arg(path, file.errorString())};
    for (const EvalRecord& r : records)
        file.write(QJsonDocument(r.toJson()).toJson(QJsonDocument::Compact) + '\n');
    if (!file.commit())
        return Error{ErrorCode::IoError, tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

Result<void> EvalResultsFile::append(const QString& path, const EvalRecord& record)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append))
        return Error{ErrorCode::IoError, tr("Cannot write %1: %2").arg(path, file.errorString())};
    // One write per line, flushed at once: a kill leaves whole lines (and at most one cut).
    const QByteArray line = QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact) + '\n';
    if (file.write(line) != line.size() || !file.flush())
        return Error{ErrorCode::IoError, tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {};
}

EvalSummary EvalSummary::of(const QList<EvalRecord>& records)
{
    QMap<QString, QList<const EvalRecord*>> dbs, categories;
    QList<const EvalRecord*> all;
    for (const EvalRecord& r : records) {
        dbs[r.db].append(&r);
        categories[r.category].append(&r);
        all.append(&r);
    }
    EvalSummary s;
    for (auto it = dbs.cbegin(); it != dbs.cend(); ++it)
        s.byDb.append(summarise(it.key(), it.value()));
    for (auto it = categories.cbegin(); it != categories.cend(); ++it)
        s.byCategory.append(summarise(it.key(), it.value()));
    s.total = summarise(QString(), all);
    return s;
}

QList<EvalChange> evalChanges(const QList<EvalRecord>& before, const QList<EvalRecord>& after)
{
    QMap<int, const EvalRecord*> a, b;
    for (const EvalRecord& r : before)
        a.insert(r.questionId, &r);
    for (const EvalRecord& r : after)
        b.insert(r.questionId, &r);
    QList<int> ids = a.keys() + b.keys();
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    QList<EvalChange> out;
    for (int id : std::as_const(ids)) {
        const EvalRecord* x = a.value(id);
        const EvalRecord* y = b.value(id);
        const QString vx = x ? x->verdict : QString();
        const QString vy = y ? y->verdict : QString();
        if (vx == vy)
            continue;
        const EvalRecord* r = y ? y : x;
        out.append({id, r->db, r->question, vx, vy});
    }
    return out;
}

} // namespace nelumbo
