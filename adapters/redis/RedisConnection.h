#pragma once

#include "RedisValue.h"
#include "adapter/SourceUrl.h"
#include "core/Result.h"
#include "network/NetworkPlugin.h"

#include <QByteArray>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>

namespace nelumbo {

// Where and how to reach one Redis server, read from a source URL.
struct RedisEndpoint
{
    QString host;
    int port = 6379;
    QString socketPath; // unix: URLs; host and port unused then
    bool tls = false;
    bool tlsVerify = true;
    QString caFile;
    QString user;
    QString password;
    int database = 0;
    int connectTimeoutMs = 10000;

    static Result<RedisEndpoint> fromUrl(const SourceUrl& url);
};

// One blocking RESP2 connection, usable from any thread that owns it: hiredis formats the
// commands, the network plugin's sockets carry them (TCP, TLS or a Unix socket), waits have
// deadlines.
class RedisConnection
{
public:
    RedisConnection();
    ~RedisConnection();
    RedisConnection(const RedisConnection&) = delete;
    RedisConnection& operator=(const RedisConnection&) = delete;

    // Connects, authenticates, selects the database and names the client.
    Result<void> open(const RedisEndpoint& endpoint, const QByteArray& clientName = {});
    bool isOpen() const;
    void close();

    // Sends one command and reads its reply. stop, when given and set while waiting, ends the
    // wait with Error "cancelled" after graceMs more milliseconds without a reply (the
    // connection is closed then: its reply would arrive out of step). timeoutMs < 0: none.
    Result<RedisValue> call(const RedisCommand& command, int timeoutMs = -1,
                            const std::atomic<bool>* stop = nullptr, int graceMs = 3000);

    // The server's id of this client (CLIENT ID), 0 when unknown.
    qint64 clientId() const { return m_clientId; }
    // The socket's descriptor, for a disconnector; -1 when closed.
    int descriptor() const;

    // The RESP bytes of a command (hiredis's formatting).
    static QByteArray format(const RedisCommand& command);

private:
    Result<RedisValue> readReply(int timeoutMs, const std::atomic<bool>* stop, int graceMs);
    Error lost(const QString& why);

    std::unique_ptr<NetworkPlugin::StreamSocket> m_stream;
    QIODevice* m_socket = nullptr; // m_stream's bytes
    QByteArray m_buffer;           // what the server sent and no reply has taken yet
    qint64 m_clientId = 0;
};

} // namespace nelumbo
