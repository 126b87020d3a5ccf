#pragma once

#include "network/HttpRequest.h"

#include <QString>
#include <memory>

class QIODevice;

namespace nelumbo {

// The contract between the engine and the nelumbo-network plugin, which alone links
// QtNetwork (and through it Kerberos, libproxy and brotli): a run that never opens a socket
// does not map or relocate them. Built from one tree, both sides share Qt and the C++ library;
// kVersion guards against a plugin left over from another build.
namespace NetworkPlugin {

inline constexpr int kVersion = 1;
inline constexpr char kModuleSymbol[] = "nelumboNetworkModule";

// What an exchange reports, in the thread of the client that sent it. Each function may be
// empty. An exchange may be destroyed from inside any of them.
struct HttpEvents
{
    std::function<void()> started; // the request is out, or the answer has begun
    std::function<void()> readyRead;
    std::function<void()> finished; // answered, failed, timed out or aborted
};

// One request in flight. Destroying it abandons it silently: no event comes afterwards.
class HttpExchange
{
public:
    virtual ~HttpExchange() = default;
    virtual int status() const = 0; // the HTTP status, 0 until one arrived
    virtual HttpHeaders headers() const = 0;
    virtual qint64 bytesAvailable() const = 0;
    virtual QByteArray readAll() = 0;
    virtual HttpFailure failure() const = 0;
    virtual QString failureText() const = 0;
    // Ends it now; finished is reported (with HttpFailure::Cancelled) before abort returns.
    virtual void abort() = 0;
};

// Sends requests from the thread that made it, over connections it keeps for reuse.
// Destroying it ends its exchanges silently; they may still be destroyed afterwards.
class HttpClient
{
public:
    virtual ~HttpClient() = default;
    virtual std::unique_ptr<HttpExchange> send(const HttpRequest& request, HttpEvents events) = 0;
};

struct StreamEndpoint
{
    enum class Kind
    {
        Tcp,
        Tls,
        Local // a Unix socket at path
    };
    Kind kind = Kind::Tcp;
    QString host;
    quint16 port = 0;
    QString path;
    QString caFile; // TLS: the certificates to trust instead of the system's
    bool verifyPeer = true;
};

// A connected byte stream, used with QIODevice's blocking waits from the thread that owns it.
class StreamSocket
{
public:
    virtual ~StreamSocket() = default;
    virtual QIODevice* device() = 0;
    virtual bool isConnected() const = 0;
    virtual qintptr descriptor() const = 0;
};

class Module
{
public:
    // useProxy false: straight to the host, whatever proxy the environment names.
    virtual std::unique_ptr<HttpClient> httpClient(bool useProxy) = 0;
    // Connects within timeoutMs; null with the reason in *error when it cannot.
    virtual std::unique_ptr<StreamSocket> connectStream(const StreamEndpoint& endpoint,
                                                        int timeoutMs, QString* error) = 0;

protected:
    ~Module() = default; // the plugin's own, never deleted by the engine
};

// The plugin's one exported function: its module, or null when built for another version.
using ModuleFunction = Module* (*)(int version);

} // namespace NetworkPlugin
} // namespace nelumbo
