#include "export/ExportWriter.h"

#include "adapter/QueryLanguage.h"
#include "core/ErrorCodes.h"
#include "export/DelimitedWriter.h"
#include "export/InsertWriter.h"
#include "export/JsonWriter.h"
#include "export/MarkdownWriter.h"

#include <QIODevice>

namespace nelumbo {

Result<std::unique_ptr<ExportWriter>> ExportWriter::createText(const ExportOptions& options,
                                                               QIODevice& device,
                                                               const QueryLanguage* language)
{
    switch (options.format) {
    case ExportFormat::Csv:
    case ExportFormat::Tsv:
        return std::unique_ptr<ExportWriter>(std::make_unique<DelimitedWriter>(options, device));
    case ExportFormat::Json:
    case ExportFormat::Ndjson:
        return std::unique_ptr<ExportWriter>(
            std::make_unique<JsonWriter>(device, options.format == ExportFormat::Ndjson));
    case ExportFormat::Markdown:
        return std::unique_ptr<ExportWriter>(std::make_unique<MarkdownWriter>(device));
    case ExportFormat::Insert: {
        if (options.tableName.trimmed().isEmpty())
            return Error{ErrorCode::InvalidTableName,
                         tr("INSERT statements need the name of the table to insert into")};
        if (!language)
            return Error{ErrorCode::Unsupported,
                         tr("INSERT statements need the source's language")};
        // A language without INSERT statements says so before anything runs.
        if (auto probe = language->insertStatement(options.tableName, {}, {}); !probe)
            return probe.error();
        return std::unique_ptr<ExportWriter>(
            std::make_unique<InsertWriter>(device, *language, options.tableName));
    }
    case ExportFormat::Xlsx:
        break;
    }
    return Error{ErrorCode::Unsupported,
                 tr("%1 is not a text format").arg(ExportOptions::formatName(options.format))};
}

Result<void> TextExportWriter::flush()
{
    if (m_buffer.isEmpty())
        return {};
    const qint64 written = m_device.write(m_buffer);
    m_buffer.resize(0); // keeps its capacity for the next batch
    if (written < 0)
        return Error{ErrorCode::ExportFailed,
                     tr("cannot write the export: %1").arg(m_device.errorString())};
    return {};
}

} // namespace nelumbo
