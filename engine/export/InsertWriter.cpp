#include "export/InsertWriter.h"

#include "adapter/QueryLanguage.h"

#include <algorithm>

namespace nelumbo {

InsertWriter::InsertWriter(QIODevice& device, const QueryLanguage& language, const QString& table)
    : TextExportWriter(device)
    , m_language(language)
{
    // Each dotted part quoted where the language needs it; not a dotted name: one name.
    QStringList parts = table.split(QLatin1Char('.'));
    if (parts.contains(QString()))
        parts = {table};
    for (QString& part : parts)
        part = language.writtenName(part);
    m_table = parts.join(QLatin1Char('.'));
}

Result<void> InsertWriter::begin(const QStringList& columns)
{
    m_columns = columns;
    return {};
}

Result<void> InsertWriter::write(const RowBatch& batch)
{
    const int columns = std::min(int(m_columns.size()), batch.columnCount());
    const QStringList columnNames = m_columns.mid(0, columns);
    QVariantList values;
    for (int r = 0; r < batch.rowCount(); ++r) {
        values.clear();
        for (int c = 0; c < columns; ++c)
            values.append(batch.value(r, c));
        auto statement = m_language.insertStatement(m_table, columnNames, values);
        if (!statement)
            return statement.error();
        m_buffer.append(statement->toUtf8()).append('\n');
    }
    return flush();
}

Result<void> InsertWriter::end()
{
    return flush();
}

} // namespace nelumbo
