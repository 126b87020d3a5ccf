#pragma once

#include "SqlDialect.h"
#include "SqlToken.h"

#include <QStringView>

namespace nelumbo {

// Splits SQL template text into tokens following the dialect's quoting and comment rules
// (reference spec, Appendix A), so that later passes look at code only where it matters.
// Unterminated quotes and comments run to the end of the text.
class SqlTokenizer
{
public:
    static SqlTokens tokenize(QStringView text, const SqlDialect& dialect);

    // Length of a `{{name}}` placeholder starting at `at` (name: [A-Za-z_][A-Za-z0-9_]*), or 0.
    static qsizetype placeholderLength(QStringView text, qsizetype at);
};

} // namespace nelumbo
