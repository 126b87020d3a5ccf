#pragma once

#include "ai/AiActionRegistry.h"
#include "ai/ToolCatalog.h"

class QString;

namespace nelumbo {

class DatabaseAdapter;

// The built-in tools over a Connection's adapter calls: list_schemas, list_tables,
// describe_table, get_column_values (unless the source keeps its row data private) and
// validate_statement.
class BuiltinActions
{
public:
    static void addTo(AiActionRegistry& registry, const ToolOptions& options = {});
    // "schema.table" or "table" (schema empty: the adapter's default).
    static std::pair<QString, QString> splitName(const QString& qualified);
    // The read-only rule of a task: a statement the adapter says writes, or SQL it cannot
    // classify (syntax errors included), may change data.
    static bool mayChangeData(const DatabaseAdapter* adapter, const QString& statement);
    // Whether it only may change data because it cannot be classified (then validating it
    // first tells a syntax error from a write).
    static bool unclassifiedSql(const DatabaseAdapter* adapter, const QString& statement);
};

} // namespace nelumbo
