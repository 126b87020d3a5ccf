#pragma once

#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "sql/QtSqlSession.h"

#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>

// A database session on a thread of its own, opened the way ConnectionWorker opens one
// (the adapter's openSession, makeCanceller), on which a test runs adapter calls: each
// call() runs in that thread and blocks the test until it returns.
class AdapterSession
{
public:
    AdapterSession(const nelumbo::DatabaseAdapter* adapter, const QString& name)
        : m_adapter(adapter)
        , m_name(name)
    {
        m_context.moveToThread(&m_thread);
        m_thread.start();
    }

    ~AdapterSession()
    {
        close();
        m_thread.quit();
        m_thread.wait();
    }

    AdapterSession(const AdapterSession&) = delete;
    AdapterSession& operator=(const AdapterSession&) = delete;

    // Runs f(session) in the session's thread and returns what it returns; f may take the
    // Qt connection under the session instead, for what only a test does with it.
    template <typename F> auto call(F f)
    {
        constexpr bool takesSession = std::is_invocable_v<F, nelumbo::Session&>;
        using Arg = std::conditional_t<takesSession, nelumbo::Session&, QSqlDatabase&>;
        using R = std::invoke_result_t<F, Arg>;
        std::optional<R> out;
        QMetaObject::invokeMethod(
            &m_context,
            [&] {
                if constexpr (takesSession)
                    out.emplace(f(*m_session));
                else
                    out.emplace(f(nelumbo::QtSqlSession::database(*m_session)));
            },
            Qt::BlockingQueuedConnection);
        return std::move(*out);
    }

    nelumbo::Result<void> open(const QString& text)
    {
        auto url = nelumbo::SourceUrl::parse(text);
        if (!url)
            return url.error();
        nelumbo::Result<void> result;
        QMetaObject::invokeMethod(
            &m_context,
            [&] {
                auto session = m_adapter->openSession(url.value(), m_name);
                if (!session) {
                    result = session.error();
                    return;
                }
                m_session = std::move(session.value());
                m_canceller = m_session->makeCanceller();
            },
            Qt::BlockingQueuedConnection);
        return result;
    }

    void close()
    {
        QMetaObject::invokeMethod(
            &m_context, [this] { m_session.reset(); }, Qt::BlockingQueuedConnection);
    }

    std::function<void()> canceller() const { return m_canceller; }

    // Runs one statement; the database's message on failure, an empty string on success.
    QString exec(const QString& sql)
    {
        return call([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            if (q.exec(sql))
                return QString();
            const QString text = q.lastError().databaseText();
            return text.isEmpty() ? q.lastError().text() : text;
        });
    }

    // The first column of the first row, or an invalid QVariant when the query failed.
    QVariant scalar(const QString& sql)
    {
        return call([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            if (!q.exec(sql) || !q.next())
                return QVariant();
            return q.value(0);
        });
    }

private:
    const nelumbo::DatabaseAdapter* m_adapter;
    QString m_name;
    QThread m_thread;
    QObject m_context;
    std::unique_ptr<nelumbo::Session> m_session;
    std::function<void()> m_canceller;
};
