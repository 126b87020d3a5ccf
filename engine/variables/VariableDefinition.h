#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <QVariant>
#include <optional>

namespace nelumbo {

// How a saved query declares one of its `{{name}}` variables (reference spec §11.7).
struct VariableDefinition
{
    enum class Type
    {
        Text,
        Number,
        Date
    };
    enum class Widget
    {
        Input,
        Select
    };
    enum class OptionSource
    {
        Static,
        Query
    };

    struct Option
    {
        QString value;
        QString label;
        friend bool operator==(const Option&, const Option&) = default;
    };

    QString name;
    Type type = Type::Text;
    Widget widget = Widget::Input;
    QString label;
    std::optional<QString> defaultValue; // list defaults are comma-separated
    bool list = false;
    QList<Option> staticOptions;
    QString optionsQuery;

    // Where a select widget takes its choices from: the query when it has any text.
    OptionSource optionSource() const;
    // A select needs static options or an options query; a variable needs a name.
    Result<void> validate() const;

    static Result<Type> typeFromString(QStringView text);     // text | number | date
    static Result<Widget> widgetFromString(QStringView text); // input | select; empty → input
    static QString typeName(Type type);

    // Static options given as all strings ("x" → value = label = "x"), all two-element lists
    // [value, label], or all maps with "value" / "label" keys. Mixing forms is an error;
    // entries of no known form are dropped.
    static Result<QList<Option>> parseStaticOptions(const QVariantList& input);
    // From the stored form: keys name, type, widget, label, default, list, static_options,
    // options_query. Validates the result.
    static Result<VariableDefinition> fromMap(const QVariantMap& map);
    // The stored form read by fromMap (static options as value/label maps).
    QVariantMap toMap() const;
};

} // namespace nelumbo
