// What only engines with a server have: passwords, URL options, users, a canceller that
// connects by itself. Registered for PostgreSQL and MySQL.
#include "AdapterSuites.h"
#include "AdapterTestBase.h"

using namespace nelumbo;
using namespace nelumbo::testing;

namespace {

class TstServerAdapters : public AdapterTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { NELUMBO_ADAPTER_INIT(); }
    void cleanupTestCase() { tearDownEngine(); }

    void cancellerOutlivesItsConnection()
    {
        std::function<void()> cancel;
        {
            auto session = newSession(QStringLiteral("tst_adapters_canceller"));
            QVERIFY(session);
            cancel = session->canceller();
            QVERIFY(cancel);
        }
        cancel(); // the connection is gone: harmless, and no freed memory is touched
        cancel();
    }

    void openErrorsHideThePassword()
    {
        auto url = SourceUrl::parse(m_url);
        QVERIFY(url.ok());
        const QString scheme = url->scheme;
        // Nobody listens on port 1: refused at once.
        const QString bad =
            QStringLiteral("%1://nelumbo:s3cr%40tpw@127.0.0.1:1/chinook?connect_timeout=3")
                .arg(scheme);
        Connection c;
        QSignalSpy failed(&c, &Connection::openFailed);
        c.open(bad);
        QVERIFY(failed.wait(10000));
        const Error e = failed.at(0).at(0).value<Error>();
        QVERIFY(!e.message.isEmpty());
        QVERIFY2(!e.message.contains(QLatin1String("s3cr")), qPrintable(e.message));
        QCOMPARE(
            SourceUrl::parse(bad)->redacted(),
            QStringLiteral("%1://nelumbo:***@127.0.0.1:1/chinook?connect_timeout=3").arg(scheme));

        // Option mistakes are caught before connecting, without the password either.
        const QString option = m_engine.id == QLatin1String("postgres")
                                   ? QStringLiteral("search_path=public;%20DROP")
                                   : QStringLiteral("no_such_option=1");
        Connection c2;
        QSignalSpy failed2(&c2, &Connection::openFailed);
        c2.open(
            QStringLiteral("%1://nelumbo:s3cr%40tpw@127.0.0.1:1/chinook?%2").arg(scheme, option));
        QVERIFY(failed2.wait(10000));
        const Error e2 = failed2.at(0).at(0).value<Error>();
        QCOMPARE(e2.code, QStringLiteral("invalid_source_url"));
        QVERIFY2(!e2.message.contains(QLatin1String("s3cr")), qPrintable(e2.message));
        QVERIFY2(e2.message.contains(QLatin1String("***")), qPrintable(e2.message));
    }

    void urlOptionsApply()
    {
        const QString separator =
            m_url.contains(QLatin1Char('?')) ? QStringLiteral("&") : QStringLiteral("?");
        QString url = m_url + separator + QStringLiteral("connect_timeout=5");
        if (m_engine.id == QLatin1String("postgres"))
            url += QStringLiteral("&search_path=%1,public").arg(m_engine.testSchema);
        AdapterSession s(m_adapter, QStringLiteral("tst_adapters_options"));
        auto opened = s.open(url);
        QVERIFY2(opened.ok(), qPrintable(opened.error().message));
        if (m_engine.id == QLatin1String("postgres")) {
            // scratch without a schema: found through the search_path
            QCOMPARE(s.scalar(QStringLiteral("SELECT count(*) FROM scratch")).toInt(), 0);
            QCOMPARE(s.scalar(QStringLiteral("SELECT current_schema()")).toString(),
                     m_engine.testSchema);
            QCOMPARE(s.scalar(QStringLiteral("SHOW application_name")).toString(),
                     QStringLiteral("Nelumbo"));
        } else {
            QCOMPARE(s.scalar(QStringLiteral("SELECT DATABASE()")).toString(),
                     m_engine.defaultSchema);
        }
    }

    void readOnlyUser()
    {
        const QString variable = m_engine.id == QLatin1String("postgres")
                                     ? QStringLiteral("NELUMBO_TEST_PG_RO_URL")
                                     : QStringLiteral("NELUMBO_TEST_MY_RO_URL");
        if (qEnvironmentVariableIsEmpty(qPrintable(variable))) // the server's user, missing
            QSKIP(qPrintable(variable + QStringLiteral(" is not set: no read-only user to test "
                                                       "with (tools/dev.sh test creates one)")));
        AdapterSession s(m_adapter, QStringLiteral("tst_adapters_ro"));
        QVERIFY(s.open(qEnvironmentVariable(qPrintable(variable))).ok());
        auto tables = s.call([this](nelumbo::Session& session) {
            return m_adapter->listTables(session, {m_engine.defaultSchema});
        });
        QVERIFY2(tables.ok(), qPrintable(tables.error().message));
        QCOMPARE(tables->size(), 11);
        auto d = s.call([this](nelumbo::Session& session) {
            return m_adapter->describeTable(session, m_engine.defaultSchema, m_engine.track);
        });
        QVERIFY2(d.ok(), qPrintable(d.error().message));
        QCOMPARE(d->foreignKeys.size(), 3);
    }
};

} // namespace

int runServerTests(int argc, char** argv)
{
    TstServerAdapters tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "ServerTests.moc"
