#include "editor/GhostText.h"

#include "editor/QueryEditor.h"

#include <QPainter>
#include <Qsci/qscilexer.h>
#include <Qsci/qscistyle.h>

namespace nelumbo {

GhostText::GhostText(QueryEditor* editor)
    : QWidget(editor->viewport())
    , m_editor(editor)
{
    setObjectName(QStringLiteral("ghostText"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

QFont GhostText::ghostFont() const
{
    QFont font = m_editor->lexer() ? m_editor->lexer()->defaultFont() : m_editor->font();
    const int zoom = int(m_editor->SendScintilla(QsciScintillaBase::SCI_GETZOOM));
    if (font.pointSizeF() > 0)
        font.setPointSizeF(std::max(2.0, font.pointSizeF() + zoom));
    font.setItalic(true);
    return font;
}

QColor GhostText::ghostColour() const
{
    // Half way between text and background, opaque: the placeholder colour is the text's
    // with alpha, which Scintilla's styles cannot draw.
    const QPalette pal = m_editor->palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    return QColor((text.red() + base.red()) / 2, (text.green() + base.green()) / 2,
                  (text.blue() + base.blue()) / 2);
}

void GhostText::showText(const QString& text)
{
    clear();
    m_text = text;
    const qsizetype newline = text.indexOf(QLatin1Char('\n'));
    m_firstLine = newline < 0 ? text : text.left(newline);
    if (newline >= 0) {
        int line = 0;
        int index = 0;
        m_editor->getCursorPosition(&line, &index);
        const QColor grey = ghostColour();
        const QColor paper = m_editor->palette().color(QPalette::Base);
        // One style for every editor, made once: QsciStyle numbers are a shared resource.
        static const int number = QsciStyle().style();
        QsciStyle style(number, QStringLiteral("ghost text"), grey, paper, ghostFont());
        m_editor->setAnnotationDisplay(QsciScintilla::AnnotationStandard);
        m_editor->annotate(line, text.mid(newline + 1), style);
        // Scintilla wants opaque BGR colours, set after the style exists.
        const auto bgr = [](const QColor& c) {
            return long(c.red()) | long(c.green()) << 8 | long(c.blue()) << 16;
        };
        m_editor->SendScintilla(QsciScintillaBase::SCI_STYLESETFORE, ulong(number), bgr(grey));
        m_editor->SendScintilla(QsciScintillaBase::SCI_STYLESETBACK, ulong(number), bgr(paper));
        m_annotatedLine = line;
    }
    reposition();
    show();
    raise();
}

void GhostText::clear()
{
    if (m_annotatedLine >= 0 && m_annotatedLine < m_editor->lines())
        m_editor->clearAnnotations(m_annotatedLine);
    m_annotatedLine = -1;
    m_text.clear();
    m_firstLine.clear();
    hide();
}

void GhostText::reposition()
{
    if (m_text.isEmpty())
        return;
    const long pos = m_editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS);
    const int x = int(m_editor->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0UL, pos));
    const int y = int(m_editor->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, pos));
    const int line = int(m_editor->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, pos));
    const int height = int(m_editor->SendScintilla(QsciScintillaBase::SCI_TEXTHEIGHT, line));
    const QFontMetrics metrics(ghostFont());
    const int width = metrics.horizontalAdvance(m_firstLine) + 2;
    setGeometry(x, y, std::max(1, std::min(width, m_editor->viewport()->width() - x)), height);
    update();
}

void GhostText::paintEvent(QPaintEvent*)
{
    if (m_firstLine.isEmpty())
        return;
    QPainter p(this);
    p.setFont(ghostFont());
    p.setPen(ghostColour());
    const int height = rect().height();
    const QFontMetrics metrics(p.font());
    // On the text's baseline: Scintilla centres a line's ascent and descent in its height.
    const int baseline = (height - (metrics.ascent() + metrics.descent())) / 2 + metrics.ascent();
    p.drawText(QPoint(0, baseline), m_firstLine);
}

} // namespace nelumbo
