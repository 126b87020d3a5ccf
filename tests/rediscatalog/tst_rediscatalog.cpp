// RedisCatalog against the real test server (NELUMBO_TEST_REDIS_URL): namespaces, counts,
// types, TTLs, memory, descriptions and sample values, the mapping to the engine's schema
// types, and a database of 1,000,000 keys listed with bounded SCANs while another client is
// answered. Databases 9 and 10 of the server are this test's own (flushed before and after).

#include "CoreTestMain.h"
#include "HiredisClient.h"
#include "redis/RedisCatalog.h"

#include <QElapsedTimer>
#include <QTest>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

using namespace nelumbo;
using nelumbo::test::HiredisClient;

namespace {

constexpr int kSmallDb = 9;
constexpr int kMillionDb = 10;

QString serverUrl()
{
    return qEnvironmentVariable("NELUMBO_TEST_REDIS_URL");
}

const RedisNamespace* entryNamed(const RedisKeyLevel& level, const QString& name)
{
    for (const RedisNamespace& e : level.entries)
        if (e.name() == name)
            return &e;
    return nullptr;
}

const RedisField* fieldNamed(const RedisNamespaceDescription& d, const QString& name)
{
    for (const RedisField& f : d.fields)
        if (f.name == name)
            return &f;
    return nullptr;
}

// Records every command a catalogue sends, with when it was sent.
struct Recorder
{
    RedisExecutor inner;
    QList<RedisCommand> commands;
    std::chrono::steady_clock::time_point first, last;

    RedisExecutor executor()
    {
        return [this](const RedisCommand& c) {
            const auto now = std::chrono::steady_clock::now();
            if (commands.isEmpty())
                first = now;
            commands.append(c);
            auto r = inner(c);
            last = std::chrono::steady_clock::now();
            return r;
        };
    }
    bool sent(const QByteArray& name) const
    {
        for (const RedisCommand& c : commands)
            if (c.value(0).compare(name, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    }
};

} // namespace

class TstRedisCatalog : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<HiredisClient> m_small;

    void flush(HiredisClient& c)
    {
        auto r = c.run({"FLUSHDB", "ASYNC"});
        QVERIFY(r && !r->isError());
    }

    // A small database of every type: exact counts, since one SCAN round covers it.
    void loadSmall()
    {
        QList<RedisCommand> cmds;
        for (int i = 1; i <= 50; ++i)
            cmds.append({"HSET", "user:" + QByteArray::number(i), "name",
                         "User " + QByteArray::number(i), "email",
                         "u" + QByteArray::number(i) + "@example.org"});
        cmds.append({"HSET", "user:51", "name", "No mail"}); // a field only some keys have
        for (int i = 1; i <= 10; ++i)
            cmds.append({"SET", "session:" + QByteArray::number(i), "token", "EX", "3600"});
        for (const QByteArray g : {"Rock", "Jazz", "Blues"})
            cmds.append({"SADD", "genre:" + g + ":tracks", "1", "2", "3"});
        cmds.append({"ZADD", "sales:artist", "10.5", "AC/DC", "3", "Accept", "7.25", "Aerosmith"});
        cmds.append({"XADD", "invoices", "1-1", "customer", "5", "total", "3.96"});
        cmds.append({"XADD", "invoices", "1-2", "customer", "7", "total", "1.98"});
        cmds.append({"RPUSH", "queue", "a", "b", "c"});
        cmds.append({"SET", "plain", "value"});
        cmds.append({"HSET", "a*b:1", "f", "glob"}); // glob characters in a namespace
        cmds.append({"HSET", "axxb:1", "f", "other"});
        auto r = m_small->pipeline(cmds);
        QVERIFY2(r, qPrintable(r.error().message));
        QCOMPARE(r.value(), 0);
    }

private slots:
    void initTestCase()
    {
        if (serverUrl().isEmpty())
            QSKIP("no test Redis server: set NELUMBO_TEST_REDIS_URL (tools/dev.sh test)");
        m_small = std::make_unique<HiredisClient>(serverUrl(), kSmallDb);
        QVERIFY2(m_small->ok(), qPrintable(m_small->error()));
        flush(*m_small);
        loadSmall();
    }

    void cleanupTestCase()
    {
        if (m_small && m_small->ok())
            flush(*m_small);
    }

    void firstLevelHasNamespacesTypesTtlsAndMemory()
    {
        Recorder rec{m_small->executor(), {}, {}, {}};
        RedisCatalog catalog(rec.executor());
        auto level = catalog.level();
        QVERIFY2(level, qPrintable(level.error().message));
        QVERIFY(level->complete);
        QCOMPARE(level->databaseKeys, 70);
        QCOMPARE(level->scannedKeys, 70);
        QStringList names;
        for (const RedisNamespace& e : level->entries)
            names << e.name();
        QCOMPARE(names, QStringList({"a*b:*", "axxb:*", "genre:*", "invoices", "plain", "queue",
                                     "sales:*", "session:*", "user:*"}));

        const RedisNamespace* user = entryNamed(level.value(), "user:*");
        QVERIFY(user && !user->isKey);
        QCOMPARE(user->approximateCount, 51);
        QVERIFY(user->exactCount);
        QCOMPARE(user->types, QStringList{"hash"});
        QCOMPARE(user->probedKeys, 3);
        QCOMPARE(user->expiringKeys, 0);
        QVERIFY(user->memoryPerKey > 0);

        const RedisNamespace* session = entryNamed(level.value(), "session:*");
        QVERIFY(session);
        QCOMPARE(session->types, QStringList{"string"});
        QCOMPARE(session->expiringKeys, session->probedKeys);
        QVERIFY(session->minTtlMs > 3000 * 1000 && session->maxTtlMs <= 3600 * 1000);
        QVERIFY(RedisCatalog::summary(*session).contains("TTL on 3 of 3 keys"));

        QCOMPARE(entryNamed(level.value(), "invoices")->types, QStringList{"stream"});
        QVERIFY(entryNamed(level.value(), "invoices")->isKey);
        QCOMPARE(entryNamed(level.value(), "sales:*")->types, QStringList{"zset"});
        QCOMPARE(entryNamed(level.value(), "queue")->types, QStringList{"list"});
        QCOMPARE(entryNamed(level.value(), "genre:*")->approximateCount, 3);

        QVERIFY(!rec.sent("KEYS"));
        for (const RedisCommand& c : rec.commands)
            if (c.value(0) == "SCAN")
                QVERIFY(c.contains("COUNT"));
    }

    void deeperLevelOnDemand()
    {
        RedisCatalog catalog(m_small->executor());
        auto first = catalog.level();
        QVERIFY(first);
        auto genres = catalog.children(*entryNamed(first.value(), "genre:*"));
        QVERIFY2(genres, qPrintable(genres.error().message));
        QStringList names;
        for (const RedisNamespace& e : genres->entries)
            names << e.name();
        QCOMPARE(names, QStringList({"genre:Blues:*", "genre:Jazz:*", "genre:Rock:*"}));
        auto rock = catalog.children(genres->entries.last());
        QVERIFY(rock);
        QCOMPARE(rock->entries.size(), 1);
        QCOMPARE(rock->entries.first().name(), QStringLiteral("genre:Rock:tracks"));
        QVERIFY(rock->entries.first().isKey);
        QCOMPARE(rock->entries.first().types, QStringList{"set"});

        // The glob character of "a*b" is matched literally: "axxb:1" is not under it.
        auto glob = catalog.level("a*b");
        QVERIFY(glob);
        QCOMPARE(glob->entries.size(), 1);
        QCOMPARE(glob->entries.first().name(), QStringLiteral("a*b:1"));
    }

    void approximateCountsFromABoundedSample()
    {
        HiredisClient c(serverUrl(), kMillionDb);
        QVERIFY(c.ok());
        flush(c);
        QList<RedisCommand> cmds;
        for (int batch = 0; batch < 20; ++batch) {
            RedisCommand mset{"MSET"};
            for (int i = 0; i < 100; ++i) {
                const int n = batch * 100 + i;
                mset << (n % 4 == 0 ? "small:" : "big:") + QByteArray::number(n) << "x";
            }
            cmds.append(mset);
        }
        QVERIFY(c.pipeline(cmds));

        RedisCatalogOptions bounded;
        bounded.scanCount = 50;
        bounded.sampleKeys = 400;
        Recorder rec{c.executor(), {}, {}, {}};
        RedisCatalog catalog(rec.executor(), bounded);
        auto level = catalog.level();
        QVERIFY2(level, qPrintable(level.error().message));
        QVERIFY(!level->complete);
        QVERIFY(level->scannedKeys >= 400 && level->scannedKeys < 2000);
        const RedisNamespace* big = entryNamed(level.value(), "big:*");
        const RedisNamespace* small = entryNamed(level.value(), "small:*");
        QVERIFY(big && small);
        QVERIFY(!big->exactCount && !small->exactCount);
        QCOMPARE(big->approximateCount + small->approximateCount, 2000);
        QVERIFY2(qAbs(big->approximateCount - 1500) < 300,
                 qPrintable(QString::number(big->approximateCount)));
        QVERIFY2(qAbs(small->approximateCount - 500) < 300,
                 qPrintable(QString::number(small->approximateCount)));
        QVERIFY(RedisCatalog::summary(*big, &level.value()).contains("approximate"));
        flush(c);
    }

    void describeEachType()
    {
        RedisCatalog catalog(m_small->executor());
        auto users = catalog.describe("user:*");
        QVERIFY2(users, qPrintable(users.error().message));
        QCOMPARE(users->types, QStringList{"hash"});
        QCOMPARE(users->sampleKeys.size(), 5);
        QVERIFY(fieldNamed(users.value(), "(key)"));
        QCOMPARE(fieldNamed(users.value(), "name")->kind, QStringLiteral("hash field"));
        QVERIFY(fieldNamed(users.value(), "email"));
        QVERIFY(fieldNamed(users.value(), "name")->samples.first().startsWith("User ") ||
                fieldNamed(users.value(), "name")->samples.first() == "No mail");

        auto invoices = catalog.describe("invoices");
        QVERIFY(invoices);
        QVERIFY(invoices->isKey);
        QCOMPARE(invoices->types, QStringList{"stream"});
        QCOMPARE(fieldNamed(invoices.value(), "(id)")->samples, QStringList({"1-1", "1-2"}));
        QCOMPARE(fieldNamed(invoices.value(), "total")->kind, QStringLiteral("stream field"));

        auto sales = catalog.describe("sales:*");
        QVERIFY(sales);
        QCOMPARE(fieldNamed(sales.value(), "(member)")->samples.first(), QStringLiteral("Accept"));
        QCOMPARE(fieldNamed(sales.value(), "(score)")->kind, QStringLiteral("zset score"));

        auto genres = catalog.describe("genre:*");
        QVERIFY(genres);
        QCOMPARE(genres->types, QStringList{"set"});
        QCOMPARE(fieldNamed(genres.value(), "(member)")->samples.size(), 3);

        auto queue = catalog.describe("queue");
        QVERIFY(queue);
        QCOMPARE(fieldNamed(queue.value(), "(element)")->samples, QStringList({"a", "b", "c"}));
        auto plain = catalog.describe("plain");
        QVERIFY(plain);
        QCOMPARE(fieldNamed(plain.value(), "(value)")->samples, QStringList{"value"});

        auto missing = catalog.describe("nothing:*");
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, QStringLiteral("table_not_found"));
    }

    void sampleValuesOfAField()
    {
        RedisCatalog catalog(m_small->executor());
        auto names = catalog.sampleValues("user:*", "name", 1000);
        QVERIFY2(names, qPrintable(names.error().message));
        QCOMPARE(names->size(), 51);
        QVERIFY(names->contains(QString("User 17")));
        QVERIFY(
            std::is_sorted(names->begin(), names->end(), [](const QVariant& a, const QVariant& b) {
                return a.toString() < b.toString();
            }));
        auto emails = catalog.sampleValues("user:*", "email", 1000);
        QVERIFY(emails);
        QVERIFY(emails->first().isNull()); // user:51 has no email
        QCOMPARE(emails->size(), 51);

        auto scores = catalog.sampleValues("sales:*", "(score)");
        QVERIFY(scores);
        QCOMPARE(*scores, QVariantList({3.0, 7.25, 10.5}));
        auto totals = catalog.sampleValues("invoices", "total");
        QVERIFY(totals);
        QCOMPARE(*totals, QVariantList({QString("1.98"), QString("3.96")}));
        auto limited = catalog.sampleValues("user:*", "(key)", 7);
        QVERIFY(limited);
        QCOMPARE(limited->size(), 7);
    }

    void mapsToSchemaTypes()
    {
        RedisCatalog catalog(m_small->executor());
        auto level = catalog.level();
        QVERIFY(level);
        auto users = catalog.describe("user:*");
        QVERIFY(users);
        const SchemaInfo schema = RedisCatalog::toSchema(level.value(), "db9", {users.value()});
        QCOMPARE(schema.name, QStringLiteral("db9"));
        QCOMPARE(schema.tables.size(), level->entries.size());
        const TableInfo* t = nullptr;
        for (const TableInfo& table : schema.tables)
            if (table.name == "user:*")
                t = &table;
        QVERIFY(t);
        QCOMPARE(t->schema, QStringLiteral("db9"));
        QCOMPARE(t->columns.first().name, QStringLiteral("(key)"));
        QVERIFY(t->columns.first().primaryKey);
        // The browser's line for a namespace: its types, count and TTLs, not "table".
        QCOMPARE(t->typeLabel, QStringLiteral("hash"));
        QVERIFY2(t->summary.startsWith("hash; 51 keys; no TTL"), qPrintable(t->summary));
        for (const TableInfo& table : schema.tables)
            if (table.name == "session:*")
                QVERIFY2(table.summary.startsWith("string; 10 keys; TTL on "),
                         qPrintable(table.summary));

        const TableDescription d = RedisCatalog::toTableDescription(
            users.value(), "db9", entryNamed(level.value(), "user:*"));
        QCOMPARE(d.name, QStringLiteral("user:*"));
        QCOMPARE(d.primaryKey, QStringList{"(key)"});
        QVERIFY(d.comment.startsWith("hash; 51 keys"));
        bool sawName = false;
        for (const ColumnDescription& c : d.columns)
            if (c.name == "name") {
                sawName = true;
                QCOMPARE(c.type, QStringLiteral("hash field"));
                QVERIFY(c.comment.startsWith("e.g. "));
            }
        QVERIFY(sawName);
    }

    void introspectionInTheEngineTypes()
    {
        RedisCatalog catalog(m_small->executor());
        auto introspected = catalog.introspect("db9", 3);
        QVERIFY2(introspected, qPrintable(introspected.error().message));
        QCOMPARE(introspected->size(), 1);
        const SchemaInfo& schema = introspected->first();
        QCOMPARE(schema.tables.size(), 9);
        int withColumns = 0;
        for (const TableInfo& t : schema.tables)
            withColumns += t.columns.isEmpty() ? 0 : 1;
        QCOMPARE(withColumns, 3); // the 3 largest: user:*, session:*, genre:*
        for (const TableInfo& t : schema.tables)
            if (t.name == "user:*" || t.name == "session:*" || t.name == "genre:*")
                QVERIFY2(!t.columns.isEmpty(), qPrintable(t.name));

        auto user = catalog.describeTable("db9", "user:*");
        QVERIFY2(user, qPrintable(user.error().message));
        QVERIFY2(user->comment.startsWith("hash; 51 keys; no TTL"), qPrintable(user->comment));
        auto rock = catalog.describeTable("db9", "genre:Rock:tracks");
        QVERIFY2(rock, qPrintable(rock.error().message));
        QVERIFY2(rock->comment.startsWith("set; one key"), qPrintable(rock->comment));
        auto missing = catalog.describeTable("db9", "nothing:*");
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, QStringLiteral("table_not_found"));
    }

    // 1,000,000 keys: the first level comes from a bounded number of SCAN … COUNT calls, its
    // counts are extrapolated from DBSIZE, and a second client is answered while it runs.
    void millionKeysFirstLevelWhileAnotherClientIsServed()
    {
        HiredisClient loader(serverUrl(), kMillionDb);
        QVERIFY(loader.ok());
        flush(loader);
        QList<RedisCommand> cmds;
        int n = 0;
        for (; n < 700000; n += 1000) { // strings user:N
            RedisCommand mset{"MSET"};
            for (int i = n; i < n + 1000; ++i)
                mset << "user:" + QByteArray::number(i) << QByteArray::number(i);
            cmds.append(mset);
        }
        for (int i = 0; i < 200000; ++i) // hashes order:N
            cmds.append(
                {"HSET", "order:" + QByteArray::number(i), "total", QByteArray::number(i % 97)});
        for (int i = 0; i < 100000; i += 1000) { // strings event:N
            RedisCommand mset{"MSET"};
            for (int j = i; j < i + 1000; ++j)
                mset << "event:" + QByteArray::number(j) << "e";
            cmds.append(mset);
        }
        for (qsizetype at = 0; at < cmds.size(); at += 20000) {
            auto loaded = loader.pipeline(cmds.mid(at, 20000));
            QVERIFY2(loaded, qPrintable(loaded.error().message));
            QCOMPARE(loaded.value(), 0);
        }
        cmds.clear();
        auto size = loader.run({"DBSIZE"});
        QVERIFY(size);
        QCOMPARE(size->integer, 1000000);

        // The other client: PINGs until the catalogue is done, each answer timed.
        HiredisClient other(serverUrl(), kMillionDb);
        QVERIFY(other.ok());
        std::atomic<bool> done{false};
        std::mutex mutex;
        std::vector<std::chrono::steady_clock::time_point> answered;
        int wrongAnswers = 0;
        std::thread pinger([&] {
            while (!done.load()) {
                auto pong = other.run({"PING"});
                std::lock_guard lock(mutex);
                if (!pong || pong->text != "PONG")
                    ++wrongAnswers;
                else
                    answered.push_back(std::chrono::steady_clock::now());
            }
        });

        HiredisClient browser(serverUrl(), kMillionDb);
        QVERIFY(browser.ok());
        Recorder rec{browser.executor(), {}, {}, {}};
        RedisCatalogOptions options;
        RedisCatalog catalog(rec.executor(), options);
        auto level = catalog.level();
        // A little more of the other client after the last command, then stop it (kept: a
        // measuring span, not a wait for a result).
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        done = true;
        pinger.join();

        QVERIFY2(level, qPrintable(level.error().message));
        QCOMPARE(level->databaseKeys, 1000000);
        QVERIFY(!level->complete);
        // Bounded: a sample, not the database.
        QVERIFY(level->scannedKeys >= options.sampleKeys);
        QVERIFY(level->scannedKeys < options.sampleKeys + 3 * options.scanCount);
        QVERIFY(level->scanCalls <= options.maxScanCalls);
        QVERIFY(!rec.sent("KEYS"));
        int scans = 0;
        for (const RedisCommand& c : rec.commands) {
            if (c.value(0) == "SCAN") {
                ++scans;
                QCOMPARE(c.value(c.indexOf("COUNT") + 1), QByteArray::number(options.scanCount));
            }
        }
        QCOMPARE(scans, level->scanCalls);
        QVERIFY(rec.commands.size() < 100);

        QStringList names;
        for (const RedisNamespace& e : level->entries)
            names << e.name();
        QCOMPARE(names, QStringList({"event:*", "order:*", "user:*"}));
        const RedisNamespace* user = entryNamed(level.value(), "user:*");
        const RedisNamespace* order = entryNamed(level.value(), "order:*");
        const RedisNamespace* event = entryNamed(level.value(), "event:*");
        QVERIFY(!user->exactCount);
        QCOMPARE(user->types, QStringList{"string"});
        QCOMPARE(order->types, QStringList{"hash"});
        // Extrapolated from the sample to DBSIZE: near the true counts.
        QVERIFY2(qAbs(user->approximateCount - 700000) < 70000,
                 qPrintable(QString::number(user->approximateCount)));
        QVERIFY2(qAbs(order->approximateCount - 200000) < 40000,
                 qPrintable(QString::number(order->approximateCount)));
        QVERIFY2(qAbs(event->approximateCount - 100000) < 30000,
                 qPrintable(QString::number(event->approximateCount)));
        QVERIFY(RedisCatalog::summary(*user, &level.value()).contains("approximate"));

        // The server answered the other client between the catalogue's first and last command.
        QCOMPARE(wrongAnswers, 0);
        const auto during = std::count_if(answered.begin(), answered.end(),
                                          [&](auto t) { return t > rec.first && t < rec.last; });
        QVERIFY2(during > 0, "no answer to the other client while the catalogue ran");

        // The level under a namespace of a million-key database is bounded as well.
        Recorder deeper{browser.executor(), {}, {}, {}};
        RedisCatalog deeperCatalog(deeper.executor());
        auto orders = deeperCatalog.children(*order);
        QVERIFY(orders);
        QVERIFY(!orders->entries.isEmpty());
        QVERIFY(orders->entries.first().isKey);
        QVERIFY(orders->scanCalls <= options.maxScanCalls);

        // A namespace of 3 keys among 1,000,000 is found to describe and sample: the search
        // for its keys goes on past maxScanCalls, one bounded SCAN after another.
        QVERIFY(loader.pipeline({{"HSET", "rare:1", "f", "a"},
                                 {"HSET", "rare:2", "f", "b"},
                                 {"HSET", "rare:3", "f", "c"}}));
        Recorder finding{browser.executor(), {}, {}, {}};
        // Past maxScanCalls the search is bounded by time (findKeysMs): a loaded machine may
        // not reach the end of a million keys in the product's 1.5 s, so the test allows more.
        RedisCatalogOptions patient;
        patient.findKeysMs = 120000;
        RedisCatalog finder(finding.executor(), patient);
        auto rare = finder.describe("rare:*");
        QVERIFY2(rare, qPrintable(rare.error().message));
        QCOMPARE(rare->sampleKeys.size(), 3);
        QVERIFY(!finding.sent("KEYS"));
        auto values = finder.sampleValues("rare:*", "f");
        QVERIFY(values);
        QCOMPARE(*values, QVariantList({QString("a"), QString("b"), QString("c")}));

        flush(loader);
    }
};

NELUMBO_CORE_TEST_MAIN(TstRedisCatalog)
#include "tst_rediscatalog.moc"
