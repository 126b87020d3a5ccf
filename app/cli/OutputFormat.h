#pragma once

#include <QString>
#include <optional>

namespace nelumbo {

enum class OutputFormat
{
    Table,
    Csv,
    Json
};

inline std::optional<OutputFormat> outputFormatFromName(const QString& name)
{
    if (name == QLatin1String("table"))
        return OutputFormat::Table;
    if (name == QLatin1String("csv"))
        return OutputFormat::Csv;
    if (name == QLatin1String("json"))
        return OutputFormat::Json;
    return std::nullopt;
}

} // namespace nelumbo
