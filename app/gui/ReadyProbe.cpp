#include "ReadyProbe.h"

#include "sources/SchemaBrowser.h"
#include "window/MainWindow.h"

#include <QEvent>
#include <QTimer>
#include <QTreeView>
#include <QWidget>

namespace nelumbo {

ReadyProbe::ReadyProbe(MainWindow* window)
    : QObject(window)
    , m_window(window)
    , m_viewport(window->schemaBrowser()->view()->viewport())
{
    m_viewport->installEventFilter(this);
    if (window->catalogLoaded())
        catalogLoaded();
    else
        connect(window, &MainWindow::catalogReady, this, &ReadyProbe::catalogLoaded,
                Qt::SingleShotConnection);
}

void ReadyProbe::catalogLoaded()
{
    m_loaded = true;
    if (m_viewport->isVisibleTo(m_window)) {
        // A paint is due anyway; asked for, in case the tree showed these names already.
        m_viewport->update();
    } else {
        report(); // the schema dock is closed: nothing on screen waits for the catalogue
    }
}

void ReadyProbe::report()
{
    if (m_reported)
        return;
    m_reported = true;
    // The next turn of the event loop: a paint under way has been flushed by then.
    QTimer::singleShot(0, this, [this] { Q_EMIT ready(); });
}

bool ReadyProbe::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_viewport && event->type() == QEvent::Paint && m_loaded)
        report();
    return QObject::eventFilter(watched, event);
}

} // namespace nelumbo
