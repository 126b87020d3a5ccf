#include "variables/VariableCaster.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>
#include <algorithm>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::VariableCaster)
};

Result<QVariant> toNumber(const QString& original)
{
    static const QRegularExpression integer(QStringLiteral("^[+-]?[0-9]+$"));
    static const QRegularExpression decimal(
        QStringLiteral("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
    static const QRegularExpression numericStart(QStringLiteral("^[+-]?\\.?[0-9]"));

    // Surrounding spaces from a text field are forgiven; anything else is an error.
    const QString text = original.trimmed();
    bool ok = false;
    if (integer.match(text).hasMatch()) {
        const qlonglong whole = text.toLongLong(&ok);
        if (ok)
            return QVariant(whole);
    }
    if (decimal.match(text).hasMatch()) {
        const double real = text.toDouble(&ok);
        if (ok)
            return QVariant(real);
    }
    if (numericStart.match(text).hasMatch())
        return Error{
            ErrorCode::InvalidNumber,
            Tr::tr("Invalid number format: '%1' contains non-numeric characters").arg(original)};
    return Error{ErrorCode::InvalidNumber,
                 Tr::tr("Invalid number format: '%1' is not a valid number").arg(original)};
}

Result<QVariant> toDate(const QString& original)
{
    static const QRegularExpression isoDate(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    const QString text = original.trimmed();
    if (isoDate.match(text).hasMatch()) {
        const QDate date = QDate::fromString(text, QStringLiteral("yyyy-MM-dd"));
        if (date.isValid())
            return QVariant(date);
    }
    return Error{ErrorCode::InvalidDate,
                 Tr::tr("Invalid date format: '%1' is not a valid ISO8601 date").arg(original)};
}

} // namespace

Result<QVariant> VariableCaster::cast(const QVariant& value, VariableDefinition::Type type)
{
    if (value.typeId() != QMetaType::QString)
        return value; // numbers, booleans and dates are already typed
    switch (type) {
    case VariableDefinition::Type::Number:
        return toNumber(value.toString());
    case VariableDefinition::Type::Date:
        return toDate(value.toString());
    case VariableDefinition::Type::Text:
        break;
    }
    return value;
}

Result<QVariantList> VariableCaster::toList(const QString& name, const QVariant& value)
{
    QVariantList values;
    switch (value.typeId()) {
    case QMetaType::QVariantList:
    case QMetaType::QStringList:
        values = value.toList();
        break;
    case QMetaType::QString:
        // Empty pieces go first, then the rest are trimmed: " , " gives two empty strings.
        for (const QString& piece : value.toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
            values.append(piece.trimmed());
        break;
    default:
        if (value.isValid() && !value.isNull())
            values.append(value);
        break;
    }
    if (values.isEmpty())
        return Error{ErrorCode::EmptyList,
                     Tr::tr("List variable '%1' must have at least one value").arg(name)};
    return values;
}

QVariantMap VariableCaster::bindable(const QVariantMap& values,
                                     const std::function<QVariant(const QString&)>& untypedValue,
                                     const QList<VariableDefinition>& definitions)
{
    QVariantMap out;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const auto defined =
            std::find_if(definitions.cbegin(), definitions.cend(),
                         [&](const VariableDefinition& d) { return d.name == it.key(); });
        const bool typed =
            defined != definitions.cend() && defined->type != VariableDefinition::Type::Text;
        const bool list = defined != definitions.cend() && defined->list;
        const QVariant& value = it.value();
        QStringList items;
        if (value.typeId() == QMetaType::QStringList) {
            items = value.toStringList();
        } else if (value.typeId() == QMetaType::QString && list) {
            // "1, 2" typed into one field: its items, as toList() will split them.
            const Result<QVariantList> pieces = toList(it.key(), value);
            if (!pieces) {
                out.insert(it.key(), value); // the compiler reports the empty list
                continue;
            }
            for (const QVariant& piece : pieces.value())
                items << piece.toString();
        } else if (value.typeId() == QMetaType::QString && !typed) {
            out.insert(it.key(), untypedValue(value.toString()));
            continue;
        } else {
            out.insert(it.key(), value); // already typed, or cast by the template compiler
            continue;
        }
        QVariantList bound;
        for (const QString& text : std::as_const(items)) {
            if (!typed) {
                bound.append(untypedValue(text));
            } else {
                const Result<QVariant> cast = VariableCaster::cast(text, defined->type);
                bound.append(cast ? cast.value() : QVariant(text)); // reported when compiled
            }
        }
        out.insert(it.key(), bound);
    }
    return out;
}

} // namespace nelumbo
