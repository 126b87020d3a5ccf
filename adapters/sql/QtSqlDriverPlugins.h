#pragma once

class QSqlDriver;
class QString;

namespace nelumbo {

// Qt finds an SQL driver by reading the metadata of every driver plugin installed; a program
// that opens one SQLite file pays for all of them. Registered for each Qt SQL adapter that
// names its plugin file (QtSqlAdapter::qtDriverPlugin()), this loads that file alone; when it
// is not in Qt's plugin folders or does not load, Qt's own lookup runs as before.
class QtSqlDriverPlugins
{
public:
    // Once, in the main thread, after the adapters are registered and before any session.
    static void registerAll();
    // The driver from that file, or null.
    static QSqlDriver* load(const QString& driverName, const QString& pluginFile);
};

} // namespace nelumbo
