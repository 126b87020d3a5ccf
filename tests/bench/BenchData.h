#pragma once

// The large SQLite database the result benchmarks read: one table `big` of kBigRows rows ×
// 5 columns (integer id, text name, real amount, integer flag with NULLs, text date).
// Made once and cached in a temporary folder; later runs reuse it.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <cstdio>

namespace nelumbo::bench {

constexpr int kBigRows = 1'000'000;
constexpr int kBigColumns = 5;

// Where the cached database lives: $NELUMBO_BENCH_DATA_DIR, or <temp>/nelumbo-bench.
inline QString benchDataDir()
{
    const QString fromEnv = qEnvironmentVariable("NELUMBO_BENCH_DATA_DIR");
    return fromEnv.isEmpty() ? QDir::tempPath() + QStringLiteral("/nelumbo-bench") : fromEnv;
}

namespace detail {
// Counts the rows of `big` in file, or -1 when it is not a usable database.
inline qint64 bigRowCount(const QString& file)
{
    qint64 rows = -1;
    const QString name = QStringLiteral("nelumbo-bench-check");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT max(id) FROM big")) && q.next())
                rows = q.value(0).toLongLong();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return rows;
}

inline bool exec(QSqlQuery& q, const QString& sql)
{
    if (q.exec(sql))
        return true;
    std::fprintf(stderr, "bench data: %s failed: %s\n", qPrintable(sql),
                 qPrintable(q.lastError().text()));
    return false;
}
} // namespace detail

// Returns the path of the big database, creating it first when needed (a few seconds, once).
// Returns an empty string when it cannot be made.
inline QString ensureBigDatabase()
{
    const QString dir = benchDataDir();
    const QString path =
        dir + QStringLiteral("/big-%1x%2-v1.sqlite").arg(kBigRows).arg(kBigColumns);
    if (QFileInfo(path).size() > 0 && detail::bigRowCount(path) == kBigRows)
        return path;
    if (!QDir().mkpath(dir)) {
        std::fprintf(stderr, "bench data: cannot create %s\n", qPrintable(dir));
        return {};
    }
    std::fprintf(stderr, "bench data: creating %s (%d rows, once)...\n", qPrintable(path),
                 kBigRows);
    QElapsedTimer timer;
    timer.start();
    // Build under a temporary name and rename at the end, so a killed run leaves nothing
    // half-made behind under the real name.
    const QString partial = path + QStringLiteral(".part");
    QFile::remove(partial);
    const QString name = QStringLiteral("nelumbo-bench-make");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(partial);
        if (db.open()) {
            QSqlQuery q(db);
            // One recursive CTE inside one transaction: far faster than a prepared INSERT
            // per row, and no journal is needed for a throw-away file.
            ok = detail::exec(q, QStringLiteral("PRAGMA journal_mode=OFF")) &&
                 detail::exec(q, QStringLiteral("PRAGMA synchronous=OFF")) &&
                 detail::exec(q, QStringLiteral("CREATE TABLE big (id INTEGER PRIMARY KEY, "
                                                "name TEXT NOT NULL, amount REAL NOT NULL, "
                                                "flag INTEGER, created TEXT NOT NULL)")) &&
                 db.transaction() &&
                 detail::exec(
                     q, QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
                                       "FROM n WHERE i < ") +
                            QString::number(kBigRows) +
                            QStringLiteral(
                                ") INSERT INTO big (id, name, amount, flag, created) "
                                "SELECT i, 'name-' || i, ((i * 7919) % 1000000) / 100.0, "
                                "CASE WHEN i % 5 = 0 THEN NULL ELSE (i * 31) % 3 END, "
                                "printf('%04d-%02d-%02d', 2000 + i % 25, 1 + i % 12, 1 + i % 28) "
                                "FROM n")) &&
                 db.commit();
        } else {
            std::fprintf(stderr, "bench data: cannot open %s: %s\n", qPrintable(partial),
                         qPrintable(db.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!ok || !(QFile::remove(path) || !QFile::exists(path)) || !QFile::rename(partial, path)) {
        QFile::remove(partial);
        std::fprintf(stderr, "bench data: could not create %s\n", qPrintable(path));
        return {};
    }
    std::fprintf(stderr, "bench data: created in %.1f s (%.0f MB)\n",
                 double(timer.elapsed()) / 1000,
                 double(QFileInfo(path).size()) / (1024.0 * 1024.0));
    return path;
}

} // namespace nelumbo::bench
