#include "completion/CompletionCatalog.h"

#include "connection/Connection.h"

namespace nelumbo {

CompletionCatalog::CompletionCatalog(QObject* parent)
    : QObject(parent)
{}

QString CompletionCatalog::key(const QString& schema, const QString& table)
{
    return schema + QChar(0x1f) + table;
}

void CompletionCatalog::attach(Connection* connection)
{
    disconnect(m_openedLink);
    m_connection = connection;
    refresh();
}

void CompletionCatalog::refresh()
{
    ++m_generation;
    m_pending = 0;
    m_tables.clear();
    m_schemas.clear();
    m_defaultSchema.clear();
    m_columns.clear();
    m_requested.clear();
    m_namesLoaded = false;
    m_error = Error{};
    if (!m_connection)
        return;
    if (m_connection->isOpen()) {
        loadNames();
        return;
    }
    disconnect(m_openedLink);
    m_openedLink = connect(m_connection, &Connection::opened, this, [this] {
        disconnect(m_openedLink);
        loadNames();
    });
}

void CompletionCatalog::loadNames()
{
    if (!m_connection)
        return;
    auto* reply = m_connection->listTables();
    ++m_pending;
    const quint64 generation = m_generation;
    connect(reply, &AdapterRequest::finished, this, [this, reply, generation] {
        reply->deleteLater();
        if (generation != m_generation)
            return;
        --m_pending;
        // A failed listing leaves completion to the language's own words.
        if (reply->result()) {
            setTables(reply->result().value());
        } else {
            m_error = reply->result().error();
            Q_EMIT changed();
        }
    });
}

void CompletionCatalog::setCatalog(const Catalog& catalog)
{
    QList<TableInfo> tables;
    for (const SchemaInfo& schema : catalog)
        for (const TableInfo& t : schema.tables) {
            tables << t;
            if (!t.columns.isEmpty())
                m_columns.insert(key(t.schema, t.name), t.columns);
        }
    setTables(tables);
}

void CompletionCatalog::setTables(const QList<TableInfo>& tables)
{
    m_tables = tables;
    for (TableInfo& t : m_tables) {
        if (!t.columns.isEmpty())
            m_columns.insert(key(t.schema, t.name), t.columns);
        t.columns.clear();
    }
    m_namesLoaded = true;
    updateSchemas();
    Q_EMIT changed();
}

void CompletionCatalog::updateSchemas()
{
    QHash<QString, int> counts;
    m_schemas.clear();
    for (const TableInfo& t : std::as_const(m_tables)) {
        if (!counts.contains(t.schema))
            m_schemas << t.schema;
        ++counts[t.schema];
    }
    const QString implicit = m_connection && m_connection->adapter()
                                 ? m_connection->adapter()->implicitSchema()
                                 : QString();
    if (!implicit.isEmpty() || m_schemas.isEmpty()) {
        m_defaultSchema = implicit;
        return;
    }
    m_defaultSchema = m_schemas.front();
    for (const QString& s : std::as_const(m_schemas))
        if (counts.value(s) > counts.value(m_defaultSchema))
            m_defaultSchema = s;
}

void CompletionCatalog::setColumns(const QString& schema, const QString& table,
                                   const QList<ColumnInfo>& columns)
{
    m_columns.insert(key(schema, table), columns);
    Q_EMIT changed();
}

const QList<ColumnInfo>* CompletionCatalog::columns(const QString& schema,
                                                    const QString& table) const
{
    const auto it = m_columns.constFind(key(schema, table));
    return it == m_columns.constEnd() ? nullptr : &it.value();
}

void CompletionCatalog::requestColumns(const QString& schema, const QString& table)
{
    const QString k = key(schema, table);
    if (!m_connection || m_columns.contains(k) || m_requested.contains(k))
        return;
    m_requested.insert(k);
    auto* reply = m_connection->describeTable(schema, table);
    ++m_pending;
    const quint64 generation = m_generation;
    connect(reply, &AdapterRequest::finished, this, [this, reply, generation, schema, table] {
        reply->deleteLater();
        if (generation != m_generation)
            return;
        --m_pending;
        QList<ColumnInfo> columns;
        if (reply->result())
            for (const ColumnDescription& d : reply->result()->columns)
                columns << ColumnInfo{d.name, d.type, !d.nullable, d.primaryKey, {}};
        setColumns(schema, table, columns);
    });
}

} // namespace nelumbo
