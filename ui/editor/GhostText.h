#pragma once

#include <QWidget>

namespace nelumbo {

class QueryEditor;

// Grey text after the caret that is not in the document: its first line painted at the
// caret by this widget (QScintilla 2.13/2.14 have no inline virtual text), further lines as
// an annotation under the caret's line, which pushes the lines below down.
class GhostText : public QWidget
{
    Q_OBJECT
public:
    explicit GhostText(QueryEditor* editor);

    // Shows text at the caret, replacing what was shown.
    void showText(const QString& text);
    void clear();
    QString text() const { return m_text; }
    // Follows the caret after a scroll or zoom.
    void reposition();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QFont ghostFont() const;
    QColor ghostColour() const;

    QueryEditor* m_editor;
    QString m_text;
    QString m_firstLine;
    int m_annotatedLine = -1;
};

} // namespace nelumbo
