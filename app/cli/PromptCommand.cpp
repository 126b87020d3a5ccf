#include "PromptCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "adapter/AdapterTrust.h"
#include "ai/PromptBuilder.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "core/Settings.h"
#include "source/SourceResolver.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace nelumbo {

PromptCommand::PromptCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

PromptCommand::~PromptCommand() = default;

QString PromptCommand::summary() const
{
    return tr("Show the prompt and tools an AI task sends for a source");
}

QString PromptCommand::helpText() const
{
    return tr(
        "Usage: nelumbo-cli prompt --source SRC [--kind generation|explanation|optimization]\n"
        "                          [--format text|json]\n"
        "\n"
        "Prints the system prompt and the tool definitions built for the source (its\n"
        "visible tables, its AI policy), without sending anything.\n"
        "\n"
        "Options:\n"
        "      --source SRC     A source name, demo, or a URL. Required.\n"
        "      --kind KIND      generation (default), explanation or optimization.\n"
        "      --format FORMAT  text (default) or json: {system, tools, temperature}.\n"
        "  -h, --help           Show this help.\n"
        "\n"
        "Exit status: 0 printed, 1 error object printed, 2 usage error.\n");
}

void PromptCommand::start(const QStringList& arguments)
{
    m_finished = false;
    QCommandLineParser parser;
    const QCommandLineOption source(u"source"_s, QString(), u"SRC"_s);
    const QCommandLineOption kind(u"kind"_s, QString(), u"KIND"_s);
    const QCommandLineOption format(u"format"_s, QString(), u"FORMAT"_s);
    const QCommandLineOption help({u"h"_s, u"help"_s}, QString());
    parser.addOptions({source, kind, format, help});
    if (!parser.parse(QStringList{name()} + arguments)) {
        m_console.error(parser.errorText());
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(help)) {
        m_console.out() << helpText();
        return finish(ExitCode::Ok);
    }
    if (!parser.isSet(source) || !parser.positionalArguments().isEmpty()) {
        m_console.error(tr("prompt needs --source SRC and no other arguments"));
        return finish(ExitCode::Usage);
    }
    if (parser.isSet(kind)) {
        const Result<AiTask> task = aiTaskFromName(parser.value(kind));
        if (!task) {
            m_console.error(tr("--kind is generation, explanation or optimization"));
            return finish(ExitCode::Usage);
        }
        m_task = task.value();
    }
    const QString formatValue = parser.value(format);
    if (parser.isSet(format) && formatValue != "text"_L1 && formatValue != "json"_L1) {
        m_console.error(tr("--format is text or json"));
        return finish(ExitCode::Usage);
    }
    m_json = formatValue == "json"_L1;
    m_sources = std::make_unique<SourceResolver>();
    connect(m_sources.get(), &SourceResolver::resolved, this, &PromptCommand::open);
    connect(m_sources.get(), &SourceResolver::failed, this, &PromptCommand::fail);
    m_sources->resolve(parser.value(source));
}

void PromptCommand::open(const ResolvedSource& source)
{
    if (source.needsPassword())
        return fail({ErrorCode::PasswordNeeded,
                     tr("Source \"%1\" needs a password (NELUMBO_PASSWORD_%2 or the keychain)")
                         .arg(source.displayName(), source.definition.name.toUpper())});
    m_definition = source.definition;
    if (m_definition.aiPolicy == AiPolicy::Disabled)
        return fail({ErrorCode::AiNotSupportedForSource,
                     tr("The AI assistant is turned off for this source.")});
    m_connection = std::make_unique<Connection>();
    connect(m_connection.get(), &Connection::openFailed, this, &PromptCommand::fail);
    connect(m_connection.get(), &Connection::opened, this, [this] {
        auto* tables = m_connection->listTables();
        connect(tables, &AdapterRequest::finished, this, [this, tables] {
            tables->deleteLater();
            if (!tables->result())
                return fail(tables->result().error());
            print(tables->result().value());
        });
    });
    m_connection->open(source.connectionUrl());
    if (auto r = m_connection->applySourceVisibility(source.definition.name); !r)
        return fail(r.error());
}

void PromptCommand::print(const QList<TableInfo>& tables)
{
    const auto settings = Settings::open();
    const AdapterTrust trust = AdapterTrust::fromSettings(*settings);
    const TrustedAiContext ai = TrustedAiContext::from(*m_connection->adapter(), trust);
    ToolOptions options;
    options.columnValues = m_definition.aiPolicy == AiPolicy::Enabled;
    AiPrompt prompt;
    switch (m_task) {
    case AiTask::Generation:
        prompt = PromptBuilder::generation(ai, tables, m_definition.readOnly, options);
        break;
    case AiTask::Explanation:
        prompt = PromptBuilder::explanation(m_connection->adapter()->displayName());
        break;
    case AiTask::Optimization:
        prompt = PromptBuilder::optimization(ai);
        break;
    }
    if (m_json) {
        m_console.out() << QJsonDocument(prompt.toJson()).toJson(QJsonDocument::Indented);
    } else {
        m_console.out() << prompt.system << u"\n\n"_s << tr("Tools:") << u'\n';
        for (const LlmToolDefinition& tool : prompt.tools)
            m_console.out() << u"  "_s << tool.name << u": "_s << tool.description << u'\n';
    }
    finish(ExitCode::Ok);
}

void PromptCommand::fail(const Error& error)
{
    if (m_finished)
        return;
    const QJsonObject out{{u"error"_s, error.code}, {u"message"_s, error.message}};
    m_console.out() << QJsonDocument(out).toJson(QJsonDocument::Indented);
    finish(ExitCode::Failure);
}

void PromptCommand::interrupt()
{
    if (m_finished)
        return;
    m_console.message(tr("Interrupted"));
    finish(ExitCode::Interrupted);
}

void PromptCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished(exitCode);
}

} // namespace nelumbo
