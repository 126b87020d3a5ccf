// PlanTree: plans from the real adapters (Chinook on SQLite always, PostgreSQL and MariaDB
// when their test servers are in the environment), plans captured from those servers, and
// malformed text, which must give an error value.

#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "TestData.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "connection/Connection.h"
#include "plan/PlanTree.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace nelumbo;
using namespace Qt::StringLiterals;

namespace {

// EXPLAIN (FORMAT JSON) from PostgreSQL 15 on Chinook, as PostgresAdapter returns it.
const char* const kPostgresSample = R"json([
  {
    "Plan": {
      "Node Type": "Limit", "Parallel Aware": false, "Async Capable": false,
      "Startup Cost": 181.76, "Total Cost": 181.79, "Plan Rows": 10, "Plan Width": 48,
      "Plans": [
        {
          "Node Type": "Sort", "Parent Relationship": "Outer", "Parallel Aware": false,
          "Async Capable": false, "Startup Cost": 181.76, "Total Cost": 183.00,
          "Plan Rows": 495, "Plan Width": 48,
          "Sort Key": ["(sum((il.unit_price * (il.quantity)::numeric))) DESC"],
          "Plans": [
            {
              "Node Type": "Aggregate", "Strategy": "Hashed", "Partial Mode": "Simple",
              "Parent Relationship": "Outer", "Parallel Aware": false, "Async Capable": false,
              "Startup Cost": 164.88, "Total Cost": 171.06, "Plan Rows": 495, "Plan Width": 48,
              "Group Key": ["t.name"], "Planned Partitions": 0,
              "Plans": [
                {
                  "Node Type": "Hash Join", "Parent Relationship": "Outer",
                  "Parallel Aware": false, "Async Capable": false, "Join Type": "Inner",
                  "Startup Cost": 61.81, "Total Cost": 159.93, "Plan Rows": 495,
                  "Plan Width": 25, "Inner Unique": false,
                  "Hash Cond": "(t.track_id = il.track_id)",
                  "Plans": [
                    {
                      "Node Type": "Seq Scan", "Parent Relationship": "Outer",
                      "Parallel Aware": false, "Async Capable": false,
                      "Relation Name": "track", "Alias": "t", "Startup Cost": 0.00,
                      "Total Cost": 80.03, "Plan Rows": 3503, "Plan Width": 20
                    },
                    {
                      "Node Type": "Hash", "Parent Relationship": "Inner",
                      "Parallel Aware": false, "Async Capable": false, "Startup Cost": 55.62,
                      "Total Cost": 55.62, "Plan Rows": 495, "Plan Width": 13,
                      "Plans": [
                        {
                          "Node Type": "Hash Join", "Parent Relationship": "Outer",
                          "Parallel Aware": false, "Async Capable": false,
                          "Join Type": "Inner", "Startup Cost": 12.29, "Total Cost": 55.62,
                          "Plan Rows": 495, "Plan Width": 13, "Inner Unique": true,
                          "Hash Cond": "(il.invoice_id = i.invoice_id)",
                          "Plans": [
                            {
                              "Node Type": "Seq Scan", "Parent Relationship": "Outer",
                              "Parallel Aware": false, "Async Capable": false,
                              "Relation Name": "invoice_line", "Alias": "il",
                              "Startup Cost": 0.00, "Total Cost": 37.40, "Plan Rows": 2240,
                              "Plan Width": 17
                            },
                            {
                              "Node Type": "Hash", "Parent Relationship": "Inner",
                              "Parallel Aware": false, "Async Capable": false,
                              "Startup Cost": 11.15, "Total Cost": 11.15, "Plan Rows": 91,
                              "Plan Width": 4,
                              "Plans": [
                                {
                                  "Node Type": "Seq Scan", "Parent Relationship": "Outer",
                                  "Parallel Aware": false, "Async Capable": false,
                                  "Relation Name": "invoice", "Alias": "i",
                                  "Startup Cost": 0.00, "Total Cost": 11.15, "Plan Rows": 91,
                                  "Plan Width": 4,
                                  "Filter": "((billing_country)::text = 'USA'::text)"
                                }
                              ]
                            }
                          ]
                        }
                      ]
                    }
                  ]
                }
              ]
            }
          ]
        }
      ]
    }
  }
])json";

// EXPLAIN FORMAT=JSON from MariaDB 10.11 on Chinook: a derived table, materialised.
const char* const kMariaDbSample = R"json({
  "query_block": {
    "select_id": 1,
    "nested_loop": [
      {
        "table": {
          "table_name": "<derived2>",
          "access_type": "ALL",
          "rows": 3483,
          "filtered": 100,
          "attached_condition": "x.c > 10",
          "materialized": {
            "query_block": {
              "select_id": 2,
              "having_condition": "c > 10",
              "nested_loop": [
                {
                  "table": {
                    "table_name": "Track",
                    "access_type": "index",
                    "key": "IFK_TrackGenreId",
                    "key_length": "5",
                    "used_key_parts": ["GenreId"],
                    "rows": 3483,
                    "filtered": 100,
                    "using_index": true
                  }
                }
              ]
            }
          }
        }
      }
    ]
  }
})json";

// MariaDB 10.11: a join whose tables are all small, sorted through a temporary table.
const char* const kMariaDbJoinSample = R"json({
  "query_block": {
    "select_id": 1,
    "filesort": {
      "sort_key": "t.Milliseconds desc",
      "temporary_table": {
        "nested_loop": [
          {
            "table": {
              "table_name": "a",
              "access_type": "ALL",
              "possible_keys": ["PRIMARY"],
              "rows": 347,
              "filtered": 100
            }
          },
          {
            "table": {
              "table_name": "t",
              "access_type": "ref",
              "possible_keys": ["IFK_TrackAlbumId"],
              "key": "IFK_TrackAlbumId",
              "key_length": "5",
              "used_key_parts": ["AlbumId"],
              "ref": ["chinook.a.AlbumId"],
              "rows": 1,
              "filtered": 100,
              "attached_condition": "t.Milliseconds > 300000"
            }
          }
        ]
      }
    }
  }
})json";

// SQLite 3.40's EXPLAIN QUERY PLAN rows as SqliteAdapter joins them.
const char* const kSqliteSample =
    "1 | 0 | 0 | COMPOUND QUERY\n"
    "2 | 1 | 0 | LEFT-MOST SUBQUERY\n"
    "6 | 2 | 0 | SEARCH a USING INDEX IFK_AlbumArtistId (ArtistId=?)\n"
    "10 | 2 | 0 | LIST SUBQUERY 2\n"
    "12 | 10 | 0 | SCAN Artist\n"
    "31 | 2 | 0 | CORRELATED SCALAR SUBQUERY 1\n"
    "36 | 31 | 0 | SEARCH t USING COVERING INDEX IFK_TrackAlbumId "
    "(AlbumId=?)\n"
    "51 | 1 | 0 | UNION USING TEMP B-TREE\n"
    "53 | 51 | 0 | SCAN Genre";

int findRelation(const PlanTree& tree, const QString& relation)
{
    for (int i = 0; i < tree.size(); ++i) {
        if (tree.node(i).relation == relation)
            return i;
    }
    return -1;
}

int depth(const PlanTree& tree, int index)
{
    int d = 0;
    for (int p = tree.node(index).parent; p >= 0; p = tree.node(p).parent)
        ++d;
    return d;
}

// Every child names its parent, every node is reachable once from the roots.
bool consistent(const PlanTree& tree)
{
    QList<int> seen;
    QList<int> todo = tree.roots();
    while (!todo.isEmpty()) {
        const int i = todo.takeFirst();
        if (seen.contains(i))
            return false;
        seen << i;
        for (int c : tree.node(i).children) {
            if (tree.node(c).parent != i)
                return false;
            todo << c;
        }
    }
    return seen.size() == tree.size();
}

} // namespace

class TestPlanTree : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sqliteUrl;

    QString urlFor(const QString& engine) const
    {
        if (engine == "sqlite"_L1)
            return m_sqliteUrl;
        return qEnvironmentVariable(engine == "postgres"_L1 ? "NELUMBO_TEST_PG_URL"
                                                            : "NELUMBO_TEST_MY_URL");
    }

    // The plan text the adapter gives for statement, or an empty string after a failure.
    QString planOf(const QString& engine, const QString& statement)
    {
        Connection c;
        QSignalSpy opened(&c, &Connection::opened);
        c.open(urlFor(engine));
        if (!opened.wait(15000)) {
            qWarning("could not open %s", qPrintable(engine));
            return {};
        }
        auto* reply = c.queryPlan(statement);
        QSignalSpy finished(reply, &AdapterRequest::finished);
        if (!finished.wait(15000) || !reply->result()) {
            qWarning("no plan: %s", qPrintable(reply->result().error().message));
            return {};
        }
        return reply->result()->text;
    }

    // The plan read by the language of the adapter that wrote it.
    static Result<PlanTree> parse(const QString& adapterId, const QString& text)
    {
        QueryPlan plan;
        plan.text = text;
        return AdapterRegistry::byId(adapterId)->language().parsePlan(plan);
    }

    static void addEngines()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("language"); // the plan's language
        QTest::newRow("sqlite") << u"sqlite"_s << u"sql:sqlite"_s;
        QTest::newRow("postgres") << u"postgres"_s << u"sql:postgres"_s;
        QTest::newRow("mysql") << u"mysql"_s << u"sql:mysql"_s;
    }

    static QString track(const QString& engine)
    {
        return engine == "postgres"_L1 ? u"track"_s : u"Track"_s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(u"chinook.sqlite"_s);
        QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        m_sqliteUrl = SourceUrl::forFile(QStringLiteral("sqlite"), path);
    }

    // A grouped full scan of Track: the scan is the expensive node on every engine.
    void realPlanMarksFullScan_data() { addEngines(); }
    void realPlanMarksFullScan()
    {
        QFETCH(QString, engine);
        QFETCH(QString, language);
        if (urlFor(engine).isEmpty())
            QSKIP("no test server for this engine in the environment");
        const bool pg = engine == "postgres"_L1;
        const QString statement =
            pg ? u"SELECT composer, count(*) FROM track WHERE milliseconds > 300000 "
                 u"GROUP BY composer ORDER BY 2 DESC"_s
               : u"SELECT Composer, count(*) FROM Track WHERE Milliseconds > 300000 "
                 u"GROUP BY Composer ORDER BY 2 DESC"_s;
        const QString text = planOf(engine, statement);
        QVERIFY(!text.isEmpty());
        const Result<PlanTree> tree = parse(engine, text);
        QVERIFY2(tree, qPrintable(tree.error().message + u"\n"_s + text));
        QCOMPARE(tree->language(), language);
        QVERIFY(consistent(*tree));
        const int scan = findRelation(*tree, track(engine));
        QVERIFY2(scan >= 0, qPrintable(text));
        const PlanNode& n = tree->node(scan);
        QVERIFY(n.fullScan);
        QVERIFY2(n.expensive, qPrintable(text));
        QVERIFY(!n.expensiveReason.isEmpty());
        QVERIFY(tree->expensiveNodes().contains(scan));
        if (engine == "sqlite"_L1) {
            QCOMPARE(n.type, u"SCAN"_s);
            QVERIFY(!n.rows); // SQLite gives no estimates
            QCOMPARE(n.expensiveReason, u"full scan of a table of unknown size"_s);
        } else {
            QVERIFY(n.rows);
            QVERIFY2(*n.rows >= 1000 || pg, qPrintable(text)); // PostgreSQL: rows after filter
        }
        if (pg) {
            QCOMPARE(n.type, u"Seq Scan"_s);
            QVERIFY(n.totalCost && n.startupCost);
            QVERIFY(*n.totalCost > *n.startupCost);
            QVERIFY(n.detail.contains(u"Filter: "_s));
            QVERIFY2(n.expensiveReason.contains(u"% of the estimated cost"_s),
                     qPrintable(n.expensiveReason));
            // The root (a sort) has everything below it; its own cost is small.
            const int root = tree->roots().constFirst();
            QVERIFY(*tree->node(root).totalCost >= *n.totalCost);
            QVERIFY(!tree->node(root).expensive);
        }
        if (engine == "mysql"_L1)
            QCOMPARE(n.type, u"Full table scan"_s);
    }

    // A correlated subquery: its table sits below the outer step.
    void realPlanNestsSubqueries_data() { addEngines(); }
    void realPlanNestsSubqueries()
    {
        QFETCH(QString, engine);
        QFETCH(QString, language);
        if (urlFor(engine).isEmpty())
            QSKIP("no test server for this engine in the environment");
        const QString statement =
            engine == "postgres"_L1
                ? u"SELECT a.title, (SELECT count(*) FROM track t WHERE t.album_id = a.album_id) "
                  u"FROM album a"_s
                : u"SELECT a.Title, (SELECT count(*) FROM Track t WHERE t.AlbumId = a.AlbumId) "
                  u"FROM Album a"_s;
        const QString text = planOf(engine, statement);
        QVERIFY(!text.isEmpty());
        const Result<PlanTree> tree = parse(engine, text);
        QVERIFY2(tree, qPrintable(tree.error().message));
        QCOMPARE(tree->language(), language);
        QVERIFY(consistent(*tree));
        const bool pg = engine == "postgres"_L1;
        const int inner = findRelation(*tree, pg ? u"track AS t"_s : u"t"_s);
        const int outer = findRelation(*tree, pg ? u"album AS a"_s : u"a"_s);
        QVERIFY2(inner >= 0 && outer >= 0, qPrintable(text));
        QVERIFY2(depth(*tree, inner) > depth(*tree, outer), qPrintable(text));
    }

    void postgresSample()
    {
        const Result<PlanTree> tree = parse(u"postgres"_s, QString::fromUtf8(kPostgresSample));
        QVERIFY2(tree, qPrintable(tree.error().message));
        QCOMPARE(tree->language(), u"sql:postgres"_s);
        QCOMPARE(tree->size(), 10);
        QCOMPARE(tree->roots().size(), 1);
        QVERIFY(consistent(*tree));
        const PlanNode& root = tree->node(0);
        QCOMPARE(root.type, u"Limit"_s);
        QCOMPARE(*root.rows, 10.0);
        QCOMPARE(*root.startupCost, 181.76);
        QCOMPARE(*root.totalCost, 181.79);
        QCOMPARE(tree->node(2).type, u"Aggregate (Hashed)"_s);
        QCOMPARE(tree->node(2).detail, u"group by t.name"_s);
        QVERIFY(tree->node(1).detail.startsWith(u"sort by (sum("_s));

        const int track = findRelation(*tree, u"track AS t"_s);
        QVERIFY(track >= 0);
        QCOMPARE(tree->node(track).type, u"Seq Scan"_s);
        QCOMPARE(*tree->ownCost(track), 80.03);
        // 80.03 of the costliest total (the sort, 183.00): 44 %, and 3,503 rows.
        QVERIFY(tree->node(track).expensive);
        QCOMPARE(tree->node(track).expensiveReason,
                 u"44% of the estimated cost; full scan, about 3,503 rows"_s);
        const int lines = findRelation(*tree, u"invoice_line AS il"_s);
        QVERIFY(tree->node(lines).expensive); // 20 % only, but a full scan of 2,240 rows
        QCOMPARE(tree->node(lines).expensiveReason, u"full scan, about 2,240 rows"_s);
        const int invoice = findRelation(*tree, u"invoice AS i"_s);
        QVERIFY(!tree->node(invoice).expensive);
        QCOMPARE(tree->node(invoice).detail, u"Filter: ((billing_country)::text = 'USA'::text)"_s);
        QCOMPARE(tree->expensiveNodes(), (QList<int>{track, lines}));
        // A Hash costs what its input costs: nothing of its own.
        const int hash = tree->node(invoice).parent;
        QCOMPARE(tree->node(hash).type, u"Hash"_s);
        QCOMPARE(*tree->ownCost(hash), 0.0);
        QCOMPARE(tree->node(3).detail, u"Hash Cond: (t.track_id = il.track_id)"_s);
    }

    void mariaDbSamples()
    {
        const Result<PlanTree> tree = parse(u"mysql"_s, QString::fromUtf8(kMariaDbSample));
        QVERIFY2(tree, qPrintable(tree.error().message));
        QCOMPARE(tree->language(), u"sql:mysql"_s);
        QVERIFY(consistent(*tree));
        // Query block #1 > <derived2> > Materialize > Query block #2 > Track
        QCOMPARE(tree->size(), 5);
        QCOMPARE(tree->node(0).type, u"Query block #1"_s);
        const int derived = findRelation(*tree, u"<derived2>"_s);
        QCOMPARE(tree->node(derived).type, u"Full table scan"_s);
        QCOMPARE(*tree->node(derived).rows, 3483.0);
        QCOMPARE(tree->node(derived).detail, u"condition: x.c > 10"_s);
        const int track = findRelation(*tree, u"Track"_s);
        QCOMPARE(depth(*tree, track), 4);
        QCOMPARE(tree->node(track).type, u"Full index scan"_s);
        QCOMPARE(tree->node(track).detail, u"index IFK_TrackGenreId; covering index"_s);
        QCOMPARE(tree->node(tree->node(track).parent).detail, u"having c > 10"_s);
        QCOMPARE(tree->expensiveNodes(), (QList<int>{derived, track}));
        QVERIFY(!tree->node(0).totalCost); // MariaDB 10 gives no costs
        QVERIFY(!tree->ownCost(0));

        const Result<PlanTree> join = parse(u"mysql"_s, QString::fromUtf8(kMariaDbJoinSample));
        QVERIFY2(join, qPrintable(join.error().message));
        QVERIFY(consistent(*join));
        QStringList types;
        for (const PlanNode& n : join->nodes())
            types << n.type;
        QCOMPARE(types, (QStringList{u"Query block #1"_s, u"Sort"_s, u"Temporary table"_s,
                                     u"Nested loop"_s, u"Full table scan"_s, u"Index lookup"_s}));
        QCOMPARE(join->node(1).detail, u"sort by t.Milliseconds desc"_s);
        QCOMPARE(join->node(4).detail, u"no index used (possible: PRIMARY)"_s);
        QCOMPARE(join->node(5).detail, u"index IFK_TrackAlbumId; ref chinook.a.AlbumId; "
                                       u"condition: t.Milliseconds > 300000"_s);
        QCOMPARE(join->node(4).parent, 3);
        QCOMPARE(join->node(5).parent, 3);
        QVERIFY(join->expensiveNodes().isEmpty()); // 347 albums is no large scan
    }

    void sqliteSample()
    {
        const Result<PlanTree> tree = parse(u"sqlite"_s, QString::fromLatin1(kSqliteSample));
        QVERIFY2(tree, qPrintable(tree.error().message));
        QCOMPARE(tree->language(), u"sql:sqlite"_s);
        QCOMPARE(tree->size(), 9);
        QCOMPARE(tree->roots(), QList<int>{0});
        QVERIFY(consistent(*tree));
        QCOMPARE(tree->node(0).type, u"COMPOUND QUERY"_s);
        QCOMPARE(tree->node(0).children, (QList<int>{1, 7}));
        QCOMPARE(tree->node(2).type, u"SEARCH"_s);
        QCOMPARE(tree->node(2).relation, u"a"_s);
        QCOMPARE(tree->node(2).detail, u"USING INDEX IFK_AlbumArtistId (ArtistId=?)"_s);
        QCOMPARE(tree->node(4).relation, u"Artist"_s);
        QCOMPARE(tree->node(4).parent, 3);
        QCOMPARE(tree->expensiveNodes(), (QList<int>{4, 8})); // SCAN Artist, SCAN Genre
        QVERIFY(!tree->node(6).expensive);                    // a search

        // A materialised CTE's scan reads no table; older SQLite spells "SCAN TABLE x AS y".
        const Result<PlanTree> cte = parse(
            u"sqlite"_s,
            u"3 | 0 | 0 | MATERIALIZE x\n10 | 3 | 0 | SCAN TABLE Track AS t\n"
            u"44 | 0 | 0 | SCAN x\n46 | 0 | 0 | SEARCH g USING INTEGER PRIMARY KEY (rowid=?)"_s);
        QVERIFY2(cte, qPrintable(cte.error().message));
        QCOMPARE(cte->roots(), (QList<int>{0, 2, 3}));
        QCOMPARE(cte->node(0).type, u"MATERIALIZE"_s);
        QCOMPARE(cte->node(1).relation, u"Track AS t"_s);
        QVERIFY(cte->node(1).expensive);
        QCOMPARE(cte->node(2).relation, u"x"_s);
        QVERIFY(!cte->node(2).fullScan);
        QCOMPARE(cte->expensiveNodes(), QList<int>{1});
    }

    // MariaDB 11 and MySQL 8 give costs to blocks and tables but not to the sorts between
    // them: a block's own cost is what its tables leave, not the whole.
    void costsPassThroughUncostedSteps()
    {
        const Result<PlanTree> tree =
            parse(u"mysql"_s, u"{\"query_block\": {\"select_id\": 1, \"cost\": 0.60, \"filesort\": "
                              u"{\"sort_key\": \"n desc\", \"temporary_table\": {\"nested_loop\": ["
                              u"{\"table\": {\"table_name\": \"g\", \"access_type\": \"ALL\", "
                              u"\"loops\": 1, \"rows\": 25, \"cost\": 0.01}},"
                              u"{\"table\": {\"table_name\": \"t\", \"access_type\": \"ref\", "
                              u"\"key\": \"IFK_TrackGenreId\", \"loops\": 25, \"rows\": 139, "
                              u"\"cost\": 0.55}}]}}}}"_s);
        QVERIFY2(tree, qPrintable(tree.error().message));
        QCOMPARE(tree->node(0).type, u"Query block #1"_s);
        QVERIFY(qAbs(*tree->ownCost(0) - 0.04) < 1e-9);
        QVERIFY(!tree->node(0).expensive);
        const int lookup = findRelation(*tree, u"t"_s);
        QCOMPARE(tree->expensiveNodes(), QList<int>{lookup});
        QCOMPARE(tree->node(lookup).expensiveReason, u"92% of the estimated cost"_s);
    }

    // One costed node is all of the cost, which marks nothing; its size still can.
    void singleNodeIsMarkedBySizeOnly()
    {
        const auto plan = [](int rows) {
            return u"[{\"Plan\": {\"Node Type\": \"Seq Scan\", \"Relation Name\": \"genre\", "
                   u"\"Startup Cost\": 0.0, \"Total Cost\": 1.25, \"Plan Rows\": %1}}]"_s.arg(rows);
        };
        const Result<PlanTree> small = parse(u"postgres"_s, plan(25));
        QVERIFY(small);
        QVERIFY(small->expensiveNodes().isEmpty());
        const Result<PlanTree> large = parse(u"postgres"_s, plan(5000));
        QVERIFY(large);
        QCOMPARE(large->expensiveNodes(), QList<int>{0});
        QCOMPARE(large->node(0).expensiveReason, u"full scan, about 5,000 rows"_s);
    }

    void malformedIsAnError_data()
    {
        QTest::addColumn<QString>("adapter"); // whose plan reader reads the text
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        for (const char* id : {"sqlite", "postgres", "mysql"}) {
            const QString adapter = QString::fromLatin1(id);
            QTest::addRow("%s: empty", id) << adapter << QString() << u"empty_plan"_s;
            QTest::addRow("%s: blank", id) << adapter << u"  \n\t"_s << u"empty_plan"_s;
        }
        QTest::newRow("prose") << u"sqlite"_s
                               << u"Seq Scan on track  (cost=0.00..80.03 rows=3503)"_s
                               << u"invalid_plan"_s;
        QTest::newRow("truncated json")
            << u"postgres"_s << QString::fromUtf8(kPostgresSample).left(400) << u"invalid_plan"_s;
        QTest::newRow("empty array") << u"postgres"_s << u"[]"_s << u"invalid_plan"_s;
        QTest::newRow("no Plan") << u"postgres"_s << u"[{\"Planning\": {}}]"_s << u"invalid_plan"_s;
        QTest::newRow("no node type")
            << u"postgres"_s << u"[{\"Plan\": {\"Total Cost\": 1}}]"_s << u"invalid_plan"_s;
        QTest::newRow("bad child")
            << u"postgres"_s << u"[{\"Plan\": {\"Node Type\": \"Limit\", \"Plans\": [3]}}]"_s
            << u"invalid_plan"_s;
        QTest::newRow("array of numbers") << u"postgres"_s << u"[1, 2]"_s << u"invalid_plan"_s;
        QTest::newRow("no query_block")
            << u"mysql"_s << u"{\"query\": \"x\"}"_s << u"invalid_plan"_s;
        QTest::newRow("query_block not object")
            << u"mysql"_s << u"{\"query_block\": 5}"_s << u"invalid_plan"_s;
        QTest::newRow("sqlite unknown parent")
            << u"sqlite"_s << u"2 | 7 | 0 | SCAN t"_s << u"invalid_plan"_s;
        QTest::newRow("sqlite garbage line")
            << u"sqlite"_s << u"2 | 0 | 0 | SCAN t\nnot a plan line"_s << u"invalid_plan"_s;
        QTest::newRow("binary") << u"sqlite"_s << QString::fromLatin1("\x01\x02\xff|||", 6)
                                << u"invalid_plan"_s;
        // Each adapter reads its own format only: nothing guesses by the text's shape.
        QTest::newRow("postgres reads no MySQL plan")
            << u"postgres"_s << u"{\"query_block\": {\"select_id\": 1}}"_s << u"invalid_plan"_s;
        QTest::newRow("mysql reads no PostgreSQL plan")
            << u"mysql"_s << QString::fromUtf8(kPostgresSample) << u"invalid_plan"_s;
        QTest::newRow("sqlite reads no JSON plan")
            << u"sqlite"_s << QString::fromUtf8(kPostgresSample) << u"invalid_plan"_s;
        QTest::newRow("postgres reads no SQLite rows")
            << u"postgres"_s << u"2 | 0 | 0 | SCAN t"_s << u"invalid_plan"_s;
    }
    void malformedIsAnError()
    {
        QFETCH(QString, adapter);
        QFETCH(QString, text);
        QFETCH(QString, code);
        const Result<PlanTree> tree = parse(adapter, text);
        QVERIFY(!tree);
        QCOMPARE(tree.error().code, code);
        QVERIFY(!tree.error().message.isEmpty());
    }
};

NELUMBO_CORE_TEST_MAIN(TestPlanTree)
#include "tst_plantree.moc"
