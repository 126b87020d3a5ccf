#include "CoreTestMain.h"
#include "core/ValueInspector.h"

#include <QDateTime>
#include <QJsonDocument>

using nelumbo::InspectedValue;
using nelumbo::ValueInspector;
using Kind = InspectedValue::Kind;

Q_DECLARE_METATYPE(InspectedValue::Kind)

// How the value viewer reads a cell: kinds, pretty printing that keeps the value, bounds.
class TestValueInspector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kinds_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("null") << QVariant() << Kind::Null;
        QTest::newRow("typed null") << QVariant(QMetaType::fromType<QString>()) << Kind::Null;
        QTest::newRow("text") << QVariant(QStringLiteral("Hello, world")) << Kind::Text;
        QTest::newRow("number") << QVariant(7919.5) << Kind::Text;
        QTest::newRow("object") << QVariant(QStringLiteral("{\"a\":1}")) << Kind::Json;
        QTest::newRow("array") << QVariant(QStringLiteral(" [1, 2, 3] ")) << Kind::Json;
        QTest::newRow("broken json is text") << QVariant(QStringLiteral("{\"a\":1,")) << Kind::Text;
        QTest::newRow("a json scalar is text") << QVariant(QStringLiteral("42")) << Kind::Text;
        QTest::newRow("xml") << QVariant(QStringLiteral("<a><b x=\"1\">t</b></a>")) << Kind::Xml;
        QTest::newRow("broken xml is text") << QVariant(QStringLiteral("<a><b></a>")) << Kind::Text;
        QTest::newRow("svg text") << QVariant(QStringLiteral(
                                         "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"))
                                  << Kind::Image;
        QTest::newRow("png bytes")
            << QVariant(QByteArray("\x89PNG\r\n\x1a\n\0\0", 10)) << Kind::Image;
        QTest::newRow("jpeg bytes") << QVariant(QByteArray("\xff\xd8\xff\xe0", 4)) << Kind::Image;
        QTest::newRow("gif bytes") << QVariant(QByteArray("GIF89a\1\0")) << Kind::Image;
        QTest::newRow("binary") << QVariant(QByteArray("\x00\x01\x02\xff", 4)) << Kind::Binary;
        QTest::newRow("invalid utf-8 is binary")
            << QVariant(QByteArray("ab\xc3\x28", 4)) << Kind::Binary;
        QTest::newRow("json in a blob")
            << QVariant(QByteArray("{\"k\":[true,null]}")) << Kind::Json;
    }
    void kinds()
    {
        QFETCH(QVariant, value);
        QFETCH(Kind, kind);
        QCOMPARE(ValueInspector::inspect(value).kind, kind);
    }

    // Indented, with the keys in their stored order and big numbers exactly as stored.
    void jsonKeepsOrderAndNumbers()
    {
        const QString stored = QStringLiteral(
            "{\"zeta\":1,\"alpha\":{\"id\":12345678901234567890,\"s\":\"a,b:{c}\\\"q\\\"\"},"
            "\"list\":[],\"obj\":{},\"n\":[1.50,-2e3,true,false,null]}");
        const InspectedValue v = ValueInspector::inspect(stored);
        QCOMPARE(v.kind, Kind::Json);
        const QString expected = QStringLiteral("{\n"
                                                "  \"zeta\": 1,\n"
                                                "  \"alpha\": {\n"
                                                "    \"id\": 12345678901234567890,\n"
                                                "    \"s\": \"a,b:{c}\\\"q\\\"\"\n"
                                                "  },\n"
                                                "  \"list\": [],\n"
                                                "  \"obj\": {},\n"
                                                "  \"n\": [\n"
                                                "    1.50,\n"
                                                "    -2e3,\n"
                                                "    true,\n"
                                                "    false,\n"
                                                "    null\n"
                                                "  ]\n"
                                                "}");
        QCOMPARE(v.shown, expected);
        // The same document as stored, and pretty printing it again changes nothing.
        QCOMPARE(QJsonDocument::fromJson(v.shown.toUtf8()),
                 QJsonDocument::fromJson(stored.toUtf8()));
        QCOMPARE(ValueInspector::prettyJson(v.shown), expected);
        QCOMPARE(v.raw, stored.toUtf8()); // saving gives the value, not the view
    }

    void xmlIndented()
    {
        const InspectedValue v =
            ValueInspector::inspect(QStringLiteral("<?xml version=\"1.0\"?><r><i n=\"1\">x</i>"
                                                   "<i n=\"2\"/><!-- c --></r>"));
        QCOMPARE(v.kind, Kind::Xml);
        QVERIFY2(v.shown.contains(QLatin1String("\n  <i n=\"1\">x</i>")), qPrintable(v.shown));
        QVERIFY(v.shown.contains(QLatin1String("<!-- c -->")));
    }

    void hexDump()
    {
        const QByteArray bytes = QByteArray::fromHex("000102414243ff") + QByteArray(12, 'z');
        const QString dump = ValueInspector::hexDump(bytes, 1024);
        const QStringList lines = dump.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0), QStringLiteral("00000000  00 01 02 41 42 43 ff 7a  7a 7a 7a 7a 7a 7a "
                                             "7a 7a  |...ABC.zzzzzzzzz|"));
        QVERIFY(lines.at(1).startsWith(QLatin1String("00000010  7a 7a 7a ")));
        QVERIFY(lines.at(1).endsWith(QLatin1String("|zzz|")));
    }

    // A 10 MB value: what is shown is bounded, what is saved is whole.
    void largeValuesAreBounded()
    {
        const QByteArray blob(10 * 1024 * 1024, '\x01');
        const InspectedValue b = ValueInspector::inspect(blob);
        QCOMPARE(b.kind, Kind::Binary);
        QVERIFY(b.truncated);
        QCOMPARE(b.size, blob.size());
        QCOMPARE(b.raw.size(), blob.size());
        QCOMPARE(b.shown.count(QLatin1Char('\n')), ValueInspector::kDefaultHexBytes / 16);

        const QString text(10 * 1024 * 1024, QLatin1Char('a'));
        const InspectedValue t = ValueInspector::inspect(text);
        QCOMPARE(t.kind, Kind::Text);
        QVERIFY(t.truncated);
        QCOMPARE(t.shown.size(), ValueInspector::kDefaultShownChars);
        QCOMPARE(t.raw.size(), text.size());
    }

    void textOfOtherTypes()
    {
        const InspectedValue v = ValueInspector::inspect(QVariant(qlonglong(9007199254740993)));
        QCOMPARE(v.kind, Kind::Text);
        QCOMPARE(v.shown, QStringLiteral("9007199254740993"));
    }
};

NELUMBO_CORE_TEST_MAIN(TestValueInspector)
#include "tst_valueinspector.moc"
