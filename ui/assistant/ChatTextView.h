#pragma once

#include <QTextBrowser>

class QSyntaxHighlighter;

namespace nelumbo {

// Read-only text of a chat message, as tall as its content: Markdown (with highlighted code
// blocks on a shaded background) or a statement shown whole as code.
class ChatTextView : public QTextBrowser
{
    Q_OBJECT
public:
    enum class Mode
    {
        Markdown,
        Code
    };
    // definition: the highlighting definition of the source's SQL dialect.
    explicit ChatTextView(Mode mode, const QString& definition = QStringLiteral("SQL"),
                          QWidget* parent = nullptr);

    void setContent(const QString& text);
    QString content() const { return m_content; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void render();
    void shadeCodeBlocks();
    void fitHeight();

    Mode m_mode;
    QString m_definition;
    QString m_content;
    QSyntaxHighlighter* m_highlighter = nullptr;
};

} // namespace nelumbo
