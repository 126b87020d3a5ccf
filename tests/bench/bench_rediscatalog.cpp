// The Redis schema browser's first level on a database of 1,000,000 keys (issue 15: under
// 1 s, the server answering other clients meanwhile). Loads database 11 of the server of
// NELUMBO_TEST_REDIS_URL with 700,000 strings user:N, 200,000 hashes order:N and 100,000
// strings event:N (pipelined), times RedisCatalog::level() through a blocking hiredis
// executor while a second client PINGs, then flushes the database. NELUMBO_BENCH_REDIS_KEYS
// changes the number of keys, NELUMBO_BENCH_RUNS the number of timed runs (default 5).

#include "BenchSupport.h"
#include "BuiltinAdapters.h"
#include "HiredisClient.h"
#include "redis/RedisCatalog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>

namespace {

using namespace nelumbo;
using namespace nelumbo::bench;
using nelumbo::test::HiredisClient;

constexpr int kDb = 11;

QString load(HiredisClient& c, int keys)
{
    auto flushed = c.run({"FLUSHDB"});
    if (!flushed || flushed->isError())
        return QStringLiteral("FLUSHDB failed");
    const int users = keys * 7 / 10, orders = keys / 5, events = keys - users - orders;
    QList<RedisCommand> cmds;
    auto strings = [&](const QByteArray& prefix, int count) {
        for (int n = 0; n < count; n += 1000) {
            RedisCommand mset{"MSET"};
            for (int i = n; i < qMin(count, n + 1000); ++i)
                mset << prefix + QByteArray::number(i) << QByteArray::number(i);
            cmds.append(mset);
        }
    };
    strings("user:", users);
    for (int i = 0; i < orders; ++i)
        cmds.append(
            {"HSET", "order:" + QByteArray::number(i), "total", QByteArray::number(i % 97)});
    strings("event:", events);
    for (qsizetype at = 0; at < cmds.size(); at += 20000) {
        auto r = c.pipeline(cmds.mid(at, 20000));
        if (!r || r.value() != 0)
            return QStringLiteral("loading failed");
    }
    return {};
}

void BM_RedisFirstLevel(benchmark::State& state)
{
    const QString url = qEnvironmentVariable("NELUMBO_TEST_REDIS_URL");
    if (url.isEmpty()) {
        state.SkipWithError("NELUMBO_TEST_REDIS_URL is not set");
        return;
    }
    const int keys = envInt("NELUMBO_BENCH_REDIS_KEYS", 1000000);
    const int runs = envInt("NELUMBO_BENCH_RUNS", 5);
    HiredisClient loader(url, kDb), browser(url, kDb), other(url, kDb);
    if (!loader.ok() || !browser.ok() || !other.ok()) {
        state.SkipWithError("cannot connect to the Redis server");
        return;
    }
    QElapsedTimer setup;
    setup.start();
    if (const QString e = load(loader, keys); !e.isEmpty()) {
        state.SkipWithError(qPrintable(e));
        return;
    }
    const double loadSeconds = double(setup.elapsed()) / 1000.0;

    std::vector<double> levelMs, pingMs;
    std::mutex mutex;
    std::atomic<bool> measuring{false}, done{false};
    std::thread pinger([&] {
        while (!done.load()) {
            QElapsedTimer t;
            t.start();
            auto pong = other.run({"PING"});
            const double ms = double(t.nsecsElapsed()) / 1e6;
            if (pong && measuring.load()) {
                std::lock_guard lock(mutex);
                pingMs.push_back(ms);
            }
        }
    });
    RedisCatalog catalog(browser.executor());
    qint64 entries = 0, scanned = 0;
    for (auto _ : state) {
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer t;
            measuring = true;
            t.start();
            auto level = catalog.level();
            const double ms = double(t.nsecsElapsed()) / 1e6;
            measuring = false;
            if (!level) {
                state.SkipWithError(qPrintable(level.error().message));
                break;
            }
            entries = level->entries.size();
            scanned = level->scannedKeys;
            levelMs.push_back(ms);
        }
        state.SetIterationTime(summarize(levelMs).mean / 1000.0);
    }
    // What the schema browser gets at connect: the level and its largest namespaces' fields.
    std::vector<double> introspectMs;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        auto introspected = catalog.introspect(QStringLiteral("db11"));
        introspectMs.push_back(double(t.nsecsElapsed()) / 1e6);
        if (!introspected) {
            state.SkipWithError(qPrintable(introspected.error().message));
            break;
        }
    }
    done = true;
    pinger.join();
    (void)loader.run({"FLUSHDB", "ASYNC"}); // the figures are taken; a failure changes none

    const Summary level = summarize(levelMs);
    const Summary ping = summarize(pingMs);
    const Summary introspect = summarize(introspectMs);
    state.counters["keys"] = keys;
    state.counters["first_level_median_ms"] = level.median;
    state.counters["first_level_max_ms"] = level.max;
    state.counters["sampled_keys"] = double(scanned);
    state.counters["introspect_median_ms"] = introspect.median;
    state.counters["other_client_pings"] = double(pingMs.size());
    state.counters["other_client_max_ping_ms"] = ping.max;
    std::printf("bench_rediscatalog: first level of %d keys (%lld namespaces, %lld keys sampled, "
                "loaded in %.1f s): median %.1f ms, min %.1f, max %.1f over %d runs "
                "(target < 1000 ms); another client's PING meanwhile: %zu answered, "
                "median %.3f ms, max %.3f ms\n",
                keys, qlonglong(entries), qlonglong(scanned), loadSeconds, level.median, level.min,
                level.max, int(levelMs.size()), pingMs.size(), ping.median, ping.max);
    std::printf("bench_rediscatalog: introspect() (the first level and the fields of its largest "
                "namespaces): median %.1f ms, max %.1f ms\n",
                introspect.median, introspect.max);
}
BENCHMARK(BM_RedisFirstLevel)->UseManualTime()->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace

NELUMBO_BENCHMARK_MAIN()
