#include "VariableArguments.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace nelumbo {

Result<QVariantMap> VariableArguments::parse(const QStringList& assignments)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    QVariantMap values;
    for (const QString& a : assignments) {
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        const QString key = eq < 0 ? QString() : a.left(eq);
        if (eq <= 0 || !name.match(key).hasMatch())
            return Error{QStringLiteral("usage"),
                         QCoreApplication::translate("nelumbo::VariableArguments",
                                                     "--var takes NAME=VALUE, not \"%1\"")
                             .arg(a)};
        const QString value = a.mid(eq + 1);
        if (!values.contains(key)) {
            values.insert(key, value);
            continue;
        }
        QStringList list = values.value(key).typeId() == QMetaType::QStringList
                               ? values.value(key).toStringList()
                               : QStringList{values.value(key).toString()};
        list << value;
        values.insert(key, list);
    }
    return values;
}

QList<VariableDefinition> VariableArguments::listDefinitions(const QVariantMap& values)
{
    QList<VariableDefinition> out;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (it.value().typeId() != QMetaType::QStringList)
            continue;
        VariableDefinition d;
        d.name = it.key();
        d.list = true;
        out << d;
    }
    return out;
}

} // namespace nelumbo
