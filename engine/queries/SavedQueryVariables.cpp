#include "queries/SavedQueryVariables.h"

#include "variables/VariableCaster.h"

#include <QCoreApplication>

namespace nelumbo {

Result<QList<VariableDefinition>> SavedQueryVariables::definitions(const SavedQuery& query)
{
    QList<VariableDefinition> out;
    for (const QJsonValue& entry : query.variables) {
        auto definition = VariableDefinition::fromMap(entry.toObject().toVariantMap());
        if (!definition)
            return Error{definition.error().code,
                         QCoreApplication::translate("nelumbo::SavedQueryVariables",
                                                     "Saved query \"%1\": %2")
                             .arg(query.name, definition.error().message)};
        out << definition.value();
    }
    return out;
}

QJsonArray SavedQueryVariables::toJson(const QList<VariableDefinition>& definitions)
{
    QJsonArray out;
    for (const VariableDefinition& d : definitions)
        out.append(QJsonObject::fromVariantMap(d.toMap()));
    return out;
}

QVariantMap SavedQueryVariables::values(const SavedQuery& query)
{
    QVariantMap out;
    for (auto it = query.values.begin(); it != query.values.end(); ++it) {
        if (it.value().isArray()) {
            QStringList items;
            for (const QJsonValue& item : it.value().toArray())
                items << item.toVariant().toString();
            out.insert(it.key(), items);
        } else if (!it.value().isNull() && !it.value().isUndefined()) {
            out.insert(it.key(), it.value().toVariant());
        }
    }
    return out;
}

QJsonObject SavedQueryVariables::toJson(const QVariantMap& values)
{
    return QJsonObject::fromVariantMap(values);
}

Result<QVariantMap> SavedQueryVariables::forRun(const SavedQuery& query, const QVariantMap& given)
{
    auto defs = definitions(query);
    if (!defs)
        return defs.error();
    QVariantMap merged;
    for (const VariableDefinition& d : defs.value())
        if (d.defaultValue)
            merged.insert(d.name, *d.defaultValue);
    const QVariantMap saved = values(query);
    for (auto it = saved.cbegin(); it != saved.cend(); ++it)
        merged.insert(it.key(), it.value());
    for (auto it = given.cbegin(); it != given.cend(); ++it)
        merged.insert(it.key(), it.value());

    for (const VariableDefinition& d : defs.value()) {
        if (!merged.contains(d.name))
            continue; // the compiler names what is missing
        const QVariant value = merged.value(d.name);
        if (d.list) {
            auto items = VariableCaster::toList(d.name, value);
            if (!items)
                return items.error();
            QStringList texts;
            for (const QVariant& item : items.value()) {
                if (auto cast = VariableCaster::cast(item, d.type); !cast)
                    return cast.error();
                texts << item.toString();
            }
            merged.insert(d.name, texts); // a QStringList binds as a list
        } else {
            auto cast = VariableCaster::cast(value, d.type);
            if (!cast)
                return cast.error();
            merged.insert(d.name, cast.value());
        }
    }
    return merged;
}

} // namespace nelumbo
