#include "core/TextExport.h"

#include "core/ExactNumber.h"

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMetaType>
#include <cmath>
#include <limits>

namespace nelumbo {

namespace {
bool isFloat(const QVariant& value)
{
    return value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float;
}

// Shortest text that reads back as the same double; NaN and infinities spelt as SQL does.
QString floatText(double d)
{
    if (std::isnan(d))
        return QStringLiteral("NaN");
    if (std::isinf(d))
        return d < 0 ? QStringLiteral("-Infinity") : QStringLiteral("Infinity");
    return QString::number(d, 'g', QLocale::FloatingPointShortest);
}
} // namespace

QString TextExport::plain(const QVariant& value)
{
    if (value.isNull())
        return {};
    // A nested value (a list or a map in one cell) reads as its compact JSON.
    if (value.typeId() == QMetaType::QVariantList || value.typeId() == QMetaType::QVariantMap)
        return jsonText(value);
    if (value.typeId() == QMetaType::QByteArray)
        return QStringLiteral("0x") + QString::fromLatin1(value.toByteArray().toHex());
    if (value.typeId() == QMetaType::QDateTime)
        return value.toDateTime().toString(Qt::ISODateWithMs);
    if (isFloat(value))
        return floatText(value.toDouble());
    if (value.metaType() == QMetaType::fromType<ExactNumber>())
        return value.value<ExactNumber>().text;
    return value.toString();
}

QString TextExport::csvField(const QVariant& value)
{
    if (value.isNull())
        return {};
    QString text = plain(value);
    const bool quote = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
                       text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')) ||
                       text.startsWith(QLatin1Char(' ')) || text.endsWith(QLatin1Char(' '));
    if (!quote)
        return text;
    text.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString TextExport::tsvField(const QVariant& value)
{
    QString text = plain(value);
    for (QChar& c : text)
        if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r'))
            c = QLatin1Char(' ');
    return text;
}

QJsonValue TextExport::json(const QVariant& value)
{
    if (value.isNull())
        return QJsonValue(QJsonValue::Null);
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool();
    case QMetaType::ULongLong:
    case QMetaType::ULong:
        // Above the largest qint64 only the text keeps it (jsonText() writes the number).
        if (value.toULongLong() > quint64(std::numeric_limits<qint64>::max()))
            return QString::number(value.toULongLong());
        return QJsonValue(value.toLongLong());
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::Long:
    case QMetaType::Short:
    case QMetaType::UShort:
        return QJsonValue(value.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float:
        if (!std::isfinite(value.toDouble()))
            return floatText(value.toDouble());
        return value.toDouble();
    case QMetaType::QVariantList: {
        // Nested values keep their structure.
        QJsonArray array;
        for (const QVariant& item : value.toList())
            array.append(json(item));
        return array;
    }
    case QMetaType::QVariantMap: {
        QJsonObject object;
        const QVariantMap map = value.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            object.insert(it.key(), json(it.value()));
        return object;
    }
    default:
        return plain(value);
    }
}

namespace {
// The number token of a value QJsonValue cannot hold exactly, or a null string.
QString exactNumberToken(const QVariant& value)
{
    if (value.isNull())
        return {};
    if (value.typeId() == QMetaType::ULongLong || value.typeId() == QMetaType::ULong)
        return QString::number(value.toULongLong());
    if (value.metaType() == QMetaType::fromType<ExactNumber>()) {
        const ExactNumber number = value.value<ExactNumber>();
        if (number.isFinite())
            return number.text;
    }
    return {};
}

QString compact(const QJsonArray& array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}
} // namespace

QString TextExport::jsonText(const QVariant& value)
{
    const QString token = exactNumberToken(value);
    if (!token.isNull())
        return token;
    // A one-element array is the smallest document QJsonDocument writes; drop its brackets.
    const QString array = compact(QJsonArray{json(value)});
    return array.mid(1, array.size() - 2);
}

QString TextExport::jsonRow(const QVariantList& cells, qsizetype first, qsizetype count)
{
    QJsonArray row;
    bool exact = false;
    for (qsizetype i = first; i < first + count; ++i) {
        exact = exact || !exactNumberToken(cells.at(i)).isNull();
        row.append(json(cells.at(i)));
    }
    if (!exact)
        return compact(row);
    QStringList tokens;
    tokens.reserve(count);
    for (qsizetype i = first; i < first + count; ++i)
        tokens << jsonText(cells.at(i));
    return QLatin1Char('[') + tokens.join(QLatin1Char(',')) + QLatin1Char(']');
}

QString TextExport::csvRow(const QVariantList& values)
{
    QStringList fields;
    fields.reserve(values.size());
    for (const QVariant& v : values)
        fields << csvField(v);
    return fields.join(QLatin1Char(','));
}

bool TextExport::isNumber(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return value.metaType() == QMetaType::fromType<ExactNumber>();
    }
}

QString TextExport::tsvRow(const QVariantList& values)
{
    QStringList fields;
    fields.reserve(values.size());
    for (const QVariant& v : values)
        fields << tsvField(v);
    return fields.join(QLatin1Char('\t'));
}

} // namespace nelumbo
