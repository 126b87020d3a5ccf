#pragma once

#include "Command.h"
#include "eval/EvalQuestion.h"
#include "eval/EvalRecord.h"
#include "eval/EvalRunner.h"

#include <QHash>
#include <memory>

namespace nelumbo {

class AdapterTrust;
class Console;
class LlmClient;
class SourceResolver;
struct ResolvedSource;

// `nelumbo-cli eval`: runs a question set through the generation pipeline against the
// sources given per database, scores every answer and prints a summary; `eval compare A B`
// lists the questions whose verdict changed between two results files.
class EvalCommand final : public Command
{
    Q_OBJECT
public:
    explicit EvalCommand(Console& console, QObject* parent = nullptr);
    ~EvalCommand() override;

    QString name() const override { return QStringLiteral("eval"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    int compare(const QStringList& files);
    void resolveNextSource();
    void run();
    void onRecorded(const EvalRecord& record);
    void onFinished();
    void fail(const Error& error);
    void finish(int exitCode);

    Console& m_console;
    bool m_finished = false;
    // Options.
    QString m_questionsPath;
    QString m_resultsPath;
    QString m_reportPath;
    QStringList m_categories;
    QList<QPair<QString, QString>> m_sourceFor; // db, source name or URL
    bool m_resume = false;
    int m_concurrency = 1;
    int m_limit = 0;
    double m_maxCost = -1;
    int m_timeoutSeconds = 120;
    // State.
    QString m_modelString;
    QList<EvalQuestion> m_questions;
    QHash<QString, EvalSource> m_sources;
    int m_nextSource = 0;
    QList<EvalRecord> m_records;
    int m_total = 0;
    int m_skipped = 0;
    std::unique_ptr<AdapterTrust> m_trust;
    std::unique_ptr<SourceResolver> m_resolver;
    LlmClient* m_client = nullptr;
    EvalRunner* m_runner = nullptr;
    LlmTarget m_target;
    PriceTable m_prices;
};

} // namespace nelumbo
