#pragma once

#include "SqlDialect.h"
#include "adapter/QueryLanguage.h"
#include "core/Result.h"
#include "variables/VariableDefinition.h"

#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace nelumbo {

// Compiles the template DSL (`{{name}}` placeholders and `[[ … ]]` optional blocks, reference
// spec §11 with the tokenizer semantics of Appendix A) into a parameterised statement.
// Values are bound, never spliced into the text.
class TemplateCompiler
{
public:
    // 0. refuse spaced placeholders (checkPlaceholders); 1. resolve optional blocks; 2. replace
    // each placeholder occurrence, in order, with `?` (a list variable with `?, ?, …`) and append
    // its value; a placeholder inside a string literal turns the literal into a concatenation
    // ('%{{q}}%' → '%' || ? || '%', or CONCAT('%', ?, '%') where the dialect concatenates with a
    // function). A value is the supplied one unless it is missing or null, then the definition's
    // default; neither → "Missing required variable: name". Number and date variables are cast
    // (§11.4) and get the dialect's typed marker (SqlDialect::numberMarker, dateMarker: ?::date,
    // …).
    static Result<CompiledStatement> compile(QStringView text, const SqlDialect& dialect,
                                             const QVariantMap& values,
                                             const QList<VariableDefinition>& definitions = {});

    // For EXPLAIN and validation without values: optional blocks are kept (brackets removed)
    // and every placeholder becomes NULL.
    static QString prepareForAnalysis(QStringView text, const SqlDialect& dialect);

    // `{{ name }}` with spaces inside the braces is not a placeholder (reference spec §11.1).
    // In code it can only be a mistake, so compile() refuses it with this error
    // ("spaced_placeholder", naming the fix); in a string literal it stays text.
    static Result<void> checkPlaceholders(QStringView text, const SqlDialect& dialect);
    // The spaced placeholders found in code, as written ("{{ name }}"), first-seen order.
    static QStringList spacedPlaceholders(QStringView text, const SqlDialect& dialect);

    // The variables a UI should ask for: the placeholders compile() binds, in first-seen
    // order without duplicates (comments and quoted identifiers ignored, string literals not).
    static QStringList variableNames(QStringView text, const SqlDialect& dialect = {});
    // Every bindable placeholder occurrence in order, duplicates kept.
    static QStringList placeholderNames(QStringView text, const SqlDialect& dialect = {});
    // Replaces every bindable placeholder with `replacement` as plain text (blocks untouched).
    static QString neutralize(QStringView text, const QString& replacement,
                              const SqlDialect& dialect = {});
};

} // namespace nelumbo
