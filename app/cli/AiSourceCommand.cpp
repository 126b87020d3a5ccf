#include "AiSourceCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "StatementArguments.h"
#include "adapter/AdapterTrust.h"
#include "ai/AiEngine.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "llm/AiConfig.h"
#include "llm/LlmClient.h"
#include "llm/LlmTargetResolver.h"
#include "source/SourceResolver.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

AiSourceCommand::AiSourceCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

AiSourceCommand::~AiSourceCommand() = default;

void AiSourceCommand::start(const QStringList& arguments)
{
    m_finished = false;
    QCommandLineParser parser;
    const QCommandLineOption source(u"source"_s, QString(), u"SRC"_s);
    const QCommandLineOption help({u"h"_s, u"help"_s}, QString());
    parser.addOptions({source, help});
    addOptions(parser);
    // A statement starting with an SQL comment ("-- note") is a statement, not an option.
    const QStringList protectedArguments =
        StatementArguments::protect(arguments, [this, &source, &help](QCommandLineParser& p) {
            p.addOptions({source, help});
            addOptions(p);
        });
    if (!parser.parse(QStringList{name()} + protectedArguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(help)) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    if (!readOptions(parser))
        return finish(ExitCode::Usage);

    const auto settings = Settings::open();
    m_trust = std::make_unique<AdapterTrust>(AdapterTrust::fromSettings(*settings));
    m_client = new LlmClient(this);
    m_engine = new AiEngine(*m_client, *m_trust, this);
    connect(m_engine, &AiEngine::failed, this, &AiSourceCommand::fail);
    m_engine->setMaxRounds(Settings::value(*settings, SettingsKey::AiMaxToolRounds).toInt());

    const AiConfig config = AiConfig::load(*settings);
    m_modelString = config.provider ? config.provider->id + u':' + config.model : QString();
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
            connect(m_sources.get(), &SourceResolver::resolved, this, &AiSourceCommand::open);
            connect(m_sources.get(), &SourceResolver::failed, this, &AiSourceCommand::fail);
            m_sources->resolve(sourceName);
        });
}

void AiSourceCommand::open(const ResolvedSource& source)
{
    if (source.needsPassword())
        return fail({ErrorCode::PasswordNeeded,
                     tr("Source \"%1\" needs a password (NELUMBO_PASSWORD_%2 or the keychain)")
                         .arg(source.displayName(), source.definition.name.toUpper())});
    m_definition = source.definition;
    m_connection = std::make_unique<Connection>();
    connect(m_connection.get(), &Connection::openFailed, this, &AiSourceCommand::fail);
    connect(m_connection.get(), &Connection::opened, this,
            [this] { runTask(*m_engine, *m_connection, m_definition); });
    m_connection->open(source.connectionUrl());
    if (auto r = m_connection->applySourceVisibility(source.definition.name); !r)
        return fail(r.error());
}

QJsonObject AiSourceCommand::usageJson(const LlmUsage& usage)
{
    const auto tokens = [](qint64 n) { return n < 0 ? QJsonValue() : QJsonValue(n); };
    return {{u"prompt_tokens"_s, tokens(usage.promptTokens)},
            {u"completion_tokens"_s, tokens(usage.completionTokens)},
            {u"total_tokens"_s, tokens(usage.totalTokens)}};
}

void AiSourceCommand::succeed(const QJsonObject& output)
{
    if (m_finished)
        return;
    m_console.out() << QJsonDocument(output).toJson(QJsonDocument::Indented);
    finish(ExitCode::Ok);
}

void AiSourceCommand::fail(const Error& error)
{
    if (m_finished)
        return;
    const QJsonObject out{{u"error"_s, error.code}, {u"message"_s, error.message}};
    m_console.out() << QJsonDocument(out).toJson(QJsonDocument::Indented);
    finish(ExitCode::Failure);
}

void AiSourceCommand::interrupt()
{
    if (m_finished)
        return;
    if (m_engine)
        m_engine->cancel();
    m_console.message(tr("Interrupted"));
    finish(ExitCode::Interrupted);
}

void AiSourceCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(exitCode);
}

} // namespace nelumbo
