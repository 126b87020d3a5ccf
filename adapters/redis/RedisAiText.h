#pragma once

#include "adapter/DatabaseAdapter.h"

namespace nelumbo {

// What the assistant is told about Redis commands, for RedisAdapter::aiContext(): syntax
// notes, an example, generation and read-only notes, error advice and the variables'
// illustrations, none of them in another language's words. Optimisation is unsupported
// (Redis has no plans); the reason is the one the interface and `nelumbo-cli optimize` give.
AiContext redisAiContext();

} // namespace nelumbo
