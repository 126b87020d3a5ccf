#include "ai/VariableNormaliser.h"

#include <QJsonObject>
#include <QRegularExpression>

namespace nelumbo {

namespace {

const QRegularExpression& nameRe()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re;
}

std::optional<QString> defaultText(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 15);
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array: { // a list default, as the comma-separated text the form expects
        QStringList parts;
        for (const QJsonValue& e : v.toArray())
            if (const auto t = defaultText(e))
                parts << *t;
        return parts.join(QStringLiteral(", "));
    }
    default:
        return std::nullopt;
    }
}

} // namespace

QJsonArray NormalisedVariables::toJson() const
{
    QJsonArray array;
    for (const VariableDefinition& d : definitions)
        array.append(QJsonObject::fromVariantMap(d.toMap()));
    return array;
}

QStringList VariableNormaliser::placeholders(const QString& statement)
{
    static const QRegularExpression re(QStringLiteral("\\{\\{([A-Za-z_][A-Za-z0-9_]*)\\}\\}"));
    QStringList names;
    for (auto it = re.globalMatch(statement); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!names.contains(name))
            names << name;
    }
    return names;
}

NormalisedVariables VariableNormaliser::normalise(const QJsonArray& entries,
                                                  const std::optional<QString>& statement)
{
    NormalisedVariables out;
    const QStringList used = statement ? placeholders(*statement) : QStringList();
    QStringList seen;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString where = QStringLiteral("variables[%1]").arg(i);
        if (!entries.at(i).isObject()) {
            out.notes << where + QStringLiteral(": not an object, dropped");
            continue;
        }
        const QJsonObject o = entries.at(i).toObject();
        VariableDefinition d;
        d.name = o.value(QStringLiteral("name")).toString();
        if (!nameRe().match(d.name).hasMatch()) {
            out.notes << where + QStringLiteral(": no valid name, dropped");
            continue;
        }
        if (seen.contains(d.name)) {
            out.notes << where + QStringLiteral(": %1 is described twice, dropped").arg(d.name);
            continue;
        }
        if (statement && !used.contains(d.name)) {
            out.notes << where +
                             QStringLiteral(": the statement has no {{%1}}, dropped").arg(d.name);
            continue;
        }

        const QJsonValue type = o.value(QStringLiteral("type"));
        const auto parsedType = VariableDefinition::typeFromString(type.toString());
        if (type.isString() && parsedType && !type.toString().isEmpty())
            d.type = *parsedType;
        else if (!type.isUndefined() && !type.isNull())
            out.notes << where + QStringLiteral(": unknown type, using text");

        const QJsonValue widget = o.value(QStringLiteral("widget"));
        const auto parsedWidget = VariableDefinition::widgetFromString(widget.toString());
        if (widget.isString() && parsedWidget)
            d.widget = *parsedWidget;
        else if (!widget.isUndefined() && !widget.isNull())
            out.notes << where + QStringLiteral(": unknown widget, using input");

        d.label = o.value(QStringLiteral("label")).toString();
        d.defaultValue = defaultText(o.value(QStringLiteral("default")));

        const QJsonValue list = o.value(QStringLiteral("list"));
        if (list.isBool())
            d.list = list.toBool();
        else if (!list.isUndefined() && !list.isNull())
            out.notes << where + QStringLiteral(": list is not true or false, using false");

        const QJsonValue options = o.value(QStringLiteral("static_options"));
        if (options.isArray()) {
            const auto parsed =
                VariableDefinition::parseStaticOptions(options.toArray().toVariantList());
            if (parsed)
                d.staticOptions = *parsed;
            else
                out.notes << where + QStringLiteral(": static_options dropped: ") +
                                 parsed.error().message;
        } else if (!options.isUndefined() && !options.isNull()) {
            out.notes << where + QStringLiteral(": static_options is not an array, dropped");
        }
        d.optionsQuery = o.value(QStringLiteral("options_query")).toString();

        if (d.widget == VariableDefinition::Widget::Select && d.staticOptions.isEmpty() &&
            d.optionsQuery.trimmed().isEmpty()) {
            d.widget = VariableDefinition::Widget::Input;
            out.notes << where + QStringLiteral(": a select without options, using input");
        }
        if (const Result<void> valid = d.validate(); !valid) {
            out.notes << where + QStringLiteral(": dropped: ") + valid.error().message;
            continue;
        }
        seen << d.name;
        out.definitions << d;
    }
    return out;
}

void VariableNormaliser::dropOptionQueries(NormalisedVariables& variables,
                                           const std::function<bool(const QString&)>& mayChangeData)
{
    for (VariableDefinition& d : variables.definitions) {
        if (d.optionsQuery.trimmed().isEmpty() || !mayChangeData(d.optionsQuery))
            continue;
        d.optionsQuery.clear();
        variables.notes << d.name + QStringLiteral(": options_query could change data, dropped");
        if (d.widget == VariableDefinition::Widget::Select && d.staticOptions.isEmpty()) {
            d.widget = VariableDefinition::Widget::Input;
            variables.notes << d.name + QStringLiteral(": a select without options, using input");
        }
    }
}

} // namespace nelumbo
