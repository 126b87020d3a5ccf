#pragma once

#include "core/Result.h"
#include "redis/RedisValue.h"

#include <QList>
#include <QString>

namespace nelumbo::test {

// The Redis test dataset derived from the Chinook database (resources/demo/chinook.sqlite):
//   artist:<id>, album:<id>, track:<id>, customer:<id>, genre:<id>   hashes
//   genre:<id>:tracks                         sets of the genre's track ids
//   sales:artist:revenue, sales:artist:quantity   sorted sets: artist name → sales
//   invoices                                  stream, one entry per invoice, in date order
//   session:<customer id> (1 h), cache:top-artist (1 d)   strings with TTLs; counter:invoices
//   hostile:…                                 keys with spaces, quotes, newlines, {{x}},
//                                             glob characters, backslashes and non-ASCII
// Loading twice gives the same data: sets, sorted sets and the stream are deleted first.
struct ChinookRedis
{
    static Result<QList<RedisCommand>> commands(const QString& sqlitePath);
    // The hostile key names, exactly as loaded.
    static QList<QByteArray> hostileKeys();
    // Commands in the RESP protocol, for `redis-cli --pipe`.
    static QByteArray resp(const QList<RedisCommand>& commands);
};

} // namespace nelumbo::test
