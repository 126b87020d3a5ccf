#pragma once

#include <QPalette>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QSyntaxHighlighter>

class QTextBlock;

namespace nelumbo {

// Colours the code in chat text: the fenced code blocks of a Markdown document, or the
// whole document (a statement). KSyntaxHighlighting's definition when the build has it
// (NELUMBO_HAVE_KSYNTAX), else keywords, strings, numbers and comments of SQL in palette
// colours.
class ChatCodeHighlighter
{
public:
    // Attaches a highlighter to document (its parent). definition: a KSyntaxHighlighting
    // name such as "SQL (PostgreSQL)"; the fallback reads every dialect alike.
    static QSyntaxHighlighter* attach(QTextDocument* document, bool wholeDocument,
                                      const QString& definition, const QPalette& palette);
    // A code block of a document made by QTextDocument::setMarkdown.
    static bool isCodeBlock(const QTextBlock& block);
    static QString backendName();
};

// The fallback: SQL keywords (or an adapter's) in the link colour and bold, strings and numbers in
// the visited link colour, comments in the placeholder colour.
class SqlKeywordHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    // words: the keywords to colour (an adapter's); empty: SQL's.
    SqlKeywordHighlighter(QTextDocument* document, bool wholeDocument, const QPalette& palette,
                          const QStringList& words = {});

protected:
    void highlightBlock(const QString& text) override;

private:
    bool m_wholeDocument;
    QTextCharFormat m_keyword;
    QTextCharFormat m_literal;
    QTextCharFormat m_comment;
    QRegularExpression m_tokens;
    QSet<QString> m_words; // keywords and functions, lower case
};

} // namespace nelumbo
