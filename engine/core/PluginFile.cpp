#include "core/PluginFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace nelumbo {

QStringList PluginFile::directories()
{
    QStringList dirs;
    if (const QString env = qEnvironmentVariable("NELUMBO_PLUGIN_DIR"); !env.isEmpty())
        dirs << env;
    if (QCoreApplication::instance())
        dirs << QDir(QCoreApplication::applicationDirPath())
                    .filePath(QStringLiteral(NELUMBO_INSTALLED_PLUGIN_DIR));
    dirs << QStringLiteral(NELUMBO_BUILD_PLUGIN_DIR);
    return dirs;
}

QByteArray PluginFile::locate(const char* fileName)
{
    for (const QString& dir : directories()) {
        const QString path = QDir(dir).filePath(QLatin1String(fileName));
        if (QFileInfo::exists(path))
            return QFile::encodeName(path);
    }
    return QByteArray(fileName);
}

} // namespace nelumbo
