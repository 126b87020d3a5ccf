#include "export/MarkdownWriter.h"

#include "core/BatchText.h"

#include <algorithm>

namespace nelumbo {

MarkdownWriter::MarkdownWriter(QIODevice& device)
    : TextExportWriter(device)
{}

QString MarkdownWriter::escaped(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        switch (ch.unicode()) {
        case u'|':
            out += QLatin1String("\\|");
            break;
        case u'\\':
            out += QLatin1String("\\\\");
            break;
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'\r':
            if (i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            out += QLatin1String("<br>");
            break;
        case u'\n':
            out += QLatin1String("<br>");
            break;
        default:
            out += ch;
        }
    }
    return out;
}

Result<void> MarkdownWriter::begin(const QStringList& columns)
{
    m_columns = columns;
    return {};
}

void MarkdownWriter::writeHeader(const RowBatch* firstRows)
{
    m_headerWritten = true;
    m_buffer.append('|');
    for (const QString& name : m_columns)
        m_buffer.append(' ').append(escaped(name).toUtf8()).append(" |");
    m_buffer.append("\n|");
    for (int c = 0; c < m_columns.size(); ++c) {
        bool number = false;
        bool other = false;
        if (firstRows && c < firstRows->columnCount()) {
            for (int r = 0; r < firstRows->rowCount(); ++r) {
                if (firstRows->isNull(r, c))
                    continue;
                (BatchText::isNumber(*firstRows, r, c) ? number : other) = true;
            }
        }
        m_buffer.append(number && !other ? " ---: |" : " --- |");
    }
    m_buffer.append('\n');
}

Result<void> MarkdownWriter::write(const RowBatch& batch)
{
    if (!m_headerWritten)
        writeHeader(&batch);
    const int columns = std::min(int(m_columns.size()), batch.columnCount());
    for (int r = 0; r < batch.rowCount(); ++r) {
        m_buffer.append('|');
        for (int c = 0; c < columns; ++c) {
            m_buffer.append(' ');
            if (!batch.isNull(r, c))
                m_buffer.append(escaped(BatchText::plain(batch, r, c)).toUtf8());
            m_buffer.append(" |");
        }
        m_buffer.append('\n');
    }
    return flush();
}

Result<void> MarkdownWriter::end()
{
    if (!m_headerWritten)
        writeHeader(nullptr);
    return flush();
}

} // namespace nelumbo
