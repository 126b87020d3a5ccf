#pragma once

#include "ResultPrinter.h"

#include <QCoreApplication>

namespace nelumbo {

// RFC 4180: a header row, then one record per row, CRLF line ends. Several results are
// separated by an empty line. On a terminal, control and bidirectional characters in the data
// are escaped (SafeText); into a file or a pipe the data goes unchanged.
class CsvPrinter final : public ResultPrinter
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::CsvPrinter)
public:
    explicit CsvPrinter(Console& console);

    void beginResult(const QStringList& columns) override;
    void addRows(const RowBatch& batch, int rowCount) override;
    void endResult(bool truncated) override;

private:
    QString shown(const QString& text) const;

    Console& m_console;
    QByteArray m_buffer;
    bool m_toTerminal = false;
    int m_columnCount = 0;
    int m_resultCount = 0;
    qint64 m_rows = 0;
};

} // namespace nelumbo
