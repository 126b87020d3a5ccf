#pragma once

#include "Result.h"
#include "VariableDefinition.h"

#include <QStringList>
#include <QVariantMap>

namespace nelumbo {

class DatabaseAdapter;

// `--var name=value` arguments: a name given more than once becomes a list.
class VariableArguments
{
public:
    static Result<QVariantMap> parse(const QStringList& assignments);
    // List definitions for the variables given more than once, so they bind as lists.
    static QList<VariableDefinition> listDefinitions(const QVariantMap& values);
    // The values as they should be bound: the items of a number or date list cast to that
    // type, text without such a type as the adapter binds it (numeric text as a number where
    // the database compares text and numbers apart).
    static QVariantMap bindable(const QVariantMap& values, const DatabaseAdapter& adapter,
                                const QList<VariableDefinition>& definitions = {});
};

} // namespace nelumbo
