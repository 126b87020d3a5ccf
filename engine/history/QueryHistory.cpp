#include "history/QueryHistory.h"

#include "history/HistorySettings.h"
#include "history/HistoryStore.h"

#include <QPointer>

namespace nelumbo {

QueryHistory::QueryHistory(const QString& path, QObject* parent)
    : QObject(parent)
    , m_path(path)
    , m_worker(new QObject) // no parent: it moves to the thread and is deleted there
{
    m_thread.setObjectName(QStringLiteral("query-history"));
    m_worker->moveToThread(&m_thread);
    m_thread.start(QThread::LowPriority);
}

QueryHistory::~QueryHistory()
{
    // Posted after any pending work, so nothing recorded is lost; the store closes in the
    // thread that opened it.
    QMetaObject::invokeMethod(m_worker, [this] {
        m_store.reset();
        delete m_worker;
        QThread::currentThread()->quit();
    });
    m_thread.wait();
}

QueryHistory::StoreResult QueryHistory::store()
{
    if (!m_store) {
        auto opened = HistoryStore::open(m_path);
        if (!opened)
            return opened.error(); // tried again on the next call
        m_store = std::move(opened.value());
    }
    return m_store.get();
}

void QueryHistory::record(const HistoryEntry& entry)
{
    QMetaObject::invokeMethod(m_worker, [this, entry] {
        qint64 id = 0;
        const HistorySettings settings = HistorySettings::read();
        if (settings.allows(entry.sourceName)) {
            StoreResult s = store();
            if (s) {
                auto r = s.value()->record(entry, settings.maxEntries, settings.maxDays);
                if (r)
                    id = r.value();
                else
                    qWarning("%s", qPrintable(r.error().message));
            } else {
                qWarning("%s", qPrintable(s.error().message));
            }
        }
        QMetaObject::invokeMethod(this, [this, id] {
            if (id != 0)
                Q_EMIT changed();
            Q_EMIT recorded(id);
        });
    });
}

template <typename T>
void QueryHistory::call(std::function<Result<T>(HistoryStore&)> work, bool changes,
                        QObject* context, std::function<void(Result<T>)> done)
{
    QPointer<QObject> guard(context);
    QMetaObject::invokeMethod(
        m_worker, [this, work = std::move(work), changes, guard, done = std::move(done)]() mutable {
            StoreResult s = store();
            Result<T> result = s ? work(*s.value()) : Result<T>(s.error());
            // The history outlives this call: its destructor waits for the thread.
            QMetaObject::invokeMethod(
                this, [this, result = std::move(result), changes, guard, done = std::move(done)] {
                    if (changes && result.ok())
                        Q_EMIT changed();
                    if (guard)
                        done(result);
                });
        });
}

void QueryHistory::search(const HistoryFilter& filter, QObject* context,
                          std::function<void(Result<QList<HistoryEntry>>)> done)
{
    call<QList<HistoryEntry>>([filter](HistoryStore& s) { return s.search(filter); }, false,
                              context, std::move(done));
}

void QueryHistory::sources(QObject* context, std::function<void(Result<QStringList>)> done)
{
    call<QStringList>([](HistoryStore& s) { return s.sources(); }, false, context, std::move(done));
}

void QueryHistory::remove(const QList<qint64>& ids, QObject* context,
                          std::function<void(Result<void>)> done)
{
    call<void>([ids](HistoryStore& s) { return s.remove(ids); }, true, context, std::move(done));
}

} // namespace nelumbo
