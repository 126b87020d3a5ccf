#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/Session.h"
#include "visibility/ResultColumnFilter.h"
#include "visibility/StatementGuard.h"
#include "visibility/VisibilityConfig.h"
#include "visibility/VisibilityPolicy.h"

#include <QSettings>
#include <QTemporaryDir>

using namespace nelumbo;

namespace {
VisibilityPolicy policy(const QString& language, const QStringList& tableAllow = {},
                        const QStringList& tableDeny = {}, const QStringList& schemaAllow = {},
                        const QStringList& schemaDeny = {}, const QStringList& columns = {})
{
    auto rules =
        VisibilityRules::fromLists(schemaAllow, schemaDeny, tableAllow, tableDeny, columns);
    if (!rules)
        qFatal("bad rules in test: %s", qPrintable(rules.error().message));
    return VisibilityPolicy(rules.value(), BuiltinHidden::forLanguage(language));
}
const QString pg = QStringLiteral("sql:postgres");
const QString my = QStringLiteral("sql:mysql");
const QString lite = QStringLiteral("sql:sqlite");

// A language that is not SQL: "read NAME" reads a relation, "read-all NAME" all of one.
class ReadLanguage final : public QueryLanguage
{
public:
    QString id() const override { return QStringLiteral("read:test"); }
    QString fenceLabel() const override { return QStringLiteral("read"); }
    QList<StatementRange> split(QStringView script) const override { return plain().split(script); }
    bool isBlank(QStringView text) const override { return plain().isBlank(text); }
    AccessVerdict checkReadOnly(QStringView) const override { return AccessVerdict::allow(); }
    AccessVerdict checkSingleStatement(QStringView) const override
    {
        return AccessVerdict::allow();
    }
    Result<CompiledStatement> compileTemplate(QStringView text, const QVariantMap& values,
                                              const QList<VariableDefinition>& defs) const override
    {
        return plain().compileTemplate(text, values, defs);
    }
    QStringList variableNames(QStringView) const override { return {}; }
    Result<void> checkPlaceholders(QStringView) const override { return {}; }
    Result<QString> prepareForAnalysis(QStringView statement) const override
    {
        return statement.toString();
    }
    QList<NameChain> referencedNames(QStringView statement) const override
    {
        const QStringList words = statement.toString().split(u' ');
        if (words.size() != 2)
            return {};
        return {NameChain{{WrittenName{words.at(1), false}}, true}};
    }
    QString relationProbe(const QString& qualifiedName) const override
    {
        return QStringLiteral("read-all ") + qualifiedName;
    }
};

// A source with a view s.v over the table s.hidden, which analyses only its own language
// and records every statement it was asked about.
class ViewAdapter final : public DatabaseAdapter
{
public:
    QString id() const override { return QStringLiteral("views"); }
    QString displayName() const override { return QStringLiteral("Views"); }
    QString queryLanguage() const override { return m_language.id(); }
    QStringList urlSchemes() const override { return {QStringLiteral("views")}; }
    QString highlightingDefinition() const override { return {}; }
    Result<std::unique_ptr<Session>> openSession(const SourceUrl&, const QString&) const override
    {
        return Error{QStringLiteral("unsupported"), QString()};
    }
    Result<Catalog> introspect(Session&) const override
    {
        TableInfo view{QStringLiteral("s"), QStringLiteral("v"), TableInfo::Kind::View, {}};
        TableInfo hidden{QStringLiteral("s"), QStringLiteral("hidden"), TableInfo::Kind::Table, {}};
        return Catalog{SchemaInfo{QStringLiteral("s"), {view, hidden}}};
    }
    Result<StatementReferences> referencedRelations(Session&,
                                                    const QString& statement) const override
    {
        analysed << statement;
        StatementReferences refs;
        if (statement.startsWith(QLatin1String("read-all "))) {
            refs.relations = {{QStringLiteral("s"), QStringLiteral("hidden")}};
            refs.complete = true;
        } else if (statement.startsWith(QLatin1String("read "))) {
            // Like a plan that dropped the view's table: the names are checked too.
            refs.relations = {{QStringLiteral("s"), QStringLiteral("v")}};
        } else {
            return Error{QStringLiteral("invalid_statement"), QStringLiteral("not a read")};
        }
        return refs;
    }
    const QueryLanguage& language() const override { return m_language; }

    mutable QStringList analysed;

private:
    ReadLanguage m_language;
};

// Never asked to run anything: the adapter above answers from its declarations.
class IdleSession final : public Session
{
public:
    std::unique_ptr<RowCursor> execute(const QString&, const QVariantList&) override
    {
        return nullptr;
    }
    std::function<void()> makeCanceller() override
    {
        return [] {};
    }
    Result<void> setReadOnly(bool) override { return {}; }
    Result<std::unique_ptr<Session>> openSecond(const QString&) override
    {
        return Error{QStringLiteral("unsupported"), QString()};
    }
    void close() override {}
};
} // namespace

class TstVisibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { registerBuiltinAdapters(); }

    // The adapters declare what they keep for themselves; the policy takes it from them.
    void builtinHiddenComesFromTheAdapter()
    {
        const DatabaseAdapter* sqlite = AdapterRegistry::byId(QStringLiteral("sqlite"));
        QVERIFY(sqlite);
        const BuiltinHidden b = BuiltinHidden::forAdapter(*sqlite);
        QCOMPARE(b.tables.size(), sqlite->builtinHiddenTables().size());
        QCOMPARE(b.implicitSchema, sqlite->implicitSchema());
        for (const QString& id : AdapterRegistry::ids()) {
            const DatabaseAdapter* a = AdapterRegistry::byId(id);
            const BuiltinHidden viaLanguage = BuiltinHidden::forLanguage(a->queryLanguage());
            QCOMPARE(viaLanguage.schemas.size(), a->builtinHiddenSchemas().size());
            QCOMPARE(viaLanguage.tables.size(), a->builtinHiddenTables().size());
        }
        // The SQLite pragma functions describe any table: hidden like the catalogue.
        QVERIFY(!policy(lite).relationVisible("main", "pragma_table_info"));
    }

    void restrictsAnything()
    {
        QVERIFY(!policy(pg).restrictsAnything()); // built-in objects only: no statement analysis
        QVERIFY(policy(pg, {}, {"secret"}).restrictsAnything());
        QVERIFY(policy(pg, {"users"}).restrictsAnything());
        QVERIFY(policy(pg, {}, {}, {}, {"audit"}).restrictsAnything());
        QVERIFY(policy(pg, {}, {}, {}, {}, {"email=mask"}).restrictsAnything());
        QVERIFY(!policy(pg, {}, {}, {}, {}, {"email=allow"}).restrictsAnything());
        const VisibilityPolicy none =
            VisibilityPolicy::hidingEverything(BuiltinHidden::forLanguage(lite));
        QVERIFY(none.restrictsAnything());
        QVERIFY(!none.relationVisible("main", "Track"));
        QVERIFY(!none.schemaVisible("public"));
    }

    void resultColumns()
    {
        const VisibilityPolicy p = policy(pg, {}, {}, {}, {},
                                          {"users.email=mask:partial:1:2", "users.ssn=omit",
                                           "users.password=error", "phone=mask"});
        StatementReferences users;
        users.relations = {{"public", "users"}};
        auto f = ResultColumnFilter::forResult(p, users, {"id", "email", "ssn", "phone"});
        QVERIFY(f.ok());
        QVERIFY(!f->keepsEverything());
        QCOMPARE(f->names(), QStringList({"id", "email", "phone"}));
        const QVariantList cells{1, "ana@x.org", "123", "555", 2, QVariant(), "456", "777"};
        QCOMPARE(f->apply(cells, 2),
                 QVariantList({1, "a******rg", QVariant(), 2, QVariant(), QVariant()}));
        auto refused = ResultColumnFilter::forResult(p, users, {"id", "password"});
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, QStringLiteral("column_not_visible"));
        // Another table's email is not the users' one; a bare rule applies everywhere.
        StatementReferences orders;
        orders.relations = {{"public", "orders"}};
        auto o = ResultColumnFilter::forResult(p, orders, {"email", "phone"});
        QVERIFY(o.ok());
        QCOMPARE(o->names(), QStringList({"email", "phone"}));
        QCOMPARE(o->apply({"e", "p"}, 1), QVariantList({"e", QVariant()}));
        // Nothing to do: the rows pass untouched.
        auto plain = ResultColumnFilter::forResult(p, orders, {"id"});
        QVERIFY(plain->keepsEverything());
    }

    void builtinHidden() // VIS-01..04, 06, 07, 17, 22
    {
        const VisibilityPolicy p = policy(pg);
        QVERIFY(!p.relationVisible("pg_catalog", "pg_class"));
        QVERIFY(!p.relationVisible("information_schema", "tables"));
        QVERIFY(!p.relationVisible("public", "schema_migrations"));
        for (const char* s :
             {"pg_catalog", "information_schema", "pg_toast", "pg_temp_123", "pg_toast_456"})
            QVERIFY2(!p.schemaVisible(QLatin1String(s)), s);
        for (const char* s : {"public", "reporting", "analytics"})
            QVERIFY2(p.schemaVisible(QLatin1String(s)), s);

        const VisibilityPolicy s = policy(lite);
        for (const char* t :
             {"sqlite_master", "sqlite_sequence", "sqlite_stat1", "schema_migrations"})
            QVERIFY2(!s.relationVisible("main", QLatin1String(t)), t);
        QVERIFY(s.relationVisible("main", "Track"));
        QVERIFY(s.relationVisible("", "products")); // VIS-23: no schemas, rules don't apply
        QVERIFY(s.schemaVisible("main"));

        const VisibilityPolicy m = policy(my);
        for (const char* sc : {"mysql", "information_schema", "performance_schema", "sys"})
            QVERIFY2(!m.schemaVisible(QLatin1String(sc)), sc);
        QVERIFY(m.schemaVisible("chinook"));

        const VisibilityPolicy u = policy(QStringLiteral("json:elasticsearch"));
        QVERIFY(!u.relationVisible("pg_catalog", "pg_class"));
        QVERIFY(!u.schemaVisible("mysql"));
        QVERIFY(!u.relationVisible("", "sqlite_master"));
        QVERIFY(u.relationVisible("public", "users"));
    }

    void allowList() // VIS-08
    {
        const VisibilityPolicy p = policy(pg, {"public.users", "public.orders", ".products"});
        QVERIFY(p.relationVisible("public", "users"));
        QVERIFY(p.relationVisible("public", "orders"));
        QVERIFY(p.relationVisible("", "products"));
        QVERIFY(!p.relationVisible("public", "posts"));
        QVERIFY(!p.relationVisible("", "categories"));
        QVERIFY(!p.relationVisible("public", "schema_migrations"));
        QVERIFY(p.relationVisible("reporting", "anything")); // no allow entry about reporting
    }

    void denyList() // VIS-09, 10
    {
        const VisibilityPolicy p =
            policy(pg, {}, {"public.sensitive_data", "public./^temp_/", ".private_table"});
        QVERIFY(!p.relationVisible("public", "sensitive_data"));
        QVERIFY(!p.relationVisible("", "private_table"));
        for (const char* t : {"temp_users", "temp_cache", "temp_whatever"})
            QVERIFY2(!p.relationVisible("public", QLatin1String(t)), t);
        QVERIFY(p.relationVisible("public", "users"));
        QVERIFY(p.relationVisible("", "products"));

        const VisibilityPolicy q =
            policy(pg, {}, {"public./^internal_/", "./_backup$/", "analytics./.*/"});
        QVERIFY(!q.relationVisible("public", "internal_users"));
        QVERIFY(!q.relationVisible("", "users_backup"));
        QVERIFY(!q.relationVisible("analytics", "users"));
        QVERIFY(q.relationVisible("public", "prefix_internal"));
        QVERIFY(q.relationVisible("", "backup_suffix"));
        QVERIFY(q.relationVisible("public", "users"));
    }

    void bareNamesMatchEverySchema() // VIS-11, 12
    {
        const VisibilityPolicy p = policy(pg, {}, {"api_keys", "temp_table", "another_temp"});
        QVERIFY(!p.relationVisible("", "temp_table"));
        QVERIFY(!p.relationVisible("public", "api_keys"));
        QVERIFY(!p.relationVisible("other_schema", "api_keys"));
        QVERIFY(!p.relationVisible("reporting", "temp_table"));
        QVERIFY(p.relationVisible("public", "users"));
        QVERIFY(p.relationVisible("reporting", "orders"));

        const VisibilityPolicy q =
            policy(pg, {}, {"api_keys", "public.sensitive_data", "reporting./^temp_/"});
        QVERIFY(!q.relationVisible("anywhere", "api_keys"));
        QVERIFY(!q.relationVisible("public", "sensitive_data"));
        QVERIFY(!q.relationVisible("reporting", "temp_users"));
        QVERIFY(q.relationVisible("reporting", "sensitive_data"));
        QVERIFY(q.relationVisible("public", "temp_users"));
        QVERIFY(q.relationVisible("other", "temp_cache"));
    }

    void denyWins() // VIS-14, 15, 21
    {
        QVERIFY(!policy(pg, {"public.special_table"}, {"public.special_table"})
                     .relationVisible("public", "special_table"));
        QVERIFY(!policy(pg, {"public.schema_migrations"})
                     .relationVisible("public", "schema_migrations"));
        const VisibilityPolicy p =
            policy(pg, {"restricted.allowed_table"}, {}, {"public"}, {"restricted"});
        QVERIFY(!p.relationVisible("restricted", "allowed_table"));
        QVERIFY(!p.relationVisible("restricted", "any_table"));
        QVERIFY(p.relationVisible("public", "users"));
    }

    void schemaRules() // VIS-18, 20
    {
        const VisibilityPolicy p =
            policy(pg, {}, {}, {"public", "analytics", "/^tenant_/"}, {"restricted"});
        for (const char* s : {"public", "analytics", "tenant_123", "tenant_abc"})
            QVERIFY2(p.schemaVisible(QLatin1String(s)), s);
        for (const char* s :
             {"reporting", "warehouse", "restricted", "pg_catalog", "information_schema"})
            QVERIFY2(!p.schemaVisible(QLatin1String(s)), s);
        QCOMPARE(
            policy(pg).filterSchemas({"public", "reporting", "pg_catalog", "information_schema"}),
            QStringList({"public", "reporting"}));
    }

    void columnPolicies()
    {
        const VisibilityPolicy p = policy(
            pg, {}, {}, {}, {},
            {"password_hash=error", "users.email=mask:partial:2:4", "public.users.ssn=omit",
             "*.notes=mask:sha256", "billing.users.email=allow", "token=mask:fixed:[hidden]"});
        using A = ColumnPolicy::Action;
        QCOMPARE(p.columnPolicy("public", "users", "password_hash").action, A::Error);
        QCOMPARE(p.columnPolicy("public", "users", "ssn").action, A::Omit);
        QCOMPARE(p.columnPolicy("public", "orders", "ssn").action, A::Allow);
        QCOMPARE(p.columnPolicy("public", "users", "email").action, A::Mask);
        // The three-part rule is more specific than the two-part one.
        QCOMPARE(p.columnPolicy("billing", "users", "email").action, A::Allow);
        QCOMPARE(p.columnPolicy("public", "users", "email")
                     .apply(QStringLiteral("ab123456wxyz"))
                     .toString(),
                 QStringLiteral("ab******wxyz"));
        QCOMPARE(p.columnPolicy("x", "y", "token").apply(QStringLiteral("secret")).toString(),
                 QStringLiteral("[hidden]"));
        QCOMPARE(
            p.columnPolicy("x", "any", "notes").apply(QStringLiteral("abc")).toString(),
            QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QVERIFY(p.columnPolicy("public", "users", "id").apply(42).toInt() == 42);
        QVERIFY(ColumnPolicy::parse("mask").value().apply(QStringLiteral("x")).isNull());
    }

    void catalogIsFiltered()
    {
        Catalog c;
        SchemaInfo pub{QStringLiteral("public"), {}};
        TableInfo users{
            QStringLiteral("public"), QStringLiteral("users"), TableInfo::Kind::Table, {}};
        users.columns << ColumnInfo{QStringLiteral("id"), QStringLiteral("int"), true, true, {}}
                      << ColumnInfo{QStringLiteral("ssn"), QStringLiteral("text"), false, false, {}}
                      << ColumnInfo{
                             QStringLiteral("email"), QStringLiteral("text"), false, false, {}};
        TableInfo secret{
            QStringLiteral("public"), QStringLiteral("secret"), TableInfo::Kind::Table, {}};
        TableInfo migrations{QStringLiteral("public"),
                             QStringLiteral("schema_migrations"),
                             TableInfo::Kind::Table,
                             {}};
        pub.tables << users << secret << migrations;
        c << pub << SchemaInfo{QStringLiteral("pg_catalog"), {secret}};
        const Catalog f = policy(pg, {}, {"secret"}, {}, {}, {"ssn=omit", "email=mask"}).filter(c);
        QCOMPARE(f.size(), 1);
        QCOMPARE(f.at(0).tables.size(), 1);
        QCOMPARE(f.at(0).tables.at(0).name, QStringLiteral("users"));
        QCOMPARE(f.at(0).tables.at(0).columns.size(), 2); // ssn omitted, email masked but listed
    }

    void refusalNamesHiddenTables()
    {
        const VisibilityPolicy p = policy(lite, {}, {"Employee"});
        QVERIFY(p.checkRelations({{"main", "Track"}, {"main", "Album"}}).ok());
        auto r =
            p.checkRelations({{"main", "Track"}, {"main", "Employee"}, {"main", "sqlite_master"}});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, QStringLiteral("hidden_table"));
        QVERIFY2(r.error().message.contains(QStringLiteral("Employee, sqlite_master")),
                 qPrintable(r.error().message));
    }

    void fromTheConfigFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nelumbo.conf"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[visibility]\n"
                    "tables_deny=Employee, Customer\n"
                    "columns=Email=mask:partial:1:4\n"
                    "[source.hr]\n"
                    "url=sqlite:///tmp/hr.db\n"
                    "tables_deny=\n"
                    "[source.broken]\n"
                    "columns=Email=blur\n");
        }
        QSettings settings(path, QSettings::IniFormat);
        auto defaults = VisibilityConfig::policyFor(settings, QStringLiteral("demo"), lite);
        QVERIFY(defaults.ok());
        QVERIFY(!defaults->relationVisible("main", "Employee"));
        QVERIFY(!defaults->relationVisible("main", "Customer"));
        QVERIFY(defaults->relationVisible("main", "Track"));
        QCOMPARE(defaults->columnPolicy("main", "Customer", "Email").action,
                 ColumnPolicy::Action::Mask);
        // A source's own key replaces the default, even when it is empty.
        auto hr = VisibilityConfig::policyFor(settings, QStringLiteral("hr"), lite);
        QVERIFY(hr.ok());
        QVERIFY(hr->relationVisible("main", "Employee"));
        QVERIFY(!hr->relationVisible("main", "sqlite_sequence"));
        auto broken = VisibilityConfig::policyFor(settings, QStringLiteral("broken"), lite);
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error().message.contains(QStringLiteral("broken")),
                 qPrintable(broken.error().message));
    }

    // /regular expressions/; a plain /^prefix/ is compared without compiling one.
    void regexPatterns()
    {
        auto rx = [](const char* pattern, const char* name) {
            const auto p = NamePattern::parse(QString::fromUtf8(pattern));
            return p.ok() && p->matches(QString::fromUtf8(name));
        };
        QVERIFY(rx("/^temp_/", "temp_1"));
        QVERIFY(rx("/^temp_/", "temp_"));
        QVERIFY(!rx("/^temp_/", "my_temp_1"));
        QVERIFY(!rx("/^temp_/", "Temp_1")); // names compare case-sensitively
        QVERIFY(!rx("/^temp_/", "temp"));
        QCOMPARE(NamePattern::parse(QStringLiteral("/^temp_/"))->text(),
                 QStringLiteral("/^temp_/"));
        QVERIFY(rx("/^te.p/", "tekp")); // syntax: a real expression
        QVERIFY(rx("/^a\\.b/", "a.b"));
        QVERIFY(!rx("/^a\\.b/", "axb"));
        QVERIFY(rx("/temp/", "my_temp"));
        QVERIFY(rx("/^(a|b)_/", "b_x"));
        QVERIFY(rx("/^/", "anything"));
        QVERIFY(rx("/^日本/", "日本語"));
        QVERIFY(!NamePattern::parse(QStringLiteral("/^a(/")).ok());
    }

    // Globs as SCAN MATCH writes them, for adapters that declare glob rules.
    void globPatterns()
    {
        auto glob = [](const char* pattern, const char* name) {
            const auto p = NamePattern::parseGlob(QString::fromUtf8(pattern));
            return p.ok() && p->matches(QString::fromUtf8(name));
        };
        QVERIFY(glob("session:*", "session:42"));
        QVERIFY(glob("session:*", "session:"));
        QVERIFY(!glob("session:*", "xsession:1"));
        QVERIFY(glob("user:?", "user:7"));
        QVERIFY(!glob("user:?", "user:77"));
        QVERIFY(glob("k[a-c]y", "kby"));
        QVERIFY(!glob("k[a-c]y", "kdy"));
        QVERIFY(glob("k[^a]y", "kzy"));
        QVERIFY(!glob("k[^a]y", "kay"));
        QVERIFY(glob("a\\*b", "a*b"));
        QVERIFY(!glob("a\\*b", "axb"));
        QVERIFY(glob("x.y+(z)*", "x.y+(z) and more"));
        QVERIFY(!glob("x.y*", "xzy"));
        QVERIFY(glob("line*", "line\nbreak"));
        QVERIFY(glob("[unclosed", "[unclosed"));
        QVERIFY(glob("/^temp_/", "temp_1")); // a /regular expression/ still
    }

    // keys_allow / keys_deny: read for an adapter that declares glob rules named "keys".
    void globRulesFromTheConfigFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nelumbo.conf"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[visibility]\n"
                    "keys_deny=session:*, cache:[0-9]*\n"
                    "[source.only]\n"
                    "keys_allow=artist:*\n"
                    "keys_deny=\n");
        }
        QSettings settings(path, QSettings::IniFormat);
        const QString redis = AdapterRegistry::forScheme(QStringLiteral("redis"))->queryLanguage();
        const QString keys = AdapterRegistry::forScheme(QStringLiteral("redis"))->implicitSchema();
        auto defaults = VisibilityConfig::policyFor(settings, QStringLiteral("cache"), redis);
        QVERIFY(defaults.ok());
        QVERIFY(defaults->restrictsAnything());
        QVERIFY(!defaults->relationVisible(keys, "session:1"));
        QVERIFY(!defaults->relationVisible(keys, "cache:12"));
        QVERIFY(defaults->relationVisible(keys, "cache:x"));
        QVERIFY(defaults->relationVisible(keys, "user.name:1")); // a dot is no schema here
        auto only = VisibilityConfig::policyFor(settings, QStringLiteral("only"), redis);
        QVERIFY(only.ok());
        QVERIFY(only->relationVisible(keys, "artist:1"));
        QVERIFY(!only->relationVisible(keys, "album:1"));
        QVERIFY(!only->relationVisible(keys, "session:1"));
        // A language without glob rules ignores the keys.
        auto sql = VisibilityConfig::policyFor(settings, QStringLiteral("cache"), lite);
        QVERIFY(sql.ok());
        QVERIFY(!sql->restrictsAnything());
    }

    void badRules_data()
    {
        QTest::addColumn<QStringList>("columns");
        QTest::addColumn<QStringList>("tables");
        QTest::newRow("bad regex") << QStringList{} << QStringList{"/(/"};
        QTest::newRow("no policy") << QStringList{"email"} << QStringList{};
        QTest::newRow("unknown policy") << QStringList{"email=hide"} << QStringList{};
        QTest::newRow("unknown mask") << QStringList{"email=mask:blur"} << QStringList{};
        QTest::newRow("too many parts") << QStringList{"a.b.c.d=omit"} << QStringList{};
        QTest::newRow("no table") << QStringList{} << QStringList{"public."};
    }
    // A visible view over a hidden table is refused: the statement that reads the whole view
    // comes from the source's language, so core writes none (and a language without SQL works).
    void viewOverHiddenTableAsksTheLanguage()
    {
        ViewAdapter adapter;
        IdleSession session;
        const VisibilityPolicy hiding = policy(adapter.queryLanguage(), {}, {"hidden"});
        StatementGuard guard;
        const auto refused = guard.check(adapter, session, hiding, QStringLiteral("read v"));
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("table_not_visible"));
        QVERIFY2(!refused.error().message.contains(QLatin1String("hidden")),
                 qPrintable(refused.error().message));
        const QString probe = adapter.language().relationProbe(adapter.qualifiedName("s", "v"));
        QCOMPARE(adapter.analysed, QStringList({QStringLiteral("read v"), probe}));

        // With nothing hidden behind the view it runs.
        ViewAdapter open;
        const VisibilityPolicy other = policy(open.queryLanguage(), {}, {"elsewhere"});
        QVERIFY(StatementGuard().check(open, session, other, QStringLiteral("read v")));
    }

    void badRules()
    {
        QFETCH(QStringList, columns);
        QFETCH(QStringList, tables);
        auto r = VisibilityRules::fromLists({}, {}, {}, tables, columns);
        QVERIFY(!r.ok());
        QVERIFY(!r.error().message.isEmpty());
    }
};

NELUMBO_CORE_TEST_MAIN(TstVisibility)
#include "tst_visibility.moc"
