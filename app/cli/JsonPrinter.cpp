#include "JsonPrinter.h"

#include "Console.h"
#include "core/BatchText.h"
#include "core/SafeText.h"
#include "core/TextExport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace nelumbo {

namespace {
QString compact(const QJsonArray& array)
{
    return QString::fromUtf8(
        SafeText::jsonEscaped(QJsonDocument(array).toJson(QJsonDocument::Compact)));
}
} // namespace

void JsonPrinter::beginScript(int statementCount)
{
    m_array = statementCount != 1;
    if (m_array)
        m_console.out() << '[';
}

void JsonPrinter::beginResult(const QStringList& columns)
{
    QTextStream& out = m_console.out();
    if (m_array && m_resultCount > 0)
        out << ',';
    ++m_resultCount;
    m_inResult = true;
    m_columnCount = int(columns.size());
    m_rows = 0;
    out << "{\"columns\":" << compact(QJsonArray::fromStringList(columns)) << ",\"rows\":[";
}

void JsonPrinter::addRows(const RowBatch& batch, int rowCount)
{
    m_buffer.resize(0); // keeps its capacity for the next batch
    const int columns = std::min(m_columnCount, batch.columnCount());
    for (int r = 0; r < rowCount; ++r) {
        if (m_rows++ > 0)
            m_buffer.append(',');
        m_buffer.append('[');
        for (int c = 0; c < columns; ++c) {
            if (c > 0)
                m_buffer.append(',');
            BatchText::appendJsonText(m_buffer, batch, r, c);
        }
        m_buffer.append(']');
    }
    m_console.write(SafeText::jsonEscaped(m_buffer));
}

void JsonPrinter::endResult(bool truncated)
{
    QTextStream& out = m_console.out();
    out << "],\"row_count\":" << m_rows << ",\"truncated\":" << (truncated ? "true" : "false")
        << '}';
    if (!m_array)
        out << '\n';
    out.flush();
    m_inResult = false;
}

void JsonPrinter::endScript(bool completed)
{
    // After an error the output still ends as valid JSON: a result cut off mid-way keeps
    // the rows that arrived and says it is truncated; the exit status and the error tell why.
    if (m_inResult)
        endResult(true);
    if (m_array)
        m_console.out() << "]\n";
    m_console.out().flush();
}

} // namespace nelumbo
