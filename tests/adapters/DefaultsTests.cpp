// DatabaseAdapter's default classifyStatement() and prepareForAnalysis() for each built-in
// adapter: its language's ReadOnlyClassifier and TemplateCompiler in its own dialect, so
// the same text can read differently on each (dollar quotes, backticks, # comments). Pure:
// no server needed.
#include "AdapterSuites.h"
#include "BuiltinAdapters.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "ai/BuiltinActions.h"
#include "plan/PlanTree.h"
#include "queries/SavedQueryStore.h"
#include "source/SourceStore.h"

#include <QTest>

using namespace nelumbo;

Q_DECLARE_METATYPE(nelumbo::StatementAccess)

namespace {

// An adapter of a language core knows nothing about; only the required methods.
class JsonAdapter : public DatabaseAdapter
{
public:
    QString id() const override { return QStringLiteral("json-test"); }
    QString displayName() const override { return QStringLiteral("JSON test"); }
    QString queryLanguage() const override { return QStringLiteral("json:test"); }
    QStringList urlSchemes() const override { return {QStringLiteral("json-test")}; }
    QString highlightingDefinition() const override { return QStringLiteral("JSON"); }
    Result<std::unique_ptr<Session>> openSession(const SourceUrl&, const QString&) const override
    {
        return Error{QStringLiteral("unsupported"), QString()};
    }
    Result<Catalog> introspect(Session&) const override { return Catalog{}; }
};

// A session that only records what it is asked to run (and runs nothing).
class RecordingSession : public Session
{
public:
    QStringList executed;
    std::unique_ptr<RowCursor> execute(const QString& statement, const QVariantList&) override
    {
        executed << statement;
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

const DatabaseAdapter* adapter(const QString& id)
{
    return AdapterRegistry::byId(id);
}

class TstAdapterDefaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        for (const char* id : {"sqlite", "postgres", "mysql"})
            QVERIFY2(adapter(QLatin1String(id)), id);
    }

    void classifyStatement_data()
    {
        QTest::addColumn<QString>("adapterId");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<StatementAccess>("access");
        const auto R = StatementAccess::ReadOnly;
        const auto W = StatementAccess::Writes;
        const auto U = StatementAccess::Unknown;
        for (const char* id : {"sqlite", "postgres", "mysql"}) {
            auto row = [id](const char* name) -> QTestData& {
                const QString tag =
                    QStringLiteral("%1: %2").arg(QLatin1String(id), QLatin1String(name));
                return QTest::newRow(qPrintable(tag)) << QString::fromLatin1(id);
            };
            row("select") << "SELECT 1" << R;
            row("delete") << "DELETE FROM t" << W;
            row("keyword in a literal") << "SELECT 'DELETE FROM t' AS s" << R;
            row("cte that deletes") << "WITH x AS (SELECT 1) DELETE FROM t" << W;
            row("two statements") << "SELECT 1; SELECT 2" << U;
            row("empty") << "  " << U;
            row("trailing semicolon") << "SELECT 1;" << R;
        }
        // The same text, three dialects.
        const char* dollar = "SELECT $$; DELETE FROM t; $$";
        QTest::newRow("postgres: dollar quotes hide the ;") << "postgres" << dollar << R;
        QTest::newRow("sqlite: no dollar quotes") << "sqlite" << dollar << U;
        QTest::newRow("mysql: no dollar quotes") << "mysql" << dollar << U;
        const char* backticks = "SELECT `a;b` FROM t";
        QTest::newRow("mysql: backtick identifier") << "mysql" << backticks << R;
        QTest::newRow("sqlite: backtick identifier") << "sqlite" << backticks << R;
        QTest::newRow("postgres: backticks are no quotes") << "postgres" << backticks << U;
        const char* hash = "SELECT 1 # ; DELETE FROM t";
        QTest::newRow("mysql: # comment") << "mysql" << hash << R;
        QTest::newRow("postgres: # is code") << "postgres" << hash << U;
        const char* nested = "SELECT 1 /* outer /* inner */ ; DELETE FROM t */";
        QTest::newRow("postgres: nested comment") << "postgres" << nested << R;
        QTest::newRow("sqlite: first */ ends the comment") << "sqlite" << nested << U;
        QTest::newRow("mysql: first */ ends the comment") << "mysql" << nested << U;
        const char* backslash = "SELECT 'a\\'; DELETE FROM t; --'";
        QTest::newRow("mysql: backslash escape") << "mysql" << backslash << R;
        QTest::newRow("sqlite: backslash is text") << "sqlite" << backslash << U;
        QTest::newRow("sqlite: pragma read") << "sqlite"
                                             << "PRAGMA table_info(Track)" << R;
        QTest::newRow("sqlite: pragma write") << "sqlite"
                                              << "PRAGMA user_version = 3" << W;
        QTest::newRow("postgres: row lock") << "postgres"
                                            << "SELECT * FROM t FOR UPDATE" << W;
        QTest::newRow("mysql: into outfile") << "mysql"
                                             << "SELECT * FROM t INTO OUTFILE '/tmp/x'" << W;
    }

    void classifyStatement()
    {
        QFETCH(QString, adapterId);
        QFETCH(QString, statement);
        QFETCH(StatementAccess, access);
        QCOMPARE(adapter(adapterId)->classifyStatement(statement), access);
    }

    void prepareForAnalysis_data()
    {
        QTest::addColumn<QString>("adapterId");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("prepared"); // or the error code, after "error:"
        for (const char* id : {"sqlite", "postgres", "mysql"}) {
            auto row = [id](const char* name) -> QTestData& {
                const QString tag =
                    QStringLiteral("%1: %2").arg(QLatin1String(id), QLatin1String(name));
                return QTest::newRow(qPrintable(tag)) << QString::fromLatin1(id);
            };
            row("blocks kept, variables NULL")
                << "SELECT * FROM t WHERE 1 = 1 [[AND name = {{name}}]] [[AND id > {{min_id}}]]"
                << "SELECT * FROM t WHERE 1 = 1 AND name = NULL AND id > NULL";
            row("nested blocks") << "WHERE 1=1 [[AND a = {{a}} [[AND b IN ({{b}})]]]]"
                                 << "WHERE 1=1 AND a = NULL AND b IN (NULL)";
            row("brackets in a literal") << "SELECT '[[x]]', {{y}}"
                                         << "SELECT '[[x]]', NULL";
            row("spaced placeholder") << "SELECT {{ y }}"
                                      << "error:spaced_placeholder";
        }
        const char* quirks = "SELECT `{{a}}`, {{b}} # {{c}}";
        QTest::newRow("mysql: backticks and # comments are left alone")
            << "mysql" << quirks << "SELECT `{{a}}`, NULL # {{c}}";
        QTest::newRow("sqlite: backticks left alone, # is code")
            << "sqlite" << quirks << "SELECT `{{a}}`, NULL # NULL";
        QTest::newRow("postgres: backticks and # are code")
            << "postgres" << quirks << "SELECT `NULL`, NULL # NULL";
        const char* wildcard = "WHERE n LIKE '%{{q}}%'";
        QTest::newRow("mysql: CONCAT")
            << "mysql" << wildcard << "WHERE n LIKE CONCAT('%', NULL, '%')";
        QTest::newRow("postgres: ||")
            << "postgres" << wildcard << "WHERE n LIKE '%' || NULL || '%'";
        QTest::newRow("sqlite: ||") << "sqlite" << wildcard << "WHERE n LIKE '%' || NULL || '%'";
        const char* comment = "SELECT {{a}} /* x /* {{b}} */ {{c}} */";
        QTest::newRow("postgres: nested comment hides both")
            << "postgres" << comment << "SELECT NULL /* x /* {{b}} */ {{c}} */";
        QTest::newRow("sqlite: the first */ ends it")
            << "sqlite" << comment << "SELECT NULL /* x /* {{b}} */ NULL */";
    }

    void prepareForAnalysis()
    {
        QFETCH(QString, adapterId);
        QFETCH(QString, statement);
        QFETCH(QString, prepared);
        const Result<QString> r = adapter(adapterId)->prepareForAnalysis(statement);
        if (prepared.startsWith(QLatin1String("error:"))) {
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, prepared.mid(6));
            QVERIFY(!r.error().message.isEmpty());
            return;
        }
        QVERIFY2(r.ok(), qPrintable(r.error().message));
        QCOMPARE(r.value(), prepared);
    }

    // Another language: core cannot tell, and says so.
    void otherLanguages()
    {
        const JsonAdapter json;
        QCOMPARE(json.classifyStatement(QStringLiteral("{\"query\": {}}")),
                 StatementAccess::Unknown);
        QCOMPARE(json.classifyStatement(QStringLiteral("SELECT 1")), StatementAccess::Unknown);
        const Result<QString> r = json.prepareForAnalysis(QStringLiteral("{\"q\": {{x}}}"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, QStringLiteral("unsupported"));
        QCOMPARE(r.error().message,
                 QStringLiteral("JSON test cannot prepare json:test statements for analysis"));
    }

    // Core writes no statement in a language it does not know: sampling a column's values is
    // the adapter's to say, and the default refuses without running anything.
    void distinctValuesRunsNothingByDefault()
    {
        const JsonAdapter json;
        RecordingSession session;
        const auto values = json.distinctValues(session, QStringLiteral("s"), QStringLiteral("t"),
                                                QStringLiteral("c"));
        QVERIFY(!values.ok());
        QCOMPARE(values.error().code, QStringLiteral("unsupported"));
        QCOMPARE(values.error().message,
                 QStringLiteral("JSON test cannot list the values of a column"));
        QVERIFY2(session.executed.isEmpty(), qPrintable(session.executed.join(u'\n')));
    }

    // The plain language refuses templates and plans with a reason, not an empty message.
    void plainLanguageRefuses()
    {
        const JsonAdapter json;
        const QueryLanguage& plain = json.language();
        const auto compiled =
            plain.compileTemplate(QStringLiteral("{\"q\": {{x}}}"), {{QStringLiteral("x"), 1}});
        QVERIFY(!compiled.ok());
        QCOMPARE(compiled.error().code, QStringLiteral("unsupported"));
        QCOMPARE(compiled.error().message, QStringLiteral("This query language has no templates"));
        const auto plan = plain.parsePlan(QueryPlan{QueryPlan::Format::Json, QStringLiteral("{}")});
        QVERIFY(!plan.ok());
        QCOMPARE(plan.error().code, QStringLiteral("no_plan"));
        QCOMPARE(plan.error().message,
                 QStringLiteral("This query language cannot read query plans"));
        // Only a language that classifies every statement counts the unknown as a write.
        QVERIFY(!plain.unknownMayWrite());
        QVERIFY(adapter(QStringLiteral("sqlite"))->language().unknownMayWrite());
        QVERIFY(!BuiltinActions::unclassifiedSql(&json, QStringLiteral("SELECT 1; SELECT 2")));
        QVERIFY(BuiltinActions::unclassifiedSql(adapter(QStringLiteral("sqlite")),
                                                QStringLiteral("SELECT 1; SELECT 2")));
    }

    // Messages quote the registered adapters' schemes and forms, not a fixed list.
    void messagesNameTheAdapters()
    {
        // The built-ins alone: the words users always saw.
        QCOMPARE(SourceStore::normalizeUrl(QStringLiteral("oracle://h/db")).error().message,
                 QStringLiteral("Unsupported data source scheme \"oracle\" in \"oracle://h/db\": "
                                "use sqlite:, postgres://, mysql:// or redis://"));
        QCOMPARE(SourceStore::normalizeUrl(QStringLiteral("nourl")).error().message,
                 QStringLiteral("\"nourl\" is not a source URL: expected a form like "
                                "sqlite:path/to/file.db or postgres://user@host/database"));
        QCOMPARE(SourceUrl::parse(QStringLiteral("nourl")).error().message,
                 QStringLiteral("\"nourl\" is not a source URL: expected a form like "
                                "sqlite:path/to/file.db or postgres://user@host:5432/database"));
        QCOMPARE(SavedQueryStore::normaliseLanguage(QStringLiteral("Bad!")).error().message,
                 QStringLiteral("must be a language identifier like \"sql\" or \"sql:postgres\""));
        // One more adapter is one more scheme to offer.
        AdapterRegistry::add(std::make_unique<JsonAdapter>());
        QCOMPARE(SourceStore::normalizeUrl(QStringLiteral("oracle://h/db")).error().message,
                 QStringLiteral("Unsupported data source scheme \"oracle\" in \"oracle://h/db\": "
                                "use sqlite:, postgres://, mysql://, redis:// or json-test://"));
    }
};

} // namespace

int runDefaultsTests(int argc, char** argv)
{
    TstAdapterDefaults tests;
    return QTest::qExec(&tests, argc, argv);
}

#include "DefaultsTests.moc"
