#include "editor/LexerFactory.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"

#ifdef NELUMBO_HAVE_KSYNTAX
#include "editor/KshLexer.h"

#include <ksyntaxhighlighting_version.h>
#endif

#include <QFontDatabase>
#include <QPalette>
#include <Qsci/qsciglobal.h>
#include <Qsci/qscilexersql.h>
#include <Qsci/qsciscintillabase.h>

namespace nelumbo {

namespace {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

// QsciLexerSQL's own colours assume a light background; these read well on a dark one.
QColor darkForeground(int style, const QColor& text)
{
    switch (style) {
    case QsciLexerSQL::Comment:
    case QsciLexerSQL::CommentLine:
    case QsciLexerSQL::CommentDoc:
    case QsciLexerSQL::PlusComment:
    case QsciLexerSQL::CommentLineHash:
        return QColor(0x7c, 0xa6, 0x68);
    case QsciLexerSQL::Number:
        return QColor(0xb5, 0xce, 0xa8);
    case QsciLexerSQL::Keyword:
        return QColor(0x6c, 0xb0, 0xf0);
    case QsciLexerSQL::DoubleQuotedString:
    case QsciLexerSQL::SingleQuotedString:
        return QColor(0xe0, 0xa0, 0x80);
    case QsciLexerSQL::PlusKeyword:
    case QsciLexerSQL::KeywordSet5:
    case QsciLexerSQL::KeywordSet6:
    case QsciLexerSQL::KeywordSet7:
    case QsciLexerSQL::KeywordSet8:
        return QColor(0xc5, 0x86, 0xc0);
    case QsciLexerSQL::PlusPrompt:
        return QColor(0xdc, 0xdc, 0xaa);
    case QsciLexerSQL::CommentDocKeyword:
        return QColor(0x4e, 0xc9, 0xb0);
    case QsciLexerSQL::CommentDocKeywordError:
        return QColor(0xf4, 0x70, 0x70);
    case QsciLexerSQL::QuotedIdentifier:
        return QColor(0x9c, 0xdc, 0xfe);
    default: // Default, Operator, Identifier, QuotedOperator
        return text;
    }
}

void applySqlPalette(QsciLexerSQL* lexer, const QPalette& palette)
{
    const bool dark = isDark(palette);
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    // The defaults first: QsciLexerSQL falls back to them for operators and identifiers.
    lexer->setDefaultColor(text);
    lexer->setDefaultPaper(base);
    lexer->setColor(text, QsciScintillaBase::STYLE_DEFAULT);
    for (int style = 0; style <= QsciScintillaBase::STYLE_MAX; ++style) {
        if (lexer->description(style).isEmpty())
            continue;
        lexer->setColor(dark ? darkForeground(style, text) : lexer->defaultColor(style), style);
        lexer->setPaper(dark ? base : lexer->defaultPaper(style), style);
    }
}

#ifndef NELUMBO_HAVE_KSYNTAX
// QsciLexerSQL's strings, numbers and escapes with an adapter's words as its only keywords.
class WordListLexer : public QsciLexerSQL
{
public:
    WordListLexer(const QStringList& words, QObject* parent)
        : QsciLexerSQL(parent)
        , m_words(words.join(QLatin1Char(' ')).toUtf8())
    {}
    const char* keywords(int set) const override
    {
        return set == 1 ? m_words.constData() : nullptr;
    }

private:
    QByteArray m_words;
};

QsciLexer* createSqlLexer(const QString& definition, const QFont& mono, QObject* parent)
{
    const QStringList words = LexerFactory::keywords(definition);
    auto* lexer = words.isEmpty() ? new QsciLexerSQL(parent) : new WordListLexer(words, parent);
    lexer->setDefaultFont(mono);
    // Some QsciLexerSQL styles default to proportional fonts (comments in a serif one): use
    // the monospace font everywhere, keeping the lexer's bold and italic.
    for (int style = 0; style <= QsciScintillaBase::STYLE_MAX; ++style) {
        if (lexer->description(style).isEmpty())
            continue;
        QFont font = mono;
        font.setBold(lexer->defaultFont(style).bold());
        font.setItalic(lexer->defaultFont(style).italic());
        lexer->setFont(font, style);
    }
    lexer->setFoldComments(true);
    lexer->setBackslashEscapes(LexerFactory::backslashEscapes(definition));
    return lexer;
}
#endif

} // namespace

QsciLexer* LexerFactory::create(const QString& highlightingDefinition, const QPalette& palette,
                                QObject* parent)
{
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
#ifdef NELUMBO_HAVE_KSYNTAX
    QString name = highlightingDefinition;
    if (!KshLexer::repository().definitionForName(name).isValid())
        name = QStringLiteral("SQL");
    auto* lexer = new KshLexer(name, parent);
    // Only the default font: setFont(mono, -1) would drop the theme's bold keywords.
    lexer->setDefaultFont(mono);
    lexer->applyPalette(palette);
    return lexer;
#else
    QsciLexer* lexer = createSqlLexer(highlightingDefinition, mono, parent);
    applyPalette(lexer, palette);
    return lexer;
#endif
}

bool LexerFactory::backslashEscapes(const QString& highlightingDefinition)
{
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
            adapter && adapter->highlightingDefinition() == highlightingDefinition)
            return adapter->backslashEscapes();
    return false;
}

QStringList LexerFactory::keywords(const QString& highlightingDefinition)
{
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
            adapter && adapter->highlightingDefinition() == highlightingDefinition) {
            QStringList words;
            for (const QString& w : adapter->highlightingKeywords())
                words << w.toLower();
            return words;
        }
    return {};
}

bool LexerFactory::usesKSyntaxHighlighting()
{
#ifdef NELUMBO_HAVE_KSYNTAX
    return true;
#else
    return false;
#endif
}

void LexerFactory::applyPalette(QsciLexer* lexer, const QPalette& palette)
{
#ifdef NELUMBO_HAVE_KSYNTAX
    if (auto* ksh = qobject_cast<KshLexer*>(lexer)) {
        ksh->applyPalette(palette);
        return;
    }
#endif
    if (auto* sql = qobject_cast<QsciLexerSQL*>(lexer))
        applySqlPalette(sql, palette);
}

QString LexerFactory::backendName()
{
#ifdef NELUMBO_HAVE_KSYNTAX
    return QStringLiteral("KSyntaxHighlighting " KSYNTAXHIGHLIGHTING_VERSION_STRING);
#else
    //: The highlighting in the About box; %1 is QScintilla's version
    return tr("QScintilla %1 SQL lexer").arg(QStringLiteral(QSCINTILLA_VERSION_STR));
#endif
}

} // namespace nelumbo
