#pragma once

#include <QByteArray>
#include <QObject>

class QSocketNotifier;

namespace nelumbo {

class MainWindow;

// Drives the window from standard input, for tests that run the real program and kill it
// (crash recovery). Only made when NELUMBO_TEST_DRIVER=1 is set. One command a line:
//   type TEXT    keys typed into the current editor ("\n" is Enter)
//   newtab       a new tab, as File → New Tab
//   open PATH    a .sql file in a tab
//   quit         as File → Quit
//   state        one line of JSON: the source and each tab's file, modified flag and text
// It prints "ready" once the window runs, and "ok" (or the JSON) after each command.
class TestDriver : public QObject
{
    Q_OBJECT
public:
    static bool wanted();
    explicit TestDriver(MainWindow* window);

private:
    void readInput();
    void run(const QString& line);
    void type(const QString& text);
    QByteArray state() const;

    MainWindow* m_window;
    QSocketNotifier* m_notifier;
    QByteArray m_buffer;
};

} // namespace nelumbo
