#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <optional>

namespace nelumbo {

// One step of a query plan.
struct PlanNode
{
    QString type;     // the operation, in the engine's words ("Seq Scan", "Full table scan")
    QString relation; // the table, CTE or subquery it reads; empty when none
    std::optional<double> rows; // estimated rows
    std::optional<double> startupCost;
    std::optional<double> totalCost; // includes the children's
    QString detail;                  // index, conditions, sort keys: one line
    bool fullScan = false;           // reads a whole table (or index) rather than seeking
    bool expensive = false;
    QString expensiveReason; // why it is marked, for people
    int parent = -1;
    QList<int> children;
};

// A query plan as a tree. The adapter's language reads its own plan format into it
// (QueryLanguage::parsePlan of what Connection::queryPlan returns).
class PlanTree
{
public:
    // A full scan estimated to read at least this many rows is expensive.
    static constexpr double kLargeScanRows = 1000;
    // A node whose own cost is at least this share of the plan's cost is expensive.
    static constexpr double kExpensiveShare = 0.3;

    // language: the id of the query language whose plan this is ("sql:postgres").
    explicit PlanTree(const QString& language = {})
        : m_language(language)
    {}

    QString language() const { return m_language; }
    const QList<PlanNode>& nodes() const { return m_nodes; }
    const PlanNode& node(int index) const { return m_nodes.at(index); }
    int size() const { return int(m_nodes.size()); }
    QList<int> roots() const { return m_roots; }
    QList<int> expensiveNodes() const;
    // The node's cost without its children's; nullopt when the plan has no costs.
    std::optional<double> ownCost(int index) const;

    // Appends a node under parent (-1: a new root); returns its index.
    int addNode(PlanNode node, int parent = -1);
    // Marks the expensive nodes (the rule is in the implementation).
    void markExpensive();

private:
    // The totals of the nearest costed steps below index.
    double costBelow(int index) const;

    QString m_language;
    QList<PlanNode> m_nodes;
    QList<int> m_roots;
};

} // namespace nelumbo
