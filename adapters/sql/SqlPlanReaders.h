#pragma once

#include "adapter/DatabaseAdapter.h"
#include "plan/PlanTree.h"

namespace nelumbo {

// The plan formats of the SQL databases, read into core's plan model. Each SQL adapter's
// language uses the reader of its own database. Errors "empty_plan" and "invalid_plan".
class SqlPlanReaders
{
public:
    // EXPLAIN (FORMAT JSON): [{"Plan": {"Node Type": …, "Plans": […]}}]
    static Result<PlanTree> readPostgresJson(const QueryPlan& plan, const QString& language);
    // EXPLAIN FORMAT=JSON of MySQL and MariaDB: {"query_block": …}
    static Result<PlanTree> readMysqlJson(const QueryPlan& plan, const QString& language);
    // EXPLAIN QUERY PLAN rows as "id | parent | notused | detail" lines
    static Result<PlanTree> readSqliteRows(const QueryPlan& plan, const QString& language);
};

} // namespace nelumbo
