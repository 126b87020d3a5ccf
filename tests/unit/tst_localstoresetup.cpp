// The journal of the engine's own SQLite files: the history is written through a log that a
// closing process does not checkpoint; the saved-query library keeps the rollback journal.
#include "CoreTestMain.h"
#include "core/LocalStoreSetup.h"
#include "history/HistoryStore.h"
#include "history/QueryHistory.h"
#include "queries/SavedQueryStore.h"
#include "sqlite/SqliteLocalStore.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace nelumbo;
using namespace Qt::StringLiterals;

class TstLocalStoreSetup : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newPath() { return m_dir.filePath(u"store%1.sqlite"_s.arg(++m_files)); }

    // A connection of its own, as another process would have, answering one PRAGMA.
    static QString pragma(const QString& path, const QString& name)
    {
        const QString connection = u"probe-"_s + name;
        QString value;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            db.setDatabaseName(path);
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(u"PRAGMA "_s + name) && q.next())
                    value = q.value(0).toString();
            }
        }
        QSqlDatabase::removeDatabase(connection);
        return value;
    }

    static HistoryEntry entry(const QString& statement)
    {
        HistoryEntry e;
        e.statement = statement;
        e.sourceName = u"demo"_s;
        e.startedAt = QDateTime::currentDateTimeUtc();
        return e;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cleanup() { LocalStoreSetup::install({}); }

    void withoutSetupTheDriverDefaultsStay()
    {
        const QString path = newPath();
        {
            auto store = HistoryStore::open(path);
            QVERIFY2(store.ok(), qPrintable(store.error().message));
            QVERIFY(store.value()->record(entry(u"SELECT 1"_s), 0, 0));
        }
        QCOMPARE(pragma(path, u"journal_mode"_s), u"delete"_s);
        QVERIFY(!QFileInfo::exists(path + u"-wal"_s));
    }

    void historyKeepsItsLogOnClose()
    {
        LocalStoreSetup::install(&setUpSqliteLocalStore);
        const QString path = newPath();
        {
            auto store = HistoryStore::open(path);
            QVERIFY2(store.ok(), qPrintable(store.error().message));
            for (int i = 0; i < 20; ++i)
                QVERIFY(store.value()->record(entry(u"SELECT %1"_s.arg(i)), 0, 0));
        }
        // Closed without a checkpoint: the commits are still in the log, not yet in the file.
        QVERIFY(QFileInfo(path + u"-wal"_s).size() > 0);
        {
            auto reopened = HistoryStore::open(path);
            QVERIFY(reopened.ok());
            QCOMPARE(reopened.value()->count().value(), 20);
            QCOMPARE(reopened.value()->search({}).value().first().statement, u"SELECT 19"_s);
        }
        // A reader with SQLite's defaults sees the same and checkpoints as it closes.
        QCOMPARE(pragma(path, u"journal_mode"_s), u"wal"_s);
        QVERIFY(!QFileInfo::exists(path + u"-wal"_s));
        QCOMPARE(HistoryStore::open(path).value()->count().value(), 20);
    }

    void recordsSyncAtCheckpoints()
    {
        const QString connection = u"synced"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            db.setDatabaseName(newPath());
            QVERIFY(db.open());
            QVERIFY(setUpSqliteLocalStore(db));
            QSqlQuery q(db);
            QVERIFY(q.exec(u"PRAGMA synchronous"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 1); // NORMAL
            QVERIFY(q.exec(u"PRAGMA journal_size_limit"_s) && q.next());
            QCOMPARE(q.value(0).toLongLong(), 1048576);
        }
        QSqlDatabase::removeDatabase(connection);
    }

    // A library may be shared over the network, where the log does not work.
    void savedQueriesKeepTheRollbackJournal()
    {
        LocalStoreSetup::install(&setUpSqliteLocalStore);
        const QString path = newPath();
        {
            auto store = SavedQueryStore::open(path);
            QVERIFY2(store.ok(), qPrintable(store.error().message));
            SavedQuery query;
            query.name = u"artists"_s;
            query.statement = u"SELECT * FROM Artist"_s;
            QVERIFY(store.value()->save(query).ok());
        }
        QCOMPARE(pragma(path, u"journal_mode"_s), u"delete"_s);
        QVERIFY(!QFileInfo::exists(path + u"-wal"_s));
    }

    // The window and nelumbo-cli writing at once through the log: nothing lost.
    void concurrentWritersLoseNothing()
    {
        LocalStoreSetup::install(&setUpSqliteLocalStore);
        const QString path = newPath();
        QVERIFY(HistoryStore::open(path).ok());
        QueryHistory a(path);
        QueryHistory b(path);
        QSignalSpy fromA(&a, &QueryHistory::recorded);
        QSignalSpy fromB(&b, &QueryHistory::recorded);
        for (int i = 0; i < 50; ++i) {
            a.record(entry(u"SELECT 'a%1'"_s.arg(i)));
            b.record(entry(u"SELECT 'b%1'"_s.arg(i)));
        }
        QTRY_COMPARE_WITH_TIMEOUT(fromA.size() + fromB.size(), 100, 30000);
        for (const QList<QVariant>& ids : std::as_const(fromA) + std::as_const(fromB))
            QVERIFY(ids.at(0).toLongLong() > 0);
        QCOMPARE(HistoryStore::open(path).value()->count().value(), 100);
    }

    void aFileOfAnotherDriverIsAnError()
    {
        const QString connection = u"other"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, connection);
            const Result<void> r = setUpSqliteLocalStore(db);
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, u"store_failed"_s);
            QVERIFY2(r.error().message.contains(u"not an SQLite database"_s),
                     qPrintable(r.error().message));
        }
        QSqlDatabase::removeDatabase(connection);
    }
};

NELUMBO_CORE_TEST_MAIN(TstLocalStoreSetup)
#include "tst_localstoresetup.moc"
