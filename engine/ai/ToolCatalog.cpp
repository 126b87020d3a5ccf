#include "ai/ToolCatalog.h"

#include <QJsonArray>
#include <QJsonObject>

namespace nelumbo {

namespace {

QJsonObject stringParam(const QString& description)
{
    return {{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("description"), description}};
}

// A JSON Schema object; required lists the mandatory properties.
QJsonObject objectSchema(const QJsonObject& properties, const QStringList& required)
{
    return {{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"), properties},
            {QStringLiteral("required"), QJsonArray::fromStringList(required)}};
}

const QString kTableNameDoc = QStringLiteral(
    "The table's name as list_tables gives it, schema-qualified where it has a schema "
    "(\"public.orders\").");

} // namespace

QList<LlmToolDefinition> ToolCatalog::forTask(AiTask task, const ToolOptions& options)
{
    if (task != AiTask::Generation)
        return {describeTable()};
    QList<LlmToolDefinition> tools{listSchemas(), listTables(), describeTable()};
    if (options.columnValues)
        tools << getColumnValues();
    tools << validateStatement();
    return tools;
}

QStringList ToolCatalog::namesForTask(AiTask task, const ToolOptions& options)
{
    QStringList names;
    for (const LlmToolDefinition& t : forTask(task, options))
        names << t.name;
    return names;
}

LlmToolDefinition ToolCatalog::listSchemas()
{
    return {QLatin1String(ToolName::ListSchemas),
            QStringLiteral("Lists the schemas of the data source that you may look into."),
            objectSchema({}, {})};
}

LlmToolDefinition ToolCatalog::listTables()
{
    return {QLatin1String(ToolName::ListTables),
            QStringLiteral("Lists the tables and views you may query, with schema-qualified "
                           "names. On large databases pass filter to search by name."),
            objectSchema({{QLatin1String(ToolArg::Filter),
                           stringParam(QStringLiteral(
                               "Optional. Only names containing this text, ignoring case "
                               "(\"order\" finds \"sales.order_items\")."))}},
                         {})};
}

LlmToolDefinition ToolCatalog::describeTable()
{
    return {QLatin1String(ToolName::DescribeTable),
            QStringLiteral("Describes a table: its columns with their types, nullability and "
                           "keys, its foreign keys and comments."),
            objectSchema({{QLatin1String(ToolArg::TableName), stringParam(kTableNameDoc)}},
                         {QLatin1String(ToolArg::TableName)})};
}

LlmToolDefinition ToolCatalog::getColumnValues()
{
    return {QLatin1String(ToolName::GetColumnValues),
            QStringLiteral("Returns up to 100 distinct non-null values of a column, sorted. Use "
                           "it before filtering on status, type or category columns so the "
                           "statement uses values that really occur."),
            objectSchema({{QLatin1String(ToolArg::TableName), stringParam(kTableNameDoc)},
                          {QLatin1String(ToolArg::ColumnName),
                           stringParam(QStringLiteral("The column's name."))}},
                         {QLatin1String(ToolArg::TableName), QLatin1String(ToolArg::ColumnName)})};
}

LlmToolDefinition ToolCatalog::validateStatement()
{
    return {QLatin1String(ToolName::ValidateStatement),
            QStringLiteral("Checks a statement against the data source without running it "
                           "(template variables count as NULL). Returns valid, or the "
                           "database's error."),
            objectSchema({{QLatin1String(ToolArg::Statement),
                           stringParam(QStringLiteral("The complete statement, with any "
                                                      "{{variables}} and [[optional blocks]]."))}},
                         {QLatin1String(ToolArg::Statement)})};
}

} // namespace nelumbo
