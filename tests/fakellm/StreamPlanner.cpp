#include "StreamPlanner.h"

namespace nelumbo::fake {

namespace {

constexpr int splitPauseMs = 30;

QByteArray encode(const StreamEvent& event, StreamFormat format, qsizetype index, bool crlf)
{
    QByteArray bytes;
    switch (format) {
    case StreamFormat::Sse:
        if (!event.name.isEmpty())
            bytes += "event: " + event.name + '\n';
        bytes += "data: " + event.data + "\n\n";
        break;
    case StreamFormat::Ndjson:
        bytes = event.data + '\n';
        break;
    case StreamFormat::JsonArray:
        bytes = (index == 0 ? QByteArray("[") : QByteArray(",\r\n")) + event.data;
        return bytes;
    }
    if (crlf)
        bytes.replace("\n", "\r\n");
    return bytes;
}

// Where to cut an event in two: inside a multi-byte character when asked, else mid-way.
qsizetype splitPoint(const QByteArray& bytes, bool utf8)
{
    if (utf8) {
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            if ((static_cast<unsigned char>(bytes.at(i)) & 0xC0) == 0xC0)
                return i + 1;
        }
    }
    return bytes.size() / 2;
}

void addWrite(ResponsePlan& plan, const QByteArray& bytes, int delayMs, const ScriptedFault& fault)
{
    if (!fault.splitWrites && !fault.splitUtf8) {
        plan.steps.append(WriteStep{bytes, delayMs});
        return;
    }
    const qsizetype at = splitPoint(bytes, fault.splitUtf8);
    plan.steps.append(WriteStep{bytes.left(at), delayMs});
    plan.steps.append(WriteStep{bytes.mid(at), splitPauseMs});
}

} // namespace

QByteArray StreamPlanner::corrupt(const QByteArray& json)
{
    return json.left(qMax<qsizetype>(1, json.size() / 2)) + "\"#";
}

ResponsePlan StreamPlanner::stream(const QList<StreamEvent>& events, StreamFormat format,
                                   const ScriptedFault& fault, const ProviderWire& wire)
{
    ResponsePlan plan;
    plan.chunked = true;
    plan.headDelayMs = fault.delayMs;
    plan.close = fault.close;
    switch (format) {
    case StreamFormat::Sse:
        plan.setHeader("Content-Type", "text/event-stream; charset=utf-8");
        plan.setHeader("Cache-Control", "no-cache");
        break;
    case StreamFormat::Ndjson:
        plan.setHeader("Content-Type", "application/x-ndjson");
        break;
    case StreamFormat::JsonArray:
        plan.setHeader("Content-Type", "application/json; charset=UTF-8");
        break;
    }

    int pendingDelay = 0;
    qsizetype written = 0;
    for (qsizetype n = 0; n <= events.size(); ++n) {
        if (n == fault.stallAfterEvents)
            pendingDelay += fault.stallMs;
        if (n == fault.disconnectAfterEvents) {
            plan.disconnect = true;
            break;
        }
        if (n == fault.midStreamError) {
            addWrite(plan, encode(wire.midStreamError(), format, written++, fault.crlf),
                     pendingDelay, fault);
            pendingDelay = 0;
            break;
        }
        if (n == events.size())
            break;
        StreamEvent event = events.at(n);
        if (n == fault.malformedEvent)
            event.data = corrupt(event.data);
        if (n > 0) {
            pendingDelay += fault.eventDelayMs;
            if (fault.pings && format == StreamFormat::Sse) {
                QByteArray ping = wire.keepAlive();
                if (fault.crlf)
                    ping.replace("\n", "\r\n");
                plan.steps.append(WriteStep{ping, pendingDelay});
                pendingDelay = 0;
            }
        }
        addWrite(plan, encode(event, format, written++, fault.crlf), pendingDelay, fault);
        pendingDelay = 0;
    }
    if (!plan.disconnect && format == StreamFormat::JsonArray)
        plan.steps.append(
            WriteStep{written == 0 ? QByteArray("[]") : QByteArray("]"), pendingDelay});
    else if (pendingDelay > 0)
        plan.steps.append(WriteStep{{}, pendingDelay}); // a stall before the end or the cut
    return plan;
}

ResponsePlan StreamPlanner::complete(const QByteArray& body, const ScriptedFault& fault)
{
    ResponsePlan plan;
    plan.setHeader("Content-Type", "application/json");
    plan.headDelayMs = fault.delayMs + (fault.stallAfterEvents >= 0 ? fault.stallMs : 0);
    plan.close = fault.close;
    plan.body = fault.malformedEvent >= 0 ? corrupt(body) : body;
    if (fault.disconnectAfterEvents >= 0) {
        plan.disconnect = true;
        plan.cutBodyAt = plan.body.size() / 2;
    }
    return plan;
}

} // namespace nelumbo::fake
