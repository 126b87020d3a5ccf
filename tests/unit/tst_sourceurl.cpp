#include "CoreTestMain.h"
#include "SourceUrl.h"

#include <QDir>

using nelumbo::SourceUrl;

class TstSourceUrl : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void absolute()
    {
        auto url = SourceUrl::parse(QStringLiteral("sqlite:///tmp/x/chinook.db"));
        QVERIFY(url.ok());
        QCOMPARE(url->scheme, QStringLiteral("sqlite"));
        QCOMPARE(url->database, QStringLiteral("/tmp/x/chinook.db"));
    }
    void relative()
    {
        auto url = SourceUrl::parse(QStringLiteral("sqlite:data/chinook.db"));
        QVERIFY(url.ok());
        QCOMPARE(url->database, QDir::current().absoluteFilePath(QStringLiteral("data/chinook.db")));
    }
    void memory()
    {
        auto url = SourceUrl::parse(QStringLiteral("sqlite::memory:"));
        QVERIFY(url.ok());
        QCOMPARE(url->database, QStringLiteral(":memory:"));
    }
    void spacesAndPercent()
    {
        auto url = SourceUrl::parse(QStringLiteral("sqlite:///tmp/my%20db.sqlite"));
        QVERIFY(url.ok());
        QCOMPARE(url->database, QStringLiteral("/tmp/my db.sqlite"));
        auto plain = SourceUrl::parse(QStringLiteral("sqlite:/tmp/my db.sqlite"));
        QVERIFY(plain.ok());
        QCOMPARE(plain->database, QStringLiteral("/tmp/my db.sqlite"));
    }
    void roundTrip()
    {
        const QString url = SourceUrl::forSqliteFile(QStringLiteral("/var/tmp/a b.db"));
        auto parsed = SourceUrl::parse(url);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->database, QStringLiteral("/var/tmp/a b.db"));
    }
    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::newRow("no scheme") << "chinook.db" << "invalid_source_url";
        QTest::newRow("empty path") << "sqlite:" << "invalid_source_url";
        QTest::newRow("host") << "sqlite://server/x.db" << "invalid_source_url";
        QTest::newRow("unknown scheme") << "oracle://x" << "unsupported_scheme";
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        auto url = SourceUrl::parse(text);
        QVERIFY(!url.ok());
        QCOMPARE(url.error().code, code);
        QVERIFY(!url.error().message.isEmpty());
    }
};

NELUMBO_CORE_TEST_MAIN(TstSourceUrl)
#include "tst_sourceurl.moc"
