#include "OptimizeCommand.h"

#include "Console.h"
#include "ai/AiEngine.h"

using namespace Qt::StringLiterals;

namespace nelumbo {

OptimizeCommand::OptimizeCommand(Console& console, QObject* parent)
    : AiSourceCommand(console, parent)
{}

QString OptimizeCommand::summary() const
{
    return tr("Suggest how to make a statement faster (AI)");
}

QString OptimizeCommand::helpText() const
{
    return tr("Usage: nelumbo-cli optimize --source SRC STATEMENT\n"
              "\n"
              "Plans STATEMENT on the source when it can and asks the configured model for\n"
              "suggestions; without a plan the review is structural. Prints JSON: suggestions\n"
              "(type, impact, title, suggestion), plan_used (and plan_error when no plan could\n"
              "be made), model and usage.\n"
              "\n"
              "Options:\n"
              "      --source SRC     A source name, demo, or a URL. Required.\n"
              "  -h, --help           Show this help.\n"
              "\n"
              "Exit status: 0 answered, 1 error object printed, 2 usage error.\n");
}

void OptimizeCommand::addOptions(QCommandLineParser&) {}

bool OptimizeCommand::readOptions(const QCommandLineParser& parser)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || positional.first().trimmed().isEmpty()) {
        console().error(tr("optimize needs one STATEMENT argument"));
        return false;
    }
    m_statement = positional.first();
    return true;
}

void OptimizeCommand::runTask(AiEngine& engine, Connection& connection,
                              const SourceDefinition& definition)
{
    connect(&engine, &AiEngine::optimized, this, [this](const OptimizationResult& result) {
        QJsonObject out{{u"suggestions"_s, OptimizationSuggestions::toJson(result.suggestions)},
                        {u"plan_used"_s, result.planUsed},
                        {u"model"_s, result.model.isEmpty() ? modelString() : result.model},
                        {u"usage"_s, usageJson(result.usage)}};
        if (!result.planError.isEmpty())
            out.insert(u"plan_error"_s, result.planError);
        succeed(out);
    });
    engine.optimize({&connection, definition}, m_statement);
}

} // namespace nelumbo
