#pragma once

#include "export/ExportWriter.h"

namespace nelumbo {

// A GitHub-flavoured Markdown pipe table. Columns whose first values are numbers align right;
// a | in a value is escaped and line breaks become <br>. NULL is an empty cell.
class MarkdownWriter : public TextExportWriter
{
public:
    explicit MarkdownWriter(QIODevice& device);

    Result<void> begin(const QStringList& columns) override;
    Result<void> write(const RowBatch& batch) override;
    Result<void> end() override;

    // One cell's text as a table cell holds it.
    static QString escaped(const QString& text);

private:
    // The header and its alignment row, once the first rows tell which columns are numbers.
    void writeHeader(const RowBatch* firstRows);

    QStringList m_columns;
    bool m_headerWritten = false;
};

} // namespace nelumbo
