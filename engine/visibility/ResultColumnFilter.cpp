#include "visibility/ResultColumnFilter.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>

namespace nelumbo {

namespace {
int strictness(ColumnPolicy::Action a)
{
    switch (a) {
    case ColumnPolicy::Action::Allow:
        return 0;
    case ColumnPolicy::Action::Mask:
        return 1;
    case ColumnPolicy::Action::Omit:
        return 2;
    case ColumnPolicy::Action::Error:
        return 3;
    }
    return 3;
}
} // namespace

Result<ResultColumnFilter> ResultColumnFilter::forResult(const VisibilityPolicy& policy,
                                                         const StatementReferences& references,
                                                         const QStringList& names)
{
    QList<QPair<QString, QString>> relations = references.relations;
    if (relations.isEmpty())
        relations.append({QString(), QString()}); // rules about a column in any table still apply
    ResultColumnFilter f;
    f.m_sourceColumns = int(names.size());
    for (int i = 0; i < names.size(); ++i) {
        ColumnPolicy strictest;
        for (const auto& [schema, table] : std::as_const(relations)) {
            const ColumnPolicy p = policy.columnPolicy(schema, table, names.at(i));
            if (strictness(p.action) > strictness(strictest.action))
                strictest = p;
        }
        if (strictest.action == ColumnPolicy::Action::Error)
            return Error{ErrorCode::ColumnNotVisible,
                         QCoreApplication::translate("nelumbo::ResultColumnFilter",
                                                     "Column \"%1\" does not exist or is not "
                                                     "visible for this data source")
                             .arg(names.at(i))};
        if (strictest.action == ColumnPolicy::Action::Omit) {
            f.m_identity = false;
            continue;
        }
        if (strictest.action == ColumnPolicy::Action::Mask)
            f.m_identity = false;
        f.m_names << names.at(i);
        f.m_kept << i;
        f.m_policies << strictest;
    }
    return f;
}

QVariantList ResultColumnFilter::apply(const QVariantList& cells, int rowCount) const
{
    if (m_identity || m_sourceColumns == 0)
        return cells;
    QVariantList out;
    out.reserve(qsizetype(rowCount) * m_kept.size());
    for (int row = 0; row < rowCount; ++row) {
        const qsizetype base = qsizetype(row) * m_sourceColumns;
        for (int k = 0; k < m_kept.size(); ++k) {
            const QVariant& v = cells.at(base + m_kept.at(k));
            const ColumnPolicy& p = m_policies.at(k);
            out << (p.action == ColumnPolicy::Action::Mask ? p.apply(v) : v);
        }
    }
    return out;
}

RowBatch ResultColumnFilter::apply(const RowBatch& batch) const
{
    if (m_identity || m_sourceColumns == 0)
        return batch;
    RowBatch out(int(m_kept.size()), batch.rowCount());
    out.setRealFormat(batch.realFormat());
    out.setRealWriter(batch.realWriter());
    for (int row = 0; row < batch.rowCount(); ++row) {
        for (int k = 0; k < m_kept.size(); ++k) {
            const QVariant v = batch.value(row, m_kept.at(k));
            const ColumnPolicy& p = m_policies.at(k);
            out.appendValue(p.action == ColumnPolicy::Action::Mask ? p.apply(v) : v);
        }
        out.endRow();
    }
    return out;
}

} // namespace nelumbo
