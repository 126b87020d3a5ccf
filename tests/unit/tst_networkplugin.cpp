// The nelumbo-network plugin keeps the contract the engine relies on (network/NetworkPlugin.h):
// HTTP exchanges report their events in order, abort and timeouts say what happened, a
// dropped exchange stays silent, redirects are followed only when allowed; stream sockets
// connect, carry bytes and notice a closed peer. Loopback servers in this process answer.
#include "network/Network.h"

#include <QDir>
#include <QFile>
#include <QLibrary>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace nelumbo;

namespace {

// Answers each request with what `answer` makes of its first line; no answer keeps it open.
class TinyHttpServer : public QTcpServer
{
public:
    std::function<QByteArray(const QByteArray& requestLine, const QByteArray& body)> answer;
    QList<QByteArray> requests; // the head and body of each, as received

    TinyHttpServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { read(socket); });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        QVERIFY(listen(QHostAddress::LocalHost));
    }
    QUrl url(const QString& path) const
    {
        return QUrl(u"http://127.0.0.1:%1%2"_s.arg(serverPort()).arg(path));
    }

private:
    void read(QTcpSocket* socket)
    {
        QByteArray& buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        qsizetype length = 0;
        for (const QByteArray& line : buffer.left(end).split('\n'))
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        if (buffer.size() < end + 4 + length)
            return;
        const QByteArray head = buffer.left(end);
        const QByteArray body = buffer.mid(end + 4, length);
        buffer.remove(0, end + 4 + length);
        requests << head + "\r\n\r\n" + body;
        const QByteArray reply = answer ? answer(head.left(head.indexOf('\r')), body) : "";
        if (!reply.isEmpty())
            socket->write(reply);
    }
    QHash<QTcpSocket*, QByteArray> m_buffers;
};

QByteArray response(int status, const QByteArray& body, const QByteArray& extra = {})
{
    return "HTTP/1.1 " + QByteArray::number(status) +
           " X\r\nContent-Length: " + QByteArray::number(body.size()) +
           "\r\nConnection: close\r\n" + extra + "\r\n" + body;
}

struct Record
{
    QStringList events;
    QByteArray body;
};

NetworkPlugin::HttpEvents recording(Record& record,
                                    std::unique_ptr<NetworkPlugin::HttpExchange>& exchange)
{
    NetworkPlugin::HttpEvents events;
    events.started = [&record] {
        if (!record.events.contains(u"started"_s))
            record.events << u"started"_s;
    };
    events.readyRead = [&record, &exchange] {
        record.events << u"readyRead"_s;
        record.body += exchange->readAll();
    };
    events.finished = [&record] { record.events << u"finished"_s; };
    return events;
}

// This process's threads named as Qt names each QNetworkAccessManager's HTTP thread.
QStringList managerThreads()
{
    QStringList ids;
    const QDir tasks(u"/proc/self/task"_s);
    for (const QString& id : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(id + u"/comm"_s));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "QNetworkAccessM")
            ids << id;
    }
    return ids;
}

} // namespace

class TestNetworkPlugin : public QObject
{
    Q_OBJECT

    NetworkPlugin::Module* m_module = nullptr;
    std::unique_ptr<NetworkPlugin::HttpClient> m_http;

private slots:
    void initTestCase()
    {
        const Result<NetworkPlugin::Module*> module = Network::module();
        QVERIFY2(module, qPrintable(module ? QString() : module.error().message));
        m_module = *module;
        m_http = m_module->httpClient(false);
        QVERIFY(m_http);
    }

    void anotherVersionIsRefused()
    {
        const QByteArray file = QFile::encodeName(
            QDir(QStringLiteral(NELUMBO_BUILD_PLUGIN_DIR)).filePath(u"nelumbo-network.so"_s));
        QLibrary library(QFile::decodeName(file));
        QVERIFY2(library.load(), qPrintable(library.errorString()));
        const auto entry = reinterpret_cast<NetworkPlugin::ModuleFunction>(
            library.resolve("nelumboNetworkModule"));
        QVERIFY(entry);
        QCOMPARE(entry(NetworkPlugin::kVersion), m_module);
        QCOMPARE(entry(NetworkPlugin::kVersion + 1), nullptr);
    }

    void postSendsMethodHeadersAndBody()
    {
        TinyHttpServer server;
        server.answer = [](const QByteArray&, const QByteArray& body) {
            return response(201, "echo:" + body, "X-Request-Id: r-7\r\n");
        };
        HttpRequest request;
        request.method = "POST";
        request.url = server.url(u"/v1/chat"_s);
        request.setHeader("Content-Type", "application/json");
        request.setHeader("x-api-key", "k-123");
        request.body = R"({"a":1})";
        Record record;
        std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
        exchange = m_http->send(request, recording(record, exchange));
        QTRY_VERIFY(record.events.contains(u"finished"_s));
        QCOMPARE(record.events.first(), u"started"_s);
        QCOMPARE(record.events.last(), u"finished"_s);
        QVERIFY(record.events.contains(u"readyRead"_s));
        QCOMPARE(record.body + exchange->readAll(), QByteArray(R"(echo:{"a":1})"));
        QCOMPARE(exchange->status(), 201);
        QCOMPARE(exchange->failure(), HttpFailure::None);
        bool found = false;
        for (const auto& [name, value] : exchange->headers())
            found |= name.compare("x-request-id", Qt::CaseInsensitive) == 0 && value == "r-7";
        QVERIFY(found);
        QCOMPARE(server.requests.size(), 1);
        const QByteArray sent = server.requests.first();
        QVERIFY2(sent.startsWith("POST /v1/chat HTTP/1.1\r\n"), sent.constData());
        // Header names are case-insensitive; Qt 6.8 writes them in lower case.
        QVERIFY2(sent.toLower().contains("x-api-key: k-123\r\n"), sent.constData());
        QVERIFY2(sent.toLower().contains("content-type: application/json\r\n"), sent.constData());
        QVERIFY(sent.endsWith("\r\n\r\n{\"a\":1}"));
    }

    void errorStatusIsAnAnswer()
    {
        TinyHttpServer server;
        server.answer = [](const QByteArray&, const QByteArray&) {
            return response(429, R"({"error":"slow down"})", "Retry-After: 2\r\n");
        };
        HttpRequest request;
        request.url = server.url(u"/models"_s);
        Record record;
        std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
        exchange = m_http->send(request, recording(record, exchange));
        QTRY_VERIFY(record.events.contains(u"finished"_s));
        QCOMPARE(exchange->status(), 429);
        QVERIFY(server.requests.first().startsWith("GET /models HTTP/1.1"));
        QCOMPARE(record.body + exchange->readAll(), QByteArray(R"({"error":"slow down"})"));
    }

    // Abort reports finished before it returns, as cancelled; nothing follows.
    void abortReportsCancelled()
    {
        TinyHttpServer server; // never answers
        HttpRequest request;
        request.url = server.url(u"/slow"_s);
        Record record;
        std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
        exchange = m_http->send(request, recording(record, exchange));
        QTRY_COMPARE(server.requests.size(), 1);
        exchange->abort();
        QCOMPARE(record.events.count(u"finished"_s), 1);
        QCOMPARE(exchange->failure(), HttpFailure::Cancelled);
        QCOMPARE(exchange->status(), 0);
        QTest::qWait(50);
        QCOMPARE(record.events.count(u"finished"_s), 1);
    }

    // No byte for the transfer timeout: it ends as a timeout, not as a cancel.
    void transferTimeoutReportsTimeout()
    {
        TinyHttpServer server;
        HttpRequest request;
        request.url = server.url(u"/silent"_s);
        request.transferTimeoutMs = 150;
        Record record;
        std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
        exchange = m_http->send(request, recording(record, exchange));
        QTRY_VERIFY_WITH_TIMEOUT(record.events.contains(u"finished"_s), 5000);
        QCOMPARE(exchange->failure(), HttpFailure::Timeout);
        QVERIFY(!exchange->failureText().isEmpty());
    }

    // A client's HTTP thread has left the process when the client is gone, so a program that
    // ends right after leaves no thread half-finished (LeakSanitizer reported its data).
    void destroyedClientLeavesNoThread()
    {
        const QStringList before = managerThreads();
        TinyHttpServer server;
        server.answer = [](const QByteArray&, const QByteArray&) { return response(200, "ok"); };
        HttpRequest request;
        request.url = server.url(u"/"_s);
        for (int round = 0; round < 20; ++round) {
            std::unique_ptr<NetworkPlugin::HttpClient> client = m_module->httpClient(false);
            Record record;
            std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
            exchange = client->send(request, recording(record, exchange));
            QTRY_VERIFY(record.events.contains(u"finished"_s));
            QCOMPARE(managerThreads().size(), before.size() + 1);
            exchange.reset();
            client.reset();
            QCOMPARE(managerThreads(), before);
        }
    }

    // Destroyed from inside its own event: silent afterwards, and the server sees it go.
    void droppedExchangeIsSilent()
    {
        TinyHttpServer server;
        server.answer = [](const QByteArray&, const QByteArray&) {
            return QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\npart");
        };
        HttpRequest request;
        request.url = server.url(u"/stream"_s);
        std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
        int finished = 0;
        int reads = 0;
        NetworkPlugin::HttpEvents events;
        events.readyRead = [&] {
            ++reads;
            exchange.reset();
        };
        events.finished = [&] { ++finished; };
        exchange = m_http->send(request, std::move(events));
        QTRY_COMPARE(reads, 1);
        QVERIFY(!exchange);
        QTest::qWait(100);
        QCOMPARE(finished, 0);
        QCOMPARE(reads, 1);
    }

    void refusedConnectionIsAFailure()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close(); // nothing listens there now
        HttpRequest request;
        request.url = QUrl(u"http://127.0.0.1:%1/"_s.arg(port));
        Record record;
        std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
        exchange = m_http->send(request, recording(record, exchange));
        QTRY_VERIFY(record.events.contains(u"finished"_s));
        QCOMPARE(exchange->status(), 0);
        QCOMPARE(exchange->failure(), HttpFailure::Other);
        QVERIFY2(exchange->failureText().contains(u"refused"_s, Qt::CaseInsensitive),
                 qPrintable(exchange->failureText()));
    }

    void redirects_data()
    {
        QTest::addColumn<bool>("allow");
        QTest::addColumn<bool>("decide"); // false: no function, the 3xx is the answer
        QTest::newRow("followed") << true << true;
        QTest::newRow("refused") << false << true;
        QTest::newRow("not followed") << false << false;
    }

    void redirects()
    {
        QFETCH(bool, allow);
        QFETCH(bool, decide);
        TinyHttpServer server;
        server.answer = [&server](const QByteArray& line, const QByteArray&) {
            if (line.startsWith("GET /old "))
                return response(307, "", "Location: " + server.url(u"/new"_s).toEncoded() + "\r\n");
            return response(200, "moved here");
        };
        HttpRequest request;
        request.url = server.url(u"/old"_s);
        QList<QUrl> asked;
        if (decide)
            request.followRedirect = [&asked, allow](const QUrl& target) {
                asked << target;
                return allow;
            };
        Record record;
        std::unique_ptr<NetworkPlugin::HttpExchange> exchange;
        exchange = m_http->send(request, recording(record, exchange));
        QTRY_VERIFY(record.events.contains(u"finished"_s));
        QCOMPARE(asked.size(), decide ? 1 : 0);
        if (decide)
            QCOMPARE(asked.first(), server.url(u"/new"_s));
        if (allow) {
            QCOMPARE(exchange->status(), 200);
            QCOMPARE(record.body + exchange->readAll(), QByteArray("moved here"));
            QCOMPARE(server.requests.size(), 2);
        } else if (decide) {
            QCOMPARE(exchange->failure(), HttpFailure::Cancelled);
            QCOMPARE(server.requests.size(), 1);
        } else {
            QCOMPARE(exchange->status(), 307);
            QCOMPARE(server.requests.size(), 1);
        }
    }

    void tcpStreamCarriesBytesAndSeesThePeerGo()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        NetworkPlugin::StreamEndpoint endpoint;
        endpoint.host = u"127.0.0.1"_s;
        endpoint.port = server.serverPort();
        QString error;
        auto stream = m_module->connectStream(endpoint, 5000, &error);
        QVERIFY2(stream, qPrintable(error));
        QVERIFY(stream->isConnected());
        QVERIFY(stream->descriptor() >= 0);
        QVERIFY(server.waitForNewConnection(5000));
        std::unique_ptr<QTcpSocket> peer(server.nextPendingConnection());
        QIODevice* device = stream->device();
        QCOMPARE(device->write("PING\r\n"), 6);
        QVERIFY(device->waitForBytesWritten(5000));
        QVERIFY(peer->waitForReadyRead(5000));
        QCOMPARE(peer->readAll(), QByteArray("PING\r\n"));
        peer->write("+PONG\r\n");
        QVERIFY(peer->waitForBytesWritten(5000));
        QVERIFY(device->waitForReadyRead(5000));
        QCOMPARE(device->readAll(), QByteArray("+PONG\r\n"));
        peer->close();
        QVERIFY(!device->waitForReadyRead(2000) || device->bytesAvailable() == 0);
        QTRY_VERIFY(!stream->isConnected());
    }

    void localStreamConnects()
    {
        QTemporaryDir dir;
        QLocalServer server;
        const QString path = dir.filePath(u"s.sock"_s);
        QVERIFY(server.listen(path));
        NetworkPlugin::StreamEndpoint endpoint;
        endpoint.kind = NetworkPlugin::StreamEndpoint::Kind::Local;
        endpoint.path = path;
        QString error;
        auto stream = m_module->connectStream(endpoint, 5000, &error);
        QVERIFY2(stream, qPrintable(error));
        QVERIFY(stream->isConnected());
        QVERIFY(server.waitForNewConnection(5000));
        std::unique_ptr<QLocalSocket> peer(server.nextPendingConnection());
        peer->write("hello");
        QVERIFY(peer->waitForBytesWritten(5000));
        QVERIFY(stream->device()->waitForReadyRead(5000));
        QCOMPARE(stream->device()->readAll(), QByteArray("hello"));
    }

    void failedConnectSaysWhy()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        NetworkPlugin::StreamEndpoint endpoint;
        endpoint.host = u"127.0.0.1"_s;
        endpoint.port = port;
        QString error;
        QVERIFY(!m_module->connectStream(endpoint, 5000, &error));
        QVERIFY2(error.contains(u"refused"_s, Qt::CaseInsensitive), qPrintable(error));

        endpoint.kind = NetworkPlugin::StreamEndpoint::Kind::Local;
        endpoint.path = u"/nonexistent/nelumbo.sock"_s;
        error.clear();
        QVERIFY(!m_module->connectStream(endpoint, 5000, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestNetworkPlugin)
#include "tst_networkplugin.moc"
