#include "network/Network.h"

#include "core/ErrorCodes.h"
#include "core/LazyLibrary.h"
#include "core/PluginFile.h"

#include <QCoreApplication>
#include <QFile>

namespace nelumbo {

namespace {
constexpr char kPluginFile[] = "nelumbo-network.so";

Result<NetworkPlugin::Module*> find()
{
    static LazyLibrary library(PluginFile::locate(kPluginFile), "The network");
    if (Result<void> loaded = library.load(); !loaded)
        return loaded.error();
    const auto entry =
        reinterpret_cast<NetworkPlugin::ModuleFunction>(library.find(NetworkPlugin::kModuleSymbol));
    NetworkPlugin::Module* module = entry ? entry(NetworkPlugin::kVersion) : nullptr;
    if (!module)
        return Error{QString(ErrorCode::DriverMissing),
                     QCoreApplication::translate("nelumbo::Network",
                                                 "%1 is not the network plugin of this build "
                                                 "of Nelumbo")
                         .arg(QFile::decodeName(library.file()))};
    return module;
}
} // namespace

Result<NetworkPlugin::Module*> Network::module()
{
    static const Result<NetworkPlugin::Module*> found = find();
    return found;
}

} // namespace nelumbo
