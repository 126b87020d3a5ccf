#include "results/PlanTreeModel.h"

#include "window/ToolTipText.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QStyle>

namespace nelumbo {

PlanTreeModel::PlanTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
{}

void PlanTreeModel::setPlan(const PlanTree& plan)
{
    beginResetModel();
    m_plan = plan;
    endResetModel();
}

QList<int> PlanTreeModel::siblingsOf(int parentNode) const
{
    return parentNode < 0 ? m_plan.roots() : m_plan.node(parentNode).children;
}

QModelIndex PlanTreeModel::indexOfNode(int node, int column) const
{
    if (node < 0 || node >= m_plan.size())
        return {};
    const int row = int(siblingsOf(m_plan.node(node).parent).indexOf(node));
    return createIndex(row, column, quintptr(node));
}

QModelIndex PlanTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || (parent.isValid() && parent.column() != 0))
        return {};
    const QList<int> siblings = siblingsOf(parent.isValid() ? int(parent.internalId()) : -1);
    if (row < 0 || row >= siblings.size())
        return {};
    return createIndex(row, column, quintptr(siblings.at(row)));
}

QModelIndex PlanTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    return indexOfNode(m_plan.node(int(child.internalId())).parent);
}

int PlanTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(siblingsOf(parent.isValid() ? int(parent.internalId()) : -1).size());
}

int PlanTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QString PlanTreeModel::text(const PlanNode& node, int column) const
{
    const QLocale locale;
    switch (column) {
    case NodeColumn:
        return node.type;
    case RelationColumn:
        return node.relation;
    case RowsColumn:
        return node.rows ? locale.toString(qint64(*node.rows)) : QString();
    case CostColumn:
        if (!node.totalCost)
            return {};
        if (node.startupCost)
            return locale.toString(*node.startupCost, 'f', 2) + QStringLiteral(" … ") +
                   locale.toString(*node.totalCost, 'f', 2);
        return locale.toString(*node.totalCost, 'f', 2);
    case DetailColumn:
        // Why it is marked comes first, where it is read without a tooltip.
        if (node.expensive)
            return node.detail.isEmpty()
                       ? tr("Expensive: %1").arg(node.expensiveReason)
                       : tr("Expensive: %1 — %2").arg(node.expensiveReason, node.detail);
        return node.detail;
    }
    return {};
}

QVariant PlanTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const int n = int(index.internalId());
    const PlanNode& node = m_plan.node(n);
    switch (role) {
    case Qt::DisplayRole:
        return text(node, index.column());
    case Qt::ToolTipRole: {
        QString tip = text(node, index.column());
        if (index.column() != DetailColumn)
            tip += QLatin1Char('\n') + text(node, DetailColumn);
        return plainToolTip(tip.trimmed());
    }
    case Qt::AccessibleTextRole:
        if (index.column() == NodeColumn && node.expensive)
            return tr("%1, expensive: %2").arg(node.type, node.expensiveReason);
        return text(node, index.column());
    case Qt::DecorationRole:
        if (index.column() == NodeColumn && node.expensive)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::FontRole:
        if (node.expensive) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == RowsColumn || index.column() == CostColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ExpensiveRole:
        return node.expensive;
    case NodeIndexRole:
        return n;
    }
    return {};
}

QVariant PlanTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NodeColumn:
        return tr("Node");
    case RelationColumn:
        return tr("Relation");
    case RowsColumn:
        return tr("Est. rows");
    case CostColumn:
        return tr("Cost");
    case DetailColumn:
        return tr("Detail");
    }
    return {};
}

} // namespace nelumbo
