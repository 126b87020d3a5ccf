// The session's recovery copy (SessionFile, read at start-up after a crash): whatever the file
// holds, reading fails cleanly or gives a session that writes back to the same bytes.
#include "FuzzTarget.h"
#include "window/SessionFile.h"

using namespace nelumbo;

namespace {

int fuzzOne(const uint8_t* data, size_t size)
{
    fuzz::FuzzInput input(data, size);
    const QByteArray bytes = input.rest();
    const std::optional<SessionState> state = SessionFile::read(bytes);
    if (state) {
        const QByteArray written = SessionFile::write(*state);
        const std::optional<SessionState> again = SessionFile::read(written);
        fuzz::check(again.has_value() && again->tabs.size() == state->tabs.size(),
                    "a session read back from its own copy has the same tabs");
        fuzz::check(SessionFile::write(*again) == written,
                    "writing a session read from its copy gives the same bytes");
    }
    return 0;
}

const fuzz::Registration registration("session", fuzzOne);

} // namespace
