#include "CoreTestMain.h"
#include "core/StatementDiff.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

namespace nelumbo {
// Readable marks in failure messages.
char* toString(const StatementDiff::Mark& mark)
{
    return QTest::toString(QStringLiteral("{%1, %2}").arg(mark.start).arg(mark.length));
}
} // namespace nelumbo

using nelumbo::StatementDiff;
using Kind = StatementDiff::Kind;
using Mark = StatementDiff::Mark;

namespace {

// Each side rebuilt from the diff: the old text is every line but the added ones.
QStringList side(const StatementDiff& diff, Kind skipped)
{
    QStringList out;
    for (const StatementDiff::Line& l : diff.lines())
        if (l.kind != skipped)
            out << l.text;
    return out;
}

// The length of the longest common subsequence, by dynamic programming, to check minimality.
int lcs(const QStringList& a, const QStringList& b)
{
    QList<QList<int>> t(a.size() + 1, QList<int>(b.size() + 1, 0));
    for (qsizetype i = 1; i <= a.size(); ++i)
        for (qsizetype j = 1; j <= b.size(); ++j)
            t[i][j] = a.at(i - 1) == b.at(j - 1) ? t[i - 1][j - 1] + 1
                                                 : std::max(t[i - 1][j], t[i][j - 1]);
    return t[a.size()][b.size()];
}

QString numbered(int count, const QString& prefix = QStringLiteral("line"))
{
    QStringList lines;
    for (int i = 1; i <= count; ++i)
        lines << QStringLiteral("%1 %2").arg(prefix).arg(i);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TstStatementDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identical()
    {
        const QString text = QStringLiteral("SELECT Name\nFROM Track\nWHERE GenreId = 1");
        const StatementDiff diff = StatementDiff::compare(text, text);
        QVERIFY(diff.isIdentical());
        QCOMPARE(diff.addedCount(), 0);
        QCOMPARE(diff.removedCount(), 0);
        QCOMPARE(diff.lines().size(), 3);
        QCOMPARE(diff.lines().at(2).oldNumber, 3);
        QCOMPARE(diff.lines().at(2).newNumber, 3);
        QVERIFY(diff.hunks().isEmpty());
        QCOMPARE(diff.unified(), QString());
        QCOMPARE(diff.firstChangedNewLine(), -1);
        QVERIFY(StatementDiff::compare(QString(), QString()).lines().isEmpty());
    }

    void pureInsertion()
    {
        const StatementDiff diff =
            StatementDiff::compare(QStringLiteral("a\nb\nc"), QStringLiteral("a\nb\nx\ny\nc"));
        QCOMPARE(diff.addedCount(), 2);
        QCOMPARE(diff.removedCount(), 0);
        QCOMPARE(diff.unified(), QStringLiteral("@@ -1,3 +1,5 @@\n a\n b\n+x\n+y\n c\n"));
        QCOMPARE(diff.firstChangedNewLine(), 2);
        const StatementDiff::Line& x = diff.lines().at(2);
        QCOMPARE(x.kind, Kind::Added);
        QCOMPARE(x.oldNumber, 0);
        QCOMPARE(x.newNumber, 3);
        QVERIFY(x.marks.isEmpty()); // nothing removed to pair it with

        const StatementDiff fromEmpty =
            StatementDiff::compare(QString(), QStringLiteral("SELECT 1"));
        QCOMPARE(fromEmpty.unified(), QStringLiteral("@@ -0,0 +1,1 @@\n+SELECT 1\n"));
    }

    void pureDeletion()
    {
        const StatementDiff diff =
            StatementDiff::compare(QStringLiteral("a\nb\nc\nd"), QStringLiteral("a\nd"));
        QCOMPARE(diff.addedCount(), 0);
        QCOMPARE(diff.removedCount(), 2);
        QCOMPARE(diff.unified(), QStringLiteral("@@ -1,4 +1,2 @@\n a\n-b\n-c\n d\n"));
        // The line after the removal is where the new text changes.
        QCOMPARE(diff.firstChangedNewLine(), 1);

        const StatementDiff toEmpty = StatementDiff::compare(QStringLiteral("x\ny"), QString());
        QCOMPARE(toEmpty.unified(), QStringLiteral("@@ -1,2 +0,0 @@\n-x\n-y\n"));
    }

    void changedLineMarksWords()
    {
        // Lines sharing a third of their visible characters or more mark what differs.
        const StatementDiff diff =
            StatementDiff::compare(QStringLiteral("SELECT Name\nFROM Track\nLIMIT 5"),
                                   QStringLiteral("SELECT Name\nFROM Album\nLIMIT 5"));
        QCOMPARE(
            diff.unified(),
            QStringLiteral("@@ -1,3 +1,3 @@\n SELECT Name\n-FROM Track\n+FROM Album\n LIMIT 5\n"));
        const StatementDiff::Line& removed = diff.lines().at(1);
        const StatementDiff::Line& added = diff.lines().at(2);
        QCOMPARE(removed.kind, Kind::Removed);
        QCOMPARE(added.kind, Kind::Added);
        QCOMPARE(removed.marks, (QList<Mark>{Mark{5, 5}}));
        QCOMPARE(added.marks, (QList<Mark>{Mark{5, 5}}));

        // Adjacent changed tokens merge into one mark; equal ones between split them.
        const StatementDiff words = StatementDiff::compare(
            QStringLiteral("WHERE a = 1 AND b = 2"), QStringLiteral("WHERE a >= 10 AND b = 3"));
        QCOMPARE(words.lines().at(0).marks, (QList<Mark>{{10, 1}, {20, 1}}));
        QCOMPARE(words.lines().at(1).marks, (QList<Mark>{{8, 1}, {11, 2}, {22, 1}}));
        // Lines with too little in common get no marks.
        const StatementDiff unlike = StatementDiff::compare(
            QStringLiteral("SELECT Name FROM Track"), QStringLiteral("SELECT COUNT(*) AS tracks"));
        QVERIFY(unlike.lines().at(0).marks.isEmpty());
        QVERIFY(unlike.lines().at(1).marks.isEmpty());
    }

    void removedBeforeAdded()
    {
        // However the edit script interleaves them, a change reads removed lines first.
        const StatementDiff diff =
            StatementDiff::compare(QStringLiteral("a\nb\nc\nd"), QStringLiteral("a\nB\nC\nd"));
        QCOMPARE(diff.unified(), QStringLiteral("@@ -1,4 +1,4 @@\n a\n-b\n-c\n+B\n+C\n d\n"));
        // Paired in order: b with B, c with C; nothing in common, so no marks.
        QVERIFY(diff.lines().at(1).marks.isEmpty());
        QVERIFY(diff.lines().at(3).marks.isEmpty());
        const StatementDiff similar =
            StatementDiff::compare(QStringLiteral("x\nSELECT a FROM t\nSELECT b FROM t"),
                                   QStringLiteral("SELECT a FROM u\nSELECT b FROM u"));
        QCOMPARE(similar.unified(), QStringLiteral("@@ -1,3 +1,2 @@\n-x\n-SELECT a FROM t\n"
                                                   "-SELECT b FROM t\n+SELECT a FROM u\n"
                                                   "+SELECT b FROM u\n"));
        // Each added line pairs with the similar removed one, not with x before them.
        QVERIFY(similar.lines().at(0).marks.isEmpty());
        QCOMPARE(similar.lines().at(1).marks, (QList<Mark>{Mark{14, 1}}));
        QCOMPARE(similar.lines().at(2).marks, (QList<Mark>{Mark{14, 1}}));
        QCOMPARE(similar.lines().at(3).marks, (QList<Mark>{Mark{14, 1}}));
        QCOMPARE(similar.lines().at(4).marks, (QList<Mark>{Mark{14, 1}}));
    }

    void lineEndings()
    {
        const QString lf = QStringLiteral("SELECT 1\nFROM t\n");
        QVERIFY(StatementDiff::compare(lf, QStringLiteral("SELECT 1\r\nFROM t\r\n")).isIdentical());
        QVERIFY(StatementDiff::compare(lf, QStringLiteral("SELECT 1\rFROM t")).isIdentical());
        // A final newline is no line of its own; a blank last line is.
        QVERIFY(StatementDiff::compare(lf, QStringLiteral("SELECT 1\nFROM t")).isIdentical());
        const StatementDiff blank =
            StatementDiff::compare(lf, QStringLiteral("SELECT 1\nFROM t\n\n"));
        QCOMPARE(blank.addedCount(), 1);
        QCOMPARE(blank.lines().last().text, QString());
        QCOMPARE(StatementDiff::splitLines(QStringLiteral("a\r\nb\r\n")),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(StatementDiff::splitLines(QString()), QStringList());
        QCOMPARE(StatementDiff::splitLines(QStringLiteral("\n\n")),
                 (QStringList{QString(), QString()}));
    }

    void hunksKeepContext()
    {
        QStringList after = numbered(30).split(QLatin1Char('\n'));
        after[2] = QStringLiteral("changed 3");
        after[25] = QStringLiteral("changed 26");
        const StatementDiff far =
            StatementDiff::compare(numbered(30), after.join(QLatin1Char('\n')));
        const auto hunks = far.hunks(3);
        QCOMPARE(hunks.size(), 2);
        QCOMPARE(hunks.at(0).oldStart, 1);
        QCOMPARE(hunks.at(0).oldCount, 6); // lines 1-2, the change, lines 4-6
        QCOMPARE(hunks.at(1).oldStart, 23);
        QCOMPARE(hunks.at(1).oldCount, 7);
        QCOMPARE(hunks.at(1).newStart, 23);
        QCOMPARE(hunks.at(1).lines.first().text, QStringLiteral("line 23"));
        QCOMPARE(hunks.at(1).lines.last().text, QStringLiteral("line 29"));
        QCOMPARE(far.hunks(0).at(0).lines.size(), 2);

        after[25] = QStringLiteral("line 26");
        after[8] = QStringLiteral("changed 9"); // 5 equal lines apart: one hunk with context 3
        const auto near =
            StatementDiff::compare(numbered(30), after.join(QLatin1Char('\n'))).hunks(3);
        QCOMPARE(near.size(), 1);
        QCOMPARE(near.at(0).oldCount, 12);
        QCOMPARE(near.at(0).newCount, 12);
    }

    void minimalAndFaithful_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed = 1; seed <= 40; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }

    void minimalAndFaithful()
    {
        // Random small texts from a tiny alphabet: many repeated lines, the hard case.
        QFETCH(quint32, seed);
        QRandomGenerator random(seed);
        const auto text = [&random] {
            QStringList lines;
            const int n = random.bounded(0, 25);
            for (int i = 0; i < n; ++i)
                lines << QString(QChar(u'a' + random.bounded(0, 4)));
            return lines;
        };
        const QStringList a = text();
        const QStringList b = text();
        const StatementDiff diff =
            StatementDiff::compare(a.join(QLatin1Char('\n')), b.join(QLatin1Char('\n')));
        QCOMPARE(side(diff, Kind::Added), a);
        QCOMPARE(side(diff, Kind::Removed), b);
        const int common = lcs(a, b);
        QCOMPARE(diff.removedCount(), a.size() - common);
        QCOMPARE(diff.addedCount(), b.size() - common);
        QVERIFY(!diff.isApproximate());
    }

    void bigInputsAreFast()
    {
        const QString before = numbered(5000);
        QStringList after = before.split(QLatin1Char('\n'));
        for (int i = 0; i < after.size(); i += 100)
            after[i] = QStringLiteral("edited %1").arg(i);
        after.insert(2500, QStringLiteral("inserted"));

        QElapsedTimer timer;
        timer.start();
        const StatementDiff scattered =
            StatementDiff::compare(before, after.join(QLatin1Char('\n')));
        QCOMPARE(scattered.removedCount(), 50);
        QCOMPARE(scattered.addedCount(), 51);
        QVERIFY(!scattered.isApproximate());
        QCOMPARE(side(scattered, Kind::Removed), after);

        // Nothing in common: past the edit bound the middle is one block, still correct.
        const StatementDiff unrelated =
            StatementDiff::compare(before, numbered(5000, QStringLiteral("other")));
        QVERIFY(unrelated.isApproximate());
        QCOMPARE(unrelated.removedCount(), 5000);
        QCOMPARE(unrelated.addedCount(), 5000);
        QCOMPARE(side(unrelated, Kind::Removed),
                 numbered(5000, QStringLiteral("other")).split(QLatin1Char('\n')));

        // A small change in a big text: only the middle is compared.
        QStringList one = before.split(QLatin1Char('\n'));
        one[4000] = QStringLiteral("SELECT 42");
        const StatementDiff single = StatementDiff::compare(before, one.join(QLatin1Char('\n')));
        QCOMPARE(single.hunks().size(), 1);
        QCOMPARE(single.hunks().at(0).oldStart, 3998);
        QCOMPARE(single.firstChangedNewLine(), 4000);
        const qint64 ms = timer.elapsed();
        QVERIFY2(ms < 2000, qPrintable(QStringLiteral("took %1 ms").arg(ms)));
    }
};

NELUMBO_CORE_TEST_MAIN(TstStatementDiff)
#include "tst_statementdiff.moc"
