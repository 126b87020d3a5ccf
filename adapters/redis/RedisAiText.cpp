#include "RedisAiText.h"

#include <QCoreApplication>

namespace nelumbo {

namespace {

// Core's adapter message, translated already.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::DatabaseAdapter)
};

} // namespace

AiContext redisAiContext()
{
    AiContext ai;
    ai.language = QStringLiteral("redis:commands");
    ai.exampleQuery = QStringLiteral("HGETALL artist:1");
    ai.syntaxNotes = QStringLiteral(
        "Redis commands, one per line, as redis-cli reads them: the command name first, then "
        "its keys and arguments separated by spaces. An argument with spaces or special "
        "characters is written in double quotes (backslash escapes such as \\\" \\n \\xHH) or "
        "single quotes (only \\' is an escape). Key names are namespaced with ':' "
        "(artist:1, genre:1:tracks); use the namespaces and fields the tools report. Types "
        "and their reading commands: string GET/MGET/GETRANGE/STRLEN; hash HGET/HMGET/HGETALL/"
        "HKEYS/HLEN/HSCAN; list LRANGE/LLEN/LINDEX; set SMEMBERS/SISMEMBER/SCARD/SSCAN; sorted "
        "set ZRANGE (… WITHSCORES, BYSCORE, REV, LIMIT)/ZSCORE/ZRANK/ZCARD/ZCOUNT; stream "
        "XRANGE/XREVRANGE/XLEN/XINFO STREAM; any key TYPE/TTL/PTTL/EXISTS/MEMORY USAGE. Related "
        "keys are read with one command each, on separate lines.");
    ai.generationNotes = QStringLiteral(
        "Write one command per line, no prompt, no comments, no semicolons. To find keys use "
        "SCAN 0 MATCH pattern COUNT 100 (never KEYS, which blocks the server on large "
        "databases). Bound what a command returns: ZRANGE with an index range or LIMIT, LRANGE "
        "with a range, XRANGE with COUNT, HSCAN/SSCAN/ZSCAN with COUNT on large keys.");
    ai.readOnlyNotes = QStringLiteral(
        "Only commands that read run here: the server's own command flags decide (commands "
        "flagged write, admin, dangerous or pubsub are refused), and EVAL, EVALSHA, FCALL, "
        "MULTI/EXEC, PUBLISH, SORT … STORE, XREADGROUP and CLIENT/CONFIG/ACL/DEBUG subcommands "
        "that change the server count as writes. Read-only forms exist for some: EVAL_RO, "
        "EVALSHA_RO, FCALL_RO, SORT_RO, GEORADIUS_RO. A script of several lines is refused "
        "when any line writes. Never generate SET, DEL, EXPIRE, HSET, LPUSH, ZADD, XADD or any "
        "other command that changes keys unless writes were explicitly allowed.");
    ai.readOnlyExamples = QStringLiteral("GET, HGETALL, ZRANGE, XRANGE, SCAN");
    ai.errorAdvice = {
        {QStringLiteral("syntax_error"),
         {QStringLiteral("Check the command's arguments and their order against the command's "
                         "syntax; quote arguments that contain spaces.")}},
        {QStringLiteral("type_mismatch"),
         {QStringLiteral("WRONGTYPE means the key holds another type: check it with TYPE key "
                         "and use that type's reading command.")}},
    };
    ai.variableIllustrations = {
        {QStringLiteral("HGETALL customer:{{customer_id}}"),
         QStringLiteral(R"([{"name":"customer_id","type":"number"}])")},
        {QStringLiteral("ZRANGE sales:artist:revenue 0 {{top}} REV WITHSCORES"),
         QStringLiteral(R"([{"name":"top","type":"number"}])")},
    };
    ai.optimization = Capability::no(Tr::tr("%1 has no query plans").arg(QStringLiteral("Redis")));
    return ai;
}

} // namespace nelumbo
