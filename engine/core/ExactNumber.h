#pragma once

#include <QMetaType>
#include <QString>
#include <QVariant>

namespace nelumbo {

// A number exactly as the database wrote it ("12345678901234567.89", "NaN", "-Infinity"),
// for column types no C++ number holds unchanged (NUMERIC, DECIMAL). Adapters produce it
// (DatabaseAdapter::cellReader); exports write the text as it is and the grid aligns it
// like any number. toString() and toDouble() work on a QVariant holding one.
struct ExactNumber
{
    QString text;

    // A QVariant holding an ExactNumber with this text.
    static QVariant variant(const QString& text);
    // Whether text is a finite number in JSON's grammar (NaN and ±Infinity are not).
    bool isFinite() const;
    QString toString() const { return text; }
    double toDouble() const;

    friend bool operator==(const ExactNumber& a, const ExactNumber& b) { return a.text == b.text; }
    friend bool operator!=(const ExactNumber& a, const ExactNumber& b) { return a.text != b.text; }
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::ExactNumber)
