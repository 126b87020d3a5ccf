#include "RunOptions.h"

#include "StatementArguments.h"
#include "VariableArguments.h"
#include "core/ErrorCodes.h"

#include <QCommandLineParser>

namespace nelumbo {

namespace {
enum Option
{
    Source,
    File,
    Saved,
    Format,
    MaxRows,
    Var,
    Write,
    History,
    Output,
    Table,
    Delimiter,
    QuoteAll,
    NoHeader,
    Bom,
    Help,
    OptionCount
};

Error usage(const QString& message)
{
    return Error{ErrorCode::Usage, message};
}
} // namespace

QList<QCommandLineOption> RunOptions::options()
{
    // In the order of the Option enum.
    return {
        QCommandLineOption(
            QStringLiteral("source"),
            tr("The database: sqlite:relative/path.db (relative to the current directory), "
               "sqlite:///absolute/path.db, or demo for the Chinook sample database that "
               "comes with Nelumbo. Required."),
            QStringLiteral("SRC")),
        QCommandLineOption({QStringLiteral("f"), QStringLiteral("file")},
                           tr("Read the statements from FILE (UTF-8) instead of the command "
                              "line; - reads standard input."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("saved"),
                           tr("Run the saved query NAME (see 'nelumbo-cli queries') instead of "
                              "STATEMENT or -f. Its saved variable values apply unless --var "
                              "gives others. A query saved for another query language than "
                              "SRC's (sql:postgres on an SQLite source, say) is refused."),
                           QStringLiteral("NAME")),
        QCommandLineOption(QStringLiteral("format"),
                           tr("Output format: table (the default), csv, json, tsv, ndjson, "
                              "markdown, insert or xlsx; see Output below."),
                           QStringLiteral("FORMAT")),
        QCommandLineOption(QStringLiteral("max-rows"),
                           tr("Print at most N rows of each result and stop reading the "
                              "rest; 0 means no limit. Default: 1000 for table, no limit for "
                              "csv and json."),
                           QStringLiteral("N")),
        QCommandLineOption(QStringLiteral("var"),
                           tr("The value of a {{NAME}} placeholder; give a NAME more than once "
                              "for a list. Values are bound as parameters, never pasted into "
                              "the SQL; [[ ... ]] parts stay out while their variables are empty."),
                           QStringLiteral("NAME=VALUE")),
        QCommandLineOption(QStringLiteral("write"),
                           tr("Allow statements that change data or schema for this run. "
                              "Without it the source is read-only: such statements are refused "
                              "before they reach the database, and the database session itself "
                              "is read-only. Sources configured read_only = true refuse it.")),
        QCommandLineOption(QStringLiteral("history"),
                           tr("Keep each statement run in the query history the app shows "
                              "(see 'nelumbo-cli history'), unless history is off in the "
                              "settings or for the source.")),
        QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                           tr("Write the output to FILE instead of standard output. It is written "
                              "under a temporary name beside FILE and renamed only when complete: "
                              "a failed or interrupted run leaves FILE as it was."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("table"),
                           tr("The table the INSERT statements of --format insert insert into "
                              "(SCHEMA.TABLE allowed); names are quoted as the source's SQL "
                              "needs. Required with insert."),
                           QStringLiteral("NAME")),
        QCommandLineOption(QStringLiteral("delimiter"),
                           tr("The field delimiter of csv, one character (default ,); "
                              "\\t means a tab."),
                           QStringLiteral("C")),
        QCommandLineOption(QStringLiteral("quote-all"),
                           tr("Quote every csv field but NULL, not only those that need it.")),
        QCommandLineOption(QStringLiteral("no-header"),
                           tr("Leave out the header line of column names (csv, tsv).")),
        QCommandLineOption(QStringLiteral("bom"),
                           tr("Start csv or tsv with a UTF-8 byte order mark, for spreadsheet "
                              "programs that need one to read UTF-8.")),
        QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help.")),
    };
}

bool RunOptions::exports() const
{
    switch (format) {
    case OutputFormat::Table:
    case OutputFormat::Json:
        return false;
    case OutputFormat::Csv:
        return delimiter != QLatin1Char(',') || quoteAll || noHeader || byteOrderMark;
    default:
        return true;
    }
}

ExportOptions RunOptions::exportOptions() const
{
    ExportOptions e;
    switch (format) {
    case OutputFormat::Tsv:
        e.format = ExportFormat::Tsv;
        break;
    case OutputFormat::Ndjson:
        e.format = ExportFormat::Ndjson;
        break;
    case OutputFormat::Markdown:
        e.format = ExportFormat::Markdown;
        break;
    case OutputFormat::Insert:
        e.format = ExportFormat::Insert;
        break;
    case OutputFormat::Xlsx:
        e.format = ExportFormat::Xlsx;
        break;
    default:
        e.format = ExportFormat::Csv;
        break;
    }
    e.delimiter = delimiter;
    e.quoting = quoteAll ? ExportOptions::Quoting::Always : ExportOptions::Quoting::AsNeeded;
    e.header = !noHeader;
    e.byteOrderMark = byteOrderMark;
    e.tableName = table;
    return e;
}

Result<RunOptions> RunOptions::parse(const QStringList& arguments)
{
    const QList<QCommandLineOption> all = options();
    QCommandLineParser parser;
    parser.addOptions(all);
    parser.addPositionalArgument(QStringLiteral("STATEMENT"), QString());
    // A statement starting with an SQL comment ("-- note") is a statement, not an option.
    const QStringList protectedArguments = StatementArguments::protect(
        arguments, [&all](QCommandLineParser& p) { p.addOptions(all); });
    if (!parser.parse(QStringList{QStringLiteral("nelumbo-cli")} + protectedArguments))
        return usage(parser.errorText());

    RunOptions o;
    if (parser.isSet(all[Help])) {
        o.showHelp = true;
        return o;
    }

    o.source = parser.value(all[Source]);
    if (!parser.isSet(all[Source]))
        return usage(tr("missing --source: name the database, for example --source demo or "
                        "--source sqlite:path/to/file.db"));
    if (o.source.trimmed().isEmpty())
        return usage(tr("--source needs a value"));

    if (parser.isSet(all[Format])) {
        const QString name = parser.value(all[Format]);
        const auto format = outputFormatFromName(name);
        if (!format)
            return usage(tr("unknown --format \"%1\": use table, csv, json, tsv, ndjson, "
                            "markdown, insert or xlsx")
                             .arg(name));
        o.format = *format;
    }

    if (parser.isSet(all[MaxRows])) {
        const QString text = parser.value(all[MaxRows]);
        bool ok = false;
        const qint64 n = text.trimmed().toLongLong(&ok);
        if (!ok || n < 0)
            return usage(
                tr("--max-rows needs a whole number of rows, 0 or more, not \"%1\"").arg(text));
        o.maxRows = n;
    }

    auto variables = VariableArguments::parse(parser.values(all[Var]));
    if (!variables)
        return usage(variables.error().message);
    o.variables = variables.value();
    o.write = parser.isSet(all[Write]);
    o.history = parser.isSet(all[History]);
    if (parser.isSet(all[Output])) {
        o.output = parser.value(all[Output]);
        if (o.output.isEmpty() || o.output == QLatin1String("-"))
            return usage(tr("--output needs a FILE name; leave it out to write to standard "
                            "output"));
    }
    o.table = parser.value(all[Table]);
    if (o.format == OutputFormat::Insert && o.table.trimmed().isEmpty())
        return usage(tr("--format insert needs --table NAME: the table to insert into"));
    if (parser.isSet(all[Table]) && o.format != OutputFormat::Insert)
        return usage(tr("--table applies to --format insert only"));
    o.quoteAll = parser.isSet(all[QuoteAll]);
    o.noHeader = parser.isSet(all[NoHeader]);
    o.byteOrderMark = parser.isSet(all[Bom]);
    if (parser.isSet(all[Delimiter])) {
        const QString text = parser.value(all[Delimiter]);
        const QString delimiter = text == QLatin1String("\\t") ? QStringLiteral("\t") : text;
        if (delimiter.size() != 1 || delimiter.at(0) == QLatin1Char('"') ||
            delimiter.at(0) == QLatin1Char('\n') || delimiter.at(0) == QLatin1Char('\r'))
            return usage(tr("--delimiter needs one character other than a quote or a line "
                            "break, not \"%1\"")
                             .arg(text));
        o.delimiter = delimiter.at(0);
    }
    if ((parser.isSet(all[Delimiter]) || o.quoteAll) && o.format != OutputFormat::Csv)
        return usage(tr("--delimiter and --quote-all apply to --format csv only"));
    if ((o.noHeader || o.byteOrderMark) && o.format != OutputFormat::Csv &&
        o.format != OutputFormat::Tsv)
        return usage(tr("--no-header and --bom apply to --format csv and tsv only"));
    if (o.exports() && parser.isSet(all[MaxRows]))
        return usage(tr("--max-rows applies to table, csv and json output; --format %1 "
                        "exports the whole result")
                         .arg(parser.value(all[Format])));

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return usage(tr("expected one STATEMENT but got %1 arguments; quote the SQL as a "
                        "single argument")
                         .arg(positional.size()));
    const bool hasFile = parser.isSet(all[File]);
    if (parser.isSet(all[Saved])) {
        o.saved = parser.value(all[Saved]);
        if (o.saved.trimmed().isEmpty())
            return usage(tr("--saved needs the NAME of a saved query"));
        if (hasFile || !positional.isEmpty())
            return usage(tr("give --saved NAME, STATEMENT or -f FILE, only one of them"));
        return o;
    }
    if (hasFile && !positional.isEmpty())
        return usage(tr("give either STATEMENT or -f FILE, not both"));
    if (!hasFile && positional.isEmpty())
        return usage(tr("nothing to run: give STATEMENT, -f FILE or --saved NAME"));
    if (hasFile) {
        o.file = parser.value(all[File]);
        if (o.file.isEmpty())
            return usage(tr("-f needs a file name"));
    } else {
        o.statement = positional.first();
    }
    return o;
}

} // namespace nelumbo
