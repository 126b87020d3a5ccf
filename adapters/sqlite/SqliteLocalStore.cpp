#include "sqlite/SqliteLocalStore.h"

#include "core/ErrorCodes.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <sqlite3.h>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::SqliteLocalStore)
};

Error setupError(const QString& what, const QString& why)
{
    return Error{ErrorCode::StoreFailed, Tr::tr("Cannot set up %1: %2").arg(what, why)};
}
} // namespace

Result<void> setUpSqliteLocalStore(QSqlDatabase& db)
{
    const QVariant v = db.driver()->handle();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return setupError(db.databaseName(), Tr::tr("it is not an SQLite database"));
    sqlite3* handle = *static_cast<sqlite3* const*>(v.constData());

    QSqlQuery q(db);
    // In the log a commit is one append; readers (the window, `nelumbo-cli history`) never
    // wait for a writer. SQLite keeps the old journal where the log cannot be used.
    // NORMAL syncs at checkpoints only: a crash loses nothing, a power cut the last commits.
    // The log is checkpointed as it grows (every 1,000 pages) and cut back to 1 MiB then.
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) ||
        !q.exec(QStringLiteral("PRAGMA synchronous = NORMAL")) ||
        !q.exec(QStringLiteral("PRAGMA journal_size_limit = 1048576")))
        return setupError(db.databaseName(), q.lastError().text());
    // Closing would checkpoint the log into the file, which syncs both: the next writer's
    // checkpoint does it instead, so a short-lived process does not pay it on every exit.
    if (sqlite3_db_config(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr) != SQLITE_OK)
        return setupError(db.databaseName(), QString::fromUtf8(sqlite3_errmsg(handle)));
    return {};
}

} // namespace nelumbo
