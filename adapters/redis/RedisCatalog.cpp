#include "RedisCatalog.h"

#include "RedisLanguage.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QLocale>
#include <QMap>
#include <QSet>
#include <QUtf8StringView>
#include <algorithm>

namespace nelumbo {

namespace {

// Reuses the engine's adapter messages, which are translated already.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::DatabaseAdapter)
};

const QByteArray kSeparatorStar = QByteArrayLiteral("*");

Error refused(const RedisCommand& command, const RedisValue& reply)
{
    return Error{ErrorCode::IntrospectionFailed,
                 QStringLiteral("%1: %2").arg(QString::fromUtf8(command.value(0)),
                                              QString::fromUtf8(reply.text))};
}

Error malformed(const RedisCommand& command)
{
    return Error{ErrorCode::IntrospectionFailed,
                 QStringLiteral("%1: unexpected reply").arg(QString::fromUtf8(command.value(0)))};
}

QString text(const QByteArray& bytes, int max = 200)
{
    QString s = QString::fromUtf8(bytes);
    if (s.size() > max)
        s = s.left(max) + QChar(0x2026);
    return s;
}

QString duration(qint64 ms)
{
    if (ms < 1000)
        return QStringLiteral("%1 ms").arg(ms);
    const qint64 s = ms / 1000;
    if (s < 120)
        return QStringLiteral("%1 s").arg(s);
    if (s < 7200)
        return QStringLiteral("%1 min").arg(s / 60);
    if (s < 172800)
        return QStringLiteral("%1 h").arg(s / 3600);
    return QStringLiteral("%1 d").arg(s / 86400);
}

QString number(qint64 n)
{
    return QLocale::c().toString(n); // "1,000,000": the comment is English text
}

// One entry while a level is sampled.
struct Pending
{
    RedisNamespace entry;
    QList<QByteArray> probeKeys;
};

// The flat field/value pairs of a reply's array.
QList<QPair<QByteArray, QByteArray>> pairs(const RedisValue& array)
{
    QList<QPair<QByteArray, QByteArray>> out;
    for (qsizetype i = 0; i + 1 < array.elements.size(); i += 2)
        out.append({array.elements.at(i).text, array.elements.at(i + 1).text});
    return out;
}

bool isScanReply(const RedisValue& reply)
{
    return reply.type == RedisValue::Type::Array && reply.elements.size() == 2 &&
           reply.elements.at(1).type == RedisValue::Type::Array;
}

} // namespace

QString redisQuotedName(const QByteArray& bytes)
{
    QString out(QLatin1Char('"'));
    for (const char ch : bytes) {
        const auto c = uchar(ch);
        if (c == '"' || c == '\\') {
            out += QLatin1Char('\\');
            out += QLatin1Char(ch);
        } else if (c >= 0x20 && c < 0x7f) {
            out += QLatin1Char(ch);
        } else {
            out += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
        }
    }
    return out + QLatin1Char('"');
}

QString redisDisplayName(const QByteArray& bytes)
{
    if (QUtf8StringView(bytes).isValidUtf8())
        return QString::fromUtf8(bytes);
    return redisQuotedName(bytes);
}

QByteArray redisNameBytes(const QString& name)
{
    // Only a quoted form that stands for bytes which are not UTF-8 is one of ours: a key
    // whose own name is quoted text keeps it.
    if (name.size() >= 2 && name.startsWith(QLatin1Char('"')) && name.endsWith(QLatin1Char('"'))) {
        const auto parsed = RedisLanguage::parse(name);
        if (parsed && parsed->size() == 1 && !QUtf8StringView(parsed->first()).isValidUtf8())
            return parsed->first();
    }
    return name.toUtf8();
}

QByteArray redisGlobEscape(const QByteArray& text)
{
    QByteArray out;
    out.reserve(text.size());
    for (const char c : text) {
        if (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\')
            out.append('\\');
        out.append(c);
    }
    return out;
}

QString RedisNamespace::name(const QByteArray& separator) const
{
    if (isKey)
        return redisDisplayName(prefix);
    return redisDisplayName(prefix + separator + kSeparatorStar);
}

QByteArray RedisNamespace::matchPattern(const QByteArray& separator) const
{
    if (isKey)
        return redisGlobEscape(prefix);
    return redisGlobEscape(prefix + separator) + kSeparatorStar;
}

RedisCatalog::RedisCatalog(RedisExecutor executor, RedisCatalogOptions options)
    : m_executor(std::move(executor))
    , m_options(std::move(options))
{}

Result<RedisValue> RedisCatalog::run(const RedisCommand& command) const
{
    return m_executor(command);
}

Result<RedisKeyLevel> RedisCatalog::level(const QByteArray& prefix, qint64 levelKeys) const
{
    QElapsedTimer clock;
    clock.start();
    const QByteArray& sep = m_options.separator;
    RedisKeyLevel out;
    out.prefix = prefix;

    const RedisCommand dbsize{QByteArrayLiteral("DBSIZE")};
    auto size = run(dbsize);
    if (!size)
        return size.error();
    if (size->isError())
        return refused(dbsize, size.value());
    out.databaseKeys = size->integer;
    out.levelKeys = prefix.isEmpty() && levelKeys < 0 ? out.databaseKeys : levelKeys;

    const QByteArray base = prefix.isEmpty() ? QByteArray() : prefix + sep;
    const QByteArray pattern = prefix.isEmpty() ? QByteArray() : redisGlobEscape(base) + "*";
    QSet<QByteArray> seen;
    QMap<QByteArray, Pending> namespaces; // by prefix
    QMap<QByteArray, Pending> keys;       // by key
    QByteArray cursor = "0";
    const QByteArray count = QByteArray::number(m_options.scanCount);
    while (true) {
        RedisCommand scan{QByteArrayLiteral("SCAN"), cursor};
        if (!pattern.isEmpty())
            scan << QByteArrayLiteral("MATCH") << pattern;
        scan << QByteArrayLiteral("COUNT") << count;
        auto reply = run(scan);
        if (!reply)
            return reply.error();
        if (reply->isError())
            return refused(scan, reply.value());
        if (!isScanReply(reply.value()))
            return malformed(scan);
        ++out.scanCalls;
        for (const RedisValue& k : reply->elements.at(1).elements) {
            const QByteArray& key = k.text;
            if (seen.contains(key) || !key.startsWith(base))
                continue;
            seen.insert(key);
            // Still counted in the sample, so that the others' counts extrapolate right.
            if (!visible(key))
                continue;
            const qsizetype at = key.indexOf(sep, base.size());
            const bool isKey = at < 0 || sep.isEmpty();
            const QByteArray entryPrefix = isKey ? key : key.left(at);
            Pending& p = (isKey ? keys : namespaces)[entryPrefix];
            p.entry.prefix = entryPrefix;
            p.entry.isKey = isKey;
            ++p.entry.sampledKeys;
            if (p.probeKeys.size() < m_options.probesPerEntry)
                p.probeKeys.append(key);
        }
        cursor = reply->elements.at(0).text;
        if (cursor == "0") {
            out.complete = true;
            break;
        }
        if (seen.size() >= m_options.sampleKeys || out.scanCalls >= m_options.maxScanCalls ||
            clock.elapsed() >= m_options.budgetMs)
            break;
    }
    out.scannedKeys = seen.size();

    QList<Pending> pending;
    for (auto* map : {&namespaces, &keys})
        for (auto it = map->begin(); it != map->end(); ++it)
            pending.append(std::move(it.value()));
    // The largest first: they are kept when truncating and probed first.
    std::stable_sort(pending.begin(), pending.end(), [](const Pending& a, const Pending& b) {
        return a.entry.sampledKeys > b.entry.sampledKeys;
    });
    if (pending.size() > m_options.maxEntries) {
        pending.resize(m_options.maxEntries);
        out.truncated = true;
    }

    for (Pending& p : pending) {
        RedisNamespace& e = p.entry;
        if (out.complete) {
            e.approximateCount = e.sampledKeys;
            e.exactCount = true;
        } else if (out.levelKeys > 0 && out.scannedKeys > 0) {
            e.approximateCount =
                qMax<qint64>(e.sampledKeys, qRound64(double(e.sampledKeys) * double(out.levelKeys) /
                                                     double(out.scannedKeys)));
        } else {
            e.approximateCount = e.sampledKeys; // at least these
        }
    }
    if (!out.complete && out.levelKeys < 0)
        out.notes << QStringLiteral("counts are lower bounds: the level's size is unknown");

    // Probes: bounded in number and time, so a level of many small namespaces stays fast.
    int probes = 0;
    bool memoryAvailable = true;
    bool ttlAvailable = true;
    bool outOfBudget = false;
    for (Pending& p : pending) {
        RedisNamespace& e = p.entry;
        QSet<QString> types;
        qint64 memory = 0;
        int memoryKeys = 0;
        for (const QByteArray& key : std::as_const(p.probeKeys)) {
            if (probes + 3 > m_options.maxProbes || clock.elapsed() >= m_options.budgetMs) {
                outOfBudget = true;
                break;
            }
            const RedisCommand type{QByteArrayLiteral("TYPE"), key};
            auto t = run(type);
            ++probes;
            if (!t)
                return t.error();
            if (t->isError() || t->text == "none") // refused, or gone since the scan
                continue;
            types.insert(QString::fromUtf8(t->text));
            ++e.probedKeys;
            if (ttlAvailable) {
                auto ttl = run({QByteArrayLiteral("PTTL"), key});
                ++probes;
                if (!ttl)
                    return ttl.error();
                if (ttl->isError()) {
                    ttlAvailable = false;
                } else if (ttl->integer >= 0) {
                    ++e.expiringKeys;
                    e.minTtlMs = e.minTtlMs < 0 ? ttl->integer : qMin(e.minTtlMs, ttl->integer);
                    e.maxTtlMs = qMax(e.maxTtlMs, ttl->integer);
                }
            }
            if (memoryAvailable) {
                auto m = run({QByteArrayLiteral("MEMORY"), QByteArrayLiteral("USAGE"), key});
                ++probes;
                if (!m)
                    return m.error();
                if (m->isError()) {
                    memoryAvailable = false; // no permission, or a server without MEMORY
                } else if (m->type == RedisValue::Type::Integer) {
                    memory += m->integer;
                    ++memoryKeys;
                }
            }
        }
        e.types = QStringList(types.begin(), types.end());
        e.types.sort();
        if (memoryKeys > 0)
            e.memoryPerKey = memory / memoryKeys;
        if (outOfBudget)
            break;
    }
    if (!ttlAvailable)
        out.notes << QStringLiteral("TTLs unavailable: PTTL was refused");
    if (!memoryAvailable)
        out.notes << QStringLiteral("memory unavailable: MEMORY USAGE was refused");
    if (outOfBudget)
        out.notes << QStringLiteral("types, TTLs and memory read for the largest entries only");
    if (out.truncated)
        out.notes
            << QStringLiteral("only the %1 largest entries are listed").arg(m_options.maxEntries);

    std::sort(pending.begin(), pending.end(), [](const Pending& a, const Pending& b) {
        return a.entry.prefix != b.entry.prefix ? a.entry.prefix < b.entry.prefix
                                                : a.entry.isKey < b.entry.isKey;
    });
    for (Pending& p : pending)
        out.entries.append(std::move(p.entry));
    return out;
}

Result<RedisKeyLevel> RedisCatalog::children(const RedisNamespace& entry) const
{
    if (entry.isKey)
        return level(entry.prefix, 1);
    return level(entry.prefix, entry.approximateCount > 0 ? entry.approximateCount : -1);
}

Result<QList<QByteArray>> RedisCatalog::scanKeys(const QByteArray& pattern, int wanted) const
{
    QList<QByteArray> out;
    QSet<QByteArray> seen;
    QByteArray cursor = "0";
    const QByteArray count = QByteArray::number(m_options.scanCount);
    QElapsedTimer clock;
    clock.start();
    // At least maxScanCalls calls, then as many as fit in findKeysMs.
    for (int calls = 0; out.size() < wanted &&
                        (calls < m_options.maxScanCalls || clock.elapsed() < m_options.findKeysMs);
         ++calls) {
        const RedisCommand scan{QByteArrayLiteral("SCAN"),  cursor,
                                QByteArrayLiteral("MATCH"), pattern,
                                QByteArrayLiteral("COUNT"), count};
        auto reply = run(scan);
        if (!reply)
            return reply.error();
        if (reply->isError())
            return refused(scan, reply.value());
        if (!isScanReply(reply.value()))
            return malformed(scan);
        for (const RedisValue& k : reply->elements.at(1).elements)
            if (out.size() < wanted && !seen.contains(k.text) && visible(k.text)) {
                seen.insert(k.text);
                out.append(k.text);
            }
        cursor = reply->elements.at(0).text;
        if (cursor == "0")
            break;
    }
    return out;
}

Result<QList<QByteArray>> RedisCatalog::keysOf(const QString& name, int wanted, bool* isKey,
                                               QByteArray* prefix) const
{
    const QByteArray bytes = redisNameBytes(name);
    const QByteArray suffix = m_options.separator + kSeparatorStar;
    if (bytes.size() > suffix.size() && bytes.endsWith(suffix)) {
        *prefix = bytes.left(bytes.size() - kSeparatorStar.size() - m_options.separator.size());
        *isKey = false;
        auto keys =
            scanKeys(redisGlobEscape(*prefix + m_options.separator) + kSeparatorStar, wanted);
        if (!keys || !keys->isEmpty())
            return keys;
    }
    // A key of that name (also a key whose name merely looks like a namespace).
    *prefix = bytes;
    *isKey = true;
    if (!visible(bytes))
        return QList<QByteArray>{};
    auto exists = run({QByteArrayLiteral("EXISTS"), bytes});
    if (!exists)
        return exists.error();
    if (exists->type == RedisValue::Type::Integer && exists->integer > 0)
        return QList<QByteArray>{bytes};
    return QList<QByteArray>{};
}

Result<RedisNamespaceDescription> RedisCatalog::describe(const QString& name) const
{
    RedisNamespaceDescription out;
    out.name = name;
    auto keys = keysOf(name, m_options.describeKeys, &out.isKey, &out.prefix);
    if (!keys)
        return keys.error();
    if (keys->isEmpty())
        return bilingualError<Tr>(
            ErrorCode::TableNotFound,
            QT_TRANSLATE_NOOP("nelumbo::DatabaseAdapter", "There is no table %1"), name);
    out.sampleKeys = keys.value();

    QList<RedisField> fields;
    QHash<QString, qsizetype> index;
    QSet<QString> types;
    // Adds a value of a field seen in the current key (once per key for seenIn).
    QSet<QString> inThisKey;
    auto add = [&](const QString& field, const QString& kind, const QByteArray& value) {
        qsizetype i = index.value(field, -1);
        if (i < 0) {
            i = fields.size();
            index.insert(field, i);
            fields.append({field, kind, 0, {}});
        }
        RedisField& f = fields[i];
        if (!inThisKey.contains(field)) {
            inThisKey.insert(field);
            ++f.seenIn;
        }
        const QString v = text(value, 100);
        if (f.samples.size() < 5 && !f.samples.contains(v))
            f.samples.append(v);
    };
    const int n = m_options.membersPerKey;
    const QByteArray nBytes = QByteArray::number(n);
    const QByteArray last = QByteArray::number(n - 1);
    for (const QByteArray& key : std::as_const(out.sampleKeys)) {
        inThisKey.clear();
        add(QStringLiteral("(key)"), QStringLiteral("key name"), key);
        auto type = run({QByteArrayLiteral("TYPE"), key});
        if (!type)
            return type.error();
        const QByteArray t = type->text;
        if (type->isError() || t == "none")
            continue;
        types.insert(QString::fromUtf8(t));
        RedisCommand read;
        if (t == "hash")
            read = {"HSCAN", key, "0", "COUNT", nBytes};
        else if (t == "stream")
            read = {"XRANGE", key, "-", "+", "COUNT", QByteArray::number(qMin(n, 5))};
        else if (t == "zset")
            read = {"ZRANGE", key, "0", last, "WITHSCORES"};
        else if (t == "set")
            read = {"SSCAN", key, "0", "COUNT", nBytes};
        else if (t == "list")
            read = {"LRANGE", key, "0", last};
        else if (t == "string")
            read = {"GETRANGE", key, "0", "255"};
        if (read.isEmpty()) {
            out.notes << QStringLiteral("%1: values of type %2 are not read")
                             .arg(text(key), QString::fromUtf8(t));
            continue;
        }
        auto reply = run(read);
        if (!reply)
            return reply.error();
        if (reply->isError()) {
            out.notes << QStringLiteral("%1: %2").arg(QString::fromUtf8(read.first()),
                                                      QString::fromUtf8(reply->text));
            continue;
        }
        const RedisValue& r = reply.value();
        if (t == "hash" && isScanReply(r)) {
            int taken = 0;
            for (const auto& [field, value] : pairs(r.elements.at(1)))
                if (taken++ < n)
                    add(QString::fromUtf8(field), QStringLiteral("hash field"), value);
        } else if (t == "stream") {
            for (const RedisValue& entry : r.elements) {
                if (entry.elements.size() != 2)
                    continue;
                add(QStringLiteral("(id)"), QStringLiteral("stream entry id"),
                    entry.elements.at(0).text);
                for (const auto& [field, value] : pairs(entry.elements.at(1)))
                    add(QString::fromUtf8(field), QStringLiteral("stream field"), value);
            }
        } else if (t == "zset") {
            for (const auto& [member, score] : pairs(r)) {
                add(QStringLiteral("(member)"), QStringLiteral("zset member"), member);
                add(QStringLiteral("(score)"), QStringLiteral("zset score"), score);
            }
        } else if (t == "set" && isScanReply(r)) {
            for (const RedisValue& m : r.elements.at(1).elements)
                add(QStringLiteral("(member)"), QStringLiteral("set member"), m.text);
        } else if (t == "list") {
            for (const RedisValue& m : r.elements)
                add(QStringLiteral("(element)"), QStringLiteral("list element"), m.text);
        } else if (t == "string") {
            add(QStringLiteral("(value)"), QStringLiteral("string value"), r.text);
        }
    }
    out.types = QStringList(types.begin(), types.end());
    out.types.sort();
    out.fields = fields;
    return out;
}

Result<QVariantList> RedisCatalog::sampleValues(const QString& name, const QString& field,
                                                int limit) const
{
    limit = qBound(1, limit, DatabaseAdapter::kMaxDistinctValues);
    bool isKey = false;
    QByteArray prefix;
    auto keys = keysOf(name, m_options.valueKeys, &isKey, &prefix);
    if (!keys)
        return keys.error();
    if (keys->isEmpty())
        return bilingualError<Tr>(
            ErrorCode::TableNotFound,
            QT_TRANSLATE_NOOP("nelumbo::DatabaseAdapter", "There is no table %1"), name);
    QSet<QString> seen;
    QVariantList values;
    bool numeric = field == QLatin1String("(score)");
    bool sawNull = false;
    auto add = [&](const QByteArray& v) {
        const QString s = QString::fromUtf8(v);
        if (values.size() < limit && !seen.contains(s)) {
            seen.insert(s);
            values.append(numeric ? QVariant(v.toDouble()) : QVariant(s));
        }
    };
    const QByteArray f = field.toUtf8();
    const QByteArray nBytes = QByteArray::number(m_options.membersPerKey);
    const QByteArray last = QByteArray::number(m_options.membersPerKey - 1);
    for (const QByteArray& key : std::as_const(keys.value())) {
        if (values.size() >= limit)
            break;
        if (field == QLatin1String("(key)")) {
            add(key);
            continue;
        }
        auto type = run({QByteArrayLiteral("TYPE"), key});
        if (!type)
            return type.error();
        const QByteArray t = type->text;
        RedisCommand read;
        if (t == "hash")
            read = {"HGET", key, f};
        else if (t == "zset" && (f == "(member)" || f == "(score)"))
            read = {"ZRANGE", key, "0", last, "WITHSCORES"};
        else if (t == "set" && f == "(member)")
            read = {"SSCAN", key, "0", "COUNT", nBytes};
        else if (t == "list" && f == "(element)")
            read = {"LRANGE", key, "0", last};
        else if (t == "stream")
            read = {"XRANGE", key, "-", "+", "COUNT", nBytes};
        else if (t == "string" && f == "(value)")
            read = {"GETRANGE", key, "0", "1023"};
        if (read.isEmpty())
            continue;
        auto reply = run(read);
        if (!reply)
            return reply.error();
        const RedisValue& r = reply.value();
        if (r.isError())
            continue;
        if (t == "hash") {
            if (r.isNil())
                sawNull = true;
            else
                add(r.text);
        } else if (t == "zset") {
            for (const auto& [member, score] : pairs(r))
                add(f == "(score)" ? score : member);
        } else if (t == "set" && isScanReply(r)) {
            for (const RedisValue& m : r.elements.at(1).elements)
                add(m.text);
        } else if (t == "list") {
            for (const RedisValue& m : r.elements)
                add(m.text);
        } else if (t == "stream") {
            for (const RedisValue& entry : r.elements) {
                if (entry.elements.size() != 2)
                    continue;
                if (f == "(id)") {
                    add(entry.elements.at(0).text);
                    continue;
                }
                bool found = false;
                for (const auto& [fieldName, value] : pairs(entry.elements.at(1)))
                    if (fieldName == f) {
                        add(value);
                        found = true;
                    }
                sawNull = sawNull || !found;
            }
        } else if (t == "string") {
            add(r.text);
        }
    }
    std::sort(values.begin(), values.end(), [numeric](const QVariant& a, const QVariant& b) {
        return numeric ? a.toDouble() < b.toDouble() : a.toString() < b.toString();
    });
    if (sawNull && values.size() < limit)
        values.prepend(QVariant()); // a key without the field: NULL, as SQL adapters list it
    return values;
}

Result<Catalog> RedisCatalog::introspect(const QString& schemaName, int describeTop) const
{
    QElapsedTimer clock;
    clock.start();
    auto first = level();
    if (!first)
        return first.error();
    QList<const RedisNamespace*> largest;
    for (const RedisNamespace& e : first->entries)
        largest.append(&e);
    std::stable_sort(largest.begin(), largest.end(),
                     [](const RedisNamespace* a, const RedisNamespace* b) {
                         return a->sampledKeys > b->sampledKeys;
                     });
    QList<RedisNamespaceDescription> described;
    for (const RedisNamespace* e : std::as_const(largest)) {
        // Each description is a few commands; the budget keeps the whole call bounded.
        if (described.size() >= describeTop || clock.elapsed() >= 2 * m_options.budgetMs)
            break;
        auto d = describe(e->name(m_options.separator));
        if (!d && d.error().code != ErrorCode::TableNotFound)
            return d.error();
        if (d)
            described.append(d.value());
    }
    return Catalog{toSchema(first.value(), schemaName, described)};
}

Result<TableDescription> RedisCatalog::describeTable(const QString& schemaName,
                                                     const QString& name) const
{
    auto d = describe(name);
    if (!d)
        return d.error();
    // The entry's count, TTLs and memory, from the level it belongs to.
    const qsizetype cut = d->prefix.lastIndexOf(m_options.separator);
    const QByteArray parent = cut >= 0 ? d->prefix.left(cut) : QByteArray();
    auto around = level(parent);
    if (!around)
        return around.error();
    for (const RedisNamespace& e : around->entries)
        if (e.isKey == d->isKey && e.prefix == d->prefix) {
            TableDescription t = toTableDescription(d.value(), schemaName, &e);
            t.comment = summary(e, &around.value()) +
                        QStringLiteral("; fields from %1 sampled keys").arg(d->sampleKeys.size());
            return t;
        }
    return toTableDescription(d.value(), schemaName);
}

QString RedisCatalog::summary(const RedisNamespace& entry, const RedisKeyLevel* level)
{
    QStringList parts;
    parts << (entry.types.isEmpty() ? QStringLiteral("type not read")
                                    : entry.types.join(QStringLiteral(", ")));
    if (entry.isKey) {
        parts << QStringLiteral("one key");
    } else if (entry.exactCount) {
        parts << QStringLiteral("%1 keys").arg(number(entry.approximateCount));
    } else {
        QString estimate =
            QStringLiteral("about %1 keys (approximate").arg(number(entry.approximateCount));
        if (level && level->levelKeys > 0)
            estimate += QStringLiteral(": %1 of a sample of %2 of %3 keys")
                            .arg(number(entry.sampledKeys), number(level->scannedKeys),
                                 number(level->levelKeys));
        parts << estimate + QLatin1Char(')');
    }
    if (entry.probedKeys > 0) {
        if (entry.expiringKeys == 0)
            parts << QStringLiteral("no TTL (%1 keys read)").arg(entry.probedKeys);
        else
            parts << QStringLiteral("TTL on %1 of %2 keys read, %3 to %4")
                         .arg(entry.expiringKeys)
                         .arg(entry.probedKeys)
                         .arg(duration(entry.minTtlMs), duration(entry.maxTtlMs));
    }
    if (entry.memoryPerKey >= 0)
        parts << QStringLiteral("about %1 bytes per key (MEMORY USAGE)")
                     .arg(number(entry.memoryPerKey));
    return parts.join(QStringLiteral("; "));
}

SchemaInfo RedisCatalog::toSchema(const RedisKeyLevel& level, const QString& schemaName,
                                  const QList<RedisNamespaceDescription>& described)
{
    SchemaInfo schema;
    schema.name = schemaName;
    for (const RedisNamespace& e : level.entries) {
        TableInfo t;
        t.schema = schemaName;
        t.name = e.name();
        t.typeLabel = e.types.join(QStringLiteral(", "));
        t.summary = summary(e, &level);
        for (const RedisNamespaceDescription& d : described) {
            if (d.name != t.name)
                continue;
            for (const RedisField& f : d.fields) {
                ColumnInfo c;
                c.name = f.name;
                c.type = f.kind;
                c.primaryKey = f.name == QLatin1String("(key)");
                c.notNull = f.seenIn >= d.sampleKeys.size();
                t.columns.append(c);
            }
        }
        schema.tables.append(t);
    }
    return schema;
}

TableDescription RedisCatalog::toTableDescription(const RedisNamespaceDescription& description,
                                                  const QString& schemaName,
                                                  const RedisNamespace* stats)
{
    TableDescription t;
    t.schema = schemaName;
    t.name = description.name;
    t.kind = TableInfo::Kind::Table;
    if (stats)
        t.comment = summary(*stats);
    else
        t.comment = description.types.join(QStringLiteral(", "));
    t.comment += QStringLiteral("; fields from %1 sampled keys").arg(description.sampleKeys.size());
    for (const RedisField& f : description.fields) {
        ColumnDescription c;
        c.name = f.name;
        c.type = f.kind;
        c.nullable = f.seenIn < description.sampleKeys.size();
        c.primaryKey = f.name == QLatin1String("(key)");
        if (!f.samples.isEmpty())
            c.comment = QStringLiteral("e.g. ") + f.samples.join(QStringLiteral(", "));
        t.columns.append(c);
    }
    t.primaryKey = {QStringLiteral("(key)")};
    return t;
}

} // namespace nelumbo
