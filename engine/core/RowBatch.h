#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QMetaType>
#include <QSharedData>
#include <QSharedDataPointer>
#include <QString>
#include <QVariant>
#include <QVariantList>
#include <vector>

namespace nelumbo {

// Rows of one result, row-major, each cell typed in 9 bytes: integers, reals and booleans
// inline, text, exact numbers and blobs in one byte arena per batch (UTF-8 for text). A cell
// becomes a QVariant only when a caller asks for one (value()). Copies share the data.
class RowBatch
{
public:
    enum class Kind : quint8
    {
        Null,
        Integer,
        Real,
        Bool,
        Text,   // UTF-8
        Number, // an exact number as the database wrote it (ExactNumber)
        Blob,
        Other // any other QVariant, kept as it is
    };
    // How a real becomes text: the shortest text that reads back the same, or the C
    // format %.15g always with a decimal point ("7919.0", "1.0e+20", unsigned zero),
    // for sources whose own client writes reals that way.
    enum class RealFormat : quint8
    {
        Shortest,
        Digits15
    };

    RowBatch();
    explicit RowBatch(int columnCount, int rowCapacity = 0);

    int columnCount() const { return d->columns; }
    int rowCount() const { return d->rows; }
    bool isEmpty() const { return d->rows == 0; }
    RealFormat realFormat() const { return d->realFormat; }
    void setRealFormat(RealFormat format) { d->realFormat = format; }
    // The source's own text of a real, infinities included, written into buf (64 bytes);
    // returns its length. Set by adapters whose client library formats reals itself, so the
    // text follows the installed library's version rather than an imitation of one.
    using RealWriter = int (*)(char* buf, double value);
    RealWriter realWriter() const { return d->realWriter; }
    void setRealWriter(RealWriter writer) { d->realWriter = writer; }

    // Building: columnCount() cells, then endRow(), for each row.
    void appendNull() { push(Kind::Null, 0); }
    void appendInteger(qint64 v) { push(Kind::Integer, quint64(v)); }
    void appendReal(double v);
    void appendBool(bool v) { push(Kind::Bool, v ? 1 : 0); }
    void appendText(const char* utf8, qsizetype size) { pushBytes(Kind::Text, utf8, size); }
    void appendText(QStringView text);
    void appendNumber(const char* text, qsizetype size) { pushBytes(Kind::Number, text, size); }
    void appendBlob(const char* bytes, qsizetype size) { pushBytes(Kind::Blob, bytes, size); }
    void appendValue(const QVariant& value);
    void endRow() { ++d->rows; }
    // Gives back the room reserved for more rows than arrived.
    void squeeze();

    Kind kind(int row, int column) const { return d->kinds[index(row, column)]; }
    bool isNull(int row, int column) const { return kind(row, column) == Kind::Null; }
    qint64 integer(int row, int column) const { return qint64(d->cells[index(row, column)]); }
    double real(int row, int column) const;
    bool boolean(int row, int column) const { return d->cells[index(row, column)] != 0; }
    // The bytes of a Text (UTF-8), Number or Blob cell.
    QByteArrayView bytes(int row, int column) const;
    // The cell as the QVariant the Qt driver would have given.
    QVariant value(int row, int column) const;
    // Every cell, row-major.
    QVariantList toVariantList() const;
    // Heap bytes held, for memory figures.
    qsizetype memoryUsage() const;

private:
    struct Data : QSharedData
    {
        int columns = 0;
        int rows = 0;
        RealFormat realFormat = RealFormat::Shortest;
        RealWriter realWriter = nullptr;
        std::vector<quint64> cells; // the value, or (arena offset << 32 | size)
        std::vector<Kind> kinds;
        QByteArray arena;
        QList<QVariant> others;
    };

    size_t index(int row, int column) const
    {
        return size_t(row) * size_t(d->columns) + size_t(column);
    }
    void push(Kind kind, quint64 cell)
    {
        d->kinds.push_back(kind);
        d->cells.push_back(cell);
    }
    void pushBytes(Kind kind, const char* bytes, qsizetype size);

    QSharedDataPointer<Data> d;
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::RowBatch)
