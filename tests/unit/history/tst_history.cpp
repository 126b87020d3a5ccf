#include "CoreTestMain.h"
#include "core/Settings.h"
#include "history/HistorySettings.h"
#include "history/HistoryStore.h"
#include "history/QueryHistory.h"
#include "source/SourceStore.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

using namespace nelumbo;
using namespace Qt::StringLiterals;

class TstHistory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString config() const { return m_dir.filePath(QStringLiteral("nelumbo.conf")); }
    QString newPath() { return m_dir.filePath(QStringLiteral("h%1.sqlite").arg(++m_files)); }

    static HistoryEntry entry(const QString& statement, const QString& source = u"demo"_s,
                              bool failed = false, const QDateTime& at = {})
    {
        HistoryEntry e;
        e.statement = statement;
        e.sourceName = source;
        e.language = QStringLiteral("sql:sqlite");
        e.startedAt = at.isValid() ? at : QDateTime::currentDateTimeUtc();
        e.durationMs = 12;
        e.rows = failed ? -1 : 3;
        e.failed = failed;
        e.error = failed ? QStringLiteral("no such table: Nope") : QString();
        return e;
    }

    static QStringList statements(const QList<HistoryEntry>& entries)
    {
        QStringList out;
        for (const HistoryEntry& e : entries)
            out << e.statement;
        return out;
    }

    void writeSettings(const std::function<void(QSettings&)>& write)
    {
        QSettings s(config(), QSettings::IniFormat);
        s.clear();
        write(s);
        s.sync();
    }

    // Records through the window's path and says what the history answered.
    static qint64 recordVia(QueryHistory& history, const HistoryEntry& e)
    {
        QSignalSpy recorded(&history, &QueryHistory::recorded);
        history.record(e);
        if (!recorded.wait(10000))
            return -1;
        return recorded.at(0).at(0).toLongLong();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("NELUMBO_CONFIG", QFile::encodeName(config()));
    }

    void init()
    {
        writeSettings([](QSettings&) {});
    }

    void recordedAndSearched()
    {
        const QString path = newPath();
        const QDateTime t0 = QDateTime::currentDateTimeUtc().addSecs(-60);
        {
            auto store = HistoryStore::open(path);
            QVERIFY2(store.ok(), qPrintable(store.error().message));
            auto& s = *store.value();
            QVERIFY(s.record(entry(u"SELECT Name FROM Artist"_s, u"demo"_s, false, t0), 0, 0));
            QVERIFY(s.record(entry(u"SELECT * FROM Nope"_s, u"demo"_s, true, t0.addSecs(1)), 0, 0));
            QVERIFY(s.record(entry(u"select title from album"_s, u"shop"_s, false, t0.addSecs(2)),
                             0, 0));
        }
        auto store = HistoryStore::open(path); // reopened: still there
        QVERIFY(store.ok());
        auto& s = *store.value();

        auto all = s.search({});
        QVERIFY(all.ok());
        QCOMPARE(statements(all.value()),
                 (QStringList{u"select title from album"_s, u"SELECT * FROM Nope"_s,
                              u"SELECT Name FROM Artist"_s})); // newest first
        const HistoryEntry& failed = all->at(1);
        QVERIFY(failed.failed);
        QCOMPARE(failed.error, u"no such table: Nope"_s);
        QCOMPARE(failed.rows, -1);
        QCOMPARE(failed.sourceName, u"demo"_s);
        QCOMPARE(failed.language, u"sql:sqlite"_s);
        QCOMPARE(failed.durationMs, 12);
        QCOMPARE(failed.startedAt.toMSecsSinceEpoch(), t0.addSecs(1).toMSecsSinceEpoch());
        QCOMPARE(all->at(0).rows, 3);

        HistoryFilter f;
        f.text = u"FROM A"_s; // any case: Artist and album
        QCOMPARE(statements(s.search(f).value()),
                 (QStringList{u"select title from album"_s, u"SELECT Name FROM Artist"_s}));
        f.source = u"demo"_s;
        QCOMPARE(statements(s.search(f).value()), QStringList{u"SELECT Name FROM Artist"_s});
        f = {};
        f.outcome = HistoryFilter::Outcome::Failed;
        QCOMPARE(statements(s.search(f).value()), QStringList{u"SELECT * FROM Nope"_s});
        f.outcome = HistoryFilter::Outcome::Succeeded;
        QCOMPARE(s.search(f)->size(), 2);
        f = {};
        f.limit = 1;
        QCOMPARE(statements(s.search(f).value()), QStringList{u"select title from album"_s});
        f.text = u"no match at all"_s;
        QVERIFY(s.search(f)->isEmpty());

        QCOMPARE(s.sources().value(), (QStringList{u"demo"_s, u"shop"_s}));
        QVERIFY(s.remove({all->at(0).id, all->at(2).id}));
        QCOMPARE(statements(s.search({}).value()), QStringList{u"SELECT * FROM Nope"_s});
    }

    void boundedByEntries()
    {
        auto store = HistoryStore::open(newPath());
        QVERIFY(store.ok());
        const QDateTime t0 = QDateTime::currentDateTimeUtc().addSecs(-100);
        for (int i = 0; i < 8; ++i)
            QVERIFY(store.value()->record(
                entry(u"SELECT %1"_s.arg(i), u"demo"_s, false, t0.addSecs(i)), 5, 0));
        QCOMPARE(store.value()->count().value(), 5);
        QCOMPARE(statements(store.value()->search({}).value()),
                 (QStringList{u"SELECT 7"_s, u"SELECT 6"_s, u"SELECT 5"_s, u"SELECT 4"_s,
                              u"SELECT 3"_s}));
    }

    void boundedByDays()
    {
        auto store = HistoryStore::open(newPath());
        QVERIFY(store.ok());
        auto& s = *store.value();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(s.record(entry(u"SELECT 'forty days ago'"_s, u"demo"_s, false, now.addDays(-40)), 0,
                         0));
        QVERIFY(
            s.record(entry(u"SELECT 'ten days ago'"_s, u"demo"_s, false, now.addDays(-10)), 0, 0));
        QCOMPARE(s.count().value(), 2);
        QVERIFY(s.record(entry(u"SELECT 'now'"_s), 0, 30));
        QCOMPARE(statements(s.search({}).value()),
                 (QStringList{u"SELECT 'now'"_s, u"SELECT 'ten days ago'"_s}));
    }

    void settingsAreReadFromTheConfigFile()
    {
        HistorySettings defaults = HistorySettings::read();
        QVERIFY(defaults.enabled);
        QCOMPARE(defaults.maxEntries, 10000);
        QCOMPARE(defaults.maxDays, 0);
        QCOMPARE(defaults.path, defaultHistoryPath());
        writeSettings([](QSettings& s) {
            s.setValue(u"history/max_entries"_s, 3);
            s.setValue(u"history/max_days"_s, 7);
            s.setValue(u"history/file"_s, u"mine.sqlite"_s);
        });
        const HistorySettings read = HistorySettings::read();
        QCOMPARE(read.maxEntries, 3);
        QCOMPARE(read.maxDays, 7);
        QCOMPARE(read.path, m_dir.filePath(u"mine.sqlite"_s)); // next to the config file

        // The window's path applies the bounds of the settings.
        const QString path = newPath();
        writeSettings([&path](QSettings& s) {
            s.setValue(u"history/max_entries"_s, 2);
            s.setValue(u"history/file"_s, path);
        });
        QueryHistory history(HistorySettings::read().path);
        for (int i = 0; i < 4; ++i)
            QVERIFY(recordVia(history, entry(u"SELECT %1"_s.arg(i))) > 0);
        QCOMPARE(HistoryStore::open(path).value()->count().value(), 2);
    }

    void turnedOffGlobally()
    {
        writeSettings([](QSettings& s) { s.setValue(u"history/enabled"_s, false); });
        const QString path = newPath();
        QueryHistory history(path);
        QCOMPARE(recordVia(history, entry(u"SELECT 'not kept'"_s)), 0);
        writeSettings([](QSettings&) {}); // read anew for every statement
        QVERIFY(recordVia(history, entry(u"SELECT 'kept'"_s)) > 0);
        QCOMPARE(statements(HistoryStore::open(path).value()->search({}).value()),
                 QStringList{u"SELECT 'kept'"_s});
    }

    void turnedOffPerSource()
    {
        writeSettings([](QSettings& s) {
            s.setValue(u"source.private/url"_s, u"sqlite:///tmp/private.db"_s);
            s.setValue(u"source.private/history"_s, u"off"_s);
            s.setValue(u"source.typo/url"_s, u"sqlite:///tmp/typo.db"_s);
            s.setValue(u"source.typo/history"_s, u"of"_s);
            s.setValue(u"source.open/url"_s, u"sqlite:///tmp/open.db"_s);
            s.setValue(u"source.demo/history"_s, u"off"_s);
        });
        const SourceStore::Contents contents = SourceStore().load();
        QHash<QString, bool> history;
        for (const SourceDefinition& d : contents.sources)
            history.insert(d.name, d.history);
        QCOMPARE(history.value(u"private"_s, true), false);
        QCOMPARE(history.value(u"typo"_s, true), false); // a misspelt value keeps it out
        QCOMPARE(history.value(u"open"_s, false), true);
        QCOMPARE(history.value(u"demo"_s, true), false);
        QCOMPARE(contents.warnings.filter(u"history must be on or off"_s).size(), 1);

        const QString path = newPath();
        QueryHistory history2(path);
        QCOMPARE(recordVia(history2, entry(u"SELECT secret FROM payroll"_s, u"private"_s)), 0);
        QCOMPARE(recordVia(history2, entry(u"SELECT 1"_s, u"demo"_s)), 0);
        QVERIFY(recordVia(history2, entry(u"SELECT 2"_s, u"open"_s)) > 0);
        // An ad-hoc source is shown by its URL, which is no source name.
        QVERIFY(recordVia(history2, entry(u"SELECT 3"_s, u"sqlite:///tmp/x.db"_s)) > 0);
        QCOMPARE(statements(HistoryStore::open(path).value()->search({}).value()),
                 (QStringList{u"SELECT 3"_s, u"SELECT 2"_s}));
    }

    // The file is locked by another writer (nelumbo-cli, another window): record() returns at
    // once, the caller's event loop runs on, and the entries arrive once the lock is gone.
    void writesDoNotBlockTheCaller()
    {
        const QString path = newPath();
        QVERIFY(HistoryStore::open(path).ok()); // the file and its table exist
        const QString name = u"tst-history-locker"_s;
        {
            QSqlDatabase locker = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            locker.setDatabaseName(path);
            QVERIFY(locker.open());
            QSqlQuery q(locker);
            QVERIFY(q.exec(u"BEGIN EXCLUSIVE"_s));

            QueryHistory history(path);
            QSignalSpy recorded(&history, &QueryHistory::recorded);
            for (int i = 0; i < 20; ++i)
                history.record(entry(u"SELECT %1"_s.arg(i)));
            // Back here while the lock holds: nothing is written yet, and events still flow.
            bool ticked = false;
            QTimer::singleShot(0, this, [&ticked] { ticked = true; });
            QTRY_VERIFY(ticked);
            QVERIFY(q.exec(u"SELECT count(*) FROM history"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            QVERIFY(recorded.isEmpty());

            QVERIFY(q.exec(u"COMMIT"_s));
            QTRY_COMPARE_WITH_TIMEOUT(recorded.size(), 20, 15000);
            for (const QList<QVariant>& args : std::as_const(recorded))
                QVERIFY(args.at(0).toLongLong() > 0);
            QVERIFY(q.exec(u"SELECT count(*) FROM history"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 20);
        }
        QSqlDatabase::removeDatabase(name);
    }

    // Two writers at once (the window and nelumbo-cli): nothing is lost.
    void concurrentWritersLoseNothing()
    {
        const QString path = newPath();
        QVERIFY(HistoryStore::open(path).ok());
        QueryHistory a(path);
        QueryHistory b(path);
        QSignalSpy fromA(&a, &QueryHistory::recorded);
        QSignalSpy fromB(&b, &QueryHistory::recorded);
        for (int i = 0; i < 50; ++i) {
            a.record(entry(u"SELECT 'a%1'"_s.arg(i)));
            b.record(entry(u"SELECT 'b%1'"_s.arg(i), u"shop"_s));
        }
        QTRY_COMPARE_WITH_TIMEOUT(fromA.size() + fromB.size(), 100, 30000);
        auto store = HistoryStore::open(path);
        QCOMPARE(store.value()->count().value(), 100);
        HistoryFilter f;
        f.source = u"shop"_s;
        QCOMPARE(store.value()->search(f)->size(), 50);
    }
};

NELUMBO_CORE_TEST_MAIN(TstHistory)
#include "tst_history.moc"
