// The plan readers (QueryLanguage::parsePlan): PostgreSQL's and MySQL's EXPLAIN JSON, SQLite's
// EXPLAIN QUERY PLAN rows, and Redis's answer (it reads none); the tree they build is whole.
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/QueryLanguage.h"
#include "plan/PlanTree.h"

using namespace nelumbo;

namespace {

void checkTree(const PlanTree& tree, const QString& text)
{
    for (int i = 0; i < tree.size(); ++i) {
        const PlanNode& node = tree.node(i);
        fuzz::check(node.parent < i, "a node's parent comes before it", text);
        for (int child : node.children)
            fuzz::check(child > i && child < tree.size() && tree.node(child).parent == i,
                        "a node's children point back to it", text);
        tree.ownCost(i);
    }
    for (int root : tree.roots())
        fuzz::check(root >= 0 && root < tree.size() && tree.node(root).parent == -1,
                    "roots have no parent", text);
    tree.expensiveNodes();
}

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const quint8 selector = input.byte();
    QueryPlan plan;
    plan.format = selector & 0x80 ? QueryPlan::Format::Text : QueryPlan::Format::Json;
    plan.text = QString::fromUtf8(input.rest());
    const Result<PlanTree> tree = fuzz::language(selector % 4).parsePlan(plan);
    if (tree)
        checkTree(tree.value(), plan.text);
    return 0;
}

const fuzz::Registration registration("plans", fuzzOne);

} // namespace
