#pragma once

#include "export/ExportWriter.h"

namespace nelumbo {

class QueryLanguage;

// One INSERT statement per row, as the source's language writes its names and values.
class InsertWriter : public TextExportWriter
{
public:
    // table as the user gave it (SCHEMA.TABLE allowed).
    InsertWriter(QIODevice& device, const QueryLanguage& language, const QString& table);

    Result<void> begin(const QStringList& columns) override;
    Result<void> write(const RowBatch& batch) override;
    Result<void> end() override;

private:
    const QueryLanguage& m_language;
    QString m_table;
    QStringList m_columns;
};

} // namespace nelumbo
