// The Redis adapter against a real server (NELUMBO_TEST_REDIS_URL; database 3 of it): reply
// shapes in grid terms, cancel of blocking commands and scripts with the session usable
// afterwards, the read-only layers, and Unix socket URLs.
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "connection/AdapterRequest.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "redis/RedisSession.h"
#include "visibility/VisibilityConfig.h"
#include "visibility/VisibilityPolicy.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLocalSocket>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <cmath>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

struct Collected
{
    QStringList columns;
    QList<QVariantList> rows;
    bool finished = false;
    Error error;
};

bool settled(QueryHandle* h, int ms = 20000)
{
    return QTest::qWaitFor([h] { return !h->isBusy(); }, ms);
}

// The server URL with database 3 (this suite's).
QString serverUrl(int db = 3)
{
    QString url = qEnvironmentVariable("NELUMBO_TEST_REDIS_URL");
    if (url.isEmpty())
        return {};
    while (url.endsWith(u'/'))
        url.chop(1);
    // redis://host:port[/n]: replace the database
    const qsizetype slash = url.indexOf(u'/', url.indexOf(u"//"_s) + 2);
    if (slash > 0)
        url = url.left(slash);
    return url + u'/' + QString::number(db);
}

} // namespace

class TestRedis : public QObject
{
    Q_OBJECT

private:
    QString m_url;
    QString m_prefix;

    std::unique_ptr<Connection> open(bool readOnly, const QString& url = {})
    {
        auto c = std::make_unique<Connection>();
        c->setReadOnly(readOnly);
        QSignalSpy opened(c.get(), &Connection::opened);
        QSignalSpy failed(c.get(), &Connection::openFailed);
        c->open(url.isEmpty() ? m_url : url);
        if (!QTest::qWaitFor([&] { return !opened.isEmpty() || !failed.isEmpty(); }, 10000) ||
            opened.isEmpty()) {
            qWarning() << "open failed"
                       << (failed.isEmpty() ? QString()
                                            : failed.first().at(0).value<Error>().message);
            return {};
        }
        return c;
    }

    Collected run(Connection& c, const QString& statement, const QVariantList& params = {})
    {
        Collected out;
        QueryHandle* h = c.execute(statement, params, 100000);
        QObject::connect(h, &QueryHandle::columnsReady, h,
                         [&out](const QStringList& n) { out.columns = n; });
        QObject::connect(h, &QueryHandle::rowsReady, h, [&](const RowBatch& rowBatch) {
            const QVariantList cells = rowBatch.toVariantList();
            const int n = rowBatch.rowCount();
            const int width = int(out.columns.size());
            for (int r = 0; r < n; ++r)
                out.rows.append(cells.mid(r * width, width));
        });
        QObject::connect(h, &QueryHandle::finished, h, [&out] { out.finished = true; });
        QObject::connect(h, &QueryHandle::failed, h, [&out](const Error& e) { out.error = e; });
        if (!settled(h))
            out.error = {u"test_timeout"_s, {}};
        delete h;
        return out;
    }

    QString key(const QString& name) const { return m_prefix + name; }

    static QString languageOf(const Connection& c) { return c.adapter()->queryLanguage(); }

    // The result of an adapter call, waited for.
    template <typename T> Result<T> wait(AdapterReply<T>* reply)
    {
        QSignalSpy done(reply, &AdapterRequest::finished);
        if (!done.wait(20000))
            return Error{u"test_timeout"_s, {}};
        const Result<T> r = reply->result();
        delete reply;
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_url = serverUrl();
        if (m_url.isEmpty())
            QSKIP("NELUMBO_TEST_REDIS_URL is not set");
        registerBuiltinAdapters();
        m_prefix = u"tst_redis:%1:"_s.arg(QCoreApplication::applicationPid());
        auto c = open(false);
        QVERIFY(c);
        const QString p = m_prefix;
        for (const QString& s :
             {u"SET %1str hello"_s, u"SET %1bin \"\\xff\\x00a\""_s, u"RPUSH %1list a b \"c d\""_s,
              u"HSET %1hash name \"AC/DC\" country Australia"_s,
              u"ZADD %1z 1.5 one 2 two inf top"_s, u"XADD %1stream 1-1 artist 1 total 3.96"_s,
              u"XADD %1stream 2-1 artist 2 note \"x y\""_s, u"SET %1count 41"_s})
            QVERIFY2(run(*c, s.arg(p)).finished, qPrintable(s));
    }

    void cleanupTestCase()
    {
        if (m_url.isEmpty())
            return;
        auto c = open(false);
        if (!c)
            return;
        for (const char* k : {"str", "bin", "list", "hash", "z", "stream", "count", "blocked"})
            (void)run(*c, u"DEL %1"_s.arg(key(QString::fromLatin1(k))));
    }

    // Each reply in its natural shape, as columns and rows.
    void shapesReplies()
    {
        auto c = open(true);
        QVERIFY(c);
        Collected r = run(*c, u"GET %1"_s.arg(key(u"str"_s)));
        QCOMPARE(r.columns, QStringList{u"value"_s});
        QCOMPARE(r.rows, (QList<QVariantList>{{u"hello"_s}}));

        r = run(*c, u"GET %1"_s.arg(key(u"missing"_s)));
        QCOMPARE(r.rows.size(), 1);
        QVERIFY(r.rows.at(0).at(0).isNull()); // nil → NULL

        r = run(*c, u"STRLEN %1"_s.arg(key(u"str"_s)));
        QCOMPARE(r.rows.at(0).at(0).toLongLong(), 5); // integer → one cell, a number
        QCOMPARE(r.rows.at(0).at(0).typeId(), QMetaType::LongLong);

        r = run(*c, u"GET %1"_s.arg(key(u"bin"_s)));
        QCOMPARE(r.rows.at(0).at(0).toByteArray(), QByteArray("\xff\x00"
                                                              "a",
                                                              3));

        r = run(*c, u"LRANGE %1 0 -1"_s.arg(key(u"list"_s)));
        QCOMPARE(r.columns, QStringList{u"value"_s});
        QCOMPARE(r.rows, (QList<QVariantList>{{u"a"_s}, {u"b"_s}, {u"c d"_s}}));

        r = run(*c, u"HGETALL %1"_s.arg(key(u"hash"_s)));
        QCOMPARE(r.columns, (QStringList{u"field"_s, u"value"_s}));
        QCOMPARE(r.rows,
                 (QList<QVariantList>{{u"name"_s, u"AC/DC"_s}, {u"country"_s, u"Australia"_s}}));

        r = run(*c, u"CONFIG GET maxmemory-policy"_s);
        QCOMPARE(r.columns, (QStringList{u"field"_s, u"value"_s}));
        QCOMPARE(r.rows.size(), 1);
        QCOMPARE(r.rows.at(0).at(0).toString(), u"maxmemory-policy"_s);

        r = run(*c, u"SCAN 0 MATCH %1* COUNT 1000"_s.arg(m_prefix));
        QCOMPARE(r.columns, (QStringList{u"cursor"_s, u"key"_s}));
        QVERIFY(!r.rows.isEmpty());
        QStringList keys;
        for (const QVariantList& row : r.rows)
            keys << row.at(1).toString();
        QVERIFY(keys.contains(key(u"hash"_s)));

        r = run(*c, u"HSCAN %1 0"_s.arg(key(u"hash"_s)));
        QCOMPARE(r.columns, (QStringList{u"cursor"_s, u"field"_s, u"value"_s}));
        QCOMPARE(r.rows.at(0), (QVariantList{u"0"_s, u"name"_s, u"AC/DC"_s}));

        r = run(*c, u"XRANGE %1 - +"_s.arg(key(u"stream"_s)));
        QCOMPARE(r.columns, (QStringList{u"id"_s, u"artist"_s, u"total"_s, u"note"_s}));
        QCOMPARE(r.rows, (QList<QVariantList>{{u"1-1"_s, u"1"_s, u"3.96"_s, QVariant()},
                                              {u"2-1"_s, u"2"_s, QVariant(), u"x y"_s}}));

        r = run(*c, u"XREAD COUNT 1 STREAMS %1 0"_s.arg(key(u"stream"_s)));
        QCOMPARE(r.columns, (QStringList{u"stream"_s, u"id"_s, u"artist"_s, u"total"_s}));
        QCOMPARE(r.rows.at(0).at(0).toString(), key(u"stream"_s));

        r = run(*c, u"ZRANGE %1 0 -1 WITHSCORES"_s.arg(key(u"z"_s)));
        QCOMPARE(r.columns, (QStringList{u"member"_s, u"score"_s}));
        QCOMPARE(r.rows.size(), 3);
        QCOMPARE(r.rows.at(0), (QVariantList{u"one"_s, 1.5}));
        QVERIFY(std::isinf(r.rows.at(2).at(1).toDouble()));

        r = run(*c, u"MGET %1 %2"_s.arg(key(u"str"_s), key(u"nothing"_s)));
        QCOMPARE(r.columns, (QStringList{u"key"_s, u"value"_s}));
        QVERIFY(r.rows.at(1).at(1).isNull());

        // A nested reply stays nested: a list in the cell, not flattened text.
        r = run(*c, u"XINFO STREAM %1"_s.arg(key(u"stream"_s)));
        QCOMPARE(r.columns, (QStringList{u"field"_s, u"value"_s}));
        bool sawEntry = false;
        for (const QVariantList& row : r.rows)
            if (row.at(0).toString() == u"first-entry"_s) {
                sawEntry = true;
                const QVariantList entry = row.at(1).toList();
                QCOMPARE(entry.at(0).toString(), u"1-1"_s);
                QCOMPARE(entry.at(1).toList().size(), 4);
            }
        QVERIFY(sawEntry);

        r = run(*c, u"INFO server"_s);
        QCOMPARE(r.columns, (QStringList{u"section"_s, u"field"_s, u"value"_s}));
        QVERIFY(std::any_of(r.rows.cbegin(), r.rows.cend(), [](const QVariantList& row) {
            return row.at(1).toString() == u"redis_version"_s;
        }));

        // An error reply is an error.
        r = run(*c, u"HGETALL %1"_s.arg(key(u"str"_s)));
        QCOMPARE(r.error.code, u"query_failed"_s);
        QVERIFY2(r.error.message.startsWith(u"WRONGTYPE"_s), qPrintable(r.error.message));
    }

    // A blocked command is cancelled from the UI thread through a second connection and the
    // session answers the next command.
    void cancelsBlockingCommands()
    {
        for (const bool readOnly : {false, true}) {
            auto c = open(readOnly);
            QVERIFY(c);
            const QString statement =
                readOnly ? u"XREAD BLOCK 30000 STREAMS %1 $"_s.arg(key(u"stream"_s))
                         : u"BLPOP %1 30"_s.arg(key(u"blocked"_s));
            QElapsedTimer timer;
            timer.start();
            Collected got;
            QueryHandle* h = c->execute(statement);
            QObject::connect(h, &QueryHandle::failed, h, [&got](const Error& e) { got.error = e; });
            // Kept: lets the blocking command reach the server; it blocks for 30 s.
            QTest::qWait(300);
            QVERIFY(h->isBusy());
            h->cancel();
            QVERIFY(settled(h, 10000));
            QVERIFY2(timer.elapsed() < 5000, "the cancel did not reach the server");
            QCOMPARE(got.error.code, u"cancelled"_s);
            delete h;
            const Collected next = run(*c, u"PING"_s);
            QCOMPARE(next.rows, (QList<QVariantList>{{u"PONG"_s}}));
        }
    }

    // A slow script under writes allowed: SCRIPT KILL ends it, the session stays usable. On a
    // private server (a Unix socket in a temporary directory): a busy server would hold up
    // every other test.
    void cancelsSlowScript()
    {
        const QString server =
            QStandardPaths::findExecutable(u"redis-server"_s, {u"/usr/bin"_s, u"/usr/sbin"_s});
        if (server.isEmpty())
            QSKIP("redis-server is not installed");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString socket = dir.filePath(u"redis.sock"_s);
        QProcess process;
        process.start(server, {u"--port"_s, u"0"_s, u"--unixsocket"_s, socket, u"--save"_s, u""_s,
                               u"--dir"_s, dir.path(), u"--busy-reply-threshold"_s, u"300"_s});
        QVERIFY(process.waitForStarted());
        const QString url =
            u"unix://%1/0"_s.arg(QString::fromLatin1(QUrl::toPercentEncoding(socket)));
        const auto stop = qScopeGuard([&] {
            process.terminate();
            if (!process.waitForFinished(10000))
                process.kill();
        });
        QVERIFY(QTest::qWaitFor(
            [&] {
                QLocalSocket probe;
                probe.connectToServer(socket);
                return probe.waitForConnected(200);
            },
            10000));
        {
            auto c = open(false, url);
            QVERIFY(c);
            QVERIFY(run(*c, u"SET k hello"_s).finished);
            QElapsedTimer timer;
            timer.start();
            Collected got;
            QueryHandle* h = c->execute(
                u"EVAL \"local t = redis.call('TIME') while true do local n = redis.call('TIME') "
                "if n[1] - t[1] > 20 then break end end return 1\" 0"_s);
            QObject::connect(h, &QueryHandle::failed, h, [&got](const Error& e) { got.error = e; });
            // Kept: lets the script start on the server; it loops for 20 s.
            QTest::qWait(500);
            QVERIFY(h->isBusy());
            h->cancel();
            QVERIFY(settled(h, 20000));
            QVERIFY2(timer.elapsed() < 5000, "the script was not killed");
            QCOMPARE(got.error.code, u"cancelled"_s);
            delete h;
            QCOMPARE(run(*c, u"GET k"_s).rows, (QList<QVariantList>{{u"hello"_s}}));
        }
    }

    // Layer (a) in the worker, the session's own check on the bound arguments, and (c) the
    // per-run opt-in.
    void readOnlyLayers()
    {
        auto c = open(true);
        QVERIFY(c);
        Collected r = run(*c, u"SET %1str changed"_s.arg(m_prefix));
        QCOMPARE(r.error.code, u"data_change"_s);
        r = run(*c, u"NOSUCHCOMMAND x"_s);
        QCOMPARE(r.error.code, u"unknown_command"_s);
        // A command named by a value is unknown text to the language: refused.
        const auto compiled = c->adapter()->language().compileTemplate(
            u"{{cmd}} %1str x"_s.arg(m_prefix), {{u"cmd"_s, u"SET"_s}});
        QVERIFY(compiled);
        r = run(*c, compiled->sql, compiled->params);
        QVERIFY(!r.error.code.isEmpty());
        QCOMPARE(run(*c, u"GET %1str"_s.arg(m_prefix)).rows.at(0).at(0).toString(), u"hello"_s);
        // (c) allowed for one run: it writes, then read-only again.
        c->setReadOnly(false);
        QVERIFY(run(*c, u"SET %1count 42"_s.arg(m_prefix)).finished);
        c->setReadOnly(true);
        QCOMPARE(run(*c, u"SET %1count 43"_s.arg(m_prefix)).error.code, u"data_change"_s);
        QCOMPARE(run(*c, u"GET %1count"_s.arg(m_prefix)).rows.at(0).at(0).toString(), u"42"_s);
    }

    // Layer (b): whether the server's ACL refuses this user's writes.
    void detectsAclProtection()
    {
        auto url = SourceUrl::parse(m_url);
        QVERIFY(url);
        auto endpoint = RedisEndpoint::fromUrl(*url);
        QVERIFY(endpoint);
        auto session = RedisSession::open(*endpoint, u"acl-probe"_s);
        QVERIFY2(session, qPrintable(session.error().message));
        QVERIFY(!session.value()->commands().isEmpty());
        QVERIFY(session.value()->commands().find("get"));
        QVERIFY(session.value()->setReadOnly(true));
        QCOMPARE(session.value()->writeGuard(), WriteGuard::CheckOnly);
        // The probe wrote nothing.
        auto count = session.value()->call({"DBSIZE"});
        QVERIFY(count);

        const QString ro = qEnvironmentVariable("NELUMBO_TEST_REDIS_RO_URL");
        if (ro.isEmpty()) {
            // Not QSKIP: CTest would report the whole suite as skipped.
            qWarning("NELUMBO_TEST_REDIS_RO_URL is not set: the ACL user's part did not run");
            return;
        }
        auto roUrl = SourceUrl::parse(ro);
        QVERIFY(roUrl);
        auto roSession = RedisSession::open(RedisEndpoint::fromUrl(*roUrl).value(), u"acl-ro"_s);
        QVERIFY2(roSession, qPrintable(roSession.error().message));
        QVERIFY(roSession.value()->setReadOnly(true));
        QCOMPARE(roSession.value()->writeGuard(), WriteGuard::Source);
    }

    // The connection carries layer (b) to its users (status bar, CLI): a user the server lets
    // write is protected by the check alone; a read-only ACL user by the server too.
    void connectionSaysWhoRefusesWrites()
    {
        auto c = open(true);
        QVERIFY(c);
        QCOMPARE(c->writeGuard(), WriteGuard::CheckOnly);
        QVERIFY(c->onlyCheckRefusesWrites());
        // A writable connection is not warned about; switching to read-only probes then.
        auto w = open(false);
        QVERIFY(w);
        QVERIFY(!w->onlyCheckRefusesWrites());
        QSignalSpy changed(w.get(), &Connection::writeGuardChanged);
        w->setReadOnly(true);
        QVERIFY(changed.wait(10000));
        QCOMPARE(w->writeGuard(), WriteGuard::CheckOnly);
        QVERIFY(w->onlyCheckRefusesWrites());

        const QString ro = qEnvironmentVariable("NELUMBO_TEST_REDIS_RO_URL");
        if (ro.isEmpty()) {
            qWarning("NELUMBO_TEST_REDIS_RO_URL is not set: the ACL user's part did not run");
            return;
        }
        auto r = open(true, ro);
        QVERIFY(r);
        QCOMPARE(r->writeGuard(), WriteGuard::Source);
        QVERIFY(!r->onlyCheckRefusesWrites());
    }

    // Key patterns hide keys from the commands that name them: the server's COMMAND GETKEYS
    // says which keys a command touches, also where they move (EVAL_RO, SORT … BY).
    void visibilityHidesKeys()
    {
        // Rules name keys as tables: exact, * or a /regular expression/.
        auto rules = VisibilityRules::fromLists(
            {}, {}, {}, {u"/^"_s + QRegularExpression::escape(m_prefix) + u"hash/"_s}, {});
        QVERIFY(rules);
        const VisibilityPolicy policy(
            rules.value(), BuiltinHidden::forAdapter(*AdapterRegistry::forScheme(u"redis"_s)));
        QVERIFY(!policy.relationVisible(u"keys"_s, key(u"hash"_s)));
        auto c = open(true);
        QVERIFY(c);
        c->setVisibilityPolicy(policy);
        QCOMPARE(run(*c, u"GET %1"_s.arg(key(u"str"_s))).rows, (QList<QVariantList>{{u"hello"_s}}));
        // A hidden key is answered like a missing one, also inside a script.
        const Collected hidden = run(*c, u"HGET %1 name"_s.arg(key(u"hash"_s)));
        QVERIFY2(hidden.finished, qPrintable(hidden.error.message));
        QCOMPARE(hidden.rows, run(*c, u"HGET %1 name"_s.arg(key(u"nothing"_s))).rows);
        QCOMPARE(hidden.rows, (QList<QVariantList>{{QVariant()}}));
        Collected r = run(*c, u"HGETALL %1"_s.arg(key(u"hash"_s)));
        QVERIFY2(r.finished, qPrintable(r.error.message));
        QVERIFY(r.rows.isEmpty());
        r = run(*c, u"MGET %1 %2"_s.arg(key(u"str"_s), key(u"hash"_s)));
        QCOMPARE(r.rows,
                 (QList<QVariantList>{{key(u"str"_s), u"hello"_s}, {key(u"hash"_s), QVariant()}}));
        QCOMPARE(run(*c, u"EXISTS %1"_s.arg(key(u"hash"_s))).rows.at(0).at(0).toLongLong(), 0);
        QCOMPARE(run(*c, u"TYPE %1"_s.arg(key(u"hash"_s))).rows.at(0).at(0).toString(), u"none"_s);
        r = run(*c,
                u"EVAL_RO \"return redis.call('HGETALL', KEYS[1])\" 1 %1"_s.arg(key(u"hash"_s)));
        QVERIFY(r.rows.isEmpty());
        // A write naming a hidden key is refused, even with writes allowed.
        c->setReadOnly(false);
        r = run(*c, u"HSET %1 name x"_s.arg(key(u"hash"_s)));
        QVERIFY(!r.finished);
        QVERIFY(r.error.message.contains(u"hidden"_s));
        c->setReadOnly(true);
        // A key given by a value cannot be told before it runs: refused while rules hide keys.
        const auto compiled = c->adapter()->language().compileTemplate(u"HGETALL {{k}}"_s,
                                                                       {{u"k"_s, key(u"hash"_s)}});
        QVERIFY(compiled);
        QVERIFY(!run(*c, compiled->sql, compiled->params).finished);
        // Scans leave hidden keys out, as if they did not exist.
        for (const QString& scan :
             {u"SCAN 0 MATCH %1* COUNT 1000"_s.arg(m_prefix), u"KEYS %1*"_s.arg(m_prefix)}) {
            const Collected r = run(*c, scan);
            QVERIFY2(r.finished, qPrintable(r.error.message));
            const int column = scan.startsWith(u"SCAN"_s) ? 1 : 0;
            QStringList keys;
            for (const QVariantList& row : r.rows)
                keys << row.at(column).toString();
            QVERIFY2(keys.contains(key(u"str"_s)), qPrintable(keys.join(u' ')));
            QVERIFY(!keys.contains(key(u"hash"_s)));
        }
        // Commands without keys still run.
        QCOMPARE(run(*c, u"PING"_s).rows, (QList<QVariantList>{{u"PONG"_s}}));
    }

    // keys_deny / keys_allow in the config file: globs of key names that hide keys from the
    // browser (and so the assistant's tools), from the commands naming them and from scans.
    void keyPatternRulesFromConfig()
    {
        const QString url = serverUrl(11); // scratch; the keys are named after this process
        const QString p = u"vk%1"_s.arg(QCoreApplication::applicationPid());
        auto w = open(false, url);
        QVERIFY(w);
        const QStringList keys{p + u"sess:1"_s, p + u"sess:2"_s, p + u"pub:1"_s,
                               p + u"pub:secret"_s};
        const auto cleanup = qScopeGuard([&] { run(*w, u"DEL "_s + keys.join(u' ')); });
        for (const QString& k : keys)
            QVERIFY(
                run(*w, u"HSET %1 name %2"_s.arg(k, k.mid(p.size()).replace(u':', u'-'))).finished);

        QTemporaryDir dir;
        QFile file(dir.filePath(u"nelumbo.conf"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(u"[source.r]\nkeys_deny = %1sess:*, %1pub:s[a-e]cret\n"_s.arg(p).toUtf8());
        file.close();
        QSettings ini(file.fileName(), QSettings::IniFormat);
        const auto policy = VisibilityConfig::policyFor(ini, u"r"_s, languageOf(*w));
        QVERIFY2(policy, qPrintable(policy.error().message));
        auto c = open(true, url);
        QVERIFY(c);
        c->setVisibilityPolicy(policy.value());

        // The browser's first level, descriptions and sample values.
        const auto tables = wait(c->listTables(p));
        QVERIFY2(tables, qPrintable(tables.error().message));
        QStringList names;
        for (const TableInfo& t : tables.value())
            names << t.name;
        QCOMPARE(names, QStringList{p + u"pub:*"_s});
        const auto values = wait(c->distinctValues(u"keys"_s, p + u"pub:*"_s, u"name"_s));
        QVERIFY2(values, qPrintable(values.error().message));
        QCOMPARE(values.value(), QVariantList{u"pub-1"_s});
        const auto described = wait(c->describeTable(u"keys"_s, p + u"pub:*"_s));
        QVERIFY2(described, qPrintable(described.error().message));
        QVERIFY2(!described->comment.contains(u"secret"_s), qPrintable(described->comment));
        QVERIFY(!wait(c->describeTable(u"keys"_s, p + u"sess:*"_s)));
        QVERIFY(!wait(c->describeTable(u"keys"_s, p + u"pub:secret"_s)));

        // Commands answer a hidden key like a missing one; scans leave it out.
        QCOMPARE(run(*c, u"HGET %1pub:secret name"_s.arg(p)).rows,
                 (QList<QVariantList>{{QVariant()}}));
        QCOMPARE(run(*c, u"HGET %1pub:1 name"_s.arg(p)).rows, (QList<QVariantList>{{u"pub-1"_s}}));
        const Collected scan = run(*c, u"SCAN 0 MATCH %1* COUNT 10000"_s.arg(p));
        QVERIFY2(scan.finished, qPrintable(scan.error.message));
        QStringList scanned;
        for (const QVariantList& row : scan.rows)
            scanned << row.at(1).toString();
        QCOMPARE(scanned, QStringList{p + u"pub:1"_s});

        // An allow list shows only what it names.
        QSettings allow(dir.filePath(u"allow.conf"_s), QSettings::IniFormat);
        allow.setValue(u"visibility/keys_allow"_s, QString(p + u"sess:?"_s));
        const auto only = VisibilityConfig::policyFor(allow, u"r"_s, languageOf(*w));
        QVERIFY(only);
        QVERIFY(only->relationVisible(u"keys"_s, p + u"sess:1"_s));
        QVERIFY(!only->relationVisible(u"keys"_s, p + u"sess:10"_s));
        QVERIFY(!only->relationVisible(u"keys"_s, p + u"pub:1"_s));
        c->setVisibilityPolicy(only.value());
        QCOMPARE(run(*c, u"HGET %1pub:1 name"_s.arg(p)).rows, (QList<QVariantList>{{QVariant()}}));
        QCOMPARE(run(*c, u"HGET %1sess:2 name"_s.arg(p)).rows,
                 (QList<QVariantList>{{u"sess-2"_s}}));
    }

    // The assistant's check of a generated command never runs it: the server's table says
    // whether the command exists and its arity fits; a {{variable}} is one argument.
    void validatesWithoutRunning()
    {
        auto c = open(false);
        QVERIFY(c);
        auto validate = [&](const QString& statement) -> Result<void> {
            auto* reply = c->validate(statement);
            QSignalSpy done(reply, &AdapterRequest::finished);
            if (!done.wait(10000))
                return Error{u"test_timeout"_s, {}};
            const Result<void> r = reply->result();
            delete reply;
            return r;
        };
        QVERIFY(validate(u"SET %1never v"_s.arg(m_prefix)));
        QCOMPARE(run(*c, u"EXISTS %1never"_s.arg(m_prefix)).rows.at(0).at(0).toLongLong(), 0);
        QVERIFY(validate(u"HGET artist:{{id}} name"_s));
        QVERIFY(validate(u"ZRANGE {{key}} 0 -1 [[WITHSCORES]]"_s));
        QVERIFY(validate(u"CONFIG GET maxmemory"_s));
        for (const QString& wrong : {u"GET a b"_s, u"GET"_s, u"NOSUCH x"_s, u"CONFIG GETT x"_s,
                                     u"HSET h"_s, u"GET \"open"_s}) {
            const Result<void> r = validate(wrong);
            QVERIFY2(!r, qPrintable(wrong));
            QCOMPARE(r.error().code, u"invalid_statement"_s);
        }
        QCOMPARE(validate(u"GET {{a}} {{b}}"_s).error().code, u"invalid_statement"_s);
    }

    // rediss://: TLS with the server's certificate given (tls_ca), refused without it (a
    // self-signed certificate), accepted with tls_verify=false. A private server on a free port.
    void connectsOverTls()
    {
        const QString server =
            QStandardPaths::findExecutable(u"redis-server"_s, {u"/usr/bin"_s, u"/usr/sbin"_s});
        const QString openssl = QStandardPaths::findExecutable(u"openssl"_s);
        if (server.isEmpty() || openssl.isEmpty()) {
            qWarning("redis-server or openssl is missing: TLS was not tried");
            return;
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cert = dir.filePath(u"cert.pem"_s);
        const QString keyFile = dir.filePath(u"key.pem"_s);
        QProcess req;
        req.start(openssl, {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s,
                            u"-keyout"_s, keyFile, u"-out"_s, cert, u"-days"_s, u"2"_s, u"-subj"_s,
                            u"/CN=127.0.0.1"_s, u"-addext"_s, u"subjectAltName=IP:127.0.0.1"_s});
        QVERIFY(req.waitForFinished(30000));
        QCOMPARE(req.exitCode(), 0);
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        QProcess process;
        process.start(server,
                      {u"--port"_s, u"0"_s, u"--tls-port"_s, QString::number(port), u"--bind"_s,
                       u"127.0.0.1"_s, u"--tls-cert-file"_s, cert, u"--tls-key-file"_s, keyFile,
                       u"--tls-ca-cert-file"_s, cert, u"--tls-auth-clients"_s, u"no"_s, u"--save"_s,
                       u""_s, u"--dir"_s, dir.path()});
        QVERIFY(process.waitForStarted());
        const auto stop = qScopeGuard([&] {
            process.terminate();
            if (!process.waitForFinished(10000))
                process.kill();
        });
        const QString base = u"rediss://127.0.0.1:%1/0"_s.arg(port);
        QVERIFY(QTest::qWaitFor(
            [&] {
                QTcpSocket s;
                s.connectToHost(QHostAddress::LocalHost, port);
                return s.waitForConnected(200);
            },
            10000));
        {
            auto c = open(true, base + u"?tls_ca="_s +
                                    QString::fromLatin1(QUrl::toPercentEncoding(cert)));
            QVERIFY(c);
            QCOMPARE(run(*c, u"PING"_s).rows, (QList<QVariantList>{{u"PONG"_s}}));
            auto insecure = open(true, base + u"?tls_verify=false"_s);
            QVERIFY(insecure);
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"open failed"_s));
            QVERIFY(!open(true, base)); // self-signed: not trusted
        }
    }

    void connectsOverUnixSocket()
    {
        const QString socket = qEnvironmentVariable("NELUMBO_TEST_REDIS_SOCKET");
        if (socket.isEmpty()) {
            qWarning("NELUMBO_TEST_REDIS_SOCKET is not set: the server's own socket was not used");
            return;
        }
        const auto url =
            AdapterRegistry::forScheme(u"unix"_s)->normalizeUrl(u"unix:%1?db=3"_s.arg(socket));
        QVERIFY(url);
        auto c = open(true, *url);
        QVERIFY(c);
        QCOMPARE(run(*c, u"GET %1str"_s.arg(m_prefix)).rows.at(0).at(0).toString(), u"hello"_s);
    }
};

NELUMBO_CORE_TEST_MAIN(TestRedis)
#include "tst_redis.moc"
