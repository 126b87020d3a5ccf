#pragma once

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>
#include <QByteArray>
#include <QString>
#include <Qsci/qscilexercustom.h>
#include <vector>

class QPalette;

namespace nelumbo {

// A QScintilla lexer driven by a KSyntaxHighlighting definition. The Scintilla style number
// of a piece of text is its KSyntaxHighlighting::Theme::TextStyle, so the theme's colours map
// one to one onto Scintilla styles and switching themes never needs re-lexing.
//
// Fonts: set the monospace font with setDefaultFont() (before applyPalette()), never with
// setFont(font, -1): that would replace the per-style fonts and lose the theme's bold keywords.
class KshLexer : public QsciLexerCustom, public KSyntaxHighlighting::AbstractHighlighter
{
    Q_OBJECT
    Q_INTERFACES(KSyntaxHighlighting::AbstractHighlighter)
public:
    // definitionName is a KSyntaxHighlighting name such as "SQL" or "SQL (PostgreSQL)";
    // definition().isValid() tells whether it exists.
    explicit KshLexer(const QString& definitionName, QObject* parent = nullptr);

    // The process-wide repository: loading one costs ~100 ms, so every lexer shares it.
    static KSyntaxHighlighting::Repository& repository();
    // The repository's default light or dark theme, by the lightness of the window colour.
    static KSyntaxHighlighting::Theme themeForPalette(const QPalette& palette);

    // Follows a palette change: picks the matching theme and refreshes all styles.
    void applyPalette(const QPalette& palette);
    // Also pushes the theme's colours and fonts to the attached editor.
    void setTheme(const KSyntaxHighlighting::Theme& theme) override;

    const char* language() const override { return m_language.constData(); }
    QString description(int style) const override;
    QColor defaultColor(int style) const override;
    QColor defaultPaper(int style) const override;
    QFont defaultFont(int style) const override;
    bool defaultEolFill(int style) const override;
    void styleText(int start, int end) override;

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format& format) override;

private:
    struct Span
    {
        int offset; // UTF-16 units into the line
        int length;
        int style;
    };

    void refreshStyles();

    QByteArray m_language;
    std::vector<KSyntaxHighlighting::State> m_lineEndStates; // state at the end of each line
    std::vector<Span> m_spans;                               // applyFormat() output, one line
    QString m_lineText;
    std::vector<int> m_byteOffsets; // UTF-16 index -> byte offset in the line, plus the end
};

} // namespace nelumbo
