#include "eval/EvalScoring.h"

#include "core/ExactNumber.h"
#include "core/TextExport.h"

#include <QDate>
#include <QDateTime>
#include <QRegularExpression>
#include <QTime>
#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace nelumbo::EvalScoring {

namespace {

constexpr int kMaxVariants = 256;
constexpr int kMaxAssignments = 20000;

// Calls visit(index, depth) for every character outside quoted text; depth counts parentheses.
template <typename Visit> void scanUnquoted(const QString& text, Visit visit)
{
    QChar quote;
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'\'' || c == u'"') {
            quote = c;
            continue;
        }
        if (c == u'(')
            ++depth;
        else if (c == u')')
            depth = std::max(0, depth - 1);
        visit(i, depth);
    }
}

QStringList splitStatements(const QString& text)
{
    QList<qsizetype> cuts;
    scanUnquoted(text, [&](qsizetype i, int) {
        if (text.at(i) == u';')
            cuts.append(i);
    });
    QStringList out;
    qsizetype from = 0;
    cuts.append(text.size());
    for (qsizetype cut : std::as_const(cuts)) {
        const QString part = text.mid(from, cut - from).trimmed();
        if (!part.isEmpty())
            out.append(part);
        from = cut + 1;
    }
    return out;
}

struct BraceGroup
{
    qsizetype start = 0;
    qsizetype end = 0; // one past '}'
    QStringList alternatives;
};

QStringList splitAlternatives(const QString& inner)
{
    QStringList out;
    qsizetype from = 0;
    scanUnquoted(inner, [&](qsizetype i, int depth) {
        if (depth == 0 && inner.at(i) == u',') {
            out.append(inner.mid(from, i - from).trimmed());
            from = i + 1;
        }
    });
    out.append(inner.mid(from).trimmed());
    out.removeAll(QString());
    return out;
}

QList<BraceGroup> braceGroups(const QString& statement)
{
    QList<BraceGroup> groups;
    qsizetype open = -1;
    scanUnquoted(statement, [&](qsizetype i, int) {
        if (statement.at(i) == u'{')
            open = i;
        else if (statement.at(i) == u'}' && open >= 0) {
            groups.append({open, i + 1, splitAlternatives(statement.mid(open + 1, i - open - 1))});
            open = -1;
        }
    });
    return groups;
}

void expand(const QString& statement, QStringList& out)
{
    const QList<BraceGroup> groups = braceGroups(statement);
    QList<int> choosing; // the groups with alternatives
    for (int g = 0; g < groups.size(); ++g) {
        if (!groups.at(g).alternatives.isEmpty())
            choosing.append(g);
    }
    if (choosing.isEmpty()) {
        out.append(statement);
        return;
    }
    QList<int> pick(choosing.size(), 0);
    while (out.size() < kMaxVariants) {
        QString text;
        qsizetype from = 0;
        QString last;
        int c = 0;
        for (const BraceGroup& group : groups) {
            text += statement.mid(from, group.start - from);
            if (!group.alternatives.isEmpty())
                last = group.alternatives.at(pick.at(c++));
            text += last;
            from = group.end;
        }
        text += statement.mid(from);
        out.append(text);
        int k = int(pick.size()) - 1;
        while (k >= 0 && ++pick[k] == groups.at(choosing.at(k)).alternatives.size())
            pick[k--] = 0;
        if (k < 0)
            break;
    }
}

QString numberKey(double d)
{
    if (std::isnan(d))
        return u"n:nan"_s;
    if (d == 0)
        return u"n:0"_s; // -0 too
    return u"n:"_s + QString::number(d, 'g', 10);
}

using Column = QStringList; // the keys of one column, in row order

QList<Column> columnsOf(const EvalTable& table)
{
    QList<Column> columns(table.columns.size());
    for (const QVariantList& row : table.rows) {
        for (int c = 0; c < columns.size(); ++c)
            columns[c].append(cellKey(row.value(c)));
    }
    return columns;
}

Column sorted(Column column)
{
    std::sort(column.begin(), column.end());
    return column;
}

// Rows of the generated columns picked, in gold column order.
bool sameRows(const QList<Column>& gold, const QList<Column>& generated, const QList<int>& pick,
              bool ordered)
{
    const qsizetype rows = gold.isEmpty() ? 0 : gold.first().size();
    QStringList a, b;
    a.reserve(rows);
    b.reserve(rows);
    for (qsizetype r = 0; r < rows; ++r) {
        QString x, y;
        for (int c = 0; c < gold.size(); ++c) {
            x += gold.at(c).at(r) + u'\x1f';
            y += generated.at(pick.at(c)).at(r) + u'\x1f';
        }
        a.append(x);
        b.append(y);
    }
    if (!ordered) {
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
    }
    return a == b;
}

} // namespace

QStringList goldVariants(const QString& gold)
{
    QStringList out;
    for (const QString& statement : splitStatements(gold)) {
        QStringList expanded;
        expand(statement, expanded);
        for (const QString& s : std::as_const(expanded)) {
            if (!out.contains(s) && out.size() < kMaxVariants)
                out.append(s);
        }
    }
    return out;
}

bool ordersRows(const QString& statement)
{
    static const QRegularExpression orderBy(u"\\border\\s+by\\b"_s,
                                            QRegularExpression::CaseInsensitiveOption);
    QString outer = statement;
    // Quoted text and parenthesised parts (subqueries, window definitions) do not count.
    for (qsizetype i = 0; i < outer.size(); ++i)
        outer[i] = u' ';
    scanUnquoted(statement, [&](qsizetype i, int depth) {
        if (depth == 0 && statement.at(i) != u'(')
            outer[i] = statement.at(i);
    });
    return orderBy.match(outer).hasMatch();
}

QString cellKey(const QVariant& value)
{
    if (value.isNull() || !value.isValid())
        return u"null"_s;
    if (value.metaType() == QMetaType::fromType<ExactNumber>())
        return numberKey(value.value<ExactNumber>().toDouble());
    if (TextExport::isNumber(value))
        return numberKey(value.toDouble());
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool() ? u"b:1"_s : u"b:0"_s;
    case QMetaType::QDate:
        return u"s:"_s + value.toDate().toString(Qt::ISODate);
    case QMetaType::QDateTime:
        return u"s:"_s + value.toDateTime().toString(Qt::ISODateWithMs);
    case QMetaType::QTime:
        return u"s:"_s + value.toTime().toString(Qt::ISODateWithMs);
    default:
        return u"s:"_s + value.toString();
    }
}

EvalMatch compare(const EvalTable& gold, const EvalTable& generated, bool ordered)
{
    if (gold.rows.size() != generated.rows.size() || gold.columns.isEmpty() ||
        generated.columns.size() < gold.columns.size())
        return EvalMatch::None;
    const QList<Column> g = columnsOf(gold);
    const QList<Column> h = columnsOf(generated);
    // Candidates per gold column: generated columns holding the same values.
    QList<QList<int>> candidates(g.size());
    QList<Column> hSorted;
    for (const Column& column : h)
        hSorted.append(sorted(column));
    for (int c = 0; c < g.size(); ++c) {
        const Column want = sorted(g.at(c));
        for (int d = 0; d < h.size(); ++d) {
            if (hSorted.at(d) == want)
                candidates[c].append(d);
        }
        if (candidates.at(c).isEmpty())
            return EvalMatch::None;
    }
    // Tries every one-to-one choice of generated columns until the rows agree.
    QList<int> pick(g.size(), -1);
    QList<bool> used(h.size(), false);
    int tries = 0;
    std::function<bool(int)> choose = [&](int c) -> bool {
        if (c == g.size())
            return ++tries <= kMaxAssignments && sameRows(g, h, pick, ordered);
        for (int d : candidates.at(c)) {
            if (used.at(d))
                continue;
            used[d] = true;
            pick[c] = d;
            if (choose(c + 1))
                return true;
            used[d] = false;
            if (tries > kMaxAssignments)
                return false;
        }
        return false;
    };
    if (!choose(0))
        return EvalMatch::None;
    return g.size() == h.size() ? EvalMatch::Exact : EvalMatch::Subset;
}

} // namespace nelumbo::EvalScoring
