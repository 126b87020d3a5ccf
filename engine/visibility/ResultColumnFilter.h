#pragma once

#include "adapter/DatabaseAdapter.h"
#include "core/Result.h"
#include "core/RowBatch.h"
#include "visibility/VisibilityPolicy.h"

#include <QList>
#include <QStringList>
#include <QVariantList>

namespace nelumbo {

// What the column rules do to a query result: columns with policy "omit" are left out,
// "mask" values are masked, and "error" refuses the result. A result column is matched by
// its name against the columns of the relations the statement reads (as Lotus does); the
// strictest policy among them wins.
class ResultColumnFilter
{
public:
    ResultColumnFilter() = default; // keeps everything
    static Result<ResultColumnFilter> forResult(const VisibilityPolicy& policy,
                                                const StatementReferences& references,
                                                const QStringList& names);

    bool keepsEverything() const { return m_identity; }
    QStringList names() const { return m_names; }
    // rowCount rows of the original columns, row-major → the same rows, filtered.
    QVariantList apply(const QVariantList& cells, int rowCount) const;
    RowBatch apply(const RowBatch& batch) const;

private:
    bool m_identity = true;
    int m_sourceColumns = 0;
    QStringList m_names;
    QList<int> m_kept;              // source index of each kept column
    QList<ColumnPolicy> m_policies; // per kept column
};

} // namespace nelumbo
