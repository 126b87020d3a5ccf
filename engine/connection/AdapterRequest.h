#pragma once

#include "core/Result.h"

#include <QObject>
#include <QPointer>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace nelumbo {

class Connection;
class DatabaseAdapter;
class Session;
class StatementGuard;
class VisibilityPolicy;

// What an adapter call gets in the connection's thread: the session to use (the main one,
// or a second read-only one while the main one still streams a result) and the source's
// visibility rules.
struct AdapterCallScope
{
    const DatabaseAdapter& adapter;
    Session& session;
    const VisibilityPolicy& policy;
    StatementGuard& guard;
};

// One adapter call made through a Connection. The answer comes later, from the
// connection's thread, with finished(); nobody waits for it. Owned by the Connection:
// delete it, or cancel() it, when the answer is no longer wanted.
class AdapterRequest : public QObject
{
    Q_OBJECT
public:
    ~AdapterRequest() override;

    bool isFinished() const { return m_finished; }
    // Once finished: whether the call succeeded, and if not, why.
    bool ok() const { return m_finished && failure().code.isEmpty(); }
    Error error() const { return failure(); }

    // Drops the answer: finished() follows at once with error "cancelled". A call that has
    // not started yet does not run at all.
    void cancel();

Q_SIGNALS:
    void finished();

protected:
    explicit AdapterRequest(Connection* connection);
    virtual void setFailure(const Error& error) = 0;
    virtual Error failure() const = 0;

private:
    friend class Connection;
    friend class ConnectionWorker;
    void complete();

    QPointer<Connection> m_connection;
    quint64 m_id = 0;
    bool m_finished = false;
    std::shared_ptr<std::atomic<bool>> m_dropped = std::make_shared<std::atomic<bool>>(false);
};

// An AdapterRequest with its typed answer.
template <typename T> class AdapterReply final : public AdapterRequest
{
public:
    // Valid once finished().
    const Result<T>& result() const { return *m_result; }

private:
    friend class Connection;
    explicit AdapterReply(Connection* connection)
        : AdapterRequest(connection)
    {}
    void setFailure(const Error& error) override { m_result.emplace(error); }
    Error failure() const override
    {
        return m_result && !m_result->ok() ? m_result->error() : Error{};
    }

    std::optional<Result<T>> m_result;
};

// Made in the connection's thread, applied to the request in the Connection's thread.
using AdapterDelivery = std::function<void(AdapterRequest*)>;
using AdapterJob = std::function<AdapterDelivery(AdapterCallScope&)>;

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::AdapterDelivery)
