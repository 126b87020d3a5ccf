#include "HistoryCommand.h"

#include "Console.h"
#include "DisplayWidth.h"
#include "ExitCode.h"
#include "HelpFormatter.h"
#include "core/ErrorCodes.h"
#include "core/SafeText.h"
#include "history/HistorySettings.h"
#include "history/HistoryStore.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace nelumbo {

namespace {
enum Option
{
    Source,
    Search,
    Failed,
    Succeeded,
    Limit,
    Format,
    Help
};

constexpr int kStatementWidth = 60;

Error usage(const QString& message)
{
    return Error{ErrorCode::Usage, message};
}

QString oneLine(const QString& statement)
{
    QString text = SafeText::escaped(statement.simplified(), SafeText::LineBreaks::Escape);
    if (text.size() > kStatementWidth)
        text = text.left(kStatementWidth - 1) + QChar(0x2026);
    return text;
}
} // namespace

QString HistoryCommand::summary() const
{
    return tr("Search the statements run from the app and by 'run --history'");
}

QList<QCommandLineOption> HistoryCommand::options()
{
    // In the order of the Option enum.
    return {
        QCommandLineOption(QStringLiteral("source"),
                           tr("Only statements run on the source named S (its name, or the URL "
                              "without password for a source given as a URL)."),
                           QStringLiteral("S")),
        QCommandLineOption(QStringLiteral("search"),
                           tr("Only statements whose text holds TEXT (ASCII letters in any "
                              "case)."),
                           QStringLiteral("TEXT")),
        QCommandLineOption(QStringLiteral("failed"),
                           tr("Only statements that failed or were cancelled.")),
        QCommandLineOption(QStringLiteral("succeeded"), tr("Only statements that succeeded.")),
        QCommandLineOption(QStringLiteral("limit"),
                           tr("Show the N newest at most; 0 shows all. Default: 50."),
                           QStringLiteral("N")),
        QCommandLineOption(QStringLiteral("format"), tr("table (the default) or json."),
                           QStringLiteral("FORMAT")),
        QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help.")),
    };
}

QString HistoryCommand::helpText() const
{
    QString text = tr("Usage: nelumbo-cli history [--source S] [--search TEXT] "
                      "[--failed|--succeeded]\n"
                      "                           [--limit N] [--format table|json]\n\n");
    text += HelpFormatter::wrap(
        tr("The query history: every statement run from the app's window, and those of "
           "'nelumbo-cli run --history', with its source, query language, start time, "
           "duration, rows and outcome, newest first. It is kept in history.sqlite in your "
           "data folder (history/file in the config file), bounded by history/max_entries "
           "(10000) and history/max_days; history/enabled = false turns it off, and a source "
           "configured history = off is never recorded (docs/CONFIG.md)."));
    text += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    text += HelpFormatter::options(options());
    text += QLatin1Char('\n') + tr("Output:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QStringLiteral("table"),
          tr("One line per statement: id, start time (UTC), source, duration, rows, outcome "
             "and the statement on one line, cut at 60 characters.")},
         {QStringLiteral("json"),
          tr("An array of {\"id\", \"statement\", \"source\", \"language\", \"started\", "
             "\"duration_ms\", \"rows\", \"outcome\", \"error\"}; outcome is succeeded or "
             "failed, rows null when unknown.")}});
    text += QLatin1Char('\n') + tr("Exit status:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QString::number(ExitCode::Ok), tr("success")},
         {QString::number(ExitCode::Failure), tr("runtime error: the history cannot be read")},
         {QString::number(ExitCode::Usage),
          tr("usage error: unknown option, bad --limit or --format")}});
    text += QLatin1Char('\n') + tr("Examples:") + QLatin1Char('\n');
    text += QStringLiteral("  nelumbo-cli run --history --source demo \"SELECT 1\"\n"
                           "  nelumbo-cli history --source demo --search artist --limit 10\n"
                           "  nelumbo-cli history --failed --format json\n");
    return text;
}

Result<HistoryCommand::Options> HistoryCommand::parse(const QStringList& arguments)
{
    const QList<QCommandLineOption> all = options();
    QCommandLineParser parser;
    parser.addOptions(all);
    if (!parser.parse(QStringList{QStringLiteral("nelumbo-cli")} + arguments))
        return usage(parser.errorText());
    Options o;
    if (parser.isSet(all[Help])) {
        o.help = true;
        return o;
    }
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));
    o.filter.source = parser.value(all[Source]);
    o.filter.text = parser.value(all[Search]);
    if (parser.isSet(all[Failed]) && parser.isSet(all[Succeeded]))
        return usage(tr("give --failed or --succeeded, not both"));
    if (parser.isSet(all[Failed]))
        o.filter.outcome = HistoryFilter::Outcome::Failed;
    else if (parser.isSet(all[Succeeded]))
        o.filter.outcome = HistoryFilter::Outcome::Succeeded;
    o.filter.limit = 50;
    if (parser.isSet(all[Limit])) {
        const QString text = parser.value(all[Limit]);
        bool ok = false;
        const int n = text.trimmed().toInt(&ok);
        if (!ok || n < 0)
            return usage(tr("--limit needs a whole number, 0 or more, not \"%1\"").arg(text));
        o.filter.limit = n;
    }
    if (parser.isSet(all[Format])) {
        const QString format = parser.value(all[Format]);
        if (format == QLatin1String("json"))
            o.json = true;
        else if (format != QLatin1String("table"))
            return usage(tr("unknown --format \"%1\": use table or json").arg(format));
    }
    return o;
}

QJsonObject HistoryCommand::json(const HistoryEntry& entry)
{
    return QJsonObject{
        {QStringLiteral("id"), entry.id},
        {QStringLiteral("statement"), entry.statement},
        {QStringLiteral("source"), entry.sourceName},
        {QStringLiteral("language"), entry.language},
        {QStringLiteral("started"), entry.startedAt.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("duration_ms"), entry.durationMs},
        {QStringLiteral("rows"), entry.rows >= 0 ? QJsonValue(entry.rows) : QJsonValue()},
        {QStringLiteral("outcome"),
         entry.failed ? QStringLiteral("failed") : QStringLiteral("succeeded")},
        {QStringLiteral("error"), entry.failed ? QJsonValue(entry.error) : QJsonValue()}};
}

QString HistoryCommand::table(const QList<HistoryEntry>& entries)
{
    QList<QStringList> rows{{tr("ID"), tr("STARTED"), tr("SOURCE"), tr("MS"), tr("ROWS"),
                             tr("OUTCOME"), tr("STATEMENT")}};
    for (const HistoryEntry& e : entries)
        rows.append({QString::number(e.id), e.startedAt.toUTC().toString(Qt::ISODate),
                     SafeText::escaped(e.sourceName, SafeText::LineBreaks::Escape),
                     QString::number(e.durationMs),
                     e.rows >= 0 ? QString::number(e.rows) : QStringLiteral("-"),
                     e.failed ? tr("failed") : tr("ok"), oneLine(e.statement)});
    QList<int> widths(rows.first().size(), 0);
    for (const QStringList& row : std::as_const(rows))
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], DisplayWidth::of(row[i]));
    QString out;
    for (const QStringList& row : std::as_const(rows)) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            out += row[i];
            if (i + 1 < row.size())
                out += QString(widths[i] - DisplayWidth::of(row[i]) + 2, QLatin1Char(' '));
        }
        out += QLatin1Char('\n');
    }
    return out;
}

int HistoryCommand::run(const QStringList& arguments)
{
    auto options = parse(arguments);
    if (!options) {
        console().error(options.error().message);
        console().message(tr("Try 'nelumbo-cli history --help' for more information."));
        return ExitCode::Usage;
    }
    if (options->help) {
        console().out() << helpText();
        return ExitCode::Ok;
    }
    const QString path = HistorySettings::read().path;
    QList<HistoryEntry> entries;
    if (QFileInfo::exists(path)) { // reading creates no file
        auto store = HistoryStore::open(path);
        if (!store) {
            console().error(store.error().message);
            return ExitCode::Failure;
        }
        auto found = store.value()->search(options->filter);
        if (!found) {
            console().error(found.error().message);
            return ExitCode::Failure;
        }
        entries = found.value();
    }
    if (options->json) {
        QJsonArray array;
        for (const HistoryEntry& e : std::as_const(entries))
            array.append(json(e));
        console().out() << QJsonDocument(array).toJson(QJsonDocument::Compact) << '\n';
    } else {
        console().out() << table(entries);
    }
    return ExitCode::Ok;
}

} // namespace nelumbo
