#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QObject;
class QPalette;
class QsciLexer;

namespace nelumbo {

// Makes the SQL lexer for the editor. With KF6 SyntaxHighlighting (NELUMBO_HAVE_KSYNTAX) it is
// a KshLexer for the given definition; without it QScintilla's QsciLexerSQL, which takes from
// the definition only the backslash escapes its adapter declares.
class LexerFactory
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::LexerFactory)

public:
    // highlightingDefinition is a KSyntaxHighlighting name such as "SQL (PostgreSQL)"; unknown
    // names fall back to "SQL". The lexer is set up for the palette and has a monospace font.
    static QsciLexer* create(const QString& highlightingDefinition, const QPalette& palette,
                             QObject* parent);
    static bool usesKSyntaxHighlighting();
    // Whether the adapter whose highlighting definition this is declares backslash escapes in
    // strings (the QsciLexerSQL fallback's only dialect option).
    static bool backslashEscapes(const QString& highlightingDefinition);
    // The keywords the adapter whose definition this is declares for fallback highlighters
    // (DatabaseAdapter::highlightingKeywords), lower case; empty: SQL's own.
    static QStringList keywords(const QString& highlightingDefinition);
    // Re-colours a lexer made by create() for a changed palette (light/dark switch).
    static void applyPalette(QsciLexer* lexer, const QPalette& palette);
    // "KSyntaxHighlighting <version>" or "QScintilla <version> SQL lexer", for About boxes.
    static QString backendName();
};

} // namespace nelumbo
