#include "results/JsonHighlighter.h"

#include <QPalette>

namespace nelumbo {

JsonHighlighter::JsonHighlighter(QTextDocument* document, const QPalette& palette)
    : QSyntaxHighlighter(document)
{
    m_key.setForeground(palette.color(QPalette::Link));
    m_key.setFontWeight(QFont::Bold);
    m_string.setForeground(palette.color(QPalette::LinkVisited));
    m_number.setForeground(palette.color(QPalette::Link));
    m_literal.setForeground(palette.color(QPalette::Link));
    m_literal.setFontItalic(true);
}

void JsonHighlighter::highlightBlock(const QString& text)
{
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        const QChar c = text[i];
        if (c == QLatin1Char('"')) {
            qsizetype end = i + 1;
            while (end < n && text[end] != QLatin1Char('"'))
                end += text[end] == QLatin1Char('\\') ? 2 : 1;
            end = qMin(end + 1, n);
            qsizetype after = end;
            while (after < n && text[after].isSpace())
                ++after;
            const bool isKey = after < n && text[after] == QLatin1Char(':');
            setFormat(int(i), int(end - i), isKey ? m_key : m_string);
            i = end;
        } else if (c.isDigit() || c == QLatin1Char('-')) {
            qsizetype end = i + 1;
            while (end < n && (text[end].isDigit() || QStringView(u".eE+-").contains(text[end])))
                ++end;
            setFormat(int(i), int(end - i), m_number);
            i = end;
        } else if (c.isLetter()) {
            qsizetype end = i + 1;
            while (end < n && text[end].isLetter())
                ++end;
            setFormat(int(i), int(end - i), m_literal);
            i = end;
        } else {
            ++i;
        }
    }
}

} // namespace nelumbo
