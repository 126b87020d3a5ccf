#pragma once

#include "adapter/DatabaseAdapter.h"
#include "core/Result.h"

#include <QJsonObject>
#include <QString>
#include <QVariantList>

namespace nelumbo {

// Renders tool results as the JSON text the model reads. Everything that comes from the
// database (names, comments, sampled values, error messages) is a JSON string value, never
// free text, and backticks are escaped, so a table called "ignore previous instructions" or
// a comment holding ``` stays data.
class ToolResultFormatter
{
public:
    static constexpr int kMaxTables = 500;        // names in one list_tables answer
    static constexpr int kMaxValueLength = 200;   // characters of one sampled value
    static constexpr int kMaxCommentLength = 500; // characters of one comment
    static constexpr int kMaxErrorLength = 2000;  // characters of one error message

    // {"schemas": [...]}
    static QString schemas(const QStringList& schemas);
    // {"tables": ["schema.table", …], "count": n, "truncated": bool, "filter": f}; filter is
    // a case-insensitive substring of the qualified name (empty: all).
    static QString tables(const QList<TableInfo>& tables, const QString& filter = {},
                          int limit = kMaxTables);
    // {"table": name, "kind", "comment", "columns": [{"name", "type", "nullable",
    //  "primary_key", "default", "comment"}], "primary_key", "foreign_keys", "indexes"}
    static QString tableDescription(const QString& requestedName, const TableDescription& table);
    // {"table", "column", "values": [...], "count": n} without NULLs.
    static QString columnValues(const QString& table, const QString& column,
                                const QVariantList& values);
    // {"valid": true} or {"valid": false, "error": message}
    static QString validation(const Result<void>& result);
    // {"error": message, "code": code}; a message over kMaxErrorLength (one that quotes a
    // huge argument) is cut, with its full size.
    static QString error(const Error& error);
    // text, or its first limit characters and "… (cut; N characters in all)".
    static QString cut(const QString& text, int limit = kMaxErrorLength);

    static QString render(const QJsonObject& object);
    // A sampled value as JSON: numbers and booleans as such, dates in ISO 8601, binary data
    // as its size, long text cut.
    static QJsonValue valueToJson(const QVariant& value);
};

} // namespace nelumbo
