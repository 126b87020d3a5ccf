#include "OfflineSource.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "core/ErrorCodes.h"
#include "source/SourceStore.h"

#include <QCoreApplication>

namespace nelumbo {

Result<OfflineSource> OfflineSource::resolve(const QString& nameOrUrl)
{
    auto definition = SourceStore().resolve(nameOrUrl);
    if (!definition)
        return definition.error();
    auto url = SourceUrl::parse(definition->url);
    const DatabaseAdapter* adapter = url ? AdapterRegistry::forScheme(url->scheme) : nullptr;
    if (!adapter)
        return Error{ErrorCode::UnsupportedScheme,
                     QCoreApplication::translate("nelumbo::OfflineSource",
                                                 "No database adapter for source \"%1\"")
                         .arg(definition->name.isEmpty() ? definition->url : definition->name)};
    return OfflineSource{definition.value(), adapter,
                         definition->name.isEmpty() ? definition->url : definition->name};
}

} // namespace nelumbo
