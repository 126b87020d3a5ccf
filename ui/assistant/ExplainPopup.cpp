#include "assistant/ExplainPopup.h"

#include "assistant/ChatCodeHighlighter.h"
#include "editor/QueryEditor.h"

#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>
#include <memory>

namespace nelumbo {

namespace {

constexpr int kMargin = 8;
constexpr int kWidth = 560;
constexpr int kHeight = 320;
constexpr int kMinHeight = 96;
constexpr int kMinWidth = 320;

int bytePosition(const QString& text, qsizetype charOffset)
{
    return int(text.left(charOffset).toUtf8().size());
}

} // namespace

std::optional<ExplainPopup::Target> ExplainPopup::targetIn(const QueryEditor& editor)
{
    const QString all = editor.text();
    StatementRange selection;
    if (editor.hasSelectedText())
        (void)editor.statementToRun(&selection);
    // The selection without the white space around it.
    while (selection.begin < selection.end && all.at(selection.begin).isSpace())
        ++selection.begin;
    while (selection.end > selection.begin && all.at(selection.end - 1).isSpace())
        --selection.end;
    Target target;
    if (selection.isEmpty()) {
        const StatementRange r = editor.language().statementAt(all, editor.cursorCharOffset());
        target.statement = all.mid(r.begin, r.length());
        target.anchor = r;
    } else {
        const StatementRange first = editor.language().statementAt(all, selection.begin);
        const StatementRange last = editor.language().statementAt(all, selection.end - 1);
        const qsizetype begin = qMin(first.begin, selection.begin);
        const qsizetype end = qMax(last.end, selection.end);
        target.statement = all.mid(begin, end - begin);
        target.fragment = all.mid(selection.begin, selection.length());
        target.anchor = selection;
        if (target.fragment == target.statement)
            target.fragment.clear();
    }
    if (editor.language().isBlank(target.statement))
        return std::nullopt;
    return target;
}

ExplainPopup::ExplainPopup(QWidget* host)
    : QFrame(host)
    , m_title(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_text(new QTextBrowser(this))
    , m_copy(new QPushButton(tr("Copy"), this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("explainPopup"));
    setAccessibleName(tr("Explanation"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base); // the text's own background, in light and dark palettes
    setFocusPolicy(Qt::NoFocus);

    m_title->setObjectName(QStringLiteral("explainTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_busy->setRange(0, 0);
    m_busy->setAccessibleName(tr("Waiting for the explanation"));
    m_busy->setMaximumHeight(m_title->fontMetrics().height());
    m_text->setObjectName(QStringLiteral("explainText"));
    m_text->setAccessibleName(tr("Explanation text"));
    m_text->setOpenExternalLinks(true);
    m_text->setFrameShape(QFrame::NoFrame);
    m_copy->setObjectName(QStringLiteral("explainCopy"));
    m_copy->setToolTip(tr("Copy the explanation as Markdown"));
    m_close->setObjectName(QStringLiteral("explainClose"));
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Close (Esc)"));
    m_close->setAccessibleName(tr("Close the explanation"));

    auto* header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_busy);
    header->addWidget(m_copy);
    header->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMargin, kMargin / 2, kMargin, kMargin);
    layout->addLayout(header);
    layout->addWidget(m_text, 1);
    setTabOrder(m_text, m_copy);
    setTabOrder(m_copy, m_close);

    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_markdown); });
    connect(m_close, &QToolButton::clicked, this, &ExplainPopup::dismiss);
    host->installEventFilter(this);
    hide();
}

void ExplainPopup::setBusyVisible(bool busy)
{
    m_busy->setVisible(busy);
    m_copy->setEnabled(!busy && !m_markdown.isEmpty());
}

bool ExplainPopup::isBusy() const
{
    return isVisible() && !m_busy->isHidden();
}

QString ExplainPopup::shownText() const
{
    return m_text->toPlainText();
}

void ExplainPopup::showBusy(QueryEditor* editor, const Target& target)
{
    if (m_editor != editor) {
        if (m_editor) {
            m_editor->removeEventFilter(this);
            m_editor->verticalScrollBar()->disconnect(this);
            m_editor->horizontalScrollBar()->disconnect(this);
        }
        m_editor = editor;
        editor->installEventFilter(this);
        connect(editor, &QObject::destroyed, this, &QWidget::hide);
        connect(editor->verticalScrollBar(), &QScrollBar::valueChanged, this,
                &ExplainPopup::reposition);
        connect(editor->horizontalScrollBar(), &QScrollBar::valueChanged, this,
                &ExplainPopup::reposition);
    }
    m_target = target;
    m_markdown.clear();
    m_title->setText(target.fragment.isEmpty() ? tr("Explaining the query…")
                                               : tr("Explaining the selection…"));
    m_text->clear();
    setBusyVisible(true);
    reposition();
    show();
    raise();
}

bool ExplainPopup::focusAnswerFor(const QueryEditor* editor, const Target& target)
{
    if (!isVisible() || isBusy() || m_editor != editor || !(m_target == target))
        return false;
    m_text->setFocus(Qt::ShortcutFocusReason);
    return true;
}

void ExplainPopup::setExplanation(const QString& markdown)
{
    m_markdown = markdown;
    m_title->setText(m_target.fragment.isEmpty() ? tr("Explanation of the query")
                                                 : tr("Explanation of the selection"));
    // Code blocks coloured as in the chat, in the dialect of the editor's source.
    const QString definition = m_editor ? m_editor->highlightingDefinition() : QString();
    if (!m_highlighter || definition != m_highlighterDefinition) {
        delete m_highlighter;
        m_highlighter =
            ChatCodeHighlighter::attach(m_text->document(), false, definition, m_text->palette());
        m_highlighterDefinition = definition;
    }
    m_text->setMarkdown(markdown);
    setBusyVisible(false);
    reposition(); // fitted to the answer
}

void ExplainPopup::setError(const QString& message)
{
    m_markdown.clear();
    m_title->setText(tr("No explanation"));
    m_text->setPlainText(tr("The explanation failed: %1").arg(message));
    setBusyVisible(false);
    reposition();
}

void ExplainPopup::dismiss()
{
    const bool wasBusy = isBusy();
    const bool hadFocus = isAncestorOf(QApplication::focusWidget());
    hide();
    if (hadFocus && m_editor)
        m_editor->setFocus(Qt::OtherFocusReason);
    if (wasBusy)
        Q_EMIT cancelRequested();
}

void ExplainPopup::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        dismiss();
        return;
    }
    QFrame::keyPressEvent(event);
}

bool ExplainPopup::eventFilter(QObject* watched, QEvent* event)
{
    if (isVisible() && watched == m_editor && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        dismiss();
        return true;
    }
    // Another tab came to the front: the selection is no longer there to stand next to.
    if (isVisible() && watched == m_editor && event->type() == QEvent::Hide)
        dismiss();
    if (isVisible() && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        reposition();
    return QFrame::eventFilter(watched, event);
}

int ExplainPopup::preferredHeight(int width) const
{
    if (isBusy() || m_text->document()->isEmpty())
        return kMinHeight;
    // A copy of the document laid out at the width it will get, plus the header and margins.
    const std::unique_ptr<QTextDocument> document(m_text->document()->clone());
    document->setTextWidth(width - 2 * kMargin - 2 * m_text->frameWidth());
    const QMargins margins = layout()->contentsMargins();
    const int header = qMax(m_title->sizeHint().height(), m_copy->sizeHint().height());
    const int chrome =
        margins.top() + margins.bottom() + layout()->spacing() + header + 2 * frameWidth();
    const int wanted = int(document->size().height()) + 2 * m_text->frameWidth() + chrome;
    return qBound(kMinHeight, wanted, kHeight);
}

void ExplainPopup::reposition()
{
    QWidget* host = parentWidget();
    if (!m_editor || !host)
        return;
    const QString text = m_editor->text();
    const long begin = bytePosition(text, m_target.anchor.begin);
    const long end = bytePosition(text, m_target.anchor.end);
    const long lastLine = m_editor->SendScintilla(QsciScintilla::SCI_LINEFROMPOSITION, end);
    const int lineHeight = int(m_editor->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, lastLine));
    const int x = int(m_editor->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0, begin));
    const int firstTop =
        int(m_editor->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0, begin));
    const int lastBottom =
        int(m_editor->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0, end)) + lineHeight;
    QWidget* viewport = m_editor->viewport();
    const QPoint below = viewport->mapTo(host, QPoint(x, lastBottom));
    const QPoint above = viewport->mapTo(host, QPoint(x, firstTop));

    // Over the editor when it is wide enough, so that the docks beside it stay readable.
    const QRect editorArea(viewport->mapTo(host, QPoint(0, 0)), viewport->size());
    const QRect area = editorArea.width() >= kMinWidth
                           ? editorArea.intersected(host->rect()).adjusted(kMargin, 0, -kMargin, 0)
                           : host->rect().adjusted(kMargin, 0, -kMargin, 0);
    const int width = qMin(kWidth, area.width());
    const int roomBelow = host->height() - below.y() - kMargin;
    const int roomAbove = above.y() - kMargin;
    int height = qMin(preferredHeight(width), qMax(roomBelow, roomAbove));
    height = qMax(height, qMin(kMinHeight, host->height() - 2 * kMargin));
    int y = roomBelow >= height || roomBelow >= roomAbove ? below.y() : above.y() - height;
    // Kept inside the window even when the selection has scrolled out of view.
    y = qBound(kMargin, y, qMax(kMargin, host->height() - height - kMargin));
    const int left = qBound(area.left(), below.x(), qMax(area.left(), area.right() + 1 - width));
    setGeometry(left, y, width, height);
}

} // namespace nelumbo
