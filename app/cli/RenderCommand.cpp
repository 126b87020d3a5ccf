#include "RenderCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "OfflineSource.h"
#include "VariableArguments.h"
#include "adapter/DatabaseAdapter.h"
#include "core/TextExport.h"
#include "variables/VariableCaster.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nelumbo {

QString RenderCommand::summary() const
{
    return tr("Show the statement and bound values a template compiles to, as JSON");
}

QString RenderCommand::helpText() const
{
    return tr("Usage: nelumbo-cli render --source SRC [--var NAME=VALUE]... STATEMENT\n"
              "\n"
              "Compiles STATEMENT's template syntax for the dialect of SRC and prints:\n"
              "  {\"statement\": \"SELECT ... WHERE id = ?\", \"params\": [42],\n"
              "   \"variables\": [\"id\"], \"language\": \"sql:sqlite\"}\n"
              "{{name}} becomes a bound parameter (never text spliced into the statement);\n"
              "[[ ... ]] is kept, without the brackets, only when every variable inside it has\n"
              "a non-empty value. The database is not opened.\n"
              "\n"
              "Options:\n"
              "      --source SRC       The data source whose dialect to use. Required.\n"
              "      --var NAME=VALUE   A variable's value; give a NAME more than once for a\n"
              "                         list (IN ({{ids}}) → IN (?, ?, ?)).\n"
              "  -h, --help             Show this help.\n"
              "\n"
              "Exit status: 0 compiled, 1 a variable is missing or invalid, 2 usage error.\n");
}

int RenderCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption source(QStringLiteral("source"), QString(), QStringLiteral("SRC"));
    const QCommandLineOption var(QStringLiteral("var"), QString(), QStringLiteral("NAME=VALUE"));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QString());
    parser.addOptions({source, var, help});
    if (!parser.parse(QStringList{QStringLiteral("render")} + arguments)) {
        console().error(parser.errorText());
        return ExitCode::Usage;
    }
    if (parser.isSet(help)) {
        console().out() << helpText();
        return ExitCode::Ok;
    }
    if (!parser.isSet(source) || parser.positionalArguments().size() != 1) {
        console().error(tr("render needs --source SRC and one STATEMENT"));
        return ExitCode::Usage;
    }
    auto values = VariableArguments::parse(parser.values(var));
    if (!values) {
        console().error(values.error().message);
        return ExitCode::Usage;
    }
    auto offline = OfflineSource::resolve(parser.value(source));
    if (!offline) {
        console().error(offline.error().message);
        return ExitCode::Failure;
    }
    const DatabaseAdapter* adapter = offline->adapter;
    const QString statement = parser.positionalArguments().first();
    const QueryLanguage& language = adapter->language();
    const QVariantMap bound = VariableCaster::bindable(
        values.value(), [adapter](const QString& text) { return adapter->untypedValue(text); });
    auto compiled =
        language.compileTemplate(statement, bound, VariableArguments::listDefinitions(bound));
    if (!compiled) {
        console().out() << QJsonDocument(
                               QJsonObject{{QStringLiteral("error"), compiled.error().code},
                                           {QStringLiteral("message"), compiled.error().message}})
                               .toJson(QJsonDocument::Compact)
                        << '\n';
        return ExitCode::Failure;
    }
    QJsonArray params;
    for (const QVariant& v : compiled->params)
        params << TextExport::json(v);
    const QJsonObject json{{QStringLiteral("statement"), compiled->sql},
                           {QStringLiteral("params"), params},
                           {QStringLiteral("variables"),
                            QJsonArray::fromStringList(language.variableNames(statement))},
                           {QStringLiteral("language"), adapter->queryLanguage()}};
    console().out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    return ExitCode::Ok;
}

} // namespace nelumbo
