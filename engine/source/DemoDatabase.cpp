#include "source/DemoDatabase.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

static void initDemoResource()
{
    // The resource lives in a static library; registered once.
    static const bool registered = [] {
        Q_INIT_RESOURCE(demo);
        return true;
    }();
    Q_UNUSED(registered)
}

namespace nelumbo {

namespace {
// The demo is the one database file the build puts in this resource folder.
const char* const kResourceDir = ":/nelumbo/demo";

QString resourceFile()
{
    initDemoResource();
    const QStringList files = QDir(QString::fromLatin1(kResourceDir)).entryList(QDir::Files);
    return files.isEmpty() ? QStringLiteral("demo") : files.first();
}

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::DemoDatabase)
};
} // namespace

QString DemoDatabase::installedPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/demo/") + resourceFile();
}

QString DemoDatabase::sourceUrl()
{
    return AdapterRegistry::fileUrl(installedPath());
}

Result<QString> DemoDatabase::ensureInstalled()
{
    const QString path = installedPath();
    if (QFileInfo(path).size() > 0)
        return path;
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return Error{ErrorCode::DemoInstallFailed,
                     Tr::tr("Cannot create the folder %1 for the demo database").arg(dir)};
    // Copy to a temporary name first so a crash never leaves half a database behind.
    const QString partial = path + QStringLiteral(".part");
    QFile::remove(partial);
    if (!QFile::copy(QString::fromLatin1(kResourceDir) + QLatin1Char('/') + resourceFile(),
                     partial))
        return Error{ErrorCode::DemoInstallFailed,
                     Tr::tr("Cannot copy the demo database to %1").arg(partial)};
    QFile::setPermissions(partial, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup |
                                       QFile::ReadOther);
    if (!QFile::rename(partial, path)) {
        QFile::remove(partial);
        return Error{ErrorCode::DemoInstallFailed,
                     Tr::tr("Cannot move the demo database into place at %1").arg(path)};
    }
    return path;
}

QString DemoDatabase::sampleQuery()
{
    // The comments are in the interface language; the statement is the same everywhere.
    return QStringLiteral("-- ") +
           Tr::tr("Welcome to Nelumbo. This is Chinook, a sample music store.") +
           QStringLiteral("\n-- ") +
           Tr::tr(
               "Ctrl+Enter runs the statement under the cursor; Ctrl+Shift+Enter runs the tab.") +
           QStringLiteral("\n"
                          "SELECT ar.Name AS artist,\n"
                          "       count(DISTINCT al.AlbumId) AS albums,\n"
                          "       count(t.TrackId) AS tracks,\n"
                          "       round(sum(t.Milliseconds) / 3600000.0, 1) AS hours\n"
                          "FROM Artist ar\n"
                          "JOIN Album al ON al.ArtistId = ar.ArtistId\n"
                          "JOIN Track t ON t.AlbumId = al.AlbumId\n"
                          "GROUP BY ar.ArtistId\n"
                          "ORDER BY tracks DESC\n"
                          "LIMIT 25;\n");
}

} // namespace nelumbo
