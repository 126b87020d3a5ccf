#pragma once

#include "DatabaseAdapter.h"
#include "SourceUrl.h"

#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <functional>
#include <optional>
#include <type_traits>

// A database session on a thread of its own, opened the way ConnectionWorker opens one
// (configure, open, afterOpen, makeCanceller), on which a test runs adapter calls: each
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

    // Runs f(db) in the session's thread and returns what it returns.
    template <typename F> auto call(F f) -> std::invoke_result_t<F, QSqlDatabase&>
    {
        using R = std::invoke_result_t<F, QSqlDatabase&>;
        std::optional<R> out;
        QMetaObject::invokeMethod(
            &m_context,
            [&] {
                QSqlDatabase db = QSqlDatabase::database(m_name, false);
                out.emplace(f(db));
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
                QSqlDatabase db = QSqlDatabase::addDatabase(m_adapter->qtDriver(), m_name);
                if (auto r = m_adapter->configure(db, url.value()); !r) {
                    result = r;
                    return;
                }
                if (!db.open()) {
                    result = nelumbo::Error{QStringLiteral("open_failed"), db.lastError().text()};
                    return;
                }
                if (auto r = m_adapter->afterOpen(db); !r) {
                    result = r;
                    return;
                }
                m_canceller = m_adapter->makeCanceller(db);
            },
            Qt::BlockingQueuedConnection);
        return result;
    }

    void close()
    {
        QMetaObject::invokeMethod(
            &m_context,
            [this] {
                if (!QSqlDatabase::contains(m_name))
                    return;
                {
                    QSqlDatabase db = QSqlDatabase::database(m_name, false);
                    db.close();
                }
                QSqlDatabase::removeDatabase(m_name);
            },
            Qt::BlockingQueuedConnection);
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
    std::function<void()> m_canceller;
};
