// Every write attempt must be refused with a reason, and every table must be exactly as it
// was afterwards (checked by a checksum of all rows of all tables, read outside Nelumbo).
#include "BuiltinAdapters.h"
#include "CoreTestMain.h"
#include "TestData.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"

#include <QCryptographicHash>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QUrl>
#include <memory>

using namespace nelumbo;

namespace {

const QString kEngine = QStringLiteral(NELUMBO_TEST_ENGINE);

// Attempts for every dialect; {Name} becomes the dialect's spelling of a Chinook table.
const char* const kCommon[] = {
    "DELETE FROM {Track}",
    "DELETE FROM {Track} WHERE 1 = 1",
    "delete from {Track} where {TrackId} > 0",
    "  DeLeTe   FROM {Genre}",
    "UPDATE {Track} SET {Name} = 'x'",
    "UPDATE {Artist} SET {Name} = NULL WHERE {ArtistId} = 1",
    "update {Album} set {Title} = upper({Title})",
    "INSERT INTO {Genre} ({GenreId}, {Name}) VALUES (999, 'Polka')",
    "INSERT INTO {Genre} SELECT {GenreId} + 1000, {Name} FROM {Genre}",
    "insert into {MediaType} ({MediaTypeId}, {Name}) values (77, 'Tape')",
    "DROP TABLE {Track}",
    "DROP TABLE IF EXISTS {InvoiceLine}",
    "drop view if exists nothing_here",
    "DROP INDEX {IFK_TrackAlbumId}",
    "CREATE TABLE scratch (id INTEGER)",
    "CREATE TABLE scratch AS SELECT * FROM {Track}",
    "CREATE VIEW scratch_view AS SELECT 1",
    "CREATE INDEX scratch_idx ON {Track} ({Name})",
    "CREATE UNIQUE INDEX scratch_uidx ON {Genre} ({Name})",
    "ALTER TABLE {Track} ADD COLUMN scratch INTEGER",
    "ALTER TABLE {Genre} RENAME TO {Genre}_old",
    "SELECT 1; DELETE FROM {Track}",
    "SELECT 1; SELECT 2",
    "SELECT * FROM {Genre}; DROP TABLE {Genre}",
    "/* harmless */ DELETE FROM {Genre}",
    "-- just a comment\nDELETE FROM {Genre}",
    "WITH x AS (SELECT 1) DELETE FROM {Genre}",
    "WITH x AS (SELECT 1) UPDATE {Genre} SET {Name} = 'y'",
    "WITH x AS (SELECT 1) INSERT INTO {Genre} ({GenreId}, {Name}) VALUES (555, 'z')",
    "BEGIN",
    "COMMIT",
    "ROLLBACK",
    "SAVEPOINT s1",
    "RELEASE SAVEPOINT s1",
    "REPLACE INTO {Genre} ({GenreId}, {Name}) VALUES (1, 'Replaced')",
    "SELECT * FROM {Genre} FOR UPDATE",
    "GRANT SELECT ON {Genre} TO PUBLIC",
    "REVOKE SELECT ON {Genre} FROM PUBLIC",
    "ANALYZE",
    "VACUUM",
    "EXPLAIN ANALYZE DELETE FROM {Genre}",
    "EXPLAIN DELETE FROM {Genre}",
    "CALL some_procedure()",
    "SET foo = 1",
    "TRUNCATE TABLE {InvoiceLine}",
    "TRUNCATE {InvoiceLine}",
    "DELETE FROM {InvoiceLine} WHERE {InvoiceLineId} IN (SELECT {InvoiceLineId} FROM "
    "{InvoiceLine})",
    "UPDATE {Customer} SET {Email} = 'a@b.c' WHERE {CustomerId} = (SELECT min({CustomerId}) FROM "
    "{Customer})",
    "INSERT INTO {Playlist} ({PlaylistId}, {Name}) VALUES (99, 'mine')",
    "DELETE FROM {PlaylistTrack}",
};

const char* const kSqlite[] = {
    "PRAGMA user_version = 42",
    "PRAGMA journal_mode = DELETE",
    "PRAGMA query_only = 0",
    "PRAGMA writable_schema = 1",
    "pragma foreign_keys=off",
    "PRAGMA main.user_version = 7",
    "ATTACH DATABASE ':memory:' AS other",
    "ATTACH 'other.db' AS o",
    "DETACH DATABASE main",
    "REINDEX",
    "VACUUM INTO '/tmp/nelumbo-vacuum-copy.db'",
    "SELECT load_extension('x')",
    "SELECT writefile('/tmp/nelumbo-x', 'y')",
    "CREATE TEMP TABLE t (a)",
    "CREATE TRIGGER trg AFTER INSERT ON Genre BEGIN DELETE FROM Track; END",
    "CREATE VIRTUAL TABLE v USING fts5(x)",
    "INSERT OR REPLACE INTO Genre VALUES (1, 'x')",
    "INSERT OR IGNORE INTO Genre VALUES (1, 'x')",
    "UPSERT INTO Genre VALUES (1, 'x')",
    "UPDATE OR ROLLBACK Genre SET Name = 'x'",
    "DELETE FROM Genre RETURNING *",
    "INSERT INTO Genre (GenreId, Name) VALUES (600, 'x') ON CONFLICT DO NOTHING",
    "BEGIN IMMEDIATE",
    "BEGIN EXCLUSIVE TRANSACTION",
    "END TRANSACTION",
    "ANALYZE Track",
    "DROP TRIGGER IF EXISTS nothing",
    "ALTER TABLE Genre DROP COLUMN Name",
    "ALTER TABLE Genre RENAME COLUMN Name TO Title",
    "SELECT 1; ATTACH ':memory:' AS x",
    "select 1 ;; delete from Genre",
    "WITH RECURSIVE c(x) AS (SELECT 1) DELETE FROM Genre WHERE GenreId IN c",
    "EXPLAIN QUERY PLAN DELETE FROM Genre",
    "/* a */ PRAGMA user_version=1 /* b */",
    "SAVEPOINT x; DELETE FROM Genre; RELEASE x",
    "CREATE TABLE IF NOT EXISTS Genre (x)",
    "DROP TABLE \"Track\"",
    "DELETE FROM [Track]",
    "DELETE FROM `Track`",
    "UPDATE \"Track\" SET \"Name\" = 'quoted'",
    "INSERT INTO main.Genre VALUES (700, 'x')",
    "DELETE FROM main.Genre",
    "REPLACE INTO Genre VALUES (2, 'x')",
    "SELECT * FROM Genre; PRAGMA user_version = 3",
    "CREATE TABLE \"select\" (x)",
    "DROP TABLE IF EXISTS [Genre]",
    "ALTER TABLE Track ADD x",
    "UPDATE Track SET Milliseconds = Milliseconds + 1 WHERE TrackId IN (SELECT TrackId FROM Track "
    "LIMIT 1)",
    "INSERT INTO Genre DEFAULT VALUES",
    "DELETE FROM Genre WHERE Name = 'DELETE'",
    "VACUUM main",
};

const char* const kPostgres[] = {
    "SELECT * INTO scratch FROM track",
    "SELECT 1 INTO TEMP scratch2",
    "COPY track TO '/tmp/nelumbo-copy.csv'",
    "COPY genre FROM '/etc/hostname'",
    "COPY (SELECT 1) TO PROGRAM 'true'",
    "DO $$ BEGIN DELETE FROM genre; END $$",
    "DO 'BEGIN DELETE FROM genre; END'",
    "SET search_path = pg_catalog",
    "SET ROLE postgres",
    "SET SESSION AUTHORIZATION postgres",
    "SET TRANSACTION READ WRITE",
    "SET default_transaction_read_only = off",
    "RESET ALL",
    "SELECT set_config('default_transaction_read_only', 'off', false)",
    "SELECT pg_terminate_backend(pg_backend_pid())",
    "SELECT pg_cancel_backend(1)",
    "SELECT pg_reload_conf()",
    "SELECT pg_read_file('/etc/passwd')",
    "SELECT lo_import('/etc/hostname')",
    "SELECT nextval('nothing_seq')",
    "SELECT setval('nothing_seq', 1)",
    "SELECT pg_advisory_lock(1)",
    "SELECT txid_current()",
    "LOCK TABLE track",
    "LISTEN chan",
    "NOTIFY chan, 'x'",
    "DISCARD ALL",
    "PREPARE p AS DELETE FROM genre",
    "EXECUTE p",
    "DEALLOCATE ALL",
    "REFRESH MATERIALIZED VIEW mv",
    "CLUSTER track",
    "REINDEX TABLE track",
    "COMMENT ON TABLE track IS 'x'",
    "CREATE SCHEMA scratch",
    "CREATE EXTENSION dblink",
    "SELECT dblink_exec('dbname=chinook', 'DELETE FROM genre')",
    "IMPORT FOREIGN SCHEMA public FROM SERVER s INTO x",
    "WITH d AS (DELETE FROM genre RETURNING *) SELECT * FROM d",
    "WITH u AS (UPDATE genre SET name = 'x' RETURNING *) SELECT count(*) FROM u",
    "WITH a AS (SELECT 1), b AS (INSERT INTO genre (genre_id, name) VALUES (901, 'x') RETURNING 1) "
    "SELECT * FROM b",
    "SELECT * FROM genre FOR SHARE",
    "SELECT * FROM genre FOR NO KEY UPDATE",
    "MERGE INTO genre g USING (SELECT 1 AS id) s ON g.genre_id = s.id WHEN MATCHED THEN DELETE",
    "DELETE FROM genre USING track WHERE false",
    "UPDATE genre SET name = $x$DROP$x$",
    "CREATE TEMP TABLE t AS SELECT 1",
    "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql",
    "CREATE OR REPLACE VIEW v AS SELECT 1",
    "DROP SCHEMA public CASCADE",
    "ALTER SYSTEM SET work_mem = '1GB'",
    "SECURITY LABEL ON TABLE track IS 'x'",
};

const char* const kMysql[] = {
    "SELECT * FROM Track INTO OUTFILE '/tmp/nelumbo-out.txt'",
    "SELECT 1 INTO DUMPFILE '/tmp/nelumbo-dump'",
    "SELECT Name INTO @n FROM Genre LIMIT 1",
    "SELECT LOAD_FILE('/etc/passwd')",
    "LOAD DATA INFILE '/tmp/x' INTO TABLE Genre",
    "LOAD DATA LOCAL INFILE '/tmp/x' INTO TABLE Genre",
    "HANDLER Genre OPEN",
    "FLUSH TABLES",
    "FLUSH PRIVILEGES",
    "KILL 1",
    "KILL QUERY 1",
    "SHUTDOWN",
    "INSTALL PLUGIN x SONAME 'x.so'",
    "UNINSTALL PLUGIN x",
    "OPTIMIZE TABLE Track",
    "REPAIR TABLE Track",
    "CHECKSUM TABLE Track; DELETE FROM Genre",
    "SET autocommit = 0",
    "SET SESSION TRANSACTION READ WRITE",
    "SET @@session.transaction_read_only = 0",
    "SET NAMES latin1",
    "START TRANSACTION",
    "START TRANSACTION READ WRITE",
    "XA START 'x'",
    "LOCK TABLES Genre WRITE",
    "UNLOCK TABLES",
    "RENAME TABLE Genre TO Genre2",
    "PREPARE s FROM 'DELETE FROM Genre'",
    "EXECUTE s",
    "DEALLOCATE PREPARE s",
    "DO (SELECT 1)",
    "SELECT * FROM Genre LOCK IN SHARE MODE",
    "SELECT * FROM Genre FOR UPDATE NOWAIT",
    "INSERT INTO Genre VALUES (1, 'x') ON DUPLICATE KEY UPDATE Name = 'y'",
    "INSERT IGNORE INTO Genre VALUES (1, 'x')",
    "REPLACE Genre SET GenreId = 1, Name = 'x'",
    "UPDATE Genre g JOIN Track t ON t.GenreId = g.GenreId SET g.Name = 'x'",
    "DELETE g FROM Genre g JOIN Track t ON t.GenreId = g.GenreId",
    "DELETE LOW_PRIORITY QUICK IGNORE FROM Genre",
    "SELECT 1 /*! ; DELETE FROM Genre */",
    "/*!40101 DELETE FROM Genre */",
    "SELECT 1 # comment\n; DELETE FROM Genre",
    "SELECT 'a\\\\'; DELETE FROM Genre; -- '", // an escaped backslash closes the string
    "CREATE DATABASE scratch",
    "DROP DATABASE chinook",
    "CREATE USER x IDENTIFIED BY 'y'",
    "ALTER USER nelumbo IDENTIFIED BY 'z'",
    "CREATE PROCEDURE p() SELECT 1",
    "CREATE EVENT e ON SCHEDULE EVERY 1 DAY DO DELETE FROM Genre",
    "INSTALL SONAME 'x'",
    "RESET MASTER",
    "PURGE BINARY LOGS BEFORE NOW()",
};

struct Target
{
    QString url;
    QString driver;
    QString tableNameForm; // "pg": snake case, otherwise as written
};

QString spell(const QString& name, const QString& engine)
{
    if (engine != QLatin1String("postgres"))
        return name;
    // The PostgreSQL Chinook uses snake case: TrackId -> track_id, IFK_TrackAlbumId ->
    // ifk_track_album_id.
    QString out;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c.isUpper() && i > 0 && name.at(i - 1) != QLatin1Char('_') && !name.at(i - 1).isUpper())
            out += QLatin1Char('_');
        out += c.toLower();
    }
    return out;
}

QString expand(QString text, const QString& engine)
{
    static const QRegularExpression token(QStringLiteral("\\{([A-Za-z_]+)\\}"));
    QRegularExpressionMatch m;
    while ((m = token.match(text)).hasMatch())
        text.replace(m.capturedStart(), m.capturedLength(), spell(m.captured(1), engine));
    return text;
}

} // namespace

class TstWriteBattery : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_url;
    QString m_checkName = QStringLiteral("checksum");

    // Opens a plain QtSql connection, outside Nelumbo, for the checksums.
    bool openCheckConnection()
    {
        QSqlDatabase db;
        if (kEngine == QLatin1String("sqlite")) {
            db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_checkName);
            db.setDatabaseName(SourceUrl::parse(m_url)->database);
        } else {
            const QUrl u(m_url);
            db = QSqlDatabase::addDatabase(kEngine == QLatin1String("postgres")
                                               ? QStringLiteral("QPSQL")
                                               : QStringLiteral("QMYSQL"),
                                           m_checkName);
            db.setHostName(u.host());
            db.setPort(u.port());
            db.setUserName(u.userName());
            db.setPassword(u.password());
            db.setDatabaseName(u.path().mid(1));
        }
        return db.open();
    }

    QStringList tables() const
    {
        QSqlDatabase db = QSqlDatabase::database(m_checkName);
        QSqlQuery q(db);
        if (kEngine == QLatin1String("sqlite"))
            q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type IN ('table', 'view', "
                                  "'index', 'trigger') ORDER BY name"));
        else if (kEngine == QLatin1String("postgres"))
            // Quoted, as names may be hostile ("Mixed Case"). The nelumbo_test_* schemas are
            // other suites' scratch objects, made and dropped while this one runs beside them.
            q.exec(
                QStringLiteral("SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) "
                               "FROM information_schema.tables "
                               "WHERE table_schema NOT IN ('pg_catalog', 'information_schema') "
                               "AND table_schema NOT LIKE 'nelumbo\\_test\\_%' ORDER BY 1"));
        else
            q.exec(QStringLiteral("SELECT table_name FROM information_schema.tables WHERE "
                                  "table_schema = DATABASE() ORDER BY 1"));
        QStringList out;
        while (q.next())
            out << q.value(0).toString();
        return out;
    }

    // A checksum of every row of every table, in a stable order, plus the object list and
    // (SQLite) the header fields a PRAGMA could change.
    QByteArray checksum() const
    {
        QSqlDatabase db = QSqlDatabase::database(m_checkName);
        QCryptographicHash hash(QCryptographicHash::Sha256);
        const QStringList names = tables();
        hash.addData(names.join(QLatin1Char('\n')).toUtf8());
        for (const QString& name : names) {
            if (kEngine == QLatin1String("sqlite")) {
                QSqlQuery type(db);
                type.exec(QStringLiteral("SELECT type, sql FROM sqlite_master WHERE name = '%1'")
                              .arg(name));
                type.next();
                hash.addData(type.value(1).toString().toUtf8());
                if (type.value(0).toString() != QLatin1String("table"))
                    continue;
            }
            const QString quoted =
                kEngine == QLatin1String("mysql")      ? QLatin1Char('`') + name + QLatin1Char('`')
                : kEngine == QLatin1String("postgres") ? name
                                                       : QLatin1Char('"') + name + QLatin1Char('"');
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT * FROM %1").arg(quoted)))
                qFatal("checksum read failed for %s: %s", qPrintable(name),
                       qPrintable(q.lastError().text()));
            QStringList rows;
            while (q.next()) {
                QStringList cells;
                for (int i = 0; i < q.record().count(); ++i)
                    cells << (q.isNull(i) ? QStringLiteral("\\N") : q.value(i).toString());
                rows << cells.join(QLatin1Char('\x1f'));
            }
            rows.sort();
            hash.addData(name.toUtf8());
            hash.addData(rows.join(QLatin1Char('\n')).toUtf8());
        }
        if (kEngine == QLatin1String("sqlite")) {
            for (const char* pragma : {"user_version", "journal_mode", "application_id"}) {
                QSqlQuery q(db);
                q.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(pragma)));
                q.next();
                hash.addData(q.value(0).toString().toUtf8());
            }
        }
        return hash.result().toHex();
    }

private Q_SLOTS:
    void initTestCase()
    {
        registerBuiltinAdapters();
        if (kEngine == QLatin1String("sqlite")) {
            QVERIFY(m_dir.isValid());
            const QString path = m_dir.filePath(QStringLiteral("chinook.sqlite"));
            QVERIFY(QFile::copy(nelumbo::testing::chinookPath(), path));
            QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
            m_url = SourceUrl::forFile(QStringLiteral("sqlite"), path);
        } else {
            const char* var = kEngine == QLatin1String("postgres") ? "NELUMBO_TEST_PG_URL"
                                                                   : "NELUMBO_TEST_MY_URL";
            m_url = qEnvironmentVariable(var);
            if (m_url.isEmpty())
                QSKIP(qPrintable(
                    QStringLiteral("%1 not set: no %2 server").arg(QLatin1String(var), kEngine)));
            if (!AdapterRegistry::forScheme(QUrl(m_url).scheme()))
                QSKIP(qPrintable(
                    QStringLiteral("no adapter for %1 in this build").arg(QUrl(m_url).scheme())));
        }
        QVERIFY2(openCheckConnection(),
                 qPrintable(QSqlDatabase::database(m_checkName).lastError().text()));
    }

    void cleanupTestCase() { QSqlDatabase::removeDatabase(m_checkName); }

    void everyWriteIsRefusedAndNothingChanges()
    {
        QStringList attempts;
        for (const char* a : kCommon)
            attempts << expand(QString::fromUtf8(a), kEngine);
        if (kEngine == QLatin1String("sqlite"))
            for (const char* a : kSqlite)
                attempts << QString::fromUtf8(a);
        if (kEngine == QLatin1String("postgres"))
            for (const char* a : kPostgres)
                attempts << QString::fromUtf8(a);
        if (kEngine == QLatin1String("mysql"))
            for (const char* a : kMysql)
                attempts << QString::fromUtf8(a);
        QVERIFY2(attempts.size() >= 100, qPrintable(QString::number(attempts.size())));

        const QByteArray before = checksum();
        Connection c;
        QSignalSpy opened(&c, &Connection::opened);
        c.open(m_url);
        QVERIFY(opened.wait(10000));
        QVERIFY(c.isReadOnly());

        int refused = 0;
        for (const QString& attempt : std::as_const(attempts)) {
            QueryHandle* h = c.execute(attempt);
            QVERIFY(
                QTest::qWaitFor([h] { return h->state() != QueryHandle::State::Running; }, 10000));
            QVERIFY2(h->state() == QueryHandle::State::Failed,
                     qPrintable(QStringLiteral("was not refused: %1").arg(attempt)));
            const Error e = h->error();
            QVERIFY2(!e.message.isEmpty() && !e.code.isEmpty(), qPrintable(attempt));
            // The reason is specific: not the database's "syntax error", but why it was refused.
            QVERIFY2(
                e.code != QLatin1String("query_failed"),
                qPrintable(QStringLiteral("%1 reached the database: %2").arg(attempt, e.message)));
            ++refused;
            h->deleteLater();
        }
        qInfo("%s: %d write attempts refused", qPrintable(kEngine), refused);
        QCOMPARE(checksum(), before);
    }

    void readsStillWork()
    {
        Connection c;
        QSignalSpy opened(&c, &Connection::opened);
        c.open(m_url);
        QVERIFY(opened.wait(10000));
        QueryHandle* h = c.execute(
            expand(QStringLiteral("SELECT count(*) FROM {Track} WHERE {Name} <> 'DELETE FROM x'"),
                   kEngine));
        QSignalSpy rows(h, &QueryHandle::rowsReady);
        QVERIFY(QSignalSpy(h, &QueryHandle::finished).wait(10000));
        QCOMPARE(rows.at(0).at(0).value<RowBatch>().toVariantList().at(0).toInt(), 3503);
    }
};

NELUMBO_CORE_TEST_MAIN(TstWriteBattery)
#include "tst_writebattery.moc"
