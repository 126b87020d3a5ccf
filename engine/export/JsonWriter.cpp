#include "export/JsonWriter.h"

#include "core/BatchText.h"
#include "core/TextExport.h"

#include <QSet>
#include <algorithm>

namespace nelumbo {

JsonWriter::JsonWriter(QIODevice& device, bool lines)
    : TextExportWriter(device)
    , m_lines(lines)
{}

QStringList JsonWriter::uniqueKeys(const QStringList& columns)
{
    QSet<QString> used(columns.cbegin(), columns.cend());
    QSet<QString> seen;
    QStringList keys;
    for (const QString& name : columns) {
        QString key = name;
        for (int n = 2; seen.contains(key) || (key != name && used.contains(key)); ++n)
            key = name + QLatin1Char('_') + QString::number(n);
        seen.insert(key);
        keys.append(key);
    }
    return keys;
}

Result<void> JsonWriter::begin(const QStringList& columns)
{
    m_keys.clear();
    for (const QString& key : uniqueKeys(columns))
        m_keys.append(TextExport::jsonText(key).toUtf8() + ':');
    if (!m_lines)
        m_buffer.append('[');
    return flush();
}

Result<void> JsonWriter::write(const RowBatch& batch)
{
    const int columns = std::min(int(m_keys.size()), batch.columnCount());
    for (int r = 0; r < batch.rowCount(); ++r) {
        if (!m_lines)
            m_buffer.append(m_firstRow ? "\n" : ",\n");
        m_firstRow = false;
        m_buffer.append('{');
        for (int c = 0; c < columns; ++c) {
            if (c > 0)
                m_buffer.append(',');
            m_buffer.append(m_keys.at(c));
            BatchText::appendJsonText(m_buffer, batch, r, c);
        }
        m_buffer.append('}');
        if (m_lines)
            m_buffer.append('\n');
    }
    return flush();
}

Result<void> JsonWriter::end()
{
    if (!m_lines)
        m_buffer.append(m_firstRow ? "]\n" : "\n]\n");
    return flush();
}

} // namespace nelumbo
