#pragma once

#include "core/Result.h"

#include <QRegularExpression>
#include <QString>

namespace nelumbo {

// One name in a visibility rule: exact ("orders"), any ("*"), or a regular expression
// written between slashes ("/^temp_/"). Exact names compare case-sensitively, as the
// databases store them. Rules whose adapter names relations by globs parse with parseGlob().
class NamePattern
{
public:
    static Result<NamePattern> parse(const QString& text);
    // A glob ("session:*": `*`, `?`, `[a-z]`, `[^x]`, `\` escaping the next character), or a
    // /regular expression/ as in parse().
    static Result<NamePattern> parseGlob(const QString& text);
    static NamePattern exact(const QString& name);
    static NamePattern regex(const QString& pattern);
    static NamePattern any();
    static NamePattern glob(const QString& pattern);

    bool matches(const QString& name) const;
    QString text() const { return m_text; }

private:
    enum class Kind
    {
        Exact,
        Prefix, // a /^literal/ regular expression
        Regex,
        Any,
        Glob
    };
    Kind m_kind = Kind::Exact;
    QString m_text;
    QString m_prefix;
    QRegularExpression m_regex;
};

// A table in a rule: "table" (bare: that table in any schema) or "schema.table", where an
// empty schema ("" or the adapter's single implicit schema) is written ".table".
struct RelationPattern
{
    bool bare = true;   // no schema part given
    NamePattern schema; // only when !bare; matches "" for schema-less tables
    NamePattern table;

    static Result<RelationPattern> parse(const QString& text);
    bool matches(const QString& schemaName, const QString& tableName) const;
};

} // namespace nelumbo
