#include "CoreTestMain.h"
#include "core/BatchText.h"
#include "core/ExactNumber.h"
#include "core/TextExport.h"
#include "sqlite/SqliteCursor.h"

#include <QDate>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <sqlite3.h>

using nelumbo::BatchText;
using nelumbo::TextExport;

class TstTextExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void csv()
    {
        QCOMPARE(TextExport::csvField(QVariant()), QString());
        QCOMPARE(TextExport::csvField(QStringLiteral("plain")), QStringLiteral("plain"));
        QCOMPARE(TextExport::csvField(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
        QCOMPARE(TextExport::csvField(QStringLiteral("say \"hi\"")),
                 QStringLiteral("\"say \"\"hi\"\"\""));
        QCOMPARE(TextExport::csvField(QStringLiteral("two\nlines")),
                 QStringLiteral("\"two\nlines\""));
        QCOMPARE(TextExport::csvRow({1, QVariant(), QStringLiteral("x,y")}),
                 QStringLiteral("1,,\"x,y\""));
    }
    // A batch's cells are written as their QVariants would be, without making any.
    void batchCellsMatchValues()
    {
        using nelumbo::RowBatch;
        RowBatch batch(9);
        batch.appendNull();
        batch.appendInteger(-9223372036854775807LL - 1);
        batch.appendReal(2.5);
        batch.appendBool(true);
        batch.appendText(QStringLiteral(" p\u00e4d, \"q\"\n\t\x01"));
        const QByteArray exact("12345678901234567.89");
        batch.appendNumber(exact.constData(), exact.size());
        batch.appendBlob("\x00\xff", 2);
        batch.appendValue(QVariant(QDate(2024, 2, 29)));
        batch.appendValue(QVariant(std::numeric_limits<double>::infinity()));
        batch.endRow();
        QCOMPARE(batch.rowCount(), 1);
        QCOMPARE(batch.kind(0, 7), RowBatch::Kind::Other);
        for (int c = 0; c < batch.columnCount(); ++c) {
            const QVariant v = batch.value(0, c);
            QByteArray csv;
            BatchText::appendCsvField(csv, batch, 0, c);
            QCOMPARE(QString::fromUtf8(csv), TextExport::csvField(v));
            QByteArray json;
            BatchText::appendJsonText(json, batch, 0, c);
            QCOMPARE(QString::fromUtf8(json), TextExport::jsonText(v));
            QCOMPARE(BatchText::plain(batch, 0, c), TextExport::plain(v));
            QCOMPARE(BatchText::isNumber(batch, 0, c), TextExport::isNumber(v));
        }
        QCOMPARE(batch.toVariantList().size(), 9);
    }
    // Reals in the format of a source whose client always writes the decimal point.
    void batchRealDigits15()
    {
        using nelumbo::RowBatch;
        const QList<QPair<double, QByteArray>> cases{
            {7919.0, "7919.0"},
            {0.1, "0.1"},
            {1e20, "1.0e+20"},
            {1e-5, "1.0e-05"},
            {-0.0, "0.0"},
            {1.0 / 3, "0.333333333333333"},
            {123456789012345678.0, "1.23456789012346e+17"}};
        for (const auto& [value, text] : cases) {
            QByteArray out;
            BatchText::appendReal(out, value, RowBatch::RealFormat::Digits15);
            QCOMPARE(out, text);
        }
        RowBatch batch(1);
        batch.setRealFormat(RowBatch::RealFormat::Digits15);
        batch.appendReal(7919.0);
        batch.endRow();
        QCOMPARE(BatchText::plain(batch, 0, 0), QStringLiteral("7919.0"));
        QByteArray json;
        BatchText::appendJsonText(json, batch, 0, 0);
        QCOMPARE(json, QByteArray("7919.0"));
        QCOMPARE(batch.value(0, 0), QVariant(7919.0));
    }
    // Any real as the installed SQLite writes it (what sqlite3 -csv prints: %!.15g), through
    // the writer the SQLite cursor gives its batches; the digits differ between releases.
    void batchRealAsSqlite()
    {
        using nelumbo::RowBatch;
        QList<double> values{7919.0,
                             0.1,
                             1e20,
                             1e15,
                             1e14,
                             123456789012345.0,
                             -2.5e-7,
                             1.7976931348623157e308,
                             5e-324,
                             2.2250738585072014e-308,
                             1e-300,
                             -1e300,
                             0.5,
                             100.0,
                             9007199254740993.0,
                             1.0 / 7,
                             5.28868942756649e+260};
        std::mt19937_64 random(17);
        std::uniform_int_distribution<quint64> bits;
        while (values.size() < 20000) {
            const quint64 b = bits(random);
            double d = 0;
            std::memcpy(&d, &b, sizeof d);
            if (std::isfinite(d) && d != 0)
                values << d;
        }
        RowBatch batch(1);
        batch.setRealFormat(RowBatch::RealFormat::Digits15);
        batch.setRealWriter(&nelumbo::SqliteCursor::writeReal);
        for (const double value : values) {
            batch.appendReal(value);
            batch.endRow();
        }
        for (int row = 0; row < batch.rowCount(); ++row) {
            QByteArray out;
            BatchText::appendCsvField(out, batch, row, 0);
            char* expected = sqlite3_mprintf("%!.15g", values.at(row));
            QVERIFY2(out == QByteArray(expected), expected);
            sqlite3_free(expected);
        }
    }
    // Numbers kept as the database wrote them: bare in JSON when JSON's grammar allows.
    void batchNumbersAsWritten()
    {
        using nelumbo::RowBatch;
        const QList<QByteArray> texts{"1e+20",
                                      "-0",
                                      "0.1",
                                      "NaN",
                                      "-Infinity",
                                      "Infinity",
                                      "1.50",
                                      "00",
                                      ".5",
                                      "1.",
                                      "-",
                                      "1e",
                                      "12345678901234567.89",
                                      "4.9406564584124654e-324"};
        RowBatch batch(int(texts.size()));
        for (const QByteArray& t : texts)
            batch.appendNumber(t.constData(), t.size());
        batch.endRow();
        for (int c = 0; c < batch.columnCount(); ++c) {
            const QVariant v = batch.value(0, c);
            QByteArray csv;
            BatchText::appendCsvField(csv, batch, 0, c);
            QCOMPARE(csv, texts.at(c));
            QByteArray json;
            BatchText::appendJsonText(json, batch, 0, c);
            QCOMPARE(QString::fromUtf8(json), TextExport::jsonText(v));
        }
    }
    void tsv()
    {
        QCOMPARE(TextExport::tsvRow({QStringLiteral("a\tb"), QStringLiteral("c\nd"), 2.5}),
                 QStringLiteral("a b\tc d\t2.5"));
    }
    void json()
    {
        QVERIFY(TextExport::json(QVariant()).isNull());
        QCOMPARE(TextExport::json(QVariant(qint64(42))).toInteger(), 42);
        QVERIFY(TextExport::json(QVariant(1.5)).isDouble());
        QCOMPARE(TextExport::json(QStringLiteral("x")).toString(), QStringLiteral("x"));
        QCOMPARE(TextExport::plain(QByteArray("\x01\xff", 2)), QStringLiteral("0x01ff"));
    }
    // One rule for JSON numbers: unrounded as stored; NaN and ±Infinity as strings.
    // A cell holding a nested value (a list or a map) keeps its structure in JSON and reads
    // as that JSON in the grid, CSV and TSV.
    void nestedValues()
    {
        const QVariant nested =
            QVariantList{QStringLiteral("1-1"), QVariantList{QStringLiteral("f"), qint64(3)},
                         QVariant(), QVariantMap{{QStringLiteral("k"), 1.5}}};
        QCOMPARE(TextExport::jsonRow({nested}, 0, 1),
                 QStringLiteral("[[\"1-1\",[\"f\",3],null,{\"k\":1.5}]]"));
        QCOMPARE(TextExport::plain(nested), QStringLiteral("[\"1-1\",[\"f\",3],null,{\"k\":1.5}]"));
        QCOMPARE(TextExport::csvField(QVariantList{QStringLiteral("a"), QStringLiteral("b")}),
                 QStringLiteral("\"[\"\"a\"\",\"\"b\"\"]\""));
    }

    void jsonNumbers()
    {
        const QVariant exact =
            nelumbo::ExactNumber::variant(QStringLiteral("12345678901234567.89"));
        const QVariant nan = nelumbo::ExactNumber::variant(QStringLiteral("NaN"));
        const double inf = std::numeric_limits<double>::infinity();
        QCOMPARE(TextExport::jsonText(exact), QStringLiteral("12345678901234567.89"));
        QCOMPARE(TextExport::jsonText(nan), QStringLiteral("\"NaN\""));
        QCOMPARE(TextExport::jsonText(std::numeric_limits<double>::quiet_NaN()),
                 QStringLiteral("\"NaN\""));
        QCOMPARE(TextExport::jsonText(inf), QStringLiteral("\"Infinity\""));
        QCOMPARE(TextExport::jsonText(-inf), QStringLiteral("\"-Infinity\""));
        QCOMPARE(TextExport::jsonText(QVariant(Q_UINT64_C(18446744073709551615))),
                 QStringLiteral("18446744073709551615"));
        QCOMPARE(TextExport::jsonText(QVariant(Q_INT64_C(-9223372036854775807))),
                 QStringLiteral("-9223372036854775807"));
        QCOMPARE(TextExport::jsonText(QStringLiteral("1.50")), QStringLiteral("\"1.50\""));
        QCOMPARE(TextExport::jsonText(QVariant()), QStringLiteral("null"));
        QCOMPARE(TextExport::jsonRow({exact, QStringLiteral("a"), 2.5, QVariant()}, 0, 4),
                 QStringLiteral("[12345678901234567.89,\"a\",2.5,null]"));
        QCOMPARE(TextExport::jsonRow({1, QStringLiteral("a"), 2.5}, 1, 2),
                 QStringLiteral("[\"a\",2.5]"));
        // Everywhere else: the same text, aligned as a number.
        QCOMPARE(TextExport::plain(exact), QStringLiteral("12345678901234567.89"));
        QCOMPARE(exact.toString(), QStringLiteral("12345678901234567.89"));
        QCOMPARE(TextExport::csvField(nan), QStringLiteral("NaN"));
        QCOMPARE(TextExport::plain(-inf), QStringLiteral("-Infinity"));
        QVERIFY(TextExport::isNumber(exact));
        QVERIFY(!TextExport::isNumber(QStringLiteral("12345678901234567.89")));
    }
};

NELUMBO_CORE_TEST_MAIN(TstTextExport)
#include "tst_textexport.moc"
