#include "QueriesCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "HelpFormatter.h"
#include "OfflineSource.h"
#include "QueriesPrinter.h"
#include "VariableArguments.h"
#include "adapter/DatabaseAdapter.h"
#include "core/ErrorCodes.h"
#include "queries/SavedQueryStore.h"
#include "queries/SavedQueryVariables.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>
#include <cstdio>

namespace nelumbo {

namespace {
enum Option
{
    Format,
    Source,
    File,
    Var,
    Replace,
    Help
};

Error usage(const QString& message)
{
    return Error{ErrorCode::Usage, message};
}

} // namespace

QString QueriesCommand::summary() const
{
    return tr("List, show, save, rename and delete saved queries");
}

QList<QCommandLineOption> QueriesCommand::options()
{
    // In the order of the Option enum.
    return {
        QCommandLineOption(QStringLiteral("format"),
                           tr("list: table (the default) or json; show: text (the default) or "
                              "json."),
                           QStringLiteral("FORMAT")),
        QCommandLineOption(QStringLiteral("source"),
                           tr("save: the source the query is written for, a name from "
                              "'nelumbo-cli sources' or a URL. Its query language is recorded, "
                              "and the query then runs only on sources of that language."),
                           QStringLiteral("SRC")),
        QCommandLineOption({QStringLiteral("f"), QStringLiteral("file")},
                           tr("save: read the statement from FILE (UTF-8); - reads standard "
                              "input."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("var"),
                           tr("save: a value saved with the query for its {{NAME}} "
                              "placeholder; give a NAME more than once for a list. 'run "
                              "--saved' uses it unless --var gives another."),
                           QStringLiteral("NAME=VALUE")),
        QCommandLineOption(QStringLiteral("replace"),
                           tr("save: replace the saved query of that name instead of failing.")),
        QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help.")),
    };
}

QString QueriesCommand::helpText() const
{
    QString text = tr("Usage: nelumbo-cli queries [list] [--format table|json]\n"
                      "       nelumbo-cli queries show NAME [--format text|json]\n"
                      "       nelumbo-cli queries save NAME --source SRC (STATEMENT | -f FILE)\n"
                      "                               [--var NAME=VALUE]... [--replace]\n"
                      "       nelumbo-cli queries rename NAME NEW_NAME\n"
                      "       nelumbo-cli queries delete NAME\n\n");
    text += HelpFormatter::wrap(
        tr("The library of saved queries, shared with the app's Saved Queries panel: a name, "
           "the statement, its variables and their values, the source it was saved for and "
           "that source's query language (sql:sqlite, sql:postgres, sql:mysql). The library "
           "is the file queries/library of the config file, by default queries.sqlite in "
           "your data folder (docs/CONFIG.md). Run a saved query with 'nelumbo-cli run "
           "--saved NAME --source SRC'; on a source of another language it is refused."));
    text += QLatin1Char('\n') + tr("Actions:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QStringLiteral("list"),
          tr("Every saved query: name, source, language and when it last changed. The "
             "default action.")},
         {QStringLiteral("show"), tr("One saved query with its variables, values and statement.")},
         {QStringLiteral("save"),
          tr("Save STATEMENT (or the statement in FILE) as NAME for source SRC.")},
         {QStringLiteral("rename"), tr("Give a saved query another name.")},
         {QStringLiteral("delete"), tr("Delete a saved query.")}});
    text += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    text += HelpFormatter::options(options());
    text += QLatin1Char('\n') + tr("Exit status:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QString::number(ExitCode::Ok), tr("success")},
         {QString::number(ExitCode::Failure),
          tr("runtime error: no saved query of that name, the name is taken, unknown source, "
             "the library cannot be read or written")},
         {QString::number(ExitCode::Usage), tr("usage error: unknown action or option")}});
    text += QLatin1Char('\n') + tr("Examples:") + QLatin1Char('\n');
    text += QStringLiteral("  nelumbo-cli queries save rock --source demo --var genre=1 \\\n"
                           "      \"SELECT Name FROM Track WHERE GenreId = {{genre}}\"\n"
                           "  nelumbo-cli run --saved rock --source demo --var genre=2\n"
                           "  nelumbo-cli queries list --format json\n");
    return text;
}

Result<QueriesCommand::Options> QueriesCommand::parse(const QStringList& arguments)
{
    const QList<QCommandLineOption> all = options();
    QCommandLineParser parser;
    parser.addOptions(all);
    if (!parser.parse(QStringList{QStringLiteral("nelumbo-cli")} + arguments))
        return usage(parser.errorText());
    Options o;
    if (parser.isSet(all[Help])) {
        o.action = QStringLiteral("help");
        return o;
    }
    QStringList positional = parser.positionalArguments();
    o.action = positional.isEmpty() ? QStringLiteral("list") : positional.takeFirst();
    QList<Option> allowed;
    qsizetype expected = 1;
    if (o.action == QLatin1String("list")) {
        allowed = {Format};
        expected = 0;
    } else if (o.action == QLatin1String("show")) {
        allowed = {Format};
    } else if (o.action == QLatin1String("save")) {
        allowed = {Source, File, Var, Replace};
    } else if (o.action == QLatin1String("rename")) {
        expected = 2;
    } else if (o.action != QLatin1String("delete")) {
        return usage(
            tr("unknown action \"%1\": use list, show, save, rename or delete").arg(o.action));
    }
    for (Option option : {Format, Source, File, Var, Replace})
        if (parser.isSet(all[option]) && !allowed.contains(option))
            return usage(tr("--%1 is not an option of 'queries %2'")
                             .arg(all[option].names().constLast(), o.action));

    if (o.action == QLatin1String("save")) {
        // NAME, then STATEMENT unless -f gives it.
        const bool hasFile = parser.isSet(all[File]);
        if (positional.isEmpty())
            return usage(tr("'queries save' needs a NAME"));
        if (hasFile && positional.size() > 1)
            return usage(tr("give either STATEMENT or -f FILE, not both"));
        if (!hasFile && positional.size() < 2)
            return usage(tr("nothing to save: give STATEMENT or -f FILE"));
        if (positional.size() > 2)
            return usage(tr("expected NAME and one STATEMENT but got %1 arguments; quote the SQL "
                            "as a single argument")
                             .arg(positional.size()));
        if (!parser.isSet(all[Source]) || parser.value(all[Source]).trimmed().isEmpty())
            return usage(tr("'queries save' needs --source SRC: the source the query is written "
                            "for"));
        o.source = parser.value(all[Source]);
        o.file = parser.value(all[File]);
        o.statement = positional.value(1);
        o.names = {positional.first()};
        auto variables = VariableArguments::parse(parser.values(all[Var]));
        if (!variables)
            return usage(variables.error().message);
        o.variables = variables.value();
        o.replace = parser.isSet(all[Replace]);
    } else {
        if (positional.size() != expected)
            return usage(expected == 0   ? tr("'queries list' takes no arguments")
                         : expected == 1 ? tr("'queries %1' needs one NAME").arg(o.action)
                                         : tr("'queries rename' needs NAME and NEW_NAME"));
        o.names = positional;
    }
    if (parser.isSet(all[Format])) {
        const QString format = parser.value(all[Format]);
        const QString plain =
            o.action == QLatin1String("list") ? QStringLiteral("table") : QStringLiteral("text");
        if (format != plain && format != QLatin1String("json"))
            return usage(tr("unknown --format \"%1\": use %2 or json").arg(format, plain));
        o.json = format == QLatin1String("json");
    }
    return o;
}

int QueriesCommand::run(const QStringList& arguments)
{
    auto options = parse(arguments);
    if (!options) {
        console().error(options.error().message);
        console().message(tr("Try 'nelumbo-cli queries --help' for more information."));
        return ExitCode::Usage;
    }
    if (options->action == QLatin1String("help")) {
        console().out() << helpText();
        return ExitCode::Ok;
    }
    auto store = SavedQueryStore::open(SavedQueryStore::configuredPath());
    if (!store)
        return fail(store.error().message);
    SavedQueryStore& s = *store.value();
    const QString& action = options->action;
    if (action == QLatin1String("list"))
        return list(s, *options);
    if (action == QLatin1String("show"))
        return show(s, *options);
    if (action == QLatin1String("save"))
        return save(s, *options);
    if (action == QLatin1String("rename"))
        return rename(s, *options);
    return remove(s, *options);
}

int QueriesCommand::fail(const QString& message)
{
    console().error(message);
    return ExitCode::Failure;
}

int QueriesCommand::list(SavedQueryStore& store, const Options& o)
{
    auto queries = store.list();
    if (!queries)
        return fail(queries.error().message);
    if (o.json) {
        QJsonArray array;
        for (const SavedQuery& q : queries.value())
            array.append(QueriesPrinter::json(q));
        console().out() << QJsonDocument(array).toJson(QJsonDocument::Compact) << '\n';
    } else {
        console().out() << QueriesPrinter::table(queries.value());
    }
    return ExitCode::Ok;
}

int QueriesCommand::show(SavedQueryStore& store, const Options& o)
{
    auto query = store.byName(o.names.first());
    if (!query)
        return fail(query.error().message);
    if (o.json)
        console().out()
            << QJsonDocument(QueriesPrinter::json(query.value())).toJson(QJsonDocument::Compact)
            << '\n';
    else
        console().out() << QueriesPrinter::page(query.value());
    return ExitCode::Ok;
}

int QueriesCommand::save(SavedQueryStore& store, const Options& o)
{
    SavedQuery query;
    query.name = o.names.first();
    query.statement = o.statement;
    if (!o.file.isEmpty()) {
        const bool fromStdin = o.file == QLatin1String("-");
        const QString shown = fromStdin ? tr("standard input") : o.file;
        QFile file(o.file);
        if (!(fromStdin ? file.open(stdin, QIODevice::ReadOnly) : file.open(QIODevice::ReadOnly)))
            return fail(tr("cannot read %1: %2").arg(shown, file.errorString()));
        QStringDecoder decoder(QStringDecoder::Utf8);
        query.statement = decoder.decode(file.readAll());
        if (decoder.hasError())
            return fail(tr("%1 is not UTF-8 text").arg(shown));
    }
    auto source = OfflineSource::resolve(o.source);
    if (!source)
        return fail(source.error().message);
    // Only a configured name: an ad-hoc URL could hold a password.
    query.dataSource = source->definition.name;
    query.queryLanguage = source->adapter->queryLanguage();
    query.variables = SavedQueryVariables::toJson(VariableArguments::listDefinitions(o.variables));
    query.values = SavedQueryVariables::toJson(o.variables);

    if (auto checked = source->adapter->language().checkPlaceholders(query.statement); !checked)
        console().message(tr("warning: %1").arg(checked.error().message));

    if (auto existing = store.byName(query.name.trimmed()); existing) {
        if (!o.replace)
            return fail(tr("a saved query named \"%1\" already exists; add --replace to replace "
                           "it")
                            .arg(existing->name));
        query.id = existing->id;
    }
    auto saved = store.save(query);
    if (!saved)
        return fail(saved.error().message);
    console().message(
        query.id == 0 ? tr("Saved \"%1\" for %2 (%3)")
                            .arg(query.name.trimmed(), source->displayName, query.queryLanguage)
                      : tr("Replaced \"%1\" for %2 (%3)")
                            .arg(query.name.trimmed(), source->displayName, query.queryLanguage));
    return ExitCode::Ok;
}

int QueriesCommand::rename(SavedQueryStore& store, const Options& o)
{
    auto query = store.byName(o.names.at(0));
    if (!query)
        return fail(query.error().message);
    if (auto r = store.rename(query->id, o.names.at(1)); !r)
        return fail(r.error().message);
    console().message(tr("Renamed \"%1\" to \"%2\"").arg(o.names.at(0), o.names.at(1).trimmed()));
    return ExitCode::Ok;
}

int QueriesCommand::remove(SavedQueryStore& store, const Options& o)
{
    auto query = store.byName(o.names.first());
    if (!query)
        return fail(query.error().message);
    if (auto r = store.remove(query->id); !r)
        return fail(r.error().message);
    console().message(tr("Deleted \"%1\"").arg(query->name));
    return ExitCode::Ok;
}

} // namespace nelumbo
