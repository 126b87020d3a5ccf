#pragma once

#include "ai/AiTask.h"
#include "llm/LlmTypes.h"

#include <QList>
#include <QStringList>

namespace nelumbo {

// The names the model calls tools by; adapters' error hints mention them too.
namespace ToolName {
inline constexpr char ListSchemas[] = "list_schemas";
inline constexpr char ListTables[] = "list_tables";
inline constexpr char DescribeTable[] = "describe_table";
inline constexpr char GetColumnValues[] = "get_column_values";
inline constexpr char ValidateStatement[] = "validate_statement";
} // namespace ToolName

// Argument names of the tools (the JSON keys the model fills in).
namespace ToolArg {
inline constexpr char Filter[] = "filter";
inline constexpr char TableName[] = "table_name";
inline constexpr char ColumnName[] = "column_name";
inline constexpr char Statement[] = "statement";
} // namespace ToolArg

struct ToolOptions
{
    // Off for sources whose row data must not leave the machine: no get_column_values.
    bool columnValues = true;
};

// The built-in tool definitions and which task gets which: generation gets all five,
// explanation and optimisation only describe_table.
class ToolCatalog
{
public:
    static QList<LlmToolDefinition> forTask(AiTask task, const ToolOptions& options = {});
    static QStringList namesForTask(AiTask task, const ToolOptions& options = {});

    static LlmToolDefinition listSchemas();
    static LlmToolDefinition listTables();
    static LlmToolDefinition describeTable();
    static LlmToolDefinition getColumnValues();
    static LlmToolDefinition validateStatement();
};

} // namespace nelumbo
