#include "CheckCommand.h"

#include "Console.h"
#include "adapter/DatabaseAdapter.h"
#include "ExitCode.h"
#include "OfflineSource.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

namespace nelumbo {

QString CheckCommand::summary() const
{
    return tr("Tell whether a statement may run in read-only mode, as JSON");
}

QString CheckCommand::helpText() const
{
    return tr("Usage: nelumbo-cli check --source SRC STATEMENT\n"
              "\n"
              "Classifies STATEMENT the way read-only mode does before anything reaches the\n"
              "database, for the query language of SRC (a source name, demo, or a URL), and\n"
              "prints the verdict as JSON:\n"
              "  {\"allowed\": false, \"code\": \"data_change\", \"reason\": \"...\",\n"
              "   \"language\": \"sql:sqlite\", \"source\": \"demo\"}\n"
              "The database is not opened. Read-only mode also makes the database session\n"
              "itself refuse writes; this command shows only the first of those layers.\n"
              "\n"
              "Options:\n"
              "      --source SRC  The data source whose dialect to use. Required.\n"
              "  -h, --help        Show this help.\n"
              "\n"
              "Exit status:\n"
              "  0  the statement is allowed\n"
              "  1  it is refused (or SRC cannot be resolved)\n"
              "  2  usage error\n");
}

int CheckCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption source(QStringLiteral("source"), QString(), QStringLiteral("SRC"));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    parser.addOption(source);
    parser.addOption(help);
    if (!parser.parse(QStringList{QStringLiteral("check")} + arguments)) {
        console().error(parser.errorText());
        return ExitCode::Usage;
    }
    if (parser.isSet(help)) {
        console().out() << helpText();
        return ExitCode::Ok;
    }
    if (!parser.isSet(source)) {
        console().error(tr("check needs --source SRC"));
        return ExitCode::Usage;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        console().error(tr("check takes exactly one STATEMENT (quote it)"));
        return ExitCode::Usage;
    }

    auto offline = OfflineSource::resolve(parser.value(source));
    if (!offline) {
        console().error(offline.error().message);
        return ExitCode::Failure;
    }
    const DatabaseAdapter* adapter = offline->adapter;
    const QString language = adapter->queryLanguage();
    const AccessVerdict verdict = adapter->language().checkReadOnly(positional.first());
    QJsonObject json{{QStringLiteral("allowed"), verdict.allowed},
                     {QStringLiteral("language"), language},
                     {QStringLiteral("source"), offline->displayName}};
    if (!verdict.allowed) {
        json.insert(QStringLiteral("code"), verdict.code);
        json.insert(QStringLiteral("reason"), verdict.reason);
    }
    console().out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    return verdict.allowed ? ExitCode::Ok : ExitCode::Failure;
}

} // namespace nelumbo
