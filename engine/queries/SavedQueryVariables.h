#pragma once

#include "core/Result.h"
#include "queries/SavedQuery.h"
#include "variables/VariableDefinition.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QVariantMap>

namespace nelumbo {

// A saved query's variables between their stored JSON and what the form and the compiler
// take: definitions, and values by name (lists as QStringList, as the form gives them).
class SavedQueryVariables
{
public:
    // Every stored definition; the first invalid one is an error naming the query.
    static Result<QList<VariableDefinition>> definitions(const SavedQuery& query);
    static QJsonArray toJson(const QList<VariableDefinition>& definitions);

    static QVariantMap values(const SavedQuery& query);
    static QJsonObject toJson(const QVariantMap& values);

    // What a run binds: each definition's default, replaced by the saved value, replaced by
    // `given`. Number and date values are cast and list values split (reference spec §11.4),
    // so that a bad saved value fails here with the caster's message.
    static Result<QVariantMap> forRun(const SavedQuery& query, const QVariantMap& given);
};

} // namespace nelumbo
