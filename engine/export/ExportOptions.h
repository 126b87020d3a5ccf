#pragma once

#include <QChar>
#include <QString>
#include <QStringList>
#include <optional>

namespace nelumbo {

enum class ExportFormat
{
    Csv,
    Tsv,
    Json,     // one array of objects
    Ndjson,   // one object per line
    Insert,   // INSERT statements in the source's language
    Markdown, // a pipe table
    Xlsx
};

// How a result is written to a file.
struct ExportOptions
{
    enum class Quoting
    {
        AsNeeded, // RFC 4180: fields holding the delimiter, a quote or a line break
        Always    // every non-NULL field
    };

    ExportFormat format = ExportFormat::Csv;
    QChar delimiter = QLatin1Char(','); // CSV only; TSV always uses a tab
    Quoting quoting = Quoting::AsNeeded;
    bool header = true;         // CSV and TSV: a first line of column names
    bool byteOrderMark = false; // CSV and TSV: UTF-8 with a byte order mark
    QString tableName;          // INSERT: the table the statements insert into

    // "csv", "tsv", "json", "ndjson", "insert", "markdown", "xlsx"
    static std::optional<ExportFormat> formatFromName(QStringView name);
    static QString formatName(ExportFormat format);
    static QStringList formatNames();
    // The usual file name extension, without the dot.
    static QString extension(ExportFormat format);
    // Whether the output is text (and can go to a terminal).
    static bool isText(ExportFormat format) { return format != ExportFormat::Xlsx; }
};

} // namespace nelumbo
