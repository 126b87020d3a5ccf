#pragma once

#include <QObject>

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

Q_SIGNALS:
    // count: how many interrupts arrived so far, so a second Ctrl+C can insist.
    void interrupted(int count);

private:
    struct Private;
    std::unique_ptr<Private> d;
    int m_count = 0;
};

} // namespace nelumbo
