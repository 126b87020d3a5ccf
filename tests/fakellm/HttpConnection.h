#pragma once

#include "HttpRequestParser.h"
#include "ResponsePlan.h"

#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <functional>

namespace nelumbo::fake {

// One client TCP connection: reads requests in order, and plays each ResponsePlan (head,
// timed body writes, cut or close) before it answers the next one.
class HttpConnection : public QObject
{
    Q_OBJECT

public:
    using Handler = std::function<ResponsePlan(const HttpRequest&, int connectionId)>;
    // clientClosed: the client closed the connection before the answer was complete.
    using Finished = std::function<void(int captureIndex, bool clientClosed)>;

    HttpConnection(QTcpSocket* socket, int id, Handler handler, Finished finished, QObject* parent);

    int id() const { return m_id; }

private:
    void onReadyRead();
    void acknowledgeNow();
    void startNext();
    void writeHead();
    void writeStep();
    void endResponse();
    void finishPlan(bool clientClosed = false);
    void write(const QByteArray& bytes);

    QPointer<QTcpSocket> m_socket;
    int m_id;
    Handler m_handler;
    Finished m_finished;
    HttpRequestParser m_parser;
    QList<HttpRequest> m_waiting;
    bool m_busy = false;
    bool m_keepAlive = true;
    bool m_cutting = false;
    ResponsePlan m_plan;
    qsizetype m_step = 0;
};

} // namespace nelumbo::fake
