#pragma once

#include "AiActionRegistry.h"
#include "ToolCatalog.h"

namespace nelumbo {

// The built-in tools over a Connection's adapter calls: list_schemas, list_tables,
// describe_table, get_column_values (unless the source keeps its row data private) and
// validate_statement.
class BuiltinActions
{
public:
    static void addTo(AiActionRegistry& registry, const ToolOptions& options = {});
    // "schema.table" or "table" (schema empty: the adapter's default).
    static std::pair<QString, QString> splitName(const QString& qualified);
};

} // namespace nelumbo
