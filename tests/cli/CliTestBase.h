#pragma once

// What the nelumbo-cli suites on a Chinook copy share: a private home, config and data folder,
// the statements they run, and the runner whose outcome CLI_RUN checks.
#include "CliRunner.h"
#include "NoKeychain.h"
#include "TestData.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#ifdef Q_OS_UNIX
#include <csignal>
#endif

namespace {

const QString kArtists =
    QStringLiteral("SELECT ArtistId, Name FROM Artist ORDER BY ArtistId LIMIT 3");
const QString kNulls = QStringLiteral("SELECT NULL AS n, 'a,b' AS s");
const QString kCount200k = QStringLiteral(
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<200000) SELECT x FROM c");

using Run = nelumbo::testing::CliRun;

} // namespace

// Checks that the program ran to its end by itself, then leaves its outcome in `var`.
#define CLI_RUN(var, ...)                                                                          \
    const Run var = run(__VA_ARGS__);                                                              \
    QVERIFY2(var.finished, "nelumbo-cli did not finish");                                          \
    QCOMPARE(var.status, QProcess::NormalExit)

// No slots here: each suite deriving from it lists only its own tests.
class CliTestBase : public QObject
{
protected:
    QTemporaryDir m_dir;
    QString m_db;  // absolute path of the Chinook copy
    QString m_url; // sqlite:///… for it
    QProcessEnvironment m_env;

    // The suite's initTestCase: the Chinook copy and the private home.
    void initCli()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QFileInfo::exists(nelumbo::testing::cliPath()));
        m_db = m_dir.filePath(QStringLiteral("chinook.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), m_db));
        QVERIFY(QFile::setPermissions(m_db, QFile::ReadOwner | QFile::WriteOwner));
        m_url = QStringLiteral("sqlite://") + QDir::cleanPath(QFileInfo(m_db).absoluteFilePath());
        QVERIFY(m_url.startsWith(QLatin1String("sqlite:///")));

        // A private home, so --source demo installs into the temporary folder.
        for (const char* dir : {"home", "data", "config", "cache"})
            QVERIFY(QDir(m_dir.path()).mkpath(QLatin1String(dir)));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        m_env.insert(QStringLiteral("NELUMBO_CONFIG"),
                     m_dir.filePath(QStringLiteral("config/nelumbo.conf")));
        m_env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        // No keychain service, on every machine: a developer's real keychain stays untouched.
        m_env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), noKeychainBus());
    }

    Run run(const QStringList& arguments, const QString& workingDirectory = {},
            const QByteArray& input = {}) const
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = m_env;
        runner.workingDirectory = workingDirectory.isEmpty() ? m_dir.path() : workingDirectory;
        return runner.run(arguments, input);
    }

    QStringList runArgs(const QString& statement, const QStringList& extra = {}) const
    {
        return QStringList{QStringLiteral("run"), QStringLiteral("--source"), m_url} + extra +
               QStringList{statement};
    }

    QString writeScript(const QString& name, const QString& text) const
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        file.write(text.toUtf8());
        return path;
    }

    static QJsonDocument parseJson(const QString& text, QJsonParseError* error)
    {
        return QJsonDocument::fromJson(text.toUtf8(), error);
    }

    static QByteArray fileText(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    QString configPath() const { return m_env.value(QStringLiteral("NELUMBO_CONFIG")); }

    // Fails the test if the secret shows anywhere a person or another program could see it.
    static bool leaks(const Run& r, const QString& secret)
    {
        return r.out.contains(secret) || r.err.contains(secret);
    }
};
