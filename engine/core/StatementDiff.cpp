#include "core/StatementDiff.h"

#include <QHash>
#include <optional>
#include <vector>

namespace nelumbo {

namespace {

using Kind = StatementDiff::Kind;

// Myers' O(ND) shortest edit script of a → b, or nullopt past maxEdits. Keeps each round's
// frontier (2d + 1 entries) for the walk back, so memory stays O(D²), not O(D·(N + M)).
std::optional<QList<Kind>> editScript(const std::vector<int>& a, const std::vector<int>& b,
                                      int maxEdits)
{
    const int n = int(a.size());
    const int m = int(b.size());
    const int limit = std::min(n + m, maxEdits);
    std::vector<std::vector<int>> trace;
    int found = -1;
    for (int d = 0; d <= limit && found < 0; ++d) {
        std::vector<int> v(size_t(2 * d + 1));
        for (int k = -d; k <= d; k += 2) {
            int x = 0;
            if (d > 0) {
                const std::vector<int>& p = trace.back(); // round d - 1, index k + d - 1
                const bool down = k == -d || (k != d && p[k - 1 + d - 1] < p[k + 1 + d - 1]);
                x = down ? p[k + 1 + d - 1] : p[k - 1 + d - 1] + 1;
            }
            int y = x - k;
            while (x < n && y < m && a[size_t(x)] == b[size_t(y)]) {
                ++x;
                ++y;
            }
            v[size_t(k + d)] = x;
            if (x >= n && y >= m)
                found = d;
        }
        trace.push_back(std::move(v));
    }
    if (found < 0)
        return std::nullopt;

    QList<Kind> reversed;
    int x = n;
    int y = m;
    for (int d = found; d > 0; --d) {
        const std::vector<int>& p = trace[size_t(d - 1)];
        const int k = x - y;
        const bool down = k == -d || (k != d && p[k - 1 + d - 1] < p[k + 1 + d - 1]);
        const int prevK = down ? k + 1 : k - 1;
        const int prevX = p[size_t(prevK + d - 1)];
        const int prevY = prevX - prevK;
        const int startX = down ? prevX : prevX + 1; // where the snake of round d began
        while (x > startX) {
            reversed << Kind::Equal;
            --x;
            --y;
        }
        reversed << (down ? Kind::Added : Kind::Removed);
        x = prevX;
        y = prevY;
    }
    while (x > 0) {
        reversed << Kind::Equal;
        --x;
    }
    return QList<Kind>(reversed.crbegin(), reversed.crend());
}

// Words, runs of white space, and single other characters: the units of in-line marks.
QStringList tokens(const QString& line)
{
    QStringList out;
    qsizetype i = 0;
    while (i < line.size()) {
        const QChar c = line.at(i);
        qsizetype j = i + 1;
        if (c.isLetterOrNumber() || c == QLatin1Char('_')) {
            while (j < line.size() &&
                   (line.at(j).isLetterOrNumber() || line.at(j) == QLatin1Char('_')))
                ++j;
        } else if (c.isSpace()) {
            while (j < line.size() && line.at(j).isSpace())
                ++j;
        }
        out << line.mid(i, j - i);
        i = j;
    }
    return out;
}

// A small integer per distinct string, so the edit script compares ints.
int idOf(QHash<QString, int>& ids, const QString& text)
{
    auto it = ids.constFind(text);
    if (it == ids.cend())
        it = ids.insert(text, int(ids.size()));
    return it.value();
}

void addMark(QList<StatementDiff::Mark>& marks, int start, int length)
{
    if (!marks.isEmpty() && marks.last().start + marks.last().length == start)
        marks.last().length += length;
    else
        marks << StatementDiff::Mark{start, length};
}

int visibleLength(const QString& text)
{
    int n = 0;
    for (QChar c : text)
        n += !c.isSpace();
    return n;
}

// Marks the differing tokens of a removed line and the added line that replaces it. Lines
// that share less than a third of their visible characters get no marks: their tint says
// it all, and marks on nearly every word would only be noise.
bool markPair(StatementDiff::Line& removed, StatementDiff::Line& added)
{
    constexpr int kMaxLineLength = 2000;
    constexpr int kMaxTokenEdits = 200;
    if (removed.text.size() > kMaxLineLength || added.text.size() > kMaxLineLength)
        return false;
    const QStringList a = tokens(removed.text);
    const QStringList b = tokens(added.text);
    QHash<QString, int> ids;
    std::vector<int> ia;
    std::vector<int> ib;
    for (const QString& t : a)
        ia.push_back(idOf(ids, t));
    for (const QString& t : b)
        ib.push_back(idOf(ids, t));
    const auto script = editScript(ia, ib, kMaxTokenEdits);
    if (!script)
        return false;
    QList<StatementDiff::Mark> removedMarks;
    QList<StatementDiff::Mark> addedMarks;
    int shared = 0;
    int ai = 0;
    int bi = 0;
    int apos = 0;
    int bpos = 0;
    for (Kind k : *script) {
        if (k == Kind::Equal) {
            shared += visibleLength(a.at(ai));
            apos += int(a.at(ai++).size());
            bpos += int(b.at(bi++).size());
        } else if (k == Kind::Removed) {
            const int length = int(a.at(ai++).size());
            addMark(removedMarks, apos, length);
            apos += length;
        } else {
            const int length = int(b.at(bi++).size());
            addMark(addedMarks, bpos, length);
            bpos += length;
        }
    }
    if (shared * 3 < std::max(visibleLength(removed.text), visibleLength(added.text)))
        return false;
    removed.marks = removedMarks;
    added.marks = addedMarks;
    return true;
}

} // namespace

QStringList StatementDiff::splitLines(const QString& text)
{
    QString normal = text;
    normal.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    normal.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    if (normal.endsWith(QLatin1Char('\n')))
        normal.chop(1);
    if (normal.isEmpty() && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return {};
    return normal.split(QLatin1Char('\n'));
}

StatementDiff StatementDiff::compare(const QString& before, const QString& after)
{
    const QStringList a = splitLines(before);
    const QStringList b = splitLines(after);
    StatementDiff diff;

    // The common head and tail cost nothing; only the middle goes through Myers.
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head))
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a.at(a.size() - 1 - tail) == b.at(b.size() - 1 - tail))
        ++tail;

    QHash<QString, int> ids;
    std::vector<int> ia;
    std::vector<int> ib;
    for (qsizetype i = head; i < a.size() - tail; ++i)
        ia.push_back(idOf(ids, a.at(i)));
    for (qsizetype i = head; i < b.size() - tail; ++i)
        ib.push_back(idOf(ids, b.at(i)));

    QList<Kind> script(head, Kind::Equal);
    if (auto middle = editScript(ia, ib, kMaxEdits)) {
        script << *middle;
    } else {
        diff.m_approximate = true;
        script << QList<Kind>(qsizetype(ia.size()), Kind::Removed)
               << QList<Kind>(qsizetype(ib.size()), Kind::Added);
    }
    script << QList<Kind>(tail, Kind::Equal);

    int ai = 0;
    int bi = 0;
    QList<Line> added; // of the change being read, shown after its removed lines
    for (Kind k : std::as_const(script)) {
        if (k != Kind::Added && !added.isEmpty()) {
            diff.m_lines << added;
            added.clear();
        }
        if (k == Kind::Equal) {
            ++ai;
            ++bi;
            diff.m_lines << Line{k, a.at(ai - 1), ai, bi, {}};
        } else if (k == Kind::Removed) {
            ++ai;
            ++diff.m_removed;
            diff.m_lines << Line{k, a.at(ai - 1), ai, 0, {}};
        } else {
            ++bi;
            ++diff.m_added;
            added << Line{k, b.at(bi - 1), 0, bi, {}};
        }
    }
    diff.m_lines << added;
    diff.markWords();
    return diff;
}

void StatementDiff::markWords()
{
    qsizetype i = 0;
    while (i < m_lines.size()) {
        if (m_lines.at(i).kind == Kind::Equal) {
            ++i;
            continue;
        }
        qsizetype removedEnd = i;
        while (removedEnd < m_lines.size() && m_lines.at(removedEnd).kind == Kind::Removed)
            ++removedEnd;
        qsizetype addedEnd = removedEnd;
        while (addedEnd < m_lines.size() && m_lines.at(addedEnd).kind == Kind::Added)
            ++addedEnd;
        // Each added line pairs with the next similar removed line a few lines on, in order;
        // big blocks are rewrites, not edits, and get no marks.
        constexpr qsizetype kMaxBlock = 500;
        constexpr qsizetype kLookAhead = 8;
        if (removedEnd - i <= kMaxBlock && addedEnd - removedEnd <= kMaxBlock) {
            qsizetype next = i;
            for (qsizetype a = removedEnd; a < addedEnd && next < removedEnd; ++a) {
                for (qsizetype r = next; r < std::min(removedEnd, next + kLookAhead); ++r) {
                    if (markPair(m_lines[r], m_lines[a])) {
                        next = r + 1;
                        break;
                    }
                }
            }
        }
        i = addedEnd;
    }
}

QList<StatementDiff::Hunk> StatementDiff::hunks(int context) const
{
    QList<Hunk> out;
    context = std::max(context, 0);
    const auto n = m_lines.size();
    qsizetype i = 0;
    while (i < n) {
        while (i < n && m_lines.at(i).kind == Kind::Equal)
            ++i;
        if (i == n)
            break;
        // Grow the hunk while the next change is within 2 × context equal lines.
        const qsizetype begin = std::max<qsizetype>(0, i - context);
        qsizetype end = i;
        while (end < n) {
            qsizetype equal = end;
            while (equal < n && m_lines.at(equal).kind == Kind::Equal)
                ++equal;
            if (equal == n || equal - end > 2 * context) {
                end = std::min(n, end + context);
                break;
            }
            end = equal;
            while (end < n && m_lines.at(end).kind != Kind::Equal)
                ++end;
        }
        Hunk h;
        h.lines = m_lines.mid(begin, end - begin);
        int oldBefore = 0; // lines of each side before the hunk
        int newBefore = 0;
        for (qsizetype j = 0; j < begin; ++j) {
            oldBefore += m_lines.at(j).kind != Kind::Added;
            newBefore += m_lines.at(j).kind != Kind::Removed;
        }
        for (const Line& l : std::as_const(h.lines)) {
            h.oldCount += l.kind != Kind::Added;
            h.newCount += l.kind != Kind::Removed;
        }
        h.oldStart = h.oldCount > 0 ? oldBefore + 1 : oldBefore;
        h.newStart = h.newCount > 0 ? newBefore + 1 : newBefore;
        out << h;
        i = end;
    }
    return out;
}

int StatementDiff::firstChangedNewLine() const
{
    int newLine = 0;
    for (const Line& l : m_lines) {
        if (l.kind != Kind::Equal)
            return newLine;
        ++newLine;
    }
    return -1;
}

QString StatementDiff::unified(int context) const
{
    QString out;
    for (const Hunk& h : hunks(context)) {
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n")
                   .arg(h.oldStart)
                   .arg(h.oldCount)
                   .arg(h.newStart)
                   .arg(h.newCount);
        for (const Line& l : h.lines) {
            const QChar sign = l.kind == Kind::Equal     ? QLatin1Char(' ')
                               : l.kind == Kind::Removed ? QLatin1Char('-')
                                                         : QLatin1Char('+');
            out += sign + l.text + QLatin1Char('\n');
        }
    }
    return out;
}

} // namespace nelumbo
