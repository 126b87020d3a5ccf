#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "NoKeychain.h"
#include "TestData.h"
#include "adapter/CredentialUrl.h"
#include "source/ConnectionProbe.h"
#include "source/DemoDatabase.h"
#include "source/SecretStore.h"
#include "source/SourceResolver.h"
#include "source/SourceStore.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace nelumbo;

namespace {
const QString kPassword = QStringLiteral("Pr0be-s3cret!");
}

class TstSourceResolver : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_config;
    QString m_db;

    // Resolves and returns what came back: a source, or the error.
    std::pair<std::optional<ResolvedSource>, std::optional<Error>> resolve(const QString& text)
    {
        SourceResolver resolver(m_config);
        QSignalSpy ok(&resolver, &SourceResolver::resolved);
        QSignalSpy failed(&resolver, &SourceResolver::failed);
        resolver.resolve(text);
        // Always asynchronous, even when nothing had to be waited for.
        if (ok.count() + failed.count() != 0)
            return {};
        (void)QTest::qWaitFor([&] { return ok.count() + failed.count() > 0; }, 10000);
        if (!ok.isEmpty())
            return {ok.first().first().value<ResolvedSource>(), std::nullopt};
        if (!failed.isEmpty())
            return {std::nullopt, failed.first().first().value<Error>()};
        return {};
    }

    void addSource(const QString& name, const QString& url, PasswordStorage password,
                   const QStringList& searchPath = {})
    {
        SourceDefinition d;
        d.name = name;
        d.url = url;
        d.password = password;
        d.searchPath = searchPath;
        QVERIFY(SourceStore(m_config).save(d));
    }

    // Runs the probe on url; true and the version, or false and the error message.
    std::pair<bool, QString> probe(const QString& url)
    {
        ConnectionProbe probe;
        QSignalSpy ok(&probe, &ConnectionProbe::succeeded);
        QSignalSpy failed(&probe, &ConnectionProbe::failed);
        probe.start(url);
        if (!QTest::qWaitFor([&] { return ok.count() + failed.count() > 0; }, 20000))
            return {false, QStringLiteral("timeout")};
        if (!ok.isEmpty())
            return {true, ok.first().first().toString()};
        return {false, failed.first().first().value<Error>().message};
    }

private Q_SLOTS:
    void initTestCase()
    {
        disconnectKeychainForTests();
        registerBuiltinAdapters();
        QVERIFY(m_dir.isValid());
        m_config = m_dir.filePath(QStringLiteral("nelumbo.conf"));
        m_db = m_dir.filePath(QStringLiteral("chinook.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), m_db));
        QVERIFY(QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner));
    }

    void demo()
    {
        auto [source, error] = resolve(QStringLiteral("demo"));
        QVERIFY(source);
        QVERIFY(source->definition.builtIn);
        QVERIFY(!source->needsPassword());
        QCOMPARE(source->connectionUrl(), DemoDatabase::sourceUrl());
        QVERIFY(QFileInfo(DemoDatabase::installedPath()).size() > 0); // installed on the way
    }

    void namedSqlite()
    {
        addSource(QStringLiteral("local"), QStringLiteral("sqlite://") + m_db,
                  PasswordStorage::None);
        auto [source, error] = resolve(QStringLiteral("local"));
        QVERIFY(source);
        QCOMPARE(source->definition.name, QStringLiteral("local"));
        QCOMPARE(source->displayName(), QStringLiteral("local"));
        QVERIFY(!source->isAdHoc());
        QVERIFY(!source->needsPassword());
        QCOMPARE(source->connectionUrl(), QStringLiteral("sqlite://") + m_db);
    }

    void storedPasswordWithoutKeychain()
    {
        addSource(QStringLiteral("pg"), QStringLiteral("postgres://app@127.0.0.1:1/sales"),
                  PasswordStorage::Keychain, {QStringLiteral("sales")});
        auto [source, error] = resolve(QStringLiteral("pg"));
        QVERIFY(source);
        QVERIFY(!source->passwordFound);
        QVERIFY(source->needsPassword());
        QCOMPARE(source->passwordProblem.code, QStringLiteral("keychain_unavailable"));
    }

    void passwordFromEnvironment()
    {
        addSource(QStringLiteral("pg-env"), QStringLiteral("postgres://app@127.0.0.1:1/sales"),
                  PasswordStorage::Keychain, {QStringLiteral("sales")});
        qputenv("NELUMBO_PASSWORD_PG_ENV", kPassword.toUtf8());
        auto [source, error] = resolve(QStringLiteral("pg-env"));
        qunsetenv("NELUMBO_PASSWORD_PG_ENV");
        QVERIFY(source);
        QVERIFY(source->passwordFound);
        QVERIFY(!source->needsPassword());
        QCOMPARE(source->password, kPassword);
        QCOMPARE(
            source->connectionUrl(),
            QStringLiteral("postgres://app:Pr0be-s3cret%21@127.0.0.1:1/sales?search_path=sales"));
        // The definition itself never holds it.
        QVERIFY(!source->definition.url.contains(QLatin1String("Pr0be")));
    }

    void passwordFromSecretsFile()
    {
        addSource(QStringLiteral("pg-file"), QStringLiteral("mysql://app@127.0.0.1:1/shop"),
                  PasswordStorage::SecretsFile);
        QVERIFY(SecretStore(m_config).writeToSecretsFile(QStringLiteral("pg-file"), kPassword));
        auto [source, error] = resolve(QStringLiteral("pg-file"));
        QVERIFY(source);
        QVERIFY(source->passwordFound);
        QCOMPARE(source->password, kPassword);
    }

    void askEveryTime()
    {
        addSource(QStringLiteral("asks"), QStringLiteral("postgres://app@127.0.0.1:1/sales"),
                  PasswordStorage::Ask);
        auto [source, error] = resolve(QStringLiteral("asks"));
        QVERIFY(source);
        QVERIFY(source->needsPassword());
        QVERIFY(source->passwordProblem.code.isEmpty());
        QCOMPARE(source->connectionUrl(QStringLiteral("typed")),
                 QStringLiteral("postgres://app:typed@127.0.0.1:1/sales"));
    }

    void adHocUrl()
    {
        auto [source, error] = resolve(QStringLiteral("postgres://app:") + kPassword +
                                       QStringLiteral("@127.0.0.1:1/db"));
        QVERIFY(source);
        QVERIFY(source->isAdHoc());
        QVERIFY(source->definition.readOnly);
        QVERIFY(source->passwordFound);
        QCOMPARE(source->password, kPassword);
        QCOMPARE(source->displayName(), QStringLiteral("postgres://app@127.0.0.1:1/db"));
        QVERIFY(!source->displayName().contains(kPassword));
    }

    void failures()
    {
        auto [unknown, unknownError] = resolve(QStringLiteral("nosuch"));
        QVERIFY(!unknown);
        QVERIFY(unknownError);
        QCOMPARE(unknownError->code, QStringLiteral("unknown_source"));

        auto [bad, badError] =
            resolve(QStringLiteral("oracle://u:") + kPassword + QStringLiteral("@h/db"));
        QVERIFY(badError);
        QVERIFY2(!badError->message.contains(kPassword), qPrintable(badError->message));
    }

    void probeSqlite()
    {
        const auto [ok, text] = probe(QStringLiteral("sqlite://") + m_db);
        QVERIFY2(ok, qPrintable(text));
        QVERIFY2(text.startsWith(QLatin1String("SQLite 3.")), qPrintable(text));
    }

    void probeMissingFile()
    {
        const QString missing = m_dir.filePath(QStringLiteral("missing.db"));
        const auto [ok, text] = probe(QStringLiteral("sqlite://") + missing);
        QVERIFY(!ok);
        QVERIFY2(text.contains(missing) && text.contains(QLatin1String("does not exist")),
                 qPrintable(text));
        QVERIFY(!QFileInfo::exists(missing));
    }

    void probeNeverShowsThePassword()
    {
        // Nothing listens on port 1: the attempt fails whether or not a PostgreSQL adapter is
        // built in, and whatever the error says, the password is not in it.
        const auto [ok, text] = probe(QStringLiteral("postgres://app:") + kPassword +
                                      QStringLiteral("@127.0.0.1:1/db"));
        QVERIFY(!ok);
        QVERIFY(!text.isEmpty());
        QVERIFY2(!text.contains(kPassword), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("Pr0be-s3cret%21")), qPrintable(text));
    }

    // Against the private servers of tests/servers (tools/dev.sh test); skipped without them.
    void probeServers_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::newRow("postgres") << "NELUMBO_TEST_PG_URL";
        QTest::newRow("mariadb") << "NELUMBO_TEST_MY_URL";
    }
    void probeServers()
    {
        QFETCH(QString, variable);
        const QString url = qEnvironmentVariable(variable.toLatin1().constData());
        if (url.isEmpty())
            QSKIP("no test server: run through tools/dev.sh test");
        const auto [ok, version] = probe(url);
        QVERIFY2(ok, qPrintable(version));
        QVERIFY2(version.startsWith(QLatin1String("PostgreSQL 1")) ||
                     version.startsWith(QLatin1String("MariaDB 1")) ||
                     version.startsWith(QLatin1String("MySQL ")),
                 qPrintable(version));

        // A wrong password: the server's refusal, without the password.
        const QString wrong = QStringLiteral("Wr0ng-pw-%1").arg(QCoreApplication::applicationPid());
        const QString bad = CredentialUrl::withPassword(CredentialUrl::split(url).url, wrong);
        const auto [badOk, message] = probe(bad);
        QVERIFY(!badOk);
        QVERIFY2(!message.contains(wrong), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("password"), Qt::CaseInsensitive) ||
                     message.contains(QLatin1String("denied"), Qt::CaseInsensitive),
                 qPrintable(message));
    }

    void versionQueries()
    {
        QVERIFY(ConnectionProbe::versionQuery(QStringLiteral("sqlite")).contains("sqlite_version"));
        QVERIFY(
            ConnectionProbe::versionQuery(QStringLiteral("postgres")).contains("server_version"));
        QVERIFY(ConnectionProbe::versionQuery(QStringLiteral("mysql")).contains("version()"));
        QVERIFY(ConnectionProbe::versionQuery(QStringLiteral("oracle")).isEmpty());
    }
};

NELUMBO_CORE_TEST_MAIN(TstSourceResolver)

#include "tst_sourceresolver.moc"
