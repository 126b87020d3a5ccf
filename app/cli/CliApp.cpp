#include "CliApp.h"

#include "AiCommand.h"
#include "CheckCommand.h"
#include "CompleteCommand.h"
#include "EvalCommand.h"
#include "ExitCode.h"
#include "ExplainCommand.h"
#include "ExplainPlanCommand.h"
#include "FormatCommand.h"
#include "GenerateCommand.h"
#include "HelpFormatter.h"
#include "HistoryCommand.h"
#include "OptimizeCommand.h"
#include "PromptCommand.h"
#include "QueriesCommand.h"
#include "RenderCommand.h"
#include "RunCommand.h"
#include "SchemaCommand.h"
#include "SourcesCommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <cstdlib>

namespace nelumbo {

namespace {
const QString kHelpCommand = QStringLiteral("help");

QCommandLineOption configOption()
{
    return QCommandLineOption(
        QStringLiteral("config"),
        CliApp::tr("Read settings and sources from FILE instead of $NELUMBO_CONFIG or "
                   "~/.config/Nelumbo/nelumbo/nelumbo.conf; see docs/CONFIG.md. Goes before "
                   "COMMAND."),
        QStringLiteral("FILE"));
}
} // namespace

CliApp::CliApp(QObject* parent)
    : QObject(parent)
{
    // New subcommands are one line here.
    m_registry.add(std::make_unique<RunCommand>(m_console));
    m_registry.add(std::make_unique<SourcesCommand>(m_console));
    m_registry.add(std::make_unique<SchemaCommand>(m_console));
    m_registry.add(std::make_unique<CompleteCommand>(m_console));
    m_registry.add(std::make_unique<CheckCommand>(m_console));
    m_registry.add(std::make_unique<RenderCommand>(m_console));
    m_registry.add(std::make_unique<FormatCommand>(m_console));
    m_registry.add(std::make_unique<ExplainPlanCommand>(m_console));
    m_registry.add(std::make_unique<AiCommand>(m_console));
    m_registry.add(std::make_unique<GenerateCommand>(m_console));
    m_registry.add(std::make_unique<PromptCommand>(m_console));
    m_registry.add(std::make_unique<ExplainCommand>(m_console));
    m_registry.add(std::make_unique<OptimizeCommand>(m_console));
    m_registry.add(std::make_unique<EvalCommand>(m_console));
    m_registry.add(std::make_unique<QueriesCommand>(m_console));
    m_registry.add(std::make_unique<HistoryCommand>(m_console));

    connect(&m_interrupts, &InterruptWatcher::interrupted, this, &CliApp::onInterrupted);
    m_interrupts.exitOnRepeat(tr("Interrupted"), ExitCode::Interrupted);
}

CliApp::~CliApp() = default;

int CliApp::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    // Everything after the command name belongs to the command.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    const QCommandLineOption version(QStringLiteral("version"), QString());
    const QCommandLineOption config = configOption();
    parser.addOption(help);
    parser.addOption(version);
    parser.addOption(config);
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(config)) {
        const QString file = parser.value(config);
        if (file.trimmed().isEmpty())
            return usageError(tr("--config needs a FILE"));
        // The engine finds the file through NELUMBO_CONFIG (Settings::filePath()); the option
        // overrides it for this process and everything it starts.
        qputenv("NELUMBO_CONFIG", QFile::encodeName(QFileInfo(file).absoluteFilePath()));
    }

    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(version)) {
        m_console.out() << "nelumbo-cli " << QStringLiteral(NELUMBO_VERSION) << '\n';
        return ExitCode::Ok;
    }
    if (parser.isSet(help))
        return showHelp(positional.value(0));
    if (positional.isEmpty())
        return usageError(tr("no command given"));

    const QString name = positional.first();
    if (name == kHelpCommand) {
        if (positional.size() > 2)
            return usageError(tr("help takes one COMMAND at most"));
        return showHelp(positional.value(1));
    }
    Command* command = m_registry.find(name);
    if (!command)
        return usageError(tr("unknown command \"%1\"").arg(name));
    return execute(*command, positional.mid(1));
}

int CliApp::execute(Command& command, const QStringList& arguments)
{
    m_exitCode.reset();
    m_current = &command;
    const auto connection = connect(&command, &Command::finished, this, [this](int code) {
        m_exitCode = code;
        QCoreApplication::exit(code);
    });
    command.start(arguments);
    // A command that finished within start() must not enter the loop: exit() before exec()
    // would be lost.
    if (!m_exitCode)
        QCoreApplication::exec();
    disconnect(connection);
    m_current = nullptr;
    m_console.flush();
    return m_exitCode.value_or(ExitCode::Failure);
}

int CliApp::showHelp(const QString& commandName)
{
    if (commandName.isEmpty() || commandName == kHelpCommand) {
        m_console.out() << helpText();
        return ExitCode::Ok;
    }
    const Command* command = m_registry.find(commandName);
    if (!command)
        return usageError(tr("unknown command \"%1\"").arg(commandName));
    m_console.out() << command->helpText();
    return ExitCode::Ok;
}

int CliApp::usageError(const QString& message)
{
    m_console.error(message);
    m_console.message(tr("Try 'nelumbo-cli --help' for more information."));
    return ExitCode::Usage;
}

QString CliApp::helpText() const
{
    QString text = tr("Usage: nelumbo-cli COMMAND [OPTIONS] [ARGUMENTS]\n"
                      "       nelumbo-cli help COMMAND\n"
                      "       nelumbo-cli --help | --version\n\n");
    text += HelpFormatter::wrap(tr("Nelumbo's query engine on the command line."));
    text += QLatin1Char('\n') + tr("Commands:") + QLatin1Char('\n');
    QList<QPair<QString, QString>> commands;
    for (const auto& command : m_registry.commands())
        commands.append({command->name(), command->summary()});
    commands.append({kHelpCommand, tr("Show the help of COMMAND")});
    text += HelpFormatter::table(commands);
    text += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    text += HelpFormatter::options(
        {QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                            tr("Show this help; with a COMMAND, that command's help.")),
         QCommandLineOption(QStringLiteral("version"), tr("Show the version.")), configOption()});
    text += QLatin1Char('\n');
    text += HelpFormatter::wrap(
        tr("Run 'nelumbo-cli COMMAND --help' or 'nelumbo-cli help COMMAND' for the options of "
           "a command."));
    text += QLatin1Char('\n') + tr("Exit status:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QString::number(ExitCode::Ok), tr("success")},
         {QString::number(ExitCode::Failure), tr("runtime error, such as a failing statement")},
         {QString::number(ExitCode::Usage), tr("usage error on the command line")},
         {QString::number(ExitCode::Interrupted), tr("interrupted with Ctrl+C")}});
    return text;
}

void CliApp::onInterrupted(int count)
{
    if (count > 1) {
        // A second Ctrl+C leaves at once, even if the database does not answer.
        m_console.message(tr("Interrupted"));
        std::_Exit(ExitCode::Interrupted);
    }
    if (m_current)
        m_current->interrupt();
}

} // namespace nelumbo
