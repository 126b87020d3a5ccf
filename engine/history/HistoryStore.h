#pragma once

#include "core/Result.h"
#include "history/HistoryEntry.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <memory>

namespace nelumbo {

// The query history in a local SQLite file, shared by the app and nelumbo-cli. Confined to
// the thread that opened it (a QSqlDatabase lives in the thread that made it).
class HistoryStore
{
public:
    ~HistoryStore();
    HistoryStore(const HistoryStore&) = delete;
    HistoryStore& operator=(const HistoryStore&) = delete;

    static Result<std::unique_ptr<HistoryStore>> open(const QString& path);

    // Adds the entry, then drops the oldest beyond maxEntries and those older than maxDays
    // (0: no bound). Returns the new id.
    Result<qint64> record(const HistoryEntry& entry, int maxEntries, int maxDays);
    // Newest first.
    Result<QList<HistoryEntry>> search(const HistoryFilter& filter) const;
    // The source names the history holds, sorted.
    Result<QStringList> sources() const;
    Result<void> remove(const QList<qint64>& ids);
    Result<qint64> count() const;

private:
    explicit HistoryStore(QString connectionName);
    Result<void> migrate();

    QString m_connection;
};

} // namespace nelumbo
