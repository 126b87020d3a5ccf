// nelumbo-cli sources and --config: the demo source, named sources added, run and removed,
// passwords that never show, the test servers as named sources.
#include "CliTestBase.h"
#include "CoreTestMain.h"

class TestCliSources : public CliTestBase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCli(); }

    void demoSource()
    {
        const QString installed =
            m_dir.filePath(QStringLiteral("data/Nelumbo/nelumbo/demo/chinook.sqlite"));
        QVERIFY(!QFileInfo::exists(installed));
        CLI_RUN(r, {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("demo"),
                    QStringLiteral("--format"), QStringLiteral("csv"),
                    QStringLiteral("SELECT count(*) FROM Track")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("count(*)\r\n3503\r\n"));
        QVERIFY(QFileInfo(installed).size() > 0);
    }

    void sourcesListsTheDemo()
    {
        CLI_RUN(r, {QStringLiteral("sources")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 2, qPrintable(r.out));
        QVERIFY(lines.at(0).startsWith(QLatin1String("NAME")));
        for (const char* column : {"KIND", "URL", "READ-ONLY", "AI"})
            QVERIFY2(lines.at(0).contains(QLatin1String(column)), column);
        QVERIFY2(lines.at(1).startsWith(QLatin1String("demo  ")), qPrintable(lines.at(1)));
        QVERIFY(lines.at(1).contains(QLatin1String("sqlite:///")));
        QVERIFY(lines.at(1).contains(QLatin1String("chinook.sqlite")));

        CLI_RUN(list, {QStringLiteral("sources"), QStringLiteral("list")});
        QCOMPARE(list.out, r.out);

        CLI_RUN(json,
                {QStringLiteral("sources"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error;
        const QJsonArray array = parseJson(json.out, &error).array();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject demo = array.at(0).toObject();
        QCOMPARE(demo.value(QLatin1String("name")).toString(), QStringLiteral("demo"));
        QCOMPARE(demo.value(QLatin1String("kind")).toString(), QStringLiteral("sqlite"));
        QCOMPARE(demo.value(QLatin1String("read_only")).toBool(), true);
        QCOMPARE(demo.value(QLatin1String("built_in")).toBool(), true);
        QCOMPARE(demo.value(QLatin1String("ai")).toString(), QStringLiteral("enabled"));
    }

    void sourcesAddRunRemove()
    {
        // A relative path is made absolute, so the source works from anywhere.
        CLI_RUN(add, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("shop"),
                      QStringLiteral("sqlite:chinook.sqlite")});
        QCOMPARE(add.exitCode, 0);
        QVERIFY2(add.out.contains(QLatin1String("shop")), qPrintable(add.out));
        const QByteArray config = fileText(configPath());
        QVERIFY2(config.contains("[source.shop]"), config.constData());
        QVERIFY(config.contains(("url=" + m_url).toUtf8()));
        QVERIFY(config.contains("read_only=true"));

        CLI_RUN(list, {QStringLiteral("sources")});
        QVERIFY2(list.out.contains(
                     QRegularExpression(QStringLiteral("\\nshop +sqlite +sqlite:///\\S+"
                                                       "chinook.sqlite +yes +enabled\\n"))),
                 qPrintable(list.out));

        CLI_RUN(query,
                {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("shop"),
                 QStringLiteral("--format"), QStringLiteral("csv"),
                 QStringLiteral("SELECT count(*) AS n FROM Artist")},
                QDir::rootPath());
        QCOMPARE(query.exitCode, 0);
        QCOMPARE(query.out, QStringLiteral("n\r\n275\r\n"));

        CLI_RUN(test, {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("shop")});
        QCOMPARE(test.exitCode, 0);
        QVERIFY2(test.out.startsWith(QLatin1String("ok: SQLite 3.")), qPrintable(test.out));

        CLI_RUN(again, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("shop"),
                        QStringLiteral("sqlite:other.db")});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QLatin1String("exists already")), qPrintable(again.err));

        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("shop")});
        QCOMPARE(remove.exitCode, 0);
        QVERIFY(!fileText(configPath()).contains("source.shop"));
        CLI_RUN(after, {QStringLiteral("sources")});
        QVERIFY(!after.out.contains(QLatin1String("\nshop ")));

        CLI_RUN(twice,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("shop")});
        QCOMPARE(twice.exitCode, 1);
        QVERIFY(twice.err.contains(QLatin1String("no source named \"shop\"")));
        CLI_RUN(demo,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("demo")});
        QCOMPARE(demo.exitCode, 1);
        QVERIFY(demo.err.contains(QLatin1String("built in")));
        CLI_RUN(unknown, {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("shop"),
                          QStringLiteral("SELECT 1")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QLatin1String("no source named \"shop\"")),
                 qPrintable(unknown.err));
    }

    void sourcesAddOptions()
    {
        CLI_RUN(add, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("wh"),
                      QStringLiteral("postgres://etl@warehouse.internal:5433/dw?sslmode=require"),
                      QStringLiteral("--read-write"), QStringLiteral("--search-path"),
                      QStringLiteral("mart,public"), QStringLiteral("--ai"),
                      QStringLiteral("no-row-data")});
        QCOMPARE(add.exitCode, 0);
        CLI_RUN(json, {QStringLiteral("sources"), QStringLiteral("--format=json")});
        QJsonObject wh;
        for (const QJsonValue& v : parseJson(json.out, nullptr).array())
            if (v.toObject().value(QLatin1String("name")).toString() == QLatin1String("wh"))
                wh = v.toObject();
        QCOMPARE(wh.value(QLatin1String("kind")).toString(), QStringLiteral("postgres"));
        QCOMPARE(wh.value(QLatin1String("url")).toString(),
                 QStringLiteral("postgres://etl@warehouse.internal:5433/dw?sslmode=require"));
        QCOMPARE(wh.value(QLatin1String("read_only")).toBool(true), false);
        QCOMPARE(wh.value(QLatin1String("search_path")).toArray(),
                 QJsonArray({QStringLiteral("mart"), QStringLiteral("public")}));
        QCOMPARE(wh.value(QLatin1String("ai")).toString(), QStringLiteral("no-row-data"));
        QCOMPARE(wh.value(QLatin1String("password")).toString(), QStringLiteral("none"));
        QCOMPARE(wh.value(QLatin1String("built_in")).toBool(true), false);
        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("wh")});
        QCOMPARE(remove.exitCode, 0);
    }

    void sourcesTestFailure()
    {
        CLI_RUN(add, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("gone"),
                      QStringLiteral("sqlite:nothing-here.db")});
        QCOMPARE(add.exitCode, 0);
        CLI_RUN(r, {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("gone")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QLatin1String("error: cannot connect to gone: ")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("does not exist")), qPrintable(r.err));

        CLI_RUN(unknown,
                {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("nosuch")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.err.contains(QLatin1String("no source named \"nosuch\"")));
        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("gone")});
        QCOMPARE(remove.exitCode, 0);
    }

    void configOption()
    {
        const QString other = m_dir.filePath(QStringLiteral("other.conf"));
        CLI_RUN(add, {QStringLiteral("--config"), other, QStringLiteral("sources"),
                      QStringLiteral("add"), QStringLiteral("elsewhere"), m_url});
        QCOMPARE(add.exitCode, 0);
        QVERIFY(fileText(other).contains("[source.elsewhere]"));
        QVERIFY(!fileText(configPath()).contains("elsewhere")); // NELUMBO_CONFIG is overridden

        CLI_RUN(list, {QStringLiteral("--config"), other, QStringLiteral("sources")});
        QVERIFY(list.out.contains(QLatin1String("\nelsewhere ")));
        CLI_RUN(plain, {QStringLiteral("sources")});
        QVERIFY(!plain.out.contains(QLatin1String("elsewhere")));

        CLI_RUN(query, {QStringLiteral("--config=") + other, QStringLiteral("run"),
                        QStringLiteral("--source"), QStringLiteral("elsewhere"),
                        QStringLiteral("--format"), QStringLiteral("csv"),
                        QStringLiteral("SELECT count(*) AS n FROM Genre")});
        QCOMPARE(query.exitCode, 0);
        QCOMPARE(query.out, QStringLiteral("n\r\n25\r\n"));

        // NELUMBO_CONFIG alone names the file too.
        QProcessEnvironment env = m_env;
        QProcess process;
        env.insert(QStringLiteral("NELUMBO_CONFIG"), other);
        process.setProcessEnvironment(env);
        process.start(nelumbo::testing::cliPath(), {QStringLiteral("sources")});
        QVERIFY(process.waitForFinished(30000));
        QVERIFY(process.readAllStandardOutput().contains("\nelsewhere "));

        CLI_RUN(empty, {QStringLiteral("--config="), QStringLiteral("sources")});
        QCOMPARE(empty.exitCode, 2);
    }

    void passwordsNeverShow()
    {
        const QString secret = QStringLiteral("Pw-7f3a9c-never-shown");
        const QString pgUrl = QStringLiteral("postgres://app@127.0.0.1:1/sales");
        const QString secrets =
            QFileInfo(configPath()).absoluteDir().filePath(QStringLiteral("secrets.ini"));
        const QStringList add{QStringLiteral("sources"), QStringLiteral("add"),
                              QStringLiteral("pg"), pgUrl, QStringLiteral("--password-stdin")};
        QList<Run> runs;

        // No keychain and no consent: nothing is stored anywhere, and the user is told why.
        CLI_RUN(refused, add, {}, (secret + QLatin1Char('\n')).toUtf8());
        runs << refused;
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QLatin1String("keychain")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QLatin1String("--allow-plaintext-secrets")),
                 qPrintable(refused.err));
        QVERIFY(!fileText(configPath()).contains("source.pg"));
        QVERIFY(!QFileInfo::exists(secrets));

        // With consent, to secrets.ini, owner-only.
        CLI_RUN(stored, add + QStringList{QStringLiteral("--allow-plaintext-secrets")}, {},
                (secret + QLatin1Char('\n')).toUtf8());
        runs << stored;
        QCOMPARE(stored.exitCode, 0);
        QVERIFY2(stored.err.contains(QLatin1String("plain text")), qPrintable(stored.err));
        QVERIFY(fileText(secrets).contains(secret.toUtf8()));
        QCOMPARE(QFile::permissions(secrets) & ~(QFile::ReadUser | QFile::WriteUser),
                 QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(fileText(configPath()).contains("password=secrets-file"));

        // Used, and failing (nothing listens on port 1), without ever showing it.
        CLI_RUN(test, {QStringLiteral("sources"), QStringLiteral("test"), QStringLiteral("pg")});
        runs << test;
        QCOMPARE(test.exitCode, 1);
        QVERIFY2(test.err.contains(QLatin1String("cannot connect to pg")), qPrintable(test.err));
        CLI_RUN(query, {QStringLiteral("run"), QStringLiteral("--source"), QStringLiteral("pg"),
                        QStringLiteral("SELECT 1")});
        runs << query;
        QCOMPARE(query.exitCode, 1);
        CLI_RUN(list,
                {QStringLiteral("sources"), QStringLiteral("--format"), QStringLiteral("json")});
        runs << list;
        QVERIFY(list.out.contains(pgUrl));

        // A password typed into a URL is refused for storage and masked in the message.
        CLI_RUN(inUrl, {QStringLiteral("sources"), QStringLiteral("add"), QStringLiteral("pg2"),
                        QStringLiteral("postgres://app:") + secret + QStringLiteral("@h/db")});
        runs << inUrl;
        QCOMPARE(inUrl.exitCode, 2);
        QVERIFY2(inUrl.err.contains(QLatin1String("postgres://app:***@h/db")),
                 qPrintable(inUrl.err));
        // Used directly, it works for that one run and is masked in errors.
        CLI_RUN(adHoc,
                {QStringLiteral("run"), QStringLiteral("--source"),
                 QStringLiteral("postgres://app:") + secret + QStringLiteral("@127.0.0.1:1/db"),
                 QStringLiteral("SELECT 1")});
        runs << adHoc;
        QCOMPARE(adHoc.exitCode, 1);
        QVERIFY2(adHoc.err.contains(QLatin1String("postgres://app@127.0.0.1:1/db")),
                 qPrintable(adHoc.err));

        // Help never shows one, even with the override variable set.
        QProcessEnvironment env = m_env;
        env.insert(QStringLiteral("NELUMBO_PASSWORD_PG"), secret);
        for (const QStringList& help :
             {QStringList{QStringLiteral("--help")},
              QStringList{QStringLiteral("help"), QStringLiteral("sources")},
              QStringList{QStringLiteral("sources"), QStringLiteral("--help")},
              QStringList{QStringLiteral("run"), QStringLiteral("--help")},
              QStringList{QStringLiteral("sources"), QStringLiteral("test"),
                          QStringLiteral("pg")}}) {
            QProcess process;
            process.setProcessEnvironment(env);
            process.start(nelumbo::testing::cliPath(), help);
            QVERIFY(process.waitForFinished(30000));
            Run r;
            r.out = QString::fromUtf8(process.readAllStandardOutput());
            r.err = QString::fromUtf8(process.readAllStandardError());
            QVERIFY(!r.out.isEmpty() || !r.err.isEmpty());
            runs << r;
        }

        for (const Run& r : std::as_const(runs))
            QVERIFY2(!leaks(r, secret), qPrintable(r.out + r.err));
        QVERIFY(!fileText(configPath()).contains(secret.toUtf8()));

        CLI_RUN(remove,
                {QStringLiteral("sources"), QStringLiteral("remove"), QStringLiteral("pg")});
        QCOMPARE(remove.exitCode, 0);
        QVERIFY(!fileText(secrets).contains(secret.toUtf8())); // removed with the source
    }

    void sourcesOnTestServers_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("version");
        QTest::newRow("postgres") << "NELUMBO_TEST_PG_URL"
                                  << "ok: PostgreSQL ";
        QTest::newRow("mariadb") << "NELUMBO_TEST_MY_URL"
                                 << "ok: MariaDB ";
    }

    void sourcesOnTestServers()
    {
        // The private servers of tests/servers (tools/dev.sh test); skipped without them.
        QFETCH(QString, variable);
        QFETCH(QString, version);
        const QUrl url(m_env.value(variable));
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const QString password = url.password();
        QUrl bare = url;
        bare.setPassword(QString());
        const QString name = QStringLiteral("srv-") + QTest::currentDataTag();
        const QString conf = m_dir.filePath(name + QStringLiteral(".conf"));

        // The password from the environment, for a source stored without one.
        CLI_RUN(add, {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                      QStringLiteral("add"), name, bare.toString()});
        QCOMPARE(add.exitCode, 0);
        QProcessEnvironment env = m_env;
        env.insert(QStringLiteral("NELUMBO_PASSWORD_") + name.toUpper().replace('-', '_'),
                   password);
        QProcess test;
        test.setProcessEnvironment(env);
        test.start(nelumbo::testing::cliPath(),
                   {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                    QStringLiteral("test"), name});
        QVERIFY(test.waitForFinished(30000));
        const QString out = QString::fromUtf8(test.readAllStandardOutput());
        QCOMPARE(test.exitCode(), 0);
        QVERIFY2(out.startsWith(version), qPrintable(out));

        // Without it the server refuses, and says so.
        CLI_RUN(refused, {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                          QStringLiteral("test"), name});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.startsWith(QStringLiteral("error: cannot connect to ") + name),
                 qPrintable(refused.err));

        // The password from the plain-text store the user agreed to; run uses it.
        CLI_RUN(remove, {QStringLiteral("--config"), conf, QStringLiteral("sources"),
                         QStringLiteral("remove"), name});
        QCOMPARE(remove.exitCode, 0);
        CLI_RUN(stored,
                {QStringLiteral("--config"), conf, QStringLiteral("sources"), QStringLiteral("add"),
                 name, bare.toString(), QStringLiteral("--password-stdin"),
                 QStringLiteral("--allow-plaintext-secrets")},
                {}, password.toUtf8() + '\n');
        QCOMPARE(stored.exitCode, 0);
        CLI_RUN(query, {QStringLiteral("--config"), conf, QStringLiteral("run"),
                        QStringLiteral("--source"), name, QStringLiteral("--format"),
                        QStringLiteral("csv"), QStringLiteral("SELECT 6 * 7 AS answer")});
        QCOMPARE(query.exitCode, 0);
        QCOMPARE(query.out, QStringLiteral("answer\r\n42\r\n"));
    }

    void handWrittenPasswordIsNotUsed()
    {
        const QString conf = m_dir.filePath(QStringLiteral("hand.conf"));
        QFile file(conf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[source.hand]\nurl=postgres://app:Hand-written-pw@127.0.0.1:1/db\n");
        file.close();
        CLI_RUN(r, {QStringLiteral("--config"), conf, QStringLiteral("sources")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.startsWith(QLatin1String("warning: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("source hand: the password in its url is ignored")),
                 qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("postgres://app@127.0.0.1:1/db")));
        QVERIFY(!leaks(r, QStringLiteral("Hand-written-pw")));
    }

    void sourcesUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString s = QStringLiteral("sources");
        QTest::newRow("unknown action") << QStringList{s, "frobnicate"} << "frobnicate";
        QTest::newRow("add without URL") << QStringList{s, "add", "x"} << "NAME and a URL";
        QTest::newRow("remove without name") << QStringList{s, "remove"} << "needs a NAME";
        QTest::newRow("too many") << QStringList{s, "test", "a", "b"} << "too many";
        QTest::newRow("bad name") << QStringList{s, "add", "my db", "sqlite::memory:"}
                                  << "not a valid source name";
        QTest::newRow("bad ai") << QStringList{s, "add", "x", "sqlite::memory:", "--ai", "maybe"}
                                << "maybe";
        QTest::newRow("format on add")
            << QStringList{s, "add", "x", "sqlite::memory:", "--format", "json"} << "--format";
        QTest::newRow("bad format") << QStringList{s, "--format", "csv"} << "csv";
        QTest::newRow("plaintext without stdin")
            << QStringList{s, "add", "x", "sqlite::memory:", "--allow-plaintext-secrets"}
            << "--password-stdin";
        QTest::newRow("unknown option") << QStringList{s, "--bogus"} << "bogus";
    }

    void sourcesUsageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        CLI_RUN(r, arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QLatin1String("error: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("sources --help")), qPrintable(r.err));
    }

    void sourcesHelp()
    {
        CLI_RUN(r, {QStringLiteral("sources"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        for (const char* text :
             {"Usage: nelumbo-cli sources", "add NAME URL", "remove NAME", "test NAME|URL",
              "--format FORMAT", "--read-write", "--search-path", "--ai POLICY", "no-row-data",
              "--password-stdin", "--allow-plaintext-secrets", "NELUMBO_PASSWORD_", "keychain",
              "postgres://", "mysql://", "demo", "docs/CONFIG.md"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
        for (const QString& line : r.out.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 80, qPrintable(line));
        CLI_RUN(viaHelp, {QStringLiteral("help"), QStringLiteral("sources")});
        QCOMPARE(viaHelp.out, r.out);

        CLI_RUN(global, {QStringLiteral("--help")});
        QVERIFY(global.out.contains(QLatin1String("--config FILE")));
        QVERIFY(global.out.contains(QLatin1String("sources")));
        for (const QString& line : global.out.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 80, qPrintable(line));
    }
};

NELUMBO_CORE_TEST_MAIN(TestCliSources)

#include "tst_cli_sources.moc"
