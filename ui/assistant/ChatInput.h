#pragma once

#include <QPlainTextEdit>

namespace nelumbo {

// Where the user types to the assistant: Enter sends, Shift+Enter starts a new line, Escape
// stops a running answer (or leaves the chat). Grows with its text up to a few lines.
class ChatInput : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ChatInput(QWidget* parent = nullptr);

    QSize sizeHint() const override;

Q_SIGNALS:
    void submitted();
    void stopRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void fitHeight();
};

} // namespace nelumbo
