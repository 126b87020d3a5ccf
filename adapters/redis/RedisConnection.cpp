#include "RedisConnection.h"

#include "HiredisImports.h"
#include "core/ErrorCodes.h"
#include "network/Network.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QIODevice>
#include <hiredis/hiredis.h>
#include <optional>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::RedisAdapter)
};

// RESP2 reader. hiredis 0.14 (Debian 12) refuses replies nested deeper than 7 levels, which
// COMMAND's key specifications are, so replies are read here; hiredis formats the commands.
// Returns the value and advances pos, or nullopt when the buffer holds only part of it.
std::optional<RedisValue> readValue(const QByteArray& buffer, qsizetype& pos, QString* error)
{
    const qsizetype eol = buffer.indexOf("\r\n", pos);
    if (eol < 0)
        return std::nullopt;
    const char kind = buffer.at(pos);
    const QByteArray line = buffer.mid(pos + 1, eol - pos - 1);
    qsizetype next = eol + 2;
    RedisValue v;
    bool ok = true;
    switch (kind) {
    case '+':
        v.type = RedisValue::Type::Status;
        v.text = line;
        break;
    case '-':
        v.type = RedisValue::Type::Error;
        v.text = line;
        break;
    case ':':
        v.type = RedisValue::Type::Integer;
        v.integer = line.toLongLong(&ok);
        break;
    case '$': {
        const qint64 n = line.toLongLong(&ok);
        if (ok && n >= 0) {
            if (buffer.size() < next + n + 2)
                return std::nullopt;
            v.type = RedisValue::Type::String;
            v.text = buffer.mid(next, n);
            next += n + 2;
        }
        break;
    }
    case '*': {
        const qint64 n = line.toLongLong(&ok);
        if (ok && n >= 0) {
            v.type = RedisValue::Type::Array;
            v.elements.reserve(qsizetype(qMin<qint64>(n, 1 << 16)));
            for (qint64 i = 0; i < n; ++i) {
                auto e = readValue(buffer, next, error);
                if (!e)
                    return std::nullopt;
                v.elements.append(std::move(*e));
            }
        }
        break;
    }
    default:
        ok = false;
    }
    if (!ok) {
        *error = QString::fromLatin1(buffer.mid(pos, qMin<qsizetype>(eol - pos, 40)));
        return RedisValue{};
    }
    pos = next;
    return v;
}

constexpr int kSlice = 50; // ms between looks at the stop flag
} // namespace

Result<RedisEndpoint> RedisEndpoint::fromUrl(const SourceUrl& url)
{
    RedisEndpoint e;
    e.tls = url.scheme == QLatin1String("rediss");
    e.user = url.user;
    e.password = url.password.isEmpty() ? url.option(QStringLiteral("password")) : url.password;
    if (e.user.isEmpty())
        e.user = url.option(QStringLiteral("user"));
    if (url.scheme == QLatin1String("unix"))
        e.socketPath = url.host;
    else
        e.host = url.host.isEmpty() ? QStringLiteral("127.0.0.1") : url.host;
    if (url.port > 0)
        e.port = url.port;
    QString db = url.database;
    if (db.isEmpty())
        db = url.option(QStringLiteral("db"), QStringLiteral("0"));
    bool ok = false;
    e.database = db.toInt(&ok);
    if (!ok || e.database < 0)
        return Error{ErrorCode::InvalidSourceUrl,
                     Tr::tr("\"%1\": the database must be a number (0, 1, …)").arg(url.redacted())};
    const QString verify = url.option(QStringLiteral("tls_verify"), QStringLiteral("true"));
    e.tlsVerify = verify != QLatin1String("false") && verify != QLatin1String("0") &&
                  verify != QLatin1String("no");
    e.caFile = url.option(QStringLiteral("tls_ca"));
    const int timeout = url.option(QStringLiteral("connect_timeout")).toInt(&ok);
    if (ok && timeout > 0)
        e.connectTimeoutMs = timeout * 1000;
    return e;
}

RedisConnection::RedisConnection() = default;

RedisConnection::~RedisConnection()
{
    close();
}

bool RedisConnection::isOpen() const
{
    return m_stream != nullptr;
}

int RedisConnection::descriptor() const
{
    return m_stream ? int(m_stream->descriptor()) : -1;
}

void RedisConnection::close()
{
    m_stream.reset();
    m_socket = nullptr;
    m_buffer.clear();
    m_clientId = 0;
}

Error RedisConnection::lost(const QString& why)
{
    close();
    return Error{ErrorCode::ConnectionLost, why};
}

QByteArray RedisConnection::format(const RedisCommand& command)
{
    std::vector<const char*> argv;
    std::vector<size_t> lengths;
    for (const QByteArray& a : command) {
        argv.push_back(a.constData());
        lengths.push_back(size_t(a.size()));
    }
    char* target = nullptr;
    const int n = redisFormatCommandArgv(&target, int(argv.size()), argv.data(), lengths.data());
    if (n < 0)
        return {};
    QByteArray out(target, n);
    redisFreeCommand(target);
    return out;
}

Result<void> RedisConnection::open(const RedisEndpoint& endpoint, const QByteArray& clientName)
{
    close();
    if (Result<void> loaded = hiredis().load(); !loaded)
        return loaded;
    const Result<NetworkPlugin::Module*> network = Network::module();
    if (!network)
        return network.error();
    const QDeadlineTimer deadline(endpoint.connectTimeoutMs);
    NetworkPlugin::StreamEndpoint to;
    QString where;
    if (!endpoint.socketPath.isEmpty()) {
        to.kind = NetworkPlugin::StreamEndpoint::Kind::Local;
        to.path = endpoint.socketPath;
        where = endpoint.socketPath;
    } else {
        to.kind = endpoint.tls ? NetworkPlugin::StreamEndpoint::Kind::Tls
                               : NetworkPlugin::StreamEndpoint::Kind::Tcp;
        to.host = endpoint.host;
        to.port = quint16(endpoint.port);
        to.caFile = endpoint.caFile;
        to.verifyPeer = endpoint.tlsVerify;
        where = QStringLiteral("%1:%2").arg(endpoint.host).arg(endpoint.port);
    }
    QString why;
    m_stream = (*network)->connectStream(to, endpoint.connectTimeoutMs, &why);
    if (!m_stream)
        return Error{ErrorCode::OpenFailed, Tr::tr("Cannot connect to %1: %2").arg(where, why)};
    m_socket = m_stream->device();
    const int timeout = int(qMax<qint64>(1, deadline.remainingTime()));
    auto failed = [&](const RedisValue& v) {
        const Error e{ErrorCode::OpenFailed, QString::fromUtf8(v.text)};
        close();
        return e;
    };
    if (!endpoint.password.isEmpty()) {
        RedisCommand auth{"AUTH"};
        if (!endpoint.user.isEmpty())
            auth << endpoint.user.toUtf8();
        auth << endpoint.password.toUtf8();
        auto r = call(auth, timeout);
        if (!r)
            return r.error();
        if (r->isError())
            return failed(*r);
    }
    if (endpoint.database != 0) {
        auto r = call({"SELECT", QByteArray::number(endpoint.database)}, timeout);
        if (!r)
            return r.error();
        if (r->isError())
            return failed(*r);
    }
    if (clientName.isEmpty())
        return {}; // a helper connection (cancel): nothing more to ask a busy server
    if (auto r = call({"CLIENT", "SETNAME", clientName}, timeout); !r)
        return r.error();
    auto id = call({"CLIENT", "ID"}, timeout);
    if (!id)
        return id.error();
    m_clientId = id->type == RedisValue::Type::Integer ? id->integer : 0;
    return {};
}

Result<RedisValue> RedisConnection::call(const RedisCommand& command, int timeoutMs,
                                         const std::atomic<bool>* stop, int graceMs)
{
    if (!isOpen())
        return Error{ErrorCode::NotOpen, Tr::tr("The connection is closed")};
    const QByteArray bytes = format(command);
    if (bytes.isEmpty())
        return Error{ErrorCode::InvalidStatement, Tr::tr("No command")};
    if (m_socket->write(bytes) != bytes.size())
        return lost(m_socket->errorString());
    while (m_socket->bytesToWrite() > 0) {
        if (!m_socket->waitForBytesWritten(kSlice)) {
            if (!m_socket->isOpen() || !m_stream->isConnected())
                return lost(m_socket->errorString());
            if (stop && stop->load())
                return lost(Tr::tr("Cancelled"));
        }
    }
    return readReply(timeoutMs, stop, graceMs);
}

Result<RedisValue> RedisConnection::readReply(int timeoutMs, const std::atomic<bool>* stop,
                                              int graceMs)
{
    QDeadlineTimer deadline =
        timeoutMs < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(timeoutMs);
    QDeadlineTimer grace(QDeadlineTimer::Forever);
    qsizetype tried = 0; // the buffer's size at the last incomplete parse
    bool parse = !m_buffer.isEmpty();
    for (;;) {
        if (parse) {
            qsizetype pos = 0;
            QString error;
            auto value = readValue(m_buffer, pos, &error);
            if (!error.isEmpty())
                return lost(Tr::tr("The server's reply could not be read: %1").arg(error));
            if (value) {
                m_buffer.remove(0, pos);
                return std::move(*value);
            }
            tried = m_buffer.size();
            parse = false;
        }
        if (m_socket->bytesAvailable() > 0) {
            m_buffer += m_socket->readAll();
            // A large reply arrives in many pieces: parse again once it doubled or paused.
            parse = m_buffer.size() >= 2 * tried || !m_socket->waitForReadyRead(5);
            continue;
        }
        if (stop && stop->load() && grace.isForever())
            grace.setRemainingTime(graceMs);
        if (grace.hasExpired())
            return lost(Tr::tr("Cancelled"));
        if (deadline.hasExpired())
            return lost(Tr::tr("The server did not answer in time"));
        if (m_socket->bytesAvailable() == 0 && !m_socket->waitForReadyRead(kSlice)) {
            if (!m_stream->isConnected() && m_socket->bytesAvailable() == 0)
                return lost(Tr::tr("The connection to the server was lost"));
        }
    }
}

} // namespace nelumbo
