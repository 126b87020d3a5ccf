#pragma once

#include "core/Result.h"
#include "network/NetworkPlugin.h"

namespace nelumbo {

// The nelumbo-network plugin, loaded the first time something goes on the network.
class Network
{
public:
    // The plugin's module; an error (driver_missing) names the file when it cannot be used.
    static Result<NetworkPlugin::Module*> module();
};

} // namespace nelumbo
