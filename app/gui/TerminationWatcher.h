#pragma once

#include <QObject>
#include <memory>

namespace nelumbo {

// Turns SIGTERM, SIGHUP and SIGINT (a logout, a service manager, kill) into a Qt signal the
// event loop delivers, where the window can save its session. Installed for its lifetime.
class TerminationWatcher : public QObject
{
    Q_OBJECT
public:
    explicit TerminationWatcher(QObject* parent = nullptr);
    ~TerminationWatcher() override;

Q_SIGNALS:
    void terminationRequested();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace nelumbo
