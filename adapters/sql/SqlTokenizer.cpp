#include "SqlTokenizer.h"

namespace nelumbo {

namespace {

// Characters that may continue an unquoted name; `$` included, as some dialects allow.
bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$');
}

bool isAsciiNameStart(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || c == QLatin1Char('_');
}

bool isAsciiNameChar(QChar c)
{
    return isAsciiNameStart(c) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
}

class Scanner
{
public:
    Scanner(QStringView text, const SqlDialect& dialect)
        : m_text(text)
        , m_dialect(dialect)
    {}

    SqlTokens run();

private:
    QChar at(qsizetype i) const { return i < m_text.size() ? m_text[i] : QChar(); }
    bool nameBefore(qsizetype i) const { return i > 0 && isNameChar(m_text[i - 1]); }
    bool startsLineComment(qsizetype i) const;
    bool followsArrayKeyword(qsizetype i) const;
    qsizetype blockCommentEnd(qsizetype i, bool& terminated) const;
    qsizetype quotedEnd(qsizetype from, QChar close, bool doubling, bool backslash,
                        bool& terminated) const;
    qsizetype dollarTagEnd(qsizetype i) const;

    void flushCode(qsizetype end);
    void push(SqlToken::Kind kind, qsizetype begin, qsizetype end, bool terminated = true);
    void pairBlocks();
    void mergeCode();

    QStringView m_text;
    const SqlDialect& m_dialect;
    SqlTokens m_tokens;
    qsizetype m_codeStart = -1;
    int m_bracketDepth = 0; // plain [ ] nesting in code, e.g. array subscripts
};

bool Scanner::startsLineComment(qsizetype i) const
{
    if (m_text[i] == QLatin1Char('#'))
        return m_dialect.hashComments;
    if (m_text[i] != QLatin1Char('-') || at(i + 1) != QLatin1Char('-'))
        return false;
    if (!m_dialect.dashCommentNeedsSpace)
        return true;
    // White space or a control character after "--", so that 1--1 is arithmetic.
    const QChar next = at(i + 2);
    return next.isNull() || next.isSpace() || next.category() == QChar::Other_Control;
}

// "ARRAY[[1,2],[3,4]]" is an array literal, not an optional block.
bool Scanner::followsArrayKeyword(qsizetype i) const
{
    qsizetype j = i;
    while (j > 0 && m_text[j - 1].isSpace())
        --j;
    const qsizetype end = j;
    while (j > 0 && isNameChar(m_text[j - 1]))
        --j;
    return m_text.mid(j, end - j).compare(u"ARRAY", Qt::CaseInsensitive) == 0;
}

qsizetype Scanner::blockCommentEnd(qsizetype i, bool& terminated) const
{
    int depth = 1;
    qsizetype j = i + 2;
    while (j < m_text.size()) {
        if (m_dialect.nestedComments && m_text[j] == QLatin1Char('/') &&
            at(j + 1) == QLatin1Char('*')) {
            ++depth;
            j += 2;
        } else if (m_text[j] == QLatin1Char('*') && at(j + 1) == QLatin1Char('/')) {
            j += 2;
            if (--depth == 0)
                return j;
        } else {
            ++j;
        }
    }
    terminated = false;
    return m_text.size();
}

qsizetype Scanner::quotedEnd(qsizetype from, QChar close, bool doubling, bool backslash,
                             bool& terminated) const
{
    qsizetype j = from;
    while (j < m_text.size()) {
        const QChar c = m_text[j];
        if (backslash && c == QLatin1Char('\\')) {
            j += 2;
            continue;
        }
        if (c == close) {
            if (doubling && at(j + 1) == close) {
                j += 2;
                continue;
            }
            return j + 1;
        }
        ++j;
    }
    terminated = false;
    return m_text.size();
}

// End of a "$tag$" opener at i (tag empty or a name not starting with a digit), or -1.
qsizetype Scanner::dollarTagEnd(qsizetype i) const
{
    qsizetype j = i + 1;
    if (at(j).isLetter() || at(j) == QLatin1Char('_')) {
        while (at(j).isLetterOrNumber() || at(j) == QLatin1Char('_'))
            ++j;
    }
    return at(j) == QLatin1Char('$') ? j + 1 : -1;
}

void Scanner::flushCode(qsizetype end)
{
    if (m_codeStart >= 0 && end > m_codeStart)
        m_tokens.append({SqlToken::Code, m_codeStart,
                         m_text.mid(m_codeStart, end - m_codeStart).toString(), true});
    m_codeStart = -1;
}

void Scanner::push(SqlToken::Kind kind, qsizetype begin, qsizetype end, bool terminated)
{
    flushCode(begin);
    m_tokens.append({kind, begin, m_text.mid(begin, end - begin).toString(), terminated});
}

SqlTokens Scanner::run()
{
    const qsizetype n = m_text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = m_text[i];
        // Template syntax is only recognised in code.
        if (c == QLatin1Char('{')) {
            if (const qsizetype len = SqlTokenizer::placeholderLength(m_text, i)) {
                push(SqlToken::Variable, i, i + len);
                i += len;
                continue;
            }
        }
        if (m_bracketDepth == 0 && c == QLatin1Char('[') && at(i + 1) == QLatin1Char('[') &&
            !followsArrayKeyword(i)) {
            push(SqlToken::BlockOpen, i, i + 2);
            i += 2;
            continue;
        }
        if (m_bracketDepth == 0 && c == QLatin1Char(']') && at(i + 1) == QLatin1Char(']')) {
            push(SqlToken::BlockClose, i, i + 2);
            i += 2;
            continue;
        }

        bool terminated = true;
        qsizetype end = -1;
        SqlToken::Kind kind = SqlToken::Code;
        if (startsLineComment(i)) {
            end = m_text.indexOf(QLatin1Char('\n'), i);
            if (end < 0)
                end = n;
            kind = SqlToken::Comment;
        } else if (c == QLatin1Char('/') && at(i + 1) == QLatin1Char('*')) {
            end = blockCommentEnd(i, terminated);
            kind = SqlToken::Comment;
        } else if (c == QLatin1Char('\'')) {
            end = quotedEnd(i + 1, c, true, m_dialect.backslashEscapes, terminated);
            kind = SqlToken::String;
        } else if (m_dialect.escapeStrings && (c == QLatin1Char('E') || c == QLatin1Char('e')) &&
                   at(i + 1) == QLatin1Char('\'') && !nameBefore(i)) {
            end = quotedEnd(i + 2, QLatin1Char('\''), true, true, terminated);
            kind = SqlToken::String;
        } else if (m_dialect.dollarQuotes && c == QLatin1Char('$') && !nameBefore(i)) {
            const qsizetype tagEnd = dollarTagEnd(i);
            if (tagEnd > 0) {
                const QStringView tag = m_text.mid(i, tagEnd - i);
                const qsizetype close = m_text.indexOf(tag, tagEnd);
                terminated = close >= 0;
                end = terminated ? close + tag.size() : n;
                kind = SqlToken::String;
            }
        } else if (c == QLatin1Char('"')) {
            const bool isString = m_dialect.doubleQuotedStrings;
            end = quotedEnd(i + 1, c, true, isString && m_dialect.backslashEscapes, terminated);
            kind = isString ? SqlToken::String : SqlToken::QuotedIdentifier;
        } else if (c == QLatin1Char('`') && m_dialect.backtickIdentifiers) {
            end = quotedEnd(i + 1, c, true, false, terminated);
            kind = SqlToken::QuotedIdentifier;
        } else if (c == QLatin1Char('[') && m_dialect.bracketIdentifiers) {
            end = quotedEnd(i + 1, QLatin1Char(']'), false, false, terminated);
            kind = SqlToken::QuotedIdentifier;
        }
        if (end >= 0) {
            push(kind, i, qMin(end, n), terminated);
            i = qMin(end, n);
            continue;
        }

        if (m_codeStart < 0)
            m_codeStart = i;
        if (c == QLatin1Char('['))
            ++m_bracketDepth;
        else if (c == QLatin1Char(']') && m_bracketDepth > 0)
            --m_bracketDepth;
        ++i;
    }
    flushCode(n);
    pairBlocks();
    mergeCode();
    return m_tokens;
}

// A [[ without a matching ]] (or a stray ]]) is plain code.
void Scanner::pairBlocks()
{
    QList<qsizetype> open;
    for (qsizetype k = 0; k < m_tokens.size(); ++k) {
        SqlToken& t = m_tokens[k];
        if (t.kind == SqlToken::BlockOpen) {
            open.append(k);
        } else if (t.kind == SqlToken::BlockClose) {
            if (open.isEmpty())
                t.kind = SqlToken::Code;
            else
                open.removeLast();
        }
    }
    for (qsizetype k : std::as_const(open))
        m_tokens[k].kind = SqlToken::Code;
}

void Scanner::mergeCode()
{
    SqlTokens merged;
    merged.reserve(m_tokens.size());
    for (SqlToken& t : m_tokens) {
        if (t.kind == SqlToken::Code && !merged.isEmpty() && merged.last().kind == SqlToken::Code)
            merged.last().text += t.text;
        else
            merged.append(std::move(t));
    }
    m_tokens = std::move(merged);
}

} // namespace

SqlTokens SqlTokenizer::tokenize(QStringView text, const SqlDialect& dialect)
{
    return Scanner(text, dialect).run();
}

qsizetype SqlTokenizer::placeholderLength(QStringView text, qsizetype at)
{
    const qsizetype n = text.size();
    if (at + 4 >= n || text[at] != QLatin1Char('{') || text[at + 1] != QLatin1Char('{') ||
        !isAsciiNameStart(text[at + 2]))
        return 0;
    qsizetype j = at + 3;
    while (j < n && isAsciiNameChar(text[j]))
        ++j;
    if (j + 1 < n && text[j] == QLatin1Char('}') && text[j + 1] == QLatin1Char('}'))
        return j + 2 - at;
    return 0;
}

} // namespace nelumbo
