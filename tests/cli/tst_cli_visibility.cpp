// nelumbo-cli and the visibility rules of the config file: statements reading a hidden table
// are refused with a clear message and exit status 1; column rules apply to what is printed.
// CSV lines end in CRLF (RFC 4180). The PostgreSQL case needs NELUMBO_TEST_PG_URL (tools/dev.sh
// test starts a server).
#include "CliRunner.h"
#include "CoreTestMain.h"
#include "TestData.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace {
using Run = nelumbo::testing::CliRun;
} // namespace

class TestCliVisibility : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    Run cli(const QStringList& arguments) const
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = m_env;
        runner.workingDirectory = m_dir.path();
        Run r = runner.run(arguments);
        r.finished = r.finished && r.status == QProcess::NormalExit; // a crash did not finish
        return r;
    }

    Run runOn(const QString& source, const QString& sql, const QStringList& extra = {}) const
    {
        return cli(QStringList{QStringLiteral("run"), QStringLiteral("--source"), source} + extra
                   << sql);
    }

    void writeConfig(const QString& text)
    {
        QFile f(m_dir.filePath(QStringLiteral("nelumbo.conf")));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text.toUtf8());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(QStringLiteral("shop.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), db));
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("NELUMBO_CONFIG"),
                     m_dir.filePath(QStringLiteral("nelumbo.conf")));
        m_env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        writeConfig(QStringLiteral("[visibility]\n"
                                   "tables_deny=Employee\n"
                                   "columns=Customer.Email=mask:partial:1:4, Customer.Phone=omit, "
                                   "Customer.Fax=error\n"
                                   "[source.shop]\n"
                                   "url=sqlite://%1\n"
                                   "[source.open]\n"
                                   "url=sqlite://%1\n"
                                   "tables_deny=\n"
                                   "columns=\n"
                                   "[source.broken]\n"
                                   "url=sqlite://%1\n"
                                   "tables_deny=/(/\n")
                        .arg(db));
    }

    void hiddenTableRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("plain") << QStringLiteral("SELECT * FROM Employee");
        QTest::newRow("join") << QStringLiteral(
            "SELECT c.FirstName FROM Customer c JOIN Employee e "
            "ON e.EmployeeId = c.SupportRepId");
        QTest::newRow("subquery") << QStringLiteral(
            "SELECT count(*) FROM Customer WHERE SupportRepId IN "
            "(SELECT EmployeeId FROM Employee)");
        QTest::newRow("cte") << QStringLiteral(
            "WITH e AS (SELECT * FROM Employee) SELECT count(*) FROM e");
        QTest::newRow("mixed case") << QStringLiteral("SELECT * FROM main.\"employee\"");
    }

    void hiddenTableRefused()
    {
        QFETCH(QString, sql);
        const Run r = runOn(QStringLiteral("shop"), sql);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("not visible for this data source")),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void visibleRuns()
    {
        const Run r =
            runOn(QStringLiteral("shop"), QStringLiteral("SELECT count(*) AS n FROM Track"),
                  {QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("n\r\n3503\r\n"));
        // The demo source gets the same defaults.
        const Run demo = runOn(QStringLiteral("demo"), QStringLiteral("SELECT * FROM Employee"));
        QCOMPARE(demo.exitCode, 1);
        QVERIFY2(
            demo.err.contains(QLatin1String("Table \"Employee\" does not exist or is not visible")),
            qPrintable(demo.err));
    }

    void columnRules()
    {
        const Run r =
            runOn(QStringLiteral("shop"),
                  QStringLiteral("SELECT FirstName, Email, Phone FROM Customer ORDER BY CustomerId "
                                 "LIMIT 1"),
                  {QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("FirstName,Email\r\nLuís,l***************m.br\r\n"));
        const Run fax = runOn(QStringLiteral("shop"), QStringLiteral("SELECT Fax FROM Customer"));
        QCOMPARE(fax.exitCode, 1);
        QVERIFY2(fax.err.contains(QLatin1String("Column \"Fax\"")), qPrintable(fax.err));
    }

    void sourceWithoutRules()
    {
        const Run r = runOn(QStringLiteral("open"), QStringLiteral("SELECT count(*) FROM Employee"),
                            {QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("count(*)\r\n8\r\n"));
    }

    void unreadableRulesRefuse()
    {
        const Run r = runOn(QStringLiteral("broken"), QStringLiteral("SELECT 1"));
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("broken")), qPrintable(r.err));
    }

    void schemaHidesLikeMissing()
    {
        const Run hidden =
            cli({QStringLiteral("schema"), QStringLiteral("--source"), QStringLiteral("shop"),
                 QStringLiteral("--table"), QStringLiteral("Employee")});
        const Run missing =
            cli({QStringLiteral("schema"), QStringLiteral("--source"), QStringLiteral("shop"),
                 QStringLiteral("--table"), QStringLiteral("Nobody")});
        QCOMPARE(hidden.exitCode, 1);
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(QString(hidden.out).replace(QLatin1String("Employee"), QLatin1String("X")),
                 QString(missing.out).replace(QLatin1String("Nobody"), QLatin1String("X")));
    }

    void postgres()
    {
        const QString url = qEnvironmentVariable("NELUMBO_TEST_PG_URL");
        if (url.isEmpty())
            QSKIP("NELUMBO_TEST_PG_URL is not set: no PostgreSQL server (tools/dev.sh test starts "
                  "one)");
        QUrl u(url);
        const QString password = u.password();
        u.setPassword(QString());
        QFile f(m_dir.filePath(QStringLiteral("nelumbo.conf")));
        QVERIFY(f.open(QIODevice::Append));
        f.write(QStringLiteral("[source.pg]\nurl=%1\npassword=none\ntables_deny=employee\n")
                    .arg(u.toString())
                    .toUtf8());
        f.close();
        m_env.insert(QStringLiteral("NELUMBO_PASSWORD_PG"), password);
        const Run refused = runOn(QStringLiteral("pg"),
                                  QStringLiteral("SELECT * FROM public.employee WHERE false"));
        QVERIFY(refused.finished);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(
                     QLatin1String("Table \"employee\" does not exist or is not visible")),
                 qPrintable(refused.err));
        const Run ok =
            runOn(QStringLiteral("pg"), QStringLiteral("SELECT count(*) AS n FROM track"),
                  {QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(ok.out, QStringLiteral("n\r\n3503\r\n"));
    }
};

NELUMBO_CORE_TEST_MAIN(TestCliVisibility)
#include "tst_cli_visibility.moc"
