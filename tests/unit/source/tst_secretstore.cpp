#include "CoreTestMain.h"
#include "NoKeychain.h"
#include "source/SecretStore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <optional>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace nelumbo;

namespace {
const QString kPassword = QStringLiteral("S3cret-f0r-the-t3st");

QByteArray fileText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int modeOf(const QString& path)
{
#ifdef Q_OS_UNIX
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 0777);
#else
    Q_UNUSED(path);
    return 0600;
#endif
}
} // namespace

class TstSecretStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_config;

    Result<QString> read(SecretStore& store, const QString& name)
    {
        std::optional<Result<QString>> answer;
        store.read(name, this, [&](const Result<QString>& r) { answer = r; });
        (void)QTest::qWaitFor([&] { return answer.has_value(); },
                              10000); // a timeout reads as an error
        return answer.value_or(Result<QString>(Error{QStringLiteral("timeout"), QString()}));
    }

    Result<SecretStore::Location> write(SecretStore& store, const QString& name,
                                        const QString& password, bool allowPlainText)
    {
        std::optional<Result<SecretStore::Location>> answer;
        store.write(name, password, allowPlainText, this,
                    [&](const Result<SecretStore::Location>& r) { answer = r; });
        (void)QTest::qWaitFor([&] { return answer.has_value(); },
                              10000); // a timeout reads as an error
        return answer.value_or(
            Result<SecretStore::Location>(Error{QStringLiteral("timeout"), QString()}));
    }

private Q_SLOTS:
    void initTestCase()
    {
        disconnectKeychainForTests();
        QVERIFY(m_dir.isValid());
        m_config = m_dir.filePath(QStringLiteral("config/nelumbo.conf"));
    }

    void init()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("config/secrets.ini")));
        qunsetenv("NELUMBO_PASSWORD_SALES");
        qunsetenv("NELUMBO_PASSWORD_MY_DB");
    }

    void names()
    {
        QCOMPARE(SecretStore::keyFor(QStringLiteral("sales")), QStringLiteral("source/sales"));
        QCOMPARE(SecretStore::environmentVariable(QStringLiteral("my-db")),
                 QStringLiteral("NELUMBO_PASSWORD_MY_DB"));
        QCOMPARE(SecretStore(m_config).secretsFile(),
                 m_dir.filePath(QStringLiteral("config/secrets.ini")));
        QCOMPARE(SecretStore::kService, QLatin1String("nelumbo"));
    }

    void noKeychainIsADistinctError()
    {
        SecretStore store(m_config);
        auto written = write(store, QStringLiteral("sales"), kPassword, false);
        QVERIFY(!written);
        QCOMPARE(written.error().code, QStringLiteral("keychain_unavailable"));
        QVERIFY2(!written.error().message.contains(kPassword), qPrintable(written.error().message));
        QVERIFY(written.error().message.contains(QLatin1String("keychain")));
        // Without consent nothing is written anywhere.
        QVERIFY(!QFileInfo::exists(store.secretsFile()));

        auto readBack = read(store, QStringLiteral("sales"));
        QVERIFY(!readBack);
        QCOMPARE(readBack.error().code, QStringLiteral("keychain_unavailable"));
    }

    void plainTextOnlyWithConsent()
    {
        SecretStore store(m_config);
        auto written = write(store, QStringLiteral("sales"), kPassword, true);
        QVERIFY2(written, qPrintable(written.error().message));
        QCOMPARE(written.value(), SecretStore::Location::SecretsFile);
        QVERIFY(QFileInfo::exists(store.secretsFile()));
        QCOMPARE(modeOf(store.secretsFile()), 0600);
        QVERIFY(fileText(store.secretsFile()).contains(kPassword.toUtf8()));
        QVERIFY(!fileText(m_config).contains(kPassword.toUtf8()));

        auto readBack = read(store, QStringLiteral("sales"));
        QVERIFY(readBack);
        QCOMPARE(readBack.value(), kPassword);

        // Another source has nothing stored.
        auto other = read(store, QStringLiteral("other"));
        QVERIFY(!other);
    }

    void secretsFileIsMadeOwnerOnly()
    {
        SecretStore store(m_config);
        QVERIFY(QDir().mkpath(QFileInfo(store.secretsFile()).absolutePath()));
        QFile loose(store.secretsFile());
        QVERIFY(loose.open(QIODevice::WriteOnly));
        loose.close();
        QVERIFY(QFile::setPermissions(store.secretsFile(), QFile::ReadOwner | QFile::WriteOwner |
                                                               QFile::ReadGroup |
                                                               QFile::ReadOther));
        QCOMPARE(modeOf(store.secretsFile()), 0644);
        QVERIFY(store.writeToSecretsFile(QStringLiteral("sales"), kPassword));
        QCOMPARE(modeOf(store.secretsFile()), 0600);
    }

    void environmentWins()
    {
        SecretStore store(m_config);
        QVERIFY(store.writeToSecretsFile(QStringLiteral("my-db"), QStringLiteral("from-file")));
        QCOMPARE(read(store, QStringLiteral("my-db")).value(), QStringLiteral("from-file"));
        qputenv("NELUMBO_PASSWORD_MY_DB", "from-env");
        QCOMPARE(SecretStore::fromEnvironment(QStringLiteral("my-db")), QStringLiteral("from-env"));
        QCOMPARE(read(store, QStringLiteral("my-db")).value(), QStringLiteral("from-env"));
        QVERIFY(!SecretStore::fromEnvironment(QStringLiteral("sales")));
    }

    void remove()
    {
        SecretStore store(m_config);
        QVERIFY(store.writeToSecretsFile(QStringLiteral("sales"), kPassword));
        QVERIFY(store.writeToSecretsFile(QStringLiteral("kept"), QStringLiteral("k")));
        std::optional<Result<void>> done;
        store.remove(QStringLiteral("sales"), this, [&](const Result<void>& r) { done = r; });
        QTRY_VERIFY_WITH_TIMEOUT(done.has_value(), 10000);
        QVERIFY(done->ok()); // no keychain to remove from is no error
        QVERIFY(!store.readFromSecretsFile(QStringLiteral("sales")));
        QCOMPARE(store.readFromSecretsFile(QStringLiteral("kept")), QStringLiteral("k"));
        QVERIFY(!fileText(store.secretsFile()).contains(kPassword.toUtf8()));
    }

    void deadContextGetsNoCall()
    {
        SecretStore store(m_config);
        bool called = false;
        auto* context = new QObject;
        store.read(QStringLiteral("sales"), context,
                   [&](const Result<QString>&) { called = true; });
        delete context;
        // Kept: an absence (no call for a dead context) has no signal to wait for.
        QTest::qWait(200);
        QVERIFY(!called);
    }
};

NELUMBO_CORE_TEST_MAIN(TstSecretStore)

#include "tst_secretstore.moc"
