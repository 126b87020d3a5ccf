#pragma once

#include "core/Result.h"
#include "variables/VariableDefinition.h"

#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <functional>

namespace nelumbo {

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
    // as the adapter binds it (untypedValue, the adapter's: numeric text as a number where
    // the database compares text and numbers apart), list items alike.
    static QVariantMap bindable(const QVariantMap& values,
                                const std::function<QVariant(const QString&)>& untypedValue,
                                const QList<VariableDefinition>& definitions = {});
};

} // namespace nelumbo
