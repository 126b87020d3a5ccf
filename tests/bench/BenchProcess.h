#pragma once

// Runs another program for a benchmark: stdout into a file, stderr dropped, private HOME and
// XDG folders; returns its wall time and, when asked, its peak RSS.

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace nelumbo::bench {

struct ProgramRun
{
    bool ok = false;
    double ms = 0;
    double peakRssMb = 0; // 0 when not sampled
};

// A spawned child's ru_maxrss starts at this process's own RSS (exec keeps the larger image's
// figure), so its peak is read from its VmHWM every 2 ms instead. The wait then ends up to
// 2 ms late: runs of a few milliseconds are timed without sampling.
enum class PeakMemory
{
    Sampled,
    NotSampled
};

inline ProgramRun runProgram(const QStringList& argv, const QString& outFile, const QString& home,
                             PeakMemory memory = PeakMemory::Sampled)
{
    QList<QByteArray> args;
    for (const QString& a : argv)
        args << a.toLocal8Bit();
    std::vector<char*> cargs;
    for (QByteArray& a : args)
        cargs.push_back(a.data());
    cargs.push_back(nullptr);

    QList<QByteArray> env;
    for (char** e = environ; *e; ++e) {
        const QByteArray entry(*e);
        if (!entry.startsWith("HOME=") && !entry.startsWith("XDG_CONFIG_HOME=") &&
            !entry.startsWith("XDG_DATA_HOME=") && !entry.startsWith("XDG_CACHE_HOME="))
            env << entry;
    }
    const QByteArray h = home.toLocal8Bit();
    env << "HOME=" + h << "XDG_CONFIG_HOME=" + h + "/config"
        << "XDG_DATA_HOME=" + h + "/data"
        << "XDG_CACHE_HOME=" + h + "/cache";
    std::vector<char*> cenv;
    for (QByteArray& e : env)
        cenv.push_back(e.data());
    cenv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const QByteArray out = outFile.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, 1, out.constData(), O_WRONLY | O_CREAT | O_TRUNC,
                                     0644);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    ProgramRun run;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawnp(&pid, cargs[0], &actions, nullptr, cargs.data(), cenv.data()) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        std::fprintf(stderr, "bench: cannot start %s\n", cargs[0]);
        return run;
    }
    const QByteArray statusFile = "/proc/" + QByteArray::number(pid) + "/status";
    qint64 hwmKb = 0;
    int status = 0;
    for (;;) {
        const pid_t done = waitpid(pid, &status, memory == PeakMemory::Sampled ? WNOHANG : 0);
        if (done == pid || (done < 0 && errno != EINTR))
            break;
        if (done != 0)
            continue; // interrupted
        if (FILE* f = std::fopen(statusFile.constData(), "r")) {
            char line[256];
            while (std::fgets(line, sizeof line, f))
                if (std::strncmp(line, "VmHWM:", 6) == 0)
                    hwmKb = std::max(hwmKb, qint64(std::strtoll(line + 6, nullptr, 10)));
            std::fclose(f);
        }
        usleep(2000);
    }
    run.ms = double(timer.nsecsElapsed()) / 1e6;
    posix_spawn_file_actions_destroy(&actions);
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    run.peakRssMb = double(hwmKb) / 1024.0;
    if (!run.ok)
        std::fprintf(stderr, "bench: %s failed (status %d)\n", cargs[0], status);
    return run;
}

} // namespace nelumbo::bench
