#include "results/PlanView.h"

#include "results/PlanTreeModel.h"

#include <QHeaderView>

namespace nelumbo {

PlanView::PlanView(QWidget* parent)
    : QTreeView(parent)
    , m_model(new PlanTreeModel(this))
{
    setObjectName(QStringLiteral("planView"));
    setAccessibleName(tr("Query plan"));
    setModel(m_model);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    header()->setStretchLastSection(true);
}

void PlanView::setPlan(const PlanTree& plan)
{
    m_model->setPlan(plan);
    expandAll();
    for (int c = 0; c < PlanTreeModel::DetailColumn; ++c)
        resizeColumnToContents(c);
    // The first expensive node is where the reader should look first.
    // Current, not selected: a selection's colours would hide the marks.
    const QList<int> expensive = plan.expensiveNodes();
    const QModelIndex first =
        m_model->indexOfNode(expensive.isEmpty() ? 0 : expensive.constFirst());
    selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    scrollTo(first);
}

void PlanView::clear()
{
    m_model->setPlan(PlanTree());
}

} // namespace nelumbo
