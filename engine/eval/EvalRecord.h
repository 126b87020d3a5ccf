#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace nelumbo {

// How one question came out.
namespace EvalVerdict {
inline constexpr char kExact[] = "exact";
inline constexpr char kSubset[] = "subset";
inline constexpr char kWrong[] = "wrong";     // it ran, the rows differ
inline constexpr char kInvalid[] = "invalid"; // the generated statement does not run
inline constexpr char kRefused[] = "refused"; // the model said it cannot answer
inline constexpr char kError[] = "error";     // provider or database error
inline constexpr char kTimeout[] = "timeout";
} // namespace EvalVerdict

// One line of a results file (JSON Lines).
struct EvalRecord
{
    int questionId = 0;
    QString db;
    QString category;
    QString question;
    QString gold;
    QString statement;
    QString verdict;
    QString error; // why, for invalid, refused, error and timeout
    qint64 goldRows = -1;
    qint64 generatedRows = -1;
    int rounds = 0;
    int toolCalls = 0;
    qint64 tokens = -1;
    double costUsd = -1; // < 0: unknown (no price for the model)
    qint64 latencyMs = 0;
    // A sample of both results for the report: {"columns": [...], "rows": [[...]]}.
    QJsonObject goldSample;
    QJsonObject generatedSample;

    QJsonObject toJson() const;
    static EvalRecord fromJson(const QJsonObject& o);
};

class EvalResultsFile
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::EvalResultsFile)
public:
    // The complete lines of a results file; a line cut by a kill is left out.
    static Result<QList<EvalRecord>> read(const QString& path);
    // Rewrites the file with these records only (drops a cut last line before appending).
    static Result<void> write(const QString& path, const QList<EvalRecord>& records);
    static Result<void> append(const QString& path, const EvalRecord& record);
};

// The figures of a group of questions (a database, a category, or all).
struct EvalSummaryRow
{
    QString group;
    int questions = 0;
    int exact = 0;
    int subset = 0;
    int wrong = 0;
    int invalid = 0;
    int refused = 0;
    int errors = 0; // error and timeout
    qint64 medianLatencyMs = 0;
    qint64 p90LatencyMs = 0;
    double tokensPerQuestion = 0;
    double costPerQuestion = -1; // < 0: unknown
    double totalCost = -1;

    double rate(int n) const { return questions ? 100.0 * n / questions : 0.0; }
};

struct EvalSummary
{
    QList<EvalSummaryRow> byDb;
    QList<EvalSummaryRow> byCategory;
    EvalSummaryRow total;

    static EvalSummary of(const QList<EvalRecord>& records);
};

// Questions whose verdict differs between two runs.
struct EvalChange
{
    int questionId = 0;
    QString db;
    QString question;
    QString before; // empty: not in the first run
    QString after;  // empty: not in the second run
};

QList<EvalChange> evalChanges(const QList<EvalRecord>& before, const QList<EvalRecord>& after);

// Whether the verdict counts as correct at the subset level (exact or subset).
bool evalCorrect(const QString& verdict);

} // namespace nelumbo
