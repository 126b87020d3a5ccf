// The peer of bench_startup: a bare Qt 6 program that shows an empty QMainWindow and, once it
// is shown, prints "ready <ms> ms" (from main()) and exits, as `nelumbo --quit-when-ready`
// does once its window shows the demo database.

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>
#include <cstdio>

int main(int argc, char** argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1000, 700);
    window.show();
    QTimer::singleShot(0, &window, [&sinceStart] {
        std::printf("ready %.1f ms\n", double(sinceStart.nsecsElapsed()) / 1e6);
        std::fflush(stdout);
        QCoreApplication::exit(0);
    });
    return app.exec();
}
