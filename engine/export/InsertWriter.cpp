#include "export/InsertWriter.h"

#include "adapter/QueryLanguage.h"

#include <algorithm>

namespace nelumbo {

InsertWriter::InsertWriter(QIODevice& device, const QueryLanguage& language, const QString& table)
    : TextExportWriter(device)
    , m_language(language)
    , m_table(table)
{}

Result<void> InsertWriter::begin(const QStringList& columns)
{
    m_columns = columns;
    return {};
}

Result<void> InsertWriter::write(const RowBatch& batch)
{
    const int columns = std::min(int(m_columns.size()), batch.columnCount());
    QStringList literals;
    for (int r = 0; r < batch.rowCount(); ++r) {
        literals.clear();
        for (int c = 0; c < columns; ++c) {
            auto literal = m_language.valueLiteral(batch.value(r, c));
            if (!literal)
                return literal.error();
            literals.append(literal.value());
        }
        auto statement = m_language.insertStatement(m_table, m_columns.mid(0, columns), literals);
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
