// The real nelumbo program, killed: what was typed comes back on the next start. SIGKILL
// leaves the recovery copy (written about a second after each change) for the next start;
// SIGTERM saves the session as a clean quit does; a clean quit leaves no copy behind. At start
// the program renames settings keys written under their old names.

#include "TestData.h"
#include "TestMain.h"
#include "WindowProgramEnvironment.h"
#include "adapter/SourceUrl.h"
#include "core/Settings.h"
#include "window/RecoveryStore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <csignal>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

// One run of the program, driven through its test driver (NELUMBO_TEST_DRIVER=1).
class Nelumbo
{
public:
    explicit Nelumbo(const QTemporaryDir& dir)
    {
        QProcessEnvironment env = testing::windowProgramEnvironment(dir);
        env.insert(u"NELUMBO_CONFIG"_s, dir.filePath(u"config/nelumbo.conf"_s));
        env.insert(u"NELUMBO_TEST_DRIVER"_s, u"1"_s);
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    }
    ~Nelumbo()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    bool start(const QStringList& arguments = {})
    {
        m_process.start(QStringLiteral(NELUMBO_BINARY), arguments);
        return m_process.waitForStarted(10000) && readLine() == "ready";
    }
    // Sends one command; its answer line.
    QByteArray command(const QByteArray& line)
    {
        m_process.write(line + '\n');
        return readLine();
    }
    QJsonObject state() { return QJsonDocument::fromJson(command("state")).object(); }
    bool signal(int number)
    {
        ::kill(pid_t(m_process.processId()), number);
        return m_process.waitForFinished(15000);
    }
    QProcess& process() { return m_process; }

private:
    QByteArray readLine()
    {
        while (!m_process.canReadLine()) {
            if (!m_process.waitForReadyRead(15000))
                return {};
        }
        return m_process.readLine().trimmed();
    }

    QProcess m_process;
};

} // namespace

class TstRecovery : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    QString path(const QString& name) const { return m_dir->filePath(name); }
    QString configFile() const { return path(u"config/nelumbo.conf"_s); }
    // The copies left in the recovery folder (next to the settings file).
    QStringList recoveryFiles() const
    {
        return QDir(path(u"config/nelumbo.recovery"_s)).entryList({u"*.session"_s}, QDir::Files);
    }
    // Whether the recovery copy holds text (QDataStream writes strings as UTF-16BE).
    bool recoveryHolds(const QString& text) const
    {
        const QStringList files = recoveryFiles();
        if (files.size() != 1)
            return false;
        QFile file(path(u"config/nelumbo.recovery/"_s) + files.first());
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QByteArray utf16;
        for (const QChar c : text)
            utf16.append(char(c.unicode() >> 8)).append(char(c.unicode() & 0xff));
        return file.readAll().contains(utf16);
    }
    // The tabs of the session the settings file holds: each tab's text.
    QStringList savedTexts() const
    {
        QSettings settings(configFile(), QSettings::IniFormat);
        QStringList texts;
        for (const QVariant& tab : settings.value(u"session/tabs"_s).toList())
            texts << tab.toMap().value(u"text"_s).toString();
        return texts;
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QVERIFY(QDir().mkpath(path(u"config"_s)));
        QVERIFY(QDir().mkpath(path(u"home"_s)));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path(u"db.sqlite"_s)));
        QFile::setPermissions(path(u"db.sqlite"_s), QFile::ReadOwner | QFile::WriteOwner);
        QFile sql(path(u"a.sql"_s));
        QVERIFY(sql.open(QIODevice::WriteOnly));
        sql.write("SELECT Name FROM Genre;\n");
    }

    // SIGKILL once the copy after the last key is written: every tab, its text and the
    // source come back.
    void killedWindowComesBack()
    {
        QJsonObject before;
        {
            Nelumbo app(*m_dir);
            QVERIFY(app.start({path(u"db.sqlite"_s)}));
            QCOMPARE(app.command("newtab"), "ok");
            QCOMPARE(app.command("type SELECT 'typed' AS t;\\nSELECT 2"), "ok");
            QCOMPARE(app.command("open " + path(u"a.sql"_s).toUtf8()), "ok");
            QCOMPARE(app.command("type -- edited\\n"), "ok");
            before = app.state();
            const QJsonArray tabs = before.value(u"tabs"_s).toArray();
            QCOMPARE(tabs.size(), 3); // the sample query, the typed tab, the edited file
            QCOMPARE(tabs.at(1)[u"text"_s].toString(), u"SELECT 'typed' AS t;\nSELECT 2"_s);
            QCOMPARE(tabs.at(2)[u"text"_s].toString(), u"-- edited\nSELECT Name FROM Genre;\n"_s);
            QVERIFY(tabs.at(2)[u"modified"_s].toBool());
            // The copy is written a moment after the last key: kill once it holds the edit.
            QTRY_VERIFY_WITH_TIMEOUT(recoveryHolds(u"-- edited\nSELECT Name FROM Genre;\n"_s),
                                     10000);
            QVERIFY(app.signal(SIGKILL));
            QCOMPARE(app.process().exitStatus(), QProcess::CrashExit);
        }
        QVERIFY(savedTexts().isEmpty()); // nothing reached the session: only the copy has it
        QCOMPARE(recoveryFiles().size(), 1);

        Nelumbo again(*m_dir);
        QVERIFY(again.start());
        const QJsonObject after = again.state();
        QCOMPARE(after.value(u"source"_s).toString(),
                 SourceUrl::forFile(QStringLiteral("sqlite"), path(u"db.sqlite"_s)));
        QCOMPARE(after.value(u"tabs"_s), before.value(u"tabs"_s));
        // Restored, the copy belongs to this run now: a clean end leaves none.
        QVERIFY(again.signal(SIGTERM));
        QTRY_VERIFY(recoveryFiles().isEmpty());
    }

    // SIGTERM (logout, a service manager): the session is saved as a clean quit saves it.
    void sigtermSavesTheSession()
    {
        Nelumbo app(*m_dir);
        QVERIFY(app.start({path(u"db.sqlite"_s)}));
        QCOMPARE(app.command("newtab"), "ok");
        QCOMPARE(app.command("type SELECT 'at once'"), "ok");
        QVERIFY(app.signal(SIGTERM)); // before any copy was due
        QCOMPARE(app.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.process().exitCode(), 0);
        QVERIFY(savedTexts().contains(u"SELECT 'at once'"_s));
        QVERIFY(recoveryFiles().isEmpty());

        Nelumbo again(*m_dir);
        QVERIFY(again.start());
        const QJsonArray tabs = again.state().value(u"tabs"_s).toArray();
        QCOMPARE(tabs.size(), 2);
        QCOMPARE(tabs.at(1)[u"text"_s].toString(), u"SELECT 'at once'"_s);
    }

    // Keys under their old names (before the one naming style) are renamed by the program
    // before its window reads them: values kept, old names gone.
    void oldKeyNamesAreRenamedAtStart()
    {
        {
            QFile config(configFile());
            QVERIFY(config.open(QIODevice::WriteOnly));
            config.write("[results]\ncopyLimitMB=12\n\n[files]\nrecentDatabases=" +
                         path(u"db.sqlite"_s).toUtf8() + "\n");
        }
        Nelumbo app(*m_dir);
        QVERIFY(app.start());
        QCOMPARE(app.command("quit"), "ok");
        QVERIFY(app.process().waitForFinished(15000));
        const QSettings settings(configFile(), QSettings::IniFormat);
        QCOMPARE(Settings::value(settings, SettingsKey::ResultsCopyLimitMb).toInt(), 12);
        QVERIFY(Settings::value(settings, SettingsKey::RecentDatabases)
                    .toStringList()
                    .contains(path(u"db.sqlite"_s)));
        QVERIFY(!settings.contains(u"results/copyLimitMB"_s));
        QVERIFY(!settings.contains(u"files/recentDatabases"_s));
    }

    // While it runs the copy is there; a clean quit removes it.
    void cleanQuitLeavesNoCopy()
    {
        Nelumbo app(*m_dir);
        QVERIFY(app.start({path(u"db.sqlite"_s)}));
        QCOMPARE(app.command("newtab"), "ok");
        QCOMPARE(app.command("type SELECT 1"), "ok");
        QTRY_COMPARE_WITH_TIMEOUT(recoveryFiles().size(), 1, 2000);
        QCOMPARE(app.command("quit"), "ok");
        QVERIFY(app.process().waitForFinished(15000));
        QCOMPARE(app.process().exitCode(), 0);
        QVERIFY(recoveryFiles().isEmpty());
        QVERIFY(!QDir(path(u"config/nelumbo.recovery"_s)).exists());
        QVERIFY(savedTexts().contains(u"SELECT 1"_s));
    }

    // Steady typing is saved too (a change does not postpone the copy), and a big copy is
    // written by another thread: the event loop never waits 100 ms for it.
    void copiesAreWrittenOffTheUiThreadWhileTyping()
    {
        const QByteArray ownConfig = qgetenv("NELUMBO_CONFIG");
        qputenv("NELUMBO_CONFIG", QFile::encodeName(configFile()));
        const auto restore = qScopeGuard([&ownConfig] { qputenv("NELUMBO_CONFIG", ownConfig); });
        SessionState session;
        session.tabs << TabState{{}, QString(50'000'000, u'x'), true, 0, {}};
        RecoveryStore store([&session] { return session; });
        QSignalSpy written(&store, &RecoveryStore::written);
        qint64 longestGap = 0;
        QElapsedTimer clock, sinceLastTick;
        QTimer ticker;
        ticker.setTimerType(Qt::PreciseTimer);
        connect(&ticker, &QTimer::timeout, this, [&] {
            longestGap = qMax(longestGap, sinceLastTick.restart());
            store.changed(); // a key every 5 ms
        });
        clock.start();
        sinceLastTick.start();
        ticker.start(5);
        QTRY_VERIFY_WITH_TIMEOUT(written.count() >= 2, 10000);
        ticker.stop();
        QVERIFY2(clock.elapsed() < 4000, "changes postponed the copy");
        // A stall is a freeze a user would see; finer figures belong to tests/bench.
        qInfo("longest event-loop gap %lld ms", longestGap);
        QVERIFY2(longestGap < 1000, qPrintable(u"stalled %1 ms"_s.arg(longestGap)));
        QCOMPARE(recoveryFiles().size(), 1);
        QVERIFY(QFileInfo(path(u"config/nelumbo.recovery/"_s) + recoveryFiles().first()).size() >
                100'000'000);
        store.discard();
        QVERIFY(recoveryFiles().isEmpty());
    }
};

NELUMBO_TEST_MAIN(TstRecovery)
#include "tst_recovery.moc"
