#pragma once

#include <QList>
#include <QStringList>
#include <QVariantList>

namespace nelumbo {

// A statement's result as the scorer compares it: column names (never compared) and rows.
struct EvalTable
{
    QStringList columns;
    QList<QVariantList> rows;
};

enum class EvalMatch
{
    None,
    Subset, // every gold column is one of the generated columns, with the same rows
    Exact,  // the same columns (in any order, any names) with the same rows
};

// The scoring rules of the text-to-SQL benchmark: values decide, names do not.
namespace EvalScoring {

// The statements a gold text accepts: several separated by ';', and each `{a, b}` group
// expanded to one statement per alternative (`{}` repeats the choice of the group before it).
QStringList goldVariants(const QString& gold);

// Whether the statement orders its result (ORDER BY outside parentheses): only then does
// row order count.
bool ordersRows(const QString& statement);

// Compares a generated result with one gold result; rows as multisets unless ordered.
EvalMatch compare(const EvalTable& gold, const EvalTable& generated, bool ordered);

// The value as compared: NULL equals NULL, numbers by value (10 significant digits).
QString cellKey(const QVariant& value);

} // namespace EvalScoring

} // namespace nelumbo
