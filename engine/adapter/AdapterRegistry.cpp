#include "adapter/AdapterRegistry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <algorithm>
#include <vector>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::DatabaseAdapter)
};

struct Registry
{
    QMutex mutex;
    std::vector<std::unique_ptr<DatabaseAdapter>> adapters;
};

Registry& registry()
{
    static Registry r;
    return r;
}
} // namespace

// ---------------------------------------------------------------------------------------
// AdapterRegistry

void AdapterRegistry::add(std::unique_ptr<DatabaseAdapter> adapter)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    for (const auto& existing : r.adapters)
        if (existing->id() == adapter->id())
            return; // registering twice is harmless
    if (adapter->namesFile() && !adapter->urlSchemes().isEmpty()) {
        for (const QString& scheme : adapter->urlSchemes())
            SourceUrl::addFileScheme(scheme);
        for (const QString& alias : adapter->schemeAliases())
            SourceUrl::addFileScheme(alias, adapter->urlSchemes().first());
    }
    r.adapters.push_back(std::move(adapter));
}

const DatabaseAdapter* AdapterRegistry::forScheme(const QString& scheme)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    for (const auto& a : r.adapters)
        if (a->urlSchemes().contains(scheme, Qt::CaseInsensitive) ||
            a->schemeAliases().contains(scheme, Qt::CaseInsensitive))
            return a.get();
    return nullptr;
}

const DatabaseAdapter* AdapterRegistry::forFile(const QString& path)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    const QString suffix = QFileInfo(path).suffix();
    const DatabaseAdapter* first = nullptr;
    for (const auto& a : r.adapters) {
        const QStringList extensions = a->databaseFiles().extensions;
        if (!a->namesFile() || extensions.isEmpty() || a->urlSchemes().isEmpty())
            continue;
        if (extensions.contains(suffix, Qt::CaseInsensitive))
            return a.get();
        if (!first)
            first = a.get();
    }
    return first;
}

QString AdapterRegistry::fileUrl(const QString& path)
{
    const DatabaseAdapter* adapter = forFile(path);
    return adapter ? SourceUrl::forFile(adapter->urlSchemes().first(), path) : QString();
}

QStringList AdapterRegistry::exampleUrls(bool withPort)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    QString file;
    QString server;
    for (const auto& a : r.adapters) {
        if (a->urlSchemes().isEmpty())
            continue;
        const QString scheme = a->urlSchemes().first();
        const QStringList extensions = a->databaseFiles().extensions;
        if (a->namesFile() && file.isEmpty())
            file = scheme + QStringLiteral(":path/to/file") +
                   (extensions.isEmpty() ? QString() : QLatin1Char('.') + extensions.first());
        else if (!a->namesFile() && server.isEmpty())
            server = scheme + QStringLiteral("://user@host") +
                     (withPort && a->defaultPort() > 0
                          ? QLatin1Char(':') + QString::number(a->defaultPort())
                          : QString()) +
                     QStringLiteral("/database");
    }
    QStringList out;
    for (const QString& example : {file, server})
        if (!example.isEmpty())
            out << example;
    if (out.isEmpty())
        out << QStringLiteral("scheme://user@host/database");
    return out;
}

QStringList AdapterRegistry::schemePrefixes()
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    QStringList out;
    for (const auto& a : r.adapters)
        if (!a->urlSchemes().isEmpty())
            out << a->urlSchemes().first() +
                       (a->namesFile() ? QStringLiteral(":") : QStringLiteral("://"));
    return out;
}

QString AdapterRegistry::exampleLanguage()
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    for (const auto& a : r.adapters)
        if (!a->namesFile())
            return a->queryLanguage();
    return r.adapters.empty() ? QStringLiteral("family:dialect")
                              : r.adapters.front()->queryLanguage();
}

QString AdapterRegistry::alternatives(const QStringList& items)
{
    if (items.size() < 2)
        return items.join(QString());
    //: a list of alternatives: %1 is "a, b", %2 the last one
    return Tr::tr("%1 or %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

const DatabaseAdapter* AdapterRegistry::byId(const QString& id)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    for (const auto& a : r.adapters)
        if (a->id() == id)
            return a.get();
    return nullptr;
}

QStringList AdapterRegistry::ids()
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    QStringList out;
    for (const auto& a : r.adapters)
        out << a->id();
    return out;
}

} // namespace nelumbo
