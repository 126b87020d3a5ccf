#pragma once

#include "Result.h"
#include "VariableDefinition.h"

#include <QVariant>
#include <QVariantList>
#include <QVariantMap>

namespace nelumbo {

class DatabaseAdapter;

// Turns user-supplied variable values into bindable values (reference spec §11.4): number
// and date strings are parsed, everything else passes through unchanged.
class VariableCaster
{
public:
    // Number strings become qlonglong when the whole text is an integer, else double when it
    // is a float ("1e3" → 1000.0); dates become QDate from ISO 8601 (yyyy-MM-dd). Values that
    // are not strings, and text values, are returned as given.
    static Result<QVariant> cast(const QVariant& value, VariableDefinition::Type type);

    // The values of a list variable: a list as is; a string split on ',' with empty pieces
    // dropped and the rest trimmed; any other value as a one-element list. An empty result is
    // an error naming the variable.
    static Result<QVariantList> toList(const QString& name, const QVariant& value);

    // The values a person typed (the window's variable form, `--var`) as they should be
    // bound: the items of a number or date list cast to that type, text without such a type
    // as the adapter binds it (DatabaseAdapter::untypedValue: numeric text as a number where
    // the database compares text and numbers apart), list items alike.
    static QVariantMap bindable(const QVariantMap& values, const DatabaseAdapter& adapter,
                                const QList<VariableDefinition>& definitions = {});
};

} // namespace nelumbo
