#include "../aiengine/PluginAdapter.h"
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "TestData.h"
#include "Waits.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/Session.h"
#include "adapter/SourceUrl.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"

#include <QElapsedTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>
#include <atomic>
#include <memory>

using namespace nelumbo;

namespace {
// A query language of a plugin: SQLite's text, but only the statements it lists count as
// reading, whatever core's SQL rules would say.
class ListedLanguage final : public QueryLanguage
{
public:
    ListedLanguage(const QueryLanguage& base, QStringList reads)
        : m_base(base)
        , m_reads(std::move(reads))
    {}
    QString id() const override { return QStringLiteral("listed:test"); }
    QString fenceLabel() const override { return QStringLiteral("listed"); }
    QList<StatementRange> split(QStringView script) const override { return m_base.split(script); }
    bool isBlank(QStringView text) const override { return m_base.isBlank(text); }
    AccessVerdict checkReadOnly(QStringView statement) const override
    {
        if (m_reads.contains(statement.toString()))
            return AccessVerdict::allow();
        return AccessVerdict::refuse(
            Error{QStringLiteral("not_listed"), QStringLiteral("not listed")});
    }
    AccessVerdict checkSingleStatement(QStringView statement) const override
    {
        return m_base.checkSingleStatement(statement);
    }
    Result<CompiledStatement>
    compileTemplate(QStringView text, const QVariantMap& values,
                    const QList<VariableDefinition>& definitions) const override
    {
        return m_base.compileTemplate(text, values, definitions);
    }
    QStringList variableNames(QStringView text) const override
    {
        return m_base.variableNames(text);
    }
    Result<void> checkPlaceholders(QStringView text) const override
    {
        return m_base.checkPlaceholders(text);
    }
    Result<QString> prepareForAnalysis(QStringView statement) const override
    {
        return m_base.prepareForAnalysis(statement);
    }

private:
    const QueryLanguage& m_base;
    QStringList m_reads;
};

const char* const kEndless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                             "SELECT count(*) FROM c";

// Where a GatedSession's cursor stops: reading row `row`, until the test opens the gate.
struct Gate
{
    std::atomic<int> row{0}; // 0: no gate
    QSemaphore reached;      // released when the cursor waits at the gate
    QSemaphore open;         // released by the test to let it read the row
};

// Rows 1, 2, 3, … of one column "n", read one by one; reading the gated row waits for the test.
class GatedCursor final : public RowCursor
{
public:
    explicit GatedCursor(Gate& gate)
        : m_gate(gate)
    {}
    QString error() const override { return {}; }
    bool isSelect() const override { return true; }
    QStringList columnNames() const override { return {QStringLiteral("n")}; }
    qint64 rowsAffected() const override { return -1; }
    bool next() override
    {
        if (m_row == 1000)
            return false;
        if (++m_row == m_gate.row.load()) {
            m_gate.reached.release();
            m_gate.open.acquire();
        }
        return true;
    }
    QVariant value(int) const override { return m_row; }
    void finish() override { m_row = 1000; }

private:
    Gate& m_gate;
    int m_row = 0;
};

// A session that is not a database: its interrupt comes too late for the row being read.
class GatedSession final : public Session
{
public:
    explicit GatedSession(Gate& gate)
        : m_gate(gate)
    {}
    std::unique_ptr<RowCursor> execute(const QString&, const QVariantList&) override
    {
        return std::make_unique<GatedCursor>(m_gate);
    }
    std::function<void()> makeCanceller() override
    {
        return [] {};
    }
    Result<void> setReadOnly(bool) override { return {}; }
    bool readsConcurrently() const override { return true; }
    Result<std::unique_ptr<Session>> openSecond(const QString&) override
    {
        return Error{QStringLiteral("unsupported"), QString()};
    }
    void close() override {}

private:
    Gate& m_gate;
};

class GatedAdapter final : public DatabaseAdapter
{
public:
    explicit GatedAdapter(Gate& gate)
        : m_gate(gate)
    {}
    QString id() const override { return QStringLiteral("gated-test"); }
    QString displayName() const override { return QStringLiteral("Gated test"); }
    QString queryLanguage() const override { return QStringLiteral("sql"); }
    QStringList urlSchemes() const override { return {QStringLiteral("gated-test")}; }
    QString highlightingDefinition() const override { return QStringLiteral("SQL"); }
    Result<std::unique_ptr<Session>> openSession(const SourceUrl&, const QString&) const override
    {
        return std::unique_ptr<Session>(std::make_unique<GatedSession>(m_gate));
    }
    Result<Catalog> introspect(Session&) const override { return Catalog{}; }

private:
    Gate& m_gate;
};

Gate& gate()
{
    static Gate g;
    return g;
}
} // namespace

class TstConnection : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_url;

    std::unique_ptr<Connection> openConnection()
    {
        auto c = std::make_unique<Connection>();
        QSignalSpy opened(c.get(), &Connection::opened);
        c->open(m_url);
        if (!opened.wait(5000))
            return nullptr;
        return c;
    }

    // Waits until the handle stops running; returns false on time-out.
    static bool waitIdle(QueryHandle* h, int ms = 10000)
    {
        return nelumbo::testing::waitForQuery(h, ms);
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        AdapterRegistry::add(std::make_unique<GatedAdapter>(gate()));
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("chinook.sqlite"));
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("setup"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE VIEW \"Long Tracks\" AS SELECT * FROM Track "
                                          "WHERE Milliseconds > 600000")));
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE \"weird \"\"name\"\"; DROP\" "
                                          "(id INTEGER PRIMARY KEY, note TEXT NOT NULL)")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("setup"));
        m_url = SourceUrl::forFile(QStringLiteral("sqlite"), path);
    }

    void smallResult()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(
            QStringLiteral("SELECT ArtistId, Name FROM Artist ORDER BY ArtistId LIMIT 3"));
        QSignalSpy rows(h, &QueryHandle::rowsReady);
        QSignalSpy finished(h, &QueryHandle::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(h->columnNames(),
                 QStringList({QStringLiteral("ArtistId"), QStringLiteral("Name")}));
        QCOMPARE(rows.count(), 1);
        const QVariantList cells = rows.at(0).at(0).value<RowBatch>().toVariantList();
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().rowCount(), 3);
        QCOMPARE(cells.size(), 6);
        QCOMPARE(cells.at(0).toInt(), 1);
        QCOMPARE(cells.at(1).toString(), QStringLiteral("AC/DC"));
        QCOMPARE(cells.at(5).toString(), QStringLiteral("Aerosmith"));
        QCOMPARE(h->rowsFetched(), 3);
        QVERIFY(!h->hasMore());
        QCOMPARE(h->state(), QueryHandle::State::Finished);
        QVERIFY(h->elapsedNs() > 0);
    }

    void nullsStayNull()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(QStringLiteral("SELECT NULL, '', 0"));
        QSignalSpy rows(h, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(h, &QueryHandle::finished).wait(5000));
        const QVariantList cells = rows.at(0).at(0).value<RowBatch>().toVariantList();
        QVERIFY(cells.at(0).isNull());
        QVERIFY(!cells.at(1).isNull());
        QVERIFY(!cells.at(2).isNull());
    }

    void rowsArriveInBatches()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h =
            c->execute(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL "
                                      "SELECT x + 1 FROM c WHERE x < 10000) SELECT x FROM c"),
                       256);
        QList<int> batchSizes;
        QList<qint64> values;
        connect(h, &QueryHandle::rowsReady, this, [&](const RowBatch& rowBatch) {
            const QVariantList cells = rowBatch.toVariantList();
            const int n = rowBatch.rowCount();
            batchSizes << n;
            for (const QVariant& v : cells)
                values << v.toLongLong();
        });
        QVERIFY(waitIdle(h));
        QCOMPARE(batchSizes, QList<int>({256}));
        QVERIFY(h->hasMore());
        QCOMPARE(h->state(), QueryHandle::State::Idle);
        while (h->hasMore()) {
            h->fetchMore(4096);
            QVERIFY(waitIdle(h));
        }
        QCOMPARE(h->state(), QueryHandle::State::Finished);
        QCOMPARE(batchSizes, QList<int>({256, 4096, 4096, 1552}));
        QCOMPARE(values.size(), 10000);
        for (int i = 0; i < values.size(); ++i)
            QCOMPARE(values.at(i), qint64(i + 1));
    }

    void parametersAreBoundNotSpliced()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(
            QStringLiteral(
                "SELECT Name FROM Artist WHERE ArtistId = ? OR Name = ? ORDER BY ArtistId"),
            {1, QStringLiteral("Aerosmith")});
        QSignalSpy rows(h, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(h, &QueryHandle::finished).wait(5000));
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().rowCount(), 2);
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().toVariantList().at(1).toString(),
                 QStringLiteral("Aerosmith"));
        // Text that looks like SQL stays a value.
        QueryHandle* evil = c->execute(QStringLiteral("SELECT count(*) FROM Artist WHERE Name = ?"),
                                       {QStringLiteral("x' OR '1'='1")});
        QSignalSpy evilRows(evil, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(evil, &QueryHandle::finished).wait(5000));
        QCOMPARE(evilRows.at(0).at(0).value<RowBatch>().toVariantList().at(0).toInt(), 0);
        // A parameter count mismatch is an error, not a crash.
        QueryHandle* bad = c->execute(QStringLiteral("SELECT ?"), {1, 2});
        QVERIFY(nelumbo::testing::waitForQuery(bad, 5000));
        QCOMPARE(bad->state(), QueryHandle::State::Failed);
        QVERIFY(!bad->error().message.isEmpty());
    }

    void readOnlyByDefault()
    {
        auto c = openConnection();
        QVERIFY(c);
        QVERIFY(c->isReadOnly());
        QueryHandle* h = c->execute(QStringLiteral("DELETE FROM Track"));
        QVERIFY(QSignalSpy(h, &QueryHandle::failed).wait(5000));
        QCOMPARE(h->error().code, QStringLiteral("data_change"));
        QVERIFY2(h->error().message.contains(QStringLiteral("DELETE")),
                 qPrintable(h->error().message));
        QueryHandle* two = c->execute(QStringLiteral("SELECT 1; SELECT 2"));
        QVERIFY(QSignalSpy(two, &QueryHandle::failed).wait(5000));
        QCOMPARE(two->error().code, QStringLiteral("multiple_statements"));
        QueryHandle* count = c->execute(QStringLiteral("SELECT count(*) FROM Track"));
        QSignalSpy rows(count, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(count, &QueryHandle::finished).wait(5000));
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().toVariantList().at(0).toInt(),
                 3503); // nothing was deleted
    }

    // The enforcement point asks the adapter's language, not core's SQL rules: a plugin
    // language decides what reads.
    void readOnlyAsksTheAdaptersLanguage()
    {
        const DatabaseAdapter* sqlite = AdapterRegistry::forScheme(QStringLiteral("sqlite"));
        QVERIFY(sqlite);
        static const ListedLanguage language(sqlite->language(),
                                             {QStringLiteral("SELECT count(*) FROM Genre")});
        if (!AdapterRegistry::forScheme(QStringLiteral("acmesqlite")))
            AdapterRegistry::add(std::make_unique<PluginAdapter>(*sqlite, &language));
        QString url = m_url;
        url.replace(0, url.indexOf(QLatin1Char(':')), QStringLiteral("acmesqlite"));
        Connection c;
        QSignalSpy opened(&c, &Connection::opened);
        c.open(url);
        QVERIFY(opened.wait(5000));
        QVERIFY(c.isReadOnly());

        // Core's SQL rules would run it; the plugin's language does not list it.
        QueryHandle* refused = c.execute(QStringLiteral("SELECT count(*) FROM Track"));
        QVERIFY(QSignalSpy(refused, &QueryHandle::failed).wait(5000));
        QCOMPARE(refused->error().code, QStringLiteral("not_listed"));

        QueryHandle* listed = c.execute(QStringLiteral("SELECT count(*) FROM Genre"));
        QSignalSpy rows(listed, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(listed, &QueryHandle::finished).wait(5000));
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().toVariantList().at(0).toInt(), 25);
    }

    void writeStatementReportsAffectedRows()
    {
        auto c = openConnection();
        QVERIFY(c);
        c->setReadOnly(false); // the explicit opt-in
        QueryHandle* h =
            c->execute(QStringLiteral("UPDATE \"weird \"\"name\"\"; DROP\" SET note = 'x'"));
        QVERIFY(QSignalSpy(h, &QueryHandle::finished).wait(5000));
        QVERIFY(!h->hasResultSet());
        QCOMPARE(h->rowsAffected(), 0);
    }

    void sqlErrorIsAValue()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(QStringLiteral("SELECT * FROM NoSuchTable"));
        QSignalSpy failed(h, &QueryHandle::failed);
        QVERIFY(failed.wait(5000));
        QCOMPARE(h->error().code, QStringLiteral("query_failed"));
        QVERIFY2(h->error().message.contains(QStringLiteral("no such table")),
                 qPrintable(h->error().message));
        // The session survives the error.
        QueryHandle* ok = c->execute(QStringLiteral("SELECT 1"));
        QVERIFY(QSignalSpy(ok, &QueryHandle::finished).wait(5000));
    }

    void openErrors()
    {
        Connection missing;
        QSignalSpy failed(&missing, &Connection::openFailed);
        missing.open(SourceUrl::forFile(QStringLiteral("sqlite"),
                                        m_dir.filePath(QStringLiteral("nope.db"))));
        QVERIFY(failed.wait(5000));
        QCOMPARE(failed.at(0).at(0).value<Error>().code, QStringLiteral("file_not_found"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("nope.db")))); // not created

        const QString text = m_dir.filePath(QStringLiteral("notes.txt"));
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        Connection garbage;
        QSignalSpy failed2(&garbage, &Connection::openFailed);
        garbage.open(SourceUrl::forFile(QStringLiteral("sqlite"), text));
        QVERIFY(failed2.wait(5000));
        QVERIFY(failed2.at(0).at(0).value<Error>().message.contains(
            QStringLiteral("Not an SQLite database")));

        Connection bad;
        QSignalSpy failed3(&bad, &Connection::openFailed);
        bad.open(QStringLiteral("nonsense"));
        QVERIFY(failed3.wait(5000));
        QCOMPARE(failed3.at(0).at(0).value<Error>().code, QStringLiteral("invalid_source_url"));
    }

    void cancelInterruptsRunningStatement()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(QString::fromLatin1(kEndless));
        QSignalSpy failed(h, &QueryHandle::failed);
        // Kept: lets the statement reach the database before the cancel; it never ends by
        // itself, so the check below holds however long this takes.
        QTest::qWait(300);
        QCOMPARE(h->state(), QueryHandle::State::Running);
        QElapsedTimer t;
        t.start();
        h->cancel();
        QVERIFY(failed.wait(5000));
        qInfo("cancelled after %lld ms", t.elapsed());
        QCOMPARE(h->error().code, QStringLiteral("cancelled"));
        // The connection stays usable.
        QueryHandle* next = c->execute(QStringLiteral("SELECT count(*) FROM Track"));
        QSignalSpy rows(next, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(next, &QueryHandle::finished).wait(5000));
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().toVariantList().at(0).toInt(), 3503);
    }

    void cancelPartlyFetchedResult()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(QStringLiteral("SELECT * FROM Track"), 10);
        QVERIFY(waitIdle(h));
        QVERIFY(h->hasMore());
        QSignalSpy failed(h, &QueryHandle::failed);
        h->cancel();
        QCOMPARE(failed.count(), 1);
        QCOMPARE(h->error().code, QStringLiteral("cancelled"));
        QVERIFY(!h->hasMore());
        QueryHandle* next = c->execute(QStringLiteral("SELECT 7"));
        QVERIFY(QSignalSpy(next, &QueryHandle::finished).wait(5000));
    }

    // A cancel that arrives while a fetch reads the last row of its batch still ends the
    // statement: the handle reports "cancelled" instead of waiting, idle, for ever.
    void cancelMeetingTheEndOfAFetchedBatch()
    {
        auto c = std::make_unique<Connection>();
        QSignalSpy opened(c.get(), &Connection::opened);
        c->open(QStringLiteral("gated-test://localhost/rows"));
        QVERIFY(opened.wait(5000));
        c->setReadOnly(false); // its language is the plain one, which calls nothing a read
        QueryHandle* h = c->execute(QStringLiteral("SELECT n"), 2);
        QVERIFY(waitIdle(h));
        QCOMPARE(h->state(), QueryHandle::State::Idle);
        QCOMPARE(h->rowsFetched(), 2);

        gate().row.store(4); // the last row of the next batch of two
        QSignalSpy failed(h, &QueryHandle::failed);
        h->fetchMore(2);
        QVERIFY(gate().reached.tryAcquire(1, 5000));
        QCOMPARE(h->state(), QueryHandle::State::Running);
        h->cancel();
        gate().open.release();

        QVERIFY2(failed.wait(5000), "the cancel was lost: the handle never said it ended");
        QCOMPARE(h->error().code, QStringLiteral("cancelled"));
        QCOMPARE(h->state(), QueryHandle::State::Failed);
        QVERIFY(!h->hasMore());
        gate().row.store(0);
    }

    // A cancel sent after the worker took its last look at a batch, while that batch's rows
    // are still on their way, still ends the statement.
    void cancelAfterTheWorkerFinishedTheBatch()
    {
        auto c = std::make_unique<Connection>();
        QSignalSpy opened(c.get(), &Connection::opened);
        c->open(QStringLiteral("gated-test://localhost/rows"));
        QVERIFY(opened.wait(5000));
        c->setReadOnly(false);
        QueryHandle* h = c->execute(QStringLiteral("SELECT n"), 2);
        QVERIFY(waitIdle(h));

        // The next statement's first row holds the worker, so by then it has finished h's batch.
        gate().row.store(1);
        QSignalSpy failed(h, &QueryHandle::failed);
        h->fetchMore(2);
        QueryHandle* next = c->execute(QStringLiteral("SELECT n"), 2);
        QVERIFY(gate().reached.tryAcquire(1, 5000));
        QCOMPARE(h->state(), QueryHandle::State::Running); // its rows are not delivered yet
        h->cancel();
        gate().open.release();

        QVERIFY2(failed.wait(5000), "the cancel was lost: the handle never said it ended");
        QCOMPARE(h->error().code, QStringLiteral("cancelled"));
        QVERIFY(!h->hasMore());
        QVERIFY(waitIdle(next));
        QCOMPARE(next->rowsFetched(), 2);
        gate().row.store(0);
    }

    void callerThreadStaysFree()
    {
        auto c = openConnection();
        QVERIFY(c);
        QueryHandle* h = c->execute(QString::fromLatin1(kEndless));
        // While the database is busy, this thread's timers keep firing.
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
        timer.start(10);
        // Kept: the span the ticks are counted over; the statement never ends by itself.
        QTest::qWait(1000);
        QVERIFY2(ticks >= 50, qPrintable(QString::number(ticks)));
        QCOMPARE(h->state(), QueryHandle::State::Running);
        h->cancel();
        QVERIFY(waitIdle(h));
    }

    void destroyWhileRunningReturnsQuickly()
    {
        auto c = openConnection();
        QVERIFY(c);
        c->execute(QString::fromLatin1(kEndless));
        c->execute(QString::fromLatin1(kEndless)); // queued behind the first
        // Kept: lets the first statement start; destroying returns quickly either way.
        QTest::qWait(200);
        QElapsedTimer t;
        t.start();
        c.reset();
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
    }

    void catalog()
    {
        auto c = openConnection();
        QVERIFY(c);
        QSignalSpy ready(c.get(), &Connection::catalogReady);
        c->loadCatalog();
        QVERIFY(ready.wait(5000));
        const Catalog catalog = ready.at(0).at(0).value<Catalog>();
        QCOMPARE(catalog.size(), 1);
        QCOMPARE(catalog.at(0).name, QStringLiteral("main"));
        QStringList names;
        const TableInfo* album = nullptr;
        const TableInfo* view = nullptr;
        const TableInfo* weird = nullptr;
        for (const TableInfo& t : catalog.at(0).tables) {
            names << t.name;
            if (t.name == QLatin1String("Album"))
                album = &t;
            if (t.name == QLatin1String("Long Tracks"))
                view = &t;
            if (t.name.startsWith(QLatin1String("weird")))
                weird = &t;
        }
        QCOMPARE(names.size(), 13); // 11 Chinook tables, one view, one hostile name
        QVERIFY(album && view && weird);
        QCOMPARE(view->kind, TableInfo::Kind::View);
        QVERIFY(view->columns.size() >= 9);
        QCOMPARE(album->columns.size(), 3);
        QCOMPARE(album->columns.at(0).name, QStringLiteral("AlbumId"));
        QVERIFY(album->columns.at(0).primaryKey);
        QVERIFY(album->columns.at(1).notNull);
        QCOMPARE(album->columns.at(2).references, QStringLiteral("Artist.ArtistId"));
        QCOMPARE(weird->name, QStringLiteral("weird \"name\"; DROP"));
        QCOMPARE(weird->columns.size(), 2);
        QVERIFY(weird->columns.at(1).notNull);
    }
};

NELUMBO_CORE_TEST_MAIN(TstConnection)
#include "tst_connection.moc"
