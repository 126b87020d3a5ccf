#pragma once

#include "core/RowBatch.h"

#include <QByteArray>
#include <QString>

namespace nelumbo {

// TextExport for the cells of a RowBatch: the same text, without a QVariant for the common
// kinds. The append* functions add UTF-8 to out.
class BatchText
{
public:
    static QString plain(const RowBatch& batch, int row, int column);
    static void appendCsvField(QByteArray& out, const RowBatch& batch, int row, int column);
    static void appendJsonText(QByteArray& out, const RowBatch& batch, int row, int column);
    static bool isNumber(const RowBatch& batch, int row, int column);
    // A real as text in the given format.
    static void appendReal(QByteArray& out, double value, RowBatch::RealFormat format);
    // With the batch's writer when it has one.
    static void appendReal(QByteArray& out, double value, const RowBatch& batch);
};

} // namespace nelumbo
