#pragma once

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace nelumbo::fuzz {

// One fuzz target's entry: returns 0; aborts (through check()) when an invariant breaks.
using FuzzFunction = int (*)(const uint8_t* data, size_t size);

// Each target source registers exactly one entry; libFuzzer's main runs it and the ctest
// driver feeds it every seed and regression input.
struct Registration
{
    Registration(const char* name, FuzzFunction function);
};
const std::vector<std::pair<const char*, FuzzFunction>>& registeredTargets();

// Aborts with a message when an invariant does not hold, so libFuzzer keeps the input.
void check(bool condition, const char* invariant, const QString& detail = {});

// Bytes taken from the front of an input: selector bytes first, then texts.
class FuzzInput
{
public:
    FuzzInput(const uint8_t* data, size_t size)
        : m_bytes(reinterpret_cast<const char*>(data), qsizetype(size))
    {}
    // The next byte, 0 when the input is used up.
    quint8 byte();
    // The bytes up to the next NUL (consumed), or the rest.
    QByteArray part();
    QByteArray rest();
    bool atEnd() const { return m_at >= m_bytes.size(); }

private:
    QByteArray m_bytes;
    qsizetype m_at = 0;
};

} // namespace nelumbo::fuzz
