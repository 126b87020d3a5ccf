#pragma once

#include "RedisCommandTable.h"
#include "RedisConnection.h"
#include "adapter/Session.h"

#include <memory>

namespace nelumbo {

// A session with a Redis server: one command per execute(), its reply shaped into rows
// (RedisReplyShape) and held in memory. Cancel talks to the server over a second connection
// (CLIENT UNBLOCK for a blocked command, SCRIPT KILL / FUNCTION KILL for a script); a
// command that still does not answer has its connection closed and opened again, so the
// session stays usable.
class RedisSession final : public Session
{
public:
    static Result<std::unique_ptr<RedisSession>> open(const RedisEndpoint& endpoint,
                                                      const QString& name);
    ~RedisSession() override;

    std::unique_ptr<RowCursor> execute(const QString& statement,
                                       const QVariantList& params = {}) override;
    std::function<void()> makeCanceller() override;
    std::function<void()> makeDisconnector() override;
    Result<void> setReadOnly(bool readOnly) override;
    // Replies are read whole before the first row: another command may run meanwhile.
    bool readsConcurrently() const override { return true; }
    Result<std::unique_ptr<Session>> openSecond(const QString& name) override;
    void close() override;
    bool connectionLost() override { return !m_connection.isOpen(); }
    // Key scans (SCAN, KEYS, RANDOMKEY) leave out the keys the rules hide.
    void setNameFilter(NameFilter visible) override { m_visible = std::move(visible); }

    // Whether the rules show a key (true without rules).
    bool keyVisible(const QByteArray& key) const;
    // The schema visibility rules give every key (keys are named as tables).
    static QString keySchema() { return QStringLiteral("keys"); }

    // Runs one command as its arguments (no shaping, no read-only check): for the catalogue
    // and the adapter's own calls. Errors: the connection's; an error reply is a value.
    Result<RedisValue> call(const RedisCommand& command);
    RedisExecutor executor();
    const RedisCommandTable& commands() const { return m_table; }
    // Source: the server's ACL refuses this user's writes; CheckOnly: the user may write;
    // Unknown: not probed (never read-only) or the probe could not tell.
    WriteGuard writeGuard() const override { return m_protection; }
    bool isReadOnly() const { return m_readOnly; }
    qint64 clientId() const;

    struct State; // shared with the canceller and the disconnector

private:
    RedisSession(const RedisEndpoint& endpoint, const QString& name);
    Result<void> connect();
    WriteGuard probeWriteProtection();
    // The command with each hidden key replaced by a key that does not exist, so that it is
    // answered as for a missing key; an error for a command that would write one.
    Result<RedisCommand> withoutHiddenKeys(const RedisCommand& command);

    RedisEndpoint m_endpoint;
    QString m_name;
    RedisConnection m_connection;
    RedisCommandTable m_table;
    std::shared_ptr<State> m_state;
    bool m_readOnly = false;
    bool m_probed = false;
    WriteGuard m_protection = WriteGuard::Unknown;
    NameFilter m_visible;
};

} // namespace nelumbo
