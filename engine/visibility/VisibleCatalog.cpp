#include "visibility/VisibleCatalog.h"

#include "core/BilingualError.h"
#include "core/ErrorCodes.h"
#include "visibility/VisibilityPolicy.h"

#include <QCoreApplication>
#include <algorithm>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::VisibleCatalog)
};

bool anyHidden(const QStringList& columns, const QStringList& hidden)
{
    return std::any_of(columns.begin(), columns.end(),
                       [&hidden](const QString& c) { return hidden.contains(c); });
}
} // namespace

VisibleCatalog::VisibleCatalog(const DatabaseAdapter& adapter, const VisibilityPolicy& policy)
    : m_adapter(adapter)
    , m_policy(policy)
{}

Result<QStringList> VisibleCatalog::listSchemas(Session& session) const
{
    auto schemas = m_adapter.listSchemas(session);
    if (!schemas)
        return schemas.error();
    return m_policy.filterSchemas(schemas.value());
}

Result<QList<TableInfo>> VisibleCatalog::listTables(Session& session, const QString& nameFilter,
                                                    const QStringList& schemas) const
{
    const QStringList visibleSchemas = m_policy.filterSchemas(schemas);
    if (!schemas.isEmpty() && visibleSchemas.isEmpty())
        return QList<TableInfo>{}; // only hidden schemas asked for
    auto tables = m_adapter.listTables(session, visibleSchemas);
    if (!tables)
        return tables.error();
    QList<TableInfo> out;
    for (const TableInfo& t : std::as_const(tables.value()))
        if (m_policy.relationVisible(t.schema, t.name) &&
            (nameFilter.isEmpty() || t.name.contains(nameFilter, Qt::CaseInsensitive)))
            out << t;
    return out;
}

Error VisibleCatalog::missingTable(Session&, const QString& schema, const QString& table) const
{
    // The adapters' own words for a table that does not exist.
    return bilingualError<Tr>(ErrorCode::TableNotFound,
                              QT_TRANSLATE_NOOP("nelumbo::VisibleCatalog", "There is no table %1"),
                              m_adapter.qualifiedName(schema, table));
}

Result<TableDescription> VisibleCatalog::describeTable(Session& session, const QString& schema,
                                                       const QString& table) const
{
    auto described = m_adapter.describeTable(session, schema, table);
    if (!described)
        return described.error();
    TableDescription d = described.value();
    if (!m_policy.relationVisible(d.schema, d.name))
        return missingTable(session, d.schema, table);

    QStringList hidden;
    QList<ColumnDescription> columns;
    for (const ColumnDescription& c : std::as_const(d.columns)) {
        if (m_policy.columnPolicy(d.schema, d.name, c.name).hiddenFromSchema())
            hidden << c.name;
        else
            columns << c;
    }
    d.columns = columns;
    // Keys and indexes would name hidden columns and tables; leave those out too.
    d.primaryKey.removeIf([&hidden](const QString& c) { return hidden.contains(c); });
    d.foreignKeys.removeIf([&](const ForeignKeyDescription& fk) {
        return anyHidden(fk.columns, hidden) ||
               !m_policy.relationVisible(fk.referencedSchema, fk.referencedTable) ||
               std::any_of(
                   fk.referencedColumns.begin(), fk.referencedColumns.end(), [&](const QString& c) {
                       return m_policy.columnPolicy(fk.referencedSchema, fk.referencedTable, c)
                           .hiddenFromSchema();
                   });
    });
    d.indexes.removeIf(
        [&hidden](const IndexDescription& i) { return anyHidden(i.columns, hidden); });
    return d;
}

Result<QVariantList> VisibleCatalog::distinctValues(Session& session, const QString& schema,
                                                    const QString& table, const QString& column,
                                                    int limit) const
{
    // Described first: that resolves the schema as the database does, and refuses a hidden
    // table or column exactly like a missing one.
    auto d = describeTable(session, schema, table);
    if (!d)
        return d.error();
    const auto it =
        std::find_if(d->columns.begin(), d->columns.end(),
                     [&column](const ColumnDescription& c) { return c.name == column; });
    if (it == d->columns.end())
        return Error{ErrorCode::ColumnNotFound,
                     Tr::tr("There is no column %1 in %2")
                         .arg(m_adapter.quoteIdentifier(column),
                              m_adapter.qualifiedName(d->schema, d->name))};
    auto values = m_adapter.distinctValues(session, d->schema, d->name, column, limit);
    if (!values)
        return values.error();
    const ColumnPolicy policy = m_policy.columnPolicy(d->schema, d->name, column);
    if (policy.action != ColumnPolicy::Action::Mask)
        return values;
    QVariantList masked;
    for (const QVariant& v : std::as_const(values.value())) {
        const QVariant m = policy.apply(v);
        if (!masked.contains(m))
            masked << m;
    }
    return masked;
}

} // namespace nelumbo
