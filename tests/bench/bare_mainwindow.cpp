// The peer of bench_startup: a bare Qt 6 program that shows an empty QMainWindow and, once
// its first paint has been handed to the screen, prints "ready <ms> ms" (from main()) and
// exits, as `nelumbo --quit-when-ready` does once its window shows the demo database.
// With --text its window paints one line of text: an empty window never starts the font
// system (fontconfig is first read when the program ends), any window with words does.

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QPainter>
#include <QTimer>
#include <cstdio>

namespace {

// A central widget, empty or with one line of text, that reports its first paint.
class FirstPaint : public QWidget
{
public:
    FirstPaint(const QElapsedTimer& sinceStart, bool text)
        : m_sinceStart(sinceStart)
        , m_text(text)
    {}

protected:
    void paintEvent(QPaintEvent*) override
    {
        if (m_text)
            QPainter(this).drawText(rect(), Qt::AlignCenter, QStringLiteral("SELECT 1"));
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
    const bool m_text;
    bool m_painted = false;
};

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QMainWindow window;
    const bool text = QCoreApplication::arguments().contains(QStringLiteral("--text"));
    window.setCentralWidget(new FirstPaint(sinceStart, text)); // owned by the window
    window.resize(1000, 700);
    window.show();
    return app.exec();
}
