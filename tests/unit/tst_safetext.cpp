// SafeText: the one rule for showing untrusted text (CLI output, messages, schema browser).
#include "CoreTestMain.h"
#include "core/SafeText.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace nelumbo;

class TstSafeText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("keep");   // SafeText::LineBreaks::Keep
        QTest::addColumn<QString>("escape"); // SafeText::LineBreaks::Escape
        QTest::newRow("plain") << "Grüße 日本 a\\b"
                               << "Grüße 日本 a\\b"
                               << "Grüße 日本 a\\b";
        QTest::newRow("OSC title, BEL") << "a\x1b]0;t\x07z"
                                        << "a\\x1B]0;t\\x07z"
                                        << "a\\x1B]0;t\\x07z";
        QTest::newRow("NUL, CR, DEL") << QStringLiteral("a") + QChar(0) + "\r\x7f"
                                      << "a\\x00\\x0D\\x7F"
                                      << "a\\x00\\x0D\\x7F";
        QTest::newRow("C1 CSI") << QStringLiteral("a") + QChar(0x9b) + "2J"
                                << "a\\x9B2J"
                                << "a\\x9B2J";
        QTest::newRow("line feed and tab") << "a\nb\tc"
                                           << "a\nb\tc"
                                           << "a\\x0Ab\\x09c";
        QTest::newRow("right-to-left override") << "abc\u202Efdp.exe"
                                                << "abc\\u202Efdp.exe"
                                                << "abc\\u202Efdp.exe";
        QTest::newRow("isolates and marks") << "\u2066\u2067\u2068\u2069\u200E\u200F\u061C"
                                            << "\\u2066\\u2067\\u2068\\u2069\\u200E\\u200F\\u061C"
                                            << "\\u2066\\u2067\\u2068\\u2069\\u200E\\u200F\\u061C";
        QTest::newRow("embeddings") << "\u202A\u202B\u202C\u202D"
                                    << "\\u202A\\u202B\\u202C\\u202D"
                                    << "\\u202A\\u202B\\u202C\\u202D";
        QTest::newRow("line separator") << "a\u2028b"
                                        << "a\\u2028b"
                                        << "a\\u2028b";
    }
    void escapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, keep);
        QFETCH(QString, escape);
        QCOMPARE(SafeText::escaped(text), keep);
        QCOMPARE(SafeText::escaped(text, SafeText::LineBreaks::Escape), escape);
    }

    // JSON keeps its meaning: the same strings parse back, with nothing unsafe left raw.
    void jsonEscapes()
    {
        const QStringList strings{QStringLiteral("abc\u202Efdp.exe"),
                                  QStringLiteral("a\u0085b\u007f"),
                                  QStringLiteral("x\u2028y\u2067z\u061C"),
                                  QStringLiteral("plain é ü €"), QStringLiteral("\x1b[31m\n")};
        const QByteArray json = QJsonDocument(QJsonArray::fromStringList(strings)).toJson();
        const QByteArray safe = SafeText::jsonEscaped(json);
        QCOMPARE(QJsonDocument::fromJson(safe).array().toVariantList(),
                 QJsonArray::fromStringList(strings).toVariantList());
        const QString text = QString::fromUtf8(safe);
        for (const QChar c : text)
            QVERIFY2(!SafeText::isUnsafe(c) || c == u'\n', qPrintable(text));
        QVERIFY(safe.contains("abc\\u202efdp.exe"));
        QVERIFY(safe.contains("plain é ü €"));
        QCOMPARE(SafeText::jsonEscaped("{\"a\": 1}"), QByteArray("{\"a\": 1}"));
    }
};

NELUMBO_CORE_TEST_MAIN(TstSafeText)
#include "tst_safetext.moc"
