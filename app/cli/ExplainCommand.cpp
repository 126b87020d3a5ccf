#include "ExplainCommand.h"

#include "Console.h"
#include "ai/AiEngine.h"

using namespace Qt::StringLiterals;

namespace nelumbo {

ExplainCommand::ExplainCommand(Console& console, QObject* parent)
    : AiSourceCommand(console, parent)
{}

QString ExplainCommand::summary() const
{
    return tr("Explain a statement or part of it in plain words (AI)");
}

QString ExplainCommand::helpText() const
{
    return tr("Usage: nelumbo-cli explain --source SRC [--fragment TEXT] STATEMENT\n"
              "\n"
              "Asks the configured model to explain STATEMENT, or only the part of it given\n"
              "with --fragment (the whole statement goes along as context). Prints JSON:\n"
              "explanation, model and usage.\n"
              "\n"
              "Options:\n"
              "      --source SRC     A source name, demo, or a URL. Required.\n"
              "      --fragment TEXT  The part of the statement to explain.\n"
              "  -h, --help           Show this help.\n"
              "\n"
              "Exit status: 0 explained, 1 error object printed, 2 usage error.\n");
}

void ExplainCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOption(QCommandLineOption(u"fragment"_s, QString(), u"TEXT"_s));
}

bool ExplainCommand::readOptions(const QCommandLineParser& parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || positional.first().trimmed().isEmpty()) {
        console().error(tr("explain needs one STATEMENT argument"));
        return false;
    }
    m_statement = positional.first();
    m_fragment = parser.value(u"fragment"_s);
    return true;
}

void ExplainCommand::runTask(AiEngine& engine, Connection& connection,
                             const SourceDefinition& definition)
{
    connect(&engine, &AiEngine::explained, this, [this](const AgentResult& result) {
        succeed({{u"explanation"_s, result.text.trimmed()},
                 {u"model"_s, result.model.isEmpty() ? modelString() : result.model},
                 {u"usage"_s, usageJson(result.usage)}});
    });
    engine.explain({&connection, definition}, m_statement, m_fragment);
}

} // namespace nelumbo
