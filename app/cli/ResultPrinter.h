#pragma once

#include "OutputFormat.h"
#include "core/RowBatch.h"

#include <QStringList>
#include <QVariantList>
#include <memory>

namespace nelumbo {

class Console;

// Writes the results of a script as they arrive, in one output format. The calls follow
// this grammar: beginScript (beginResult addRows* endResult | statementDone)* endScript.
class ResultPrinter
{
public:
    virtual ~ResultPrinter() = default;

    static std::unique_ptr<ResultPrinter> create(OutputFormat format, Console& console);

    virtual void beginScript(int statementCount) {}
    virtual void beginResult(const QStringList& columns) = 0;
    // The first rowCount rows of batch.
    virtual void addRows(const RowBatch& batch, int rowCount) = 0;
    // truncated: rows were left out because of --max-rows.
    virtual void endResult(bool truncated) = 0;
    // A statement that returns no rows; rowsAffected is -1 when unknown.
    virtual void statementDone(qint64 rowsAffected) {}
    // completed is false when the script stopped at an error or was interrupted.
    virtual void endScript(bool completed) {}
};

} // namespace nelumbo
