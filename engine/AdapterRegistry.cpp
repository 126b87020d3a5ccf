#include "DatabaseAdapter.h"

#include <QMutex>

#include <vector>

namespace nelumbo {

namespace {
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

void AdapterRegistry::add(std::unique_ptr<DatabaseAdapter> adapter)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    for (const auto& existing : r.adapters)
        if (existing->id() == adapter->id())
            return; // registering twice is harmless
    r.adapters.push_back(std::move(adapter));
}

const DatabaseAdapter* AdapterRegistry::forScheme(const QString& scheme)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    for (const auto& a : r.adapters)
        if (a->urlSchemes().contains(scheme, Qt::CaseInsensitive))
            return a.get();
    return nullptr;
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
