#include "core/RowBatch.h"

#include "core/ExactNumber.h"

#include <cstring>

namespace nelumbo {

RowBatch::RowBatch()
    : d(new Data)
{}

RowBatch::RowBatch(int columnCount, int rowCapacity)
    : d(new Data)
{
    d->columns = columnCount;
    const size_t cells = size_t(qMax(0, rowCapacity)) * size_t(qMax(0, columnCount));
    d->cells.reserve(cells);
    d->kinds.reserve(cells);
}

void RowBatch::appendReal(double v)
{
    quint64 bits = 0;
    std::memcpy(&bits, &v, sizeof v);
    push(Kind::Real, bits);
}

double RowBatch::real(int row, int column) const
{
    double v = 0;
    std::memcpy(&v, &d->cells[index(row, column)], sizeof v);
    return v;
}

void RowBatch::pushBytes(Kind kind, const char* bytes, qsizetype size)
{
    const quint64 offset = quint64(d->arena.size());
    d->arena.append(bytes, size);
    push(kind, offset << 32 | quint64(quint32(size)));
}

void RowBatch::appendText(QStringView text)
{
    const quint64 offset = quint64(d->arena.size());
    d->arena.append(text.toUtf8());
    push(Kind::Text, offset << 32 | quint64(quint32(quint64(d->arena.size()) - offset)));
}

void RowBatch::appendValue(const QVariant& value)
{
    if (value.isNull()) {
        appendNull();
        return;
    }
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::Long:
    case QMetaType::Short:
        // The QVariant's own type is kept when it is not a 64-bit integer.
        if (value.typeId() == QMetaType::LongLong) {
            appendInteger(value.toLongLong());
            return;
        }
        break;
    case QMetaType::Double:
        appendReal(value.toDouble());
        return;
    case QMetaType::Bool:
        appendBool(value.toBool());
        return;
    case QMetaType::QString:
        appendText(value.toString());
        return;
    case QMetaType::QByteArray: {
        const QByteArray b = value.toByteArray();
        appendBlob(b.constData(), b.size());
        return;
    }
    default:
        if (value.metaType() == QMetaType::fromType<ExactNumber>()) {
            const QByteArray text = value.value<ExactNumber>().text.toUtf8();
            appendNumber(text.constData(), text.size());
            return;
        }
        break;
    }
    push(Kind::Other, quint64(d->others.size()));
    d->others.append(value);
}

void RowBatch::squeeze()
{
    d->cells.shrink_to_fit();
    d->kinds.shrink_to_fit();
    d->arena.squeeze();
    d->others.squeeze();
}

QByteArrayView RowBatch::bytes(int row, int column) const
{
    const quint64 cell = d->cells[index(row, column)];
    return QByteArrayView(d->arena.constData() + (cell >> 32), qsizetype(quint32(cell)));
}

QVariant RowBatch::value(int row, int column) const
{
    switch (kind(row, column)) {
    case Kind::Null:
        return {};
    case Kind::Integer:
        return QVariant(integer(row, column));
    case Kind::Real:
        return QVariant(real(row, column));
    case Kind::Bool:
        return QVariant(boolean(row, column));
    case Kind::Text:
        return QString::fromUtf8(bytes(row, column));
    case Kind::Number:
        return ExactNumber::variant(QString::fromUtf8(bytes(row, column)));
    case Kind::Blob:
        return bytes(row, column).toByteArray();
    case Kind::Other:
        return d->others.at(qsizetype(d->cells[index(row, column)]));
    }
    return {};
}

QVariantList RowBatch::toVariantList() const
{
    QVariantList out;
    out.reserve(qsizetype(d->rows) * d->columns);
    for (int r = 0; r < d->rows; ++r)
        for (int c = 0; c < d->columns; ++c)
            out.append(value(r, c));
    return out;
}

qsizetype RowBatch::memoryUsage() const
{
    return qsizetype(d->cells.capacity() * sizeof(quint64) + d->kinds.capacity()) +
           d->arena.capacity() + d->others.capacity() * qsizetype(sizeof(QVariant));
}

} // namespace nelumbo
