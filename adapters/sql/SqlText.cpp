#include "SqlText.h"

namespace nelumbo {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// Skips a quoted, commented or dollar-quoted run starting at i; returns the index after it,
// or i when nothing special starts there.
qsizetype skipSpecial(QStringView s, qsizetype i)
{
    const qsizetype n = s.size();
    const QChar c = s[i];
    auto skipQuoted = [&](QChar close) {
        qsizetype j = i + 1;
        while (j < n) {
            if (s[j] == close) {
                if (close != QLatin1Char(']') && j + 1 < n && s[j + 1] == close) {
                    j += 2; // doubled quote is an escaped quote
                    continue;
                }
                return j + 1;
            }
            ++j;
        }
        return n;
    };
    if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`'))
        return skipQuoted(c);
    if (c == QLatin1Char('['))
        return skipQuoted(QLatin1Char(']'));
    if (c == QLatin1Char('-') && i + 1 < n && s[i + 1] == QLatin1Char('-')) {
        qsizetype j = i + 2;
        while (j < n && s[j] != QLatin1Char('\n'))
            ++j;
        return j;
    }
    if (c == QLatin1Char('/') && i + 1 < n && s[i + 1] == QLatin1Char('*')) {
        const qsizetype close = s.indexOf(u"*/", i + 2);
        return close < 0 ? n : close + 2;
    }
    if (c == QLatin1Char('$') && (i == 0 || !isWordChar(s[i - 1]))) {
        qsizetype j = i + 1;
        while (j < n && (isWordChar(s[j]) && !s[j].isDigit()))
            ++j;
        if (j < n && s[j] == QLatin1Char('$')) {
            const QStringView tag = s.mid(i, j - i + 1);
            const qsizetype close = s.indexOf(tag, j + 1);
            return close < 0 ? n : close + tag.size();
        }
    }
    return i;
}

StatementRange trimmed(QStringView s, qsizetype begin, qsizetype end)
{
    while (begin < end && s[begin].isSpace())
        ++begin;
    while (end > begin && s[end - 1].isSpace())
        --end;
    return {begin, end};
}

} // namespace

QList<StatementRange> SqlText::splitStatements(QStringView s)
{
    QList<StatementRange> out;
    const qsizetype n = s.size();
    qsizetype start = 0;
    // Trigger bodies hold ';' of their own: CREATE … TRIGGER … BEGIN … END.
    int wordIndex = 0;
    bool createSeen = false;
    bool inTrigger = false;
    int blockDepth = 0;

    auto finish = [&](qsizetype end) {
        const StatementRange r = trimmed(s, start, end);
        if (!r.isEmpty() && !isBlank(s.mid(r.begin, r.length())))
            out.append(r);
        start = end + 1;
        wordIndex = 0;
        createSeen = inTrigger = false;
        blockDepth = 0;
    };

    qsizetype i = 0;
    while (i < n) {
        const qsizetype after = skipSpecial(s, i);
        if (after != i) {
            i = after;
            continue;
        }
        const QChar c = s[i];
        if (isWordChar(c)) {
            qsizetype j = i;
            while (j < n && isWordChar(s[j]))
                ++j;
            const QStringView word = s.mid(i, j - i);
            auto is = [&](const char16_t* kw) {
                return word.compare(kw, Qt::CaseInsensitive) == 0;
            };
            if (wordIndex == 0)
                createSeen = is(u"CREATE");
            else if (createSeen && wordIndex <= 4 && is(u"TRIGGER"))
                inTrigger = true;
            if (inTrigger) {
                if (is(u"BEGIN") || is(u"CASE"))
                    ++blockDepth;
                else if (is(u"END") && blockDepth > 0)
                    --blockDepth;
            }
            ++wordIndex;
            i = j;
            continue;
        }
        if (c == QLatin1Char(';') && !(inTrigger && blockDepth > 0)) {
            finish(i);
        }
        ++i;
    }
    if (start < n)
        finish(n);
    return out;
}

bool SqlText::isBlank(QStringView s)
{
    qsizetype i = 0;
    const qsizetype n = s.size();
    while (i < n) {
        if (s[i].isSpace()) {
            ++i;
            continue;
        }
        const bool comment =
            (s[i] == QLatin1Char('-') && i + 1 < n && s[i + 1] == QLatin1Char('-')) ||
            (s[i] == QLatin1Char('/') && i + 1 < n && s[i + 1] == QLatin1Char('*'));
        if (!comment)
            return false;
        i = skipSpecial(s, i);
    }
    return true;
}

bool SqlText::reportsRowCount(QStringView s)
{
    auto changesRows = [](QStringView word) {
        for (const char16_t* kw : {u"INSERT", u"UPDATE", u"DELETE", u"REPLACE", u"MERGE"})
            if (word.compare(kw, Qt::CaseInsensitive) == 0)
                return true;
        return false;
    };
    // The first word, after white space and comments; after WITH, any word outside quotes
    // and comments (a data-changing statement may follow its common table expressions).
    bool first = true;
    const qsizetype n = s.size();
    qsizetype i = 0;
    while (i < n) {
        const qsizetype after = skipSpecial(s, i);
        if (after != i) {
            if (first && !(s[i] == u'-' || s[i] == u'/'))
                return false; // a quoted name or string first: not one of these statements
            i = after;
            continue;
        }
        if (!isWordChar(s[i])) {
            if (first && !s[i].isSpace())
                return false;
            ++i;
            continue;
        }
        qsizetype j = i;
        while (j < n && isWordChar(s[j]))
            ++j;
        const QStringView word = s.mid(i, j - i);
        if (changesRows(word))
            return true;
        if (first && word.compare(u"WITH", Qt::CaseInsensitive) != 0)
            return false;
        first = false;
        i = j;
    }
    return false;
}

} // namespace nelumbo
