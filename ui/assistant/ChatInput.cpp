#include "assistant/ChatInput.h"

#include <QKeyEvent>
#include <QTextBlock>
#include <cmath>

namespace nelumbo {

namespace {
constexpr int kMinLines = 2;
constexpr int kMaxLines = 8;
} // namespace

ChatInput::ChatInput(QWidget* parent)
    : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("chatInput"));
    setAccessibleName(tr("Message to the assistant"));
    setPlaceholderText(tr("Ask about this source's data… (Enter sends, Shift+Enter: new line)"));
    setTabChangesFocus(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(this, &QPlainTextEdit::textChanged, this, &ChatInput::fitHeight);
    fitHeight();
}

void ChatInput::keyPressEvent(QKeyEvent* event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & Qt::ShiftModifier)) {
        // A real line break, not the line separator QPlainTextEdit would insert.
        insertPlainText(QStringLiteral("\n"));
        event->accept();
        return;
    }
    if (enter && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        event->accept();
        Q_EMIT submitted();
        return;
    }
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier) {
        Q_EMIT stopRequested();
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

QSize ChatInput::sizeHint() const
{
    return {QPlainTextEdit::sizeHint().width(), height()};
}

void ChatInput::fitHeight()
{
    const int lines = std::clamp(document()->lineCount(), kMinLines, kMaxLines);
    const int height = lines * fontMetrics().lineSpacing() +
                       int(std::ceil(2 * document()->documentMargin())) + 2 * frameWidth() +
                       contentsMargins().top() + contentsMargins().bottom();
    if (height != this->height()) {
        setFixedHeight(height);
        updateGeometry();
    }
}

} // namespace nelumbo
