#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

namespace nelumbo {

// One subcommand of nelumbo-cli ("run", …). A command may finish at once or after the
// event loop has run for a while; either way it reports its exit status through finished().
class Command : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    virtual QString name() const = 0;
    // One line for the global help's command list.
    virtual QString summary() const = 0;
    // The complete help text printed by `nelumbo-cli help NAME` and `NAME --help`.
    virtual QString helpText() const = 0;

    // arguments excludes the program and the command name.
    virtual void start(const QStringList& arguments) = 0;
    // Ctrl+C: stop cleanly; finished() must still follow (normally with ExitCode::Interrupted).
    virtual void interrupt() = 0;

Q_SIGNALS:
    void finished(int exitCode);
};

} // namespace nelumbo
