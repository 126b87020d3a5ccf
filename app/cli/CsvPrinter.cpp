#include "CsvPrinter.h"

#include "Console.h"
#include "core/SafeText.h"
#include "core/TextExport.h"

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

void CsvPrinter::addRows(const QVariantList& cells, int rowCount)
{
    QTextStream& out = m_console.out();
    for (int r = 0; r < rowCount; ++r) {
        const qsizetype first = qsizetype(r) * m_columnCount;
        for (int c = 0; c < m_columnCount; ++c) {
            if (c > 0)
                out << ',';
            out << shown(TextExport::csvField(cells.at(first + c)));
        }
        out << kLineEnd;
    }
    m_rows += rowCount;
    out.flush(); // each batch reaches the reader as soon as it arrives
}

void CsvPrinter::endResult(bool truncated)
{
    m_console.out().flush();
    if (truncated)
        m_console.message(tr("(showing first %n rows; more available)", nullptr, int(m_rows)));
}

} // namespace nelumbo
