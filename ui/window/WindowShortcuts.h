#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

class QKeyEvent;
class QWidget;

namespace nelumbo {

class QueryEditor;

// Keeps the window's shortcuts ahead of its widgets: a text field or the editor never takes a
// key the window documents for an action (Ctrl+T is New Tab everywhere, not a line transpose).
class WindowShortcuts : public QObject
{
    Q_OBJECT
public:
    // Watches key events of every widget of window (its floating docks too; not its dialogs).
    explicit WindowShortcuts(QWidget* window);

    // The keys of the window's actions that work anywhere in it (window or application
    // context), each key once.
    QList<QKeySequence> keys() const;
    // Removes the editor's own bindings of those keys (QScintilla's standard commands).
    void releaseEditorKeys(QueryEditor* editor) const;
    // Whether the key of a key event is one of keys().
    bool isWindowKey(const QKeyEvent& event) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool contains(const QObject* object) const;

    QWidget* m_window;
};

} // namespace nelumbo
