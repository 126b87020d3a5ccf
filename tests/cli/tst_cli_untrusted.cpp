// Text from a database or a URL treated as untrusted by the real nelumbo-cli: control and
// bidirectional characters reach the terminal escaped, column names and --var values keep
// what they are, malformed percent-encoding is refused. On a Chinook copy, and on PostgreSQL
// when NELUMBO_TEST_PG_URL names a server.
#include "CliRunner.h"
#include "CoreTestMain.h"
#include "NoKeychain.h"
#include "TestData.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUrl>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <unistd.h>

namespace {
struct Run
{
    bool finished = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

const QByteArray kEsc("\x1b");
const QByteArray kBel("\x07");
const QByteArray kRlo("\xe2\x80\xae"); // U+202E RIGHT-TO-LEFT OVERRIDE in UTF-8

// A loopback proxy to a server whose connections the test can cut at any moment.
class CuttableProxy : public QObject
{
public:
    bool listenFor(const QString& host, quint16 port)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this, host, port] {
            while (QTcpSocket* client = m_server.nextPendingConnection()) {
                auto* server = new QTcpSocket(client); // owned by the client side
                server->connectToHost(host, port);
                connect(client, &QTcpSocket::readyRead, server, [this, client, server] {
                    const QByteArray bytes = client->readAll();
                    m_sent += bytes;
                    server->write(bytes);
                });
                connect(server, &QTcpSocket::readyRead, client,
                        [client, server] { client->write(server->readAll()); });
                // An end on one side ends the other (a cancel request waits for it).
                connect(server, &QTcpSocket::disconnected, client,
                        [client] { client->disconnectFromHost(); });
                connect(client, &QTcpSocket::disconnected, server,
                        [server] { server->disconnectFromHost(); });
                m_clients << client;
            }
        });
        return m_server.listen(QHostAddress::LocalHost);
    }
    quint16 port() const { return m_server.serverPort(); }
    QByteArray sent() const { return m_sent; }
    void cut()
    {
        for (QTcpSocket* client : std::as_const(m_clients)) {
            for (QTcpSocket* server : client->findChildren<QTcpSocket*>())
                server->abort();
            client->abort();
        }
    }

private:
    QTcpServer m_server;
    QList<QTcpSocket*> m_clients; // children of m_server
    QByteArray m_sent;
};
} // namespace

class TstCliUntrusted : public QObject
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
        const nelumbo::testing::CliRun r = runner.run(arguments);
        if (!r.finished)
            return {};
        return {r.finished, r.exitCode, r.outBytes, r.errBytes};
    }

    // Runs nelumbo-cli with its standard output on a pseudo-terminal; what reached it.
    QByteArray runOnTerminal(const QStringList& arguments) const
    {
        const int master = posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) {
            qWarning("no pseudo-terminal: %s", strerror(errno));
            return {};
        }
        fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.setWorkingDirectory(m_dir.path());
        p.setStandardOutputFile(QString::fromLocal8Bit(ptsname(master)));
        p.start(nelumbo::testing::cliPath(), arguments);
        QByteArray out;
        const auto drain = [&] {
            char buffer[4096];
            for (;;) {
                const ssize_t n = ::read(master, buffer, sizeof buffer);
                if (n <= 0)
                    return;
                out.append(buffer, n);
            }
        };
        QElapsedTimer timer;
        timer.start();
        while (!p.waitForFinished(50) && timer.elapsed() < 60000)
            drain();
        drain();
        ::close(master);
        return out;
    }

    static QString pgUrl() { return qEnvironmentVariable("NELUMBO_TEST_PG_URL"); }

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
        m_env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        m_env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), noKeychainBus());
    }

    // --- 12: text from the database cannot drive the terminal or mislead the eye

    void sqliteErrorIsEscaped()
    {
        // The table name comes back in SQLite's message: OSC (set the title), ended by BEL.
        const Run r = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                           QStringLiteral("SELECT * FROM \"t\x1b]0;owned\x07x\"")});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!r.err.contains(kEsc) && !r.err.contains(kBel),
                 r.err.toPercentEncoding().constData());
        QVERIFY2(r.err.contains("no such table: t\\x1B]0;owned\\x07x"), r.err.constData());
    }

    void postgresErrorAndNoticesAreEscaped()
    {
        if (pgUrl().isEmpty())
            QSKIP("NELUMBO_TEST_PG_URL names no PostgreSQL test server");
        const Run error = run({QStringLiteral("run"), QStringLiteral("--source"), pgUrl(),
                               QStringLiteral("SELECT * FROM \"t\x1b[2Jx\"")});
        QVERIFY(error.finished);
        QCOMPARE(error.exitCode, 1);
        QVERIFY2(!error.err.contains(kEsc), error.err.toPercentEncoding().constData());
        QVERIFY2(error.err.contains("t\\x1B[2Jx"), error.err.constData());

        // RAISE NOTICE / WARNING text is the server's: clear the screen, ring the bell.
        const Run notice = run(
            {QStringLiteral("run"), QStringLiteral("--write"), QStringLiteral("--source"), pgUrl(),
             QStringLiteral("DO $$BEGIN RAISE NOTICE 'n%', chr(27) || '[2J' || chr(7); "
                            "RAISE WARNING 'w%', chr(27) || ']0;t' || chr(7); END$$")});
        QVERIFY(notice.finished);
        QCOMPARE(notice.exitCode, 0);
        QVERIFY2(!notice.err.contains(kEsc) && !notice.err.contains(kBel),
                 notice.err.toPercentEncoding().constData());
        QVERIFY2(notice.err.contains("n\\x1B[2J\\x07"), notice.err.constData());
        QVERIFY2(notice.err.contains("w\\x1B]0;t\\x07"), notice.err.constData());
    }

    void postgresErrorWithoutSqlstate()
    {
        if (pgUrl().isEmpty())
            QSKIP("NELUMBO_TEST_PG_URL names no PostgreSQL test server");
        // The connection drops under a running statement: libpq's own error has no SQLSTATE.
        CuttableProxy proxy;
        QVERIFY(proxy.listenFor(QUrl(pgUrl()).host(), quint16(QUrl(pgUrl()).port())));
        QUrl url(pgUrl());
        url.setPort(proxy.port());
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(nelumbo::testing::cliPath(),
                {QStringLiteral("run"), QStringLiteral("--source"), url.toString(),
                 QStringLiteral("SELECT pg_sleep(5)")});
        QTRY_VERIFY_WITH_TIMEOUT(proxy.sent().contains("pg_sleep(5)"), 30000);
        proxy.cut();
        QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, 30000);
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.startsWith("error: statement 1 (line 1): "), err.constData());
        QVERIFY2(err.contains("server closed the connection"), err.constData());
        QVERIFY2(!err.contains("()"), err.constData());
    }

    void tableEscapesBidiAndControls()
    {
        // abc<RLO>fdp.exe would show as abcexe.pdf.
        const Run r = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                           QStringLiteral("SELECT 'abc' || char(8238) || 'fdp.exe' AS f, "
                                          "'a' || char(27) || '[31mb' AS e")});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.contains(kRlo) && !r.out.contains(kEsc), r.out.constData());
        QVERIFY2(r.out.contains("abc\\u202Efdp.exe | a\\x1B[31mb"), r.out.constData());
    }

    void csvToTerminalIsEscaped()
    {
        const QStringList arguments{QStringLiteral("run"),
                                    QStringLiteral("--format"),
                                    QStringLiteral("csv"),
                                    QStringLiteral("--source"),
                                    m_url,
                                    QStringLiteral("SELECT 'a' || char(27) || ']0;t' || char(7) "
                                                   "|| char(8238) || 'b' AS \"c\x1b[1m\"")};
        const QByteArray shown = runOnTerminal(arguments);
        QVERIFY2(shown.contains("a\\x1B]0;t\\x07\\u202Eb"), shown.toPercentEncoding().constData());
        QVERIFY2(shown.contains("c\\x1B[1m"), shown.toPercentEncoding().constData());
        QVERIFY2(!shown.contains(kEsc) && !shown.contains(kBel) && !shown.contains(kRlo),
                 shown.toPercentEncoding().constData());
        // Into a file or a pipe, CSV is data: unchanged.
        const Run piped = run(arguments);
        QCOMPARE(piped.exitCode, 0);
        QCOMPARE(piped.out, QByteArray("c\x1b[1m\r\na\x1b]0;t\x07") + kRlo + "b\r\n");
    }

    // --- 13: smaller defects

    void columnNamesKeepTheirQuotes()
    {
        const Run r = run({QStringLiteral("run"), QStringLiteral("--format"),
                           QStringLiteral("json"), QStringLiteral("--source"), m_url,
                           QStringLiteral("SELECT 1 AS \"x\"\"y\", 2 AS \"\"\"q\"\"\"")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("columns")).toArray(),
                 QJsonArray({QStringLiteral("x\"y"), QStringLiteral("\"q\"")}));
    }

    void readOnlyRefusalSaysItOnce()
    {
        const Run r = run({QStringLiteral("run"), QStringLiteral("--source"), m_url,
                           QStringLiteral("DELETE FROM Track")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count("read-only mode"), 1);
        QVERIFY2(r.err.contains("--write"), r.err.constData());
    }

    void nonAsciiVariableNameIsExplained()
    {
        const Run r =
            run({QStringLiteral("run"), QStringLiteral("--source"), m_url, QStringLiteral("--var"),
                 QStringLiteral("\u00fc=1"), QStringLiteral("SELECT 1")});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        // Not "takes NAME=VALUE": it has that form; the name is what cannot be used.
        QVERIFY2(!err.contains(QStringLiteral("takes NAME=VALUE")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("\"\u00fc\" is not a variable name")),
                 qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("ASCII")), qPrintable(err));
    }

    void numericVariablesBindAsNumbers()
    {
        // SQLite tells '1' from 1; a zip code with a leading zero must stay text.
        const Run r =
            run({QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json"),
                 QStringLiteral("--source"), m_url, QStringLiteral("--var"), QStringLiteral("n=1"),
                 QStringLiteral("--var"), QStringLiteral("x=2.5"), QStringLiteral("--var"),
                 QStringLiteral("zip=00123"), QStringLiteral("--var"), QStringLiteral("ids=1"),
                 QStringLiteral("--var"), QStringLiteral("ids=3"),
                 QStringLiteral("SELECT {{n}} = 1, {{x}} = 2.5, {{zip}} = '00123', "
                                "(SELECT count(*) FROM (SELECT 1 AS v UNION SELECT 2 "
                                "UNION SELECT 3) WHERE v IN ({{ids}}))")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("rows")).toArray(),
                 QJsonArray({QJsonArray({1, 1, 1, 2})}));
        const Run rendered =
            run({QStringLiteral("render"), QStringLiteral("--source"), m_url,
                 QStringLiteral("--var"), QStringLiteral("n=7"), QStringLiteral("--var"),
                 QStringLiteral("s=07"), QStringLiteral("SELECT {{n}}, {{s}}")});
        QCOMPARE(rendered.exitCode, 0);
        QCOMPARE(rendered.json().value(QStringLiteral("params")).toArray(),
                 QJsonArray({7, QStringLiteral("07")}));
    }

    void savedListVariablesBindAsNumbers()
    {
        const QString statement =
            QStringLiteral("SELECT count(*) FROM (SELECT 1 AS v UNION SELECT 2 UNION SELECT 3) "
                           "WHERE v IN ({{ids}})");
        QCOMPARE(run({QStringLiteral("queries"), QStringLiteral("save"), QStringLiteral("ids"),
                      QStringLiteral("--source"), m_url, QStringLiteral("--var"),
                      QStringLiteral("ids=1"), QStringLiteral("--var"), QStringLiteral("ids=3"),
                      statement})
                     .exitCode,
                 0);
        const Run saved = run({QStringLiteral("run"), QStringLiteral("--saved"),
                               QStringLiteral("ids"), QStringLiteral("--source"), m_url,
                               QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(saved.exitCode, 0);
        QCOMPARE(saved.json().value(QStringLiteral("rows")).toArray(),
                 QJsonArray({QJsonArray({2})}));
    }

    void longListExpandsInLinearTime()
    {
        // 40,000 values took 11 s when each one copied the list so far; linear takes well
        // under a second, so 8 s leaves room for a slow, busy machine.
        constexpr int kCount = 40000;
        QStringList arguments{QStringLiteral("render"), QStringLiteral("--source"), m_url};
        for (int i = 0; i < kCount; ++i)
            arguments << QStringLiteral("--var") << QStringLiteral("ids=%1").arg(i);
        arguments << QStringLiteral("SELECT * FROM Track WHERE TrackId IN ({{ids}})");
        QElapsedTimer timer;
        timer.start();
        const Run r = run(arguments);
        const qint64 ms = timer.elapsed();
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().value(QStringLiteral("params")).toArray().size(), kCount);
        qInfo("%d list values rendered in %lld ms", kCount, ms);
        QVERIFY2(ms < 8000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    }

    void badPercentEncodingIsRefused_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("NUL in a file path") << QStringLiteral("sqlite:///tmp/nelumbo%00x.db");
        QTest::newRow("not hex in a file path") << QStringLiteral("sqlite:///tmp/nelumbo%zz.db");
        QTest::newRow("not UTF-8 in a file path") << QStringLiteral("sqlite:///tmp/nelumbo%ff.db");
        QTest::newRow("not hex in a database name")
            << QStringLiteral("postgres://u@127.0.0.1:1/db%zz");
        QTest::newRow("NUL in a password") << QStringLiteral("postgres://u:p%00w@127.0.0.1:1/db");
    }
    void badPercentEncodingIsRefused()
    {
        QFETCH(QString, source);
        const Run r = run({QStringLiteral("run"), QStringLiteral("--source"), source,
                           QStringLiteral("SELECT 1")});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith(QStringLiteral("error: ")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("two hexadecimal digits")), qPrintable(err));
        QVERIFY2(!err.contains(QChar(0)) && !err.contains(QChar(0xFFFD)), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1); // one message, no warnings from Qt
        QVERIFY2(!err.contains(QStringLiteral("p%00w")), qPrintable(err)); // no password shown
    }
};

NELUMBO_CORE_TEST_MAIN(TstCliUntrusted)
#include "tst_cli_untrusted.moc"
