#include "EvalCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "adapter/AdapterTrust.h"
#include "ai/AiEngine.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "eval/EvalReport.h"
#include "llm/AiConfig.h"
#include "llm/LlmClient.h"
#include "llm/LlmTargetResolver.h"
#include "source/SourceResolver.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

using namespace Qt::StringLiterals;

namespace nelumbo {

EvalCommand::EvalCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

EvalCommand::~EvalCommand() = default;

QString EvalCommand::summary() const
{
    return tr("Measure the assistant's accuracy on a question set (AI)");
}

QString EvalCommand::helpText() const
{
    return tr("Usage: nelumbo-cli eval --questions FILE --source-for DB=SRC... [options]\n"
              "       nelumbo-cli eval compare A.jsonl B.jsonl\n"
              "\n"
              "Puts every question through the same generation as 'generate' (tools, validation, "
              "fixes),\nruns the generated and the gold statements read-only on the question's "
              "source and scores\nthe answer: exact (same rows; order only when the gold statement "
              "orders them), subset (the\ngold columns are among the generated ones, same rows), "
              "wrong, invalid, refused, error or\ntimeout. The gold statements are never sent to "
              "the model. Prints a summary per database\nand per category.\n"
              "\n"
              "Options:\n"
              "      --questions FILE     CSV (question,query,db_name,query_category,instructions) "
              "or JSON\n"
              "                           Lines ({\"question\", \"gold\", \"db\", \"category\"}). "
              "Required.\n"
              "      --source-for DB=SRC  The source (name or URL) of database DB; repeatable. "
              "Questions\n"
              "                           of databases without a source are skipped.\n"
              "      --results FILE       Write one JSON line per question.\n"
              "      --resume             Continue the results file where it stopped.\n"
              "      --concurrency N      Questions at a time (default 1).\n"
              "      --limit N            Only the first N questions.\n"
              "      --category NAME      Only this category; repeatable.\n"
              "      --max-cost USD       Start no question that could bring the spend past USD.\n"
              "      --timeout SECONDS    Per question (default 120; 0: none).\n"
              "      --report FILE        Write the summary and every question as an HTML page.\n"
              "  -h, --help               Show this help.\n"
              "\n"
              "Exit status: 0 run complete, 1 error, 2 usage error, 3 stopped by --max-cost.\n");
}

void EvalCommand::start(const QStringList& arguments)
{
    m_finished = false;
    if (arguments.value(0) == "compare"_L1)
        return finish(compare(arguments.mid(1)));

    QCommandLineParser parser;
    parser.addOptions({QCommandLineOption(u"questions"_s, QString(), u"FILE"_s),
                       QCommandLineOption(u"source-for"_s, QString(), u"DB=SRC"_s),
                       QCommandLineOption(u"results"_s, QString(), u"FILE"_s),
                       QCommandLineOption(u"resume"_s, QString()),
                       QCommandLineOption(u"concurrency"_s, QString(), u"N"_s),
                       QCommandLineOption(u"limit"_s, QString(), u"N"_s),
                       QCommandLineOption(u"category"_s, QString(), u"NAME"_s),
                       QCommandLineOption(u"max-cost"_s, QString(), u"USD"_s),
                       QCommandLineOption(u"timeout"_s, QString(), u"SECONDS"_s),
                       QCommandLineOption(u"report"_s, QString(), u"FILE"_s),
                       QCommandLineOption({u"h"_s, u"help"_s}, QString())});
    if (!parser.parse(QStringList{name()} + arguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(u"help"_s)) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    bool ok = true;
    const auto number = [&](const QString& option, double fallback) {
        if (!parser.isSet(option))
            return fallback;
        bool valid = false;
        const double value = parser.value(option).toDouble(&valid);
        if (!valid || value < 0)
            ok = false;
        return value;
    };
    m_questionsPath = parser.value(u"questions"_s);
    m_resultsPath = parser.value(u"results"_s);
    m_reportPath = parser.value(u"report"_s);
    m_resume = parser.isSet(u"resume"_s);
    m_categories = parser.values(u"category"_s);
    m_concurrency = int(number(u"concurrency"_s, 1));
    m_limit = int(number(u"limit"_s, 0));
    m_maxCost = number(u"max-cost"_s, -1);
    m_timeoutSeconds = int(number(u"timeout"_s, 120));
    for (const QString& pair : parser.values(u"source-for"_s)) {
        const qsizetype eq = pair.indexOf(u'=');
        if (eq <= 0 || eq == pair.size() - 1)
            ok = false;
        else
            m_sourceFor.append({pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed()});
    }
    if (!ok || m_questionsPath.isEmpty() || m_sourceFor.isEmpty() || m_concurrency < 1 ||
        (m_resume && m_resultsPath.isEmpty()) || !parser.positionalArguments().isEmpty()) {
        m_console.error(tr("eval needs --questions FILE and --source-for DB=SRC; see "
                           "'nelumbo-cli eval --help'"));
        return finish(ExitCode::Usage);
    }

    auto questions = EvalQuestionFile::read(m_questionsPath);
    if (!questions)
        return fail(questions.error());
    m_questions = questions.value();

    const auto settings = Settings::open();
    m_trust = std::make_unique<AdapterTrust>(AdapterTrust::fromSettings(*settings));
    QStringList warnings;
    m_prices = PriceTable::load(*settings, &warnings);
    for (const QString& warning : std::as_const(warnings))
        m_console.message(tr("warning: %1").arg(warning));
    m_client = new LlmClient(this);
    const AiConfig config = AiConfig::load(*settings);
    m_modelString = config.provider ? config.provider->id + u':' + config.model : QString();
    // A cap that cannot count the spend would never stop anything.
    if (m_maxCost >= 0 && config.provider && !m_prices.price(m_modelString))
        return fail({ErrorCode::NoPrice, tr("--max-cost needs the price of %1: add it to prices in "
                                            "the [ai] section of the configuration")
                                             .arg(m_modelString)});
    auto* targets = new LlmTargetResolver(QProcessEnvironment::systemEnvironment(), this);
    targets->resolve(config, this, [this](const Result<LlmTargetResolver::Resolved>& resolved) {
        if (m_finished)
            return;
        AiEngine probe(*m_client, *m_trust);
        if (resolved)
            probe.setTarget(resolved->target);
        else
            probe.setTarget(resolved.error());
        const Result<void> provider = probe.check({}, AiTask::Generation);
        if (!provider && provider.error().code != "missing_data_source"_L1)
            return fail(provider.error());
        m_target = resolved->target;
        m_resolver = std::make_unique<SourceResolver>();
        connect(m_resolver.get(), &SourceResolver::resolved, this,
                [this](const ResolvedSource& source) {
                    if (source.needsPassword())
                        return fail(
                            {ErrorCode::PasswordNeeded,
                             tr("Source \"%1\" needs a password (NELUMBO_PASSWORD_%2 or "
                                "the keychain)")
                                 .arg(source.displayName(), source.definition.name.toUpper())});
                    m_sources.insert(m_sourceFor.at(m_nextSource).first,
                                     {source.connectionUrl(), source.definition});
                    ++m_nextSource;
                    resolveNextSource();
                });
        connect(m_resolver.get(), &SourceResolver::failed, this, &EvalCommand::fail);
        resolveNextSource();
    });
}

void EvalCommand::resolveNextSource()
{
    if (m_finished)
        return;
    if (m_nextSource < m_sourceFor.size())
        return m_resolver->resolve(m_sourceFor.at(m_nextSource).second);
    run();
}

void EvalCommand::run()
{
    // The selection is the same on every resume: categories, then the limit.
    QList<EvalQuestion> selected;
    for (const EvalQuestion& q : std::as_const(m_questions)) {
        if (m_categories.isEmpty() || m_categories.contains(q.category))
            selected.append(q);
    }
    if (m_limit > 0)
        selected = selected.mid(0, m_limit);

    QSet<int> done;
    double spent = 0, dearest = 0;
    if (!m_resultsPath.isEmpty()) {
        if (m_resume && QFileInfo::exists(m_resultsPath)) {
            auto earlier = EvalResultsFile::read(m_resultsPath);
            if (!earlier)
                return fail(earlier.error());
            m_records = earlier.value();
        } else if (!m_resume && QFileInfo(m_resultsPath).size() > 0) {
            return fail({ErrorCode::ResultsExist,
                         tr("%1 already holds results: add --resume to continue it, or remove "
                            "it")
                             .arg(m_resultsPath)});
        }
        // Whole lines only: a line cut by a kill goes before the new ones are appended.
        if (auto written = EvalResultsFile::write(m_resultsPath, m_records); !written)
            return fail(written.error());
        for (const EvalRecord& r : std::as_const(m_records)) {
            done.insert(r.questionId);
            spent += std::max(0.0, r.costUsd);
            dearest = std::max(dearest, r.costUsd);
        }
    }
    QList<EvalQuestion> todo;
    QMap<QString, int> skipped;
    for (const EvalQuestion& q : std::as_const(selected)) {
        if (!m_sources.contains(q.db)) {
            ++skipped[q.db];
            continue;
        }
        if (!done.contains(q.id))
            todo.append(q);
    }
    for (auto it = skipped.cbegin(); it != skipped.cend(); ++it) {
        m_skipped += it.value();
        m_console.message(
            tr("skipped %n question(s) of database \"%1\": no --source-for", nullptr, it.value())
                .arg(it.key()));
    }
    m_total = int(m_records.size() + todo.size());

    m_runner = new EvalRunner(*m_client, *m_trust, this);
    m_runner->setTarget(m_target);
    const auto settings = Settings::open();
    m_runner->setMaxRounds(Settings::value(*settings, SettingsKey::AiMaxToolRounds).toInt());
    m_runner->setPrices(m_prices, m_modelString);
    m_runner->setConcurrency(m_concurrency);
    m_runner->setTimeoutMs(m_timeoutSeconds * 1000);
    m_runner->setMaxCost(m_maxCost, spent, dearest);
    m_runner->setSources(m_sources);
    connect(m_runner, &EvalRunner::recorded, this, &EvalCommand::onRecorded);
    connect(m_runner, &EvalRunner::finished, this, &EvalCommand::onFinished);
    m_runner->start(todo);
}

void EvalCommand::onRecorded(const EvalRecord& record)
{
    m_records.append(record);
    if (!m_resultsPath.isEmpty()) {
        if (auto appended = EvalResultsFile::append(m_resultsPath, record); !appended)
            return fail(appended.error());
    }
    if (m_console.errIsTerminal()) {
        int correct = 0;
        double spent = 0;
        for (const EvalRecord& r : std::as_const(m_records)) {
            correct += evalCorrect(r.verdict) ? 1 : 0;
            spent += std::max(0.0, r.costUsd);
        }
        m_console.progress(tr("%1/%2 questions, %3% correct, %4 USD")
                               .arg(m_records.size())
                               .arg(m_total)
                               .arg(100.0 * correct / m_records.size(), 0, 'f', 1)
                               .arg(spent, 0, 'f', 4));
    }
}

void EvalCommand::onFinished()
{
    if (m_finished)
        return;
    if (m_console.errIsTerminal() && !m_records.isEmpty())
        m_console.progress(QString());
    m_console.out() << EvalReport::table(EvalSummary::of(m_records));
    if (!m_reportPath.isEmpty()) {
        QSaveFile file(m_reportPath);
        const QString title =
            tr("Evaluation of %1 on %2").arg(m_modelString, QFileInfo(m_questionsPath).fileName());
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(EvalReport::html(m_records, title).toUtf8()) < 0 || !file.commit())
            return fail({ErrorCode::IoError,
                         tr("Cannot write %1: %2").arg(m_reportPath, file.errorString())});
    }
    if (m_runner->costCapReached()) {
        m_console.message(tr("stopped: the next question could pass --max-cost %1 USD (spent "
                             "%2 USD)")
                              .arg(m_maxCost)
                              .arg(m_runner->spent(), 0, 'f', 4));
        return finish(ExitCode::CostCap);
    }
    finish(ExitCode::Ok);
}

int EvalCommand::compare(const QStringList& files)
{
    if (files.size() != 2) {
        m_console.error(tr("eval compare needs two results files"));
        return ExitCode::Usage;
    }
    auto before = EvalResultsFile::read(files.at(0));
    auto after = EvalResultsFile::read(files.at(1));
    for (const auto* r : {&before, &after}) {
        if (!*r) {
            m_console.error(r->error().message);
            return ExitCode::Failure;
        }
    }
    const QList<EvalChange> changes = evalChanges(before.value(), after.value());
    for (const EvalChange& c : changes) {
        m_console.out() << c.questionId << '\t' << c.db << '\t'
                        << (c.before.isEmpty() ? u"-"_s : c.before) << " -> "
                        << (c.after.isEmpty() ? u"-"_s : c.after) << '\t' << c.question << '\n';
    }
    const EvalSummary a = EvalSummary::of(before.value());
    const EvalSummary b = EvalSummary::of(after.value());
    m_console.message(
        tr("%n question(s) changed verdict; correct %1% -> %2%", nullptr, int(changes.size()))
            .arg(a.total.rate(a.total.exact + a.total.subset), 0, 'f', 1)
            .arg(b.total.rate(b.total.exact + b.total.subset), 0, 'f', 1));
    return ExitCode::Ok;
}

void EvalCommand::fail(const Error& error)
{
    if (m_finished)
        return;
    m_console.error(error.message);
    finish(ExitCode::Failure);
}

void EvalCommand::interrupt()
{
    if (m_finished)
        return;
    if (m_runner)
        m_runner->stop();
    m_console.message(tr("Interrupted"));
    finish(ExitCode::Interrupted);
}

void EvalCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    m_console.flush();
    Q_EMIT finished(exitCode);
}

} // namespace nelumbo
