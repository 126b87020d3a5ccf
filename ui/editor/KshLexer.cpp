#include "editor/KshLexer.h"

#include <KSyntaxHighlighting/Format>
#include <QGuiApplication>
#include <QMetaEnum>
#include <QPalette>
#include <Qsci/qsciscintilla.h>
#include <algorithm>

namespace nelumbo {

using KSyntaxHighlighting::Repository;
using KSyntaxHighlighting::State;
using KSyntaxHighlighting::Theme;

namespace {

// TextStyle 0..Others: all below Scintilla's predefined styles (STYLE_DEFAULT = 32 and up).
constexpr int kStyleCount = Theme::Others + 1;
static_assert(kStyleCount <= QsciScintillaBase::STYLE_DEFAULT);

bool isTextStyle(int style)
{
    return style >= 0 && style < kStyleCount;
}

// Decodes one line of Scintilla's UTF-8 and records the byte offset of every UTF-16 unit, so
// that KSyntaxHighlighting's offsets land on the right bytes. Decoding by hand (rather than
// QString::fromUtf8) keeps the map exact for invalid bytes too: each becomes one U+FFFD.
void decodeUtf8(const QByteArray& bytes, QString& text, std::vector<int>& byteOffsets)
{
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.constData());
    const int n = int(bytes.size());
    text.clear();
    byteOffsets.clear();
    text.reserve(n);
    byteOffsets.reserve(n + 1);
    for (int i = 0; i < n;) {
        const unsigned char lead = s[i];
        int length = 1;
        char32_t cp = lead;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            cp = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            cp = lead & 0x0F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            cp = lead & 0x07;
        }
        bool valid = lead < 0x80 || (length > 1 && i + length <= n);
        for (int k = 1; valid && k < length; ++k) {
            valid = (s[i + k] & 0xC0) == 0x80;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values above U+10FFFF are invalid as well.
        if (valid && length == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
            valid = false;
        if (valid && length == 4 && (cp < 0x10000 || cp > 0x10FFFF))
            valid = false;
        if (!valid) {
            length = 1;
            cp = QChar::ReplacementCharacter;
        }
        byteOffsets.push_back(i);
        if (QChar::requiresSurrogates(cp)) {
            text.append(QChar(QChar::highSurrogate(cp)));
            text.append(QChar(QChar::lowSurrogate(cp)));
            byteOffsets.push_back(i);
        } else {
            text.append(QChar(char16_t(cp)));
        }
        i += length;
    }
    byteOffsets.push_back(n);
}

void decodeLatin1(const QByteArray& bytes, QString& text, std::vector<int>& byteOffsets)
{
    text = QString::fromLatin1(bytes);
    byteOffsets.resize(bytes.size() + 1);
    for (int i = 0; i <= int(bytes.size()); ++i)
        byteOffsets[i] = i;
}

} // namespace

Repository& KshLexer::repository()
{
    // Leaked on purpose: it must outlive every lexer and QApplication, and destroying a
    // QObject after QApplication is gone is asking for trouble.
    static Repository* const repo = new Repository;
    return *repo;
}

Theme KshLexer::themeForPalette(const QPalette& palette)
{
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    return repository().defaultTheme(dark ? Repository::DarkTheme : Repository::LightTheme);
}

KshLexer::KshLexer(const QString& definitionName, QObject* parent)
    : QsciLexerCustom(parent)
{
    setDefinition(repository().definitionForName(definitionName));
    m_language = definition().isValid() ? definition().name().toUtf8() : QByteArray("Text");
    // Only the base: QsciLexer reads the per-style defaults lazily, so a default font set
    // after construction still reaches every style.
    AbstractHighlighter::setTheme(themeForPalette(QGuiApplication::palette()));
}

void KshLexer::applyPalette(const QPalette& palette)
{
    setTheme(themeForPalette(palette));
}

void KshLexer::setTheme(const Theme& theme)
{
    AbstractHighlighter::setTheme(theme);
    refreshStyles();
}

void KshLexer::refreshStyles()
{
    setDefaultColor(defaultColor(QsciScintillaBase::STYLE_DEFAULT));
    setDefaultPaper(defaultPaper(QsciScintillaBase::STYLE_DEFAULT));
    // QsciLexer caches a style once it has been used, so push every one explicitly; the
    // attached editor follows through the lexer's change signals.
    auto refresh = [this](int style) {
        setColor(defaultColor(style), style);
        setPaper(defaultPaper(style), style);
        setFont(defaultFont(style), style);
        setEolFill(defaultEolFill(style), style);
    };
    for (int style = 0; style < kStyleCount; ++style)
        refresh(style);
    refresh(QsciScintillaBase::STYLE_DEFAULT);

    if (QsciScintilla* ed = editor()) {
        // The style numbers do not depend on the theme: mark the text unstyled so that
        // Scintilla re-styles what it shows next, instead of lexing it all right now.
        ed->SendScintilla(QsciScintillaBase::SCI_COLOURISE, 0UL, 0L);
    }
}

QString KshLexer::description(int style) const
{
    // QScintilla only sets up styles with a non-empty description.
    if (!isTextStyle(style))
        return {};
    return QString::fromLatin1(QMetaEnum::fromType<Theme::TextStyle>().valueToKey(style));
}

QColor KshLexer::defaultColor(int style) const
{
    if (!isTextStyle(style) && style != QsciScintillaBase::STYLE_DEFAULT)
        return QsciLexerCustom::defaultColor(style);
    QRgb rgb = isTextStyle(style) ? theme().textColor(Theme::TextStyle(style)) : 0;
    if (rgb == 0)
        rgb = theme().textColor(Theme::Normal);
    return QColor::fromRgba(rgb);
}

QColor KshLexer::defaultPaper(int style) const
{
    if (!isTextStyle(style) && style != QsciScintillaBase::STYLE_DEFAULT)
        return QsciLexerCustom::defaultPaper(style);
    QRgb rgb = isTextStyle(style) ? theme().backgroundColor(Theme::TextStyle(style)) : 0;
    if (rgb == 0)
        rgb = theme().editorColor(Theme::BackgroundColor);
    return QColor::fromRgba(rgb);
}

QFont KshLexer::defaultFont(int style) const
{
    QFont font = QsciLexerCustom::defaultFont(style);
    if (isTextStyle(style)) {
        const auto textStyle = Theme::TextStyle(style);
        font.setBold(theme().isBold(textStyle));
        font.setItalic(theme().isItalic(textStyle));
        font.setUnderline(theme().isUnderline(textStyle));
        font.setStrikeOut(theme().isStrikeThrough(textStyle));
    }
    return font;
}

bool KshLexer::defaultEolFill(int style) const
{
    // Line ends get style Normal; filling them keeps the theme's background to the edge.
    return style == Theme::Normal;
}

void KshLexer::applyFormat(int offset, int length, const KSyntaxHighlighting::Format& format)
{
    m_spans.push_back({offset, length, int(format.textStyle())});
}

void KshLexer::styleText(int start, int end)
{
    QsciScintilla* ed = editor();
    if (!ed)
        return;
    auto send = [ed](unsigned int message, unsigned long wParam = 0) {
        return int(ed->SendScintilla(message, wParam, 0L));
    };
    if (!definition().isValid()) {
        startStyling(start);
        setStyling(end - start, Theme::Normal);
        return;
    }

    const int lineCount = send(QsciScintillaBase::SCI_GETLINECOUNT);
    const int documentLength = send(QsciScintillaBase::SCI_GETLENGTH);
    const int firstLine = send(QsciScintillaBase::SCI_LINEFROMPOSITION, start);
    const int lastLine = send(QsciScintillaBase::SCI_LINEFROMPOSITION, end);
    const bool utf8 = ed->isUtf8();
    // Only states before firstLine are read, and Scintilla restarts styling at (or before)
    // every edit, so stale entries after an insertion or deletion never seed a line.
    m_lineEndStates.resize(lineCount);

    State state = firstLine > 0 ? m_lineEndStates[firstLine - 1] : State();
    QByteArray bytes;
    for (int line = firstLine; line < lineCount; ++line) {
        const int lineStart = send(QsciScintillaBase::SCI_POSITIONFROMLINE, line);
        const int contentEnd = send(QsciScintillaBase::SCI_GETLINEENDPOSITION, line);
        const int nextStart = line + 1 < lineCount
                                  ? send(QsciScintillaBase::SCI_POSITIONFROMLINE, line + 1)
                                  : documentLength;
        bytes.resize(contentEnd - lineStart + 1); // SCI_GETTEXTRANGE writes a terminating NUL
        ed->SendScintilla(QsciScintillaBase::SCI_GETTEXTRANGE, long(lineStart), long(contentEnd),
                          bytes.data());
        bytes.chop(1);
        if (utf8)
            decodeUtf8(bytes, m_lineText, m_byteOffsets);
        else
            decodeLatin1(bytes, m_lineText, m_byteOffsets);

        m_spans.clear();
        state = highlightLine(m_lineText, state);

        // Scintilla styles sequentially: spans go in ascending order, gaps and the line end
        // get Normal.
        startStyling(lineStart);
        const int textLength = int(m_lineText.size());
        int styled = 0; // bytes from lineStart
        for (const Span& span : m_spans) {
            const int from = m_byteOffsets[std::clamp(span.offset, 0, textLength)];
            const int to = m_byteOffsets[std::clamp(span.offset + span.length, 0, textLength)];
            if (to <= styled)
                continue;
            if (from > styled)
                setStyling(from - styled, Theme::Normal);
            setStyling(to - std::max(from, styled), span.style);
            styled = to;
        }
        if (nextStart - lineStart > styled)
            setStyling(nextStart - lineStart - styled, Theme::Normal);

        // Past the requested range, go on only while the state carried into the next line
        // changes (an opened or closed block comment re-styles the lines after it).
        const bool changed = m_lineEndStates[line] != state;
        m_lineEndStates[line] = state;
        if (line >= lastLine && !changed)
            break;
    }
}

} // namespace nelumbo
