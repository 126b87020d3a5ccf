#include "window/WindowShortcuts.h"

#include "editor/QueryEditor.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>

namespace nelumbo {

WindowShortcuts::WindowShortcuts(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    qApp->installEventFilter(this);
}

QList<QKeySequence> WindowShortcuts::keys() const
{
    QList<QKeySequence> keys;
    const auto actions = m_window->findChildren<QAction*>();
    for (const QAction* action : actions) {
        const Qt::ShortcutContext context = action->shortcutContext();
        if (context != Qt::WindowShortcut && context != Qt::ApplicationShortcut)
            continue; // a widget's own keys (the grid's Delete, the editor's Undo) stay there
        for (const QKeySequence& key : action->shortcuts()) {
            if (!key.isEmpty() && !keys.contains(key))
                keys << key;
        }
    }
    return keys;
}

void WindowShortcuts::releaseEditorKeys(QueryEditor* editor) const
{
    const QList<QKeySequence> taken = keys();
    const auto isTaken = [&taken](int key) {
        return key != 0 && taken.contains(QKeySequence(QKeyCombination::fromCombined(key)));
    };
    for (QsciCommand* command : editor->standardCommands()->commands()) {
        if (isTaken(command->key()))
            command->setKey(0);
        if (isTaken(command->alternateKey()))
            command->setAlternateKey(0);
    }
}

bool WindowShortcuts::isWindowKey(const QKeyEvent& event) const
{
    const int key = event.key();
    if (key == 0 || key == Qt::Key_unknown || key == Qt::Key_Control || key == Qt::Key_Shift ||
        key == Qt::Key_Alt || key == Qt::Key_Meta)
        return false;
    const Qt::KeyboardModifiers modifiers = event.modifiers() & ~Qt::KeypadModifier;
    if ((modifiers & ~Qt::ShiftModifier) == Qt::NoModifier && key < Qt::Key_Escape)
        return false; // typing: no window action takes a printable key
    const QList<QKeySequence> taken = keys();
    if (taken.contains(QKeySequence(QKeyCombination(modifiers, Qt::Key(key)))))
        return true;
    // Ctrl++ is typed with Shift on many layouts; the shortcut map tries it without Shift too.
    const bool symbol = key < Qt::Key_A || (key > Qt::Key_Z && key < Qt::Key_Escape);
    return symbol && modifiers.testFlag(Qt::ShiftModifier) &&
           taken.contains(
               QKeySequence(QKeyCombination(modifiers & ~Qt::ShiftModifier, Qt::Key(key))));
}

bool WindowShortcuts::contains(const QObject* object) const
{
    // The window's shortcuts work in the window and its floating docks, not in its dialogs.
    const auto* widget = qobject_cast<const QWidget*>(object);
    const QWidget* top = widget ? widget->window() : nullptr;
    return top == m_window ||
           (qobject_cast<const QDockWidget*>(top) && top->parentWidget() == m_window);
}

bool WindowShortcuts::eventFilter(QObject* watched, QEvent* event)
{
    // Not accepted: the widget gives the key up and the window's action gets it.
    if (event->type() == QEvent::ShortcutOverride && contains(watched) &&
        isWindowKey(*static_cast<QKeyEvent*>(event))) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nelumbo
