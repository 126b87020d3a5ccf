#include "export/DelimitedWriter.h"

#include "core/BatchText.h"

#include <algorithm>

namespace nelumbo {

DelimitedWriter::DelimitedWriter(const ExportOptions& options, QIODevice& device)
    : TextExportWriter(device)
    , m_tsv(options.format == ExportFormat::Tsv)
    , m_delimiter(0)
    , m_quoteAlways(options.quoting == ExportOptions::Quoting::Always)
    , m_header(options.header)
    , m_bom(options.byteOrderMark)
{
    m_delimiterBytes = m_tsv ? QByteArray("\t") : QString(options.delimiter).toUtf8();
    if (m_delimiterBytes.size() == 1)
        m_delimiter = m_delimiterBytes.at(0);
}

void DelimitedWriter::appendField(QByteArrayView text)
{
    if (m_tsv) {
        for (char ch : text)
            m_buffer.append(ch == '\t' || ch == '\n' || ch == '\r' ? ' ' : ch);
        return;
    }
    bool quote = m_quoteAlways;
    if (!quote) {
        if (m_delimiter)
            quote = std::any_of(text.begin(), text.end(), [this](char ch) {
                return ch == m_delimiter || ch == '"' || ch == '\n' || ch == '\r';
            });
        else
            quote = text.contains(QByteArrayView(m_delimiterBytes)) || text.contains('"') ||
                    text.contains('\n') || text.contains('\r');
    }
    if (!quote) {
        m_buffer.append(text);
        return;
    }
    m_buffer.append('"');
    for (char ch : text) {
        if (ch == '"')
            m_buffer.append('"');
        m_buffer.append(ch);
    }
    m_buffer.append('"');
}

void DelimitedWriter::appendCell(const RowBatch& batch, int row, int column)
{
    switch (batch.kind(row, column)) {
    case RowBatch::Kind::Null:
        return; // an empty unquoted field, unlike an empty text ("" when quoted always)
    case RowBatch::Kind::Integer:
        appendField(QByteArray::number(batch.integer(row, column)));
        return;
    case RowBatch::Kind::Text:
    case RowBatch::Kind::Number:
        appendField(batch.bytes(row, column));
        return;
    default:
        appendField(BatchText::plain(batch, row, column).toUtf8());
        return;
    }
}

Result<void> DelimitedWriter::begin(const QStringList& columns)
{
    m_columns = int(columns.size());
    if (m_bom)
        m_buffer.append("\xEF\xBB\xBF");
    if (m_header) {
        for (int c = 0; c < m_columns; ++c) {
            if (c > 0)
                m_buffer.append(m_delimiterBytes);
            appendField(columns.at(c).toUtf8());
        }
        m_buffer.append(m_tsv ? "\n" : "\r\n");
    }
    return flush();
}

Result<void> DelimitedWriter::write(const RowBatch& batch)
{
    const int columns = std::min(m_columns, batch.columnCount());
    const char* lineEnd = m_tsv ? "\n" : "\r\n";
    for (int r = 0; r < batch.rowCount(); ++r) {
        for (int c = 0; c < columns; ++c) {
            if (c > 0)
                m_buffer.append(m_delimiterBytes);
            appendCell(batch, r, c);
        }
        m_buffer.append(lineEnd);
    }
    return flush();
}

Result<void> DelimitedWriter::end()
{
    return flush();
}

} // namespace nelumbo
