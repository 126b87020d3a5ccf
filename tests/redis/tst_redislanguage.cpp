// The Redis language without a server: URLs, line splitting with redis-cli quoting, the
// statement under the cursor, templates (a {{variable}} is exactly one argument) and the
// read-only classifier's built-in list.
#include "CoreTestMain.h"
#include "adapter/DatabaseAdapter.h"
#include "redis/RedisAdapter.h"
#include "redis/RedisCommandTable.h"
#include "redis/RedisLanguage.h"

#include <QTest>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {
RedisCommand args(std::initializer_list<const char*> list)
{
    RedisCommand c;
    for (const char* a : list)
        c.append(QByteArray(a));
    return c;
}

// Compiles a template and parses the result with its values, as the session does.
RedisCommand compiled(const QString& text, const QVariantMap& values,
                      const QList<VariableDefinition>& definitions = {})
{
    const RedisLanguage language;
    const auto c = language.compileTemplate(text, values, definitions);
    if (!c) {
        qWarning() << c.error().code << c.error().message;
        return {};
    }
    const auto parsed = RedisLanguage::parse(c->sql, c->params);
    return parsed ? *parsed : RedisCommand{"parse failed"};
}
} // namespace

class TestRedisLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalisesUrls_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("stored");
        QTest::newRow("default port and db")
            << u"redis://localhost"_s << u"redis://localhost:6379/0"_s;
        QTest::newRow("scheme case") << u"REDIS://h:7000/3"_s << u"redis://h:7000/3"_s;
        QTest::newRow("password only")
            << u"redis://:s%40cret@h/2"_s << u"redis://:s%40cret@h:6379/2"_s;
        QTest::newRow("user and password")
            << u"redis://ann:pw@h:1/1"_s << u"redis://ann:pw@h:1/1"_s;
        QTest::newRow("tls") << u"rediss://h/4?tls_verify=false"_s
                             << u"rediss://h:6379/4?tls_verify=false"_s;
        QTest::newRow("ipv6") << u"redis://[::1]:6380"_s << u"redis://[::1]:6380/0"_s;
        QTest::newRow("socket") << u"unix:/run/redis/redis.sock?db=5"_s
                                << u"unix://%2Frun%2Fredis%2Fredis.sock/5"_s;
        QTest::newRow("socket with user")
            << u"unix:///tmp/r.sock?user=u&password=p"_s << u"unix://u:p@%2Ftmp%2Fr.sock/0"_s;
        QTest::newRow("stored socket")
            << u"unix://%2Ftmp%2Fr.sock/2"_s << u"unix://%2Ftmp%2Fr.sock/2"_s;
    }
    void normalisesUrls()
    {
        QFETCH(QString, input);
        QFETCH(QString, stored);
        const RedisAdapter adapter;
        const auto url = adapter.normalizeUrl(input);
        QVERIFY2(url, qPrintable(url.error().message));
        QCOMPARE(*url, stored);
        // The stored form reads back as the same endpoint.
        const auto parsed = SourceUrl::parse(*url);
        QVERIFY(parsed);
        QCOMPARE(adapter.normalizeUrl(*url).value(), stored);
    }

    void refusesBadUrls()
    {
        const RedisAdapter adapter;
        QCOMPARE(adapter.normalizeUrl(u"redis://h/abc"_s).error().code, u"invalid_source_url"_s);
        QCOMPARE(adapter.normalizeUrl(u"redis:h"_s).error().code, u"invalid_source_url"_s);
        QCOMPARE(adapter.normalizeUrl(u"unix:relative.sock"_s).error().code,
                 u"invalid_source_url"_s);
        QCOMPARE(adapter.defaultPort(), 6379);
        // No plans: optimisation is unsupported, with the reason people see.
        QVERIFY(!adapter.aiContext().optimization.supported);
        QVERIFY(!adapter.aiContext().optimization.reason.isEmpty());
        QVERIFY(adapter.aiContext().generation.supported);
        QCOMPARE(adapter.urlSchemes(), (QStringList{u"redis"_s, u"rediss"_s, u"unix"_s}));
    }

    void quotesAsRedisCli()
    {
        QCOMPARE(RedisLanguage::parse(u"SET k \"a b\""_s).value(), args({"SET", "k", "a b"}));
        QCOMPARE(RedisLanguage::parse(u"set 'it\\'s' \"\\x41\\n\\\"q\\\"\""_s).value(),
                 args({"set", "it's", "A\n\"q\""}));
        QCOMPARE(RedisLanguage::parse(u"  GET   key:1  "_s).value(), args({"GET", "key:1"}));
        QCOMPARE(RedisLanguage::parse(u"get ''"_s).value(), args({"get", ""}));
        QCOMPARE(RedisLanguage::parse(u"get \"héllo wörld\""_s).value(),
                 (RedisCommand{"get", u"héllo wörld"_s.toUtf8()}));
        QCOMPARE(RedisLanguage::parse(u"get \"open"_s).error().code, u"invalid_statement"_s);
        QCOMPARE(RedisLanguage::parse(u"get \"a\"b"_s).error().code, u"invalid_statement"_s);
    }

    void splitsLines()
    {
        const RedisLanguage language;
        const QString script = u"GET a\n\n# a comment\n  HGETALL \"x y\"  \nSCAN 0"_s;
        const QList<StatementRange> lines = language.split(script);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(script.mid(lines[1].begin, lines[1].length()), u"HGETALL \"x y\""_s);
        // The statement under the cursor is its line.
        QCOMPARE(language.statementAt(script, script.indexOf(u"x y"_s)), lines[1]);
        QCOMPARE(language.statementAt(script, 0), lines[0]);
        QCOMPARE(language.statementAt(script, script.size()), lines[2]);
        QVERIFY(language.isBlank(u"\n # only\n"_s));
        QCOMPARE(language.id(), u"redis:commands"_s);
        QCOMPARE(language.fenceLabel(), u"redis"_s);
    }

    // Whatever its content, a value is exactly one argument and never a second command.
    void variableIsOneArgument_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("spaces") << u"a b c"_s;
        QTest::newRow("quotes") << u"\"x\" 'y'"_s;
        QTest::newRow("newline") << u"v\nDEL k"_s;
        QTest::newRow("braces") << u"{{x}}"_s;
        QTest::newRow("empty") << QString();
        QTest::newRow("marker-like") << u"\uE0010\uE000"_s;
    }
    void variableIsOneArgument()
    {
        QFETCH(QString, value);
        const RedisLanguage language;
        QCOMPARE(compiled(u"HGET artist:{{id}} name"_s, {{u"id"_s, value}}),
                 (RedisCommand{"HGET", "artist:" + value.toUtf8(), "name"}));
        QCOMPARE(compiled(u"SET {{k}} \"{{k}}\""_s, {{u"k"_s, value}}),
                 (RedisCommand{"SET", value.toUtf8(), "{{k}}"}));
        const auto c = language.compileTemplate(u"GET {{k}}"_s, {{u"k"_s, value}});
        QVERIFY(c);
        QVERIFY(!c->sql.contains(u'\n'));
        QVERIFY(language.checkSingleStatement(c->sql).allowed);
    }

    void listsAndOptionalArguments()
    {
        VariableDefinition keys;
        keys.name = u"keys"_s;
        keys.list = true;
        QCOMPARE(compiled(u"MGET {{keys}}"_s, {{u"keys"_s, u"a, b c,d"_s}}, {keys}),
                 args({"MGET", "a", "b c", "d"}));
        QCOMPARE(compiled(u"MGET {{keys}}"_s, {{u"keys"_s, QStringList{u"x y"_s}}}, {keys}),
                 args({"MGET", "x y"}));
        const RedisLanguage language;
        QCOMPARE(language.compileTemplate(u"GET k:{{keys}}"_s, {{u"keys"_s, u"a,b"_s}}, {keys})
                     .error()
                     .code,
                 u"list_in_argument"_s);
        // [[ … ]] keeps its arguments only when its variables have values.
        QCOMPARE(compiled(u"SCAN 0 [[MATCH {{p}}]] COUNT 10"_s, {}),
                 args({"SCAN", "0", "COUNT", "10"}));
        QCOMPARE(compiled(u"SCAN 0 [[MATCH {{p}}]] COUNT 10"_s, {{u"p"_s, u"a b*"_s}}),
                 args({"SCAN", "0", "MATCH", "a b*", "COUNT", "10"}));
        QCOMPARE(language.variableNames(u"HGET {{a}} '{{b}}' [[{{c}}]] {{a}}"_s),
                 (QStringList{u"a"_s, u"c"_s}));
        QCOMPARE(language.compileTemplate(u"GET {{ a }}"_s, {}).error().code,
                 u"spaced_placeholder"_s);
        QCOMPARE(language.compileTemplate(u"GET {{a}}"_s, {}).error().code, u"missing_variable"_s);
    }

    // Without a server's table (an offline check) the built-in lists decide.
    void classifiesOffline()
    {
        RedisCommandTable::setKnown(nullptr);
        const RedisLanguage language;
        for (const char* read :
             {"GET k", "hgetall h", "SCAN 0 COUNT 10", "XRANGE s - +", "ZRANGE z 0 -1 WITHSCORES",
              "CONFIG GET maxmemory", "EVAL_RO \"return 1\" 0", "SORT l LIMIT 0 5", "PING",
              "CLIENT LIST", "ACL WHOAMI"})
            QVERIFY2(language.checkReadOnly(QString::fromLatin1(read)).allowed, read);
        for (const char* write :
             {"SET k v", "EVAL \"return 1\" 0", "FCALL f 0", "SORT l STORE d", "MULTI", "EXEC",
              "PUBLISH c m", "CONFIG SET maxmemory 1", "CLIENT KILL ID 1", "ACL SETUSER x",
              "DEBUG SLEEP 1", "SHUTDOWN", "REPLICAOF h 1", "XREADGROUP GROUP g c STREAMS s >",
              "SELECT 2", "FLUSHALL", "NOSUCHCOMMAND x", "GET a\nDEL a"}) {
            const AccessVerdict v = language.checkReadOnly(QString::fromLatin1(write));
            QVERIFY2(!v.allowed, write);
            QVERIFY(!v.reason.isEmpty());
        }
        QCOMPARE(language.checkReadOnly(u"GET a\nGET b"_s).code, u"multiple_statements"_s);
        QCOMPARE(language.checkReadOnly(u"GET a\nFLUSHALL"_s).code, u"data_change"_s);
        QCOMPARE(language.checkReadOnly(u"NOSUCH"_s).code, u"unknown_command"_s);
    }
};

NELUMBO_CORE_TEST_MAIN(TestRedisLanguage)
#include "tst_redislanguage.moc"
