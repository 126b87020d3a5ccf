#include "assistant/ChatTextView.h"

#include "assistant/ChatCodeHighlighter.h"
#include "core/SafeText.h"

#include <QFontDatabase>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QTextCursor>
#include <cmath>

namespace nelumbo {

ChatTextView::ChatTextView(Mode mode, const QString& definition, QWidget* parent)
    : QTextBrowser(parent)
    , m_mode(mode)
    , m_definition(definition)
{
    setFrameShape(QFrame::NoFrame);
    setReadOnly(true);
    setOpenLinks(false); // text from a model never opens anything by itself
    // Wrapped, code too: a narrow dock shows all of it without a scroll bar to reach for.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard |
                            Qt::LinksAccessibleByMouse);
    viewport()->setAutoFillBackground(false);
    if (mode == Mode::Code) {
        setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        document()->setDefaultFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    }
    document()->setDocumentMargin(2);
    m_highlighter =
        ChatCodeHighlighter::attach(document(), mode == Mode::Code, m_definition, palette());
}

void ChatTextView::setContent(const QString& text)
{
    if (text == m_content && !text.isEmpty())
        return;
    m_content = text;
    render();
}

void ChatTextView::render()
{
    // A model may echo names from the database: controls and bidirectional overrides show as
    // escapes (content() keeps the text as it came).
    const QString shown =
        SafeText::escaped(QString(m_content).replace(QLatin1String("\r\n"), QLatin1String("\n")));
    if (m_mode == Mode::Markdown) {
        document()->setMarkdown(shown, QTextDocument::MarkdownDialectGitHub);
        shadeCodeBlocks();
    } else {
        document()->setPlainText(shown);
    }
    fitHeight();
}

void ChatTextView::shadeCodeBlocks()
{
    const QColor shade = palette().color(QPalette::AlternateBase);
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (!ChatCodeHighlighter::isCodeBlock(block))
            continue;
        QTextCursor cursor(block);
        QTextBlockFormat format = block.blockFormat();
        format.setBackground(shade);
        cursor.setBlockFormat(format);
    }
}

void ChatTextView::fitHeight()
{
    document()->setTextWidth(viewport()->width());
    const int height = int(std::ceil(document()->size().height())) + 2 * frameWidth();
    if (height != this->height()) {
        setFixedHeight(height);
        updateGeometry();
    }
}

QSize ChatTextView::sizeHint() const
{
    return {QTextBrowser::sizeHint().width(), height()};
}

QSize ChatTextView::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 10, height()};
}

void ChatTextView::resizeEvent(QResizeEvent* event)
{
    QTextBrowser::resizeEvent(event);
    fitHeight();
}

void ChatTextView::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        // Light/dark switch: new colours for the code.
        delete m_highlighter;
        m_highlighter =
            ChatCodeHighlighter::attach(document(), m_mode == Mode::Code, m_definition, palette());
        render();
    }
}

} // namespace nelumbo
