#pragma once

#include <QObject>

class QMainWindow;

namespace nelumbo {

class RecoveryStore;
class SourceSession;
class TabSet;
struct SessionState;

// What the window brings back on the next start: its source, tabs, geometry and docks
// (saved on a clean quit), and the recovery copy written while it runs.
class WindowSession : public QObject
{
    Q_OBJECT
public:
    WindowSession(QMainWindow* window, TabSet* tabs, SourceSession* source);

    // Restores the last session (a killed window's copy first), or opens the demo database
    // with a sample query.
    void restore();
    // A clean quit: the session and layout are saved and the recovery copy removed.
    void saveAndDiscardRecovery();
    SessionState current() const;
    RecoveryStore* recovery() const { return m_recovery; }

Q_SIGNALS:
    // A line for the window's status (the demo database could not be installed).
    void statusMessage(const QString& text);

private:
    QMainWindow* m_window;
    TabSet* m_tabs;
    SourceSession* m_source;
    RecoveryStore* m_recovery;
};

} // namespace nelumbo
