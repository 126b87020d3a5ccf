#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPalette;

namespace nelumbo {

// Colours pretty-printed JSON in palette colours: keys, strings, numbers and the literals
// true, false and null. It reads one line at a time, as the value viewer prints one token
// per line.
class JsonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    JsonHighlighter(QTextDocument* document, const QPalette& palette);

protected:
    void highlightBlock(const QString& text) override;

private:
    QTextCharFormat m_key;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_literal;
};

} // namespace nelumbo
