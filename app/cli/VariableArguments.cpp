#include "VariableArguments.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace nelumbo {

Result<QVariantMap> VariableArguments::parse(const QStringList& assignments)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    // Values gathered per name first: growing a list inside the map would copy it each time.
    QHash<QString, QStringList> given;
    for (const QString& a : assignments) {
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        const QString key = eq < 0 ? QString() : a.left(eq);
        if (eq <= 0)
            return Error{ErrorCode::Usage,
                         QCoreApplication::translate("nelumbo::VariableArguments",
                                                     "--var takes NAME=VALUE, not \"%1\"")
                             .arg(a)};
        // {{name}} placeholders are ASCII names, so another name could never be used.
        if (!name.match(key).hasMatch())
            return Error{ErrorCode::Usage,
                         QCoreApplication::translate(
                             "nelumbo::VariableArguments",
                             "--var: \"%1\" is not a variable name; names are ASCII letters, "
                             "digits and _, not starting with a digit, as in {{name}}")
                             .arg(key)};
        given[key].append(a.mid(eq + 1));
    }
    QVariantMap values;
    for (auto it = given.cbegin(); it != given.cend(); ++it)
        values.insert(it.key(), it->size() == 1 ? QVariant(it->first()) : QVariant(*it));
    return values;
}

QList<VariableDefinition> VariableArguments::listDefinitions(const QVariantMap& values)
{
    QList<VariableDefinition> out;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const int type = it.value().typeId();
        if (type != QMetaType::QStringList && type != QMetaType::QVariantList)
            continue;
        VariableDefinition d;
        d.name = it.key();
        d.list = true;
        out << d;
    }
    return out;
}

} // namespace nelumbo
