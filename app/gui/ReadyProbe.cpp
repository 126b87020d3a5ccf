#include "ReadyProbe.h"

#include "sources/SchemaBrowser.h"
#include "window/MainWindow.h"

#include <QEvent>
#include <QTimer>
#include <QTreeView>

namespace nelumbo {

ReadyProbe::ReadyProbe(MainWindow* window)
    : QObject(window)
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
    // A paint is due anyway; asked for, in case the tree was painted with these names already.
    static_cast<QWidget*>(m_viewport)->update();
}

bool ReadyProbe::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_viewport && event->type() == QEvent::Paint && m_loaded && !m_reported) {
        m_reported = true;
        // The next turn of the event loop: this paint has been flushed by then.
        QTimer::singleShot(0, this, [this] { Q_EMIT ready(); });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nelumbo
