#include "export/ExportOptions.h"

#include <array>
#include <utility>

namespace nelumbo {

namespace {
constexpr std::array<std::pair<ExportFormat, const char*>, 7> kNames{{
    {ExportFormat::Csv, "csv"},
    {ExportFormat::Tsv, "tsv"},
    {ExportFormat::Json, "json"},
    {ExportFormat::Ndjson, "ndjson"},
    {ExportFormat::Insert, "insert"},
    {ExportFormat::Markdown, "markdown"},
    {ExportFormat::Xlsx, "xlsx"},
}};
} // namespace

std::optional<ExportFormat> ExportOptions::formatFromName(QStringView name)
{
    for (const auto& [format, text] : kNames)
        if (name == QLatin1String(text))
            return format;
    return std::nullopt;
}

QString ExportOptions::formatName(ExportFormat format)
{
    for (const auto& [f, text] : kNames)
        if (f == format)
            return QLatin1String(text);
    return {};
}

QStringList ExportOptions::formatNames()
{
    QStringList names;
    for (const auto& entry : kNames)
        names.append(QLatin1String(entry.second));
    return names;
}

QString ExportOptions::extension(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Insert:
        return QStringLiteral("sql");
    case ExportFormat::Markdown:
        return QStringLiteral("md");
    default:
        return formatName(format);
    }
}

} // namespace nelumbo
