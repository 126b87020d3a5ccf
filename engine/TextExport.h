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
    static QJsonValue json(const QVariant& value);
    static QString csvRow(const QVariantList& values);
    // True for integer and floating-point values (they align right, print unquoted).
    static bool isNumber(const QVariant& value);
    static QString tsvRow(const QVariantList& values);
};

} // namespace nelumbo
