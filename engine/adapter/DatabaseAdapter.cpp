// What an adapter gets for each optional method it does not override.
#include "adapter/DatabaseAdapter.h"

#include "adapter/CredentialUrl.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::DatabaseAdapter)
};
} // namespace

Result<QString> DatabaseAdapter::normalizeUrl(const QString& url) const
{
    const QString scheme = url.section(QLatin1Char(':'), 0, 0);
    if (namesFile()) {
        auto parsed = SourceUrl::parse(url);
        if (!parsed)
            return parsed.error();
        if (parsed->database == QLatin1String(":memory:"))
            return parsed->scheme + QStringLiteral("::memory:");
        return SourceUrl::forFile(parsed->scheme, parsed->database);
    }
    if (url.mid(scheme.size(), 3) != QLatin1String("://"))
        return Error{ErrorCode::InvalidSourceUrl,
                     Tr::tr("\"%1\" is not a server URL: expected %2://user@host:port/database")
                         .arg(CredentialUrl::redacted(url), scheme)};
    return url;
}

QList<ConnectionField> DatabaseAdapter::connectionFields() const
{
    using K = ConnectionField::Kind;
    if (namesFile())
        return {{K::File, {}}};
    return {{K::Host, {}}, {K::Port, {}}, {K::Database, {}}, {K::User, {}}, {K::Password, {}}};
}

QString DatabaseAdapter::quoteIdentifier(const QString& name) const
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QLatin1String("\"\"")) +
           QLatin1Char('"');
}

QString DatabaseAdapter::qualifiedName(const QString& schema, const QString& table) const
{
    if (schema.isEmpty())
        return quoteIdentifier(table);
    return quoteIdentifier(schema) + QLatin1Char('.') + quoteIdentifier(table);
}

QStringList DatabaseAdapter::builtinHiddenTables() const
{
    // Migration bookkeeping of the common frameworks: never data anyone asked about.
    return {QStringLiteral("schema_migrations"),          QStringLiteral("ar_internal_metadata"),
            QStringLiteral("__diesel_schema_migrations"), QStringLiteral("_prisma_migrations"),
            QStringLiteral("flyway_schema_history"),      QStringLiteral("alembic_version"),
            QStringLiteral("django_migrations"),          QStringLiteral("knex_migrations"),
            QStringLiteral("knex_migrations_lock"),       QStringLiteral("databasechangelog"),
            QStringLiteral("databasechangeloglock")};
}

Result<QStringList> DatabaseAdapter::listSchemas(Session& session) const
{
    auto catalog = introspect(session);
    if (!catalog)
        return catalog.error();
    QStringList out;
    for (const SchemaInfo& s : catalog.value())
        out << s.name;
    return out;
}

Result<QList<TableInfo>> DatabaseAdapter::listTables(Session& session,
                                                     const QStringList& schemas) const
{
    auto catalog = introspect(session);
    if (!catalog)
        return catalog.error();
    QList<TableInfo> out;
    for (const SchemaInfo& s : catalog.value()) {
        if (!schemas.isEmpty() && !schemas.contains(s.name))
            continue;
        for (TableInfo t : s.tables) {
            t.columns.clear();
            out << t;
        }
    }
    return out;
}

Result<TableDescription> DatabaseAdapter::describeTable(Session& session, const QString& schema,
                                                        const QString& table) const
{
    auto catalog = introspect(session);
    if (!catalog)
        return catalog.error();
    for (const SchemaInfo& s : catalog.value()) {
        if (s.name != schema)
            continue;
        for (const TableInfo& t : s.tables) {
            if (t.name != table)
                continue;
            TableDescription d;
            d.schema = t.schema;
            d.name = t.name;
            d.kind = t.kind;
            for (const ColumnInfo& c : t.columns) {
                ColumnDescription column;
                column.name = c.name;
                column.type = c.type;
                column.nullable = !c.notNull;
                column.primaryKey = c.primaryKey;
                d.columns << column;
                if (c.primaryKey)
                    d.primaryKey << c.name;
                if (!c.references.isEmpty()) {
                    ForeignKeyDescription fk;
                    fk.columns << c.name;
                    const qsizetype dot = c.references.lastIndexOf(QLatin1Char('.'));
                    fk.referencedSchema = schema;
                    fk.referencedTable = dot < 0 ? c.references : c.references.left(dot);
                    if (dot >= 0)
                        fk.referencedColumns << c.references.mid(dot + 1);
                    d.foreignKeys << fk;
                }
            }
            return d;
        }
    }
    return bilingualError<Tr>(ErrorCode::TableNotFound,
                              QT_TRANSLATE_NOOP("nelumbo::DatabaseAdapter", "There is no table %1"),
                              qualifiedName(schema, table));
}

Result<QVariantList> DatabaseAdapter::distinctValues(Session&, const QString&, const QString&,
                                                     const QString&, int) const
{
    // Core writes no statement in the adapter's language: an adapter that samples values
    // says how (QtSqlAdapter for the SQL ones).
    return bilingualError<Tr>(
        ErrorCode::Unsupported,
        QT_TRANSLATE_NOOP("nelumbo::DatabaseAdapter", "%1 cannot list the values of a column"),
        displayName());
}

Result<void> DatabaseAdapter::validate(Session&, const QString&) const
{
    return bilingualError<Tr>(ErrorCode::Unsupported,
                              QT_TRANSLATE_NOOP("nelumbo::DatabaseAdapter",
                                                "%1 cannot check a statement without running it"),
                              displayName());
}

Result<QueryPlan> DatabaseAdapter::queryPlan(Session&, const QString&) const
{
    return Error{ErrorCode::NoPlan, Tr::tr("%1 has no query plans").arg(displayName())};
}

const QueryLanguage& DatabaseAdapter::language() const
{
    return QueryLanguage::plain();
}

StatementAccess DatabaseAdapter::classifyStatement(const QString& statement) const
{
    return language().classify(statement);
}

Result<QString> DatabaseAdapter::prepareForAnalysis(const QString& statement) const
{
    Result<QString> prepared = language().prepareForAnalysis(statement);
    if (!prepared && prepared.error().code == ErrorCode::Unsupported &&
        prepared.error().message.isEmpty())
        return Error{ErrorCode::Unsupported, Tr::tr("%1 cannot prepare %2 statements for analysis")
                                                 .arg(displayName(), queryLanguage())};
    return prepared;
}

AiContext DatabaseAdapter::aiContext() const
{
    // Only the language: core has no words about it, and declaring nothing enables all three.
    AiContext c;
    c.language = queryLanguage();
    return c;
}

QStringList DatabaseAdapter::errorHints(const QString& message) const
{
    QStringList hints;
    const AiContext context = aiContext();
    for (const ErrorPattern& p : context.errorPatterns)
        if (!p.hint.isEmpty() && p.pattern.match(message).hasMatch())
            hints << p.hint;
    return hints;
}

} // namespace nelumbo
