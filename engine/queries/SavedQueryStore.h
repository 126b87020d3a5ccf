#pragma once

#include "core/Result.h"
#include "queries/SavedQuery.h"

#include <QList>
#include <QString>
#include <memory>

namespace nelumbo {

// The library of saved queries in a local SQLite file. Confined to the thread that opened
// it (a QSqlDatabase lives in the thread that made it); every change is one transaction.
class SavedQueryStore
{
public:
    ~SavedQueryStore();
    SavedQueryStore(const SavedQueryStore&) = delete;
    SavedQueryStore& operator=(const SavedQueryStore&) = delete;

    static Result<std::unique_ptr<SavedQueryStore>> open(const QString& path);
    // AppDataLocation/queries.sqlite.
    static QString defaultPath();
    // The library the app and nelumbo-cli share: queries/library in the config file, or
    // defaultPath().
    static QString configuredPath();

    // Inserts (id 0) or updates; returns the id. Names are unique.
    Result<qint64> save(const SavedQuery& query);
    Result<SavedQuery> byName(const QString& name) const;
    Result<SavedQuery> byId(qint64 id) const;
    Result<QList<SavedQuery>> list() const;
    Result<void> remove(qint64 id);
    // Only the name changes (and the time of the change).
    Result<void> rename(qint64 id, const QString& name);

    // "" is no language; otherwise "family" or "family:dialect" in lower case.
    static Result<QString> normaliseLanguage(const QString& language);
    // Refuses running a query written for one language on a source that speaks another.
    static Result<void> checkLanguage(const SavedQuery& query, const QString& sourceName,
                                      const QString& sourceLanguage);

private:
    explicit SavedQueryStore(QString connectionName);
    Result<void> migrate();

    QString m_connection;
};

} // namespace nelumbo
