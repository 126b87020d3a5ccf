#include "GenerateCommand.h"

#include "Console.h"
#include "ai/AiEngine.h"
#include "core/Settings.h"
#include "llm/PriceTable.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace nelumbo {

GenerateCommand::GenerateCommand(Console& console, QObject* parent)
    : AiSourceCommand(console, parent)
{}

QString GenerateCommand::summary() const
{
    return tr("Write a statement from a request in plain words (AI)");
}

QString GenerateCommand::helpText() const
{
    return tr("Usage: nelumbo-cli generate --source SRC --prompt TEXT [--current STATEMENT]\n"
              "                            [--conversation FILE] [--allow-writes]\n"
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
              "      --conversation FILE  Earlier turns, read and then updated with this one.\n"
              "      --allow-writes       Allow statements that change data.\n"
              "  -h, --help               Show this help.\n"
              "\n"
              "Exit status: 0 generated, 1 error object printed, 2 usage error.\n");
}

void GenerateCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOptions({QCommandLineOption(u"prompt"_s, QString(), u"TEXT"_s),
                       QCommandLineOption(u"current"_s, QString(), u"STATEMENT"_s),
                       QCommandLineOption(u"conversation"_s, QString(), u"FILE"_s),
                       QCommandLineOption(u"allow-writes"_s, QString())});
}

bool GenerateCommand::readOptions(const QCommandLineParser& parser)
{
    if (parser.value(u"prompt"_s).trimmed().isEmpty() || !parser.positionalArguments().isEmpty()) {
        console().error(tr("generate needs --prompt TEXT and no other arguments"));
        return false;
    }
    m_prompt = parser.value(u"prompt"_s);
    m_current = parser.value(u"current"_s);
    m_allowWrites = parser.isSet(u"allow-writes"_s);
    m_conversationPath = parser.value(u"conversation"_s);
    if (!m_conversationPath.isEmpty()) {
        m_conversation = Conversation::load(m_conversationPath);
        if (!m_conversation && m_conversation.error().code == "not_found"_L1)
            m_conversation = Conversation();
    }
    return true;
}

void GenerateCommand::runTask(AiEngine& engine, Connection& connection,
                              const SourceDefinition& definition)
{
    if (!m_conversation)
        return fail(m_conversation.error());
    connect(&engine, &AiEngine::generated, this, &GenerateCommand::print);
    connect(&engine, &AiEngine::failed, this, &GenerateCommand::recordRefusal);
    GenerationRequest request;
    request.conversation = m_conversation.value();
    request.prompt = m_prompt;
    request.currentStatement = m_current;
    request.allowWrites = m_allowWrites;
    engine.generate({&connection, definition}, request);
}

void GenerateCommand::recordRefusal(const Error& error)
{
    // A refusal answers the question: both stay in the conversation, as in the editor's chat.
    if (m_conversationPath.isEmpty() || error.code != "unable_to_generate"_L1)
        return;
    auto saved = Conversation::update(m_conversationPath, [&](Conversation& conversation) {
        conversation.addUserMessage(m_prompt);
        conversation.addAssistantResponse(error.message, {});
    });
    if (!saved)
        console().error(saved.error().message);
}

void GenerateCommand::print(const AgentResult& result)
{
    if (!m_conversationPath.isEmpty()) {
        QStringList tables;
        for (const AgentTraceEntry& entry : result.trace) {
            if (entry.tool == QLatin1StringView(ToolName::DescribeTable) && !entry.isError)
                tables.append(
                    entry.arguments.value(QLatin1StringView(ToolArg::TableName)).toString());
        }
        // Added to the file as it is now: another run may have added its turn meanwhile.
        auto saved = Conversation::update(m_conversationPath, [&](Conversation& conversation) {
            conversation.addUserMessage(m_prompt);
            conversation.addAssistantResponse(result.text, result.statement, result.variables);
            conversation.noteTablesAnalyzed(tables);
        });
        if (!saved)
            return fail(saved.error());
    }
    const auto settings = Settings::open();
    QStringList priceWarnings;
    const PriceTable prices = PriceTable::load(*settings, &priceWarnings);
    for (const QString& warning : std::as_const(priceWarnings))
        console().message(tr("warning: %1").arg(warning));
    const LlmCost cost = prices.cost(modelString(), result.usage);
    QJsonArray trace;
    for (const AgentTraceEntry& entry : result.trace)
        trace.append(entry.toJson());
    succeed({{u"statement"_s, result.statement},
             {u"variables"_s, result.variables},
             {u"model"_s, result.model.isEmpty() ? modelString() : result.model},
             {u"usage"_s, usageJson(result.usage)},
             {u"cost"_s, cost.known ? QJsonValue(cost.amount) : QJsonValue()},
             {u"rounds"_s, result.rounds},
             {u"trace"_s, trace}});
}

} // namespace nelumbo
