#include "variables/VariableDefinition.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::VariableDefinition)
};

Error invalid(const QString& message)
{
    return Error{ErrorCode::InvalidVariable, message};
}

} // namespace

VariableDefinition::OptionSource VariableDefinition::optionSource() const
{
    return optionsQuery.trimmed().isEmpty() ? OptionSource::Static : OptionSource::Query;
}

Result<void> VariableDefinition::validate() const
{
    if (name.trimmed().isEmpty())
        return invalid(Tr::tr("A variable needs a name"));
    if (widget == Widget::Select && staticOptions.isEmpty() &&
        optionSource() != OptionSource::Query)
        return invalid(Tr::tr("Variable \"%1\": select must define either static_options or "
                              "options_query")
                           .arg(name));
    return {};
}

Result<VariableDefinition::Type> VariableDefinition::typeFromString(QStringView text)
{
    const QStringView t = text.trimmed();
    if (t.compare(u"text", Qt::CaseInsensitive) == 0)
        return Type::Text;
    if (t.compare(u"number", Qt::CaseInsensitive) == 0)
        return Type::Number;
    if (t.compare(u"date", Qt::CaseInsensitive) == 0)
        return Type::Date;
    return invalid(Tr::tr("Variable type \"%1\" is invalid: use text, number or date").arg(t));
}

Result<VariableDefinition::Widget> VariableDefinition::widgetFromString(QStringView text)
{
    const QStringView w = text.trimmed();
    if (w.isEmpty() || w.compare(u"input", Qt::CaseInsensitive) == 0)
        return Widget::Input;
    if (w.compare(u"select", Qt::CaseInsensitive) == 0)
        return Widget::Select;
    return invalid(Tr::tr("Variable widget \"%1\" is invalid: use input or select").arg(w));
}

QString VariableDefinition::typeName(Type type)
{
    switch (type) {
    case Type::Number:
        return QStringLiteral("number");
    case Type::Date:
        return QStringLiteral("date");
    case Type::Text:
        break;
    }
    return QStringLiteral("text");
}

Result<QList<VariableDefinition::Option>>
VariableDefinition::parseStaticOptions(const QVariantList& input)
{
    enum Form
    {
        None,
        Plain,
        Pair,
        Map
    };
    Form seen = None;
    QList<Option> options;
    for (const QVariant& entry : input) {
        Form form = None;
        Option option;
        switch (entry.typeId()) {
        case QMetaType::QString:
            form = Plain;
            option = {entry.toString(), entry.toString()};
            break;
        case QMetaType::QStringList:
        case QMetaType::QVariantList: {
            const QVariantList pair = entry.toList();
            if (pair.size() == 2) {
                form = Pair;
                option = {pair[0].toString(), pair[1].toString()};
            }
            break;
        }
        case QMetaType::QVariantMap:
        case QMetaType::QVariantHash: {
            const QVariantMap map = entry.toMap();
            if (map.contains(QStringLiteral("value"))) {
                form = Map;
                option.value = map.value(QStringLiteral("value")).toString();
                option.label = map.value(QStringLiteral("label"), option.value).toString();
            }
            break;
        }
        default:
            break;
        }
        if (form == None)
            continue; // of no known form: dropped
        if (seen != None && seen != form)
            return invalid(Tr::tr("static_options cannot mix different formats - use consistent "
                                  "format throughout"));
        seen = form;
        options.append(option);
    }
    return options;
}

Result<VariableDefinition> VariableDefinition::fromMap(const QVariantMap& map)
{
    VariableDefinition def;
    def.name = map.value(QStringLiteral("name")).toString();

    const Result<Type> type = typeFromString(map.value(QStringLiteral("type")).toString());
    if (!type)
        return type.error();
    def.type = *type;

    const Result<Widget> widget = widgetFromString(map.value(QStringLiteral("widget")).toString());
    if (!widget)
        return widget.error();
    def.widget = *widget;

    def.label = map.value(QStringLiteral("label")).toString();
    const QVariant defaultValue = map.value(QStringLiteral("default"));
    if (defaultValue.isValid() && !defaultValue.isNull())
        def.defaultValue = defaultValue.toString();
    def.list = map.value(QStringLiteral("list"), false).toBool();
    def.optionsQuery = map.value(QStringLiteral("options_query")).toString();

    const Result<QList<Option>> options =
        parseStaticOptions(map.value(QStringLiteral("static_options")).toList());
    if (!options)
        return options.error();
    def.staticOptions = *options;

    if (const Result<void> valid = def.validate(); !valid)
        return valid.error();
    return def;
}

QVariantMap VariableDefinition::toMap() const
{
    QVariantMap map{
        {QStringLiteral("name"), name},
        {QStringLiteral("type"), typeName(type)},
        {QStringLiteral("widget"),
         widget == Widget::Select ? QStringLiteral("select") : QStringLiteral("input")},
        {QStringLiteral("list"), list},
    };
    if (!label.isEmpty())
        map.insert(QStringLiteral("label"), label);
    if (defaultValue)
        map.insert(QStringLiteral("default"), *defaultValue);
    if (!optionsQuery.isEmpty())
        map.insert(QStringLiteral("options_query"), optionsQuery);
    if (!staticOptions.isEmpty()) {
        QVariantList options;
        for (const Option& option : staticOptions)
            options.append(QVariantMap{{QStringLiteral("value"), option.value},
                                       {QStringLiteral("label"), option.label}});
        map.insert(QStringLiteral("static_options"), options);
    }
    return map;
}

} // namespace nelumbo
