#pragma once

#include <QObject>

class QWidget;

namespace nelumbo {

class MainWindow;

// Tells when the window shows the loaded catalogue: the schema tree painted after the
// catalogue came (or just the catalogue, when the schema dock is closed). What
// --quit-when-ready reports, and what a display makes visible.
class ReadyProbe : public QObject
{
    Q_OBJECT
public:
    explicit ReadyProbe(MainWindow* window);

Q_SIGNALS:
    // Once, after that paint has been handed to the screen.
    void ready();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void catalogLoaded();
    void report();

    QWidget* m_window;
    QWidget* m_viewport;
    bool m_loaded = false;
    bool m_reported = false;
};

} // namespace nelumbo
