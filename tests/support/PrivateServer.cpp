#include "PrivateServer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <algorithm>
#include <csignal>
#include <pwd.h>
#include <sys/types.h>
#include <unistd.h>

namespace nelumbo::testing {

namespace {

bool isRoot()
{
    return ::geteuid() == 0;
}

QString pgBin()
{
    const QString given = qEnvironmentVariable("NELUMBO_TEST_PG_BIN");
    if (!given.isEmpty())
        return QFileInfo::exists(given + QStringLiteral("/initdb")) ? given : QString();
    QStringList dirs = QDir(QStringLiteral("/usr/lib/postgresql"))
                           .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    std::sort(dirs.begin(), dirs.end(),
              [](const QString& a, const QString& b) { return a.toInt() < b.toInt(); });
    for (auto it = dirs.crbegin(); it != dirs.crend(); ++it) {
        const QString bin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(*it);
        if (QFileInfo::exists(bin + QStringLiteral("/initdb")))
            return bin;
    }
    return {};
}

// The first of the programs found on PATH or in /usr/sbin.
QString tool(const QStringList& names)
{
    for (const QString& name : names) {
        QString found = QStandardPaths::findExecutable(name);
        if (found.isEmpty())
            found = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin")});
        if (!found.isEmpty())
            return found;
    }
    return {};
}

int freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

bool userExists(const QString& name)
{
    return ::getpwnam(name.toLocal8Bit().constData()) != nullptr;
}

} // namespace

PrivateServer::PrivateServer(Engine engine)
    : m_engine(engine)
{
    // The server users of the Debian packages must reach their directories inside.
    QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                            QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                            QFile::ExeOther);
}

PrivateServer::~PrivateServer()
{
    if (isRunning())
        kill();
}

QString PrivateServer::unavailable(Engine engine)
{
    switch (engine) {
    case Engine::Postgres:
        if (pgBin().isEmpty())
            return QStringLiteral("no PostgreSQL server (/usr/lib/postgresql/*/bin/initdb)");
        if (isRoot() && !userExists(QStringLiteral("postgres")))
            return QStringLiteral("no user postgres to run the server as");
        return {};
    case Engine::Mariadb:
        if (tool({QStringLiteral("mariadb-install-db"), QStringLiteral("mysql_install_db")})
                .isEmpty() ||
            tool({QStringLiteral("mariadbd"), QStringLiteral("mysqld")}).isEmpty() ||
            tool({QStringLiteral("mariadb"), QStringLiteral("mysql")}).isEmpty())
            return QStringLiteral("no MariaDB server (mariadb-install-db, mariadbd, mariadb)");
        return {};
    case Engine::Redis:
        if (tool({QStringLiteral("redis-server")}).isEmpty() ||
            tool({QStringLiteral("redis-cli")}).isEmpty())
            return QStringLiteral("no Redis server (redis-server, redis-cli)");
        return {};
    }
    return {};
}

QString PrivateServer::run(const QString& program, const QStringList& args, const QByteArray& input,
                           const QString& asUser, QString* output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setWorkingDirectory(QStringLiteral("/"));
    if (!asUser.isEmpty() && isRoot())
        p.start(QStringLiteral("runuser"),
                QStringList{QStringLiteral("-u"), asUser, QStringLiteral("--"), program} + args);
    else
        p.start(program, args);
    if (!p.waitForStarted(10000))
        return QStringLiteral("%1 did not start").arg(program);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(5000);
        return QStringLiteral("%1 did not finish").arg(program);
    }
    const QString printed = QString::fromUtf8(p.readAll());
    if (output)
        *output = printed;
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("%1 failed: %2")
            .arg(program, printed.isEmpty() ? QStringLiteral("?") : printed);
    return {};
}

QString PrivateServer::initialise()
{
    const QString dir = m_dir.path();
    m_port = freePort();
    if (m_port == 0)
        return QStringLiteral("no free port");
    switch (m_engine) {
    case Engine::Postgres: {
        QDir().mkpath(dir + QStringLiteral("/pg"));
        if (isRoot())
            run(QStringLiteral("chown"), {QStringLiteral("postgres:postgres"), dir + "/pg"}, {});
        return run(pgBin() + QStringLiteral("/initdb"),
                   {QStringLiteral("-D"), dir + QStringLiteral("/pg/data"), QStringLiteral("-U"),
                    QStringLiteral("postgres"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                    QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--auth=trust"),
                    QStringLiteral("--no-sync"), QStringLiteral("--no-instructions")},
                   {}, QStringLiteral("postgres"));
    }
    case Engine::Mariadb: {
        // Its temporary tables in a folder of its own: not shared with every process in /tmp.
        QDir().mkpath(dir + QStringLiteral("/my/tmp"));
        QStringList args{QStringLiteral("--no-defaults"),
                         QStringLiteral("--datadir=%1/my/data").arg(dir),
                         QStringLiteral("--tmpdir=%1/my/tmp").arg(dir),
                         QStringLiteral("--auth-root-authentication-method=normal"),
                         QStringLiteral("--skip-test-db"),
                         QStringLiteral("--skip-name-resolve")};
        if (isRoot()) {
            run(QStringLiteral("chown"),
                {QStringLiteral("mysql:mysql"), dir + "/my", dir + "/my/tmp"}, {});
            args.insert(1, QStringLiteral("--user=mysql"));
        }
        return run(tool({QStringLiteral("mariadb-install-db"), QStringLiteral("mysql_install_db")}),
                   args, {});
    }
    case Engine::Redis:
        QDir().mkpath(dir + QStringLiteral("/rd"));
        return {};
    }
    return {};
}

QStringList PrivateServer::serverCommand() const
{
    const QString dir = m_dir.path();
    const QString port = QString::number(m_port);
    switch (m_engine) {
    case Engine::Postgres: {
        QStringList c{pgBin() + QStringLiteral("/postgres"),
                      QStringLiteral("-D"),
                      dir + QStringLiteral("/pg/data"),
                      QStringLiteral("-p"),
                      port,
                      QStringLiteral("-k"),
                      dir + QStringLiteral("/pg"),
                      QStringLiteral("-c"),
                      QStringLiteral("listen_addresses=127.0.0.1"),
                      QStringLiteral("-c"),
                      QStringLiteral("fsync=off"),
                      QStringLiteral("-c"),
                      QStringLiteral("max_connections=20"),
                      QStringLiteral("-c"),
                      QStringLiteral("shared_buffers=16MB")};
        if (isRoot())
            c = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"),
                            QStringLiteral("postgres"), QStringLiteral("--")} +
                c;
        return c;
    }
    case Engine::Mariadb: {
        QStringList c{tool({QStringLiteral("mariadbd"), QStringLiteral("mysqld")}),
                      QStringLiteral("--no-defaults"),
                      QStringLiteral("--datadir=%1/my/data").arg(dir),
                      QStringLiteral("--tmpdir=%1/my/tmp").arg(dir),
                      QStringLiteral("--socket=%1/my/mysqld.sock").arg(dir),
                      QStringLiteral("--pid-file=%1/my/mysqld.pid").arg(dir),
                      QStringLiteral("--port=%1").arg(port),
                      QStringLiteral("--bind-address=127.0.0.1"),
                      QStringLiteral("--log-error=%1/my/error.log").arg(dir),
                      QStringLiteral("--skip-name-resolve"),
                      QStringLiteral("--character-set-server=utf8mb4"),
                      QStringLiteral("--innodb-buffer-pool-size=16M"),
                      QStringLiteral("--innodb-flush-log-at-trx-commit=0"),
                      QStringLiteral("--skip-log-bin")};
        if (isRoot())
            c.insert(2, QStringLiteral("--user=mysql"));
        return c;
    }
    case Engine::Redis:
        return {tool({QStringLiteral("redis-server")}),
                QStringLiteral("--port"),
                port,
                QStringLiteral("--bind"),
                QStringLiteral("127.0.0.1"),
                QStringLiteral("--dir"),
                dir + QStringLiteral("/rd"),
                QStringLiteral("--pidfile"),
                dir + QStringLiteral("/rd/redis.pid"),
                QStringLiteral("--logfile"),
                dir + QStringLiteral("/rd/server.log"),
                QStringLiteral("--save"),
                QString(),
                QStringLiteral("--appendonly"),
                QStringLiteral("no"),
                QStringLiteral("--daemonize"),
                QStringLiteral("no")};
    }
    return {};
}

bool PrivateServer::answers() const
{
    const QString port = QString::number(m_port);
    QProcess p;
    switch (m_engine) {
    case Engine::Postgres:
        p.start(pgBin() + QStringLiteral("/pg_isready"),
                {QStringLiteral("-q"), QStringLiteral("-h"), QStringLiteral("127.0.0.1"),
                 QStringLiteral("-p"), port});
        break;
    case Engine::Mariadb:
        p.start(tool({QStringLiteral("mariadb-admin"), QStringLiteral("mysqladmin")}),
                {QStringLiteral("--no-defaults"),
                 QStringLiteral("--socket=%1/my/mysqld.sock").arg(m_dir.path()),
                 QStringLiteral("-uroot"), QStringLiteral("ping")});
        break;
    case Engine::Redis:
        p.start(tool({QStringLiteral("redis-cli")}),
                {QStringLiteral("-p"), port, QStringLiteral("ping")});
        break;
    }
    if (!p.waitForFinished(5000)) {
        p.kill();
        p.waitForFinished(1000);
        return false;
    }
    const QByteArray out = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 &&
           (m_engine != Engine::Redis || out.startsWith("PONG"));
}

QString PrivateServer::start()
{
    if (isRunning())
        return {};
    const bool first = !m_initialised;
    if (first) {
        if (QString why = unavailable(m_engine); !why.isEmpty())
            return why;
        if (!m_dir.isValid())
            return QStringLiteral("no temporary directory");
        if (QString e = initialise(); !e.isEmpty())
            return e;
        m_initialised = true;
    }
    const QStringList command = serverCommand();
    m_process = std::make_unique<QProcess>();
    m_process->setWorkingDirectory(QStringLiteral("/"));
    m_process->setStandardOutputFile(m_dir.filePath(QStringLiteral("server.out")),
                                     QIODevice::Append);
    m_process->setStandardErrorFile(m_dir.filePath(QStringLiteral("server.out")),
                                    QIODevice::Append);
    m_process->start(command.first(), command.mid(1));
    if (!m_process->waitForStarted(10000))
        return QStringLiteral("%1 did not start").arg(command.first());
    const bool up = QTest::qWaitFor(
        [this] { return m_process->state() != QProcess::Running || answers(); }, 60000);
    if (!up || m_process->state() != QProcess::Running) {
        QFile log(m_dir.filePath(QStringLiteral("server.out")));
        log.open(QIODevice::ReadOnly);
        if (m_process->state() == QProcess::Running)
            kill();
        return QStringLiteral("the server did not start: %1")
            .arg(QString::fromLocal8Bit(log.readAll().right(2000)));
    }
    if (!first)
        return {};
    switch (m_engine) {
    case Engine::Postgres:
        return run(pgBin() + QStringLiteral("/psql"),
                   {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-h"),
                    m_dir.path() + QStringLiteral("/pg"), QStringLiteral("-p"),
                    QString::number(m_port), QStringLiteral("-U"), QStringLiteral("postgres"),
                    QStringLiteral("-d"), QStringLiteral("postgres"), QStringLiteral("-c"),
                    QStringLiteral("CREATE DATABASE faults")},
                   {});
    case Engine::Mariadb:
        return run(tool({QStringLiteral("mariadb"), QStringLiteral("mysql")}),
                   {QStringLiteral("--no-defaults"),
                    QStringLiteral("--socket=%1/my/mysqld.sock").arg(m_dir.path()),
                    QStringLiteral("-uroot")},
                   "CREATE DATABASE faults CHARACTER SET utf8mb4;\n"
                   "CREATE USER 'nelumbo'@'127.0.0.1' IDENTIFIED BY 'nelumbo';\n"
                   "GRANT ALL ON faults.* TO 'nelumbo'@'127.0.0.1';\n");
    case Engine::Redis:
        return {};
    }
    return {};
}

QString PrivateServer::admin(const QString& script, QString* output) const
{
    const QByteArray input = script.toUtf8();
    switch (m_engine) {
    case Engine::Postgres:
        return run(pgBin() + QStringLiteral("/psql"),
                   {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"),
                    QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"),
                    m_dir.path() + QStringLiteral("/pg"), QStringLiteral("-p"),
                    QString::number(m_port), QStringLiteral("-U"), QStringLiteral("postgres"),
                    QStringLiteral("-d"), QStringLiteral("faults"), QStringLiteral("-A"),
                    QStringLiteral("-t")},
                   input, {}, output);
    case Engine::Mariadb: {
        const QStringList args{QStringLiteral("--no-defaults"),
                               QStringLiteral("--socket=%1/my/mysqld.sock").arg(m_dir.path()),
                               QStringLiteral("-uroot"),
                               QStringLiteral("--default-character-set=utf8mb4"),
                               QStringLiteral("--batch"),
                               QStringLiteral("--skip-column-names"),
                               QStringLiteral("faults")};
        return run(tool({QStringLiteral("mariadb"), QStringLiteral("mysql")}), args, input, {},
                   output);
    }
    case Engine::Redis:
        // redis-cli reads one command a line, with "…" quoting and \xHH escapes.
        return run(tool({QStringLiteral("redis-cli")}),
                   {QStringLiteral("-p"), QString::number(m_port)}, input, {}, output);
    }
    return {};
}

QString PrivateServer::url(const QString& options) const
{
    const QString query = options.isEmpty() ? QString() : QLatin1Char('?') + options;
    switch (m_engine) {
    case Engine::Postgres:
        return QStringLiteral("postgres://postgres@127.0.0.1:%1/faults%2").arg(m_port).arg(query);
    case Engine::Mariadb:
        return QStringLiteral("mysql://nelumbo:nelumbo@127.0.0.1:%1/faults%2")
            .arg(m_port)
            .arg(query);
    case Engine::Redis:
        return QStringLiteral("redis://127.0.0.1:%1%2").arg(m_port).arg(query);
    }
    return {};
}

bool PrivateServer::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 PrivateServer::serverPid() const
{
    QString file;
    switch (m_engine) {
    case Engine::Postgres:
        file = m_dir.filePath(QStringLiteral("pg/data/postmaster.pid"));
        break;
    case Engine::Mariadb:
        file = m_dir.filePath(QStringLiteral("my/mysqld.pid"));
        break;
    case Engine::Redis:
        file = m_dir.filePath(QStringLiteral("rd/redis.pid"));
        break;
    }
    QFile f(file);
    if (f.open(QIODevice::ReadOnly)) {
        const qint64 pid = f.readLine().trimmed().toLongLong();
        if (pid > 0)
            return pid;
    }
    return m_process ? m_process->processId() : 0;
}

void PrivateServer::signalAndWait(int signal)
{
    if (!isRunning())
        return;
    const qint64 pid = serverPid();
    if (pid > 0)
        ::kill(pid_t(pid), signal);
    // Waiting with the event loop running: the code under test keeps answering meanwhile.
    if (!QTest::qWaitFor([this] { return m_process->state() == QProcess::NotRunning; }, 30000)) {
        if (pid > 0)
            ::kill(pid_t(pid), SIGKILL);
        m_process->kill();
        m_process->waitForFinished(10000);
    }
}

void PrivateServer::stop()
{
    signalAndWait(m_engine == Engine::Postgres ? SIGINT : SIGTERM);
}

void PrivateServer::kill()
{
    signalAndWait(m_engine == Engine::Postgres ? SIGQUIT : SIGKILL);
}

} // namespace nelumbo::testing
