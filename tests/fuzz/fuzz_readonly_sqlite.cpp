// Invariant: a statement SQLite's language calls a read (classify() or the read-only rule)
// never writes. It runs on a real database file opened for writing, so that a wrong answer
// would show: the file's bytes, SQLite's change count and its own read-only flag for each
// prepared statement must all say nothing was written, and no other file is attached.
#include "FuzzSetup.h"
#include "FuzzTarget.h"
#include "adapter/QueryLanguage.h"

#include <QFile>
#include <QTemporaryDir>
#include <sqlite3.h>

using namespace nelumbo;

namespace {

constexpr int kMaxSteps = 200; // progress callbacks of 1000 instructions each
constexpr int kMaxRows = 10000;

const char* const kSchema = R"(
CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT, c REAL);
INSERT INTO t VALUES (1, 'x', 1.5), (2, 'y', NULL), (3, 'zz', -2);
CREATE TABLE u(x TEXT UNIQUE, y INTEGER REFERENCES t(a));
INSERT INTO u VALUES ('one', 1), ('two', 2);
CREATE INDEX u_y ON u(y);
CREATE VIEW v AS SELECT a, b, x FROM t JOIN u ON u.y = t.a;
CREATE TRIGGER u_added AFTER INSERT ON u BEGIN UPDATE t SET c = c + 1 WHERE a = new.y; END;
PRAGMA user_version = 7;
)";

struct Probe
{
    int steps = 0;
    QStringList writes;  // files the statement tried to attach
    bool pragma = false; // SQLite calls every PRAGMA statement a possible write
};

int onProgress(void* context)
{
    return ++static_cast<Probe*>(context)->steps > kMaxSteps ? 1 : 0;
}

int authorize(void* context, int action, const char* a, const char*, const char*, const char*)
{
    auto* probe = static_cast<Probe*>(context);
    switch (action) {
    case SQLITE_ATTACH:
        // Attaching creates a file: refused, and recorded as a write.
        probe->writes << QStringLiteral("ATTACH %1").arg(QString::fromUtf8(a));
        return SQLITE_DENY;
    case SQLITE_PRAGMA:
        probe->pragma = true;
        return SQLITE_OK;
    default:
        return SQLITE_OK;
    }
}

struct Database
{
    QTemporaryDir dir;
    QString path;
    QByteArray bytes; // the file as created
    sqlite3* db = nullptr;
    Probe probe;

    Database()
    {
        path = dir.filePath(QStringLiteral("invariant.sqlite"));
        sqlite3* setup = nullptr;
        const QByteArray file = QFile::encodeName(path);
        fuzz::check(sqlite3_open(file.constData(), &setup) == SQLITE_OK, "fixture opens");
        fuzz::check(sqlite3_exec(setup, kSchema, nullptr, nullptr, nullptr) == SQLITE_OK,
                    "fixture schema", QString::fromUtf8(sqlite3_errmsg(setup)));
        sqlite3_close(setup);
        bytes = contents();
        fuzz::check(sqlite3_open_v2(file.constData(), &db, SQLITE_OPEN_READWRITE, nullptr) ==
                        SQLITE_OK,
                    "fixture reopens");
        sqlite3_progress_handler(db, 1000, onProgress, &probe);
        sqlite3_set_authorizer(db, authorize, &probe);
        sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 1 << 20);
    }

    QByteArray contents() const
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
};

Database& database()
{
    static Database d;
    return d;
}

int fuzzOne(const uint8_t* data, size_t size)
{
    const QByteArray utf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString statement = QString::fromUtf8(utf8);
    const QueryLanguage& sqlite = fuzz::language(0);
    const bool classifiedRead = sqlite.classify(statement) == StatementAccess::ReadOnly;
    const bool allowed = sqlite.checkReadOnly(statement).allowed;
    if (!classifiedRead && !allowed)
        return 0;

    Database& d = database();
    d.probe = {};
    sqlite3_hard_heap_limit64(64 << 20);
    const QByteArray text = statement.toUtf8(); // invalid UTF-8 as the app would pass it
    const int changesBefore = sqlite3_total_changes(d.db);
    QStringList notReadOnly;
    const char* tail = text.constData();
    const char* end = tail + text.size();
    while (tail < end) {
        sqlite3_stmt* stmt = nullptr;
        d.probe.pragma = false;
        const int rc = sqlite3_prepare_v2(d.db, tail, int(end - tail), &stmt, &tail);
        if (rc != SQLITE_OK || !stmt) {
            sqlite3_finalize(stmt);
            break;
        }
        // A PRAGMA is checked by its effects below: SQLite marks even a query of one writable.
        if (!sqlite3_stmt_readonly(stmt) && !d.probe.pragma)
            notReadOnly << QString::fromUtf8(sqlite3_sql(stmt));
        for (int rows = 0; rows < kMaxRows && sqlite3_step(stmt) == SQLITE_ROW; ++rows) {
        }
        sqlite3_finalize(stmt);
    }
    const int changes = sqlite3_total_changes(d.db) - changesBefore;
    const bool inTransaction = !sqlite3_get_autocommit(d.db);
    const QString why = statement + QStringLiteral("\n(classify: %1, rule: %2)")
                                        .arg(QLatin1String(classifiedRead ? "read" : "not read"),
                                             QLatin1String(allowed ? "allowed" : "refused"));
    fuzz::check(notReadOnly.isEmpty(), "SQLite agrees that a read statement is read-only",
                why + u'\n' + notReadOnly.join(u'\n'));
    fuzz::check(d.probe.writes.isEmpty(), "a read statement attaches no file",
                why + u'\n' + d.probe.writes.join(u'\n'));
    fuzz::check(changes == 0, "a read statement changes no row", why);
    if (inTransaction)
        sqlite3_exec(d.db, "ROLLBACK", nullptr, nullptr, nullptr);
    fuzz::check(d.contents() == d.bytes, "a read statement leaves the database file as it was",
                why);
    return 0;
}

const fuzz::Registration registration("readonly_sqlite", fuzzOne);

} // namespace
