#pragma once

#include "core/Result.h"
#include "queries/SavedQuery.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <functional>
#include <memory>

namespace nelumbo {

class SavedQueryStore;

// The saved-query library for a UI: the same SavedQueryStore, run on a thread of its own so
// that the file work never stalls the caller's event loop. Every call answers exactly once,
// in the caller's thread, through `done`, unless `context` is gone by then.
class SavedQueryLibrary : public QObject
{
    Q_OBJECT
public:
    // The file is opened on first use; a failure to open is every call's answer.
    explicit SavedQueryLibrary(const QString& path, QObject* parent = nullptr);
    ~SavedQueryLibrary() override;

    QString path() const { return m_path; }

    void list(QObject* context, std::function<void(Result<QList<SavedQuery>>)> done);
    void byName(const QString& name, QObject* context,
                std::function<void(Result<SavedQuery>)> done);
    // Inserts (id 0) or updates; answers with the id.
    void save(const SavedQuery& query, QObject* context, std::function<void(Result<qint64>)> done);
    void rename(qint64 id, const QString& name, QObject* context,
                std::function<void(Result<void>)> done);
    void remove(qint64 id, QObject* context, std::function<void(Result<void>)> done);

Q_SIGNALS:
    // A save, rename or remove went through.
    void changed();

private:
    using StoreResult = Result<SavedQueryStore*>;
    // Runs work(store) in the library's thread and hands its result to done in this one.
    template <typename T>
    void call(std::function<Result<T>(SavedQueryStore&)> work, bool changes, QObject* context,
              std::function<void(Result<T>)> done);
    StoreResult store(); // in the library's thread

    QString m_path;
    QThread m_thread;
    QObject* m_worker;                        // lives in m_thread; deleted there
    std::unique_ptr<SavedQueryStore> m_store; // used in m_thread only
};

} // namespace nelumbo
