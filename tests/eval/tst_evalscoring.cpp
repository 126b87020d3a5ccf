// The scoring rules of nelumbo-cli eval as data tables: gold variants ({a, b}, several gold
// statements), when row order counts, and how results compare (column order, extra
// columns, names, NULLs, floats, exact decimals, duplicates).

#include "core/ExactNumber.h"
#include "eval/EvalRecord.h"
#include "eval/EvalScoring.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace nelumbo;

Q_DECLARE_METATYPE(nelumbo::EvalTable)
Q_DECLARE_METATYPE(nelumbo::EvalMatch)

namespace {

// "a,b|1,x|2,y": columns, then rows; "~" is NULL, "#1.5" a double, "$1.50" an exact decimal,
// "%3" an integer; anything else text.
EvalTable table(const QString& spec)
{
    const QStringList lines = spec.split(u'|');
    EvalTable t;
    t.columns = lines.first().split(u',');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QVariantList row;
        for (const QString& cell : lines.at(i).split(u',')) {
            if (cell == u"~"_s)
                row.append(QVariant());
            else if (cell.startsWith(u'#'))
                row.append(cell.mid(1).toDouble());
            else if (cell.startsWith(u'$'))
                row.append(QVariant::fromValue(ExactNumber{cell.mid(1)}));
            else if (cell.startsWith(u'%'))
                row.append(cell.mid(1).toLongLong());
            else
                row.append(cell);
        }
        t.rows.append(row);
    }
    return t;
}

} // namespace

class TestEvalScoring : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goldVariants_data()
    {
        QTest::addColumn<QString>("gold");
        QTest::addColumn<QStringList>("variants");
        QTest::newRow("plain") << u"SELECT a FROM t;"_s << QStringList{u"SELECT a FROM t"_s};
        QTest::newRow("alternatives") << u"SELECT {t.a, t.b}, count(*) FROM t GROUP BY {}"_s
                                      << QStringList{u"SELECT t.a, count(*) FROM t GROUP BY t.a"_s,
                                                     u"SELECT t.b, count(*) FROM t GROUP BY t.b"_s};
        QTest::newRow("two groups")
            << u"SELECT {a,b}, {c,d} FROM t"_s
            << QStringList{u"SELECT a, c FROM t"_s, u"SELECT a, d FROM t"_s,
                           u"SELECT b, c FROM t"_s, u"SELECT b, d FROM t"_s};
        QTest::newRow("function in an alternative")
            << u"SELECT {lower(a), b} FROM t"_s
            << QStringList{u"SELECT lower(a) FROM t"_s, u"SELECT b FROM t"_s};
        QTest::newRow("several gold statements, duplicates once")
            << u"SELECT 1;SELECT 2; SELECT 1;"_s << QStringList{u"SELECT 1"_s, u"SELECT 2"_s};
        QTest::newRow("semicolon and braces in a literal")
            << u"SELECT 'a;{b}' FROM t"_s << QStringList{u"SELECT 'a;{b}' FROM t"_s};
    }
    void goldVariants()
    {
        QFETCH(QString, gold);
        QFETCH(QStringList, variants);
        QCOMPARE(EvalScoring::goldVariants(gold), variants);
    }

    void ordersRows_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("ordered");
        QTest::newRow("none") << u"SELECT a FROM t"_s << false;
        QTest::newRow("order by") << u"SELECT a FROM t ORDER BY a DESC"_s << true;
        QTest::newRow("lower case, line break") << u"select a from t order\nby 1"_s << true;
        QTest::newRow("only in a subquery")
            << u"SELECT * FROM (SELECT a FROM t ORDER BY a LIMIT 3) s"_s << false;
        QTest::newRow("only in a window") << u"SELECT rank() OVER (ORDER BY a) FROM t"_s << false;
        QTest::newRow("in a literal") << u"SELECT 'order by' FROM t"_s << false;
    }
    void ordersRows()
    {
        QFETCH(QString, statement);
        QFETCH(bool, ordered);
        QCOMPARE(EvalScoring::ordersRows(statement), ordered);
    }

    void compare_data()
    {
        QTest::addColumn<EvalTable>("gold");
        QTest::addColumn<EvalTable>("generated");
        QTest::addColumn<bool>("ordered");
        QTest::addColumn<EvalMatch>("match");
        const EvalTable people = table(u"id,name|%1,ann|%2,bob|%3,cy"_s);
        QTest::newRow("same") << people << people << false << EvalMatch::Exact;
        QTest::newRow("other names")
            << people << table(u"x,y|%1,ann|%2,bob|%3,cy"_s) << false << EvalMatch::Exact;
        QTest::newRow("other column order")
            << people << table(u"name,id|ann,%1|bob,%2|cy,%3"_s) << false << EvalMatch::Exact;
        QTest::newRow("rows in another order, gold unordered")
            << people << table(u"id,name|%3,cy|%1,ann|%2,bob"_s) << false << EvalMatch::Exact;
        QTest::newRow("rows in another order, gold ordered")
            << people << table(u"id,name|%3,cy|%1,ann|%2,bob"_s) << true << EvalMatch::None;
        QTest::newRow("extra column: subset")
            << people << table(u"id,age,name|%1,%30,ann|%2,%40,bob|%3,%50,cy"_s) << false
            << EvalMatch::Subset;
        QTest::newRow("missing column")
            << people << table(u"name|ann|bob|cy"_s) << false << EvalMatch::None;
        QTest::newRow("missing row")
            << people << table(u"id,name|%1,ann|%2,bob"_s) << false << EvalMatch::None;
        QTest::newRow("duplicate row counts")
            << table(u"a|x|x|y"_s) << table(u"a|x|y|y"_s) << false << EvalMatch::None;
        QTest::newRow("same columns, rows paired differently")
            << people << table(u"id,name|%1,bob|%2,ann|%3,cy"_s) << false << EvalMatch::None;
        QTest::newRow("NULL equals NULL")
            << table(u"a,b|%1,~|%2,x"_s) << table(u"a,b|%1,~|%2,x"_s) << false << EvalMatch::Exact;
        QTest::newRow("NULL is not empty text")
            << table(u"a,b|%1,~"_s) << table(u"a,b|%1,"_s) << false << EvalMatch::None;
        QTest::newRow("integer and exact decimal")
            << table(u"n|%5"_s) << table(u"n|$5.00"_s) << false << EvalMatch::Exact;
        QTest::newRow("float and long decimal")
            << table(u"avg|#0.3333333333333333"_s) << table(u"avg|$0.33333333333333333333"_s)
            << false << EvalMatch::Exact;
        QTest::newRow("floats that differ")
            << table(u"avg|#0.3333"_s) << table(u"avg|#0.3334"_s) << false << EvalMatch::None;
        QTest::newRow("number is not text")
            << table(u"n|%5"_s) << table(u"n|5"_s) << false << EvalMatch::None;
        QTest::newRow("two equal columns, extra column, ordered")
            << table(u"a,b|x,x|y,y"_s) << table(u"c,a,b|%1,x,x|%2,y,y"_s) << true
            << EvalMatch::Subset;
        QTest::newRow("both empty, same width")
            << table(u"a"_s) << table(u"b"_s) << false << EvalMatch::Exact;
        QTest::newRow("empty generated")
            << people << table(u"id,name"_s) << false << EvalMatch::None;
    }
    void compare()
    {
        QFETCH(EvalTable, gold);
        QFETCH(EvalTable, generated);
        QFETCH(bool, ordered);
        QFETCH(EvalMatch, match);
        QCOMPARE(EvalScoring::compare(gold, generated, ordered), match);
    }

    void summaryAndChanges()
    {
        QList<EvalRecord> a;
        const QStringList verdicts{u"exact"_s,   u"subset"_s, u"wrong"_s,  u"invalid"_s,
                                   u"refused"_s, u"error"_s,  u"timeout"_s};
        for (int i = 0; i < verdicts.size(); ++i) {
            EvalRecord r;
            r.questionId = i + 1;
            r.db = i < 3 ? u"one"_s : u"two"_s;
            r.category = u"c"_s;
            r.verdict = verdicts.at(i);
            r.latencyMs = (i + 1) * 100;
            r.tokens = 10;
            r.costUsd = 0.5;
            a.append(r);
        }
        const EvalSummary s = EvalSummary::of(a);
        QCOMPARE(s.byDb.size(), 2);
        QCOMPARE(s.total.questions, 7);
        QCOMPARE(s.total.exact, 1);
        QCOMPARE(s.total.subset, 1);
        QCOMPARE(s.total.errors, 2); // error and timeout
        QCOMPARE(s.total.medianLatencyMs, 400);
        QCOMPARE(s.total.p90LatencyMs, 700);
        QCOMPARE(s.total.totalCost, 3.5);
        QCOMPARE(s.byDb.at(0).group, u"one"_s);
        QCOMPARE(s.byDb.at(0).questions, 3);

        QList<EvalRecord> b = a;
        b[2].verdict = u"exact"_s;
        b.removeLast();
        const QList<EvalChange> changes = evalChanges(a, b);
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes.at(0).questionId, 3);
        QCOMPARE(changes.at(0).before, u"wrong"_s);
        QCOMPARE(changes.at(0).after, u"exact"_s);
        QCOMPARE(changes.at(1).questionId, 7);
        QCOMPARE(changes.at(1).after, QString());
    }
};

QTEST_GUILESS_MAIN(TestEvalScoring)
#include "tst_evalscoring.moc"
