#pragma once

#include "RedisValue.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/Schema.h"
#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <functional>

namespace nelumbo {

// Bounds of every catalogue call: each one sends a bounded number of commands, each command
// bounded work for the server (SCAN … COUNT, never KEYS), so other clients keep being served.
struct RedisCatalogOptions
{
    QByteArray separator = ":";
    int scanCount = 1000;   // COUNT hint of each SCAN
    int maxScanCalls = 100; // SCAN calls of one listing or sample at most
    int sampleKeys = 5000;  // keys a listing reads before it extrapolates
    int maxEntries = 500;   // namespaces and keys a listing returns at most
    int probesPerEntry = 3; // keys per namespace whose TYPE, PTTL, MEMORY USAGE are read
    int maxProbes = 600;    // probes of one listing at most (keys × commands)
    int describeKeys = 5;   // keys a description reads
    int membersPerKey = 20; // fields, members or entries read from each key
    int valueKeys = 100;    // keys read for the sample values of a field
    int budgetMs = 700;     // a listing stops sampling and probing after this long
    // Finding the keys of a namespace to describe or sample goes on for this long (a small
    // namespace of a large database may need most of a full SCAN), each call still bounded.
    int findKeysMs = 1500;
    // Whether the visibility rules show a key: hidden keys are left out of every listing,
    // description and sample as if they did not exist. Empty: every key is shown.
    std::function<bool(const QByteArray& key)> keyVisible;
};

// The name shown for a key or namespace: its text when the bytes are UTF-8, otherwise
// redis-cli's double-quoted form ("A\xff\xfeB"), which reads back to the same bytes where a
// lossy decoding would name another key.
QString redisDisplayName(const QByteArray& bytes);
// Bytes always written in that quoted form.
QString redisQuotedName(const QByteArray& bytes);
// The bytes a shown name stands for: the inverse of redisDisplayName().
QByteArray redisNameBytes(const QString& name);

// One entry of a level of the key space: a namespace (the keys under `prefix` + separator)
// or a single key without a further separator at this level.
struct RedisNamespace
{
    QByteArray prefix;           // "artist", "genre:Rock"; the key itself when isKey
    bool isKey = false;          // a key, not a namespace
    QStringList types;           // TYPE of the probed keys, distinct, sorted ("hash", "zset", …)
    qint64 sampledKeys = 0;      // keys of the sample in this entry
    qint64 approximateCount = 0; // extrapolated to the whole level; exact when exactCount
    bool exactCount = false;     // the scan went round the whole level
    int probedKeys = 0;          // keys whose TTL and memory were read
    int expiringKeys = 0;        // of those, keys with a TTL
    qint64 minTtlMs = -1;        // TTLs of the expiring probed keys
    qint64 maxTtlMs = -1;
    qint64 memoryPerKey = -1; // mean MEMORY USAGE of the probed keys, bytes; -1: unavailable

    // The display name, which is also what describe() and sampleValues() take:
    // "artist:*" for a namespace, the key's name for a key.
    QString name(const QByteArray& separator = ":") const;
    // The SCAN MATCH pattern of the keys of this entry (glob characters escaped).
    QByteArray matchPattern(const QByteArray& separator = ":") const;
};

// One level of the key space: the first (prefix empty) or the one under a namespace.
struct RedisKeyLevel
{
    QByteArray prefix;        // empty: the first level
    qint64 databaseKeys = -1; // DBSIZE
    qint64 levelKeys = -1;    // keys under prefix (DBSIZE at the first level; an estimate below)
    qint64 scannedKeys = 0;   // distinct keys the sample saw
    int scanCalls = 0;
    bool complete = false;         // the SCAN came back to cursor 0: counts are exact
    bool truncated = false;        // more entries than maxEntries were seen; the largest are kept
    QList<RedisNamespace> entries; // by name
    QStringList notes;             // details that were unavailable, in English
};

// A field of a namespace's keys: a hash field, a stream entry field, or a pseudo-field in
// parentheses for what is not a named field ("(key)", "(member)", "(score)", "(id)", …).
struct RedisField
{
    QString name;
    QString kind;        // "key name", "hash field", "stream field", "zset member", …
    int seenIn = 0;      // sampled keys that have it
    QStringList samples; // a few values, as text
};

struct RedisNamespaceDescription
{
    QString name; // as RedisNamespace::name()
    QByteArray prefix;
    bool isKey = false;
    QStringList types;
    QList<QByteArray> sampleKeys;
    QList<RedisField> fields;
    QStringList notes; // in English
};

// The browser's view of a Redis database, read through a RedisExecutor only (the adapter's
// session in the connection's thread). Never KEYS: SCAN with COUNT, bounded sampling, and
// counts extrapolated from the sample when the scan does not finish.
class RedisCatalog
{
public:
    explicit RedisCatalog(RedisExecutor executor, RedisCatalogOptions options = {});

    // The first level (prefix empty) or the level under a namespace's prefix. levelKeys: how
    // many keys the level holds (a RedisNamespace's approximateCount), to extrapolate to;
    // -1: DBSIZE for the first level, the sample itself below it.
    Result<RedisKeyLevel> level(const QByteArray& prefix = {}, qint64 levelKeys = -1) const;
    // The level under a namespace of another level.
    Result<RedisKeyLevel> children(const RedisNamespace& entry) const;
    // Type and fields of a namespace ("artist:*") or a key. Error "table_not_found" when no
    // key of it is found.
    Result<RedisNamespaceDescription> describe(const QString& name) const;
    // Distinct sample values of one field of a namespace or key, sorted, at most limit.
    Result<QVariantList> sampleValues(const QString& name, const QString& field,
                                      int limit = 100) const;

    const RedisCatalogOptions& options() const { return m_options; }

    // --- the adapter's introspection methods, in the engine's types (schemaName: the one
    // schema the adapter shows, e.g. "db0")
    // introspect(): the first level as tables, the fields of its describeTop largest
    // namespaces as their columns (the others have none until described).
    Result<Catalog> introspect(const QString& schemaName, int describeTop = 20) const;
    // describeTable(): a namespace's or key's fields, its type, count, TTLs and memory.
    Result<TableDescription> describeTable(const QString& schemaName, const QString& name) const;

    // --- mapping to the engine's schema types, for the adapter's introspection methods
    // The level as one schema of tables (no columns), each entry a table named name().
    static SchemaInfo toSchema(const RedisKeyLevel& level, const QString& schemaName,
                               const QList<RedisNamespaceDescription>& described = {});
    // A description as a table: fields as columns ("(key)" the primary key), the entry's
    // type, count, TTLs and memory in the comment (English, as the server's words are).
    static TableDescription toTableDescription(const RedisNamespaceDescription& description,
                                               const QString& schemaName,
                                               const RedisNamespace* stats = nullptr);
    // The comment toTableDescription() writes: "hash keys, about 275 (estimated …)".
    static QString summary(const RedisNamespace& entry, const RedisKeyLevel* level = nullptr);

private:
    struct Sample;
    Result<RedisValue> run(const RedisCommand& command) const;
    Result<QList<QByteArray>> scanKeys(const QByteArray& pattern, int wanted) const;
    Result<QList<QByteArray>> keysOf(const QString& name, int wanted, bool* isKey,
                                     QByteArray* prefix) const;

    bool visible(const QByteArray& key) const
    {
        return !m_options.keyVisible || m_options.keyVisible(key);
    }

    RedisExecutor m_executor;
    RedisCatalogOptions m_options;
};

// `*`, `?`, `[`, `]` and `\` escaped for SCAN MATCH.
QByteArray redisGlobEscape(const QByteArray& text);

} // namespace nelumbo
