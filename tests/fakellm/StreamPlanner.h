#pragma once

#include "ProviderWire.h"

namespace nelumbo::fake {

// Turns rendered events (or a whole body) into a ResponsePlan, applying a turn's transport
// faults: delays, stalls, cuts, malformed events, keep-alives, CRLF and split writes.
class StreamPlanner
{
public:
    static ResponsePlan stream(const QList<StreamEvent>& events, StreamFormat format,
                               const ScriptedFault& fault, const ProviderWire& wire);
    static ResponsePlan complete(const QByteArray& body, const ScriptedFault& fault);

    // Still not valid JSON whatever the cut: a prefix followed by a stray quote and '#'.
    static QByteArray corrupt(const QByteArray& json);
};

} // namespace nelumbo::fake
