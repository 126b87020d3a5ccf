#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace nelumbo {

struct ColumnInfo
{
    QString name;
    QString type;
    bool notNull = false;
    bool primaryKey = false;
    QString references; // "table.column" when the column is a foreign key
    QString comment;    // the database's comment on the column; empty when it has none
};

struct TableInfo
{
    enum class Kind
    {
        Table,
        View
    };
    QString schema;
    QString name;
    Kind kind = Kind::Table;
    QList<ColumnInfo> columns;
    // Where "table" says too little (a key namespace): a short type for the browser's column
    // ("hash") and a line on it (types, count, TTLs, memory). Empty for tables and views.
    QString typeLabel;
    QString summary;
    QString comment; // the database's comment on the table or view
};

struct SchemaInfo
{
    QString name; // the schema, or the implicit one of a database without schemas
    QList<TableInfo> tables;
};

using Catalog = QList<SchemaInfo>;

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::Catalog)
