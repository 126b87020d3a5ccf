// The Chinook-derived Redis dataset, loaded by tests/servers/redis-chinook.sh (redis_chinook
// piped into redis-cli --pipe) into database 12 of the test server (NELUMBO_TEST_REDIS_URL),
// checked against the Chinook SQLite file it comes from. Database 12 is flushed before and after.

#include "ChinookRedis.h"
#include "CoreTestMain.h"
#include "HiredisClient.h"
#include "redis/RedisCatalog.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

using namespace nelumbo;
using nelumbo::test::ChinookRedis;
using nelumbo::test::HiredisClient;

namespace {

constexpr int kDb = 12;

QString serverUrl()
{
    return qEnvironmentVariable("NELUMBO_TEST_REDIS_URL");
}

} // namespace

class TstRedisDataset : public QObject
{
    Q_OBJECT

    std::unique_ptr<HiredisClient> m_client;
    QSqlDatabase m_chinook;

    qint64 sqliteCount(const QString& sql)
    {
        QSqlQuery q(m_chinook);
        if (!q.exec(sql) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }

    RedisValue run(const RedisCommand& c)
    {
        auto r = m_client->run(c);
        return r ? r.value() : RedisValue{};
    }

    void load()
    {
        QProcess p;
        p.start(QStringLiteral("bash"),
                {QStringLiteral(NELUMBO_REDIS_CHINOOK_SCRIPT), serverUrl(), QString::number(kDb),
                 QStringLiteral(NELUMBO_REDIS_CHINOOK_BIN)});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        // redis-cli --pipe: "errors: 0, replies: N"
        QVERIFY2(p.readAllStandardOutput().contains("errors: 0"), "the server refused commands");
    }

private slots:
    void initTestCase()
    {
        if (serverUrl().isEmpty())
            QSKIP("no test Redis server: set NELUMBO_TEST_REDIS_URL (tools/dev.sh test)");
        m_client = std::make_unique<HiredisClient>(serverUrl(), kDb);
        QVERIFY2(m_client->ok(), qPrintable(m_client->error()));
        QVERIFY(!run({"FLUSHDB"}).isError());
        m_chinook = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("chinook"));
        m_chinook.setDatabaseName(QStringLiteral(NELUMBO_CHINOOK_SQLITE));
        QVERIFY(m_chinook.open());
        load();
    }

    void cleanupTestCase()
    {
        if (m_client && m_client->ok())
            run({"FLUSHDB"});
    }

    void namespacesHoldEveryRowOfChinook()
    {
        // The whole dataset fits one bounded catalogue scan, so the counts are exact.
        RedisCatalog catalog(m_client->executor());
        auto level = catalog.level();
        QVERIFY2(level, qPrintable(level.error().message));
        QVERIFY(level->complete);
        QHash<QString, RedisNamespace> byName;
        for (const RedisNamespace& e : level->entries)
            byName.insert(e.name(), e);
        QCOMPARE(byName.value("artist:*").approximateCount,
                 sqliteCount("SELECT COUNT(*) FROM Artist"));
        QCOMPARE(byName.value("album:*").approximateCount,
                 sqliteCount("SELECT COUNT(*) FROM Album"));
        QCOMPARE(byName.value("track:*").approximateCount,
                 sqliteCount("SELECT COUNT(*) FROM Track"));
        QCOMPARE(byName.value("customer:*").approximateCount,
                 sqliteCount("SELECT COUNT(*) FROM Customer"));
        QCOMPARE(byName.value("genre:*").approximateCount,
                 sqliteCount("SELECT COUNT(*) FROM Genre") +
                     sqliteCount("SELECT COUNT(DISTINCT GenreId) FROM Track"));
        QCOMPARE(byName.value("artist:*").types, QStringList{"hash"});
        QCOMPARE(byName.value("invoices").types, QStringList{"stream"});
        QCOMPARE(byName.value("sales:*").types, QStringList{"zset"});
        QCOMPARE(byName.value("session:*").types, QStringList{"string"});
        QVERIFY(byName.value("session:*").expiringKeys > 0);

        auto tracks = catalog.describe("track:*");
        QVERIFY(tracks);
        QStringList fields;
        for (const RedisField& f : tracks->fields)
            fields << f.name;
        for (const char* f : {"(key)", "name", "album_id", "genre", "milliseconds", "unit_price"})
            QVERIFY2(fields.contains(QString::fromLatin1(f)), f);
    }

    void streamSetsAndSortedSetsMatchChinook()
    {
        QCOMPARE(run({"XLEN", "invoices"}).integer, sqliteCount("SELECT COUNT(*) FROM Invoice"));
        QCOMPARE(run({"SCARD", "genre:1:tracks"}).integer,
                 sqliteCount("SELECT COUNT(*) FROM Track WHERE GenreId = 1"));
        QCOMPARE(run({"ZCARD", "sales:artist:revenue"}).integer,
                 sqliteCount("SELECT COUNT(DISTINCT al.ArtistId) FROM InvoiceLine il JOIN Track t "
                             "ON t.TrackId = il.TrackId JOIN Album al ON al.AlbumId = t.AlbumId"));
        // The top of the revenue set is the artist cached under cache:top-artist.
        const RedisValue top = run({"ZRANGE", "sales:artist:revenue", "0", "0", "REV"});
        QCOMPARE(top.elements.size(), 1);
        QCOMPARE(run({"GET", "cache:top-artist"}).text, top.elements.first().text);
        const qint64 ttl = run({"TTL", "cache:top-artist"}).integer;
        QVERIFY(ttl > 0 && ttl <= 86400);
        QVERIFY(run({"TTL", "session:1"}).integer > 0);
        QCOMPARE(run({"TTL", "counter:invoices"}).integer, -1);
        // Stream entries are in invoice-date order with the invoice's own fields.
        const RedisValue first = run({"XRANGE", "invoices", "-", "+", "COUNT", "1"});
        QCOMPARE(first.elements.size(), 1);
        const QList<RedisValue>& f = first.elements.first().elements.at(1).elements;
        QCOMPARE(f.at(0).text, QByteArray("invoice_id"));
        QCOMPARE(f.at(1).text, QByteArray("1"));
    }

    void hostileKeysArriveByteForByte()
    {
        for (const QByteArray& key : ChinookRedis::hostileKeys()) {
            QCOMPARE(run({"EXISTS", key}).integer, 1);
            QCOMPARE(run({"HGET", key, "name"}).text, key);
        }
        QCOMPARE(run({"HGET", "hostile:{{x}}", "note \"quoted\" field"}).text,
                 QByteArray("{{x}} 'v'"));
    }

    void hostileKeysThroughTheCatalog()
    {
        RedisCatalog catalog(m_client->executor());
        auto hostile = catalog.level("hostile");
        QVERIFY2(hostile, qPrintable(hostile.error().message));
        QSet<QByteArray> listed;
        for (const RedisNamespace& e : hostile->entries) {
            QVERIFY(e.isKey);
            listed.insert(e.prefix);
        }
        for (const QByteArray& key : ChinookRedis::hostileKeys()) {
            if (!key.startsWith("hostile:"))
                continue;
            QVERIFY2(listed.contains(key), key.constData());
            // Described and sampled under its own name: glob characters, quotes, newlines and
            // {{x}} are the key's bytes, never a pattern or a template.
            const QString name = QString::fromUtf8(key);
            auto d = catalog.describe(name);
            QVERIFY2(d, key.constData());
            QCOMPARE(d->sampleKeys, QList<QByteArray>{key});
            auto names = catalog.sampleValues(name, "name");
            QVERIFY(names);
            QCOMPARE(*names, QVariantList{name});
        }
    }

    void loadingTwiceGivesTheSameData()
    {
        const qint64 before = run({"DBSIZE"}).integer;
        load();
        QCOMPARE(run({"DBSIZE"}).integer, before);
        QCOMPARE(run({"XLEN", "invoices"}).integer, sqliteCount("SELECT COUNT(*) FROM Invoice"));
    }
};

NELUMBO_CORE_TEST_MAIN(TstRedisDataset)
#include "tst_redisdataset.moc"
