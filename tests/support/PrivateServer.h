#pragma once

// A database server of the test's own, in a temporary directory on a free port, that the test
// may stop and start again: the shared servers of tests/servers are never stopped. Built like
// tests/servers/servers.sh does (initdb, mariadb-install-db, redis-server), with an empty
// database and no Chinook so that a start takes a second or two.
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

class QProcess;

namespace nelumbo::testing {

class PrivateServer
{
public:
    enum class Engine
    {
        Postgres,
        Mariadb,
        Redis
    };

    explicit PrivateServer(Engine engine);
    ~PrivateServer(); // stops the server at once and removes its directory
    PrivateServer(const PrivateServer&) = delete;
    PrivateServer& operator=(const PrivateServer&) = delete;

    // Why this engine's server cannot run here (its programs are missing); empty when it can.
    static QString unavailable(Engine engine);

    // Starts the server (its directory made on the first start), waits until it answers;
    // empty on success, else what went wrong. Later starts reuse the directory and port.
    QString start();
    // Stops it as an administrator would (PostgreSQL: fast shutdown, the others: SIGTERM)
    // and waits until it is gone.
    void stop();
    // Kills it without warning (PostgreSQL: immediate shutdown, the others: SIGKILL).
    void kill();
    bool isRunning() const;

    int port() const { return m_port; }
    // A source URL for a user that may do anything in the test database ("faults").
    QString url(const QString& options = {}) const;
    // Runs statements (SQL; for Redis one command per line) as the administrator over the
    // Unix socket; empty on success, else the client's message. output: what it printed.
    QString admin(const QString& script, QString* output = nullptr) const;

private:
    QString initialise();
    QStringList serverCommand() const;
    bool answers() const;
    qint64 serverPid() const;
    void signalAndWait(int signal);
    static QString run(const QString& program, const QStringList& args, const QByteArray& input,
                       const QString& asUser = {}, QString* output = nullptr);

    Engine m_engine;
    QTemporaryDir m_dir;
    int m_port = 0;
    bool m_initialised = false;
    std::unique_ptr<QProcess> m_process;
};

} // namespace nelumbo::testing
