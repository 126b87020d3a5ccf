#include "core/LocalStoreSetup.h"

#include <QMutex>

namespace nelumbo {

namespace {
QMutex& lock()
{
    static QMutex mutex;
    return mutex;
}

LocalStoreSetup::Function& installed()
{
    static LocalStoreSetup::Function function;
    return function;
}
} // namespace

void LocalStoreSetup::install(Function function)
{
    QMutexLocker locker(&lock());
    installed() = std::move(function);
}

Result<void> LocalStoreSetup::apply(QSqlDatabase& db)
{
    Function function;
    {
        QMutexLocker locker(&lock());
        function = installed();
    }
    if (!function)
        return {};
    return function(db);
}

} // namespace nelumbo
