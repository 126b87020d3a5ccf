#include "queries/SavedQueryLibrary.h"

#include "queries/SavedQueryStore.h"

namespace nelumbo {

SavedQueryLibrary::SavedQueryLibrary(const QString& path, QObject* parent)
    : QObject(parent)
    , m_path(path)
    , m_worker(new QObject) // no parent: it moves to the thread and is deleted there
{
    m_thread.setObjectName(QStringLiteral("saved-queries"));
    m_worker->moveToThread(&m_thread);
    m_thread.start();
}

SavedQueryLibrary::~SavedQueryLibrary()
{
    // Posted after any pending work: the store closes in the thread that opened it.
    QMetaObject::invokeMethod(m_worker, [this] {
        m_store.reset();
        delete m_worker;
        QThread::currentThread()->quit();
    });
    m_thread.wait();
}

SavedQueryLibrary::StoreResult SavedQueryLibrary::store()
{
    if (!m_store) {
        auto opened = SavedQueryStore::open(m_path);
        if (!opened)
            return opened.error(); // tried again on the next call
        m_store = std::move(opened.value());
    }
    return m_store.get();
}

template <typename T>
void SavedQueryLibrary::call(std::function<Result<T>(SavedQueryStore&)> work, bool changes,
                             QObject* context, std::function<void(Result<T>)> done)
{
    QPointer<QObject> guard(context);
    QMetaObject::invokeMethod(
        m_worker, [this, work = std::move(work), changes, guard, done = std::move(done)]() mutable {
            StoreResult s = store();
            Result<T> result = s ? work(*s.value()) : Result<T>(s.error());
            // Back in the library's own thread; the guard is only read there. The library
            // outlives this call: its destructor waits for the thread.
            QMetaObject::invokeMethod(
                this, [this, result = std::move(result), changes, guard, done = std::move(done)] {
                    if (changes && result.ok())
                        Q_EMIT changed();
                    if (guard)
                        done(result);
                });
        });
}

void SavedQueryLibrary::list(QObject* context, std::function<void(Result<QList<SavedQuery>>)> done)
{
    call<QList<SavedQuery>>([](SavedQueryStore& s) { return s.list(); }, false, context,
                            std::move(done));
}

void SavedQueryLibrary::byName(const QString& name, QObject* context,
                               std::function<void(Result<SavedQuery>)> done)
{
    call<SavedQuery>([name](SavedQueryStore& s) { return s.byName(name); }, false, context,
                     std::move(done));
}

void SavedQueryLibrary::save(const SavedQuery& query, QObject* context,
                             std::function<void(Result<qint64>)> done)
{
    call<qint64>([query](SavedQueryStore& s) { return s.save(query); }, true, context,
                 std::move(done));
}

void SavedQueryLibrary::rename(qint64 id, const QString& name, QObject* context,
                               std::function<void(Result<void>)> done)
{
    call<void>([id, name](SavedQueryStore& s) { return s.rename(id, name); }, true, context,
               std::move(done));
}

void SavedQueryLibrary::remove(qint64 id, QObject* context, std::function<void(Result<void>)> done)
{
    call<void>([id](SavedQueryStore& s) { return s.remove(id); }, true, context, std::move(done));
}

} // namespace nelumbo
