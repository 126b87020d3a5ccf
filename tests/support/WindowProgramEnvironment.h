#pragma once

#include <QProcessEnvironment>
#include <QTemporaryDir>

namespace nelumbo::testing {

// For the real nelumbo program started by a test: offscreen, in C.UTF-8, with a home and XDG
// folders of its own under dir/home, so that it never reads or writes the user's files.
inline QProcessEnvironment windowProgramEnvironment(const QTemporaryDir& dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), dir.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("home/data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("home/config")));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

} // namespace nelumbo::testing
