#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <functional>

namespace nelumbo {

// One RESP reply as the server sent it. A map reply arrives as a flat array of field/value
// pairs (RESP2); whether an array is a map is the command's business, not the value's.
struct RedisValue
{
    enum class Type : quint8
    {
        Nil,
        Status,  // +OK
        Error,   // -ERR … : a reply, not a failure of the connection
        Integer, // :42
        String,  // $ bulk string, binary-safe
        Array    // * elements, possibly nested
    };

    Type type = Type::Nil;
    QByteArray text;            // Status, Error, String
    qint64 integer = 0;         // Integer
    QList<RedisValue> elements; // Array

    bool isNil() const { return type == Type::Nil; }
    bool isError() const { return type == Type::Error; }
};

// One command as its arguments, each one binary-safe: never joined into a line and re-split.
using RedisCommand = QList<QByteArray>;

// Runs one command on a connection the caller owns. An Error result means the connection
// failed (lost, timed out, cancelled); a server error reply is a RedisValue of type Error.
using RedisExecutor = std::function<Result<RedisValue>(const RedisCommand&)>;

} // namespace nelumbo
