#pragma once

#include "Command.h"
#include "core/Result.h"
#include "export/ExportOptions.h"

#include <QDateTime>
#include <QFile>
#include <QVariantMap>
#include <memory>

class QSaveFile;

namespace nelumbo {

class Connection;
class Console;
class HistoryStore;
class ResultExporter;
class ResultPrinter;
class ScriptRunner;
class SourceResolver;
struct ResolvedSource;
struct RunOptions;

// `nelumbo-cli run`: opens a data source, runs a script on it and prints the results.
class RunCommand final : public Command
{
    Q_OBJECT
public:
    explicit RunCommand(Console& console, QObject* parent = nullptr);
    ~RunCommand() override;

    QString name() const override { return QStringLiteral("run"); }
    QString summary() const override;
    QString helpText() const override;
    void start(const QStringList& arguments) override;
    void interrupt() override;

private:
    static Result<QString> readScript(const RunOptions& options);
    void openSource(const ResolvedSource& source);
    void onRunnerFinished(const Result<void>& outcome);
    // The export formats: the script's one statement through ResultExporter.
    void startExport(const QString& script, const QVariantMap& variables);
    void onExportFinished(const Result<void>& outcome);
    void finish(int exitCode);
    void record(const QString& statement, const QDateTime& started, qint64 durationMs, qint64 rows,
                const QString& error);

    Console& m_console;
    std::unique_ptr<ResultPrinter> m_printer;
    std::unique_ptr<Connection> m_connection;
    std::unique_ptr<ScriptRunner> m_runner;     // refers to the two above, so it goes first
    std::unique_ptr<ResultExporter> m_exporter; // refers to the connection
    std::unique_ptr<QSaveFile> m_outputFile;    // --output FILE of table, csv and json
    QFile m_stdout;                             // where an export without --output goes
    bool m_exporting = false;
    ExportOptions m_exportOptions;
    QString m_outputPath;
    QString m_exportStatement;
    QDateTime m_exportStarted;
    bool m_progressShown = false;
    std::unique_ptr<SourceResolver> m_resolver;
    bool m_finished = false;
    bool m_write = false;
    bool m_history = false;                // --history
    QString m_historySource;               // the source's name, or its URL without password
    std::unique_ptr<HistoryStore> m_store; // opened on the first statement to record
};

} // namespace nelumbo
