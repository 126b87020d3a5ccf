#include "GenerateCommand.h"

#include "AdapterTrust.h"
#include "AiConfig.h"
#include "AiEngine.h"
#include "Connection.h"
#include "Console.h"
#include "ExitCode.h"
#include "LlmClient.h"
#include "LlmTargetResolver.h"
#include "PriceTable.h"
#include "Settings.h"
#include "SourceResolver.h"
#include "VisibilityConfig.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

struct GenerateCommand::State
{
    SourceDefinition definition;
    QString modelString;
};

GenerateCommand::GenerateCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
    , m_state(std::make_unique<State>())
{}

GenerateCommand::~GenerateCommand() = default;

QString GenerateCommand::summary() const
{
    return tr("Write a statement from a request in plain words (AI)");
}

QString GenerateCommand::helpText() const
{
    return tr("Usage: nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]\n"
              "                            [--allow-writes]\n"
              "\n"
              "Asks the configured model (see 'nelumbo-cli ai') for a statement. The model "
              "looks at the\nsource's visible tables and values through tools; the statement "
              "is validated before it\nis printed as JSON: statement, variables, model, usage, "
              "cost and the tool trace.\n"
              "\n"
              "Options:\n"
              "      --source SRC         A source name, demo, or a URL. Required.\n"
              "      --prompt TEXT        What the statement should do. Required.\n"
              "      --current STATEMENT  The statement to refine.\n"
              "      --allow-writes       Allow statements that change data.\n"
              "  -h, --help               Show this help.\n"
              "\n"
              "Exit status: 0 generated, 1 error object printed, 2 usage error.\n");
}

void GenerateCommand::start(const QStringList& arguments)
{
    m_finished = false;
    QCommandLineParser parser;
    const QCommandLineOption source(u"source"_s, QString(), u"SRC"_s);
    const QCommandLineOption prompt(u"prompt"_s, QString(), u"TEXT"_s);
    const QCommandLineOption current(u"current"_s, QString(), u"STATEMENT"_s);
    const QCommandLineOption writes(u"allow-writes"_s, QString());
    const QCommandLineOption help({u"h"_s, u"help"_s}, QString());
    parser.addOptions({source, prompt, current, writes, help});
    if (!parser.parse(QStringList{name()} + arguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(help)) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    if (!parser.isSet(prompt) || parser.value(prompt).trimmed().isEmpty() ||
        !parser.positionalArguments().isEmpty()) {
        m_console.error(tr("generate needs --prompt TEXT and no other arguments"));
        return finish(ExitCode::Usage);
    }
    m_prompt = parser.value(prompt);
    m_current = parser.value(current);
    m_allowWrites = parser.isSet(writes);

    const auto settings = Settings::open();
    m_trust = std::make_unique<AdapterTrust>(AdapterTrust::fromSettings(*settings));
    m_client = new LlmClient(this);
    m_engine = new AiEngine(*m_client, *m_trust, this);
    connect(m_engine, &AiEngine::generated, this, &GenerateCommand::print);
    connect(m_engine, &AiEngine::failed, this, &GenerateCommand::fail);

    const AiConfig config = AiConfig::load(*settings);
    m_state->modelString = config.provider ? config.provider->id + u':' + config.model : QString();
    m_targets = new LlmTargetResolver(QProcessEnvironment::systemEnvironment(), this);
    const QString sourceName = parser.value(source);
    m_targets->resolve(
        config, this, [this, sourceName](const Result<LlmTargetResolver::Resolved>& resolved) {
            if (m_finished)
                return;
            if (resolved)
                m_engine->setTarget(resolved->target);
            else
                m_engine->setTarget(resolved.error());
            // The provider's guards come before the source's.
            const Result<void> provider = m_engine->check({}, AiTask::Generation);
            if (!provider && provider.error().code != "missing_data_source"_L1)
                return fail(provider.error());
            if (sourceName.isEmpty())
                return fail(provider.error());
            m_sources = std::make_unique<SourceResolver>();
            connect(m_sources.get(), &SourceResolver::resolved, this, &GenerateCommand::open);
            connect(m_sources.get(), &SourceResolver::failed, this, &GenerateCommand::fail);
            m_sources->resolve(sourceName);
        });
}

void GenerateCommand::open(const ResolvedSource& source)
{
    if (source.needsPassword())
        return fail({u"password_needed"_s,
                     tr("Source \"%1\" needs a password (NELUMBO_PASSWORD_%2 or the keychain)")
                         .arg(source.displayName(), source.definition.name.toUpper())});
    m_state->definition = source.definition;
    m_connection = std::make_unique<Connection>();
    connect(m_connection.get(), &Connection::openFailed, this, &GenerateCommand::fail);
    connect(m_connection.get(), &Connection::opened, this, [this] {
        GenerationRequest request;
        request.prompt = m_prompt;
        request.currentStatement = m_current;
        request.allowWrites = m_allowWrites;
        m_engine->generate({m_connection.get(), m_state->definition}, request);
    });
    m_connection->open(source.connectionUrl());
    if (auto r = VisibilityConfig::applyTo(*m_connection, source.definition.name); !r)
        return fail(r.error());
}

void GenerateCommand::print(const AgentResult& result)
{
    const auto settings = Settings::open();
    const PriceTable prices = PriceTable::load(*settings);
    const LlmCost cost = prices.cost(m_state->modelString, result.usage);
    QJsonArray trace;
    for (const AgentTraceEntry& entry : result.trace)
        trace.append(entry.toJson());
    const auto tokens = [](qint64 n) { return n < 0 ? QJsonValue() : QJsonValue(n); };
    const QJsonObject out{
        {u"statement"_s, result.statement},
        {u"variables"_s, result.variables},
        {u"model"_s, result.model.isEmpty() ? m_state->modelString : result.model},
        {u"usage"_s, QJsonObject{{u"prompt_tokens"_s, tokens(result.usage.promptTokens)},
                                 {u"completion_tokens"_s, tokens(result.usage.completionTokens)},
                                 {u"total_tokens"_s, tokens(result.usage.totalTokens)}}},
        {u"cost"_s, cost.known ? QJsonValue(cost.amount) : QJsonValue()},
        {u"rounds"_s, result.rounds},
        {u"trace"_s, trace}};
    m_console.out() << QJsonDocument(out).toJson(QJsonDocument::Indented);
    finish(ExitCode::Ok);
}

void GenerateCommand::fail(const Error& error)
{
    if (m_finished)
        return;
    const QJsonObject out{{u"error"_s, error.code}, {u"message"_s, error.message}};
    m_console.out() << QJsonDocument(out).toJson(QJsonDocument::Indented);
    finish(ExitCode::Failure);
}

void GenerateCommand::interrupt()
{
    if (m_finished)
        return;
    if (m_engine)
        m_engine->cancel();
    m_console.message(tr("Interrupted"));
    finish(ExitCode::Interrupted);
}

void GenerateCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(exitCode);
}

} // namespace nelumbo
