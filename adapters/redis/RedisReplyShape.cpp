#include "RedisReplyShape.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>
#include <cmath>
#include <limits>

namespace nelumbo {

namespace {

using Type = RedisValue::Type;

QVariant text(const QByteArray& bytes)
{
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString s = utf8.decode(bytes);
    if (utf8.hasError())
        return bytes; // binary: shown as bytes, never as replacement characters
    return s;
}

// A score as a number: "inf" and "-inf" included.
QVariant score(const RedisValue& v)
{
    if (v.type == Type::Integer)
        return double(v.integer);
    const QByteArray t = v.text.toLower();
    if (t == "inf" || t == "+inf")
        return std::numeric_limits<double>::infinity();
    if (t == "-inf")
        return -std::numeric_limits<double>::infinity();
    bool ok = false;
    const double d = t.toDouble(&ok);
    return ok ? QVariant(d) : RedisReplyShape::cell(v);
}

bool hasArg(const RedisCommand& command, const char* word, qsizetype from = 1)
{
    for (qsizetype i = from; i < command.size(); ++i)
        if (command.at(i).compare(word, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool isArray(const RedisValue& v)
{
    return v.type == Type::Array;
}

// A flat [f1, v1, f2, v2, …] as rows of two columns.
RedisTable pairs(const RedisValue& reply, const QString& first, const QString& second,
                 bool secondIsScore = false)
{
    RedisTable t{{first, second}, {}};
    for (qsizetype i = 0; i + 1 < reply.elements.size(); i += 2)
        t.rows.append({RedisReplyShape::cell(reply.elements.at(i)),
                       secondIsScore ? score(reply.elements.at(i + 1))
                                     : RedisReplyShape::cell(reply.elements.at(i + 1))});
    return t;
}

// Stream entries [[id, [f, v, …]], …] as rows; prefix cells go first (XREAD's stream name).
void addEntries(RedisTable& t, const RedisValue& entries, const QVariantList& prefix,
                qsizetype fieldColumn)
{
    for (const RedisValue& entry : entries.elements) {
        if (!isArray(entry) || entry.elements.size() < 2) {
            if (entry.isNil())
                continue; // an entry deleted meanwhile (XCLAIM, XAUTOCLAIM)
            QVariantList row = prefix;
            row.append(RedisReplyShape::cell(entry));
            t.rows.append(row);
            continue;
        }
        QVariantList row = prefix;
        row.append(RedisReplyShape::cell(entry.elements.at(0)));
        const RedisValue& fields = entry.elements.at(1);
        for (qsizetype i = 0; i + 1 < fields.elements.size(); i += 2) {
            const QString name = QString::fromUtf8(fields.elements.at(i).text);
            qsizetype column = t.columns.indexOf(name, fieldColumn);
            if (column < 0) {
                column = t.columns.size();
                t.columns.append(name);
            }
            while (row.size() <= column)
                row.append(QVariant());
            row[column] = RedisReplyShape::cell(fields.elements.at(i + 1));
        }
        t.rows.append(row);
    }
    for (QVariantList& row : t.rows)
        while (row.size() < t.columns.size())
            row.append(QVariant());
}

// An array of flat maps (XINFO GROUPS, XINFO CONSUMERS) as one row per map.
RedisTable mapRows(const RedisValue& reply)
{
    RedisTable t;
    for (const RedisValue& m : reply.elements) {
        QVariantList row(t.columns.size());
        for (qsizetype i = 0; i + 1 < m.elements.size(); i += 2) {
            const QString name = QString::fromUtf8(m.elements.at(i).text);
            qsizetype column = t.columns.indexOf(name);
            if (column < 0) {
                column = t.columns.size();
                t.columns.append(name);
                row.append(QVariant());
            }
            row[column] = RedisReplyShape::cell(m.elements.at(i + 1));
        }
        t.rows.append(row);
    }
    for (QVariantList& row : t.rows)
        while (row.size() < t.columns.size())
            row.append(QVariant());
    return t;
}

// INFO's text: "# Section" headers and "field:value" lines.
RedisTable infoRows(const QByteArray& info)
{
    RedisTable t{{QStringLiteral("section"), QStringLiteral("field"), QStringLiteral("value")}, {}};
    QString section;
    for (const QByteArray& raw : info.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1Char('#'))) {
            section = line.mid(1).trimmed();
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        t.rows.append({section, colon < 0 ? line : line.left(colon),
                       colon < 0 ? QVariant() : QVariant(line.mid(colon + 1))});
    }
    return t;
}

// CLIENT LIST's text: one line per client of "name=value" pairs.
RedisTable clientRows(const QByteArray& list)
{
    RedisTable t;
    for (const QByteArray& raw : list.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        QVariantList row(t.columns.size());
        for (const QByteArray& pair : line.split(' ')) {
            const qsizetype eq = pair.indexOf('=');
            const QString name = QString::fromUtf8(eq < 0 ? pair : pair.left(eq));
            qsizetype column = t.columns.indexOf(name);
            if (column < 0) {
                column = t.columns.size();
                t.columns.append(name);
                row.append(QVariant());
            }
            row[column] = eq < 0 ? QVariant() : text(pair.mid(eq + 1));
        }
        t.rows.append(row);
    }
    for (QVariantList& row : t.rows)
        while (row.size() < t.columns.size())
            row.append(QVariant());
    return t;
}

RedisTable oneCell(const RedisValue& reply)
{
    return {{QStringLiteral("value")}, {{RedisReplyShape::cell(reply)}}};
}

RedisTable oneColumn(const RedisValue& reply, const QString& name)
{
    RedisTable t{{name}, {}};
    for (const RedisValue& e : reply.elements)
        t.rows.append({RedisReplyShape::cell(e)});
    return t;
}

} // namespace

QVariant RedisReplyShape::cell(const RedisValue& value)
{
    switch (value.type) {
    case Type::Nil:
        return {};
    case Type::Integer:
        return value.integer;
    case Type::Status:
    case Type::Error:
        return QString::fromUtf8(value.text);
    case Type::String:
        return text(value.text);
    case Type::Array: {
        QVariantList list;
        list.reserve(value.elements.size());
        for (const RedisValue& e : value.elements)
            list.append(cell(e));
        return list;
    }
    }
    return {};
}

QByteArray RedisReplyShape::commandKey(const RedisCommand& command)
{
    if (command.isEmpty())
        return {};
    static const QSet<QByteArray> containers{"acl",      "client",  "cluster", "command", "config",
                                             "function", "latency", "memory",  "module",  "object",
                                             "pubsub",   "script",  "slowlog", "xgroup",  "xinfo"};
    const QByteArray name = command.first().toLower();
    if (containers.contains(name) && command.size() > 1)
        return name + '|' + command.at(1).toLower();
    return name;
}

RedisTable RedisReplyShape::shape(const RedisCommand& command, const RedisValue& reply)
{
    const QByteArray key = commandKey(command);
    if (reply.type == Type::String && key == "info")
        return infoRows(reply.text);
    if (reply.type == Type::String && key == "client|list")
        return clientRows(reply.text);
    if (!isArray(reply))
        return oneCell(reply);

    if (key == "scan" || key == "sscan" || key == "hscan" || key == "zscan") {
        // [cursor, [items]]: the next cursor beside every item, or alone when none came.
        const QVariant cursor =
            reply.elements.value(0).text.isNull() ? QVariant() : cell(reply.elements.value(0));
        const RedisValue items = reply.elements.value(1);
        RedisTable t;
        int width = 1;
        if (key == "scan")
            t.columns = {QStringLiteral("cursor"), QStringLiteral("key")};
        else if (key == "sscan")
            t.columns = {QStringLiteral("cursor"), QStringLiteral("member")};
        else if (key == "hscan")
            t.columns = {QStringLiteral("cursor"), QStringLiteral("field"),
                         QStringLiteral("value")},
            width = 2;
        else
            t.columns = {QStringLiteral("cursor"), QStringLiteral("member"),
                         QStringLiteral("score")},
            width = 2;
        for (qsizetype i = 0; i + width - 1 < items.elements.size(); i += width) {
            QVariantList row{cursor, cell(items.elements.at(i))};
            if (width == 2)
                row.append(key == "zscan" ? score(items.elements.at(i + 1))
                                          : cell(items.elements.at(i + 1)));
            t.rows.append(row);
        }
        if (t.rows.isEmpty()) {
            QVariantList row{cursor};
            while (row.size() < t.columns.size())
                row.append(QVariant());
            t.rows.append(row);
        }
        return t;
    }

    static const QSet<QByteArray> fieldValue{"hgetall",        "config|get",  "memory|stats",
                                             "xinfo|stream",   "acl|getuser", "client|trackinginfo",
                                             "function|stats", "command|docs"};
    if (fieldValue.contains(key) || (key == "hrandfield" && hasArg(command, "withvalues", 3)))
        return pairs(reply, QStringLiteral("field"), QStringLiteral("value"));
    if (key == "pubsub|numsub" || key == "pubsub|shardnumsub")
        return pairs(reply, QStringLiteral("channel"), QStringLiteral("subscribers"));

    static const QSet<QByteArray> scored{"zrange",           "zrevrange",   "zrangebyscore",
                                         "zrevrangebyscore", "zrandmember", "zunion",
                                         "zinter",           "zdiff"};
    if ((scored.contains(key) && hasArg(command, "withscores", 2)) || key == "zpopmin" ||
        key == "zpopmax")
        return pairs(reply, QStringLiteral("member"), QStringLiteral("score"), true);
    if ((key == "bzpopmin" || key == "bzpopmax") && reply.elements.size() == 3)
        return {{QStringLiteral("key"), QStringLiteral("member"), QStringLiteral("score")},
                {{cell(reply.elements.at(0)), cell(reply.elements.at(1)),
                  score(reply.elements.at(2))}}};
    if ((key == "blpop" || key == "brpop") && reply.elements.size() == 2)
        return {{QStringLiteral("key"), QStringLiteral("value")},
                {{cell(reply.elements.at(0)), cell(reply.elements.at(1))}}};

    if (key == "xrange" || key == "xrevrange" ||
        (key == "xclaim" && !hasArg(command, "justid", 5))) {
        RedisTable t{{QStringLiteral("id")}, {}};
        addEntries(t, reply, {}, 1);
        return t;
    }
    if (key == "xread" || key == "xreadgroup") {
        RedisTable t{{QStringLiteral("stream"), QStringLiteral("id")}, {}};
        for (const RedisValue& stream : reply.elements)
            if (isArray(stream) && stream.elements.size() == 2)
                addEntries(t, stream.elements.at(1), {cell(stream.elements.at(0))}, 2);
        return t;
    }
    if (key == "xinfo|groups" || key == "xinfo|consumers")
        return mapRows(reply);

    if (key == "mget" && reply.elements.size() == command.size() - 1) {
        RedisTable t{{QStringLiteral("key"), QStringLiteral("value")}, {}};
        for (qsizetype i = 0; i < reply.elements.size(); ++i)
            t.rows.append({text(command.at(i + 1)), cell(reply.elements.at(i))});
        return t;
    }
    if (key == "hmget" && reply.elements.size() == command.size() - 2) {
        RedisTable t{{QStringLiteral("field"), QStringLiteral("value")}, {}};
        for (qsizetype i = 0; i < reply.elements.size(); ++i)
            t.rows.append({text(command.at(i + 2)), cell(reply.elements.at(i))});
        return t;
    }
    if (key == "geopos") {
        RedisTable t{
            {QStringLiteral("member"), QStringLiteral("longitude"), QStringLiteral("latitude")},
            {}};
        for (qsizetype i = 0; i < reply.elements.size(); ++i) {
            const RedisValue& p = reply.elements.at(i);
            t.rows.append({text(command.value(i + 2)),
                           p.elements.size() == 2 ? score(p.elements.at(0)) : QVariant(),
                           p.elements.size() == 2 ? score(p.elements.at(1)) : QVariant()});
        }
        return t;
    }
    if (key == "keys" || key == "randomkey" || key == "command|getkeys")
        return oneColumn(reply, QStringLiteral("key"));
    return oneColumn(reply, QStringLiteral("value"));
}

} // namespace nelumbo
