#pragma once

// A minimal blocking Redis client for tests: hiredis's own socket (redisConnect +
// redisCommandArgv), a database chosen with SELECT, replies as RedisValue. Test code only:
// the adapter does its I/O with Qt sockets on the worker thread.

#include "redis/RedisValue.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>
#include <hiredis/hiredis.h>
#include <memory>
#include <vector>

namespace nelumbo::test {

inline RedisValue toRedisValue(const redisReply* r)
{
    RedisValue v;
    if (!r)
        return v;
    switch (r->type) {
    case REDIS_REPLY_STATUS:
        v.type = RedisValue::Type::Status;
        v.text = QByteArray(r->str, qsizetype(r->len));
        break;
    case REDIS_REPLY_ERROR:
        v.type = RedisValue::Type::Error;
        v.text = QByteArray(r->str, qsizetype(r->len));
        break;
    case REDIS_REPLY_INTEGER:
        v.type = RedisValue::Type::Integer;
        v.integer = r->integer;
        break;
    case REDIS_REPLY_STRING:
        v.type = RedisValue::Type::String;
        v.text = QByteArray(r->str, qsizetype(r->len));
        break;
    case REDIS_REPLY_ARRAY:
        v.type = RedisValue::Type::Array;
        for (size_t i = 0; i < r->elements; ++i)
            v.elements.append(toRedisValue(r->element[i]));
        break;
    default:
        break;
    }
    return v;
}

class HiredisClient
{
public:
    // url: redis://host:port (the test server's); db: the database to SELECT.
    HiredisClient(const QString& url, int db)
    {
        const QUrl u(url);
        const timeval timeout{10, 0};
        m_context.reset(
            redisConnectWithTimeout(u.host().toUtf8().constData(), u.port(6379), timeout));
        if (!m_context || m_context->err) {
            m_error = m_context ? QString::fromUtf8(m_context->errstr)
                                : QStringLiteral("cannot allocate a context");
            return;
        }
        auto selected = run({"SELECT", QByteArray::number(db)});
        if (!selected || selected->isError())
            m_error = QStringLiteral("SELECT %1 failed").arg(db);
    }

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    Result<RedisValue> run(const RedisCommand& command)
    {
        std::vector<const char*> argv;
        std::vector<size_t> lengths;
        for (const QByteArray& a : command) {
            argv.push_back(a.constData());
            lengths.push_back(size_t(a.size()));
        }
        auto* reply = static_cast<redisReply*>(
            redisCommandArgv(m_context.get(), int(argv.size()), argv.data(), lengths.data()));
        if (!reply)
            return Error{QStringLiteral("connection_lost"), QString::fromUtf8(m_context->errstr)};
        RedisValue v = toRedisValue(reply);
        freeReplyObject(reply);
        return v;
    }

    // Sends every command before reading any reply; returns how many replies were errors.
    Result<int> pipeline(const QList<RedisCommand>& commands)
    {
        for (const RedisCommand& command : commands) {
            std::vector<const char*> argv;
            std::vector<size_t> lengths;
            for (const QByteArray& a : command) {
                argv.push_back(a.constData());
                lengths.push_back(size_t(a.size()));
            }
            redisAppendCommandArgv(m_context.get(), int(argv.size()), argv.data(), lengths.data());
        }
        int errors = 0;
        for (qsizetype i = 0; i < commands.size(); ++i) {
            void* reply = nullptr;
            if (redisGetReply(m_context.get(), &reply) != REDIS_OK)
                return Error{QStringLiteral("connection_lost"),
                             QString::fromUtf8(m_context->errstr)};
            if (static_cast<redisReply*>(reply)->type == REDIS_REPLY_ERROR)
                ++errors;
            freeReplyObject(reply);
        }
        return errors;
    }

    RedisExecutor executor()
    {
        return [this](const RedisCommand& command) { return run(command); };
    }

private:
    struct Free
    {
        void operator()(redisContext* c) const { redisFree(c); }
    };
    std::unique_ptr<redisContext, Free> m_context;
    QString m_error;
};

} // namespace nelumbo::test
