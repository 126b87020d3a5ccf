#include "CoreTestMain.h"
#include "TextExport.h"

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
        QCOMPARE(TextExport::csvField(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
        QCOMPARE(TextExport::csvField(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
        QCOMPARE(TextExport::csvRow({1, QVariant(), QStringLiteral("x,y")}), QStringLiteral("1,,\"x,y\""));
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
};

NELUMBO_CORE_TEST_MAIN(TstTextExport)
#include "tst_textexport.moc"
