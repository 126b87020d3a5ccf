#pragma once

#include "RedisValue.h"

#include <QList>
#include <QStringList>
#include <QVariant>
#include <QVariantList>

namespace nelumbo {

// A reply laid out as a result: column names and rows of cells.
struct RedisTable
{
    QStringList columns;
    QList<QVariantList> rows;
};

// Lays a command's reply out in its natural shape (one cell for a scalar, a row per element
// of an array, two columns for field/value replies, the cursor beside SCAN's keys, a stream
// entry's id beside its fields, member and score for WITHSCORES …). Nested replies stay
// nested (lists in a cell), so JSON output keeps their structure.
class RedisReplyShape
{
public:
    // reply must not be an error reply (the session reports those as errors).
    static RedisTable shape(const RedisCommand& command, const RedisValue& reply);
    // One value as a cell: nil → null, integer → number, a bulk string → text (bytes when it
    // is not UTF-8), an array → a list of cells.
    static QVariant cell(const RedisValue& value);
    // "config|get": the command's name and, for container commands, its subcommand.
    static QByteArray commandKey(const RedisCommand& command);
};

} // namespace nelumbo
