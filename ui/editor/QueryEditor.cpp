#include "editor/QueryEditor.h"

#include "core/ErrorCodes.h"
#include "editor/CompletionPopup.h"
#include "editor/InlineSuggestion.h"
#include "editor/LexerFactory.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QEvent>
#include <QFontDatabase>
#include <QMenu>
#include <Qsci/qscilexer.h>

namespace nelumbo {

QueryEditor::QueryEditor(QWidget* parent)
    : QsciScintilla(parent)
{
    setObjectName(QStringLiteral("queryEditor"));
    setAccessibleName(tr("Query editor"));
    setUtf8(true);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(mono);
    setMarginsFont(mono);
    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginLineNumbers(0, true);
    setMarginWidth(1, 0);
    setBraceMatching(QsciScintilla::SloppyBraceMatch);
    setCaretLineVisible(true);
    setAutoIndent(true);
    setIndentationsUseTabs(false);
    setTabWidth(4);
    setIndentationGuides(false);
    setFolding(QsciScintilla::NoFoldStyle);
    setEolMode(QsciScintilla::EolUnix);
    setScrollWidthTracking(true);
    setScrollWidth(1);
    setWrapMode(QsciScintilla::WrapNone);
    m_errorIndicator = indicatorDefine(QsciScintilla::SquiggleIndicator);
    setIndicatorForegroundColor(QColor(0xd0, 0x30, 0x30), m_errorIndicator);

    setHighlightingDefinition(m_definition);
    connect(this, &QsciScintilla::linesChanged, this, &QueryEditor::updateMarginWidth);
    connect(this, &QsciScintilla::textChanged, this, &QueryEditor::clearErrorMarks);
    updateMarginWidth();
    m_completion = new CompletionPopup(this);
    m_inline = new InlineSuggestion(this);
}

void QueryEditor::setLanguage(const QueryLanguage& language)
{
    m_language = &language;
    m_completion->languageChanged();
}

void QueryEditor::setCompletionCatalog(CompletionCatalog* catalog)
{
    m_completion->setCatalog(catalog);
}

void QueryEditor::setHighlightingDefinition(const QString& definition)
{
    m_definition = definition;
    QsciLexer* old = lexer();
    setLexer(LexerFactory::create(definition, palette(), this));
    delete old; // created by us with this editor as parent; setLexer() does not delete it
    applyPaletteColours();
}

void QueryEditor::applyPaletteColours()
{
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    setCaretForegroundColor(pal.color(QPalette::Text));
    setCaretLineBackgroundColor(dark ? pal.color(QPalette::Base).lighter(130)
                                     : pal.color(QPalette::Base).darker(106));
    setMarginsBackgroundColor(pal.color(QPalette::Window));
    setMarginsForegroundColor(pal.color(QPalette::PlaceholderText));
    setMatchedBraceBackgroundColor(dark ? QColor(0x3a, 0x5f, 0x3a) : QColor(0xc8, 0xf0, 0xc8));
    setMatchedBraceForegroundColor(pal.color(QPalette::Text));
    setUnmatchedBraceForegroundColor(QColor(0xd0, 0x30, 0x30));
    setSelectionBackgroundColor(pal.color(QPalette::Highlight));
    setSelectionForegroundColor(pal.color(QPalette::HighlightedText));
}

void QueryEditor::changeEvent(QEvent* event)
{
    QsciScintilla::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        if (QsciLexer* l = lexer())
            LexerFactory::applyPalette(l, palette());
        applyPaletteColours();
        recolor();
    }
}

void QueryEditor::addContextMenuAction(QAction* action)
{
    m_contextActions.append(action);
}

void QueryEditor::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu* menu = createStandardContextMenu();
    if (!menu)
        return;
    menu->setAttribute(Qt::WA_DeleteOnClose);
    bool separated = false;
    for (const QPointer<QAction>& action : std::as_const(m_contextActions)) {
        if (!action)
            continue;
        if (!separated)
            menu->addSeparator();
        separated = true;
        menu->addAction(action);
    }
    menu->popup(event->globalPos()); // no nested event loop, unlike the base class's exec()
}

void QueryEditor::updateMarginWidth()
{
    const QString digits = QString::number(qMax(lines(), 99));
    setMarginWidth(0, QString(digits.size() + 1, QLatin1Char('9')));
}

int QueryEditor::bytePosition(qsizetype charOffset) const
{
    return int(text().left(charOffset).toUtf8().size());
}

qsizetype QueryEditor::cursorCharOffset() const
{
    const long pos = SendScintilla(SCI_GETCURRENTPOS);
    return QString::fromUtf8(text().toUtf8().left(pos)).size();
}

void QueryEditor::setCursorCharOffset(qsizetype offset)
{
    const int pos = bytePosition(qBound<qsizetype>(0, offset, text().size()));
    SendScintilla(SCI_GOTOPOS, pos);
}

QString QueryEditor::statementToRun(StatementRange* range) const
{
    const QString all = text();
    if (hasSelectedText()) {
        const long from = SendScintilla(SCI_GETSELECTIONSTART);
        const long to = SendScintilla(SCI_GETSELECTIONEND);
        const QByteArray bytes = all.toUtf8();
        const qsizetype begin = QString::fromUtf8(bytes.left(from)).size();
        const qsizetype end = QString::fromUtf8(bytes.left(to)).size();
        if (range)
            *range = {begin, end};
        return all.mid(begin, end - begin);
    }
    const StatementRange r = m_language->statementAt(all, cursorCharOffset());
    if (range)
        *range = r;
    return all.mid(r.begin, r.length());
}

Result<void> QueryEditor::formatStatement(const FormatOptions& options)
{
    StatementRange range;
    const QString statement = statementToRun(&range);
    if (m_language->isBlank(statement))
        return Error{QString(ErrorCode::Empty), tr("Nothing to format: the statement is empty")};
    // A selection keeps the white space around it.
    qsizetype begin = 0;
    while (begin < statement.size() && statement.at(begin).isSpace())
        ++begin;
    qsizetype end = statement.size();
    while (end > begin && statement.at(end - 1).isSpace())
        --end;
    const Result<QString> formatted =
        m_language->format(QStringView(statement).mid(begin, end - begin), options);
    if (!formatted)
        return formatted.error();
    const QString replacement = statement.left(begin) + formatted.value() + statement.mid(end);
    if (replacement == statement)
        return {};
    const bool selected = hasSelectedText();
    const int from = bytePosition(range.begin);
    const int to = bytePosition(range.end);
    const QByteArray bytes = replacement.toUtf8();
    beginUndoAction();
    SendScintilla(SCI_SETTARGETSTART, from);
    SendScintilla(SCI_SETTARGETEND, to);
    SendScintilla(SCI_REPLACETARGET, bytes.size(), bytes.constData());
    endUndoAction();
    if (selected)
        SendScintilla(SCI_SETSEL, from, from + int(bytes.size()));
    else
        SendScintilla(SCI_GOTOPOS, from + int(bytes.size()));
    return {};
}

void QueryEditor::markError(const StatementRange& range)
{
    clearErrorMarks();
    if (range.isEmpty())
        return;
    const int from = bytePosition(range.begin);
    const int to = bytePosition(range.end);
    SendScintilla(SCI_SETINDICATORCURRENT, m_errorIndicator);
    SendScintilla(SCI_INDICATORFILLRANGE, from, to - from);
}

void QueryEditor::clearErrorMarks()
{
    SendScintilla(SCI_SETINDICATORCURRENT, m_errorIndicator);
    SendScintilla(SCI_INDICATORCLEARRANGE, 0, SendScintilla(SCI_GETLENGTH));
}

void QueryEditor::selectCharRange(const StatementRange& range)
{
    const int from = bytePosition(range.begin);
    const int to = bytePosition(range.end);
    SendScintilla(SCI_SETSEL, from, to);
}

} // namespace nelumbo
