#pragma once

#include "plan/PlanTree.h"

#include <QTreeView>

namespace nelumbo {

class PlanTreeModel;

// The query plan as a tree, fully expanded, with the expensive nodes marked.
class PlanView : public QTreeView
{
    Q_OBJECT
public:
    explicit PlanView(QWidget* parent = nullptr);

    void setPlan(const PlanTree& plan);
    void clear();
    PlanTreeModel* planModel() const { return m_model; }

private:
    PlanTreeModel* m_model;
};

} // namespace nelumbo
