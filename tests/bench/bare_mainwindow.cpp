// The peer of bench_startup: a bare Qt 6 program that shows an empty QMainWindow and, once
// its first paint has been handed to the screen, prints "ready <ms> ms" (from main()) and
// exits, as `nelumbo --quit-when-ready` does once its window shows the demo database.

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>
#include <cstdio>

namespace {

// An empty central widget that reports its first paint.
class FirstPaint : public QWidget
{
public:
    explicit FirstPaint(const QElapsedTimer& sinceStart)
        : m_sinceStart(sinceStart)
    {}

protected:
    void paintEvent(QPaintEvent*) override
    {
        if (m_painted)
            return;
        m_painted = true;
        QTimer::singleShot(0, this, [this] {
            std::printf("ready %.1f ms\n", double(m_sinceStart.nsecsElapsed()) / 1e6);
            std::fflush(stdout);
            QCoreApplication::exit(0);
        });
    }

private:
    const QElapsedTimer& m_sinceStart;
    bool m_painted = false;
};

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new FirstPaint(sinceStart)); // owned by the window
    window.resize(1000, 700);
    window.show();
    return app.exec();
}
