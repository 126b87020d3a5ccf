#pragma once

#include "adapter/QueryLanguage.h"

namespace nelumbo {

class RedisCommandTable;

// Reads a Redis command line around a cursor for completion: a command name in the first
// word, a key name where the command table says the argument is a key.
class RedisCompletion
{
public:
    // table: the server's commands (names, summaries, key positions); null before any was read.
    static CompletionContext contextAt(QStringView text, qsizetype cursor,
                                       const RedisCommandTable* table);
    // A namespace ("artist:*") as the start of its keys; names with spaces or quotes quoted.
    static QString writtenName(const QString& stored, bool quoted);
};

} // namespace nelumbo
