#include "SqlFormatter.h"

#include "SqlTokenizer.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>

namespace nelumbo {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SqlFormatter)
};

// One significant piece of the text, with what stood before it in the original.
struct Lexeme
{
    enum Kind : quint8
    {
        Word,        // keyword or unquoted name
        Value,       // number, string, quoted name, {{variable}}, ? / $1 marker
        Block,       // a whole [[ … ]] optional block, verbatim
        LineComment, // -- … or # …, without the line break
        BlockComment,
        Open,
        Close,
        Comma,
        Semicolon,
        Dot,
        Operator,
    };
    Kind kind = Word;
    QString text;
    QString upper;              // Word: the text in upper case
    bool spaceBefore = false;   // white space (or a comment) before it in the original
    bool newlineBefore = false; // a line break before it (or it starts the text)
    bool newlineAfter = false;  // comments: a line break right after it

    bool isWord(QStringView w) const { return kind == Word && upper == w; }
    bool isOperator(QStringView o) const { return kind == Operator && text == o; }
    bool isComment() const { return kind == LineComment || kind == BlockComment; }
};

Error unterminated(const SqlToken& token)
{
    return bilingualError<Tr>(ErrorCode::UnterminatedText,
                              QT_TRANSLATE_NOOP("nelumbo::SqlFormatter",
                                                "Not formatted: the quote or comment at character "
                                                "%1 does not end"),
                              QString::number(token.offset + 1));
}

// As PostgreSQL, MySQL and SQLite read a statement: white space is ASCII only, and every
// character outside ASCII (accents, combining marks, U+FFFD, a no-break space) belongs to a
// name, so "select\u0F8D" is one name and "a\u00A0b" is not two.
bool isSpace(QChar c)
{
    return c == QLatin1Char(' ') || (c >= QLatin1Char('\t') && c <= QLatin1Char('\r'));
}

// Digits are ASCII only: U+07C8 (an NKo digit) is a name character to the databases.
bool isDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

bool isNameStart(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c == QLatin1Char('_') ||
           c.unicode() >= 0x80;
}

bool isNameChar(QChar c)
{
    return isNameStart(c) || isDigit(c) || c == QLatin1Char('$');
}

// Operators of several characters kept together (longest first).
const QStringList& multiCharOperators()
{
    static const QStringList ops{
        QStringLiteral("->>"), QStringLiteral("#>>"), QStringLiteral("<=>"), QStringLiteral("!~*"),
        QStringLiteral("::"),  QStringLiteral("<="),  QStringLiteral(">="),  QStringLiteral("<>"),
        QStringLiteral("!="),  QStringLiteral("||"),  QStringLiteral(":="),  QStringLiteral("->"),
        QStringLiteral("#>"),  QStringLiteral("@>"),  QStringLiteral("<@"),  QStringLiteral("<<"),
        QStringLiteral(">>"),  QStringLiteral("&&"),  QStringLiteral("~*"),  QStringLiteral("!~"),
        QStringLiteral("=>"),  QStringLiteral("=="),
    };
    return ops;
}

// Operators written with a space on each side; the others keep the spacing they had.
bool isSpacedOperator(const QString& op)
{
    static const QSet<QString> spaced{
        QStringLiteral("="),  QStringLiteral("<"),   QStringLiteral(">"),  QStringLiteral("<="),
        QStringLiteral(">="), QStringLiteral("<>"),  QStringLiteral("!="), QStringLiteral("+"),
        QStringLiteral("-"),  QStringLiteral("*"),   QStringLiteral("/"),  QStringLiteral("%"),
        QStringLiteral("||"), QStringLiteral(":="),  QStringLiteral("=="), QStringLiteral("<=>"),
        QStringLiteral("->"), QStringLiteral("->>"),
    };
    return spaced.contains(op);
}

class Lexer
{
public:
    explicit Lexer(const SqlDialect& dialect)
        : m_dialect(dialect)
    {}

    Result<QList<Lexeme>> run(QStringView text);

private:
    void scanCode(QStringView code);
    void push(Lexeme::Kind kind, const QString& text);

    const SqlDialect& m_dialect;
    QList<Lexeme> m_out;
    bool m_space = false;
    bool m_newline = true;
};

void Lexer::push(Lexeme::Kind kind, const QString& text)
{
    Lexeme l;
    l.kind = kind;
    l.text = text;
    if (kind == Lexeme::Word)
        l.upper = text.toUpper();
    l.spaceBefore = m_space || m_newline;
    l.newlineBefore = m_newline;
    m_out.append(l);
    m_space = false;
    m_newline = false;
}

Result<QList<Lexeme>> Lexer::run(QStringView text)
{
    const SqlTokens tokens = SqlTokenizer::tokenize(text, m_dialect);
    for (qsizetype k = 0; k < tokens.size(); ++k) {
        const SqlToken& t = tokens.at(k);
        if (!t.terminated)
            return unterminated(t);
        switch (t.kind) {
        case SqlToken::Code:
            scanCode(t.text);
            break;
        case SqlToken::Comment: {
            const bool line = !t.text.startsWith(QLatin1String("/*"));
            QString body = t.text;
            if (line) {
                while (!body.isEmpty() && body.back().isSpace())
                    body.chop(1);
            }
            if (!m_out.isEmpty() && m_out.last().isComment() && !m_newline && !m_space)
                m_space = true;
            push(line ? Lexeme::LineComment : Lexeme::BlockComment, body);
            // What follows a line comment is on the next line.
            m_newline = line;
            break;
        }
        case SqlToken::String:
        case SqlToken::QuotedIdentifier:
        case SqlToken::Variable:
            push(Lexeme::Value, t.text);
            break;
        case SqlToken::BlockOpen: {
            // The block verbatim, nested blocks included.
            QString block = t.text;
            int depth = 1;
            while (depth > 0 && ++k < tokens.size()) {
                const SqlToken& inner = tokens.at(k);
                if (!inner.terminated)
                    return unterminated(inner);
                if (inner.kind == SqlToken::BlockOpen)
                    ++depth;
                else if (inner.kind == SqlToken::BlockClose)
                    --depth;
                block += inner.text;
            }
            push(Lexeme::Block, block);
            break;
        }
        case SqlToken::BlockClose:
            push(Lexeme::Operator, t.text);
            break;
        }
    }
    // Comments learn whether a line break followed them.
    for (qsizetype i = 0; i + 1 < m_out.size(); ++i)
        m_out[i].newlineAfter = m_out.at(i + 1).newlineBefore;
    if (!m_out.isEmpty())
        m_out.last().newlineAfter = true;
    return m_out;
}

void Lexer::scanCode(QStringView code)
{
    const qsizetype n = code.size();
    qsizetype i = 0;
    const auto at = [&](qsizetype j) { return j < n ? code[j] : QChar(); };
    while (i < n) {
        const QChar c = code[i];
        if (isSpace(c)) {
            m_space = true;
            if (c == QLatin1Char('\n'))
                m_newline = true;
            ++i;
            continue;
        }
        qsizetype j = i + 1;
        Lexeme::Kind kind = Lexeme::Operator;
        const bool qualifierBefore =
            !m_space && !m_newline && !m_out.isEmpty() &&
            (m_out.last().kind == Lexeme::Word || m_out.last().kind == Lexeme::Value ||
             m_out.last().kind == Lexeme::Close);
        if (isNameStart(c) ||
            (c == QLatin1Char('$') && (isDigit(at(i + 1)) || isNameStart(at(i + 1))))) {
            while (j < n && isNameChar(code[j]))
                ++j;
            kind = Lexeme::Word;
        } else if (isDigit(c) ||
                   (c == QLatin1Char('.') && isDigit(at(i + 1)) && !qualifierBefore)) {
            while (j < n && (isDigit(code[j]) || code[j] == QLatin1Char('.')))
                ++j;
            if ((at(j) == QLatin1Char('e') || at(j) == QLatin1Char('E')) &&
                (isDigit(at(j + 1)) ||
                 ((at(j + 1) == QLatin1Char('+') || at(j + 1) == QLatin1Char('-')) &&
                  isDigit(at(j + 2)))))
                j += 2;
            while (j < n && isNameChar(code[j]))
                ++j;
            kind = Lexeme::Value;
        } else if (c == QLatin1Char('(')) {
            kind = Lexeme::Open;
        } else if (c == QLatin1Char(')')) {
            kind = Lexeme::Close;
        } else if (c == QLatin1Char(',')) {
            kind = Lexeme::Comma;
        } else if (c == QLatin1Char(';')) {
            kind = Lexeme::Semicolon;
        } else if (c == QLatin1Char('.')) {
            kind = Lexeme::Dot;
        } else if (c == QLatin1Char('?')) {
            kind = Lexeme::Value;
        } else {
            for (const QString& op : multiCharOperators()) {
                if (code.mid(i).startsWith(op)) {
                    j = i + op.size();
                    break;
                }
            }
        }
        push(kind, code.mid(i, j - i).toString());
        i = j;
    }
}

// Clauses of one query level, as far as layout cares.
enum class Clause : quint8
{
    None,
    Select,
    From,
    Join,
    JoinCondition,
    Condition, // WHERE, HAVING
    With,
    Other,
};

struct Frame
{
    bool query = false;   // a statement or a parenthesised subquery
    bool bracket = false; // [ … ] in code
    int base = 0;         // indent of the query's clauses
    int openIndent = 0;   // indent of the line holding the '('
    Clause clause = Clause::None;
    bool listItems = false; // commas break the line (select list, CTEs)
    bool betweenPending = false;
    int caseDepth = 0;
};

constexpr int kIndentWidth = 2;

class Printer
{
public:
    Printer(const QList<Lexeme>& lexemes, const QSet<QString>& keywords, FormatOptions options)
        : m_in(lexemes)
        , m_keywords(keywords)
        , m_options(options)
    {
        m_frames.append(Frame{true, 0, 0});
    }

    QString run();

private:
    const Lexeme* at(qsizetype i) const { return i >= 0 && i < m_in.size() ? &m_in[i] : nullptr; }
    const Lexeme* nextCode(qsizetype i) const;
    Frame& top() { return m_frames.last(); }
    Frame& query();
    bool atQueryLevel() const { return m_frames.last().query; }

    void newline(int indent, bool blank = false);
    void write(const QString& text, bool space);
    bool spaceBetween(qsizetype i) const;
    bool isUnary(qsizetype i) const;
    bool isKeyword(qsizetype i) const;
    QString cased(qsizetype i) const;
    bool selectHasList(qsizetype i) const;
    bool startsJoin(qsizetype i) const;
    int continuationIndent();
    void place(qsizetype i); // separator before lexeme i, then the lexeme
    void clauseLine(qsizetype i, Clause clause);

    const QList<Lexeme>& m_in;
    const QSet<QString>& m_keywords;
    FormatOptions m_options;
    QList<Frame> m_frames;
    QString m_out;
    int m_lineIndent = 0;
    bool m_lineStart = true;
    bool m_commentLast = false;     // the output ends with a comment, not code
    std::optional<int> m_breakNext; // the next lexeme starts a line at this indent
    bool m_blankNext = false;
    bool m_forceBreak = false; // after a comment that ended its line
};

const Lexeme* Printer::nextCode(qsizetype i) const
{
    for (qsizetype j = i + 1; j < m_in.size(); ++j)
        if (!m_in[j].isComment())
            return &m_in[j];
    return nullptr;
}

Frame& Printer::query()
{
    for (qsizetype i = m_frames.size() - 1; i > 0; --i)
        if (m_frames[i].query)
            return m_frames[i];
    return m_frames.first();
}

void Printer::newline(int indent, bool blank)
{
    if (m_out.isEmpty())
        return;
    // A line break after a "--" that operators left (MySQL's 1--x) would start a comment.
    if (!m_lineStart && !m_commentLast && m_out.endsWith(QLatin1String("--")))
        return;
    if (m_lineStart) {
        // Still an empty line: only its indent changes.
        while (m_out.endsWith(QLatin1Char(' ')))
            m_out.chop(1);
    } else {
        while (m_out.endsWith(QLatin1Char(' ')))
            m_out.chop(1);
        m_out += QLatin1Char('\n');
        if (blank)
            m_out += QLatin1Char('\n');
    }
    m_out += QString(indent * kIndentWidth, QLatin1Char(' '));
    m_lineIndent = indent;
    m_lineStart = true;
}

void Printer::write(const QString& text, bool space)
{
    // "--" left by operators (MySQL's "----") would start a comment if a space followed.
    if (space && !m_lineStart && !m_out.isEmpty() &&
        (m_commentLast || !m_out.endsWith(QLatin1String("--"))))
        m_out += QLatin1Char(' ');
    m_out += text;
    m_lineStart = false;
    m_commentLast = false;
}

bool Printer::isKeyword(qsizetype i) const
{
    const Lexeme& l = m_in[i];
    if (l.kind != Lexeme::Word || !m_keywords.contains(l.upper))
        return false;
    // A name that happens to be a keyword (t.key, key.x) stays as written.
    const Lexeme* prev = at(i - 1);
    const Lexeme* next = at(i + 1);
    return !(prev && prev->kind == Lexeme::Dot) && !(next && next->kind == Lexeme::Dot);
}

QString Printer::cased(qsizetype i) const
{
    const Lexeme& l = m_in[i];
    if (!isKeyword(i))
        return l.text;
    switch (m_options.keywordCase) {
    case FormatOptions::KeywordCase::Upper:
        return l.upper;
    case FormatOptions::KeywordCase::Lower:
        return l.text.toLower();
    case FormatOptions::KeywordCase::Keep:
        break;
    }
    return l.text;
}

// A + or - that signs a value rather than adding.
bool Printer::isUnary(qsizetype i) const
{
    const Lexeme& l = m_in[i];
    if (!l.isOperator(u"-") && !l.isOperator(u"+"))
        return false;
    qsizetype p = i - 1;
    while (p >= 0 && m_in[p].isComment())
        --p;
    if (p < 0)
        return true;
    const Lexeme& prev = m_in[p];
    switch (prev.kind) {
    case Lexeme::Open:
    case Lexeme::Comma:
    case Lexeme::Semicolon:
    case Lexeme::Operator:
        return true;
    case Lexeme::Word:
        return isKeyword(p);
    default:
        return false;
    }
}

// Words before '(' that never name a function: the parenthesis gets its space.
bool spacedBeforeParen(const QString& upper)
{
    static const QSet<QString> words{
        QStringLiteral("IN"),      QStringLiteral("EXISTS"), QStringLiteral("AS"),
        QStringLiteral("ON"),      QStringLiteral("USING"),  QStringLiteral("AND"),
        QStringLiteral("OR"),      QStringLiteral("NOT"),    QStringLiteral("FROM"),
        QStringLiteral("JOIN"),    QStringLiteral("WHERE"),  QStringLiteral("SELECT"),
        QStringLiteral("WHEN"),    QStringLiteral("THEN"),   QStringLiteral("ELSE"),
        QStringLiteral("OVER"),    QStringLiteral("UNION"),  QStringLiteral("INTERSECT"),
        QStringLiteral("EXCEPT"),  QStringLiteral("BY"),     QStringLiteral("HAVING"),
        QStringLiteral("LATERAL"), QStringLiteral("WITH"),   QStringLiteral("ALL"),
    };
    return words.contains(upper);
}

// Whether lexeme i gets a space before it on the same line. Decisions depend on the
// lexemes, or keep the original spacing exactly: either way formatting again changes nothing.
bool Printer::spaceBetween(qsizetype i) const
{
    const Lexeme& cur = m_in[i];
    qsizetype p = i - 1;
    if (p < 0)
        return false;
    const Lexeme& prev = m_in[p];
    if (prev.isComment() || cur.isComment())
        return true;
    const bool keep = cur.spaceBefore;
    if (cur.kind == Lexeme::Comma || cur.kind == Lexeme::Semicolon || cur.kind == Lexeme::Close)
        return false;
    if (prev.kind == Lexeme::Open)
        return false;
    // "1 .w" or ". 30" glued would read as the numbers "1." or ".30": the dot keeps its space.
    const auto number = [](const Lexeme& l) {
        return l.kind == Lexeme::Value && !l.text.isEmpty() &&
               (isDigit(l.text.front()) || l.text.front() == QLatin1Char('.'));
    };
    if ((cur.kind == Lexeme::Dot && number(prev)) || (prev.kind == Lexeme::Dot && number(cur)))
        return true;
    if (prev.kind == Lexeme::Dot || cur.kind == Lexeme::Dot)
        return false;
    // Before the cast rule: a run of operator characters is split again differently once
    // its spaces are gone (": ::" glued would read as ":: :").
    if (prev.kind == Lexeme::Operator && cur.kind == Lexeme::Operator)
        return keep;
    if (prev.isOperator(u"::") || cur.isOperator(u"::"))
        return false;
    if (prev.kind == Lexeme::Operator) {
        if (!isSpacedOperator(prev.text))
            return keep;
        return !isUnary(p);
    }
    if (cur.kind == Lexeme::Operator)
        return isSpacedOperator(cur.text) ? true : keep;
    if (cur.kind == Lexeme::Open) {
        if (prev.kind == Lexeme::Word)
            return spacedBeforeParen(prev.upper) && isKeyword(p) ? true : keep;
        if (prev.kind == Lexeme::Value || prev.kind == Lexeme::Close)
            return keep;
        return true;
    }
    // N'…', x'…', _utf8'…': a prefix glued to its literal stays glued.
    const auto quoted = [](const Lexeme& v) {
        return v.kind == Lexeme::Value && !v.text.isEmpty() && !isDigit(v.text.front()) &&
               v.text.front() != QLatin1Char('{') && v.text.front() != QLatin1Char('?');
    };
    if (prev.kind == Lexeme::Word && quoted(cur))
        return keep;
    if (quoted(prev) && (cur.kind == Lexeme::Word || cur.kind == Lexeme::Value))
        return keep;
    return true;
}

// Whether the select list at i (a SELECT) has more than one item at its own level.
bool Printer::selectHasList(qsizetype i) const
{
    static const QSet<QString> ends{
        QStringLiteral("FROM"),  QStringLiteral("WHERE"),     QStringLiteral("GROUP"),
        QStringLiteral("ORDER"), QStringLiteral("HAVING"),    QStringLiteral("LIMIT"),
        QStringLiteral("UNION"), QStringLiteral("INTERSECT"), QStringLiteral("EXCEPT"),
        QStringLiteral("INTO"),  QStringLiteral("WINDOW"),    QStringLiteral("OFFSET"),
        QStringLiteral("FETCH"),
    };
    int depth = 0;
    for (qsizetype j = i + 1; j < m_in.size(); ++j) {
        const Lexeme& l = m_in[j];
        if (l.kind == Lexeme::Open) {
            ++depth;
        } else if (l.kind == Lexeme::Close) {
            if (depth-- == 0)
                return false;
        } else if (depth == 0) {
            if (l.kind == Lexeme::Semicolon)
                return false;
            if (l.kind == Lexeme::Comma)
                return true;
            if (l.kind == Lexeme::Word && ends.contains(l.upper))
                return false;
        }
    }
    return false;
}

// LEFT OUTER JOIN, NATURAL JOIN, CROSS JOIN, JOIN …
bool Printer::startsJoin(qsizetype i) const
{
    static const QSet<QString> lead{QStringLiteral("NATURAL"), QStringLiteral("LEFT"),
                                    QStringLiteral("RIGHT"),   QStringLiteral("FULL"),
                                    QStringLiteral("INNER"),   QStringLiteral("OUTER"),
                                    QStringLiteral("CROSS")};
    for (qsizetype j = i; j < m_in.size(); ++j) {
        const Lexeme& l = m_in[j];
        if (l.isComment())
            continue;
        if (l.kind != Lexeme::Word)
            return false;
        if (l.upper == u"JOIN" || l.upper == u"STRAIGHT_JOIN")
            return true;
        if (!lead.contains(l.upper))
            return false;
    }
    return false;
}

int Printer::continuationIndent()
{
    if (!atQueryLevel())
        return m_lineIndent + 1;
    const Frame& q = query();
    switch (q.clause) {
    case Clause::None:
    case Clause::With:
        return q.base;
    case Clause::JoinCondition:
        return q.base + 2;
    default:
        return q.base + 1;
    }
}

void Printer::clauseLine(qsizetype i, Clause clause)
{
    Frame& q = query();
    m_breakNext.reset();
    m_forceBreak = false;
    newline(q.base, m_blankNext);
    m_blankNext = false;
    q.clause = clause;
    q.listItems = false;
    q.betweenPending = false;
    write(cased(i), false);
}

void Printer::place(qsizetype i)
{
    const Lexeme& l = m_in[i];

    if (l.isComment()) {
        const bool ownLine = l.newlineBefore || m_out.isEmpty();
        if (ownLine) {
            newline(m_breakNext.value_or(continuationIndent()), m_blankNext && m_breakNext);
            if (m_breakNext)
                m_blankNext = false;
            m_breakNext.reset();
            m_forceBreak = false;
        }
        write(l.text, !ownLine);
        m_commentLast = true;
        if (l.kind == Lexeme::LineComment || l.newlineAfter)
            m_forceBreak = true;
        return;
    }

    // Clause keywords at the query's own level start their line.
    if (l.kind == Lexeme::Word && atQueryLevel()) {
        Frame& q = query();
        const QString& w = l.upper;
        const Lexeme* next = nextCode(i);
        const Lexeme* prev = nullptr;
        for (qsizetype p = i - 1; p >= 0 && !prev; --p)
            if (!m_in[p].isComment())
                prev = &m_in[p];
        if (w == u"CASE") {
            ++q.caseDepth;
        } else if (w == u"END" && q.caseDepth > 0) {
            --q.caseDepth;
        } else if (q.caseDepth == 0) {
            if (w == u"SELECT") {
                const bool list = selectHasList(i);
                clauseLine(i, Clause::Select);
                if (list) {
                    query().listItems = true;
                    m_breakNext = q.base + 1;
                }
                return;
            }
            if (w == u"FROM" && !(prev && (prev->isWord(u"DISTINCT") || prev->isWord(u"DELETE")))) {
                clauseLine(i, Clause::From);
                return;
            }
            if (w == u"WHERE" || w == u"HAVING") {
                clauseLine(i, Clause::Condition);
                return;
            }
            if ((w == u"GROUP" || w == u"ORDER") && next && next->isWord(u"BY")) {
                clauseLine(i, Clause::Other);
                return;
            }
            if (w == u"LIMIT" || w == u"OFFSET" || w == u"RETURNING" || w == u"WINDOW" ||
                w == u"QUALIFY" || w == u"VALUES" || w == u"SET" ||
                (w == u"FETCH" && next && (next->isWord(u"FIRST") || next->isWord(u"NEXT")))) {
                if (!(w == u"SET" && prev && prev->kind == Lexeme::Word &&
                      (prev->upper == u"CHARACTER" || prev->upper == u"CHARSET"))) {
                    clauseLine(i, Clause::Other);
                    return;
                }
            }
            if (w == u"UNION" || w == u"INTERSECT" || w == u"EXCEPT" || w == u"MINUS") {
                clauseLine(i, Clause::None);
                return;
            }
            if (w == u"WITH" && q.clause == Clause::None) {
                clauseLine(i, Clause::With);
                query().listItems = true;
                return;
            }
            if ((q.clause == Clause::From || q.clause == Clause::Join ||
                 q.clause == Clause::JoinCondition) &&
                (!prev || prev->kind != Lexeme::Word || !startsJoin(i - 1) ||
                 prev->upper == u"JOIN") &&
                startsJoin(i)) {
                m_breakNext.reset();
                m_forceBreak = false;
                newline(q.base + 1);
                q.clause = Clause::Join;
                q.betweenPending = false;
                write(cased(i), false);
                return;
            }
            if (w == u"ON" && q.clause == Clause::Join)
                q.clause = Clause::JoinCondition;
            if (w == u"BETWEEN")
                q.betweenPending = true;
            if ((w == u"AND" || w == u"OR") &&
                (q.clause == Clause::Condition || q.clause == Clause::JoinCondition)) {
                if (w == u"AND" && q.betweenPending) {
                    q.betweenPending = false;
                } else {
                    m_breakNext = q.clause == Clause::JoinCondition ? q.base + 2 : q.base + 1;
                    m_forceBreak = false;
                }
            }
        }
    }

    if (l.kind == Lexeme::Block && atQueryLevel()) {
        const Frame& q = query();
        const QString inner = l.text.mid(2).trimmed().section(QLatin1Char(' '), 0, 0).toUpper();
        if ((inner == u"AND" || inner == u"OR") &&
            (q.clause == Clause::Condition || q.clause == Clause::JoinCondition))
            m_breakNext = q.clause == Clause::JoinCondition ? q.base + 2 : q.base + 1;
    }

    if (l.kind == Lexeme::Close && m_frames.size() > 1 && !top().bracket) {
        const Frame closing = top();
        m_frames.removeLast();
        m_breakNext.reset();
        if (closing.query) {
            m_forceBreak = false;
            newline(closing.openIndent);
            write(l.text, false);
        } else {
            if (m_forceBreak) {
                m_forceBreak = false;
                newline(m_lineIndent);
            }
            write(l.text, false);
        }
        return;
    }

    // The separator before the lexeme: a pending line break, or a space or nothing.
    if (m_breakNext) {
        newline(*m_breakNext, m_blankNext);
        m_breakNext.reset();
        m_blankNext = false;
        m_forceBreak = false;
        write(l.kind == Lexeme::Word ? cased(i) : l.text, false);
    } else if (m_forceBreak) {
        m_forceBreak = false;
        newline(l.kind == Lexeme::Semicolon ? query().base : continuationIndent());
        write(l.kind == Lexeme::Word ? cased(i) : l.text, false);
    } else {
        write(l.kind == Lexeme::Word ? cased(i) : l.text, spaceBetween(i));
    }

    switch (l.kind) {
    case Lexeme::Open: {
        const Lexeme* next = nextCode(i);
        const bool subquery = next && (next->isWord(u"SELECT") || next->isWord(u"WITH")) &&
                              next->kind == Lexeme::Word;
        Frame f;
        f.query = subquery;
        f.openIndent = m_lineIndent;
        f.base = m_lineIndent + 1;
        m_frames.append(f);
        break;
    }
    case Lexeme::Operator:
        // Array subscripts and literals nest like parentheses: their commas stay inline.
        if (l.text == u"[") {
            Frame f;
            f.bracket = true;
            f.openIndent = m_lineIndent;
            m_frames.append(f);
        } else if (l.text == u"]" && m_frames.size() > 1 && top().bracket) {
            m_frames.removeLast();
        }
        break;
    case Lexeme::Comma:
        if (atQueryLevel() && query().listItems && query().caseDepth == 0)
            m_breakNext = query().clause == Clause::With ? query().base : query().base + 1;
        break;
    case Lexeme::Semicolon:
        if (m_frames.size() == 1) {
            m_frames.first() = Frame{true, 0, 0};
            m_breakNext = 0;
            m_blankNext = true;
        }
        break;
    default:
        break;
    }
}

QString Printer::run()
{
    for (qsizetype i = 0; i < m_in.size(); ++i)
        place(i);
    while (m_out.endsWith(QLatin1Char(' ')) || m_out.endsWith(QLatin1Char('\n')))
        m_out.chop(1);
    return m_out;
}

} // namespace

SqlFormatter::SqlFormatter(const SqlDialect& dialect, const QStringList& keywords)
    : m_dialect(dialect)
{
    for (const QString& k : keywords)
        m_keywords.insert(k.toUpper());
    // The words the layout itself reads are keywords in every dialect.
    for (const char* w :
         {"SELECT", "FROM",      "WHERE",  "GROUP",     "BY",        "ORDER",    "HAVING",
          "LIMIT",  "OFFSET",    "UNION",  "INTERSECT", "EXCEPT",    "WITH",     "RECURSIVE",
          "AS",     "JOIN",      "INNER",  "LEFT",      "RIGHT",     "FULL",     "OUTER",
          "CROSS",  "NATURAL",   "ON",     "USING",     "AND",       "OR",       "NOT",
          "IN",     "IS",        "NULL",   "BETWEEN",   "LIKE",      "ILIKE",    "EXISTS",
          "CASE",   "WHEN",      "THEN",   "ELSE",      "END",       "DISTINCT", "ALL",
          "ASC",    "DESC",      "VALUES", "SET",       "INSERT",    "INTO",     "UPDATE",
          "DELETE", "RETURNING", "WINDOW", "OVER",      "PARTITION", "FETCH",    "FIRST",
          "NEXT",   "ROWS",      "ONLY",   "LATERAL",   "CAST",      "ESCAPE",   "TRUE",
          "FALSE",  "NULLS",     "LAST",   "FILTER",    "INTERVAL",  "ANY",      "SOME"})
        m_keywords.insert(QString::fromLatin1(w));
}

Result<QString> SqlFormatter::format(QStringView text, const FormatOptions& options) const
{
    auto lexemes = Lexer(m_dialect).run(text);
    if (!lexemes)
        return lexemes.error();
    return Printer(lexemes.value(), m_keywords, options).run();
}

QStringList SqlFormatter::significantTokens(QStringView text) const
{
    QStringList out;
    auto lexemes = Lexer(m_dialect).run(text);
    if (!lexemes)
        return out;
    for (const Lexeme& l : lexemes.value())
        out << (l.kind == Lexeme::Word ? l.upper : l.text);
    return out;
}

} // namespace nelumbo
