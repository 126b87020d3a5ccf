// nelumbo-cli's read-only verdicts, template rendering, --var and --write, on a Chinook copy.
#include "CliRunner.h"
#include "CoreTestMain.h"
#include "FreezableProxy.h"
#include "TestData.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <csignal>
#include <sys/resource.h>

namespace {
struct Run : nelumbo::testing::CliRun
{
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};
} // namespace

class TstCliSql : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_url;
    QProcessEnvironment m_env;

    Run run(const QStringList& arguments) const
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = m_env;
        runner.workingDirectory = m_dir.path();
        return {runner.run(arguments)};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(QStringLiteral("chinook.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), db));
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        m_url = QStringLiteral("sqlite://") + db;
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("NELUMBO_CONFIG"),
                     m_dir.filePath(QStringLiteral("nelumbo.conf")));
    }

    void checkVerdicts_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("code");
        QTest::newRow("select") << "SELECT * FROM Track" << 0 << "";
        QTest::newRow("keyword in a string") << "SELECT 'DROP TABLE x' AS s" << 0 << "";
        QTest::newRow("delete") << "DELETE FROM Track" << 1 << "data_change";
        QTest::newRow("two statements") << "SELECT 1; SELECT 2" << 1 << "multiple_statements";
        QTest::newRow("pragma write") << "PRAGMA user_version = 3" << 1 << "pragma_write";
        QTest::newRow("attach") << "ATTACH ':memory:' AS x" << 1 << "attach";
        QTest::newRow("writable cte")
            << "WITH x AS (SELECT 1) DELETE FROM Genre" << 1 << "data_change";
    }
    void checkVerdicts()
    {
        QFETCH(QString, statement);
        QFETCH(int, exitCode);
        QFETCH(QString, code);
        const Run r = run({QStringLiteral("check"), QStringLiteral("--source"), m_url, statement});
        QCOMPARE(r.exitCode, exitCode);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("allowed")).toBool(), exitCode == 0);
        QCOMPARE(j.value(QStringLiteral("language")).toString(), QStringLiteral("sql:sqlite"));
        QCOMPARE(j.value(QStringLiteral("code")).toString(), code);
        if (exitCode != 0)
            QVERIFY(!j.value(QStringLiteral("reason")).toString().isEmpty());
    }

    void checkUsage()
    {
        QCOMPARE(run({QStringLiteral("check"), QStringLiteral("SELECT 1")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("check"), QStringLiteral("--source"), m_url}).exitCode, 2);
        QVERIFY(run({QStringLiteral("check"), QStringLiteral("--help")})
                    .out.contains(QStringLiteral("--source SRC")));
    }

    void render()
    {
        const Run r =
            run({QStringLiteral("render"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--var"), QStringLiteral("genre=1"), QStringLiteral("--var"),
                 QStringLiteral("ids=1"), QStringLiteral("--var"), QStringLiteral("ids=2"),
                 QStringLiteral(
                     "SELECT * FROM Track WHERE GenreId = {{genre}} AND TrackId IN ({{ids}}) "
                     "[[AND Composer = {{composer}}]] AND Name LIKE '%{{genre}}%'")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = r.json();
        QCOMPARE(j.value(QStringLiteral("statement")).toString(),
                 QStringLiteral("SELECT * FROM Track WHERE GenreId = ? AND TrackId IN (?, ?)  AND "
                                "Name LIKE '%' || ? || '%'"));
        // SQLite compares text and numbers apart: numeric values are bound as numbers.
        QCOMPARE(j.value(QStringLiteral("params")).toArray(), QJsonArray({1, 1, 2, 1}));
        QCOMPARE(j.value(QStringLiteral("variables")).toArray(),
                 QJsonArray(
                     {QStringLiteral("genre"), QStringLiteral("ids"), QStringLiteral("composer")}));

        const Run missing = run({QStringLiteral("render"), QStringLiteral("--source"), m_url,
                                 QStringLiteral("SELECT {{x}}")});
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.json().value(QStringLiteral("error")).toString(),
                 QStringLiteral("missing_variable"));
        QCOMPARE(
            run({QStringLiteral("render"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--var"), QStringLiteral("no equals"), QStringLiteral("SELECT 1")})
                .exitCode,
            2);
    }

    void runWithVariables()
    {
        const Run r = run(
            {QStringLiteral("run"), QStringLiteral("--source"), m_url, QStringLiteral("--format"),
             QStringLiteral("json"), QStringLiteral("--var"), QStringLiteral("name=AC/DC"),
             QStringLiteral(
                 "SELECT ArtistId FROM Artist WHERE Name = {{name}} [[OR Name = {{other}}]]")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("rows")).toArray(), QJsonArray({QJsonArray({1})}));
        // A value that looks like SQL is bound, so it matches nothing and breaks nothing.
        const Run evil = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                              QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("--var"), QStringLiteral("name=x' OR '1'='1"),
                              QStringLiteral("SELECT count(*) FROM Artist WHERE Name = {{name}}")});
        QCOMPARE(evil.exitCode, 0);
        QCOMPARE(evil.json().value(QStringLiteral("rows")).toArray(),
                 QJsonArray({QJsonArray({0})}));
    }

    void writesNeedTheFlag()
    {
        const QStringList del{QStringLiteral("run"), QStringLiteral("--source"), m_url,
                              QStringLiteral("DELETE FROM InvoiceLine WHERE InvoiceLineId = 1")};
        const Run refused = run(del);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("DELETE")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QStringLiteral("--write")), qPrintable(refused.err));
        const Run count = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                               QStringLiteral("--format"), QStringLiteral("csv"),
                               QStringLiteral("SELECT count(*) FROM InvoiceLine")});
        QVERIFY(count.out.contains(QStringLiteral("2240")));

        QStringList withFlag = del;
        withFlag.insert(1, QStringLiteral("--write"));
        const Run done = run(withFlag);
        QCOMPARE(done.exitCode, 0);
        const Run after = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                               QStringLiteral("--format"), QStringLiteral("csv"),
                               QStringLiteral("SELECT count(*) FROM InvoiceLine")});
        QVERIFY(after.out.contains(QStringLiteral("2239")));
        // A source configured read-only (the demo is, by default) refuses --write.
        QCOMPARE(run({QStringLiteral("run"), QStringLiteral("--write"), QStringLiteral("--source"),
                      QStringLiteral("demo"), QStringLiteral("DELETE FROM Track")})
                     .exitCode,
                 1);
    }

    // --max-rows 10 on five million MariaDB rows: the rows stream, so the run ends early and
    // its memory stays small (stored whole, the result alone takes hundreds of MB). With
    // --var too, whose bound value makes it a prepared statement.
    void mysqlMaxRowsStopsTheTransfer_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("plain") << QStringList{QStringLiteral("SELECT seq FROM seq_1_to_5000000")};
        QTest::newRow("bound") << QStringList{
            QStringLiteral("--var"), QStringLiteral("low=1"),
            QStringLiteral("SELECT seq FROM seq_1_to_5000000 WHERE seq >= {{low}}")};
    }
    void mysqlMaxRowsStopsTheTransfer()
    {
        QFETCH(QStringList, arguments);
        const QString url = qEnvironmentVariable("NELUMBO_TEST_MY_URL");
        if (url.isEmpty())
            QSKIP("NELUMBO_TEST_MY_URL is not set");
        QElapsedTimer timer;
        timer.start();
        const Run r = run(QStringList{QStringLiteral("run"), QStringLiteral("--source"), url,
                                      QStringLiteral("--format"), QStringLiteral("csv"),
                                      QStringLiteral("--max-rows"), QStringLiteral("10")} +
                          arguments);
        qInfo("--max-rows 10 of 5,000,000 rows took %lld ms", timer.elapsed());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 QStringLiteral("seq\r\n1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n7\r\n8\r\n9\r\n10\r\n"));
        rusage usage{};
        QCOMPARE(::getrusage(RUSAGE_CHILDREN, &usage), 0);
        qInfo("largest nelumbo-cli so far: %ld KiB", usage.ru_maxrss);
        QVERIFY2(usage.ru_maxrss < 150 * 1024, qPrintable(QString::number(usage.ru_maxrss)));
    }

    // KILL CONNECTION while the rows arrive: exit status 1 with the server's error, the rows
    // received so far kept, and JSON that still parses.
    void mysqlConnectionKilledMidResult()
    {
        const QString url = qEnvironmentVariable("NELUMBO_TEST_MY_URL");
        const QUrl admin(qEnvironmentVariable("NELUMBO_TEST_MY_ADMIN_URL"));
        if (url.isEmpty() || admin.isEmpty())
            QSKIP("NELUMBO_TEST_MY_URL or NELUMBO_TEST_MY_ADMIN_URL is not set");
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.setWorkingDirectory(m_dir.path());
        p.start(nelumbo::testing::cliPath(),
                {QStringLiteral("run"), QStringLiteral("--source"), url, QStringLiteral("--format"),
                 QStringLiteral("json"),
                 QStringLiteral("SELECT seq, CONNECTION_ID() AS id FROM seq_1_to_5000000")});
        QByteArray out;
        static const QRegularExpression firstRow(QStringLiteral("\\[\\[1,(\\d+)\\]"));
        QRegularExpressionMatch match;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += p.readAllStandardOutput();
                match = firstRow.match(QString::fromLatin1(out.left(200)));
                return match.hasMatch() || p.state() == QProcess::NotRunning;
            },
            60000));
        QVERIFY2(match.hasMatch(), out.left(200).constData());
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QMYSQL"), QStringLiteral("admin"));
            db.setHostName(admin.host());
            db.setPort(admin.port());
            db.setUserName(admin.userName());
            db.setPassword(admin.password());
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            QSqlQuery kill(db);
            QVERIFY2(kill.exec(QStringLiteral("KILL CONNECTION ") + match.captured(1)),
                     qPrintable(kill.lastError().text()));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("admin"));
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += p.readAllStandardOutput();
                return p.state() == QProcess::NotRunning;
            },
            120000));
        out += p.readAllStandardOutput();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.startsWith(QStringLiteral("error: ")), qPrintable(err));
        QJsonParseError parseError;
        const QJsonObject json = QJsonDocument::fromJson(out, &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError,
                 qPrintable(parseError.errorString() + QLatin1Char(' ') +
                            QString::fromUtf8(out.right(100))));
        const qsizetype rows = json.value(QStringLiteral("rows")).toArray().size();
        QVERIFY(rows > 0);
        QVERIFY(rows < 5000000);
        QCOMPARE(json.value(QStringLiteral("row_count")).toInteger(), rows);
        QCOMPARE(json.value(QStringLiteral("truncated")).toBool(), true);
    }

    // With the server frozen behind a proxy, Ctrl+C ends the run, and a second one ends the
    // process at once, as the help promises.
    void interruptWithFrozenServer_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("statement");
        QTest::newRow("postgres") << QStringLiteral("NELUMBO_TEST_PG_URL")
                                  << QStringLiteral("SELECT generate_series(1, 100000000)");
        QTest::newRow("mysql") << QStringLiteral("NELUMBO_TEST_MY_URL")
                               << QStringLiteral("SELECT seq FROM seq_1_to_100000000");
    }
    void interruptWithFrozenServer()
    {
        QFETCH(QString, variable);
        QFETCH(QString, statement);
        const QString url = qEnvironmentVariable(variable.toLatin1().constData());
        if (url.isEmpty())
            QSKIP("the server is not set");
        FreezableProxy proxy;
        QVERIFY(proxy.start(QUrl(url).host(), quint16(QUrl(url).port())));
        QUrl proxied(url);
        proxied.setPort(proxy.port());
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.setWorkingDirectory(m_dir.path());
        p.start(nelumbo::testing::cliPath(),
                {QStringLiteral("run"), QStringLiteral("--source"), proxied.toString(),
                 QStringLiteral("--format"), QStringLiteral("csv"), statement});
        QVERIFY(p.waitForReadyRead(60000)); // rows flow
        proxy.freeze(std::chrono::seconds(20));
        // Kept: lets the rows already on their way drain; the partition lasts 20 s, so the
        // program is still running however long this takes.
        QTest::qWait(500);
        p.readAllStandardOutput();
        QVERIFY(p.state() == QProcess::Running);
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(::kill(pid_t(p.processId()), SIGINT), 0);
        bool ended = p.waitForFinished(300);
        if (!ended) {
            QCOMPARE(::kill(pid_t(p.processId()), SIGINT), 0); // the second one
            ended = p.waitForFinished(3000);
        }
        const qint64 took = timer.elapsed();
        if (!ended) {
            p.kill();
            p.waitForFinished();
        }
        QVERIFY2(ended && took < 3000, qPrintable(QStringLiteral("%1 ms").arg(took)));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QVERIFY(p.readAllStandardError().contains("Interrupted"));
        proxy.thaw();
    }
};

NELUMBO_CORE_TEST_MAIN(TstCliSql)
#include "tst_cli_sql.moc"
