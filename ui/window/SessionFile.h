#pragma once

#include "window/SessionStore.h"

#include <QByteArray>
#include <optional>

namespace nelumbo {

// The bytes of a recovery copy of the session (RecoveryStore's files): a magic number and
// the tabs in QDataStream form. QtCore only, so the reader can be fuzzed without widgets.
class SessionFile
{
public:
    static QByteArray write(const SessionState& state);
    // nullopt for anything that is not a whole copy (another file, cut short, damaged).
    static std::optional<SessionState> read(const QByteArray& bytes);

private:
    static std::optional<SessionState> readStream(const QByteArray& bytes);
};

} // namespace nelumbo
