#include "RunCommand.h"

#include "Console.h"
#include "ExitCode.h"
#include "HelpFormatter.h"
#include "OfflineSource.h"
#include "ResultPrinter.h"
#include "RunOptions.h"
#include "ScriptRunner.h"
#include "VariableArguments.h"
#include "adapter/CredentialUrl.h"
#include "adapter/DatabaseAdapter.h"
#include "ai/Conversation.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "export/ResultExporter.h"
#include "history/HistorySettings.h"
#include "history/HistoryStore.h"
#include "queries/SavedQueryStore.h"
#include "queries/SavedQueryVariables.h"
#include "source/SecretStore.h"
#include "source/SourceResolver.h"
#include "variables/VariableCaster.h"

#include <QFile>
#include <QSaveFile>
#include <QStringDecoder>
#include <cstdio>

namespace nelumbo {

namespace {
struct SavedScript
{
    QString statement;
    QVariantMap variables;
    QList<VariableDefinition> definitions; // the saved query's, bound as they say
};

// `--saved NAME`: the query from the library, refused on a source of another language
// (checked before anything opens), with its saved values under the --var ones.
Result<SavedScript> savedScript(const RunOptions& options)
{
    auto store = SavedQueryStore::open(SavedQueryStore::configuredPath());
    if (!store)
        return store.error();
    auto query = store.value()->byName(options.saved);
    if (!query)
        return query.error();
    auto source = OfflineSource::resolve(options.source);
    if (!source)
        return source.error();
    if (auto r = SavedQueryStore::checkLanguage(query.value(), source->displayName,
                                                source->adapter->queryLanguage());
        !r)
        return r.error();
    auto variables = SavedQueryVariables::forRun(query.value(), options.variables);
    if (!variables)
        return variables.error();
    auto definitions = SavedQueryVariables::definitions(query.value());
    if (!definitions)
        return definitions.error();
    return SavedScript{query->statement, variables.value(), definitions.value()};
}
} // namespace

RunCommand::RunCommand(Console& console, QObject* parent)
    : Command(parent)
    , m_console(console)
{}

RunCommand::~RunCommand()
{
    // The runner refers to the printer and the connection; the connection waits for its thread.
    m_runner.reset();
    m_exporter.reset(); // an unfinished export removes its temporary file
    m_outputFile.reset();
    m_connection.reset();
    m_store.reset();
    m_resolver.reset();
}

QString RunCommand::summary() const
{
    return tr("Run SQL statements on a data source and print their results");
}

QString RunCommand::helpText() const
{
    QString text = tr("Usage: nelumbo-cli run --source SRC [--format FORMAT] [--output FILE]\n"
                      "                       [--max-rows N] [--table NAME] [--delimiter C]\n"
                      "                       [--quote-all] [--no-header] [--bom]\n"
                      "                       [--var NAME=VALUE]... [--conversation FILE] "
                      "[--history]\n"
                      "                       (STATEMENT | -f FILE | --saved NAME)\n\n");
    text += HelpFormatter::wrap(
        tr("Runs SQL statements on a data source and prints what they return. A script of "
           "several statements separated by ';' runs them in order; the first statement "
           "that fails stops it."));
    text += QLatin1Char('\n') + tr("Options:") + QLatin1Char('\n');
    text += HelpFormatter::options(RunOptions::options());
    text += HelpFormatter::table(
        {{QStringLiteral("--conversation FILE"),
          tr("A conversation file of 'nelumbo-cli generate': a failed statement is recorded "
             "in it with the database's error, so the next generate can fix it.")}});
    text += QLatin1Char('\n') + tr("Arguments:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QStringLiteral("STATEMENT"),
          tr("The SQL to run: one statement, or several separated by ';'. Put -- before a "
             "STATEMENT that starts with '-'.")}});
    text += QLatin1Char('\n') + tr("Output:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QStringLiteral("table"),
          tr("Aligned columns with a header and a final (N rows) line, for reading. NULL "
             "shows as NULL; line breaks show as \u21B5; cells wider than 60 columns are cut "
             "with \u2026.")},
         {QStringLiteral("csv"),
          tr("RFC 4180: a header row, then one record per row, CRLF line ends, fields "
             "quoted when needed. NULL is an empty field. Several results are separated by "
             "an empty line.")},
         {QStringLiteral("json"),
          tr("{\"columns\":[...],\"rows\":[[...]],\"row_count\":N,\"truncated\":false} for a "
             "single statement; for a script of several statements, an array with one such "
             "object per statement that returns rows. Numbers stay numbers, NULL is null, "
             "blobs are hex strings (0x...).")},
         {QStringLiteral("tsv"),
          tr("Tab-separated: a header row, then one line per row (LF); tabs and line breaks "
             "inside a value become spaces. NULL is an empty field.")},
         {QStringLiteral("ndjson"),
          tr("One JSON object per row and line, keyed by column name (a repeated name gets "
             "_2, _3, ...); values as in json.")},
         {QStringLiteral("markdown"),
          tr("A Markdown pipe table; numeric columns align right, | is escaped and line "
             "breaks become <br>.")},
         {QStringLiteral("insert"),
          tr("One INSERT INTO NAME (...) VALUES (...); per row in the source's SQL dialect "
             "(needs --table NAME), ready to run on another database.")},
         {QStringLiteral("xlsx"),
          tr("An Excel workbook: numbers as numbers (text when Excel would round them), ISO "
             "dates and timestamps as dates, NULL as an empty cell, a frozen bold header row "
             "and column widths from the data. Binary: needs --output FILE or a standard "
             "output that is not a terminal.")}});
    text += QLatin1Char('\n');
    text += HelpFormatter::wrap(
        tr("table, csv and json print every result of a script. tsv, ndjson, markdown, "
           "insert and xlsx, and csv with --delimiter, --quote-all, --no-header or --bom, "
           "export the whole result of one statement, streamed batch by batch so memory "
           "stays flat however many rows it has. With --output FILE, the file is written "
           "under a temporary name and renamed only when complete; a failed or interrupted "
           "run leaves no file behind."));
    text += QLatin1Char('\n');
    text += HelpFormatter::wrap(
        tr("In json, \"truncated\":true means that the result has rows the output lacks: "
           "--max-rows left them out, or the statement failed or was interrupted after its "
           "first rows (the error and the exit status then say so). Control characters "
           "(ESC, BEL, ...) and bidirectional overrides in the data and in the database's "
           "messages are shown escaped, as \\x1B or \\u202E: in table output, in csv "
           "written to a terminal and on standard error. csv written to a file or a pipe "
           "keeps the data unchanged."));
    text += QLatin1Char('\n');
    text += HelpFormatter::wrap(
        tr("Rows are printed as they arrive, except that table output waits for each result "
           "to end so it can align the columns. When --max-rows leaves rows out, table and "
           "csv say so on standard error and json sets \"truncated\" to true. Statements "
           "that return no rows print \"OK, N rows affected\" on standard error in table "
           "format and nothing otherwise. An error names the failing statement and its line, "
           "as in: error: statement 2 (line 5): no such table: Foo\n\n"
           "Ctrl+C cancels the running statement and exits with status 130; a second Ctrl+C "
           "exits at once. --source demo copies the sample database into your data folder "
           "on first use. SRC may also name a source from 'nelumbo-cli sources'; its "
           "password comes from NELUMBO_PASSWORD_<NAME> or the system keychain."));
    text += QLatin1Char('\n') + tr("Exit status:") + QLatin1Char('\n');
    text += HelpFormatter::table(
        {{QString::number(ExitCode::Ok), tr("success")},
         {QString::number(ExitCode::Failure),
          tr("runtime error: a statement failed, the file cannot be read, the source URL is "
             "wrong or the database cannot be opened; the saved query does not exist or was "
             "written for another query language")},
         {QString::number(ExitCode::Usage),
          tr("usage error: unknown option, missing --source, more than one of STATEMENT, -f "
             "and --saved, bad --format or --max-rows, xlsx to a terminal, an export of a "
             "script of several statements")},
         {QString::number(ExitCode::Interrupted), tr("interrupted with Ctrl+C")}});
    text += QLatin1Char('\n') + tr("Examples:") + QLatin1Char('\n');
    text +=
        QStringLiteral("  nelumbo-cli run --source demo \"SELECT Name FROM Artist LIMIT 5\"\n"
                       "  nelumbo-cli run --source sqlite:shop.db --format csv -f r.sql > r.csv\n"
                       "  nelumbo-cli run --source demo --saved \"rock tracks\" --var genre=2\n"
                       "  nelumbo-cli run --source demo --format xlsx -o t.xlsx "
                       "\"SELECT * FROM Track\"\n"
                       "  nelumbo-cli run --source demo --format insert --table a "
                       "\"SELECT * FROM Artist\"\n");
    return text;
}

void RunCommand::start(const QStringList& arguments)
{
    // --conversation FILE: a failed statement is recorded there for the next generation.
    QStringList rest = arguments;
    QString conversationPath;
    if (const qsizetype at = rest.indexOf(QStringLiteral("--conversation")); at >= 0) {
        if (at + 1 >= rest.size()) {
            m_console.error(tr("--conversation needs a FILE"));
            finish(ExitCode::Usage);
            return;
        }
        conversationPath = rest.takeAt(at + 1);
        rest.removeAt(at);
    }
    auto options = RunOptions::parse(rest);
    if (!options) {
        m_console.error(options.error().message);
        m_console.message(tr("Try 'nelumbo-cli run --help' for more information."));
        finish(ExitCode::Usage);
        return;
    }
    if (options->showHelp) {
        m_console.out() << helpText();
        finish(ExitCode::Ok);
        return;
    }

    QVariantMap variables = options->variables;
    QList<VariableDefinition> definitions;
    Result<QString> script = QString();
    if (!options->saved.isEmpty()) {
        auto saved = savedScript(*options);
        script = saved ? Result<QString>(saved->statement) : Result<QString>(saved.error());
        if (saved) {
            variables = saved->variables;
            definitions = saved->definitions;
        }
    } else {
        script = readScript(*options);
    }
    if (!script) {
        m_console.error(script.error().message);
        finish(ExitCode::Failure);
        return;
    }
    m_exporting = options->exports();
    m_outputPath = options->output;
    m_exportOptions = options->exportOptions();
    if (options->format == OutputFormat::Xlsx && m_outputPath.isEmpty() &&
        m_console.outIsTerminal()) {
        const Error refused{ErrorCode::BinaryToTerminal,
                            tr("xlsx is a binary format and standard output is a terminal: give "
                               "--output FILE or redirect standard output to a file")};
        m_console.error(refused.message);
        finish(ExitCode::Usage);
        return;
    }
    if (!m_exporting && !m_outputPath.isEmpty()) {
        m_outputFile = std::make_unique<QSaveFile>(m_outputPath);
        if (!m_outputFile->open(QIODevice::WriteOnly)) {
            m_console.error(
                tr("cannot write %1: %2").arg(m_outputPath, m_outputFile->errorString()));
            m_outputFile.reset();
            finish(ExitCode::Failure);
            return;
        }
        m_console.redirectOut(m_outputFile.get());
    }
    m_connection = std::make_unique<Connection>();
    m_connection->setReadOnly(!options->write); // writes are this run's explicit opt-in
    m_write = options->write;
    m_history = options->history;
    if (m_exporting) {
        connect(m_connection.get(), &Connection::opened, this,
                [this, text = script.value(), vars = variables, definitions] {
                    const DatabaseAdapter* adapter = m_connection->adapter();
                    startExport(text, VariableCaster::bindable(
                                          vars,
                                          [adapter](const QString& text) {
                                              return adapter->untypedValue(text);
                                          },
                                          definitions));
                });
        m_resolver = std::make_unique<SourceResolver>();
        connect(m_resolver.get(), &SourceResolver::failed, this, [this](const Error& error) {
            m_console.error(error.message);
            finish(ExitCode::Failure);
        });
        connect(m_resolver.get(), &SourceResolver::resolved, this, &RunCommand::openSource);
        m_resolver->resolve(options->source);
        return;
    }
    m_printer = ResultPrinter::create(options->format, m_console);
    m_runner =
        std::make_unique<ScriptRunner>(*m_connection, *m_printer, options->effectiveMaxRows());
    if (m_history)
        connect(m_runner.get(), &ScriptRunner::statementEnded, this, &RunCommand::record);
    if (!conversationPath.isEmpty()) {
        // Connected first, so the file is written before the command reports its end.
        connect(m_runner.get(), &ScriptRunner::finished, this,
                [this, conversationPath](const Result<void>& outcome) {
                    auto saved = Conversation::update(conversationPath, [&](Conversation& c) {
                        if (outcome)
                            c.noteQuerySucceeded();
                        else if (outcome.error().code != ErrorCode::Cancelled)
                            // This run's statement failed, not the last generated one.
                            c.addQueryError(m_runner->failedStatement().isEmpty()
                                                ? outcome.error().message
                                                : m_runner->failureMessage(),
                                            m_runner->failedStatement());
                    });
                    if (!saved)
                        m_console.error(saved.error().message);
                });
    }
    connect(m_runner.get(), &ScriptRunner::finished, this, &RunCommand::onRunnerFinished);
    connect(m_connection.get(), &Connection::opened, this,
            [this, text = script.value(), vars = variables, definitions] {
                const DatabaseAdapter* adapter = m_connection->adapter();
                m_runner->setVariables(VariableCaster::bindable(
                    vars, [adapter](const QString& text) { return adapter->untypedValue(text); },
                    definitions));
                m_runner->start(ScriptRunner::split(text, adapter->language()));
            });

    // A source name or a URL; the password comes from the environment or the keychain.
    m_resolver = std::make_unique<SourceResolver>();
    connect(m_resolver.get(), &SourceResolver::failed, this, [this](const Error& error) {
        m_console.error(error.message);
        finish(ExitCode::Failure);
    });
    connect(m_resolver.get(), &SourceResolver::resolved, this, &RunCommand::openSource);
    m_resolver->resolve(options->source);
}

void RunCommand::openSource(const ResolvedSource& source)
{
    if (m_finished)
        return;
    if (source.needsPassword()) {
        const QString why = source.passwordProblem.message.isEmpty()
                                ? tr("it asks for its password each time")
                                : source.passwordProblem.message;
        m_console.error(tr("no password for source %1: %2; set %3 to give one")
                            .arg(source.displayName(), why,
                                 SecretStore::environmentVariable(source.definition.name)));
        finish(ExitCode::Failure);
        return;
    }
    if (m_write && !source.isAdHoc() && source.definition.readOnly) {
        m_console.error(tr("source %1 is read-only (read_only = true in its configuration), so "
                           "--write is refused")
                            .arg(source.displayName()));
        finish(ExitCode::Failure);
        return;
    }
    connect(m_connection.get(), &Connection::openFailed, this,
            [this, name = source.displayName(), password = source.password](const Error& e) {
                m_console.error(
                    tr("cannot open %1: %2").arg(name, CredentialUrl::scrub(e.message, password)));
                finish(ExitCode::Failure);
            });
    // history = off in the source's options: this run leaves no trace in the history.
    m_history = m_history && source.definition.history;
    m_historySource = source.displayName();
    m_connection->open(source.connectionUrl()); // the URL with the password lives only here
    // Statements reading what the source's visibility rules hide are refused.
    if (auto r = m_connection->applySourceVisibility(source.definition.name); !r) {
        m_console.error(r.error().message);
        finish(ExitCode::Failure);
    }
}

void RunCommand::interrupt()
{
    if (m_finished || !m_connection)
        return;
    if (m_connection->isOpen()) {
        if (m_exporter)
            m_exporter->cancel(); // reports back through onExportFinished
        else if (m_runner)
            m_runner->cancel(); // the runner reports back through onRunnerFinished
        return;
    }
    // Still opening: nothing runs yet, so stop here; the Connection interrupts its thread.
    m_console.message(tr("Interrupted"));
    finish(ExitCode::Interrupted);
}

void RunCommand::onRunnerFinished(const Result<void>& outcome)
{
    if (outcome) {
        finish(ExitCode::Ok);
    } else if (outcome.error().code == ErrorCode::Cancelled) {
        m_console.message(tr("Interrupted"));
        finish(ExitCode::Interrupted);
    } else {
        m_console.error(outcome.error().message);
        finish(ExitCode::Failure);
    }
}

void RunCommand::startExport(const QString& script, const QVariantMap& variables)
{
    const QueryLanguage& language = m_connection->adapter()->language();
    const QList<ScriptStatement> statements = ScriptRunner::split(script, language);
    if (statements.size() != 1) {
        m_console.error(tr("--format %1 exports the result of one statement, and the script "
                           "has %2")
                            .arg(ExportOptions::formatName(m_exportOptions.format))
                            .arg(statements.size()));
        finish(ExitCode::Usage);
        return;
    }
    QString sql = statements.first().text;
    QVariantList params;
    if (sql.contains(QLatin1String("{{")) || sql.contains(QLatin1String("[["))) {
        auto compiled =
            language.compileTemplate(sql, variables, VariableArguments::listDefinitions(variables));
        if (!compiled) {
            m_console.error(compiled.error().message);
            finish(ExitCode::Failure);
            return;
        }
        sql = compiled->sql;
        params = compiled->params;
    }
    m_exportStatement = statements.first().text;
    m_exportStarted = QDateTime::currentDateTimeUtc();
    m_exporter = std::make_unique<ResultExporter>(*m_connection, m_exportOptions);
    const bool showProgress = !m_outputPath.isEmpty() && m_console.errIsTerminal();
    connect(m_exporter.get(), &ResultExporter::progress, this, [this, showProgress](qint64 rows) {
        if (!showProgress)
            return;
        m_progressShown = true;
        m_console.progress(tr("%1 rows written").arg(rows));
    });
    connect(m_exporter.get(), &ResultExporter::finished, this, &RunCommand::onExportFinished);
    if (!m_outputPath.isEmpty()) {
        m_exporter->exportToFile(sql, params, m_outputPath);
        return;
    }
    m_console.flush();
    if (!m_stdout.open(stdout, QIODevice::WriteOnly, QFileDevice::DontCloseHandle)) {
        m_console.error(tr("cannot write to standard output: %1").arg(m_stdout.errorString()));
        finish(ExitCode::Failure);
        return;
    }
    m_exporter->exportToDevice(sql, params, m_stdout);
}

void RunCommand::onExportFinished(const Result<void>& outcome)
{
    if (m_stdout.isOpen())
        m_stdout.flush();
    if (m_progressShown)
        m_console.progress(QString()); // the status line goes away
    const qint64 rows = m_exporter->rowsWritten();
    const qint64 ms = m_exportStarted.msecsTo(QDateTime::currentDateTimeUtc());
    record(m_exportStatement, m_exportStarted, ms, outcome ? rows : -1,
           outcome ? QString() : outcome.error().message);
    if (outcome) {
        if (!m_outputPath.isEmpty() && m_console.errIsTerminal())
            m_console.message(tr("%1 rows written to %2").arg(rows).arg(m_outputPath));
        finish(ExitCode::Ok);
    } else if (outcome.error().code == ErrorCode::Cancelled) {
        m_console.message(tr("Interrupted"));
        finish(ExitCode::Interrupted);
    } else {
        m_console.error(outcome.error().message);
        finish(ExitCode::Failure);
    }
}

void RunCommand::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    m_console.flush();
    if (m_outputFile) {
        // Table, csv and json into --output FILE: complete, or nothing.
        m_console.redirectOut(nullptr);
        if (exitCode == ExitCode::Ok && !m_outputFile->commit()) {
            m_console.error(
                tr("cannot save %1: %2").arg(m_outputPath, m_outputFile->errorString()));
            exitCode = ExitCode::Failure;
        }
        m_outputFile.reset(); // unless committed, its temporary file goes with it
    }
    Q_EMIT finished(exitCode);
}

void RunCommand::record(const QString& statement, const QDateTime& started, qint64 durationMs,
                        qint64 rows, const QString& error)
{
    if (!m_history)
        return;
    const HistorySettings settings = HistorySettings::read();
    if (!settings.enabled)
        return;
    if (!m_store) {
        auto store = HistoryStore::open(settings.path);
        if (!store) {
            m_history = false; // said once; the run itself goes on
            m_console.error(store.error().message);
            return;
        }
        m_store = std::move(store.value());
    }
    HistoryEntry entry;
    entry.statement = statement;
    entry.sourceName = m_historySource;
    entry.language = m_connection->adapter() ? m_connection->adapter()->queryLanguage() : QString();
    entry.startedAt = started;
    entry.durationMs = durationMs;
    entry.rows = rows;
    entry.failed = !error.isEmpty();
    entry.error = error;
    if (auto r = m_store->record(entry, settings.maxEntries, settings.maxDays); !r)
        m_console.error(r.error().message);
}

Result<QString> RunCommand::readScript(const RunOptions& options)
{
    if (options.file.isEmpty())
        return options.statement;
    const bool fromStdin = options.file == QLatin1String("-");
    const QString name = fromStdin ? tr("standard input") : options.file;
    QFile file(options.file);
    const bool opened =
        fromStdin ? file.open(stdin, QIODevice::ReadOnly) : file.open(QIODevice::ReadOnly);
    if (!opened)
        return Error{ErrorCode::FileUnreadable,
                     tr("cannot read %1: %2").arg(name, file.errorString())};
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return Error{ErrorCode::FileUnreadable,
                     tr("cannot read %1: %2").arg(name, file.errorString())};
    QStringDecoder decoder(QStringDecoder::Utf8); // also drops a byte order mark
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return Error{ErrorCode::FileUnreadable, tr("%1 is not UTF-8 text").arg(name)};
    return text;
}

} // namespace nelumbo
