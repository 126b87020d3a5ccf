#include "RedisCommandTable.h"

#include "RedisReplyShape.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QMutex>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::RedisAdapter)
};

QSet<QByteArray> words(std::initializer_list<const char*> list)
{
    QSet<QByteArray> s;
    for (const char* w : list)
        s.insert(QByteArray(w));
    return s;
}

// What flags miss, refused whatever the server's table says: scripts and functions that
// may write (their _RO forms are reads), transactions, publishing and subscribing (which
// take the session over), commands that change the session (database, user, protocol) and
// the server's administration.
const QSet<QByteArray>& alwaysWrites()
{
    static const QSet<QByteArray> s = words({"eval",
                                             "evalsha",
                                             "fcall",
                                             "multi",
                                             "exec",
                                             "discard",
                                             "watch",
                                             "unwatch",
                                             "publish",
                                             "spublish",
                                             "subscribe",
                                             "psubscribe",
                                             "ssubscribe",
                                             "unsubscribe",
                                             "punsubscribe",
                                             "sunsubscribe",
                                             "select",
                                             "swapdb",
                                             "hello",
                                             "auth",
                                             "reset",
                                             "quit",
                                             "monitor",
                                             "debug",
                                             "shutdown",
                                             "replicaof",
                                             "slaveof",
                                             "failover",
                                             "sync",
                                             "psync",
                                             "replconf",
                                             "readonly",
                                             "readwrite",
                                             "asking",
                                             "wait",
                                             "waitaof",
                                             "migrate",
                                             "restore-asking",
                                             "pfdebug",
                                             "pfselftest",
                                             "save",
                                             "bgsave",
                                             "bgrewriteaof",
                                             "flushall",
                                             "flushdb",
                                             "xreadgroup",
                                             "client|kill",
                                             "client|pause",
                                             "client|unpause",
                                             "client|no-evict",
                                             "client|no-touch",
                                             "client|reply",
                                             "client|setname",
                                             "client|setinfo",
                                             "client|tracking",
                                             "client|caching",
                                             "client|unblock",
                                             "config|set",
                                             "config|rewrite",
                                             "config|resetstat",
                                             "acl|setuser",
                                             "acl|deluser",
                                             "acl|load",
                                             "acl|save",
                                             "acl|dryrun",
                                             "script|load",
                                             "script|flush",
                                             "script|kill",
                                             "script|debug",
                                             "function|load",
                                             "function|delete",
                                             "function|flush",
                                             "function|restore",
                                             "function|kill",
                                             "latency|reset",
                                             "slowlog|reset",
                                             "memory|purge",
                                             "module|load",
                                             "module|loadex",
                                             "module|unload"});
    return s;
}

// Reads the flags do not mark readonly: they read the server's state, not its data.
const QSet<QByteArray>& alwaysReads()
{
    static const QSet<QByteArray> s = words({"ping",
                                             "echo",
                                             "time",
                                             "info",
                                             "lastsave",
                                             "role",
                                             "lolwut",
                                             "dbsize",
                                             "command",
                                             "command|count",
                                             "command|docs",
                                             "command|getkeys",
                                             "command|getkeysandflags",
                                             "command|help",
                                             "command|info",
                                             "command|list",
                                             "config|get",
                                             "config|help",
                                             "client|list",
                                             "client|info",
                                             "client|id",
                                             "client|getname",
                                             "client|help",
                                             "client|trackinginfo",
                                             "client|getredir",
                                             "acl|whoami",
                                             "acl|cat",
                                             "acl|help",
                                             "acl|users",
                                             "acl|list",
                                             "acl|getuser",
                                             "acl|log",
                                             "acl|genpass",
                                             "slowlog|get",
                                             "slowlog|len",
                                             "slowlog|help",
                                             "latency|latest",
                                             "latency|history",
                                             "latency|doctor",
                                             "latency|graph",
                                             "latency|histogram",
                                             "latency|help",
                                             "memory|stats",
                                             "memory|doctor",
                                             "memory|malloc-stats",
                                             "memory|help",
                                             "memory|usage",
                                             "module|list",
                                             "module|help",
                                             "function|list",
                                             "function|dump",
                                             "function|stats",
                                             "function|help",
                                             "script|exists",
                                             "script|help",
                                             "pubsub|channels",
                                             "pubsub|numsub",
                                             "pubsub|numpat",
                                             "pubsub|shardchannels",
                                             "pubsub|shardnumsub",
                                             "pubsub|help",
                                             "xinfo|help",
                                             "object|help",
                                             "xgroup|help",
                                             "cluster|info",
                                             "cluster|nodes",
                                             "cluster|slots",
                                             "cluster|shards",
                                             "cluster|myid",
                                             "cluster|keyslot",
                                             "cluster|countkeysinslot",
                                             "cluster|getkeysinslot",
                                             "cluster|links",
                                             "cluster|help",
                                             "sort_ro"});
    return s;
}

// Used only while no server's table is known (an offline check): the commands that read
// data, as servers flag them readonly.
const QSet<QByteArray>& offlineReads()
{
    static const QSet<QByteArray> s = words({"bitcount",
                                             "bitfield_ro",
                                             "bitpos",
                                             "dump",
                                             "eval_ro",
                                             "evalsha_ro",
                                             "exists",
                                             "expiretime",
                                             "fcall_ro",
                                             "geodist",
                                             "geohash",
                                             "geopos",
                                             "georadius_ro",
                                             "georadiusbymember_ro",
                                             "geosearch",
                                             "get",
                                             "getbit",
                                             "getrange",
                                             "hexists",
                                             "hget",
                                             "hgetall",
                                             "hkeys",
                                             "hlen",
                                             "hmget",
                                             "hrandfield",
                                             "hscan",
                                             "hstrlen",
                                             "hvals",
                                             "keys",
                                             "lcs",
                                             "lindex",
                                             "llen",
                                             "lpos",
                                             "lrange",
                                             "mget",
                                             "object|encoding",
                                             "object|freq",
                                             "object|idletime",
                                             "object|refcount",
                                             "pexpiretime",
                                             "pfcount",
                                             "pttl",
                                             "randomkey",
                                             "scan",
                                             "scard",
                                             "sdiff",
                                             "sinter",
                                             "sintercard",
                                             "sismember",
                                             "smembers",
                                             "smismember",
                                             "srandmember",
                                             "sscan",
                                             "strlen",
                                             "substr",
                                             "sunion",
                                             "touch",
                                             "ttl",
                                             "type",
                                             "xinfo|consumers",
                                             "xinfo|groups",
                                             "xinfo|stream",
                                             "xlen",
                                             "xpending",
                                             "xrange",
                                             "xread",
                                             "xrevrange",
                                             "zcard",
                                             "zcount",
                                             "zdiff",
                                             "zinter",
                                             "zintercard",
                                             "zlexcount",
                                             "zmscore",
                                             "zrandmember",
                                             "zrange",
                                             "zrangebylex",
                                             "zrangebyscore",
                                             "zrank",
                                             "zrevrange",
                                             "zrevrangebylex",
                                             "zrevrangebyscore",
                                             "zrevrank",
                                             "zscan",
                                             "zscore",
                                             "zunion",
                                             "hstrlen"});
    return s;
}

// Containers whose every subcommand not listed above changes something.
const QSet<QByteArray>& writingContainers()
{
    static const QSet<QByteArray> s =
        words({"client", "config", "acl", "script", "function", "module", "cluster", "latency",
               "slowlog", "memory", "xgroup"});
    return s;
}

QMutex& knownMutex()
{
    static QMutex m;
    return m;
}

std::shared_ptr<const RedisCommandTable>& knownTable()
{
    static std::shared_ptr<const RedisCommandTable> t;
    return t;
}

void addEntry(QHash<QByteArray, RedisCommandTable::Command>& commands, const RedisValue& e)
{
    if (e.type != RedisValue::Type::Array || e.elements.size() < 6)
        return;
    RedisCommandTable::Command c;
    c.name = e.elements.at(0).text.toLower();
    c.arity = int(e.elements.at(1).integer);
    for (const RedisValue& f : e.elements.at(2).elements)
        c.flags.insert(f.text.toLower());
    c.firstKey = int(e.elements.at(3).integer);
    c.lastKey = int(e.elements.at(4).integer);
    c.keyStep = int(e.elements.at(5).integer);
    if (e.elements.size() > 6)
        for (const RedisValue& cat : e.elements.at(6).elements)
            c.categories.insert(cat.text.toLower().mid(cat.text.startsWith('@') ? 1 : 0));
    if (e.elements.size() > 9 && !e.elements.at(9).elements.isEmpty()) {
        c.hasSubcommands = true;
        for (const RedisValue& sub : e.elements.at(9).elements)
            addEntry(commands, sub);
    }
    commands.insert(c.name, c);
}

void addDocs(QHash<QByteArray, RedisCommandTable::Command>& commands, const RedisValue& docs,
             const QByteArray& parent = {})
{
    for (qsizetype i = 0; i + 1 < docs.elements.size(); i += 2) {
        const QByteArray name = docs.elements.at(i).text.toLower();
        const RedisValue& doc = docs.elements.at(i + 1);
        for (qsizetype j = 0; j + 1 < doc.elements.size(); j += 2) {
            const QByteArray field = doc.elements.at(j).text;
            if (field == "summary" && commands.contains(name))
                commands[name].summary = QString::fromUtf8(doc.elements.at(j + 1).text);
            else if (field == "subcommands")
                addDocs(commands, doc.elements.at(j + 1), name);
        }
    }
    Q_UNUSED(parent)
}

} // namespace

RedisCommandTable RedisCommandTable::fromReplies(const RedisValue& info, const RedisValue& docs)
{
    RedisCommandTable t;
    for (const RedisValue& e : info.elements)
        addEntry(t.m_commands, e);
    if (docs.type == RedisValue::Type::Array)
        addDocs(t.m_commands, docs);
    return t;
}

Result<RedisCommandTable> RedisCommandTable::fromServer(const RedisExecutor& run)
{
    auto info = run({"COMMAND"});
    if (!info)
        return info.error();
    if (info->isError() || info->type != RedisValue::Type::Array)
        return Error{ErrorCode::CommandTable,
                     Tr::tr("The server did not give its command table: %1")
                         .arg(QString::fromUtf8(info->text))};
    auto docs = run({"COMMAND", "DOCS"});
    if (!docs)
        return docs.error();
    // Servers before 7.0 have no COMMAND DOCS: flags are enough.
    return fromReplies(*info, docs->isError() ? RedisValue() : *docs);
}

std::shared_ptr<const RedisCommandTable> RedisCommandTable::known()
{
    QMutexLocker lock(&knownMutex());
    return knownTable();
}

void RedisCommandTable::setKnown(std::shared_ptr<const RedisCommandTable> table)
{
    QMutexLocker lock(&knownMutex());
    knownTable() = std::move(table);
}

const RedisCommandTable::Command* RedisCommandTable::find(const QByteArray& key) const
{
    auto it = m_commands.constFind(key);
    return it == m_commands.constEnd() ? nullptr : &it.value();
}

const RedisCommandTable::Command* RedisCommandTable::lookup(const RedisCommand& command) const
{
    if (command.isEmpty())
        return nullptr;
    const QByteArray name = command.first().toLower();
    const Command* c = find(name);
    if (c && c->hasSubcommands && command.size() > 1)
        return find(name + '|' + command.at(1).toLower());
    return c;
}

RedisCommandTable::Access RedisCommandTable::classify(const RedisCommand& command,
                                                      const RedisCommandTable* table, QString* why)
{
    auto say = [why](const QString& text) {
        if (why)
            *why = text;
    };
    if (command.isEmpty())
        return Access::Unknown;
    const QByteArray name = command.first().toLower();
    const QByteArray key = RedisReplyShape::commandKey(command);
    if (alwaysWrites().contains(key) || alwaysWrites().contains(name)) {
        say(Tr::tr("%1 may change data or the server").arg(QString::fromUtf8(key.toUpper())));
        return Access::Write;
    }
    // SORT reads unless it stores its result.
    if (name == "sort") {
        for (qsizetype i = 2; i < command.size(); ++i)
            if (command.at(i).compare("store", Qt::CaseInsensitive) == 0) {
                say(Tr::tr("SORT … STORE writes its result"));
                return Access::Write;
            }
        return Access::Read;
    }
    if (alwaysReads().contains(key))
        return Access::Read;
    if (writingContainers().contains(name)) {
        say(Tr::tr("%1 may change data or the server").arg(QString::fromUtf8(key.toUpper())));
        return Access::Write;
    }
    const Command* c = table ? table->lookup(command) : nullptr;
    if (!c) {
        if (offlineReads().contains(key))
            return Access::Read;
        if (table && table->find(name)) {
            say(Tr::tr("%1 is not a subcommand this server knows")
                    .arg(QString::fromUtf8(key.toUpper())));
            return Access::Unknown;
        }
        if (table)
            say(Tr::tr("%1 is not a command this server knows")
                    .arg(QString::fromUtf8(command.first())));
        else
            say(Tr::tr("%1 is not known to only read").arg(QString::fromUtf8(key.toUpper())));
        return Access::Unknown;
    }
    if (c->flags.contains("write") || c->flags.contains("admin") || c->flags.contains("pubsub")) {
        say(Tr::tr("%1 may change data or the server").arg(QString::fromUtf8(key.toUpper())));
        return Access::Write;
    }
    if (c->flags.contains("readonly"))
        return Access::Read;
    say(Tr::tr("%1 is not known to only read").arg(QString::fromUtf8(key.toUpper())));
    return Access::Unknown;
}

} // namespace nelumbo
