#pragma once

#include <QString>
#include <optional>

namespace nelumbo {

// table, csv and json print every result of a script; the others export the result of one
// statement through the engine's ResultExporter.
enum class OutputFormat
{
    Table,
    Csv,
    Json,
    Tsv,
    Ndjson,
    Markdown,
    Insert,
    Xlsx
};

inline std::optional<OutputFormat> outputFormatFromName(const QString& name)
{
    if (name == QLatin1String("table"))
        return OutputFormat::Table;
    if (name == QLatin1String("csv"))
        return OutputFormat::Csv;
    if (name == QLatin1String("json"))
        return OutputFormat::Json;
    if (name == QLatin1String("tsv"))
        return OutputFormat::Tsv;
    if (name == QLatin1String("ndjson"))
        return OutputFormat::Ndjson;
    if (name == QLatin1String("markdown"))
        return OutputFormat::Markdown;
    if (name == QLatin1String("insert"))
        return OutputFormat::Insert;
    if (name == QLatin1String("xlsx"))
        return OutputFormat::Xlsx;
    return std::nullopt;
}

} // namespace nelumbo
