// The read-only battery for Redis: a private redis-server (Unix socket only, so no other test
// touches it) with data in several databases, a function, an ACL user and its configuration.
// At least 100 writes are refused by `nelumbo-cli check` (exit 1) and by `run` without
// --write; a fingerprint of the whole server (every key's DUMP in every database, FUNCTION
// DUMP, ACL LIST, CONFIG GET *) is the same afterwards, and the server still answers. At
// least 40 reads pass `check` and run.
#include "CliRunner.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <hiredis/hiredis.h>

using namespace Qt::StringLiterals;

namespace {

// Writes, each against a key or a setting the server holds (k:str, k:list, k:hash, k:set,
// k:z, k:stream with group g, k:geo, k:hll), so that running one would change something.
const char* const kWrites[] = {
    "SET k:str changed",
    "SET k:new 1",
    "SETNX k:new 1",
    "SETEX k:str 100 v",
    "PSETEX k:str 100 v",
    "MSET k:a 1 k:b 2",
    "MSETNX k:a 1",
    "APPEND k:str x",
    "INCR k:num",
    "INCRBY k:num 5",
    "INCRBYFLOAT k:num 1.5",
    "DECR k:num",
    "DECRBY k:num 2",
    "GETSET k:str v",
    "GETDEL k:str",
    "GETEX k:str EX 100",
    "SETRANGE k:str 0 zz",
    "SETBIT k:str 1 1",
    "BITOP NOT k:dest k:str",
    "BITFIELD k:str SET u8 0 255",
    "DEL k:str",
    "UNLINK k:str",
    "EXPIRE k:str 10",
    "PEXPIRE k:str 10000",
    "EXPIREAT k:str 1",
    "PEXPIREAT k:str 1",
    "PERSIST k:ttl",
    "RENAME k:str k:other",
    "RENAMENX k:str k:other",
    "COPY k:str k:copy",
    "MOVE k:str 2",
    "RESTORE k:restored 0 \"\\x00\\x01a\\n\\x00\"",
    "SWAPDB 0 1",
    "FLUSHDB",
    "FLUSHALL",
    "FLUSHALL ASYNC",
    "LPUSH k:list x",
    "RPUSH k:list x",
    "LPUSHX k:list x",
    "RPUSHX k:list x",
    "LPOP k:list",
    "RPOP k:list",
    "LSET k:list 0 x",
    "LREM k:list 0 a",
    "LTRIM k:list 0 0",
    "LINSERT k:list BEFORE a x",
    "LMOVE k:list k:list2 LEFT RIGHT",
    "RPOPLPUSH k:list k:list2",
    "BLPOP k:list 1",
    "BRPOP k:list 1",
    "BLMOVE k:list k:l2 LEFT LEFT 1",
    "LMPOP 1 k:list LEFT",
    "HSET k:hash f v",
    "HSETNX k:hash n v",
    "HMSET k:hash a 1",
    "HDEL k:hash name",
    "HINCRBY k:hash n 1",
    "HINCRBYFLOAT k:hash n 1.5",
    "SADD k:set x",
    "SREM k:set a",
    "SPOP k:set",
    "SMOVE k:set k:set2 a",
    "SINTERSTORE k:d k:set k:set",
    "SUNIONSTORE k:d k:set k:set",
    "SDIFFSTORE k:d k:set k:set",
    "ZADD k:z 1 x",
    "ZREM k:z one",
    "ZINCRBY k:z 1 one",
    "ZPOPMIN k:z",
    "ZPOPMAX k:z",
    "BZPOPMIN k:z 1",
    "ZREMRANGEBYRANK k:z 0 0",
    "ZREMRANGEBYSCORE k:z 0 10",
    "ZREMRANGEBYLEX k:z - +",
    "ZUNIONSTORE k:d 1 k:z",
    "ZINTERSTORE k:d 1 k:z",
    "ZDIFFSTORE k:d 1 k:z",
    "ZRANGESTORE k:d k:z 0 -1",
    "ZMPOP 1 k:z MIN",
    "XADD k:stream * f v",
    "XDEL k:stream 1-1",
    "XTRIM k:stream MAXLEN 0",
    "XGROUP CREATE k:stream g2 $",
    "XGROUP DESTROY k:stream g",
    "XGROUP SETID k:stream g 0",
    "XGROUP CREATECONSUMER k:stream g c2",
    "XREADGROUP GROUP g c STREAMS k:stream >",
    "XACK k:stream g 1-1",
    "XCLAIM k:stream g c 0 1-1",
    "XAUTOCLAIM k:stream g c 0 0",
    "XSETID k:stream 99-0",
    "GEOADD k:geo 13.4 52.5 berlin",
    "GEOSEARCHSTORE k:d k:geo FROMLONLAT 0 0 BYRADIUS 1 km",
    "PFADD k:hll x",
    "PFMERGE k:hll k:hll",
    "SORT k:list ALPHA STORE k:d",
    "EVAL \"return redis.call('SET', 'k:str', 'lua')\" 0",
    "EVALSHA abc 0",
    "FCALL f 0",
    "MULTI",
    "EXEC",
    "PUBLISH c m",
    "SPUBLISH c m",
    "SUBSCRIBE c",
    "SELECT 1",
    "CONFIG SET maxmemory 1",
    "CONFIG REWRITE",
    "CONFIG RESETSTAT",
    "CLIENT KILL ID 1",
    "CLIENT PAUSE 1000",
    "CLIENT SETNAME x",
    "CLIENT NO-EVICT on",
    "ACL SETUSER someone on",
    "ACL DELUSER reader",
    "ACL LOAD",
    "ACL SAVE",
    "DEBUG SLEEP 0",
    "DEBUG SET-ACTIVE-EXPIRE 0",
    "SHUTDOWN NOSAVE",
    "REPLICAOF 127.0.0.1 1",
    "SLAVEOF 127.0.0.1 1",
    "SCRIPT FLUSH",
    "SCRIPT LOAD \"return 1\"",
    "FUNCTION DELETE lib",
    "FUNCTION FLUSH",
    "FUNCTION LOAD \"#!lua name=x\\nredis.register_function('x', function() return 1 end)\"",
    "SLOWLOG RESET",
    "LATENCY RESET",
    "MEMORY PURGE",
    "SAVE",
    "BGSAVE",
    "BGREWRITEAOF",
    "MODULE LOAD /nothing.so",
    "NOSUCHCOMMAND k:str",
    "GET k:str\nDEL k:str",
    "HELLO 3",
    "AUTH default x",
    "RESET",
    "MONITOR",
    "WATCH k:str",
    "MIGRATE h 1 k:str 0 1"};

const char* const kReads[] = {"GET k:str",
                              "MGET k:str k:num",
                              "STRLEN k:str",
                              "GETRANGE k:str 0 2",
                              "EXISTS k:str",
                              "TYPE k:hash",
                              "TTL k:ttl",
                              "PTTL k:ttl",
                              "DUMP k:str",
                              "RANDOMKEY",
                              "DBSIZE",
                              "SCAN 0 COUNT 100",
                              "LRANGE k:list 0 -1",
                              "LLEN k:list",
                              "LINDEX k:list 0",
                              "LPOS k:list a",
                              "HGETALL k:hash",
                              "HGET k:hash name",
                              "HMGET k:hash name n",
                              "HKEYS k:hash",
                              "HVALS k:hash",
                              "HLEN k:hash",
                              "HEXISTS k:hash name",
                              "HSCAN k:hash 0",
                              "SMEMBERS k:set",
                              "SCARD k:set",
                              "SISMEMBER k:set a",
                              "SSCAN k:set 0",
                              "SINTER k:set k:set",
                              "ZRANGE k:z 0 -1 WITHSCORES",
                              "ZSCORE k:z one",
                              "ZCARD k:z",
                              "ZRANK k:z one",
                              "ZCOUNT k:z -inf +inf",
                              "ZSCAN k:z 0",
                              "XRANGE k:stream - +",
                              "XREVRANGE k:stream + -",
                              "XLEN k:stream",
                              "XINFO STREAM k:stream",
                              "XINFO GROUPS k:stream",
                              "XPENDING k:stream g",
                              "XREAD STREAMS k:stream 0",
                              "GEOPOS k:geo rome",
                              "GEODIST k:geo rome paris",
                              "PFCOUNT k:hll",
                              "BITCOUNT k:str",
                              "SORT k:list ALPHA",
                              "SORT_RO k:list ALPHA",
                              "EVAL_RO \"return redis.call('GET', KEYS[1])\" 1 k:str",
                              "FCALL_RO ro 0",
                              "OBJECT ENCODING k:str",
                              "MEMORY USAGE k:str",
                              "CONFIG GET maxmemory",
                              "INFO keyspace",
                              "PING",
                              "ECHO hi",
                              "TIME",
                              "COMMAND COUNT",
                              "COMMAND INFO get",
                              "CLIENT ID",
                              "ACL WHOAMI",
                              "FUNCTION LIST",
                              "TOUCH k:str"};

// A minimal client for setting up and fingerprinting, outside Nelumbo.
class Raw
{
public:
    explicit Raw(const QString& socket)
        : m_c(redisConnectUnix(socket.toLocal8Bit().constData()))
    {}
    ~Raw()
    {
        if (m_c)
            redisFree(m_c);
    }
    bool ok() const { return m_c && !m_c->err; }
    // The reply flattened to text (arrays joined), "ERR:" before an error.
    QByteArray call(const QList<QByteArray>& args)
    {
        std::vector<const char*> argv;
        std::vector<size_t> len;
        for (const QByteArray& a : args) {
            argv.push_back(a.constData());
            len.push_back(size_t(a.size()));
        }
        auto* r = static_cast<redisReply*>(
            redisCommandArgv(m_c, int(argv.size()), argv.data(), len.data()));
        if (!r)
            return "LOST";
        const QByteArray out = text(r);
        freeReplyObject(r);
        return out;
    }

private:
    static QByteArray text(const redisReply* r)
    {
        switch (r->type) {
        case REDIS_REPLY_ARRAY: {
            QByteArray out = "[";
            for (size_t i = 0; i < r->elements; ++i)
                out += text(r->element[i]) + '\x1f';
            return out + ']';
        }
        case REDIS_REPLY_INTEGER:
            return QByteArray::number(r->integer);
        case REDIS_REPLY_NIL:
            return "(nil)";
        case REDIS_REPLY_ERROR:
            return "ERR:" + QByteArray(r->str, qsizetype(r->len));
        default:
            return QByteArray(r->str, qsizetype(r->len));
        }
    }
    redisContext* m_c;
};

} // namespace

class TestRedisBattery : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QProcess m_server;
    QString m_socket;
    QString m_source;

    const nelumbo::testing::CliWithConfig m_cli{m_dir.filePath(u"nelumbo.conf"_s)};
    using Cli = nelumbo::testing::CliRun;

    // Every key's DUMP in every database, the functions, the ACL users, the configuration:
    // one line each, so that a difference names what changed.
    QByteArrayList fingerprint()
    {
        Raw raw(m_socket);
        if (!raw.ok())
            return {"unreachable"};
        QByteArrayList lines;
        for (int db = 0; db < 16; ++db) {
            raw.call({"SELECT", QByteArray::number(db)});
            QByteArray cursor = "0";
            QList<QByteArray> keys;
            do {
                const QByteArray reply = raw.call({"SCAN", cursor, "COUNT", "1000"});
                // "[cursor\x1f[k1\x1fk2\x1f]\x1f]"
                const qsizetype sep = reply.indexOf('\x1f');
                cursor = reply.mid(1, sep - 1);
                const QByteArray inner = reply.mid(sep + 2, reply.lastIndexOf("]\x1f]") - sep - 2);
                for (const QByteArray& k : inner.split('\x1f'))
                    if (!k.isEmpty())
                        keys << k;
            } while (cursor != "0");
            std::sort(keys.begin(), keys.end());
            for (const QByteArray& k : keys)
                lines << QByteArray::number(db) + ' ' + k + ' ' + raw.call({"DUMP", k}).toHex() +
                             (raw.call({"PTTL", k}).toLongLong() > 0 ? " ttl" : " none");
        }
        lines << "functions " + raw.call({"FUNCTION", "DUMP"}).toHex();
        lines << "acl " + raw.call({"ACL", "LIST"});
        lines << "config " + raw.call({"CONFIG", "GET", "*"});
        return lines;
    }

    void compareFingerprint(const QByteArrayList& before)
    {
        const QByteArrayList after = fingerprint();
        for (qsizetype i = 0; i < qMax(before.size(), after.size()); ++i)
            QVERIFY2(before.value(i) == after.value(i),
                     qPrintable(u"changed: "_s + QString::fromUtf8(before.value(i).left(300)) +
                                u" → "_s + QString::fromUtf8(after.value(i).left(300))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariable("NELUMBO_TEST_REDIS_URL").isEmpty())
            QSKIP("NELUMBO_TEST_REDIS_URL is not set: no Redis server for the tests");
        const QString server =
            QStandardPaths::findExecutable(u"redis-server"_s, {u"/usr/bin"_s, u"/usr/sbin"_s});
        if (server.isEmpty())
            QSKIP("redis-server is not installed");
        QVERIFY(m_dir.isValid());
        m_socket = m_dir.filePath(u"redis.sock"_s);
        m_server.start(server, {u"--port"_s, u"0"_s, u"--unixsocket"_s, m_socket, u"--save"_s,
                                u""_s, u"--appendonly"_s, u"no"_s, u"--dir"_s, m_dir.path()});
        QVERIFY(m_server.waitForStarted());
        QVERIFY(QTest::qWaitFor([&] { return Raw(m_socket).ok(); }, 10000));
        Raw raw(m_socket);
        for (int db = 0; db < 3; ++db) {
            raw.call({"SELECT", QByteArray::number(db)});
            raw.call({"SET", "k:str", "hello " + QByteArray::number(db)});
            raw.call({"SET", "k:num", "10"});
            raw.call({"SET", "k:ttl", "t", "EX", "100000"});
            raw.call({"RPUSH", "k:list", "a", "b", "c"});
            raw.call({"HSET", "k:hash", "name", "AC/DC", "n", "1"});
            raw.call({"SADD", "k:set", "a", "b"});
            raw.call({"ZADD", "k:z", "1", "one", "2", "two"});
            raw.call({"XADD", "k:stream", "1-1", "f", "v"});
            raw.call({"XGROUP", "CREATE", "k:stream", "g", "0"});
            raw.call({"GEOADD", "k:geo", "12.5", "41.9", "rome", "2.35", "48.85", "paris"});
            raw.call({"PFADD", "k:hll", "a", "b"});
            // PFCOUNT, a read, caches the count inside the value: cached before the print.
            raw.call({"PFCOUNT", "k:hll"});
        }
        QCOMPARE(raw.call({"FUNCTION", "LOAD",
                           "#!lua name=lib\nredis.register_function('f', function() "
                           "return redis.call('SET', 'k:str', 'f') end)\n"
                           "redis.register_function{function_name='ro', callback=function() "
                           "return 1 end, flags={'no-writes'}}"}),
                 QByteArray("lib"));
        raw.call({"ACL", "SETUSER", "reader", "on", ">pw", "~*", "+@read"});
        m_source = u"unix://%1/0"_s.arg(QString::fromLatin1(QUrl::toPercentEncoding(m_socket)));
    }

    void cleanupTestCase()
    {
        if (m_server.state() != QProcess::NotRunning) {
            m_server.terminate();
            if (!m_server.waitForFinished(5000))
                m_server.kill();
        }
    }

    void refusesWritesAndRunsReads()
    {
        QVERIFY(std::size(kWrites) >= 100);
        QVERIFY(std::size(kReads) >= 40);
        const QByteArrayList before = fingerprint();
        QVERIFY(before.size() > 30); // 12 keys in 3 databases, functions, users, settings
        int refused = 0;
        for (const char* write : kWrites) {
            const QString statement = QString::fromUtf8(write);
            const Cli checked = m_cli({u"check"_s, u"--source"_s, m_source, statement});
            QVERIFY2(checked.exitCode == 1, qPrintable(statement + u": check exit "_s +
                                                       QString::number(checked.exitCode)));
            QVERIFY2(checked.outBytes.contains("\"allowed\":false"), write);
            const Cli ran = m_cli({u"run"_s, u"--source"_s, m_source, statement});
            QVERIFY2(ran.exitCode != 0, qPrintable(statement + u": ran"_s));
            QVERIFY2(!ran.errBytes.isEmpty(), write);
            ++refused;
        }
        QCOMPARE(refused, int(std::size(kWrites)));
        compareFingerprint(before);
        QCOMPARE(Raw(m_socket).call({"PING"}), QByteArray("PONG"));

        for (const char* read : kReads) {
            const QString statement = QString::fromUtf8(read);
            const Cli checked = m_cli({u"check"_s, u"--source"_s, m_source, statement});
            QVERIFY2(checked.exitCode == 0, qPrintable(statement + u": "_s + checked.out));
            const Cli ran = m_cli({u"run"_s, u"--source"_s, m_source, statement});
            QVERIFY2(ran.exitCode == 0, qPrintable(statement + u": "_s + ran.err));
        }
        compareFingerprint(before);
    }
};

QTEST_GUILESS_MAIN(TestRedisBattery)
#include "tst_redis_battery.moc"
