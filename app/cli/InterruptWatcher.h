#pragma once

#include <QObject>
#include <QString>
#include <memory>

namespace nelumbo {

// Turns Ctrl+C (SIGINT) into a Qt signal delivered by the event loop, where it is safe to
// act on. The handler is installed for the watcher's lifetime.
class InterruptWatcher : public QObject
{
    Q_OBJECT
public:
    explicit InterruptWatcher(QObject* parent = nullptr);
    ~InterruptWatcher() override;

    // A second interrupt prints message on standard error and ends the process with
    // exitCode at once, from the signal handler, even while the main thread is blocked.
    void exitOnRepeat(const QString& message, int exitCode);

Q_SIGNALS:
    // count: how many interrupts arrived so far, so a second Ctrl+C can insist.
    void interrupted(int count);

private:
    struct Private;
    std::unique_ptr<Private> d;
    int m_count = 0;
};

} // namespace nelumbo
