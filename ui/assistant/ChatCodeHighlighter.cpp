#include "assistant/ChatCodeHighlighter.h"

#include "adapter/QueryLanguage.h"
#include "editor/LexerFactory.h"

#include <QSet>
#include <QTextBlock>
#include <QTextDocument>

#ifdef NELUMBO_HAVE_KSYNTAX
#include "editor/KshLexer.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#endif

namespace nelumbo {

namespace {

// Block states of the fallback: inside a /* comment */ or not.
constexpr int kInComment = 1;

#ifdef NELUMBO_HAVE_KSYNTAX
// KSyntaxHighlighting's highlighter, limited to the code blocks of a Markdown document.
class KshCodeHighlighter : public KSyntaxHighlighting::SyntaxHighlighter
{
public:
    KshCodeHighlighter(QTextDocument* document, bool wholeDocument)
        : KSyntaxHighlighting::SyntaxHighlighter(document)
        , m_wholeDocument(wholeDocument)
    {}

protected:
    void highlightBlock(const QString& text) override
    {
        if (m_wholeDocument || ChatCodeHighlighter::isCodeBlock(currentBlock()))
            KSyntaxHighlighting::SyntaxHighlighter::highlightBlock(text);
    }

private:
    bool m_wholeDocument;
};
#endif

} // namespace

QSyntaxHighlighter* ChatCodeHighlighter::attach(QTextDocument* document, bool wholeDocument,
                                                const QString& definition, const QPalette& palette)
{
#ifdef NELUMBO_HAVE_KSYNTAX
    KSyntaxHighlighting::Definition def = KshLexer::repository().definitionForName(definition);
    if (!def.isValid())
        def = KshLexer::repository().definitionForName(QStringLiteral("SQL"));
    if (def.isValid()) {
        auto* highlighter = new KshCodeHighlighter(document, wholeDocument);
        highlighter->setTheme(KshLexer::themeForPalette(palette));
        highlighter->setDefinition(def);
        return highlighter;
    }
#endif
    return new SqlKeywordHighlighter(document, wholeDocument, palette,
                                     LexerFactory::keywords(definition));
}

bool ChatCodeHighlighter::isCodeBlock(const QTextBlock& block)
{
    const QTextBlockFormat format = block.blockFormat();
    return format.hasProperty(QTextFormat::BlockCodeFence) ||
           format.hasProperty(QTextFormat::BlockCodeLanguage);
}

QString ChatCodeHighlighter::backendName()
{
#ifdef NELUMBO_HAVE_KSYNTAX
    return QStringLiteral("KSyntaxHighlighting");
#else
    return QStringLiteral("keywords");
#endif
}

SqlKeywordHighlighter::SqlKeywordHighlighter(QTextDocument* document, bool wholeDocument,
                                             const QPalette& palette, const QStringList& words)
    : QSyntaxHighlighter(document)
    , m_wholeDocument(wholeDocument)
    // Comments first, then quoted text and names, numbers, words.
    , m_tokens(QStringLiteral(R"(--[^\n]*|/\*|'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`[^`]*`?|)"
                              R"(\b\d+(?:\.\d+)?\b|[A-Za-z_][A-Za-z0-9_]*)"))
{
    // The adapter's words, else those of the language of text without a source.
    const QueryLanguage& language = QueryLanguage::standard();
    const QList<QStringList> lists =
        words.isEmpty() ? QList<QStringList>{language.keywords(), language.functions()}
                        : QList<QStringList>{words};
    for (const QStringList& list : lists)
        for (const QString& w : list)
            m_words.insert(w.toLower());
    m_keyword.setForeground(palette.color(QPalette::Link));
    m_keyword.setFontWeight(QFont::Bold);
    m_literal.setForeground(palette.color(QPalette::LinkVisited));
    m_comment.setForeground(palette.color(QPalette::PlaceholderText));
    m_comment.setFontItalic(true);
}

void SqlKeywordHighlighter::highlightBlock(const QString& text)
{
    setCurrentBlockState(0);
    if (!m_wholeDocument && !ChatCodeHighlighter::isCodeBlock(currentBlock()))
        return;
    qsizetype from = 0;
    if (previousBlockState() == kInComment) {
        const qsizetype end = text.indexOf(QLatin1String("*/"));
        if (end < 0) {
            setFormat(0, int(text.size()), m_comment);
            setCurrentBlockState(kInComment);
            return;
        }
        setFormat(0, int(end + 2), m_comment);
        from = end + 2;
    }
    QRegularExpressionMatchIterator it = m_tokens.globalMatch(text, from);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString token = m.captured();
        const int start = int(m.capturedStart());
        if (token == QLatin1String("/*")) {
            const qsizetype end = text.indexOf(QLatin1String("*/"), start + 2);
            if (end < 0) {
                setFormat(start, int(text.size()) - start, m_comment);
                setCurrentBlockState(kInComment);
                return;
            }
            setFormat(start, int(end + 2) - start, m_comment);
            // Go on after the comment.
            it = m_tokens.globalMatch(text, end + 2);
        } else if (token.startsWith(QLatin1String("--"))) {
            setFormat(start, int(token.size()), m_comment);
        } else if (token.startsWith(QLatin1Char('\'')) || token.front().isDigit()) {
            setFormat(start, int(token.size()), m_literal);
        } else if (m_words.contains(token.toLower())) {
            setFormat(start, int(token.size()), m_keyword);
        }
    }
}

} // namespace nelumbo
