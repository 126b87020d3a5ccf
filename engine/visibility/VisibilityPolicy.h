#pragma once

#include "adapter/Schema.h"
#include "core/Result.h"
#include "visibility/NamePattern.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace nelumbo {

class DatabaseAdapter;

// What happens to a column a rule names.
struct ColumnPolicy
{
    enum class Action
    {
        Allow,
        Omit,
        Error,
        Mask
    };
    enum class Mask
    {
        Null,
        Sha256,
        Fixed,
        Partial
    };
    Action action = Action::Allow;
    Mask mask = Mask::Null;
    QString fixedValue;
    int keepFirst = 0;
    int keepLast = 4;
    QString replacement = QStringLiteral("*");

    bool hiddenFromSchema() const { return action == Action::Omit || action == Action::Error; }
    // "allow", "omit", "error", "mask", "mask:sha256", "mask:fixed:VALUE",
    // "mask:partial:FIRST:LAST[:REPLACEMENT]"
    static Result<ColumnPolicy> parse(const QString& text);
    QVariant apply(const QVariant& value) const; // for Mask
};

struct ColumnRule
{
    int parts = 1; // 3 = schema.table.column, 2 = table.column, 1 = column
    NamePattern schema;
    NamePattern table;
    NamePattern column;
    ColumnPolicy policy;

    // "schema.table.column=policy", "table.column=policy" or "column=policy"
    static Result<ColumnRule> parse(const QString& text);
};

// The user's rules for one source, as written in the config file.
struct VisibilityRules
{
    QList<NamePattern> schemaAllow; // empty: every schema
    QList<NamePattern> schemaDeny;
    QList<RelationPattern> tableAllow;
    QList<RelationPattern> tableDeny;
    QList<ColumnRule> columns;

    static Result<VisibilityRules> fromLists(const QStringList& schemaAllow,
                                             const QStringList& schemaDeny,
                                             const QStringList& tableAllow,
                                             const QStringList& tableDeny,
                                             const QStringList& columns);
};

// Objects a kind of database always hides, whatever the user allows (system catalogues,
// migration tables).
struct BuiltinHidden
{
    QList<NamePattern> schemas;
    QList<RelationPattern> tables;
    // SQLite and friends have one implicit schema ("main"); rules name its tables with an
    // empty schema.
    QString implicitSchema;

    // What the adapter declares (builtinHiddenSchemas/Tables, implicitSchema): the adapter
    // is the one place these lists live.
    static BuiltinHidden forAdapter(const DatabaseAdapter& adapter);
    // forAdapter() of the registered adapter speaking queryLanguage ("sql:postgres", …). A
    // language no adapter speaks gets the union of every registered adapter's lists (system
    // catalogues, migration tables), to be safe.
    static BuiltinHidden forLanguage(const QString& queryLanguage);
};

// Decides what may be seen and touched. Deny always wins; built-in denies cannot be
// allowed back.
class VisibilityPolicy
{
public:
    VisibilityPolicy() = default;
    VisibilityPolicy(VisibilityRules rules, BuiltinHidden builtin);
    // Rules under which nothing is visible: for when the real ones cannot be read.
    static VisibilityPolicy hidingEverything(BuiltinHidden builtin);

    // Whether the user's rules hide or mask anything. When not, only the built-in hidden
    // objects are left out of listings, and statements run without any analysis.
    bool restrictsAnything() const;
    bool schemaVisible(const QString& schema) const;
    bool relationVisible(const QString& schema, const QString& table) const;
    ColumnPolicy columnPolicy(const QString& schema, const QString& table,
                              const QString& column) const;
    QStringList filterSchemas(const QStringList& schemas) const;
    // The catalogue without hidden schemas, tables and columns.
    Catalog filter(const Catalog& catalog) const;
    // "Query touches hidden table(s): a, b" for the ones not visible; ok when none.
    Result<void> checkRelations(const QList<QPair<QString, QString>>& relations) const;

private:
    QString normalisedSchema(const QString& schema) const;

    VisibilityRules m_rules;
    BuiltinHidden m_builtin;
};

} // namespace nelumbo
