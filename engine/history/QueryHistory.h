#pragma once

#include "core/Result.h"
#include "history/HistoryEntry.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <functional>
#include <memory>

namespace nelumbo {

class HistoryStore;

// The query history for a UI: HistoryStore run on a thread of its own, so that recording a
// statement never makes the caller wait, not even for another program's lock on the file.
// Every call with `done` answers exactly once, in the caller's thread, unless `context` is
// gone by then.
class QueryHistory : public QObject
{
    Q_OBJECT
public:
    // The file is opened on first use; a failure to open is every call's answer.
    explicit QueryHistory(const QString& path, QObject* parent = nullptr);
    ~QueryHistory() override;

    QString path() const { return m_path; }

    // Returns at once. In the history's thread the settings decide: history/enabled, the
    // source's history option and the bounds (HistorySettings, read anew each time).
    void record(const HistoryEntry& entry);
    void search(const HistoryFilter& filter, QObject* context,
                std::function<void(Result<QList<HistoryEntry>>)> done);
    void sources(QObject* context, std::function<void(Result<QStringList>)> done);
    void remove(const QList<qint64>& ids, QObject* context, std::function<void(Result<void>)> done);

Q_SIGNALS:
    // A record() ended: the new id, or 0 when the settings kept it out or the store failed.
    void recorded(qint64 id);
    // An entry was added or removed.
    void changed();

private:
    using StoreResult = Result<HistoryStore*>;
    template <typename T>
    void call(std::function<Result<T>(HistoryStore&)> work, bool changes, QObject* context,
              std::function<void(Result<T>)> done);
    StoreResult store(); // in the history's thread

    QString m_path;
    QThread m_thread;
    QObject* m_worker;                     // lives in m_thread; deleted there
    std::unique_ptr<HistoryStore> m_store; // used in m_thread only
};

} // namespace nelumbo
