#include "ai/ToolResultFormatter.h"

#include "ai/PromptText.h"
#include "ai/TableListSection.h"

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QTime>

namespace nelumbo {

namespace {

QString capped(const QString& text, int limit)
{
    return text.size() <= limit ? text : text.left(limit) + QStringLiteral("…");
}

} // namespace

QString ToolResultFormatter::render(const QJsonObject& object)
{
    return PromptText::jsonData(object);
}

QString ToolResultFormatter::schemas(const QStringList& schemas)
{
    return render({{QStringLiteral("schemas"), QJsonArray::fromStringList(schemas)}});
}

QString ToolResultFormatter::tables(const QList<TableInfo>& tables, const QString& filter,
                                    int limit)
{
    QStringList names;
    for (const TableInfo& t : tables) {
        const QString name = TableListSection::qualifiedName(t);
        if (filter.isEmpty() || name.contains(filter, Qt::CaseInsensitive))
            names << name;
    }
    const qsizetype matching = names.size();
    const bool truncated = matching > limit;
    if (truncated)
        names = names.mid(0, limit);
    QJsonObject o{{QStringLiteral("tables"), QJsonArray::fromStringList(names)},
                  {QStringLiteral("count"), qint64(matching)},
                  {QStringLiteral("truncated"), truncated}};
    if (!filter.isEmpty())
        o.insert(QStringLiteral("filter"), filter);
    return render(o);
}

QString ToolResultFormatter::tableDescription(const QString& requestedName,
                                              const TableDescription& table)
{
    QJsonArray columns;
    for (const ColumnDescription& c : table.columns) {
        QJsonObject col{{QStringLiteral("name"), c.name},
                        {QStringLiteral("type"), c.type},
                        {QStringLiteral("nullable"), c.nullable},
                        {QStringLiteral("primary_key"), c.primaryKey}};
        if (!c.defaultValue.isNull())
            col.insert(QStringLiteral("default"), capped(c.defaultValue, kMaxValueLength));
        if (!c.comment.isEmpty())
            col.insert(QStringLiteral("comment"), capped(c.comment, kMaxCommentLength));
        columns.append(col);
    }
    QJsonArray foreignKeys;
    for (const ForeignKeyDescription& fk : table.foreignKeys) {
        const QString target = fk.referencedSchema.isEmpty()
                                   ? fk.referencedTable
                                   : fk.referencedSchema + u'.' + fk.referencedTable;
        foreignKeys.append(
            QJsonObject{{QStringLiteral("columns"), QJsonArray::fromStringList(fk.columns)},
                        {QStringLiteral("references"), target},
                        {QStringLiteral("referenced_columns"),
                         QJsonArray::fromStringList(fk.referencedColumns)}});
    }
    QJsonArray indexes;
    for (const IndexDescription& ix : table.indexes)
        indexes.append(
            QJsonObject{{QStringLiteral("name"), ix.name},
                        {QStringLiteral("columns"), QJsonArray::fromStringList(ix.columns)},
                        {QStringLiteral("unique"), ix.unique}});
    QJsonObject o{{QStringLiteral("table"), requestedName},
                  {QStringLiteral("kind"), table.kind == TableInfo::Kind::View
                                               ? QStringLiteral("view")
                                               : QStringLiteral("table")},
                  {QStringLiteral("columns"), columns}};
    if (!table.comment.isEmpty())
        o.insert(QStringLiteral("comment"), capped(table.comment, kMaxCommentLength));
    if (!table.primaryKey.isEmpty())
        o.insert(QStringLiteral("primary_key"), QJsonArray::fromStringList(table.primaryKey));
    if (!foreignKeys.isEmpty())
        o.insert(QStringLiteral("foreign_keys"), foreignKeys);
    if (!indexes.isEmpty())
        o.insert(QStringLiteral("indexes"), indexes);
    return render(o);
}

QString ToolResultFormatter::columnValues(const QString& table, const QString& column,
                                          const QVariantList& values)
{
    QJsonArray list;
    for (const QVariant& v : values)
        if (!v.isNull())
            list.append(valueToJson(v));
    return render({{QStringLiteral("table"), table},
                   {QStringLiteral("column"), column},
                   {QStringLiteral("values"), list},
                   {QStringLiteral("count"), list.size()}});
}

QString ToolResultFormatter::validation(const Result<void>& result)
{
    if (result)
        return render({{QStringLiteral("valid"), true}});
    return render({{QStringLiteral("valid"), false},
                   {QStringLiteral("error"), cut(result.error().forModel())}});
}

QString ToolResultFormatter::error(const Error& error)
{
    return render({{QStringLiteral("error"), cut(error.forModel())},
                   {QStringLiteral("code"), cut(error.code, 100)}});
}

QString ToolResultFormatter::cut(const QString& text, int limit)
{
    if (text.size() <= limit)
        return text;
    // Goes to the model: English.
    return text.left(limit) + QStringLiteral("… (cut; %1 characters in all)").arg(text.size());
}

QJsonValue ToolResultFormatter::valueToJson(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool();
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Long:
    case QMetaType::LongLong:
        return value.toLongLong();
    case QMetaType::ULong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return value.toDouble();
    case QMetaType::QDate:
        return value.toDate().toString(Qt::ISODate);
    case QMetaType::QTime:
        return value.toTime().toString(Qt::ISODateWithMs);
    case QMetaType::QDateTime:
        return value.toDateTime().toString(Qt::ISODateWithMs);
    case QMetaType::QByteArray:
        return QStringLiteral("(%1 bytes of binary data)").arg(value.toByteArray().size());
    default:
        return capped(value.toString(), kMaxValueLength);
    }
}

} // namespace nelumbo
