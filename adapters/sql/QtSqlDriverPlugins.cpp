#include "QtSqlDriverPlugins.h"

#include "QtSqlAdapter.h"
#include "adapter/AdapterRegistry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPluginLoader>
#include <QSqlDatabase>
#include <QSqlDriverPlugin>

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
    const QString file = QStringLiteral("/sqldrivers/lib%1.so").arg(pluginFile);
    for (const QString& dir : QCoreApplication::libraryPaths()) {
        if (!QFileInfo::exists(dir + file))
            continue;
        QPluginLoader loader(dir + file); // the plugin stays loaded after the loader goes
        auto* plugin = qobject_cast<QSqlDriverPlugin*>(loader.instance());
        return plugin ? plugin->create(driverName) : nullptr;
    }
    return nullptr;
}

} // namespace nelumbo
