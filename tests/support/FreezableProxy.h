#pragma once

// A loopback TCP proxy for tests that need an unresponsive or vanishing database server
// without touching the shared servers: it forwards bytes between its clients and a real
// server, and can be frozen (nothing moves either way and no connection is accepted, as in
// a network partition or with a stopped server) or made to cut every connection.
#include <QString>
#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstddef>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

class FreezableProxy
{
public:
    FreezableProxy() = default;
    FreezableProxy(const FreezableProxy&) = delete;
    FreezableProxy& operator=(const FreezableProxy&) = delete;
    ~FreezableProxy() { stop(); }

    // Listens on 127.0.0.1 (a free port) and forwards to targetHost:targetPort.
    bool start(const QString& targetHost, quint16 targetPort)
    {
        m_target = {};
        m_target.sin_family = AF_INET;
        m_target.sin_port = htons(targetPort);
        if (::inet_pton(AF_INET, targetHost.toLatin1().constData(), &m_target.sin_addr) != 1)
            return false;
        m_listen = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (m_listen < 0 || ::bind(m_listen, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
            ::listen(m_listen, 16) != 0 ||
            ::getsockname(m_listen, reinterpret_cast<sockaddr*>(&address), &length) != 0 ||
            ::pipe2(m_wake, O_CLOEXEC | O_NONBLOCK) != 0)
            return false;
        m_port = ntohs(address.sin_port);
        m_thread = std::thread([this] { run(); });
        return true;
    }

    quint16 port() const { return m_port; }

    // Stops forwarding both ways; thaws by itself after thawAfter, so that code which waits
    // for the network still ends and the test can report how long it waited.
    void freeze(std::chrono::milliseconds thawAfter = std::chrono::seconds(20))
    {
        m_thawAt.store(std::chrono::steady_clock::now() + thawAfter);
        m_frozen.store(true);
        wake();
    }
    void thaw()
    {
        m_frozen.store(false);
        wake();
    }
    bool isFrozen() const { return m_frozen.load(); }
    // Closes every forwarded connection, as a server that went away.
    void cutAll()
    {
        m_cut.store(true);
        wake();
    }
    int connectionCount() const { return m_connections.load(); }

    void stop()
    {
        if (!m_thread.joinable())
            return;
        m_stop.store(true);
        wake();
        m_thread.join();
        ::close(m_listen);
        ::close(m_wake[0]);
        ::close(m_wake[1]);
    }

private:
    struct Pair
    {
        int fd[2];          // client, server
        std::string out[2]; // bytes waiting to be written to fd[i]
    };

    void wake()
    {
        const char byte = 1;
        [[maybe_unused]] const ssize_t n = ::write(m_wake[1], &byte, 1);
    }

    static void closePair(Pair& p)
    {
        for (int fd : p.fd) {
            ::shutdown(fd, SHUT_RDWR);
            ::close(fd);
        }
    }

    // Writes what it can of p.out[side] without blocking; false when the socket failed.
    static bool flush(Pair& p, int side)
    {
        while (!p.out[side].empty()) {
            const ssize_t n = ::send(p.fd[side], p.out[side].data(), p.out[side].size(),
                                     MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n < 0)
                return errno == EAGAIN || errno == EWOULDBLOCK;
            p.out[side].erase(0, size_t(n));
        }
        return true;
    }

    void accept()
    {
        const int client = ::accept4(m_listen, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (client < 0)
            return;
        const int server = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (server < 0 ||
            ::connect(server, reinterpret_cast<const sockaddr*>(&m_target), sizeof m_target) != 0) {
            ::close(client);
            if (server >= 0)
                ::close(server);
            return;
        }
        ::fcntl(server, F_SETFL, ::fcntl(server, F_GETFL) | O_NONBLOCK);
        m_pairs.push_back(Pair{{client, server}, {}});
    }

    void run()
    {
        char buffer[65536];
        while (!m_stop.load()) {
            if (m_frozen.load() && std::chrono::steady_clock::now() >= m_thawAt.load())
                m_frozen.store(false);
            if (m_cut.exchange(false)) {
                for (Pair& p : m_pairs)
                    closePair(p);
                m_pairs.clear();
            }
            m_connections.store(int(m_pairs.size()));
            const bool frozen = m_frozen.load();
            std::vector<pollfd> fds{{m_wake[0], POLLIN, 0}};
            if (!frozen) {
                fds.push_back({m_listen, POLLIN, 0});
                for (const Pair& p : m_pairs)
                    for (int side = 0; side < 2; ++side) {
                        short events = 0;
                        if (p.out[1 - side].empty())
                            events |= POLLIN; // read only when the other side keeps up
                        if (!p.out[side].empty())
                            events |= POLLOUT;
                        fds.push_back({p.fd[side], events, 0});
                    }
            }
            if (::poll(fds.data(), nfds_t(fds.size()), 50) < 0 && errno != EINTR)
                break;
            while (::read(m_wake[0], buffer, sizeof buffer) > 0) {
            }
            if (frozen || m_frozen.load() || m_cut.load())
                continue;
            std::vector<bool> dead(m_pairs.size(), false);
            for (size_t i = 0; i < m_pairs.size(); ++i) {
                Pair& p = m_pairs[i];
                for (int side = 0; side < 2 && !dead[i]; ++side) {
                    const short revents = fds[2 + i * 2 + size_t(side)].revents;
                    if (revents & POLLOUT)
                        dead[i] = !flush(p, side);
                    if (dead[i] || !(revents & (POLLIN | POLLHUP | POLLERR)))
                        continue;
                    const ssize_t n = ::recv(p.fd[side], buffer, sizeof buffer, MSG_DONTWAIT);
                    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) {
                        dead[i] = true;
                        continue;
                    }
                    if (n > 0) {
                        p.out[1 - side].append(buffer, size_t(n));
                        dead[i] = !flush(p, 1 - side);
                    }
                }
            }
            for (size_t i = m_pairs.size(); i-- > 0;)
                if (dead[i]) {
                    closePair(m_pairs[i]);
                    m_pairs.erase(m_pairs.begin() + std::ptrdiff_t(i));
                }
            if (fds[1].revents & POLLIN)
                accept();
        }
        for (Pair& p : m_pairs)
            closePair(p);
        m_pairs.clear();
    }

    sockaddr_in m_target{};
    int m_listen = -1;
    int m_wake[2] = {-1, -1};
    quint16 m_port = 0;
    std::thread m_thread;
    std::vector<Pair> m_pairs; // only the proxy's thread touches these
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_frozen{false};
    std::atomic<bool> m_cut{false};
    std::atomic<int> m_connections{0};
    std::atomic<std::chrono::steady_clock::time_point> m_thawAt{};
};
