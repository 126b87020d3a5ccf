#include "visibility/VisibilityPolicy.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::VisibilityPolicy)
};

bool anyMatches(const QList<NamePattern>& patterns, const QString& name)
{
    for (const NamePattern& p : patterns)
        if (p.matches(name))
            return true;
    return false;
}

bool anyRelationMatches(const QList<RelationPattern>& patterns, const QString& schema,
                        const QString& table)
{
    for (const RelationPattern& p : patterns)
        if (p.matches(schema, table))
            return true;
    return false;
}

// Splits at dots outside /regex/ parts.
QStringList splitName(const QString& text)
{
    QStringList parts;
    QString current;
    bool inRegex = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('/') && (i == 0 || text.at(i - 1) != QLatin1Char('\\')))
            inRegex = !inRegex;
        if (c == QLatin1Char('.') && !inRegex) {
            parts << current;
            current.clear();
        } else {
            current += c;
        }
    }
    parts << current;
    return parts;
}
} // namespace

Result<ColumnPolicy> ColumnPolicy::parse(const QString& raw)
{
    const QString text = raw.trimmed();
    const QStringList parts = text.split(QLatin1Char(':'));
    const QString head = parts.value(0).toLower();
    ColumnPolicy p;
    if (head == QLatin1String("allow")) {
        p.action = Action::Allow;
    } else if (head == QLatin1String("omit")) {
        p.action = Action::Omit;
    } else if (head == QLatin1String("error")) {
        p.action = Action::Error;
    } else if (head == QLatin1String("mask")) {
        p.action = Action::Mask;
        const QString kind = parts.value(1).toLower();
        if (kind.isEmpty() || kind == QLatin1String("null")) {
            p.mask = Mask::Null;
        } else if (kind == QLatin1String("sha256")) {
            p.mask = Mask::Sha256;
        } else if (kind == QLatin1String("fixed")) {
            p.mask = Mask::Fixed;
            p.fixedValue = text.section(QLatin1Char(':'), 2);
        } else if (kind == QLatin1String("partial")) {
            p.mask = Mask::Partial;
            bool okFirst = true, okLast = true;
            if (parts.size() > 2)
                p.keepFirst = parts.at(2).toInt(&okFirst);
            if (parts.size() > 3)
                p.keepLast = parts.at(3).toInt(&okLast);
            if (parts.size() > 4)
                p.replacement = parts.at(4);
            if (!okFirst || !okLast || p.keepFirst < 0 || p.keepLast < 0)
                return Error{ErrorCode::InvalidPolicy,
                             Tr::tr("\"%1\": partial masks take two whole numbers").arg(text)};
        } else {
            return Error{ErrorCode::InvalidPolicy,
                         Tr::tr("\"%1\": unknown mask \"%2\"").arg(text, kind)};
        }
    } else {
        return Error{
            ErrorCode::InvalidPolicy,
            Tr::tr("\"%1\" is not a column policy (allow, omit, error or mask)").arg(text)};
    }
    return p;
}

QVariant ColumnPolicy::apply(const QVariant& value) const
{
    if (action != Action::Mask || value.isNull())
        return action == Action::Mask ? QVariant() : value;
    switch (mask) {
    case Mask::Null:
        return {};
    case Mask::Sha256:
        return QString::fromLatin1(
            QCryptographicHash::hash(value.toString().toUtf8(), QCryptographicHash::Sha256)
                .toHex());
    case Mask::Fixed:
        return fixedValue;
    case Mask::Partial: {
        const QString s = value.toString();
        if (s.size() <= keepFirst + keepLast)
            return QString(s.size(), replacement.isEmpty() ? QLatin1Char('*') : replacement.at(0));
        const qsizetype hidden = s.size() - keepFirst - keepLast;
        return s.left(keepFirst) + replacement.repeated(hidden) + s.right(keepLast);
    }
    }
    return {};
}

Result<ColumnRule> ColumnRule::parse(const QString& raw)
{
    const qsizetype eq = raw.indexOf(QLatin1Char('='));
    if (eq <= 0)
        return Error{ErrorCode::InvalidRule,
                     Tr::tr("\"%1\": a column rule reads [schema.][table.]column=policy").arg(raw)};
    auto policy = ColumnPolicy::parse(raw.mid(eq + 1));
    if (!policy)
        return policy.error();
    const QStringList names = splitName(raw.left(eq).trimmed());
    if (names.size() > 3 || names.contains(QString()))
        return Error{ErrorCode::InvalidRule,
                     Tr::tr("\"%1\": a column rule reads [schema.][table.]column=policy").arg(raw)};
    ColumnRule rule;
    rule.parts = int(names.size());
    rule.policy = policy.value();
    QList<NamePattern*> targets;
    if (rule.parts == 3)
        targets = {&rule.schema, &rule.table, &rule.column};
    else if (rule.parts == 2)
        targets = {&rule.table, &rule.column};
    else
        targets = {&rule.column};
    for (int i = 0; i < targets.size(); ++i) {
        auto p = NamePattern::parse(names.at(i));
        if (!p)
            return p.error();
        *targets[i] = p.value();
    }
    return rule;
}

Result<VisibilityRules> VisibilityRules::fromLists(const QStringList& schemaAllow,
                                                   const QStringList& schemaDeny,
                                                   const QStringList& tableAllow,
                                                   const QStringList& tableDeny,
                                                   const QStringList& columns)
{
    VisibilityRules rules;
    auto names = [](const QStringList& in, QList<NamePattern>& out) -> Result<void> {
        for (const QString& s : in) {
            if (s.trimmed().isEmpty())
                continue;
            auto p = NamePattern::parse(s);
            if (!p)
                return p.error();
            out << p.value();
        }
        return {};
    };
    auto relations = [](const QStringList& in, QList<RelationPattern>& out) -> Result<void> {
        for (const QString& s : in) {
            if (s.trimmed().isEmpty())
                continue;
            auto p = RelationPattern::parse(s);
            if (!p)
                return p.error();
            out << p.value();
        }
        return {};
    };
    if (auto r = names(schemaAllow, rules.schemaAllow); !r)
        return r.error();
    if (auto r = names(schemaDeny, rules.schemaDeny); !r)
        return r.error();
    if (auto r = relations(tableAllow, rules.tableAllow); !r)
        return r.error();
    if (auto r = relations(tableDeny, rules.tableDeny); !r)
        return r.error();
    for (const QString& s : columns) {
        if (s.trimmed().isEmpty())
            continue;
        auto c = ColumnRule::parse(s);
        if (!c)
            return c.error();
        rules.columns << c.value();
    }
    return rules;
}

BuiltinHidden BuiltinHidden::forAdapter(const DatabaseAdapter& adapter)
{
    BuiltinHidden b;
    // The adapters' lists are constants of this program: an entry that does not parse is a
    // programming error, caught by the visibility tests.
    for (const QString& s : adapter.builtinHiddenSchemas())
        if (auto p = NamePattern::parse(s))
            b.schemas << p.value();
    for (const QString& t : adapter.builtinHiddenTables()) {
        RelationPattern r;
        if (auto p = NamePattern::parse(t)) {
            r.table = p.value();
            b.tables << r;
        }
    }
    b.implicitSchema = adapter.implicitSchema();
    return b;
}

BuiltinHidden BuiltinHidden::forLanguage(const QString& language)
{
    for (const QString& id : AdapterRegistry::ids()) {
        const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
        if (adapter && adapter->queryLanguage() == language)
            return forAdapter(*adapter);
    }
    BuiltinHidden b;
    for (const QString& id : AdapterRegistry::ids()) {
        const BuiltinHidden one = forAdapter(*AdapterRegistry::byId(id));
        b.schemas << one.schemas;
        b.tables << one.tables;
    }
    return b;
}

VisibilityPolicy::VisibilityPolicy(VisibilityRules rules, BuiltinHidden builtin)
    : m_rules(std::move(rules))
    , m_builtin(std::move(builtin))
{}

QString VisibilityPolicy::normalisedSchema(const QString& schema) const
{
    if (!m_builtin.implicitSchema.isEmpty() && schema == m_builtin.implicitSchema)
        return {};
    return schema;
}

VisibilityPolicy VisibilityPolicy::hidingEverything(BuiltinHidden builtin)
{
    VisibilityRules rules;
    const NamePattern nothing = NamePattern::regex(QStringLiteral("(?!)"));
    rules.schemaAllow << nothing;
    RelationPattern noTable;
    noTable.table = nothing;
    rules.tableAllow << noTable;
    return VisibilityPolicy(std::move(rules), std::move(builtin));
}

bool VisibilityPolicy::restrictsAnything() const
{
    if (!m_rules.schemaAllow.isEmpty() || !m_rules.schemaDeny.isEmpty() ||
        !m_rules.tableAllow.isEmpty() || !m_rules.tableDeny.isEmpty())
        return true;
    for (const ColumnRule& rule : m_rules.columns)
        if (rule.policy.action != ColumnPolicy::Action::Allow)
            return true;
    return false;
}

bool VisibilityPolicy::schemaVisible(const QString& rawSchema) const
{
    const QString schema = normalisedSchema(rawSchema);
    if (schema.isEmpty())
        return true; // schema-less tables: only table rules apply
    if (!m_rules.schemaAllow.isEmpty() && !anyMatches(m_rules.schemaAllow, schema))
        return false;
    return !anyMatches(m_builtin.schemas, schema) && !anyMatches(m_rules.schemaDeny, schema);
}

bool VisibilityPolicy::relationVisible(const QString& rawSchema, const QString& table) const
{
    if (!schemaVisible(rawSchema))
        return false;
    const QString schema = normalisedSchema(rawSchema);
    if (anyRelationMatches(m_builtin.tables, schema, table) ||
        anyRelationMatches(m_rules.tableDeny, schema, table))
        return false;
    // Allow rules are scoped by schema: only entries about this schema (or bare) apply.
    bool anyApplies = false;
    for (const RelationPattern& p : m_rules.tableAllow) {
        if (!p.bare && !p.schema.matches(schema))
            continue;
        anyApplies = true;
        if (p.table.matches(table))
            return true;
    }
    return !anyApplies;
}

ColumnPolicy VisibilityPolicy::columnPolicy(const QString& rawSchema, const QString& table,
                                            const QString& column) const
{
    const QString schema = normalisedSchema(rawSchema);
    // The most specific form of rule is checked first; within a form, the first match wins.
    for (int parts = 3; parts >= 1; --parts) {
        for (const ColumnRule& rule : m_rules.columns) {
            if (rule.parts != parts || !rule.column.matches(column))
                continue;
            if (parts >= 2 && !rule.table.matches(table))
                continue;
            if (parts == 3 && !rule.schema.matches(schema))
                continue;
            return rule.policy;
        }
    }
    return {};
}

QStringList VisibilityPolicy::filterSchemas(const QStringList& schemas) const
{
    QStringList out;
    for (const QString& s : schemas)
        if (schemaVisible(s))
            out << s;
    return out;
}

Catalog VisibilityPolicy::filter(const Catalog& catalog) const
{
    Catalog out;
    for (const SchemaInfo& schema : catalog) {
        if (!schemaVisible(schema.name))
            continue;
        SchemaInfo kept{schema.name, {}};
        for (const TableInfo& table : schema.tables) {
            if (!relationVisible(schema.name, table.name))
                continue;
            if (m_rules.columns.isEmpty()) { // no column rules: the table as it is, shared
                kept.tables << table;
                continue;
            }
            TableInfo t = table;
            t.columns.clear();
            for (const ColumnInfo& c : table.columns)
                if (!columnPolicy(schema.name, table.name, c.name).hiddenFromSchema())
                    t.columns << c;
            kept.tables << t;
        }
        out << kept;
    }
    return out;
}

Result<void> VisibilityPolicy::checkRelations(const QList<QPair<QString, QString>>& relations) const
{
    QStringList hidden;
    for (const auto& [schema, table] : relations) {
        if (relationVisible(schema, table))
            continue;
        const QString name =
            normalisedSchema(schema).isEmpty() ? table : schema + QLatin1Char('.') + table;
        if (!hidden.contains(name))
            hidden << name;
    }
    if (hidden.isEmpty())
        return {};
    return Error{ErrorCode::HiddenTable,
                 Tr::tr("Refused: the statement touches hidden table(s): %1")
                     .arg(hidden.join(QStringLiteral(", ")))};
}

} // namespace nelumbo
