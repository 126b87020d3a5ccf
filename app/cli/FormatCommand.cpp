#include "FormatCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "OfflineSource.h"
#include "StatementArguments.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/Settings.h"

#include <QCommandLineParser>
#include <QFile>

namespace nelumbo {

namespace {
QList<QCommandLineOption> formatOptions()
{
    return {QCommandLineOption(QStringLiteral("keyword-case"), QString(), QStringLiteral("CASE")),
            QCommandLineOption(QStringLiteral("language"), QString(), QStringLiteral("LANGUAGE")),
            QCommandLineOption(QStringLiteral("source"), QString(), QStringLiteral("SRC")),
            QCommandLineOption({QStringLiteral("f"), QStringLiteral("file")}, QString(),
                               QStringLiteral("FILE")),
            QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, QString())};
}
} // namespace

QString FormatCommand::summary() const
{
    return tr("Format a statement or script: one clause per line, keywords in one case");
}

QString FormatCommand::helpText() const
{
    return tr("Usage: nelumbo-cli format [--keyword-case upper|lower|keep]\n"
              "                          [--language LANGUAGE | --source SRC] [--] STATEMENT\n"
              "       nelumbo-cli format [OPTIONS] -f FILE\n"
              "\n"
              "Prints STATEMENT (or every statement of FILE) laid out one clause per line, with\n"
              "select lists, joins and conditions indented and subqueries nested. Only white\n"
              "space and the case of keywords change: comments, strings, quoted names, {{name}}\n"
              "and [[ ... ]] stay exactly as written, and formatting the output again changes\n"
              "nothing. Text with a quote or comment that does not end is not formatted.\n"
              "The database is not opened.\n"
              "\n"
              "Options:\n"
              "      --keyword-case CASE  upper, lower or keep (as written). Default: the\n"
              "                           setting editor/format_keyword_case (upper).\n"
              "      --language LANGUAGE  The query language (sql:postgres, sql:mysql,\n"
              "                           sql:sqlite, or a URL scheme such as postgres).\n"
              "      --source SRC         Use the dialect of a source (a name, demo, or a URL).\n"
              "  -f, --file FILE          Read the text from FILE (UTF-8).\n"
              "  -h, --help               Show this help.\n"
              "\n"
              "Without --language or --source the text is read as standard SQL.\n"
              "\n"
              "Exit status: 0 formatted, 1 the text cannot be formatted, 2 usage error.\n");
}

const QueryLanguage* FormatCommand::languageFor(const QString& language, const QString& source)
{
    if (!source.isEmpty()) {
        auto offline = OfflineSource::resolve(source);
        if (!offline) {
            console().error(offline.error().message);
            return nullptr;
        }
        return &offline->adapter->language();
    }
    if (language.isEmpty())
        return &QueryLanguage::standard();
    for (const QString& id : AdapterRegistry::ids()) {
        const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
        if (adapter->queryLanguage().compare(language, Qt::CaseInsensitive) == 0)
            return &adapter->language();
    }
    if (const DatabaseAdapter* adapter = AdapterRegistry::forScheme(language.toLower()))
        return &adapter->language();
    //: %1 is the language given, %2 a list of the known ones
    console().error(
        tr("Unknown language \"%1\"; known: %2").arg(language, AdapterRegistry::exampleLanguage()));
    return nullptr;
}

int FormatCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QList<QCommandLineOption> options = formatOptions();
    parser.addOptions(options);
    const QStringList protectedArguments = StatementArguments::protect(
        arguments, [&options](QCommandLineParser& p) { p.addOptions(options); });
    if (!parser.parse(QStringList{QStringLiteral("format")} + protectedArguments)) {
        console().error(parser.errorText());
        return ExitCode::Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        console().out() << helpText();
        return ExitCode::Ok;
    }
    const QStringList positional = parser.positionalArguments();
    const bool hasFile = parser.isSet(QStringLiteral("file"));
    if (hasFile == (positional.size() == 1) || positional.size() > 1) {
        console().error(tr("format needs one STATEMENT or -f FILE"));
        return ExitCode::Usage;
    }
    if (parser.isSet(QStringLiteral("language")) && parser.isSet(QStringLiteral("source"))) {
        console().error(tr("give --language or --source, not both"));
        return ExitCode::Usage;
    }

    FormatOptions format;
    const QString keywordCase =
        parser.isSet(QStringLiteral("keyword-case"))
            ? parser.value(QStringLiteral("keyword-case"))
            : Settings::value(*Settings::open(), SettingsKey::EditorFormatKeywordCase).toString();
    if (const auto kc = FormatOptions::keywordCaseFromName(keywordCase)) {
        format.keywordCase = *kc;
    } else {
        //: upper, lower and keep are the option's values, not to be translated
        console().error(tr("--keyword-case is upper, lower or keep, not \"%1\"").arg(keywordCase));
        return ExitCode::Usage;
    }

    QString text;
    if (hasFile) {
        QFile file(parser.value(QStringLiteral("file")));
        if (!file.open(QIODevice::ReadOnly)) {
            console().error(tr("Cannot read %1: %2").arg(file.fileName(), file.errorString()));
            return ExitCode::Failure;
        }
        text = QString::fromUtf8(file.readAll());
    } else {
        text = positional.first();
    }

    const QueryLanguage* language = languageFor(parser.value(QStringLiteral("language")),
                                                parser.value(QStringLiteral("source")));
    if (!language)
        return ExitCode::Failure;
    const Result<QString> formatted = language->format(text, format);
    if (!formatted) {
        console().error(formatted.error().message);
        return ExitCode::Failure;
    }
    console().out() << formatted.value() << '\n';
    return ExitCode::Ok;
}

} // namespace nelumbo
