#pragma once

namespace nelumbo {
// Registers every adapter built into this program (generated from adapters/CMakeLists.txt).
void registerBuiltinAdapters();
} // namespace nelumbo
