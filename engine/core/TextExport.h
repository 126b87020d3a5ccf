#pragma once

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace nelumbo {

// How cell values become text outside the grid: clipboard, CLI output, files.
class TextExport
{
public:
    // Plain text of a value; NULL becomes an empty string, blobs become hex.
    static QString plain(const QVariant& value);
    // One CSV field (RFC 4180 quoting); NULL is an empty unquoted field.
    static QString csvField(const QVariant& value);
    // One TSV field; tabs and newlines inside become spaces so rows stay rows.
    static QString tsvField(const QVariant& value);
    // The value as JSON. QJsonValue holds numbers as doubles or 64-bit integers, so an exact
    // decimal (ExactNumber) becomes its text here; jsonText() writes it as a number.
    static QJsonValue json(const QVariant& value);
    // The value as one JSON token, as nelumbo-cli writes rows: numbers unrounded as the
    // database wrote them (exact decimals, unsigned 64-bit integers), NaN and ±Infinity as
    // the strings "NaN", "Infinity" and "-Infinity", other values as json() writes them.
    static QString jsonText(const QVariant& value);
    // count cells from first as one JSON array, each as jsonText() writes it.
    static QString jsonRow(const QVariantList& cells, qsizetype first, qsizetype count);
    static QString csvRow(const QVariantList& values);
    // True for integer, floating-point and exact decimal values (they align right, print
    // unquoted).
    static bool isNumber(const QVariant& value);
    static QString tsvRow(const QVariantList& values);
};

} // namespace nelumbo
