#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QTemporaryDir;

// Runs the real nelumbo-cli as the CLI suites do: one place for starting, feeding, waiting,
// killing a program that hangs and collecting its output.
namespace nelumbo::testing {

struct CliRun
{
    bool started = false;
    bool finished = false; // ended by itself before the timeout
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1; // the program's exit code; -1 when it crashed or did not finish
    QString out;       // standard output and error as UTF-8 text
    QString err;
    QByteArray outBytes; // the same, byte for byte
    QByteArray errBytes;
};

struct CliRunner
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString workingDirectory;
    int timeoutMs = 60000;
    // Waits with the event loop running, so that a server living in the test (the fake
    // provider) can answer the program.
    bool eventLoop = false;

    // Starts the program without waiting, for tests that drive it themselves.
    void start(QProcess& process, const QStringList& arguments) const;
    CliRun run(const QStringList& arguments, const QByteArray& input = {}) const;
};

// nelumbo-cli reading configFile, with the test's environment otherwise, 20 s at most; a run
// that does not finish comes back empty (exit code -1, no output).
struct CliWithConfig
{
    QString configFile;
    CliRun operator()(const QStringList& arguments) const;
};

// An environment holding nothing of the user's: PATH, C.UTF-8, a home, config and no keychain
// of the test's own.
QProcessEnvironment isolatedCliEnvironment(const QTemporaryDir& dir);

} // namespace nelumbo::testing
