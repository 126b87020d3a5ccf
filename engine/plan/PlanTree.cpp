#include "plan/PlanTree.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::PlanTree)
};

} // namespace

int PlanTree::addNode(PlanNode node, int parent)
{
    const int index = int(m_nodes.size());
    node.parent = parent;
    node.children.clear();
    m_nodes.append(std::move(node));
    if (parent >= 0 && parent < index)
        m_nodes[parent].children.append(index);
    else
        m_roots.append(index);
    return index;
}

QList<int> PlanTree::expensiveNodes() const
{
    QList<int> out;
    for (int i = 0; i < size(); ++i) {
        if (m_nodes.at(i).expensive)
            out.append(i);
    }
    return out;
}

std::optional<double> PlanTree::ownCost(int index) const
{
    const PlanNode& n = m_nodes.at(index);
    if (!n.totalCost)
        return std::nullopt;
    return std::max(0.0, *n.totalCost - costBelow(index));
}

double PlanTree::costBelow(int index) const
{
    // Through steps without a cost of their own (MySQL's sorts and temporary tables).
    double sum = 0;
    for (int child : m_nodes.at(index).children) {
        const PlanNode& c = m_nodes.at(child);
        sum += c.totalCost ? *c.totalCost : costBelow(child);
    }
    return sum;
}

// Expensive: a node whose own cost (without its children's) is at least kExpensiveShare of
// the costliest node's total, in a plan with more than one costed node; or a full scan that
// reads at least kLargeScanRows rows, or an unknown number (SQLite gives no estimates).
void PlanTree::markExpensive()
{
    double reference = 0;
    int costed = 0;
    for (const PlanNode& n : std::as_const(m_nodes)) {
        if (n.totalCost) {
            ++costed;
            reference = std::max(reference, *n.totalCost);
        }
    }
    for (int i = 0; i < size(); ++i) {
        PlanNode& n = m_nodes[i];
        QStringList reasons;
        const auto own = ownCost(i);
        if (costed > 1 && reference > 0 && own && *own >= kExpensiveShare * reference)
            reasons << Tr::tr("%1% of the estimated cost").arg(qRound(100 * *own / reference));
        if (n.fullScan && !n.rows)
            reasons << Tr::tr("full scan of a table of unknown size");
        else if (n.fullScan && *n.rows >= kLargeScanRows)
            reasons << Tr::tr("full scan, about %Ln rows", nullptr,
                              int(std::min(*n.rows, double(std::numeric_limits<int>::max()))));
        n.expensive = !reasons.isEmpty();
        n.expensiveReason = reasons.join(u"; "_s);
    }
}

} // namespace nelumbo
