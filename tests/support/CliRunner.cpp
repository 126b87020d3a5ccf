#include "CliRunner.h"

#include "NoKeychain.h"
#include "TestData.h"

#include <QSignalSpy>
#include <QTemporaryDir>

namespace nelumbo::testing {

void CliRunner::start(QProcess& process, const QStringList& arguments) const
{
    process.setProgram(cliPath());
    process.setArguments(arguments);
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start();
}

CliRun CliRunner::run(const QStringList& arguments, const QByteArray& input) const
{
    QProcess process;
    QSignalSpy done(&process, &QProcess::finished);
    start(process, arguments);
    CliRun r;
    r.started = process.waitForStarted(10000);
    if (!r.started)
        return r;
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    r.finished = eventLoop ? done.wait(timeoutMs) : process.waitForFinished(timeoutMs);
    if (!r.finished) {
        process.kill();
        process.waitForFinished();
    }
    r.status = process.exitStatus();
    if (r.finished && r.status == QProcess::NormalExit)
        r.exitCode = process.exitCode();
    r.outBytes = process.readAllStandardOutput();
    r.errBytes = process.readAllStandardError();
    r.out = QString::fromUtf8(r.outBytes);
    r.err = QString::fromUtf8(r.errBytes);
    return r;
}

CliRun CliWithConfig::operator()(const QStringList& arguments) const
{
    CliRunner runner;
    runner.environment.insert(QStringLiteral("NELUMBO_CONFIG"), configFile);
    runner.timeoutMs = 20000;
    CliRun r = runner.run(arguments);
    return r.finished ? r : CliRun{};
}

QProcessEnvironment isolatedCliEnvironment(const QTemporaryDir& dir)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("NELUMBO_CONFIG"), dir.filePath(QStringLiteral("nelumbo.conf")));
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), noKeychainBus());
    return env;
}

} // namespace nelumbo::testing
