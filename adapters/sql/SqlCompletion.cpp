#include "SqlCompletion.h"

#include "SqlIdentifier.h"
#include "SqlLanguage.h"
#include "SqlTokenizer.h"

#include <QRegularExpression>
#include <QSet>

namespace nelumbo {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$');
}

// One piece of a statement's code: a word, a quoted name, a bracket or other symbol.
struct Piece
{
    enum Kind
    {
        Word,
        Quoted,
        Open,
        Close,
        Symbol,
        Literal // strings, numbers, variables
    };
    Kind kind = Symbol;
    QString text; // a quoted name without its quotes
    qsizetype begin = 0;
    qsizetype end = 0;

    bool isName() const { return kind == Word || kind == Quoted; }
    bool isWord(const char* upper) const
    {
        return kind == Word && text.compare(QLatin1String(upper), Qt::CaseInsensitive) == 0;
    }
    bool isSymbol(char c) const { return kind == Symbol && text == QLatin1Char(c); }
    WrittenName written() const { return WrittenName{text, kind == Quoted}; }
};

QString unquote(const QString& token)
{
    if (token.size() < 2)
        return token.mid(1);
    const QChar open = token.front();
    const QChar close = open == QLatin1Char('[') ? QLatin1Char(']') : open;
    QString inner = token.mid(1, token.size() - (token.back() == close ? 2 : 1));
    return inner.replace(QString(2, close), QString(close));
}

QList<Piece> piecesOf(const SqlTokens& tokens)
{
    static const QRegularExpression word(
        QStringLiteral("[\\p{L}_][\\p{L}\\p{N}_$]*|\\d[\\w.]*|\\S"));
    QList<Piece> pieces;
    for (const SqlToken& token : tokens) {
        const qsizetype end = token.offset + token.text.size();
        if (token.is(SqlToken::QuotedIdentifier)) {
            pieces << Piece{Piece::Quoted, unquote(token.text), token.offset, end};
        } else if (token.is(SqlToken::Code)) {
            auto it = word.globalMatch(token.text);
            while (it.hasNext()) {
                const auto m = it.next();
                const QString t = m.captured();
                Piece p{Piece::Symbol, t, token.offset + m.capturedStart(),
                        token.offset + m.capturedEnd()};
                if (t.front().isLetter() || t.front() == QLatin1Char('_'))
                    p.kind = Piece::Word;
                else if (t.front().isDigit())
                    p.kind = Piece::Literal;
                else if (t == QLatin1String("("))
                    p.kind = Piece::Open;
                else if (t == QLatin1String(")"))
                    p.kind = Piece::Close;
                pieces << p;
            }
        } else if (!token.is(SqlToken::Comment)) {
            pieces << Piece{Piece::Literal, token.text, token.offset, end};
        }
    }
    return pieces;
}

// The index of the bracket closing the one at open, or the last piece's index + 1.
qsizetype closing(const QList<Piece>& pieces, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < pieces.size(); ++i) {
        if (pieces[i].kind == Piece::Open)
            ++depth;
        else if (pieces[i].kind == Piece::Close && --depth == 0)
            return i;
    }
    return pieces.size();
}

// Reads the relations of one statement: CTEs, then tables and subqueries after FROM, JOIN,
// UPDATE, INTO and TABLE, with their aliases.
class ScopeReader
{
public:
    ScopeReader(const SqlLanguage& language, const QList<Piece>& pieces)
        : m_language(language)
        , m_pieces(pieces)
    {
        for (const QString& k : language.keywords())
            m_keywords.insert(k.toLower());
        for (const char* k :
             {"where",  "join",   "on",     "using",   "left",          "right",  "inner",
              "outer",  "full",   "cross",  "natural", "group",         "order",  "limit",
              "set",    "values", "select", "union",   "having",        "window", "returning",
              "offset", "fetch",  "for",    "lateral", "straight_join", "default"})
            m_keywords.insert(QLatin1String(k));
    }

    QList<CompletionRelation> ctes;
    QList<CompletionRelation> scope;

    void read()
    {
        for (qsizetype i = 0; i < m_pieces.size(); ++i) {
            const Piece& p = m_pieces[i];
            if (p.isWord("WITH"))
                readCtes(i + 1);
        }
        for (qsizetype i = 0; i < m_pieces.size(); ++i) {
            const Piece& p = m_pieces[i];
            if (p.isWord("FROM") || p.isWord("JOIN") || p.isWord("UPDATE") || p.isWord("INTO") ||
                p.isWord("TABLE"))
                readRelations(i + 1, p.isWord("FROM"));
        }
    }

    bool isKeyword(const Piece& p) const
    {
        return p.kind == Piece::Word && m_keywords.contains(p.text.toLower());
    }

    // The output columns of a SELECT between two pieces (exclusive).
    QStringList outputColumns(qsizetype from, qsizetype to) const
    {
        qsizetype i = from;
        while (i < to && !m_pieces[i].isWord("SELECT")) {
            if (m_pieces[i].kind == Piece::Open)
                i = closing(m_pieces, i);
            ++i;
        }
        if (i >= to)
            return {};
        ++i;
        QStringList columns;
        QList<Piece> item;
        const auto endItem = [&] {
            if (!item.isEmpty()) {
                const Piece& last = item.last();
                const bool single = item.size() == 1;
                const bool dotted = item.size() >= 2 && item[item.size() - 2].isSymbol('.');
                const bool named = item.size() >= 2 && item[item.size() - 2].isWord("AS");
                if (last.isName() &&
                    (single || dotted || named ||
                     (!isKeyword(last) && item[item.size() - 2].kind != Piece::Symbol)))
                    columns << m_language.foldName(last.written());
            }
            item.clear();
        };
        for (; i < to; ++i) {
            const Piece& p = m_pieces[i];
            if (p.isWord("FROM") || p.isWord("INTO") || p.isWord("UNION"))
                break;
            if (p.isWord("DISTINCT") || p.isWord("ALL"))
                continue;
            if (p.kind == Piece::Open) {
                const qsizetype c = closing(m_pieces, i);
                item << Piece{Piece::Literal, QStringLiteral("(…)"), p.begin, p.end};
                i = c;
                continue;
            }
            if (p.isSymbol(',')) {
                endItem();
                continue;
            }
            item << p;
        }
        endItem();
        return columns;
    }

private:
    void readCtes(qsizetype i)
    {
        if (i < m_pieces.size() && m_pieces[i].isWord("RECURSIVE"))
            ++i;
        while (i < m_pieces.size() && m_pieces[i].isName()) {
            CompletionRelation cte;
            cte.name = m_pieces[i].written();
            cte.derived = true;
            ++i;
            if (i < m_pieces.size() && m_pieces[i].kind == Piece::Open) {
                const qsizetype c = closing(m_pieces, i);
                for (qsizetype j = i + 1; j < c; ++j)
                    if (m_pieces[j].isName())
                        cte.columns << m_language.foldName(m_pieces[j].written());
                i = c + 1;
            }
            if (i >= m_pieces.size() || !m_pieces[i].isWord("AS"))
                return;
            ++i;
            while (i < m_pieces.size() &&
                   (m_pieces[i].isWord("NOT") || m_pieces[i].isWord("MATERIALIZED")))
                ++i;
            if (i >= m_pieces.size() || m_pieces[i].kind != Piece::Open)
                return;
            const qsizetype c = closing(m_pieces, i);
            if (cte.columns.isEmpty())
                cte.columns = outputColumns(i + 1, c);
            ctes << cte;
            i = c + 1;
            if (i >= m_pieces.size() || !m_pieces[i].isSymbol(','))
                return;
            ++i;
        }
    }

    void readRelations(qsizetype i, bool list)
    {
        while (i < m_pieces.size()) {
            CompletionRelation r;
            if (m_pieces[i].kind == Piece::Open) {
                const qsizetype c = closing(m_pieces, i);
                r.derived = true;
                r.columns = outputColumns(i + 1, c);
                i = c + 1;
            } else if (m_pieces[i].isName() && !isKeyword(m_pieces[i])) {
                r.name = m_pieces[i].written();
                ++i;
                if (i + 1 < m_pieces.size() && m_pieces[i].isSymbol('.') &&
                    m_pieces[i + 1].isName()) {
                    r.schema = r.name;
                    r.name = m_pieces[i + 1].written();
                    i += 2;
                }
                if (i < m_pieces.size() && m_pieces[i].kind == Piece::Open)
                    return; // a function, or INSERT's column list
            } else {
                return;
            }
            if (i < m_pieces.size() && m_pieces[i].isWord("AS"))
                ++i;
            if (i < m_pieces.size() && m_pieces[i].isName() && !isKeyword(m_pieces[i])) {
                r.alias = m_pieces[i].written();
                ++i;
            }
            if (r.derived) {
                if (r.alias.text.isEmpty())
                    return;
                r.name = r.alias;
            } else if (r.schema.text.isEmpty()) {
                for (const CompletionRelation& cte : std::as_const(ctes))
                    if (m_language.sameName(r.name, m_language.foldName(cte.name))) {
                        r.derived = true;
                        r.columns = cte.columns;
                    }
            }
            scope << r;
            if (!list || i >= m_pieces.size() || !m_pieces[i].isSymbol(','))
                return;
            ++i;
        }
    }

    const SqlLanguage& m_language;
    const QList<Piece>& m_pieces;
    QSet<QString> m_keywords;
};

// The statement the cursor is in: from the start of its statement (or just after the
// separator before the cursor) to the start of the next.
StatementRange segmentAt(const SqlLanguage& language, QStringView text, qsizetype cursor)
{
    StatementRange segment{0, text.size()};
    for (const StatementRange& r : language.split(text)) {
        if (r.begin <= cursor) {
            segment.begin = r.begin;
            if (cursor > r.end) {
                const qsizetype semicolon =
                    text.mid(r.end, cursor - r.end).indexOf(QLatin1Char(';'));
                if (semicolon >= 0)
                    segment.begin = r.end + semicolon + 1;
            }
        } else {
            segment.end = r.begin;
            break;
        }
    }
    return segment;
}

} // namespace

SqlCompletion::SqlCompletion(const SqlLanguage& language)
    : m_language(language)
{}

QString SqlCompletion::writtenName(const QString& stored, bool quoted) const
{
    static const QRegularExpression plain(QStringLiteral("^[\\p{L}_][\\p{L}\\p{N}_$]*$"));
    const bool folds = m_language.foldName(WrittenName{stored, false}) != stored;
    if (quoted || folds || !plain.match(stored).hasMatch() ||
        m_language.keywords().contains(stored.toLower()))
        return SqlIdentifier::quote(stored, m_language.dialect());
    return stored;
}

CompletionContext SqlCompletion::contextAt(QStringView text, qsizetype cursor) const
{
    using Position = CompletionContext::Position;
    cursor = qBound<qsizetype>(0, cursor, text.size());
    const StatementRange segment = segmentAt(m_language, text, cursor);
    const QString seg = text.mid(segment.begin, segment.length()).toString();
    const qsizetype c = cursor - segment.begin;
    const qsizetype base = segment.begin;

    CompletionContext context;
    context.replaceStart = context.replaceEnd = cursor;

    // `{{name` before the cursor: the tab's variables, also inside a literal.
    static const QRegularExpression variable(QStringLiteral("\\{\\{([A-Za-z_][A-Za-z0-9_]*)?$"));
    if (const auto m = variable.match(QStringView(seg).left(c)); m.hasMatch()) {
        context.position = Position::Variable;
        context.prefix = m.captured(1);
        context.replaceStart = base + (m.hasCaptured(1) ? m.capturedStart(1) : c);
        qsizetype end = c;
        while (end < seg.size() && isWordChar(seg[end]))
            ++end;
        context.replaceEnd = base + end;
        return context;
    }

    const SqlTokens tokens = SqlTokenizer::tokenize(seg, m_language.dialect());
    qsizetype start = c, end = c;
    for (const SqlToken& t : tokens) {
        const qsizetype tokenEnd = t.offset + t.text.size();
        if (c <= t.offset || c > tokenEnd)
            continue;
        const bool inside = c < tokenEnd || !t.terminated;
        if (t.is(SqlToken::Comment)) {
            // Only a comment that ended (its line, or */) lies behind the cursor.
            const bool ended =
                c == tokenEnd && t.terminated &&
                (t.text.endsWith(QLatin1Char('\n')) || t.text.endsWith(QLatin1String("*/")));
            if (!ended)
                return context; // Position::None
        }
        if (t.is(SqlToken::String) && inside)
            return context;
        if (t.is(SqlToken::QuotedIdentifier) && inside) {
            context.quoted = true;
            start = t.offset;
            end = t.terminated ? tokenEnd : c;
            context.prefix = seg.mid(t.offset + 1, c - t.offset - 1);
        }
        break;
    }
    if (!context.quoted) {
        while (start > 0 && isWordChar(seg[start - 1]))
            --start;
        while (end < seg.size() && isWordChar(seg[end]))
            ++end;
        context.prefix = seg.mid(start, c - start);
    }
    context.replaceStart = base + start;
    context.replaceEnd = base + end;

    const QList<Piece> pieces = piecesOf(tokens);
    // The qualifier: dotted names right before the name.
    qsizetype nameStart = start;
    qsizetype before = -1; // the last piece before the name and its qualifier
    for (qsizetype i = 0; i < pieces.size() && pieces[i].end <= start; ++i)
        before = i;
    while (before >= 1 && pieces[before].isSymbol('.') && pieces[before].end == nameStart &&
           pieces[before - 1].isName() && pieces[before - 1].end == pieces[before].begin) {
        context.qualifier.prepend(pieces[before - 1].written());
        nameStart = pieces[before - 1].begin;
        before -= 2;
    }

    // Relations of the whole statement, without the name being typed.
    QList<Piece> others;
    for (const Piece& p : pieces)
        if (p.end <= nameStart || p.begin >= end)
            others << p;
    ScopeReader scope(m_language, others);
    scope.read();
    context.scope = scope.scope;

    for (qsizetype i = before; i >= 0; --i)
        if (scope.isKeyword(pieces[i])) {
            context.lowerCase = pieces[i].text == pieces[i].text.toLower();
            break;
        }

    if (!context.qualifier.isEmpty()) {
        context.position = Position::Member;
        const QList<WrittenName>& q = context.qualifier;
        for (qsizetype i = 0; i < context.scope.size() && context.qualifierRelation < 0; ++i) {
            const CompletionRelation& r = context.scope[i];
            const auto means = [&](const WrittenName& written, const WrittenName& name) {
                return !name.text.isEmpty() &&
                       m_language.sameName(written, m_language.foldName(name));
            };
            if (q.size() == 1 &&
                (means(q[0], r.alias) || (r.alias.text.isEmpty() && means(q[0], r.name))))
                context.qualifierRelation = int(i);
            else if (q.size() == 2 && means(q[0], r.schema) && means(q[1], r.name))
                context.qualifierRelation = int(i);
        }
        // Aliases win over table names of another relation.
        for (qsizetype i = 0; q.size() == 1 && i < context.scope.size(); ++i)
            if (!context.scope[i].alias.text.isEmpty() &&
                m_language.sameName(q[0], m_language.foldName(context.scope[i].alias)))
                context.qualifierRelation = int(i);
        return context;
    }

    // The clause: the nearest clause word before the name at this bracket level.
    const Piece* previous = before >= 0 ? &pieces[before] : nullptr;
    QString clause;
    int depth = 0;
    for (qsizetype i = before; i >= 0 && clause.isEmpty(); --i) {
        const Piece& p = pieces[i];
        if (p.kind == Piece::Close) {
            ++depth;
        } else if (p.kind == Piece::Open) {
            depth = std::max(0, depth - 1);
        } else if (depth == 0 && p.kind == Piece::Word) {
            static const QSet<QString> clauses{
                QStringLiteral("SELECT"), QStringLiteral("FROM"),   QStringLiteral("JOIN"),
                QStringLiteral("WHERE"),  QStringLiteral("ON"),     QStringLiteral("BY"),
                QStringLiteral("HAVING"), QStringLiteral("SET"),    QStringLiteral("INTO"),
                QStringLiteral("UPDATE"), QStringLiteral("TABLE"),  QStringLiteral("VALUES"),
                QStringLiteral("USING"),  QStringLiteral("WITH"),   QStringLiteral("RETURNING"),
                QStringLiteral("LIMIT"),  QStringLiteral("OFFSET"), QStringLiteral("AS")};
            const QString upper = p.text.toUpper();
            if (clauses.contains(upper))
                clause = upper;
        }
    }
    const auto previousIs = [&](const char* word) { return previous && previous->isWord(word); };
    if (previousIs("FROM") || previousIs("JOIN") || previousIs("UPDATE") || previousIs("INTO") ||
        previousIs("TABLE") ||
        (previous && previous->isSymbol(',') && clause == QLatin1String("FROM"))) {
        context.position = Position::Relation;
        for (const CompletionRelation& cte : std::as_const(scope.ctes))
            context.words << CompletionWord{m_language.foldName(cte.name), QStringLiteral("CTE")};
    } else if (clause.isEmpty() || clause == QLatin1String("WITH") ||
               clause == QLatin1String("AS") || clause == QLatin1String("LIMIT") ||
               clause == QLatin1String("OFFSET")) {
        context.position = Position::Keyword;
        if (clause.isEmpty())
            for (const char* w : {"select", "with", "insert", "update", "delete", "explain"})
                context.words << CompletionWord{QLatin1String(w), {}};
    } else if (clause == QLatin1String("FROM") || clause == QLatin1String("JOIN") ||
               clause == QLatin1String("UPDATE") || clause == QLatin1String("INTO") ||
               clause == QLatin1String("TABLE")) {
        // After a relation (and its alias): the clauses that may follow it.
        context.position = Position::Keyword;
        for (const char* w : {"where", "join", "inner", "left", "on", "using", "group", "order",
                              "having", "limit", "union", "as", "set", "values"})
            context.words << CompletionWord{QLatin1String(w), {}};
    } else {
        context.position = Position::Column;
    }
    return context;
}

} // namespace nelumbo
