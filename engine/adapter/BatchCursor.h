#pragma once

#include "core/RowBatch.h"

namespace nelumbo {

// A RowCursor that also implements this reads its driver's cells straight into a batch, with
// no QVariant per cell; the worker uses it when there, and RowCursor::value() otherwise.
class BatchCursor
{
public:
    virtual ~BatchCursor() = default;
    // Appends the current row's batch.columnCount() cells, then endRow().
    virtual void readRow(RowBatch& batch) = 0;
};

} // namespace nelumbo
