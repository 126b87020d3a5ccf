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
    // The values as the adapter binds text without a declared type (numeric text as a number
    // where the database compares text and numbers apart); the declared names keep theirs.
    static QVariantMap bindable(const QVariantMap& values, const DatabaseAdapter& adapter,
                                const QStringList& declared = {});
};

} // namespace nelumbo
