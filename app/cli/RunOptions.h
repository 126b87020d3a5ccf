#pragma once

#include "OutputFormat.h"
#include "core/Result.h"
#include "export/ExportOptions.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <optional>

namespace nelumbo {

// The command line of `nelumbo-cli run`, checked for usage errors.
struct RunOptions
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::RunOptions)
public:
    static constexpr qint64 kDefaultTableRows = 1000;

    bool showHelp = false;
    QString source; // a source URL, or "demo"
    OutputFormat format = OutputFormat::Table;
    std::optional<qint64> maxRows; // as given; 0 means no limit
    QString statement;             // STATEMENT, when given
    QString file;                  // -f FILE, when given; "-" is standard input
    QString saved;                 // --saved NAME: a query of the library instead of either
    QVariantMap variables;         // --var NAME=VALUE; a NAME given twice is a list
    bool write = false;            // --write: the per-run opt-in to statements that change data
    bool history = false;          // --history: the statements go to the query history
    QString output;                // --output FILE: written under a temporary name, then renamed
    QString table;                 // --table NAME: the table of --format insert
    QChar delimiter = QLatin1Char(','); // --delimiter C (csv)
    bool quoteAll = false;              // --quote-all (csv)
    bool noHeader = false;              // --no-header (csv, tsv)
    bool byteOrderMark = false;         // --bom (csv, tsv)

    // Whether the result is exported by ResultExporter (one statement) instead of printed:
    // the export formats, and csv shaped by its options.
    bool exports() const;
    ExportOptions exportOptions() const;

    // Rows printed per statement at most, 0 for no limit: tables need a bound to align.
    qint64 effectiveMaxRows() const
    {
        return maxRows.value_or(format == OutputFormat::Table ? kDefaultTableRows : 0);
    }

    // Every option, in the order the help lists them.
    static QList<QCommandLineOption> options();
    // arguments excludes the program and the command name. Errors have the code "usage".
    static Result<RunOptions> parse(const QStringList& arguments);
};

} // namespace nelumbo
