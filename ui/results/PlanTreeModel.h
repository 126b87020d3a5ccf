#pragma once

#include "plan/PlanTree.h"

#include <QAbstractItemModel>

namespace nelumbo {

// A PlanTree for a QTreeView: node, relation, estimated rows, cost, detail. Expensive nodes
// are bold with a warning icon, and say so in their tooltip and accessible text.
class PlanTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column
    {
        NodeColumn,
        RelationColumn,
        RowsColumn,
        CostColumn,
        DetailColumn,
        ColumnCount
    };
    enum Role
    {
        ExpensiveRole = Qt::UserRole + 1, // bool
        NodeIndexRole                     // int: the node's index in the PlanTree
    };

    explicit PlanTreeModel(QObject* parent = nullptr);

    void setPlan(const PlanTree& plan);
    const PlanTree& plan() const { return m_plan; }
    QModelIndex indexOfNode(int node, int column = NodeColumn) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<int> siblingsOf(int parentNode) const;
    QString text(const PlanNode& node, int column) const;

    PlanTree m_plan;
};

} // namespace nelumbo
