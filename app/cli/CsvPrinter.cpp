#include "CsvPrinter.h"

#include "Console.h"
#include "core/BatchText.h"
#include "core/SafeText.h"
#include "core/TextExport.h"

#include <algorithm>

namespace nelumbo {

namespace {
const QLatin1String kLineEnd("\r\n");
}

CsvPrinter::CsvPrinter(Console& console)
    : m_console(console)
    , m_toTerminal(console.outIsTerminal())
{}

QString CsvPrinter::shown(const QString& text) const
{
    return m_toTerminal ? SafeText::escaped(text) : text;
}

void CsvPrinter::beginResult(const QStringList& columns)
{
    QTextStream& out = m_console.out();
    if (m_resultCount++ > 0)
        out << kLineEnd;
    m_columnCount = int(columns.size());
    m_rows = 0;
    QVariantList header;
    header.reserve(columns.size());
    for (const QString& name : columns)
        header.append(name);
    out << shown(TextExport::csvRow(header)) << kLineEnd;
}

void CsvPrinter::addRows(const RowBatch& batch, int rowCount)
{
    // One buffer per batch, written at once: no QString per cell on the way out.
    m_buffer.resize(0); // keeps its capacity for the next batch
    QByteArray field;
    const int columns = std::min(m_columnCount, batch.columnCount());
    for (int r = 0; r < rowCount; ++r) {
        for (int c = 0; c < columns; ++c) {
            if (c > 0)
                m_buffer.append(',');
            if (!m_toTerminal) {
                BatchText::appendCsvField(m_buffer, batch, r, c);
                continue;
            }
            field.clear();
            BatchText::appendCsvField(field, batch, r, c);
            m_buffer.append(shown(QString::fromUtf8(field)).toUtf8());
        }
        m_buffer.append("\r\n", 2);
    }
    m_rows += rowCount;
    m_console.write(m_buffer); // each batch reaches the reader as soon as it arrives
}

void CsvPrinter::endResult(bool truncated)
{
    m_console.out().flush();
    if (truncated)
        m_console.message(tr("(showing first %n rows; more available)", nullptr, int(m_rows)));
}

} // namespace nelumbo
