#pragma once

// The main window as the GUI suites open and drive it: restored on the demo Chinook (or the
// session the test left), shown, its catalogue read; a query typed, run and waited for.
#include "assistant/AssistantController.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "window/MainWindow.h"

#include <QSignalSpy>
#include <QTest>

namespace nelumbo::testing {

enum class WindowShown
{
    Hidden,
    Shown,
    Exposed,
    Active
};

// Restores the saved session (the demo database the first time), shows the window as far as
// asked and waits for its catalogue; false when any step did not come.
inline bool openWindow(MainWindow& window, WindowShown shown = WindowShown::Active,
                       int catalogMs = 10000)
{
    QSignalSpy ready(&window, &MainWindow::catalogReady);
    window.restoreSession();
    if (shown != WindowShown::Hidden)
        window.show();
    if (shown >= WindowShown::Exposed && !QTest::qWaitForWindowExposed(&window))
        return false;
    if (shown == WindowShown::Active) {
        // Shortcuts need an active window; without a window manager (bare Xvfb) ask for it.
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            return false;
    }
    return ready.count() > 0 || ready.wait(catalogMs); // it may have come while showing
}

// Until a shown window is ready to use: its catalogue read and the assistant's target resolved
// (for windows told what to open with openSource rather than restoreSession).
inline bool waitReady(const MainWindow& window, int ms = 10000)
{
    return QTest::qWaitFor([&window] { return window.catalogLoaded(); }, ms) &&
           QTest::qWaitFor([&window] { return !window.assistant()->isResolving(); }, ms);
}

// Until the tab's statements ended.
inline bool waitIdle(const EditorTab* tab, int ms = 15000)
{
    return QTest::qWaitFor([tab] { return !tab->isRunning(); }, ms);
}

// Replaces the tab's text and gives the editor the keyboard, as a user typing there.
inline void setQuery(EditorTab* tab, const QString& text)
{
    tab->editor()->setText(text);
    tab->editor()->setFocus();
}

// Runs the whole tab and waits for the result.
inline bool runAndWait(EditorTab* tab, int ms = 15000)
{
    tab->runAll();
    return waitIdle(tab, ms);
}

} // namespace nelumbo::testing
