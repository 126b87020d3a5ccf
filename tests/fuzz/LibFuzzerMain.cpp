// libFuzzer's entry points for the one target linked into this executable.
#include "FuzzSetup.h"
#include "FuzzTarget.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    // Never destroyed: libFuzzer ends with exit(), after Qt's own globals may be gone.
    static auto* app = new QCoreApplication(*argc, *argv);
    Q_UNUSED(app)
    nelumbo::fuzz::setUp();
    if (nelumbo::fuzz::registeredTargets().size() != 1) {
        std::fprintf(stderr, "a fuzzer links exactly one target\n");
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    return nelumbo::fuzz::registeredTargets().front().second(data, size);
}
