#include "adapter/DatabaseFileFilter.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"

#include <QStringList>

namespace nelumbo {

QList<const DatabaseAdapter*> DatabaseFileFilter::fileAdapters()
{
    QList<const DatabaseAdapter*> out;
    for (const QString& id : AdapterRegistry::ids())
        if (const DatabaseAdapter* adapter = AdapterRegistry::byId(id);
            adapter && adapter->namesFile() && !adapter->databaseFiles().extensions.isEmpty())
            out << adapter;
    return out;
}

QString DatabaseFileFilter::filter(const QList<const DatabaseAdapter*>& adapters)
{
    QStringList entries;
    for (const DatabaseAdapter* adapter : adapters) {
        const DatabaseFileType files = adapter->databaseFiles();
        QStringList patterns;
        for (const QString& extension : files.extensions)
            patterns << QStringLiteral("*.") + extension;
        entries << QStringLiteral("%1 (%2)").arg(files.description,
                                                 patterns.join(QLatin1Char(' ')));
    }
    entries << tr("All files (*)");
    return entries.join(QStringLiteral(";;"));
}

QString DatabaseFileFilter::openCaption(const QList<const DatabaseAdapter*>& adapters)
{
    if (adapters.size() == 1)
        return adapters.first()->databaseFiles().openCaption;
    return tr("Open Database File");
}

} // namespace nelumbo
