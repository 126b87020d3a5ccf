// nelumbo-cli run --history and nelumbo-cli history, on a Chinook copy, with the history in
// the data folder of a private home.
#include "CliRunner.h"
#include "CoreTestMain.h"
#include "NoKeychain.h"
#include "TestData.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

namespace {
struct Run : nelumbo::testing::CliRun
{
    QJsonArray array() const { return QJsonDocument::fromJson(out.toUtf8()).array(); }
};
} // namespace

class TstCliHistory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_config;
    QProcessEnvironment m_env;

    Run run(const QStringList& arguments) const
    {
        nelumbo::testing::CliRunner runner;
        runner.environment = m_env;
        runner.workingDirectory = m_dir.path();
        return {runner.run(arguments)};
    }

    Run history(const QStringList& arguments = {}) const
    {
        return run(QStringList{u"history"_s, u"--format"_s, u"json"_s} + arguments);
    }

    void setConfig(const QString& key, const QVariant& value)
    {
        QSettings s(m_config, QSettings::IniFormat);
        if (value.isValid())
            s.setValue(key, value);
        else
            s.remove(key);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(u"chinook.sqlite"_s);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), db));
        QFile::setPermissions(db, QFile::ReadOwner | QFile::WriteOwner);
        for (const char* dir : {"home", "data", "config"})
            QVERIFY(QDir(m_dir.path()).mkpath(QLatin1String(dir)));
        m_config = m_dir.filePath(u"config/nelumbo.conf"_s);
        setConfig(u"source.shop/url"_s, QString(u"sqlite://"_s + db));
        setConfig(u"source.private/url"_s, QString(u"sqlite://"_s + db));
        setConfig(u"source.private/history"_s, u"off"_s);
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(u"HOME"_s, m_dir.filePath(u"home"_s));
        m_env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        m_env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
        m_env.insert(u"NELUMBO_CONFIG"_s, m_config);
        m_env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        m_env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, noKeychainBus());
    }

    void emptyHistory()
    {
        const Run r = history();
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.array(), QJsonArray());
    }

    void runWithHistoryIsRecorded()
    {
        Run r = run({u"run"_s, u"--history"_s, u"--source"_s, u"shop"_s,
                     u"SELECT Name FROM Artist WHERE ArtistId = 1"_s});
        QCOMPARE(r.exitCode, 0);
        r = run(
            {u"run"_s, u"--history"_s, u"--source"_s, u"shop"_s, u"SELECT * FROM NoSuchTable"_s});
        QCOMPARE(r.exitCode, 1);
        r = run({u"run"_s, u"--source"_s, u"shop"_s, u"SELECT 'without --history'"_s});
        QCOMPARE(r.exitCode, 0);

        // In the data folder, where the app keeps it too.
        QStringList files;
        for (QDirIterator it(m_dir.filePath(u"data"_s), {u"history.sqlite"_s}, QDir::Files,
                             QDirIterator::Subdirectories);
             it.hasNext();)
            files << it.next();
        QCOMPARE(files.size(), 1);

        r = history();
        QCOMPARE(r.exitCode, 0);
        const QJsonArray entries = r.array();
        QCOMPARE(entries.size(), 2);
        const QJsonObject failed = entries.at(0).toObject(); // newest first
        QCOMPARE(failed.value("statement").toString(), u"SELECT * FROM NoSuchTable"_s);
        QCOMPARE(failed.value("outcome").toString(), u"failed"_s);
        QVERIFY2(failed.value("error").toString().contains(u"NoSuchTable"_s),
                 qPrintable(failed.value("error").toString()));
        const QJsonObject ok = entries.at(1).toObject();
        QCOMPARE(ok.value("statement").toString(), u"SELECT Name FROM Artist WHERE ArtistId = 1"_s);
        QCOMPARE(ok.value("outcome").toString(), u"succeeded"_s);
        QCOMPARE(ok.value("source").toString(), u"shop"_s);
        QCOMPARE(ok.value("language").toString(), u"sql:sqlite"_s);
        QCOMPARE(ok.value("rows").toInt(), 1);
        QVERIFY(ok.value("error").isNull());
        QVERIFY(ok.value("duration_ms").toInteger(-1) >= 0);
        const QDateTime started =
            QDateTime::fromString(ok.value("started").toString(), Qt::ISODateWithMs);
        QVERIFY(started.isValid());
        QVERIFY(started <=
                QDateTime::fromString(failed.value("started").toString(), Qt::ISODateWithMs));
    }

    void everyStatementOfAScript()
    {
        const Run r = run(
            {u"run"_s, u"--history"_s, u"--source"_s, u"shop"_s, u"SELECT 'one'; SELECT 'two'"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray entries = history({u"--limit"_s, u"2"_s}).array();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.at(0).toObject().value("statement").toString(), u"SELECT 'two'"_s);
        QCOMPARE(entries.at(1).toObject().value("statement").toString(), u"SELECT 'one'"_s);
    }

    void searchAndFilters()
    {
        QJsonArray found = history({u"--search"_s, u"artist"_s}).array(); // any case
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).toObject().value("statement").toString(),
                 u"SELECT Name FROM Artist WHERE ArtistId = 1"_s);
        found = history({u"--failed"_s}).array();
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).toObject().value("outcome").toString(), u"failed"_s);
        QCOMPARE(history({u"--succeeded"_s}).array().size(), 3);
        QCOMPARE(history({u"--source"_s, u"shop"_s}).array().size(), 4);
        QCOMPARE(history({u"--source"_s, u"elsewhere"_s}).array().size(), 0);
        found = history({u"--limit"_s, u"1"_s}).array();
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).toObject().value("statement").toString(), u"SELECT 'two'"_s);

        const Run table = run({u"history"_s, u"--search"_s, u"NoSuch"_s});
        QCOMPARE(table.exitCode, 0);
        const QStringList lines = table.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).contains(u"STATEMENT"_s), qPrintable(table.out));
        QVERIFY2(lines.at(1).contains(u"failed"_s) && lines.at(1).contains(u"shop"_s) &&
                     lines.at(1).endsWith(u"SELECT * FROM NoSuchTable"_s),
                 qPrintable(table.out));
    }

    void offForTheSourceOrEverywhere()
    {
        const int before = int(history({u"--limit"_s, u"0"_s}).array().size());
        Run r = run({u"run"_s, u"--history"_s, u"--source"_s, u"private"_s, u"SELECT 'private'"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(history({u"--limit"_s, u"0"_s}).array().size(), before);

        setConfig(u"history/enabled"_s, false);
        r = run({u"run"_s, u"--history"_s, u"--source"_s, u"shop"_s, u"SELECT 'off'"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(history({u"--limit"_s, u"0"_s}).array().size(), before);
        setConfig(u"history/enabled"_s, QVariant());

        setConfig(u"history/max_entries"_s, 2);
        r = run({u"run"_s, u"--history"_s, u"--source"_s, u"shop"_s, u"SELECT 'bounded'"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray left = history({u"--limit"_s, u"0"_s}).array();
        QCOMPARE(left.size(), 2);
        QCOMPARE(left.at(0).toObject().value("statement").toString(), u"SELECT 'bounded'"_s);
        setConfig(u"history/max_entries"_s, QVariant());
    }

    void usageErrors()
    {
        for (const QStringList& args : {QStringList{u"history"_s, u"--limit"_s, u"many"_s},
                                        QStringList{u"history"_s, u"--format"_s, u"csv"_s},
                                        QStringList{u"history"_s, u"--failed"_s, u"--succeeded"_s},
                                        QStringList{u"history"_s, u"extra"_s}}) {
            const Run r = run(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(u"error:"_s), qPrintable(r.err));
        }
        const Run help = run({u"history"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(u"--search TEXT"_s));
    }
};

NELUMBO_CORE_TEST_MAIN(TstCliHistory)
#include "tst_cli_history.moc"
