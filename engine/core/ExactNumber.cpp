#include "core/ExactNumber.h"

#include <QLocale>
#include <QRegularExpression>
#include <limits>

namespace nelumbo {

QVariant ExactNumber::variant(const QString& text)
{
    // Once, before the first value exists: every QVariant::toString() then sees the text.
    static const bool registered = [] {
        QMetaType::registerConverter<ExactNumber, QString>(&ExactNumber::toString);
        QMetaType::registerConverter<ExactNumber, double>(&ExactNumber::toDouble);
        return true;
    }();
    Q_UNUSED(registered)
    return QVariant::fromValue(ExactNumber{text});
}

bool ExactNumber::isFinite() const
{
    static const QRegularExpression number(
        QStringLiteral("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"));
    return number.match(text).hasMatch();
}

double ExactNumber::toDouble() const
{
    if (text == QLatin1String("NaN"))
        return std::numeric_limits<double>::quiet_NaN();
    if (text == QLatin1String("Infinity"))
        return std::numeric_limits<double>::infinity();
    if (text == QLatin1String("-Infinity"))
        return -std::numeric_limits<double>::infinity();
    return QLocale::c().toDouble(text);
}

} // namespace nelumbo
