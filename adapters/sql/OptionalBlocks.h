#pragma once

#include "SqlDialect.h"
#include "SqlToken.h"

#include <QStringList>
#include <QVariantMap>
#include <functional>

namespace nelumbo {

// Optional clauses `[[ … ]]` of the template DSL. A block is kept (its brackets removed)
// when every one of its direct variables has a value, and removed with its content
// otherwise. Blocks nest: an outer block depends only on the variables that are not inside
// an inner block, and a block without variables is always kept. `[[` in strings or comments
// is text, and an unclosed `[[` is plain code.
class OptionalBlocks
{
public:
    using HasValue = std::function<bool(const QString& name)>;

    static SqlTokens resolve(const SqlTokens& tokens, const SqlDialect& dialect,
                             const HasValue& hasValue);
    static QString resolve(QStringView text, const SqlDialect& dialect, const QVariantMap& values);
    // Removes every block's brackets, keeping the content.
    static QString strip(QStringView text, const SqlDialect& dialect);
    // Names of the variables inside any block, first-seen order, no duplicates.
    static QStringList variableNames(QStringView text, const SqlDialect& dialect);

    // "Has a value": present, not null and not an empty string ([], 0, false and "  " count).
    static bool hasValue(const QVariant& value);
};

} // namespace nelumbo
