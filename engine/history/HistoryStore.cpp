#include "history/HistoryStore.h"

#include "core/ErrorCodes.h"
#include "core/LocalStoreSetup.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace nelumbo {

namespace {
constexpr int kSchemaVersion = 1;
constexpr qint64 kDayMs = 24LL * 60 * 60 * 1000;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::HistoryStore)
};

Error storeError(const QSqlError& e)
{
    return Error{ErrorCode::StoreFailed,
                 Tr::tr("The query history failed: %1")
                     .arg(e.databaseText().isEmpty() ? e.text() : e.databaseText())};
}

HistoryEntry fromRow(const QSqlQuery& q)
{
    HistoryEntry e;
    e.id = q.value(0).toLongLong();
    e.statement = q.value(1).toString();
    e.sourceName = q.value(2).toString();
    e.language = q.value(3).toString();
    e.startedAt = QDateTime::fromMSecsSinceEpoch(q.value(4).toLongLong()).toUTC();
    e.durationMs = q.value(5).toLongLong();
    e.rows = q.value(6).isNull() ? -1 : q.value(6).toLongLong();
    e.failed = q.value(7).toBool();
    e.error = q.value(8).toString();
    return e;
}
} // namespace

HistoryStore::HistoryStore(QString connectionName)
    : m_connection(std::move(connectionName))
{}

HistoryStore::~HistoryStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

Result<std::unique_ptr<HistoryStore>> HistoryStore::open(const QString& path)
{
    static QAtomicInteger<quint64> counter;
    const QString name =
        QStringLiteral("nelumbo-history-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
    QDir().mkpath(QFileInfo(path).absolutePath());
    std::unique_ptr<HistoryStore> store(new HistoryStore(name)); // private constructor
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral(NELUMBO_LOCAL_STORE_DRIVER), name);
        db.setDatabaseName(path);
        // The app and nelumbo-cli may write at once: wait for the other's lock a while.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        if (!db.open())
            return storeError(db.lastError());
        if (auto r = LocalStoreSetup::apply(db); !r)
            return r.error();
    }
    if (auto r = store->migrate(); !r)
        return r.error();
    return store;
}

Result<void> HistoryStore::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return storeError(q.lastError());
    const int version = q.value(0).toInt();
    if (version > kSchemaVersion)
        return Error{
            ErrorCode::StoreTooNew,
            Tr::tr("The query history was written by a newer Nelumbo (format %1)").arg(version)};
    if (version == kSchemaVersion)
        return {};
    db.transaction();
    const bool ok = q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS history ("
                                          " id INTEGER PRIMARY KEY,"
                                          " statement TEXT NOT NULL,"
                                          " source TEXT NOT NULL,"
                                          " query_language TEXT,"
                                          " started_ms INTEGER NOT NULL,"
                                          " duration_ms INTEGER NOT NULL,"
                                          " row_count INTEGER,"
                                          " failed INTEGER NOT NULL,"
                                          " error TEXT)")) &&
                    q.exec(QStringLiteral("CREATE INDEX IF NOT EXISTS history_started ON history "
                                          "(started_ms, id)")) &&
                    q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        const Error e = storeError(q.lastError());
        db.rollback();
        return e;
    }
    if (!db.commit())
        return storeError(db.lastError());
    return {};
}

Result<qint64> HistoryStore::record(const HistoryEntry& entry, int maxEntries, int maxDays)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return storeError(db.lastError());
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO history (statement, source, query_language, "
                             "started_ms, duration_ms, row_count, failed, error) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    const QDateTime started =
        entry.startedAt.isValid() ? entry.startedAt : QDateTime::currentDateTimeUtc();
    q.addBindValue(entry.statement);
    q.addBindValue(entry.sourceName);
    q.addBindValue(entry.language);
    q.addBindValue(started.toMSecsSinceEpoch());
    q.addBindValue(std::max<qint64>(0, entry.durationMs));
    q.addBindValue(entry.rows >= 0 ? QVariant(entry.rows)
                                   : QVariant(QMetaType(QMetaType::LongLong)));
    q.addBindValue(entry.failed ? 1 : 0);
    q.addBindValue(entry.failed ? QVariant(entry.error) : QVariant(QMetaType(QMetaType::QString)));
    bool ok = q.exec();
    QSqlError error = q.lastError();
    const qint64 id = q.lastInsertId().toLongLong();
    if (ok && maxEntries > 0) {
        QSqlQuery prune(db);
        prune.prepare(QStringLiteral("DELETE FROM history WHERE id IN (SELECT id FROM history "
                                     "ORDER BY started_ms DESC, id DESC LIMIT -1 OFFSET ?)"));
        prune.addBindValue(maxEntries);
        ok = prune.exec();
        error = prune.lastError();
    }
    if (ok && maxDays > 0) {
        QSqlQuery prune(db);
        prune.prepare(QStringLiteral("DELETE FROM history WHERE started_ms < ?"));
        prune.addBindValue(QDateTime::currentMSecsSinceEpoch() - maxDays * kDayMs);
        ok = prune.exec();
        error = prune.lastError();
    }
    if (!ok) {
        db.rollback();
        return storeError(error);
    }
    if (!db.commit())
        return storeError(db.lastError());
    return id;
}

Result<QList<HistoryEntry>> HistoryStore::search(const HistoryFilter& filter) const
{
    QString sql = QStringLiteral("SELECT id, statement, source, query_language, started_ms, "
                                 "duration_ms, row_count, failed, error FROM history WHERE 1 = 1");
    QVariantList binds;
    if (!filter.text.isEmpty()) {
        sql += QStringLiteral(" AND instr(lower(statement), lower(?)) > 0");
        binds << filter.text;
    }
    if (!filter.source.isEmpty()) {
        sql += QStringLiteral(" AND source = ?");
        binds << filter.source;
    }
    if (filter.outcome == HistoryFilter::Outcome::Failed)
        sql += QStringLiteral(" AND failed <> 0");
    else if (filter.outcome == HistoryFilter::Outcome::Succeeded)
        sql += QStringLiteral(" AND failed = 0");
    sql += QStringLiteral(" ORDER BY started_ms DESC, id DESC");
    if (filter.limit > 0) {
        sql += QStringLiteral(" LIMIT ?");
        binds << filter.limit;
    }
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant& v : std::as_const(binds))
        q.addBindValue(v);
    if (!q.exec())
        return storeError(q.lastError());
    QList<HistoryEntry> out;
    while (q.next())
        out << fromRow(q);
    return out;
}

Result<QStringList> HistoryStore::sources() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT DISTINCT source FROM history ORDER BY source")))
        return storeError(q.lastError());
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<void> HistoryStore::remove(const QList<qint64>& ids)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return storeError(db.lastError());
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM history WHERE id = ?"));
    for (qint64 id : ids) {
        q.addBindValue(id);
        if (!q.exec()) {
            const Error e = storeError(q.lastError());
            db.rollback();
            return e;
        }
    }
    if (!db.commit())
        return storeError(db.lastError());
    return {};
}

Result<qint64> HistoryStore::count() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT count(*) FROM history")) || !q.next())
        return storeError(q.lastError());
    return q.value(0).toLongLong();
}

} // namespace nelumbo
