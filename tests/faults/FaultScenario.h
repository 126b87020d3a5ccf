#pragma once

// What the server-fault suites run on each engine: a statement that waits on the server, one
// whose rows come slowly (so none can be read ahead of a stop), and how to see the first one
// running. Each engine runs on a PrivateServer of the test's own.
#include "PrivateServer.h"

#include <QString>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <memory>
#include <vector>

namespace nelumbo::testing {

struct FaultScenario
{
    PrivateServer::Engine engine;
    QString waiting;  // runs until the server goes
    QString slowRows; // many rows, each produced slowly
    QString simple;   // answers at once with one row
    bool streams;     // rows come from the server as read (Redis replies arrive whole)

    static FaultScenario of(PrivateServer::Engine engine)
    {
        switch (engine) {
        case PrivateServer::Engine::Postgres:
            return {engine, QStringLiteral("SELECT pg_sleep(600)"),
                    QStringLiteral("SELECT g, pg_sleep(0.001) FROM generate_series(1, 100000) g"),
                    QStringLiteral("SELECT 1"), true};
        case PrivateServer::Engine::Mariadb:
            return {engine, QStringLiteral("SELECT SLEEP(600)"),
                    QStringLiteral("SELECT seq, SLEEP(0.001) FROM seq_1_to_100000"),
                    QStringLiteral("SELECT 1"), true};
        case PrivateServer::Engine::Redis:
            // A read that blocks until a new entry arrives.
            return {engine, QStringLiteral("XREAD BLOCK 0 STREAMS faults:stream $"),
                    QStringLiteral("LRANGE faults:list 0 -1"), QStringLiteral("PING"), false};
        }
        return {};
    }

    // Whether the server is running the waiting statement now.
    bool waitingRuns(const PrivateServer& server) const
    {
        QString out;
        switch (engine) {
        case PrivateServer::Engine::Postgres:
            server.admin(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE state = "
                                        "'active' AND query = '%1'")
                             .arg(waiting),
                         &out);
            return out.trimmed() == QLatin1String("1");
        case PrivateServer::Engine::Mariadb:
            server.admin(QStringLiteral("SELECT count(*) FROM information_schema.processlist "
                                        "WHERE info = '%1'")
                             .arg(waiting),
                         &out);
            return out.trimmed() == QLatin1String("1");
        case PrivateServer::Engine::Redis:
            server.admin(QStringLiteral("CLIENT LIST\n"), &out);
            return out.contains(QLatin1String("cmd=xread"));
        }
        return false;
    }

    // The data the slow statement reads, where it needs any.
    QString prepare(const PrivateServer& server) const
    {
        if (engine != PrivateServer::Engine::Redis)
            return {};
        QString push = QStringLiteral("DEL faults:list\nRPUSH faults:list");
        for (int i = 0; i < 5000; ++i)
            push += QStringLiteral(" v%1").arg(i);
        return server.admin(push + QLatin1Char('\n'));
    }
};

// A TCP server that accepts connections and never says a word: a database that never answers.
class SilentServer
{
public:
    bool listen()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket* s = m_server.nextPendingConnection())
                m_accepted.emplace_back(s); // kept open, never answered
        });
        return m_server.listen(QHostAddress::LocalHost, 0);
    }
    int port() const { return m_server.serverPort(); }

private:
    QTcpServer m_server;
    std::vector<std::unique_ptr<QTcpSocket>> m_accepted;
};

inline QString engineName(PrivateServer::Engine engine)
{
    switch (engine) {
    case PrivateServer::Engine::Postgres:
        return QStringLiteral("postgres");
    case PrivateServer::Engine::Mariadb:
        return QStringLiteral("mariadb");
    case PrivateServer::Engine::Redis:
        return QStringLiteral("redis");
    }
    return {};
}

// A URL of the engine's scheme to the silent server, giving up after two seconds.
inline QString silentUrl(PrivateServer::Engine engine, int port)
{
    switch (engine) {
    case PrivateServer::Engine::Postgres:
        return QStringLiteral("postgres://u:p@127.0.0.1:%1/db?connect_timeout=2").arg(port);
    case PrivateServer::Engine::Mariadb:
        return QStringLiteral("mysql://u:p@127.0.0.1:%1/db?connect_timeout=2").arg(port);
    case PrivateServer::Engine::Redis:
        return QStringLiteral("redis://127.0.0.1:%1?connect_timeout=2").arg(port);
    }
    return {};
}

} // namespace nelumbo::testing
