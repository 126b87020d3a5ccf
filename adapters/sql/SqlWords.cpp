#include "SqlWords.h"

namespace nelumbo {

namespace {

bool isWordStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_');
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$');
}

void appendCodeWords(const QString& code, QList<SqlWord>& out)
{
    const qsizetype n = code.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = code[i];
        if (c.isSpace()) {
            ++i;
            continue;
        }
        qsizetype j = i + 1;
        if (isWordStart(c)) {
            while (j < n && isWordChar(code[j]))
                ++j;
            out.append({SqlWord::Keyword, code.mid(i, j - i).toUpper()});
        } else if (c.isDigit()) {
            while (j < n && (code[j].isLetterOrNumber() || code[j] == QLatin1Char('.')))
                ++j;
            out.append({SqlWord::Literal, code.mid(i, j - i)});
        } else if (c == QLatin1Char(':') && j < n &&
                   (code[j] == QLatin1Char('=') || code[j] == QLatin1Char(':'))) {
            ++j;
            out.append({SqlWord::Symbol, code.mid(i, 2)});
        } else {
            out.append({SqlWord::Symbol, QString(c)});
        }
        i = j;
    }
}

// "na""me" → na"me; `x` and [x] likewise.
QString unquoted(const QString& text)
{
    if (text.size() < 2)
        return text;
    const QChar open = text.front();
    const QChar close = open == QLatin1Char('[') ? QLatin1Char(']') : open;
    QString inner = text.mid(1, text.endsWith(close) ? text.size() - 2 : text.size() - 1);
    if (open != QLatin1Char('['))
        inner.replace(QString(2, close), QString(close));
    return inner;
}

} // namespace

QList<SqlWord> SqlWords::fromTokens(const SqlTokens& tokens)
{
    QList<SqlWord> words;
    for (const SqlToken& t : tokens) {
        switch (t.kind) {
        case SqlToken::Code:
            appendCodeWords(t.text, words);
            break;
        case SqlToken::String:
        case SqlToken::Variable:
            words.append({SqlWord::Literal, t.text});
            break;
        case SqlToken::QuotedIdentifier:
            words.append({SqlWord::Name, unquoted(t.text)});
            break;
        case SqlToken::Comment:
        case SqlToken::BlockOpen:
        case SqlToken::BlockClose:
            break;
        }
    }
    return words;
}

} // namespace nelumbo
