#pragma once

#include "core/Result.h"
#include "variables/VariableDefinition.h"

#include <QStringList>
#include <QVariantMap>

namespace nelumbo {

// `--var name=value` arguments: a name given more than once becomes a list.
class VariableArguments
{
public:
    static Result<QVariantMap> parse(const QStringList& assignments);
    // List definitions for the variables given more than once, so they bind as lists.
    static QList<VariableDefinition> listDefinitions(const QVariantMap& values);
};

} // namespace nelumbo
