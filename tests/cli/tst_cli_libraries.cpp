// nelumbo-cli loads a database's client library, XLSX export's, the keychain's and QtNetwork
// only when a command needs them (LazyLibrary, the nelumbo-keychain and nelumbo-network
// plugins): the dynamic linker's own record (LD_DEBUG=files) of what one run loaded.
#include "CliTestBase.h"

#include <QTemporaryDir>

using namespace Qt::StringLiterals;

namespace {

// The libraries a run may do without, and the test server that makes each one needed.
const QStringList kLazy{u"libpq.so"_s,         u"libmariadb.so"_s,       u"libhiredis.so"_s,
                        u"libxlsxwriter.so"_s, u"nelumbo-keychain.so"_s, u"libqt6keychain.so"_s,
                        u"libQt6DBus.so"_s,    u"nelumbo-network.so"_s,  u"libQt6Network.so"_s,
                        u"libgssapi_krb5.so"_s};

} // namespace

class TestCliLibraries : public CliTestBase
{
    Q_OBJECT

    // The files the dynamic linker opened during the run, as it names them.
    static QStringList loaded(const Run& r)
    {
        static const QRegularExpression file(u"file=(\\S+) \\[\\d+\\];\\s+(needed|dynamically)"_s);
        QStringList names;
        for (auto it = file.globalMatch(r.err); it.hasNext();)
            names << QFileInfo(it.next().captured(1)).fileName();
        names.removeDuplicates();
        return names;
    }

    static bool has(const QStringList& names, const QString& library)
    {
        for (const QString& name : names)
            if (name.startsWith(library))
                return true;
        return false;
    }

    Run traced(const QStringList& arguments, const QByteArray& input = {},
               const QList<std::pair<QString, QString>>& extra = {})
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = m_env;
        for (const auto& [name, value] : extra)
            runner.environment.insert(name, value);
        runner.environment.insert(u"LD_DEBUG"_s, u"files"_s);
        runner.workingDirectory = m_dir.path();
        return runner.run(arguments, input);
    }

    // Runs a statement on `url`, checks its output, and returns what was loaded.
    QStringList librariesFor(const QString& url, const QString& statement, const QString& expected)
    {
        const Run r = traced({u"run"_s, u"--source"_s, url, u"--format"_s, u"csv"_s, statement});
        [&] {
            QVERIFY2(r.finished, "nelumbo-cli did not finish");
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.contains(expected), qPrintable(r.out));
        }();
        const QStringList names = loaded(r);
        // The record itself is there: the C library is loaded by every run.
        [&] { QVERIFY2(has(names, u"libc.so"_s), qPrintable(names.join(u' '))); }();
        return names;
    }

    void expectOnly(const QStringList& names, const QStringList& needed)
    {
        for (const QString& library : kLazy) {
            if (needed.contains(library))
                QVERIFY2(has(names, library), qPrintable(library + u" was not loaded"_s));
            else
                QVERIFY2(!has(names, library), qPrintable(library + u" was loaded"_s));
        }
    }

private slots:
    void initTestCase() { initCli(); }

    void sqliteLoadsNoClientLibrary()
    {
        const QStringList names = librariesFor(u"demo"_s, u"SELECT 40 + 2 AS answer"_s, u"42"_s);
        if (QTest::currentTestFailed())
            return;
        expectOnly(names, {});
        QVERIFY(has(names, u"libsqlite3.so"_s));
    }

    void versionLoadsNoClientLibrary()
    {
        const Run r = traced({u"--version"_s});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        expectOnly(loaded(r), {});
    }

    void xlsxLoadsLibxlsxwriterOnly()
    {
        const QString file = m_dir.filePath(u"lazy.xlsx"_s);
        const Run r = traced({u"run"_s, u"--source"_s, m_url, u"--format"_s, u"xlsx"_s, u"-o"_s,
                              file, u"SELECT 1 AS one"_s});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(file).size() > 0);
        expectOnly(loaded(r), {u"libxlsxwriter.so"_s});
    }

    // A server's client library comes with its first statement, and nothing else does.
    void serverLoadsItsClientLibrary_data()
    {
        QTest::addColumn<QString>("urlVariable");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("library");
        QTest::newRow("postgres") << u"NELUMBO_TEST_PG_URL"_s << u"SELECT 6 * 7 AS answer"_s
                                  << u"42"_s << u"libpq.so"_s;
        QTest::newRow("mariadb") << u"NELUMBO_TEST_MY_URL"_s << u"SELECT 6 * 7 AS answer"_s
                                 << u"42"_s << u"libmariadb.so"_s;
        QTest::newRow("redis") << u"NELUMBO_TEST_REDIS_URL"_s << u"ECHO lazy"_s << u"lazy"_s
                               << u"libhiredis.so"_s;
    }

    // Redis is reached over the network plugin's sockets, which bring QtNetwork and Kerberos;
    // libpq brings Kerberos itself.
    static QStringList neededFor(const QString& library)
    {
        if (library == u"libhiredis.so"_s)
            return {library, u"nelumbo-network.so"_s, u"libQt6Network.so"_s,
                    u"libgssapi_krb5.so"_s};
        if (library == u"libpq.so"_s)
            return {library, u"libgssapi_krb5.so"_s};
        return {library};
    }

    void serverLoadsItsClientLibrary()
    {
        QFETCH(QString, urlVariable);
        QFETCH(QString, statement);
        QFETCH(QString, expected);
        QFETCH(QString, library);
        const QString url = qEnvironmentVariable(qPrintable(urlVariable));
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const QStringList names = librariesFor(url, statement, expected);
        if (QTest::currentTestFailed())
            return;
        expectOnly(names, neededFor(library));
    }

    // A model is asked over HTTP: the network plugin and QtNetwork come with the request.
    // Nothing listens on port 1, so the answer is the network's error, after one attempt.
    void modelRequestLoadsNetworkPlugin()
    {
        QFile config(m_env.value(u"NELUMBO_CONFIG"_s));
        QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
        config.write("[ai]\nmax_attempts=1\n");
        config.close();
        const Run r = traced({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"x"_s}, {},
                             {{u"NELUMBO_AI_MODEL"_s, u"openai:gpt-4o"_s},
                              {u"OPENAI_BASE_URL"_s, u"http://127.0.0.1:1/v1"_s},
                              {u"OPENAI_API_KEY"_s, u"test-key"_s}});
        QVERIFY(QFile::remove(config.fileName()));
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode != 0, qPrintable(r.out));
        QVERIFY2(r.out.contains(u"\"network_unreachable\""_s), qPrintable(r.out));
        expectOnly(loaded(r),
                   {u"nelumbo-network.so"_s, u"libQt6Network.so"_s, u"libgssapi_krb5.so"_s});
    }

    // A network plugin that cannot be loaded is an error naming it, not a crash or a hang:
    // for a model (its JSON error) and for a Redis source (driver_missing).
    void brokenNetworkPluginIsAnError()
    {
        QTemporaryDir plugins;
        QVERIFY(plugins.isValid());
        QFile bogus(plugins.filePath(u"nelumbo-network.so"_s));
        QVERIFY(bogus.open(QIODevice::WriteOnly));
        bogus.write("not a shared object");
        bogus.close();
        const QList<std::pair<QString, QString>> env{
            {u"NELUMBO_PLUGIN_DIR"_s, plugins.path()},
            {u"NELUMBO_AI_MODEL"_s, u"openai:gpt-4o"_s},
            {u"OPENAI_BASE_URL"_s, u"http://127.0.0.1:1/v1"_s},
            {u"OPENAI_API_KEY"_s, u"test-key"_s}};
        Run r = traced({u"generate"_s, u"--source"_s, u"demo"_s, u"--prompt"_s, u"x"_s}, {}, env);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(u"\"network_unreachable\""_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"nelumbo-network.so, which could not be loaded"_s),
                 qPrintable(r.out));

        r = traced({u"run"_s, u"--source"_s, u"redis://127.0.0.1:1"_s, u"PING"_s}, {}, env);
        QVERIFY(r.finished);
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(u"nelumbo-network.so, which could not be loaded"_s),
                 qPrintable(r.err.right(3000)));
    }

    // Storing a password asks the keychain: the plugin comes with QtKeychain and Qt D-Bus.
    // There is no keychain service here, so the answer is the usual one.
    void passwordLoadsKeychainPlugin()
    {
        const Run r = traced({u"sources"_s, u"add"_s, u"lazy"_s, u"postgres://u@127.0.0.1:1/db"_s,
                              u"--password-stdin"_s},
                             "not-a-real-password\n");
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"the system keychain is not available"_s), qPrintable(r.err));
        expectOnly(loaded(r),
                   {u"nelumbo-keychain.so"_s, u"libqt6keychain.so"_s, u"libQt6DBus.so"_s});
    }
};

QTEST_GUILESS_MAIN(TestCliLibraries)
#include "tst_cli_libraries.moc"
