#include "CoreTestMain.h"
#include "adapter/CredentialUrl.h"
#include "source/SourceResolver.h"

using nelumbo::CredentialUrl;

class TstCredentialUrl : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void split_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("bare");
        QTest::addColumn<QString>("password");
        QTest::addColumn<bool>("had");
        QTest::newRow("authority")
            << "postgres://app:p%40ss@db.example.com:5432/sales?sslmode=require"
            << "postgres://app@db.example.com:5432/sales?sslmode=require"
            << "p@ss" << true;
        QTest::newRow("query") << "mysql://app@h/shop?password=x%26y&charset=utf8mb4"
                               << "mysql://app@h/shop?charset=utf8mb4"
                               << "x&y" << true;
        QTest::newRow("query only item") << "mysql://app@h/shop?Password=z"
                                         << "mysql://app@h/shop"
                                         << "z" << true;
        QTest::newRow("empty password") << "postgres://app:@h/db"
                                        << "postgres://app@h/db"
                                        << "" << true;
        QTest::newRow("no password") << "postgres://app@h:5432/db"
                                     << "postgres://app@h:5432/db"
                                     << "" << false;
        QTest::newRow("no user") << "postgres://h/db"
                                 << "postgres://h/db"
                                 << "" << false;
        QTest::newRow("ipv6") << "postgres://u:pw@[::1]:5432/db"
                              << "postgres://u@[::1]:5432/db"
                              << "pw" << true;
        QTest::newRow("at in password") << "postgres://u:a@b@h/db"
                                        << "postgres://u@h/db"
                                        << "a@b" << true;
        // SQLite URLs name files: ':', '@' and '?' belong to the path.
        QTest::newRow("sqlite") << "sqlite:///tmp/u:p@x.db?password=1"
                                << "sqlite:///tmp/u:p@x.db?password=1"
                                << "" << false;
    }
    void split()
    {
        QFETCH(QString, url);
        QFETCH(QString, bare);
        QFETCH(QString, password);
        QFETCH(bool, had);
        const CredentialUrl::Parts parts = CredentialUrl::split(url);
        QCOMPARE(parts.url, bare);
        QCOMPARE(parts.password, password);
        QCOMPARE(parts.hadPassword, had);
    }

    void withPasswordRoundTrip()
    {
        const QString password = QStringLiteral("p@ss:w/rd?#% &ü");
        const QString url = CredentialUrl::withPassword(
            QStringLiteral("postgres://app@h:5432/db?sslmode=disable"), password);
        QVERIFY2(!url.contains(password), qPrintable(url)); // encoded, so the URL stays a URL
        QVERIFY(url.startsWith(QLatin1String("postgres://app:")));
        QVERIFY(url.endsWith(QLatin1String("@h:5432/db?sslmode=disable")));
        const CredentialUrl::Parts parts = CredentialUrl::split(url);
        QCOMPARE(parts.password, password);
        QCOMPARE(parts.url, QStringLiteral("postgres://app@h:5432/db?sslmode=disable"));
    }

    void withPasswordEdges()
    {
        QCOMPARE(CredentialUrl::withPassword(QStringLiteral("mysql://h/db"), QStringLiteral("x")),
                 QStringLiteral("mysql://:x@h/db"));
        QCOMPARE(CredentialUrl::withPassword(QStringLiteral("mysql://u@h/db"), QString()),
                 QStringLiteral("mysql://u@h/db"));
        // A password already there is replaced, not doubled.
        QCOMPARE(CredentialUrl::withPassword(QStringLiteral("mysql://u:old@h/db"),
                                             QStringLiteral("new")),
                 QStringLiteral("mysql://u:new@h/db"));
        QCOMPARE(
            CredentialUrl::withPassword(QStringLiteral("sqlite:///tmp/x.db"), QStringLiteral("x")),
            QStringLiteral("sqlite:///tmp/x.db"));
    }

    void redacted()
    {
        QCOMPARE(CredentialUrl::redacted(QStringLiteral("postgres://app:secret@h:5432/db")),
                 QStringLiteral("postgres://app:***@h:5432/db"));
        QCOMPARE(CredentialUrl::redacted(QStringLiteral("mysql://app@h/db?password=secret&x=1")),
                 QStringLiteral("mysql://app@h/db?password=***&x=1"));
        QCOMPARE(CredentialUrl::redacted(QStringLiteral("postgres://app@h/db")),
                 QStringLiteral("postgres://app@h/db"));
    }

    void userName()
    {
        QCOMPARE(CredentialUrl::userName(QStringLiteral("postgres://a%40b:pw@h/db")),
                 QStringLiteral("a@b"));
        QCOMPARE(CredentialUrl::userName(QStringLiteral("postgres://h/db")), QString());
    }

    void scrub()
    {
        const QString password = QStringLiteral("p@ss word");
        const QString text = QStringLiteral("could not connect to postgres://u:p%40ss%20word@h "
                                            "(password \"p@ss word\" rejected)");
        const QString clean = CredentialUrl::scrub(text, password);
        QVERIFY(!clean.contains(password));
        QVERIFY(!clean.contains(QLatin1String("p%40ss%20word")));
        QCOMPARE(clean.count(QLatin1String("***")), 2);
        QCOMPARE(CredentialUrl::scrub(text, QString()), text);
    }

    void connectionUrlAddsSearchPath()
    {
        nelumbo::ResolvedSource source;
        source.definition.url = QStringLiteral("postgres://app@h:5432/db");
        source.definition.searchPath = {QStringLiteral("sales"), QStringLiteral("public")};
        source.password = QStringLiteral("pw");
        QCOMPARE(source.connectionUrl(),
                 QStringLiteral("postgres://app:pw@h:5432/db?search_path=sales,public"));
        source.definition.url = QStringLiteral("postgres://app@h/db?sslmode=require");
        QCOMPARE(source.connectionUrl(QString()),
                 QStringLiteral("postgres://app@h/db?sslmode=require&search_path=sales,public"));
        // One in the URL wins; other kinds have no search path.
        source.definition.url = QStringLiteral("postgres://app@h/db?search_path=x");
        QCOMPARE(source.connectionUrl(QString()), source.definition.url);
        source.definition.url = QStringLiteral("mysql://app@h/db");
        QCOMPARE(source.connectionUrl(QString()), source.definition.url);
    }
};

NELUMBO_CORE_TEST_MAIN(TstCredentialUrl)

#include "tst_credentialurl.moc"
