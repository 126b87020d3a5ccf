#include "RedisSession.h"

#include "RedisLanguage.h"
#include "RedisReplyShape.h"
#include "adapter/CancelRunner.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QMutex>
#include <QThread>
#include <QUuid>
#include <sys/socket.h>
#include <unistd.h>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::RedisAdapter)
};

// What the session runs, for the canceller to pick its way to stop it.
enum class Running : int
{
    Nothing,
    Command,
    Script,
    Function
};

class RedisCursor final : public RowCursor
{
public:
    explicit RedisCursor(QString error)
        : m_error(std::move(error))
    {}
    explicit RedisCursor(RedisTable table)
        : m_table(std::move(table))
    {}

    QString error() const override { return m_error; }
    bool isSelect() const override { return m_error.isEmpty(); }
    QStringList columnNames() const override { return m_table.columns; }
    qint64 rowsAffected() const override { return -1; }
    bool next() override
    {
        if (!m_error.isEmpty() || m_position + 1 >= m_table.rows.size())
            return false;
        ++m_position;
        return true;
    }
    QVariant value(int column) const override
    {
        return m_table.rows.value(m_position).value(column);
    }
    void finish() override { m_table.rows.clear(); }

private:
    QString m_error;
    RedisTable m_table;
    qsizetype m_position = -1;
};

QByteArray clientName(const QString& name)
{
    // CLIENT SETNAME takes no spaces.
    QByteArray n = QStringLiteral("nelumbo-%1").arg(name).toUtf8();
    for (char& c : n)
        if (c <= ' ' || c == 127)
            c = '_';
    return n;
}
} // namespace

struct RedisSession::State
{
    RedisEndpoint endpoint;
    std::atomic<qint64> clientId{0};
    std::atomic<int> running{int(Running::Nothing)};
    std::atomic<bool> cancelled{false};
    QMutex socketMutex;
    int socket = -1; // a duplicate of the connection's descriptor, for the disconnector
};

RedisSession::RedisSession(const RedisEndpoint& endpoint, const QString& name)
    : m_endpoint(endpoint)
    , m_name(name)
    , m_state(std::make_shared<State>())
{
    m_state->endpoint = endpoint;
}

RedisSession::~RedisSession()
{
    close();
}

Result<std::unique_ptr<RedisSession>> RedisSession::open(const RedisEndpoint& endpoint,
                                                         const QString& name)
{
    std::unique_ptr<RedisSession> session(new RedisSession(endpoint, name));
    if (auto r = session->connect(); !r)
        return r.error();
    // The server's own command table decides what reads; a user the ACL keeps from COMMAND
    // leaves the built-in list alone.
    auto table = RedisCommandTable::fromServer(session->executor());
    if (table) {
        session->m_table = std::move(table.value());
        RedisCommandTable::setKnown(std::make_shared<RedisCommandTable>(session->m_table));
    } else if (!session->m_connection.isOpen()) {
        return table.error();
    }
    return session;
}

Result<void> RedisSession::connect()
{
    if (auto r = m_connection.open(m_endpoint, clientName(m_name)); !r)
        return r;
    m_state->clientId.store(m_connection.clientId());
    QMutexLocker lock(&m_state->socketMutex);
    if (m_state->socket >= 0)
        ::close(m_state->socket);
    const int fd = m_connection.descriptor();
    m_state->socket = fd >= 0 ? ::dup(fd) : -1;
    return {};
}

qint64 RedisSession::clientId() const
{
    return m_state->clientId.load();
}

Result<RedisValue> RedisSession::call(const RedisCommand& command)
{
    if (!m_connection.isOpen())
        if (auto r = connect(); !r)
            return r.error();
    return m_connection.call(command);
}

RedisExecutor RedisSession::executor()
{
    return [this](const RedisCommand& command) { return call(command); };
}

std::unique_ptr<RowCursor> RedisSession::execute(const QString& statement,
                                                 const QVariantList& params)
{
    m_state->cancelled.store(false);
    const auto parsed = RedisLanguage::parse(statement.trimmed(), params);
    if (!parsed)
        return std::make_unique<RedisCursor>(parsed.error().message);
    const RedisCommand& command = *parsed;
    if (command.isEmpty())
        return std::make_unique<RedisCursor>(Tr::tr("No command"));
    // The session's own check, on the arguments as they go to the server (values bound)
    // and with this server's table.
    if (m_readOnly) {
        QString why;
        if (RedisCommandTable::classify(command, m_table.isEmpty() ? nullptr : &m_table, &why) !=
            RedisCommandTable::Access::Read)
            return std::make_unique<RedisCursor>(Tr::tr("Refused in read-only mode: %1").arg(why));
    }
    if (!m_connection.isOpen())
        if (auto r = connect(); !r)
            return std::make_unique<RedisCursor>(r.error().message);
    RedisCommand sent = command;
    if (m_visible) {
        auto visible = withoutHiddenKeys(command);
        if (!visible)
            return std::make_unique<RedisCursor>(visible.error().message);
        sent = std::move(visible.value());
    }
    const QByteArray name = command.first().toLower();
    Running running = Running::Command;
    if (name.startsWith("eval"))
        running = Running::Script;
    else if (name.startsWith("fcall"))
        running = Running::Function;
    m_state->running.store(int(running));
    // A script is stopped only once the server is busy with it (5 s by default).
    auto reply = m_connection.call(sent, -1, &m_state->cancelled,
                                   running == Running::Command ? 3000 : 15000);
    m_state->running.store(int(Running::Nothing));
    if (!reply) {
        // A connection closed on cancel or lost: open it again for the next command.
        if (!m_connection.isOpen())
            (void)connect();
        if (m_state->cancelled.load())
            return std::make_unique<RedisCursor>(Tr::tr("Cancelled"));
        return std::make_unique<RedisCursor>(reply.error().message);
    }
    if (reply->isError())
        return std::make_unique<RedisCursor>(QString::fromUtf8(reply->text));
    RedisTable table = RedisReplyShape::shape(command, *reply);
    // A scan lists keys no argument named: the hidden ones are left out, as if missing.
    const QByteArray key = RedisReplyShape::commandKey(command);
    const int keyColumn = key == "scan" ? 1 : key == "keys" || key == "randomkey" ? 0 : -1;
    if (m_visible && keyColumn >= 0) {
        const QString schema = keySchema();
        table.rows.removeIf([&](const QVariantList& row) {
            const QVariant k = row.value(keyColumn);
            return !k.isNull() && !m_visible(schema, k.toString());
        });
        if (key == "randomkey" && table.rows.isEmpty())
            table.rows.append({QVariant()});
    }
    return std::make_unique<RedisCursor>(std::move(table));
}

std::function<void()> RedisSession::makeCanceller()
{
    // Talking to the server can take up to its connect timeout, so it happens on a thread of
    // its own; the request shares the state, so the session may go meanwhile.
    auto runner = std::make_shared<CancelRunner>([state = m_state] {
        RedisEndpoint endpoint = state->endpoint;
        // A server running a script reads other clients only once it is busy (after
        // busy-reply-threshold, 5 s by default), and then refuses SELECT.
        endpoint.database = 0;
        RedisConnection c;
        if (c.open(endpoint)) {
            // The command may not have reached the server yet: try for a second.
            for (int attempt = 0; attempt < 20; ++attempt) {
                const int running = state->running.load();
                if (running == int(Running::Nothing))
                    break;
                RedisCommand stop;
                if (running == int(Running::Script))
                    stop = {"SCRIPT", "KILL"};
                else if (running == int(Running::Function))
                    stop = {"FUNCTION", "KILL"};
                else
                    stop = {"CLIENT", "UNBLOCK", QByteArray::number(state->clientId.load()),
                            "ERROR"};
                const auto r = c.call(stop, running == int(Running::Command) ? 2000 : 15000);
                if (!r)
                    break;
                if (r->type == RedisValue::Type::Status ||
                    (r->type == RedisValue::Type::Integer && r->integer == 1))
                    break;
                if (r->isError() && !r->text.startsWith("NOTBUSY"))
                    break; // not allowed, or unkillable: the session's grace closes it
                QThread::msleep(50);
            }
        }
    });
    return [state = m_state, runner] {
        state->cancelled.store(true);
        if (state->running.load() != int(Running::Nothing))
            runner->start();
    };
}

std::function<void()> RedisSession::makeDisconnector()
{
    return [state = m_state] {
        QMutexLocker lock(&state->socketMutex);
        if (state->socket >= 0)
            ::shutdown(state->socket, SHUT_RDWR);
    };
}

bool RedisSession::keyVisible(const QByteArray& key) const
{
    return !m_visible || m_visible(keySchema(), QString::fromUtf8(key));
}

Result<RedisCommand> RedisSession::withoutHiddenKeys(const RedisCommand& command)
{
    const RedisCommandTable::Command* c = m_table.lookup(command);
    if (c && c->firstKey == 0 && !c->flags.contains("movablekeys"))
        return command;
    RedisCommand getkeys{"COMMAND", "GETKEYS"};
    getkeys += command;
    auto keys = m_connection.call(getkeys);
    if (!keys)
        return keys.error();
    if (keys->isError())
        return command; // no keys, or arguments the server will refuse itself
    QHash<QByteArray, QByteArray> missing;
    for (const RedisValue& key : keys->elements)
        if (!keyVisible(key.text) && !missing.contains(key.text))
            missing.insert(key.text, "nelumbo:missing:" +
                                         QUuid::createUuid().toByteArray(QUuid::WithoutBraces));
    if (missing.isEmpty())
        return command;
    if (RedisCommandTable::classify(command, &m_table) != RedisCommandTable::Access::Read)
        return Error{ErrorCode::KeyNotVisible,
                     Tr::tr("Refused: the command names a key hidden from this source")};
    RedisCommand out = command;
    for (qsizetype i = 1; i < out.size(); ++i)
        if (auto it = missing.constFind(out.at(i)); it != missing.constEnd())
            out[i] = it.value();
    return out;
}

WriteGuard RedisSession::probeWriteProtection()
{
    const QByteArray probeKey =
        "nelumbo:probe:" + QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    // ACL DRYRUN (7.0) says what the server would do, without doing it.
    const auto who = call({"ACL", "WHOAMI"});
    if (who && !who->isError()) {
        const auto dry = call({"ACL", "DRYRUN", who->text, "SET", probeKey, "x"});
        if (dry && dry->type == RedisValue::Type::Status)
            return WriteGuard::CheckOnly;
        if (dry && dry->type == RedisValue::Type::String)
            return WriteGuard::Source; // the reason the server would refuse it
    }
    // Else a queued write: the server checks permissions when it queues, and DISCARD
    // drops the transaction, so nothing runs.
    const auto multi = call({"MULTI"});
    if (!multi || multi->isError())
        return WriteGuard::Unknown;
    const auto queued = call({"SET", probeKey, "x"});
    const auto discard = call({"DISCARD"});
    Q_UNUSED(discard)
    if (!queued)
        return WriteGuard::Unknown;
    if (queued->type == RedisValue::Type::Status)
        return WriteGuard::CheckOnly;
    if (queued->isError() && queued->text.startsWith("NOPERM"))
        return WriteGuard::Source;
    return WriteGuard::Unknown;
}

Result<void> RedisSession::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    // Redis has no read-only session: only a user the ACL keeps from writing is one.
    if (readOnly && !m_probed) {
        m_protection = probeWriteProtection();
        m_probed = true;
    }
    return {};
}

Result<std::unique_ptr<Session>> RedisSession::openSecond(const QString& name)
{
    auto second = open(m_endpoint, name);
    if (!second)
        return second.error();
    return std::unique_ptr<Session>(std::move(second.value()));
}

void RedisSession::close()
{
    m_connection.close();
    QMutexLocker lock(&m_state->socketMutex);
    if (m_state->socket >= 0)
        ::close(m_state->socket);
    m_state->socket = -1;
}

} // namespace nelumbo
