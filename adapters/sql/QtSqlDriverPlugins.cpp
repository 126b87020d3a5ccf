#include "QtSqlDriverPlugins.h"

#include "QtSqlAdapter.h"
#include "adapter/AdapterRegistry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QPluginLoader>
#include <QSqlDatabase>
#include <QSqlDriverPlugin>
#include <mutex>

namespace nelumbo {

namespace {
class DirectCreator : public QSqlDriverCreatorBase
{
public:
    DirectCreator(QString driverName, QString pluginFile)
        : m_driverName(std::move(driverName))
        , m_pluginFile(std::move(pluginFile))
    {}
    // Null sends QSqlDatabase on to its plugin lookup.
    QSqlDriver* createObject() const override
    {
        return QtSqlDriverPlugins::load(m_driverName, m_pluginFile);
    }

private:
    QString m_driverName;
    QString m_pluginFile;
};
} // namespace

void QtSqlDriverPlugins::registerAll()
{
    for (const QString& id : AdapterRegistry::ids()) {
        const auto* adapter = dynamic_cast<const QtSqlAdapter*>(AdapterRegistry::byId(id));
        if (adapter && !adapter->qtDriverPlugin().isEmpty())
            QSqlDatabase::registerSqlDriver(
                adapter->qtDriver(), new DirectCreator(adapter->qtDriver(),
                                                       adapter->qtDriverPlugin())); // Qt owns it
    }
}

QSqlDriver* QtSqlDriverPlugins::load(const QString& driverName, const QString& pluginFile)
{
    // One loader per plugin file, kept for the life of the process, as the plugin itself is:
    // a loader dropped while another reference to the library remains leaves Qt's record of
    // it unreachable at exit.
    static std::mutex mutex;
    static auto* loaders = new QHash<QString, QPluginLoader*>;
    const QString file = QStringLiteral("/sqldrivers/lib%1.so").arg(pluginFile);
    for (const QString& dir : QCoreApplication::libraryPaths()) {
        if (!QFileInfo::exists(dir + file))
            continue;
        QSqlDriverPlugin* plugin = nullptr;
        {
            // QPluginLoader is not thread-safe; database threads open sessions at once.
            std::lock_guard lock(mutex);
            QPluginLoader*& loader = (*loaders)[dir + file];
            if (!loader)
                loader = new QPluginLoader(dir + file); // never deleted, like the plugin
            plugin = qobject_cast<QSqlDriverPlugin*>(loader->instance());
        }
        return plugin ? plugin->create(driverName) : nullptr;
    }
    return nullptr;
}

} // namespace nelumbo
