// One visibility suite for every engine: CTest runs it as tst_visibility_sqlite,
// tst_visibility_postgres and tst_visibility_mysql, with NELUMBO_TEST_ADAPTER naming the
// engine. PostgreSQL and MySQL need a server with Chinook loaded (NELUMBO_TEST_PG_URL /
// NELUMBO_TEST_MY_URL; tools/dev.sh test starts them); without the variable the suite is
// skipped. The tests make their own tables and views in scratch schemas (databases on MySQL)
// named nelumbo_test_vis_<pid> and nelumbo_test_vis_<pid>_hidden, dropped at the end.
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "CountingAdapter.h"
#include "TestData.h"
#include "Waits.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/SourceUrl.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "mysql/MysqlAdapter.h"
#include "postgres/PostgresAdapter.h"
#include "sqlite/SqliteAdapter.h"
#include "visibility/VisibilityPolicy.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>

using namespace nelumbo;

namespace {

struct Engine
{
    QString id;
    QString urlVariable;
    QString schema;  // where Chinook lives
    QString scratch; // the tests' visible schema
    QString hiddenSchema;
    QString employee, customer, track, artist, email, phone, fax, firstName, name, trackId,
        employeeId;
};

Engine engineNamed(const QString& id)
{
    Engine e;
    e.id = id;
    const QString scratch =
        QStringLiteral("nelumbo_test_vis_%1").arg(QCoreApplication::applicationPid());
    if (id == QLatin1String("postgres")) {
        e.urlVariable = QStringLiteral("NELUMBO_TEST_PG_URL");
        e.schema = QStringLiteral("public");
        e.employee = QStringLiteral("employee");
        e.customer = QStringLiteral("customer");
        e.track = QStringLiteral("track");
        e.artist = QStringLiteral("artist");
        e.email = QStringLiteral("email");
        e.phone = QStringLiteral("phone");
        e.fax = QStringLiteral("fax");
        e.firstName = QStringLiteral("first_name");
        e.name = QStringLiteral("name");
        e.trackId = QStringLiteral("track_id");
        e.employeeId = QStringLiteral("employee_id");
    } else {
        e.employee = QStringLiteral("Employee");
        e.customer = QStringLiteral("Customer");
        e.track = QStringLiteral("Track");
        e.artist = QStringLiteral("Artist");
        e.email = QStringLiteral("Email");
        e.phone = QStringLiteral("Phone");
        e.fax = QStringLiteral("Fax");
        e.firstName = QStringLiteral("FirstName");
        e.name = QStringLiteral("Name");
        e.trackId = QStringLiteral("TrackId");
        e.employeeId = QStringLiteral("EmployeeId");
        if (id == QLatin1String("mysql")) {
            e.urlVariable = QStringLiteral("NELUMBO_TEST_MY_URL");
            e.schema = QStringLiteral("chinook");
        } else {
            e.schema = QStringLiteral("main");
        }
    }
    e.scratch = id == QLatin1String("sqlite") ? e.schema : scratch;
    e.hiddenSchema =
        id == QLatin1String("sqlite") ? QString() : scratch + QStringLiteral("_hidden");
    return e;
}

// What one statement gave.
struct Outcome
{
    bool ok = false;
    Error error;
    QStringList columns;
    QVariantList cells;
    qint64 rows = 0;
};

template <typename T> bool waitFor(AdapterReply<T>* reply)
{
    if (!reply->isFinished()) {
        QSignalSpy done(reply, &AdapterRequest::finished);
        if (!done.wait(30000))
            return false;
    }
    return true;
}

} // namespace

class TstVisibilityEngines : public QObject
{
    Q_OBJECT

    Engine m_engine;
    QString m_url;
    QTemporaryDir m_dir;
    const DatabaseAdapter* m_adapter = nullptr;
    CountingAdapter* m_counting = nullptr;
    std::unique_ptr<Connection> m_admin; // writes allowed, no rules: makes the scratch objects
    bool m_created = false;

    QString q(const QString& name) const { return m_adapter->quoteIdentifier(name); }
    QString chinook(const QString& table) const
    {
        return m_adapter->qualifiedName(m_engine.schema, table);
    }
    QString scratch(const QString& table) const
    {
        return m_engine.id == QLatin1String("sqlite")
                   ? q(table)
                   : m_adapter->qualifiedName(m_engine.scratch, table);
    }

    std::unique_ptr<Connection> open(const VisibilityPolicy* policy)
    {
        auto c = std::make_unique<Connection>();
        QSignalSpy opened(c.get(), &Connection::opened);
        c->open(m_url);
        if (policy)
            c->setVisibilityPolicy(*policy);
        if (!opened.wait(15000))
            return nullptr;
        return c;
    }

    VisibilityPolicy rules() const
    {
        QStringList schemaDeny;
        if (!m_engine.hiddenSchema.isEmpty())
            schemaDeny << m_engine.hiddenSchema;
        auto r = VisibilityRules::fromLists(
            {}, schemaDeny, {},
            {m_engine.employee, QStringLiteral("hidden_t"), QStringLiteral("Mixed Case")},
            {m_engine.customer + '.' + m_engine.email + QStringLiteral("=mask:partial:1:4"),
             m_engine.customer + '.' + m_engine.phone + QStringLiteral("=omit"),
             m_engine.customer + '.' + m_engine.fax + QStringLiteral("=error")});
        if (!r)
            qFatal("bad rules: %s", qPrintable(r.error().message));
        return VisibilityPolicy(r.value(), BuiltinHidden::forAdapter(*m_adapter));
    }

    static Outcome run(Connection& c, const QString& sql, bool all = true)
    {
        Outcome out;
        QueryHandle* h = c.execute(sql);
        QObject::connect(h, &QueryHandle::rowsReady, h, [&out](const RowBatch& rowBatch) {
            const QVariantList cells = rowBatch.toVariantList();
            const int rows = rowBatch.rowCount();
            out.cells << cells;
            out.rows += rows;
        });
        QSignalSpy finished(h, &QueryHandle::finished);
        QSignalSpy failed(h, &QueryHandle::failed);
        while (finished.isEmpty() && failed.isEmpty()) {
            if (h->state() == QueryHandle::State::Idle) {
                if (!all)
                    break;
                h->fetchMore(Connection::kBatch);
            }
            if (!QTest::qWaitFor(
                    [&] {
                        return !finished.isEmpty() || !failed.isEmpty() ||
                               h->state() == QueryHandle::State::Idle;
                    },
                    30000))
                break;
        }
        out.ok = !finished.isEmpty() || (h->state() == QueryHandle::State::Idle && !all);
        out.error = h->error();
        out.columns = h->columnNames();
        if (all)
            delete h;
        return out;
    }

    void exec(const QString& sql)
    {
        const Outcome o = run(*m_admin, sql);
        QVERIFY2(o.ok, qPrintable(sql + QStringLiteral(": ") + o.error.message));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString engine =
            qEnvironmentVariable("NELUMBO_TEST_ADAPTER", QStringLiteral("sqlite"));
        m_engine = engineNamed(engine);
        // Registered first, so it answers for the engine's URL schemes.
        std::unique_ptr<DatabaseAdapter> inner;
        if (engine == QLatin1String("postgres"))
            inner = std::make_unique<PostgresAdapter>();
        else if (engine == QLatin1String("mysql"))
            inner = std::make_unique<MysqlAdapter>();
        else
            inner = std::make_unique<SqliteAdapter>();
        auto counting = std::make_unique<CountingAdapter>(std::move(inner));
        m_counting = counting.get();
        AdapterRegistry::add(std::move(counting));
        registerBuiltinAdapters();

        if (!m_engine.urlVariable.isEmpty()) {
            m_url = qEnvironmentVariable(qPrintable(m_engine.urlVariable));
            if (m_url.isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not set: no %2 server to test against "
                                                "(tools/dev.sh test starts one)")
                                     .arg(m_engine.urlVariable, engine)));
        } else {
            QVERIFY(m_dir.isValid());
            const QString path = m_dir.filePath(QStringLiteral("chinook.sqlite"));
            QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            m_url = SourceUrl::forFile(QStringLiteral("sqlite"), path);
        }
        m_adapter = AdapterRegistry::forUrl(SourceUrl::parse(m_url).value());
        QCOMPARE(m_adapter, m_counting);

        m_admin = open(nullptr);
        QVERIFY(m_admin);
        m_admin->setReadOnly(false);
        const bool mysql = m_engine.id == QLatin1String("mysql");
        if (!m_engine.hiddenSchema.isEmpty()) {
            const QString kind = mysql ? QStringLiteral("DATABASE") : QStringLiteral("SCHEMA");
            const QString cascade = mysql ? QString() : QStringLiteral(" CASCADE");
            for (const QString& s : {m_engine.scratch, m_engine.hiddenSchema}) {
                exec(QStringLiteral("DROP %1 IF EXISTS %2%3").arg(kind, q(s), cascade));
                exec(QStringLiteral("CREATE %1 %2").arg(kind, q(s)));
            }
        }
        m_created = true;
        exec(QStringLiteral("CREATE TABLE %1 (id INTEGER, secret VARCHAR(20))")
                 .arg(scratch("hidden_t")));
        exec(QStringLiteral("INSERT INTO %1 VALUES (1, 'top')").arg(scratch("hidden_t")));
        exec(QStringLiteral("CREATE TABLE %1 (id INTEGER)").arg(scratch("Mixed Case")));
        exec(QStringLiteral("CREATE TABLE %1 (id INTEGER)").arg(scratch("open_t")));
        exec(QStringLiteral("INSERT INTO %1 VALUES (7)").arg(scratch("open_t")));
        // A view the server merges into the query, and one it cannot (GROUP BY).
        exec(QStringLiteral("CREATE VIEW %1 AS SELECT %2 FROM %3")
                 .arg(scratch("staff_names"), q(m_engine.firstName), chinook(m_engine.employee)));
        exec(QStringLiteral("CREATE VIEW %1 AS SELECT %2, count(*) AS n FROM %3 GROUP BY %2")
                 .arg(scratch("staff_counts"), q(m_engine.firstName), chinook(m_engine.employee)));
        if (!m_engine.hiddenSchema.isEmpty())
            exec(QStringLiteral("CREATE TABLE %1 (id INTEGER)")
                     .arg(m_adapter->qualifiedName(m_engine.hiddenSchema,
                                                   QStringLiteral("things"))));
    }

    void cleanupTestCase()
    {
        if (!m_admin || !m_created)
            return;
        if (m_engine.hiddenSchema.isEmpty())
            return; // the SQLite copy goes with its temporary folder
        const bool mysql = m_engine.id == QLatin1String("mysql");
        for (const QString& s : {m_engine.scratch, m_engine.hiddenSchema})
            run(*m_admin, QStringLiteral("DROP %1 IF EXISTS %2%3")
                              .arg(mysql ? QStringLiteral("DATABASE") : QStringLiteral("SCHEMA"),
                                   q(s), mysql ? QString() : QStringLiteral(" CASCADE")));
        m_admin.reset();
    }

    void hiddenIsRefused_data()
    {
        QTest::addColumn<QString>("sql");
        const QString e = chinook(m_engine.employee);
        const QString t = chinook(m_engine.track);
        const QString first = q(m_engine.firstName);
        QTest::newRow("plain") << QStringLiteral("SELECT * FROM %1").arg(q(m_engine.employee));
        QTest::newRow("schema-qualified") << QStringLiteral("SELECT * FROM %1").arg(e);
        QTest::newRow("join") << QStringLiteral("SELECT x.%1 FROM %2 x JOIN %3 y ON y.%4 = x.%5")
                                     .arg(q(m_engine.name), t, e, q(m_engine.employeeId),
                                          q(m_engine.trackId));
        QTest::newRow("subquery") << QStringLiteral(
                                         "SELECT %1 FROM %2 WHERE %3 IN (SELECT %4 FROM %5)")
                                         .arg(q(m_engine.name), t, q(m_engine.trackId),
                                              q(m_engine.employeeId), e);
        QTest::newRow("cte")
            << QStringLiteral("WITH x AS (SELECT * FROM %1) SELECT count(*) FROM x").arg(e);
        QTest::newRow("union") << QStringLiteral("SELECT %1 FROM %2 UNION SELECT %3 FROM %4")
                                      .arg(q(m_engine.name), chinook(m_engine.artist), first, e);
        QTest::newRow("view over hidden table")
            << QStringLiteral("SELECT * FROM %1").arg(scratch("staff_names"));
        QTest::newRow("unmerged view over hidden table")
            << QStringLiteral("SELECT * FROM %1").arg(scratch("staff_counts"));
        QTest::newRow("quoted mixed case")
            << QStringLiteral("SELECT * FROM %1").arg(scratch("Mixed Case"));
        QTest::newRow("other hidden table")
            << QStringLiteral("SELECT secret FROM %1").arg(scratch("hidden_t"));
        QTest::newRow("branch proved empty")
            << QStringLiteral("SELECT * FROM %1 WHERE 1 = 0").arg(e);
        QTest::newRow("scalar subquery")
            << QStringLiteral("SELECT (SELECT max(%1) FROM %2) AS m").arg(first, e);
        if (m_engine.id == QLatin1String("postgres"))
            QTest::newRow("unquoted upper case") << QStringLiteral("SELECT * FROM EMPLOYEE");
        if (!m_engine.hiddenSchema.isEmpty())
            QTest::newRow("hidden schema")
                << QStringLiteral("SELECT * FROM %1")
                       .arg(m_adapter->qualifiedName(m_engine.hiddenSchema,
                                                     QStringLiteral("things")));
        if (m_engine.id == QLatin1String("sqlite")) {
            QTest::newRow("catalogue") << QStringLiteral("SELECT sql FROM sqlite_master");
            QTest::newRow("pragma function")
                << QStringLiteral("SELECT * FROM pragma_table_info('Employee')");
        } else {
            QTest::newRow("catalogue")
                << QStringLiteral("SELECT * FROM information_schema.columns");
        }
    }

    void hiddenIsRefused()
    {
        QFETCH(QString, sql);
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        const Outcome o = run(*c, sql);
        QVERIFY2(!o.ok, qPrintable(sql + QStringLiteral(" ran")));
        QCOMPARE(o.error.code, QStringLiteral("table_not_visible"));
        QVERIFY2(o.error.message.contains(QLatin1String("not visible for this data source")),
                 qPrintable(o.error.message));
        // The refusal names no table the statement did not name itself.
        QVERIFY2(!o.error.message.contains(QLatin1String("\"") + m_engine.employee +
                                           QLatin1String("\"")) ||
                     sql.contains(m_engine.employee, Qt::CaseInsensitive),
                 qPrintable(o.error.message));
    }

    // A bound value is analysed as NULL, which a planner may prove matches nothing and drop
    // the view's tables from the plan; the view's rows must still not come back.
    void viewWithBoundValue()
    {
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        QueryHandle* h = c->execute(QStringLiteral("SELECT * FROM %1 WHERE %2 = ?")
                                        .arg(scratch("staff_names"), q(m_engine.firstName)),
                                    {QStringLiteral("Andrew")});
        QSignalSpy failed(h, &QueryHandle::failed);
        QVERIFY(nelumbo::testing::waitForQuery(h, 30000));
        QCOMPARE(h->state(), QueryHandle::State::Failed);
        QCOMPARE(h->error().code, QStringLiteral("table_not_visible"));
    }

    void missingLooksLikeHidden()
    {
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        const Outcome missing =
            run(*c, QStringLiteral("SELECT * FROM %1").arg(scratch("no_such_table")));
        const Outcome hidden = run(*c, QStringLiteral("SELECT * FROM %1").arg(scratch("hidden_t")));
        QCOMPARE(missing.error.code, hidden.error.code);
        QCOMPARE(
            QString(missing.error.message)
                .replace(QLatin1String("no_such_table"), QLatin1String("X")),
            QString(hidden.error.message).replace(QLatin1String("hidden_t"), QLatin1String("X")));
    }

    void visibleRuns_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<qint64>("rows");
        const QString t = chinook(m_engine.track);
        QTest::newRow("plain") << QStringLiteral("SELECT %1 FROM %2 ORDER BY 1 LIMIT 3")
                                      .arg(q(m_engine.name), chinook(m_engine.artist))
                               << qint64(3);
        QTest::newRow("join and cte")
            << QStringLiteral("WITH a AS (SELECT * FROM %1) SELECT count(*) FROM %2 x "
                              "JOIN a ON a.%3 = x.%3")
                   .arg(t, t, q(m_engine.trackId))
            << qint64(1);
        QTest::newRow("scratch table")
            << QStringLiteral("SELECT * FROM %1").arg(scratch("open_t")) << qint64(1);
        QTest::newRow("no table") << QStringLiteral("SELECT 1") << qint64(1);
        QTest::newRow("column named like a hidden table")
            << QStringLiteral("SELECT 1 AS hidden_t FROM %1 WHERE 1 = 0").arg(t) << qint64(0);
    }

    void visibleRuns()
    {
        QFETCH(QString, sql);
        QFETCH(qint64, rows);
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        const Outcome o = run(*c, sql);
        QVERIFY2(o.ok, qPrintable(o.error.message));
        QCOMPARE(o.rows, rows);
    }

    void columnRulesApplyToResults()
    {
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        const Outcome o =
            run(*c, QStringLiteral("SELECT %1, %2, %3 FROM %4 ORDER BY %5 LIMIT 2")
                        .arg(q(m_engine.firstName), q(m_engine.email), q(m_engine.phone),
                             chinook(m_engine.customer), q(m_engine.email)));
        QVERIFY2(o.ok, qPrintable(o.error.message));
        QCOMPARE(o.columns, QStringList({m_engine.firstName, m_engine.email})); // phone omitted
        QCOMPARE(o.cells.size(), 4);
        // aaronmitchell@yahoo.ca and alero@uol.com.br, partially masked
        QCOMPARE(o.cells.at(1).toString(), QStringLiteral("a*****************o.ca"));
        QCOMPARE(o.cells.at(3).toString(), QStringLiteral("a***********m.br"));
        const Outcome refused = run(
            *c,
            QStringLiteral("SELECT %1 FROM %2").arg(q(m_engine.fax), chinook(m_engine.customer)));
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error.code, QStringLiteral("column_not_visible"));
    }

    void describeAndValues()
    {
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        auto* missing = c->describeTable(m_engine.schema, QStringLiteral("no_such_table"));
        auto* hidden = c->describeTable(m_engine.schema, m_engine.employee);
        QVERIFY(waitFor(missing) && waitFor(hidden));
        QVERIFY(!hidden->result().ok());
        QCOMPARE(hidden->result().error().code, QStringLiteral("table_not_found"));
        QCOMPARE(hidden->result().error().code, missing->result().error().code);
        QCOMPARE(QString(hidden->result().error().message)
                     .replace(m_engine.employee, QLatin1String("X")),
                 QString(missing->result().error().message)
                     .replace(QLatin1String("no_such_table"), QLatin1String("X")));

        auto* customer = c->describeTable(m_engine.schema, m_engine.customer);
        QVERIFY(waitFor(customer));
        QVERIFY2(customer->result().ok(), qPrintable(customer->result().error().message));
        QStringList names;
        for (const ColumnDescription& col : customer->result()->columns)
            names << col.name;
        QVERIFY(names.contains(m_engine.email));  // masked, still described
        QVERIFY(!names.contains(m_engine.phone)); // omit
        QVERIFY(!names.contains(m_engine.fax));   // error
        QVERIFY(names.contains(m_engine.firstName));

        auto* values =
            c->distinctValues(m_engine.schema, m_engine.employee, m_engine.firstName, 10);
        auto* omitted = c->distinctValues(m_engine.schema, m_engine.customer, m_engine.phone, 10);
        auto* masked = c->distinctValues(m_engine.schema, m_engine.customer, m_engine.email, 3);
        auto* open = c->distinctValues(m_engine.schema, m_engine.artist, m_engine.name, 3);
        QVERIFY(waitFor(values) && waitFor(omitted) && waitFor(masked) && waitFor(open));
        QCOMPARE(values->result().error().code, QStringLiteral("table_not_found"));
        QCOMPARE(omitted->result().error().code, QStringLiteral("column_not_found"));
        QVERIFY2(masked->result().ok(), qPrintable(masked->result().error().message));
        for (const QVariant& v : masked->result().value())
            QVERIFY2(v.toString().contains(QLatin1String("****")), qPrintable(v.toString()));
        QVERIFY2(open->result().ok(), qPrintable(open->result().error().message));
        QCOMPARE(open->result()->size(), 3);
    }

    void listingsLeaveHiddenOut()
    {
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        auto* schemas = c->listSchemas();
        auto* tables = c->listTables();
        auto* filtered = c->listTables(QStringLiteral("OPEN"));
        QVERIFY(waitFor(schemas) && waitFor(tables) && waitFor(filtered));
        QVERIFY2(tables->result().ok(), qPrintable(tables->result().error().message));
        QStringList names;
        for (const TableInfo& t : tables->result().value())
            names << t.name;
        QVERIFY(names.contains(m_engine.track));
        QVERIFY(names.contains(QStringLiteral("open_t")));
        for (const QString& hidden : {m_engine.employee, QStringLiteral("hidden_t"),
                                      QStringLiteral("Mixed Case"), QStringLiteral("things")})
            QVERIFY2(!names.contains(hidden), qPrintable(hidden));
        QStringList some;
        for (const TableInfo& t : filtered->result().value())
            some << t.name;
        QCOMPARE(some, QStringList{QStringLiteral("open_t")});
        QVERIFY(schemas->result().ok());
        if (!m_engine.hiddenSchema.isEmpty()) {
            QVERIFY(schemas->result()->contains(m_engine.scratch));
            QVERIFY(!schemas->result()->contains(m_engine.hiddenSchema));
        }
    }

    void validateAndPlanAreChecked()
    {
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        auto* hiddenPlan =
            c->queryPlan(QStringLiteral("SELECT * FROM %1").arg(chinook(m_engine.employee)));
        auto* hiddenCheck =
            c->validate(QStringLiteral("SELECT * FROM %1 WHERE %2 = {{id}}")
                            .arg(chinook(m_engine.employee), q(m_engine.employeeId)));
        auto* plan = c->queryPlan(QStringLiteral("SELECT * FROM %1").arg(chinook(m_engine.track)));
        auto* check = c->validate(QStringLiteral("SELECT * FROM %1 WHERE %2 = {{id}}")
                                      .arg(chinook(m_engine.track), q(m_engine.trackId)));
        QVERIFY(waitFor(hiddenPlan) && waitFor(hiddenCheck) && waitFor(plan) && waitFor(check));
        QCOMPARE(hiddenPlan->result().error().code, QStringLiteral("table_not_visible"));
        QCOMPARE(hiddenCheck->result().error().code, QStringLiteral("table_not_visible"));
        QVERIFY2(plan->result().ok(), qPrintable(plan->result().error().message));
        QVERIFY2(check->result().ok(), qPrintable(check->result().error().message));
    }

    // With rules that hide nothing, no statement is analysed: no extra round trip.
    void nothingHiddenNoAnalysis()
    {
        VisibilityPolicy none(VisibilityRules{}, BuiltinHidden::forAdapter(*m_adapter));
        auto c = open(&none);
        QVERIFY(c);
        const int before = m_counting->analyses();
        QVERIFY(run(*c, QStringLiteral("SELECT * FROM %1").arg(chinook(m_engine.employee))).ok);
        QVERIFY(run(*c, QStringLiteral("SELECT count(*) FROM %1").arg(chinook(m_engine.track))).ok);
        QCOMPARE(m_counting->analyses(), before);
        const VisibilityPolicy policy = rules();
        c->setVisibilityPolicy(policy);
        QVERIFY(run(*c, QStringLiteral("SELECT count(*) FROM %1").arg(chinook(m_engine.track))).ok);
        QCOMPARE(m_counting->analyses(), before + 1);
    }

    // Adapter calls while a 100,000-row result is half read: the rows stay whole.
    void describeWhileStreaming()
    {
        const VisibilityPolicy policy = rules();
        auto c = open(&policy);
        QVERIFY(c);
        const QString big =
            QStringLiteral("SELECT a.%1, b.%1 FROM %2 a CROSS JOIN %2 b LIMIT 100000")
                .arg(q(m_engine.trackId), chinook(m_engine.track));
        QueryHandle* h = c->execute(big);
        QVERIFY(nelumbo::testing::waitForQuery(h, 30000));
        QCOMPARE(h->state(), QueryHandle::State::Idle);
        QCOMPARE(h->rowsFetched(), qint64(Connection::kFirstBatch));

        auto* described = c->describeTable(m_engine.schema, m_engine.track);
        auto* tables = c->listTables();
        auto* values = c->distinctValues(m_engine.schema, m_engine.artist, m_engine.name, 5);
        QVERIFY(waitFor(described) && waitFor(tables) && waitFor(values));
        QVERIFY2(described->result().ok(), qPrintable(described->result().error().message));
        QVERIFY(!described->result()->columns.isEmpty());
        QVERIFY2(tables->result().ok(), qPrintable(tables->result().error().message));
        QVERIFY2(values->result().ok(), qPrintable(values->result().error().message));

        // A second statement's visibility check meanwhile, and the rest of the first result.
        const Outcome other =
            run(*c, QStringLiteral("SELECT * FROM %1").arg(chinook(m_engine.employee)));
        QCOMPARE(other.error.code, QStringLiteral("table_not_visible"));
        while (h->state() == QueryHandle::State::Idle) {
            h->fetchMore(Connection::kBatch * 4);
            QVERIFY(nelumbo::testing::waitForQuery(h, 30000));
        }
        QCOMPARE(h->state(), QueryHandle::State::Finished);
        QCOMPARE(h->rowsFetched(), qint64(100000));
    }

    void cancelledRequestsAnswerOnce()
    {
        auto c = open(nullptr);
        QVERIFY(c);
        auto* dropped = c->listTables();
        QSignalSpy finished(dropped, &AdapterRequest::finished);
        dropped->cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(dropped->error().code, QStringLiteral("cancelled"));
        auto* deleted = c->listSchemas();
        delete deleted;
        auto* kept = c->call<int>([](const DatabaseAdapter& a, Session&) -> Result<int> {
            return int(a.queryLanguage().size());
        });
        QVERIFY(waitFor(kept));
        QCOMPARE(kept->result().value(), m_adapter->queryLanguage().size());
        QCOMPARE(finished.size(), 1); // the cancelled one never answers again
    }
};

NELUMBO_CORE_TEST_MAIN(TstVisibilityEngines)
#include "tst_visibility_engines.moc"
