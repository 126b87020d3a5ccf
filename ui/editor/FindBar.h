#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace nelumbo {

class QueryEditor;

// Find and replace under the editor (Ctrl+F, Ctrl+H); Escape hides it.
class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(QueryEditor* editor, QWidget* parent = nullptr);

    void showFind();
    void showReplace();
    bool findNext(bool forward = true);
    void replaceCurrent();
    int replaceAll();
    void setFindText(const QString& text);
    void setReplaceText(const QString& text);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    bool search(bool forward, bool fromStart);
    void setReplaceVisible(bool visible);

    QueryEditor* m_editor;
    QLineEdit* m_find;
    QLineEdit* m_replace;
    QCheckBox* m_caseSensitive;
    QCheckBox* m_wholeWord;
    QCheckBox* m_regex;
    QLabel* m_status;
    QWidget* m_replaceRow;
};

} // namespace nelumbo
