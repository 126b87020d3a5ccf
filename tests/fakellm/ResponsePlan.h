#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace nelumbo::fake {

// One write of a streamed body, made after a pause.
struct WriteStep
{
    QByteArray bytes;
    int delayMs = 0;
};

// What a connection sends for one request, and when: decided up front so that delays,
// stalls and cuts are data, not code paths.
struct ResponsePlan
{
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    int headDelayMs = 0;

    bool chunked = false;
    QByteArray body;        // when not chunked
    QList<WriteStep> steps; // when chunked: one HTTP chunk per step

    bool disconnect = false;  // cut the connection instead of ending the body
    qsizetype cutBodyAt = -1; // not chunked: body bytes written before the cut
    bool close = false;       // Connection: close
    bool noHead = false;      // cut before anything is written

    int captureIndex = -1;

    void setHeader(const QByteArray& name, const QByteArray& value);
    QByteArray header(const QByteArray& name) const;
};

} // namespace nelumbo::fake
