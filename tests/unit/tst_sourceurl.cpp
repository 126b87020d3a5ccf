#include "CoreTestMain.h"
#include "adapter/SourceUrl.h"

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
        QCOMPARE(url->database,
                 QDir::current().absoluteFilePath(QStringLiteral("data/chinook.db")));
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
        auto utf8 = SourceUrl::parse(QStringLiteral("sqlite:///tmp/%C3%BC.db"));
        QVERIFY(utf8.ok());
        QCOMPARE(utf8->database, QStringLiteral("/tmp/\u00fc.db"));
        auto plain = SourceUrl::parse(QStringLiteral("sqlite:/tmp/my db.sqlite"));
        QVERIFY(plain.ok());
        QCOMPARE(plain->database, QStringLiteral("/tmp/my db.sqlite"));
    }
    void roundTrip()
    {
        const QString url =
            SourceUrl::forFile(QStringLiteral("sqlite"), QStringLiteral("/var/tmp/a b.db"));
        auto parsed = SourceUrl::parse(url);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->database, QStringLiteral("/var/tmp/a b.db"));
    }
    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::newRow("no scheme") << "chinook.db"
                                   << "invalid_source_url";
        QTest::newRow("empty path") << "sqlite:"
                                    << "invalid_source_url";
        QTest::newRow("host") << "sqlite://server/x.db"
                              << "invalid_source_url";
        QTest::newRow("bad scheme") << "1sqlite:x.db"
                                    << "invalid_source_url";
        QTest::newRow("server without //") << "postgres:chinook"
                                           << "invalid_source_url";
        QTest::newRow("port not a number") << "postgres://u:SeCrEt@h:port/db"
                                           << "invalid_source_url";
        QTest::newRow("port too big") << "mysql://h:70000/db"
                                      << "invalid_source_url";
        QTest::newRow("unencoded / in password") << "postgres://u:SeC/rEt@h/db"
                                                 << "invalid_source_url";
        QTest::newRow("unencoded # in password") << "postgres://u:SeC#rEt@h/db"
                                                 << "invalid_source_url";
        QTest::newRow("several hosts") << "postgres://h1,h2/db"
                                       << "invalid_source_url";
        QTest::newRow("IPv6 unclosed") << "postgres://[::1/db"
                                       << "invalid_source_url";
        // Malformed percent-encoding: a NUL, not hex, not UTF-8.
        QTest::newRow("%00 in a file path") << "sqlite:///tmp/a%00b.db"
                                            << "invalid_source_url";
        QTest::newRow("%zz in a file path") << "sqlite:///tmp/a%zz.db"
                                            << "invalid_source_url";
        QTest::newRow("%ff in a file path") << "sqlite:///tmp/a%ff.db"
                                            << "invalid_source_url";
        QTest::newRow("% at the end") << "sqlite:///tmp/a%"
                                      << "invalid_source_url";
        QTest::newRow("%zz in a password") << "postgres://u:SeC%zzrEt@h/db"
                                           << "invalid_source_url";
        QTest::newRow("%00 in a database") << "mysql://h/db%00x"
                                           << "invalid_source_url";
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        auto url = SourceUrl::parse(text);
        QVERIFY(!url.ok());
        QCOMPARE(url.error().code, code);
        QVERIFY(!url.error().message.isEmpty());
        // Messages never repeat a password.
        QVERIFY2(!url.error().message.contains(QLatin1String("SeC")),
                 qPrintable(url.error().message));
    }

    void sqlite3IsSqlite()
    {
        auto url = SourceUrl::parse(QStringLiteral("sqlite3:///tmp/x.db"));
        QVERIFY(url.ok());
        QCOMPARE(url->scheme, QStringLiteral("sqlite"));
        QVERIFY(url->isFile());
    }

    // Which adapter serves a scheme is the registry's business: any scheme parses.
    void anySchemeParses()
    {
        auto url = SourceUrl::parse(QStringLiteral("Oracle://scott@db.example:1521/orcl"));
        QVERIFY(url.ok());
        QCOMPARE(url->scheme, QStringLiteral("oracle"));
        QCOMPARE(url->host, QStringLiteral("db.example"));
        QCOMPARE(url->port, 1521);
        QVERIFY(!url->isFile());
    }

    void server()
    {
        auto url = SourceUrl::parse(
            QStringLiteral("postgres://nelumbo:s%40cr%3At%2F@127.0.0.1:5432/chinook"
                           "?search_path=a,b&sslmode=disable&connect_timeout=5"));
        QVERIFY(url.ok());
        QCOMPARE(url->scheme, QStringLiteral("postgres"));
        QCOMPARE(url->user, QStringLiteral("nelumbo"));
        QCOMPARE(url->password, QStringLiteral("s@cr:t/"));
        QCOMPARE(url->host, QStringLiteral("127.0.0.1"));
        QCOMPARE(url->port, 5432);
        QCOMPARE(url->database, QStringLiteral("chinook"));
        QCOMPARE(url->options.size(), 3);
        QCOMPARE(url->option(QStringLiteral("search_path")), QStringLiteral("a,b"));
        QCOMPARE(url->option(QStringLiteral("SSLMODE")), QStringLiteral("disable"));
        QCOMPARE(url->option(QStringLiteral("connect_timeout")), QStringLiteral("5"));
        QVERIFY(!url->hasOption(QStringLiteral("host")));
        QCOMPARE(url->option(QStringLiteral("host"), QStringLiteral("none")),
                 QStringLiteral("none"));
        QVERIFY(!url->isFile());
    }

    void serverForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::newRow("postgresql") << "postgresql://h/db"
                                    << "postgresql"
                                    << ""
                                    << "h" << -1 << "db";
        QTest::newRow("mysql") << "mysql://me@localhost:3306/shop"
                               << "mysql"
                               << "me"
                               << "localhost" << 3306 << "shop";
        QTest::newRow("mariadb") << "mariadb://me@127.0.0.1/shop"
                                 << "mariadb"
                                 << "me"
                                 << "127.0.0.1" << -1 << "shop";
        QTest::newRow("no database") << "mysql://me@h"
                                     << "mysql"
                                     << "me"
                                     << "h" << -1 << "";
        QTest::newRow("IPv6") << "postgres://[::1]:5433/db"
                              << "postgres"
                              << ""
                              << "::1" << 5433 << "db";
        QTest::newRow("socket directory") << "postgres://%2Fvar%2Frun%2Fpostgresql/db"
                                          << "postgres"
                                          << ""
                                          << "/var/run/postgresql" << -1 << "db";
        QTest::newRow("no host") << "postgres:///db"
                                 << "postgres"
                                 << ""
                                 << "" << -1 << "db";
        QTest::newRow("@ in password") << "postgres://u:p@ss@h/db"
                                       << "postgres"
                                       << "u"
                                       << "h" << -1 << "db";
        QTest::newRow("encoded database") << "mysql://h/my%20db"
                                          << "mysql"
                                          << ""
                                          << "h" << -1 << "my db";
    }
    void serverForms()
    {
        QFETCH(QString, text);
        auto url = SourceUrl::parse(text);
        QVERIFY2(url.ok(), qPrintable(url.error().message));
        QTEST(url->scheme, "scheme");
        QTEST(url->user, "user");
        QTEST(url->host, "host");
        QTEST(url->port, "port");
        QTEST(url->database, "database");
    }

    void socketOptions()
    {
        auto url = SourceUrl::parse(
            QStringLiteral("mysql://root@localhost/db?unix_socket=/tmp/my%20dir/mysqld.sock"));
        QVERIFY(url.ok());
        QCOMPARE(url->option(QStringLiteral("unix_socket")),
                 QStringLiteral("/tmp/my dir/mysqld.sock"));
        auto pg = SourceUrl::parse(QStringLiteral("postgres:///db?host=/tmp/pg"));
        QVERIFY(pg.ok());
        QCOMPARE(pg->option(QStringLiteral("host")), QStringLiteral("/tmp/pg"));
    }

    void redacted()
    {
        auto url = SourceUrl::parse(QStringLiteral("postgres://nelumbo:secret@host:5432/chinook"));
        QVERIFY(url.ok());
        QCOMPARE(url->redacted(), QStringLiteral("postgres://nelumbo:***@host:5432/chinook"));
        auto options = SourceUrl::parse(
            QStringLiteral("mysql://me@h/db?password=secret&connect_timeout=5&search_path=a,b"));
        QVERIFY(options.ok());
        QCOMPARE(options->redacted(),
                 QStringLiteral("mysql://me@h/db?password=***&connect_timeout=5&search_path=a,b"));
        auto odd = SourceUrl::parse(QStringLiteral("postgres://n%40me:p%40ss@[::1]/my%20db"));
        QVERIFY(odd.ok());
        QCOMPARE(odd->redacted(), QStringLiteral("postgres://n%40me:***@[::1]/my%20db"));
        auto none = SourceUrl::parse(QStringLiteral("postgres://h/db"));
        QCOMPARE(none->redacted(), QStringLiteral("postgres://h/db"));
        auto file = SourceUrl::parse(QStringLiteral("sqlite:///tmp/x.db"));
        QCOMPARE(file->redacted(), QStringLiteral("sqlite:///tmp/x.db"));

        // Text that does not even parse.
        QCOMPARE(SourceUrl::redact(QStringLiteral("postgres://u:pa/ss@h/db")),
                 QStringLiteral("postgres://u:***@h/db"));
        QCOMPARE(SourceUrl::redact(QStringLiteral("x://h/db?a=1&password=pw&b=2")),
                 QStringLiteral("x://h/db?a=1&password=***&b=2"));
    }

    void fileSchemesFromAdapters()
    {
        QVERIFY(!SourceUrl::parse(QStringLiteral("duckdb:data.duckdb")).ok()); // a server form
        SourceUrl::addFileScheme(QStringLiteral("duckdb"));
        auto url = SourceUrl::parse(QStringLiteral("duckdb:data.duckdb"));
        QVERIFY(url.ok());
        QVERIFY(url->isFile());
        QCOMPARE(url->scheme, QStringLiteral("duckdb"));
        QCOMPARE(url->database, QDir::current().absoluteFilePath(QStringLiteral("data.duckdb")));
    }
};

NELUMBO_CORE_TEST_MAIN(TstSourceUrl)
#include "tst_sourceurl.moc"
