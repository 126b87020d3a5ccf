#pragma once

#include "ResultPrinter.h"

namespace nelumbo {

// One JSON object per result: {"columns":[…],"rows":[[…]],"row_count":N,"truncated":false}.
// A script of several statements prints an array holding one object per statement that
// returns rows, so the shape of the output depends only on the input. Rows are written
// as they arrive.
class JsonPrinter final : public ResultPrinter
{
public:
    explicit JsonPrinter(Console& console)
        : m_console(console)
    {}

    void beginScript(int statementCount) override;
    void beginResult(const QStringList& columns) override;
    void addRows(const RowBatch& batch, int rowCount) override;
    void endResult(bool truncated) override;
    void endScript(bool completed) override;

private:
    Console& m_console;
    QByteArray m_buffer;
    bool m_array = false;
    bool m_inResult = false;
    int m_columnCount = 0;
    int m_resultCount = 0;
    qint64 m_rows = 0;
};

} // namespace nelumbo
