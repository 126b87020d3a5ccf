#pragma once

#include "export/ExportWriter.h"

namespace nelumbo {

// CSV (a chosen delimiter, quoting as needed or always, CRLF line ends) and TSV (tabs; tabs
// and line breaks inside a value become spaces). NULL is an empty unquoted field.
class DelimitedWriter : public TextExportWriter
{
public:
    DelimitedWriter(const ExportOptions& options, QIODevice& device);

    Result<void> begin(const QStringList& columns) override;
    Result<void> write(const RowBatch& batch) override;
    Result<void> end() override;

private:
    void appendField(QByteArrayView text);
    void appendCell(const RowBatch& batch, int row, int column);

    bool m_tsv;
    char m_delimiter;
    QByteArray m_delimiterBytes;
    bool m_quoteAlways;
    bool m_header;
    bool m_bom;
    int m_columns = 0;
};

} // namespace nelumbo
