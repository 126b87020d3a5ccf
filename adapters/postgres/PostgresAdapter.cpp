#include "PostgresAdapter.h"

#include "LibpqImports.h"
#include "PostgresCursor.h"
#include "adapter/CancelRunner.h"
#include "common/AdapterSupport.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"
#include "core/ExactNumber.h"
#include "core/SafeText.h"
#include "sql/QtSqlSession.h"
#include "sql/SqlText.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlResult>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <libpq-fe.h>
#include <memory>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace nelumbo {

using namespace adapters;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::PostgresAdapter)
};

PGconn* connectionOf(QSqlDatabase& db)
{
    if (!db.driver())
        return nullptr;
    // QPSQL declares the metatype as PGconn*; Qt 6 names it after the struct, pg_conn*.
    const QVariant v = db.driver()->handle();
    if (!v.isValid() ||
        (qstrcmp(v.typeName(), "PGconn*") != 0 && qstrcmp(v.typeName(), "pg_conn*") != 0))
        return nullptr;
    return *static_cast<PGconn* const*>(v.constData());
}

// The result QPSQL is reading, or null when the query's driver is not QPSQL.
const PGresult* resultOf(const QSqlQuery& query)
{
    const QSqlResult* result = query.result();
    const QVariant v = result ? result->handle() : QVariant();
    if (!v.isValid() ||
        (qstrcmp(v.typeName(), "PGresult*") != 0 && qstrcmp(v.typeName(), "pg_result*") != 0))
        return nullptr;
    return *static_cast<PGresult* const*>(v.constData());
}

// How a column's text becomes a value. QPSQL turns NUMERIC into a double, TIMESTAMPTZ into
// local time without its offset, TIMETZ into a QTime, and infinity or BC dates into nothing.
enum class ColumnKind
{
    Driver, // QPSQL's value is exact
    Exact,  // numeric: ExactNumber
    Text    // dates and times: the server's text (DateStyle ISO, set by QPSQL)
};

ColumnKind kindOfType(Oid type)
{
    switch (type) {
    case 1700: // numeric
        return ColumnKind::Exact;
    case 1082: // date
    case 1083: // time
    case 1114: // timestamp
    case 1184: // timestamptz
    case 1266: // timetz
        return ColumnKind::Text;
    default:
        return ColumnKind::Driver;
    }
}

// The schemas nobody browses: the catalogues, TOAST storage and other sessions' temporary
// schemas (pg_temp_N, pg_toast_temp_N). Only schemas the user may look into (USAGE).
const char* const kVisibleSchemas = "ns AS (SELECT n.oid, n.nspname FROM pg_catalog.pg_namespace n "
                                    "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') "
                                    "AND n.nspname !~ '^pg_(toast|temp)' "
                                    "AND pg_catalog.has_schema_privilege(n.oid, 'USAGE'))";

// Tables (ordinary, partitioned, foreign), views and materialized views; partitions are
// reached through their parent.
const char* const kRelations = "c.relkind IN ('r', 'p', 'f', 'v', 'm') AND NOT c.relispartition";

TableInfo::Kind kindOf(const QString& relkind)
{
    return relkind == QLatin1String("v") || relkind == QLatin1String("m") ? TableInfo::Kind::View
                                                                          : TableInfo::Kind::Table;
}

QString actionName(const QString& code)
{
    switch (code.isEmpty() ? u'a' : code.at(0).unicode()) {
    case u'r':
        return QStringLiteral("RESTRICT");
    case u'c':
        return QStringLiteral("CASCADE");
    case u'n':
        return QStringLiteral("SET NULL");
    case u'd':
        return QStringLiteral("SET DEFAULT");
    default:
        return QStringLiteral("NO ACTION");
    }
}

// Adapter calls share the session with the user's statements. While QPSQL still reads a
// forward-only result row by row, any other statement would silently discard its rows.
Result<PGconn*> idleConnection(QSqlDatabase& db)
{
    PGconn* conn = connectionOf(db);
    if (!conn || PQstatus(conn) != CONNECTION_OK)
        return Error{ErrorCode::NotOpen, Tr::tr("The PostgreSQL connection is not open")};
    if (PQtransactionStatus(conn) == PQTRANS_ACTIVE)
        return Error{ErrorCode::Busy,
                     Tr::tr("The connection is still reading a result; fetch it to the end or "
                            "cancel it first")};
    return conn;
}

// How long a cancel request may take before it is given up.
constexpr std::chrono::milliseconds kCancelBound{5000};

#ifdef LIBPQ_HAS_ASYNC_CANCEL
// libpq 17's cancel connection: non-blocking, so the wait for it has a deadline.
using CancelRequest = PGcancelConn;

CancelRequest* newCancelRequest(PGconn* conn)
{
    return PQcancelCreate(conn);
}

void freeCancelRequest(CancelRequest* request)
{
    if (request)
        PQcancelFinish(request);
}

void sendCancelWithin(CancelRequest& request, std::chrono::milliseconds bound)
{
    const auto deadline = std::chrono::steady_clock::now() + bound;
    PostgresPollingStatusType status =
        PQcancelStart(&request) ? PGRES_POLLING_WRITING : PGRES_POLLING_FAILED;
    while (status == PGRES_POLLING_READING || status == PGRES_POLLING_WRITING) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
            break;
        pollfd p{PQcancelSocket(&request),
                 short(status == PGRES_POLLING_READING ? POLLIN : POLLOUT), 0};
        const int ready = ::poll(&p, 1, int(left.count()));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            break;
        status = PQcancelPoll(&request);
    }
    PQcancelReset(&request); // closes its connection; the next Cancel starts afresh
}
#else
// Before libpq 17, PQcancel blocks until the server answers, with no time limit. It is
// async-signal-safe, so it runs in a child process that is killed at the deadline.
using CancelRequest = PGcancel;

CancelRequest* newCancelRequest(PGconn* conn)
{
    return PQgetCancel(conn);
}

void freeCancelRequest(CancelRequest* request)
{
    if (request)
        PQfreeCancel(request);
}

void sendCancelWithin(CancelRequest& request, std::chrono::milliseconds bound)
{
    const pid_t child = ::fork();
    if (child < 0)
        return;
    if (child == 0) {
        // Nothing of the parent's stays open in the child, and it never outlives the bound
        // or the parent (a process that quits right after Cancel leaves no waiting child).
        ::close_range(3, ~0U, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        ::alarm(unsigned(std::chrono::ceil<std::chrono::seconds>(bound).count()) + 1);
        char message[256];
        PQcancel(&request, message, int(sizeof message));
        ::_exit(0);
    }
    const auto deadline = std::chrono::steady_clock::now() + bound;
    while (std::chrono::steady_clock::now() < deadline) {
        const pid_t done = ::waitpid(child, nullptr, WNOHANG);
        if (done == child || (done < 0 && errno != EINTR))
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ::kill(child, SIGKILL); // its connection closes with it
    while (::waitpid(child, nullptr, 0) < 0 && errno == EINTR) {
    }
}
#endif

struct PgResultDeleter
{
    void operator()(PGresult* r) const { PQclear(r); }
};
using PgResult = std::unique_ptr<PGresult, PgResultDeleter>;

// NOTICE and WARNING lines go to standard error as libpq prints them, but escaped: their text
// is the server's, and RAISE NOTICE can put any character in it.
void printNotice(void*, const char* message)
{
    const QByteArray line = SafeText::escaped(QString::fromUtf8(message).trimmed()).toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
}

QString messageOf(PGconn* conn, const PGresult* result)
{
    const char* text = result ? PQresultErrorMessage(result) : nullptr;
    if (!text || !*text)
        text = PQerrorMessage(conn);
    return QString::fromUtf8(text).trimmed();
}

Result<void> command(PGconn* conn, const char* sql)
{
    PgResult r(PQexec(conn, sql));
    if (PQresultStatus(r.get()) != PGRES_COMMAND_OK)
        return Error{ErrorCode::QueryFailed, messageOf(conn, r.get())};
    return {};
}

// Runs work() inside a read-only transaction, then undoes everything: its own transaction
// when the session is idle, a savepoint when the user has one open.
template <typename T, typename Work> Result<T> readOnly(PGconn* conn, Work work)
{
    const PGTransactionStatusType status = PQtransactionStatus(conn);
    if (status == PQTRANS_INERROR)
        return Error{ErrorCode::TransactionAborted,
                     Tr::tr("The current transaction has failed; roll it back first")};
    const bool own = status == PQTRANS_IDLE;
    if (own) {
        if (auto r = command(conn, "BEGIN READ ONLY"); !r)
            return r.error();
    } else {
        if (auto r = command(conn, "SAVEPOINT nelumbo_read_only"); !r)
            return r.error();
        if (auto r = command(conn, "SET LOCAL transaction_read_only = on"); !r) {
            (void)command(conn, "ROLLBACK TO SAVEPOINT nelumbo_read_only");
            (void)command(conn, "RELEASE SAVEPOINT nelumbo_read_only");
            return r.error();
        }
    }
    Result<T> result = work();
    if (own) {
        (void)command(conn, "ROLLBACK");
    } else {
        (void)command(conn, "ROLLBACK TO SAVEPOINT nelumbo_read_only");
        (void)command(conn, "RELEASE SAVEPOINT nelumbo_read_only");
    }
    return result;
}

// A libpq connection keyword's value, quoted for a conninfo string.
QString conninfoValue(const QString& value)
{
    QString v = value;
    v.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    v.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + v + QLatin1Char('\'');
}

// Every scan of a table in an EXPLAIN (FORMAT JSON) plan, at any depth (init plans and
// subplans included).
void collectRelations(const QJsonValue& node, StatementReferences& out)
{
    if (node.isArray()) {
        for (const QJsonValue& v : node.toArray())
            collectRelations(v, out);
        return;
    }
    if (!node.isObject())
        return;
    const QJsonObject o = node.toObject();
    if (o.contains(QLatin1String("Relation Name"))) {
        const std::pair<QString, QString> r{o.value(QLatin1String("Schema")).toString(),
                                            o.value(QLatin1String("Relation Name")).toString()};
        if (!out.relations.contains(r))
            out.relations.append(r);
    }
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it->isArray() || it->isObject())
            collectRelations(*it, out);
}

struct Relation
{
    qsizetype schema = -1;
    qsizetype table = -1;
};
} // namespace

// ---------------------------------------------------------------------------------------
// declarations

QList<ConnectionField> PostgresAdapter::connectionFields() const
{
    return DatabaseAdapter::connectionFields()
           << ConnectionField{ConnectionField::Kind::SearchPath,
                              Tr::tr("The schemas PostgreSQL searches for unqualified names, in "
                                     "order.")};
}

QString PostgresAdapter::versionQuery() const
{
    return QStringLiteral("SELECT 'PostgreSQL ' || current_setting('server_version')");
}

// ---------------------------------------------------------------------------------------
// connection

Result<void> PostgresAdapter::configure(QSqlDatabase& db, const SourceUrl& url) const
{
    if (Result<void> loaded = libpq().load(); !loaded)
        return loaded;
    const QString shown = url.redacted();
    QString host = url.host;
    int port = url.port;
    QString database = url.database;
    QString user = url.user;
    QString password = url.password;
    QString serverOptions;
    QStringList connectOptions;
    bool timeoutGiven = false;

    static const QRegularExpression keyword(QStringLiteral("^[a-z_]+$"));
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    for (const auto& [rawKey, value] : url.options) {
        const QString key = rawKey.toLower();
        if (key == QLatin1String("host") || key == QLatin1String("unix_socket")) {
            host = value;
        } else if (key == QLatin1String("port")) {
            bool ok = false;
            port = value.toInt(&ok);
            if (!ok || port < 1 || port > 65535)
                return Error{ErrorCode::InvalidSourceUrl,
                             Tr::tr("%1: port=%2 is not a port number").arg(shown, value)};
        } else if (key == QLatin1String("dbname")) {
            database = value;
        } else if (key == QLatin1String("user")) {
            user = value;
        } else if (key == QLatin1String("password")) {
            password = value;
        } else if (key == QLatin1String("search_path")) {
            QStringList entries;
            for (const QString& part : value.split(QLatin1Char(','))) {
                const QString entry = part.trimmed();
                if (entry != QLatin1String("$user") && !identifier.match(entry).hasMatch())
                    return Error{ErrorCode::InvalidSourceUrl,
                                 Tr::tr("Invalid search_path entry \"%1\" in %2: use plain names "
                                        "(letters, digits, _) or $user, separated by commas")
                                     .arg(entry, shown)};
                entries << entry;
            }
            // Applied by the server at connection start: `options=-c search_path=…`.
            serverOptions += QStringLiteral(" -c search_path=") + entries.join(QLatin1Char(','));
        } else if (key == QLatin1String("options")) {
            serverOptions += QLatin1Char(' ') + value;
        } else {
            if (!keyword.match(key).hasMatch())
                return Error{
                    ErrorCode::InvalidSourceUrl,
                    Tr::tr("%1: \"%2\" is not a PostgreSQL connection option").arg(shown, rawKey)};
            if (key == QLatin1String("connect_timeout")) {
                bool ok = false;
                const int seconds = value.toInt(&ok);
                if (!ok || seconds < 0)
                    return Error{
                        ErrorCode::InvalidSourceUrl,
                        Tr::tr("%1: connect_timeout must be a number of seconds").arg(shown)};
                timeoutGiven = true;
            }
            connectOptions << key + QLatin1Char('=') + conninfoValue(value);
        }
    }
    if (!timeoutGiven)
        connectOptions << QStringLiteral("connect_timeout=10");
    if (!url.hasOption(QStringLiteral("application_name")))
        connectOptions << QStringLiteral("application_name=Nelumbo");
    if (!serverOptions.isEmpty())
        connectOptions << QStringLiteral("options=") + conninfoValue(serverOptions.trimmed());
    // QPSQL turns the ; between options into spaces, so a ; inside a value would break it.
    for (const QString& option : std::as_const(connectOptions))
        if (option.contains(QLatin1Char(';')))
            return Error{ErrorCode::InvalidSourceUrl,
                         Tr::tr("%1: option values cannot contain ;").arg(shown)};

    db.setHostName(host);
    db.setPort(port);
    db.setDatabaseName(database);
    db.setUserName(user);
    db.setPassword(password);
    db.setConnectOptions(connectOptions.join(QLatin1Char(';')));
    return {};
}

Result<void> PostgresAdapter::afterOpen(QSqlDatabase& db) const
{
    if (PGconn* conn = connectionOf(db))
        PQsetNoticeProcessor(conn, printNotice, nullptr);
    // QPSQL from Qt 6.7 on sets the session's zone to UTC as it opens. The session's own
    // zone (its options', the role's, the database's, the server's) is what timestamptz
    // values are shown in, as psql shows them.
    QSqlQuery q(db);
    return run(q, QStringLiteral("RESET TimeZone"), {}, ErrorCode::OpenFailed);
}

QString PostgresAdapter::errorMessage(const QSqlError& error) const
{
    // QPSQL appends the SQLSTATE as a last line "(42P01)", and "()" when the error has none.
    static const QRegularExpression noState(QStringLiteral("(^|\\s*\\n)\\(\\)$"));
    QString text = error.databaseText().trimmed();
    text.remove(noState);
    return text.isEmpty() ? error.driverText().trimmed() : text;
}

std::function<void()> PostgresAdapter::makeCanceller(QSqlDatabase& db) const
{
    PGconn* conn = connectionOf(db);
    if (!conn)
        return {};
    // What a cancel request needs (address, backend key) is copied from the connection, so
    // it stays valid after the connection closes. The canceller owns it: it is freed when
    // the last copy of the function goes away.
    std::shared_ptr<CancelRequest> cancel(newCancelRequest(conn), freeCancelRequest);
    if (!cancel)
        return {};
    // The request connects to the server and waits for its answer, giving up after
    // kCancelBound, so an unresponsive server cannot keep it.
    auto runner =
        std::make_shared<CancelRunner>([cancel] { sendCancelWithin(*cancel, kCancelBound); });
    return [runner] { runner->start(); };
}

QtSqlAdapter::CellReader PostgresAdapter::cellReader(QSqlQuery& query) const
{
    const PGresult* first = resultOf(query);
    if (!first)
        return {};
    QList<ColumnKind> kinds;
    bool anyText = false;
    for (int c = 0; c < PQnfields(first); ++c) {
        kinds << kindOfType(PQftype(first, c));
        anyText = anyText || kinds.last() != ColumnKind::Driver;
    }
    if (!anyText)
        return {};
    return [kinds](const QSqlQuery& q, int column) -> QVariant {
        // In single-row mode (forward-only) each row is a result of its own.
        const PGresult* result = resultOf(q);
        const int row = q.isForwardOnly() ? 0 : q.at();
        if (column >= kinds.size() || kinds.at(column) == ColumnKind::Driver || !result ||
            row < 0 || row >= PQntuples(result) || PQgetisnull(result, row, column))
            return q.value(column);
        const QString text =
            QString::fromUtf8(PQgetvalue(result, row, column), PQgetlength(result, row, column));
        if (kinds.at(column) == ColumnKind::Exact)
            return ExactNumber::variant(text);
        return text;
    };
}

bool PostgresAdapter::connectionLost(QSqlDatabase& db) const
{
    PGconn* conn = connectionOf(db);
    if (!conn)
        return false;
    // A server that stops says goodbye (FATAL 57P01), then closes the socket: reading what
    // is there lets libpq see the close. After a failure the close gets a moment to arrive.
    if (PQstatus(conn) == CONNECTION_OK) {
        const bool failed = *PQerrorMessage(conn) != '\0';
        pollfd p{PQsocket(conn), POLLIN, 0};
        if (::poll(&p, 1, failed ? 100 : 0) > 0)
            PQconsumeInput(conn);
    }
    return PQstatus(conn) == CONNECTION_BAD;
}

std::unique_ptr<RowCursor> PostgresAdapter::openCursor(QSqlDatabase& db, const QString& statement,
                                                       const QVariantList& params) const
{
    // Bound parameters keep QPSQL's binding rules: the Qt query runs those.
    if (!params.isEmpty())
        return nullptr;
    return PostgresCursor::open(connectionOf(db), statement, SqlText::reportsRowCount(statement));
}

std::function<void()> PostgresAdapter::makeDisconnector(QSqlDatabase& db) const
{
    PGconn* conn = connectionOf(db);
    return conn ? socketDisconnector(PQsocket(conn)) : std::function<void()>();
}

Result<void> PostgresAdapter::setSessionReadOnly(QSqlDatabase& db, bool readOnly) const
{
    auto conn = idleConnection(db);
    if (!conn)
        return conn.error();
    QSqlQuery q(db);
    if (auto r =
            run(q,
                readOnly ? QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
                         : QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE"),
                {}, ErrorCode::ReadOnlyFailed);
        !r)
        return r;
    if (auto r = run(q, QStringLiteral("SHOW default_transaction_read_only"), {},
                     QStringLiteral("read_only_failed"));
        !r)
        return r;
    const bool on = q.next() && q.value(0).toString() == QLatin1String("on");
    if (on != readOnly)
        return Error{ErrorCode::ReadOnlyFailed,
                     Tr::tr("PostgreSQL did not take default_transaction_read_only = %1")
                         .arg(readOnly ? QStringLiteral("on") : QStringLiteral("off"))};
    return {};
}

QStringList PostgresAdapter::builtinHiddenSchemas() const
{
    return {QStringLiteral("pg_catalog"), QStringLiteral("information_schema"),
            QStringLiteral("/^pg_toast/"), QStringLiteral("/^pg_temp/")};
}

// ---------------------------------------------------------------------------------------
// introspection

Result<QStringList> PostgresAdapter::listSchemas(Session& session) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    if (auto conn = idleConnection(db); !conn)
        return conn.error();
    QSqlQuery q(db);
    if (auto r = run(q, QStringLiteral("WITH %1 SELECT nspname FROM ns ORDER BY nspname")
                            .arg(QLatin1String(kVisibleSchemas)));
        !r)
        return r.error();
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<QList<TableInfo>> PostgresAdapter::listTables(Session& session,
                                                     const QStringList& schemas) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    if (auto conn = idleConnection(db); !conn)
        return conn.error();
    QString sql = QStringLiteral("WITH %1 SELECT ns.nspname, c.relname, c.relkind "
                                 "FROM pg_catalog.pg_class c JOIN ns ON ns.oid = c.relnamespace "
                                 "WHERE %2")
                      .arg(QLatin1String(kVisibleSchemas), QLatin1String(kRelations));
    QVariantList values;
    if (!schemas.isEmpty()) {
        sql += QStringLiteral(" AND ns.nspname IN (%1)").arg(placeholders(schemas.size()));
        for (const QString& s : schemas)
            values << s;
    }
    sql += QStringLiteral(" ORDER BY 1, 2");
    QSqlQuery q(db);
    if (auto r = run(q, sql, values); !r)
        return r.error();
    QList<TableInfo> out;
    out.reserve(q.size() > 0 ? q.size() : 0);
    while (q.next()) {
        TableInfo t;
        t.schema = q.value(0).toString();
        t.name = q.value(1).toString();
        t.kind = kindOf(q.value(2).toString());
        out << t;
    }
    return out;
}

Result<Catalog> PostgresAdapter::introspect(Session& session) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    // Four queries whatever the size of the catalogue: schemas, relations, columns, keys.
    auto schemaNames = listSchemas(session);
    if (!schemaNames)
        return schemaNames.error();
    auto [catalog, schemaIndex] = catalogSkeleton(schemaNames.value());

    const QString with = QStringLiteral("WITH %1 ").arg(QLatin1String(kVisibleSchemas));
    const QString relations = QStringLiteral(" JOIN ns ON ns.oid = c.relnamespace WHERE %1")
                                  .arg(QLatin1String(kRelations));
    QHash<quint32, Relation> byOid;
    {
        QSqlQuery q(db);
        if (auto r = run(q, with +
                                QStringLiteral("SELECT c.oid, ns.nspname, c.relname, c.relkind, "
                                               "d.description "
                                               "FROM pg_catalog.pg_class c "
                                               "LEFT JOIN pg_catalog.pg_description d "
                                               "ON d.objoid = c.oid AND d.classoid = "
                                               "'pg_catalog.pg_class'::pg_catalog.regclass "
                                               "AND d.objsubid = 0") +
                                relations + QStringLiteral(" ORDER BY 2, 3"));
            !r)
            return r.error();
        byOid.reserve(q.size() > 0 ? q.size() : 0);
        while (q.next()) {
            const qsizetype s = schemaIndex.value(q.value(1).toString(), -1);
            if (s < 0)
                continue;
            TableInfo t;
            t.schema = catalog.at(s).name;
            t.name = q.value(2).toString();
            t.kind = kindOf(q.value(3).toString());
            t.comment = q.value(4).toString();
            byOid.insert(q.value(0).toUInt(), {s, catalog[s].tables.size()});
            catalog[s].tables << t;
        }
    }
    // (relation oid, attnum) -> position in its table's columns
    auto columnKey = [](quint32 oid, int attnum) { return (quint64(oid) << 16) | quint16(attnum); };
    QHash<quint64, qsizetype> columnAt;
    {
        QSqlQuery q(db);
        if (auto r = run(q, with +
                                QStringLiteral("SELECT a.attrelid, a.attnum, a.attname, "
                                               "pg_catalog.format_type(a.atttypid, a.atttypmod), "
                                               "a.attnotnull, d.description "
                                               "FROM pg_catalog.pg_attribute a "
                                               "JOIN pg_catalog.pg_class c ON c.oid = a.attrelid "
                                               "LEFT JOIN pg_catalog.pg_description d "
                                               "ON d.objoid = a.attrelid AND d.classoid = "
                                               "'pg_catalog.pg_class'::pg_catalog.regclass "
                                               "AND d.objsubid = a.attnum") +
                                relations +
                                QStringLiteral(" AND a.attnum > 0 AND NOT a.attisdropped "
                                               "ORDER BY a.attrelid, a.attnum"));
            !r)
            return r.error();
        columnAt.reserve(q.size() > 0 ? q.size() : 0);
        while (q.next()) {
            const quint32 oid = q.value(0).toUInt();
            const auto it = byOid.constFind(oid);
            if (it == byOid.constEnd())
                continue;
            QList<ColumnInfo>& columns = catalog[it->schema].tables[it->table].columns;
            ColumnInfo column;
            column.name = q.value(2).toString();
            column.type = q.value(3).toString();
            column.notNull = q.value(4).toBool();
            column.comment = q.value(5).toString();
            columnAt.insert(columnKey(oid, q.value(1).toInt()), columns.size());
            columns << column;
        }
    }
    {
        QSqlQuery q(db);
        if (auto r = run(
                q, with +
                       QStringLiteral(
                           "SELECT co.conrelid, co.contype, k.col, rn.nspname, "
                           "rc.relname, ra.attname "
                           "FROM pg_catalog.pg_constraint co "
                           "JOIN pg_catalog.pg_class c ON c.oid = co.conrelid "
                           "JOIN ns ON ns.oid = c.relnamespace "
                           "CROSS JOIN LATERAL unnest(co.conkey, co.confkey) AS k(col, ref) "
                           "LEFT JOIN pg_catalog.pg_class rc ON rc.oid = co.confrelid "
                           "LEFT JOIN pg_catalog.pg_namespace rn ON rn.oid = rc.relnamespace "
                           "LEFT JOIN pg_catalog.pg_attribute ra "
                           "ON ra.attrelid = co.confrelid AND ra.attnum = k.ref "
                           "WHERE ") +
                       QLatin1String(kRelations) + QStringLiteral(" AND co.contype IN ('p', 'f')"));
            !r)
            return r.error();
        while (q.next()) {
            const quint32 oid = q.value(0).toUInt();
            const auto table = byOid.constFind(oid);
            const auto position = columnAt.constFind(columnKey(oid, q.value(2).toInt()));
            if (table == byOid.constEnd() || position == columnAt.constEnd())
                continue;
            TableInfo& t = catalog[table->schema].tables[table->table];
            ColumnInfo& column = t.columns[*position];
            if (q.value(1).toString() == QLatin1String("p")) {
                column.primaryKey = true;
            } else if (!q.value(4).isNull()) {
                const QString target =
                    q.value(3).toString() == t.schema
                        ? q.value(4).toString()
                        : q.value(3).toString() + QLatin1Char('.') + q.value(4).toString();
                column.references = target + QLatin1Char('.') + q.value(5).toString();
            }
        }
    }
    return catalog;
}

Result<TableDescription> PostgresAdapter::describeTable(Session& session, const QString& schema,
                                                        const QString& table) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    if (auto conn = idleConnection(db); !conn)
        return conn.error();
    const QString s = schema.isEmpty() ? QStringLiteral("public") : schema;
    TableDescription d;
    QString oid;
    {
        QSqlQuery q(db);
        if (auto r = run(q,
                         QStringLiteral("SELECT c.oid, n.nspname, c.relname, c.relkind, "
                                        "pg_catalog.obj_description(c.oid, 'pg_class') "
                                        "FROM pg_catalog.pg_class c "
                                        "JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
                                        "WHERE n.nspname = ? AND c.relname = ? "
                                        "AND c.relkind IN ('r', 'p', 'f', 'v', 'm')"),
                         {s, table});
            !r)
            return r.error();
        if (!q.next())
            return bilingualError<Tr>(
                ErrorCode::TableNotFound,
                QT_TRANSLATE_NOOP("nelumbo::PostgresAdapter", "There is no table %1"),
                qualifiedName(s, table));
        oid = q.value(0).toString();
        d.schema = q.value(1).toString();
        d.name = q.value(2).toString();
        d.kind = kindOf(q.value(3).toString());
        d.comment = q.value(4).toString();
    }
    {
        QSqlQuery q(db);
        if (auto r = run(q,
                         QStringLiteral("SELECT a.attname, "
                                        "pg_catalog.format_type(a.atttypid, a.atttypmod), "
                                        "a.attnotnull, pg_catalog.pg_get_expr(d.adbin, d.adrelid), "
                                        "pg_catalog.col_description(a.attrelid, a.attnum) "
                                        "FROM pg_catalog.pg_attribute a "
                                        "LEFT JOIN pg_catalog.pg_attrdef d "
                                        "ON d.adrelid = a.attrelid AND d.adnum = a.attnum "
                                        "WHERE a.attrelid = ? AND a.attnum > 0 "
                                        "AND NOT a.attisdropped ORDER BY a.attnum"),
                         {oid});
            !r)
            return r.error();
        while (q.next()) {
            ColumnDescription c;
            c.name = q.value(0).toString();
            c.type = q.value(1).toString();
            c.nullable = !q.value(2).toBool();
            if (!q.value(3).isNull())
                c.defaultValue = q.value(3).toString();
            c.comment = q.value(4).toString();
            d.columns << c;
        }
    }
    {
        QSqlQuery q(db);
        if (auto r = run(q,
                         QStringLiteral("SELECT a.attname FROM pg_catalog.pg_constraint co "
                                        "CROSS JOIN LATERAL unnest(co.conkey) "
                                        "WITH ORDINALITY AS k(col, n) "
                                        "JOIN pg_catalog.pg_attribute a "
                                        "ON a.attrelid = co.conrelid AND a.attnum = k.col "
                                        "WHERE co.conrelid = ? AND co.contype = 'p' ORDER BY k.n"),
                         {oid});
            !r)
            return r.error();
        while (q.next())
            d.primaryKey << q.value(0).toString();
        for (ColumnDescription& c : d.columns)
            c.primaryKey = d.primaryKey.contains(c.name);
    }
    {
        QSqlQuery q(db);
        if (auto r =
                run(q,
                    QStringLiteral("SELECT co.conname, a.attname, rn.nspname, rc.relname, "
                                   "ra.attname, co.confupdtype, co.confdeltype "
                                   "FROM pg_catalog.pg_constraint co "
                                   "CROSS JOIN LATERAL unnest(co.conkey, co.confkey) "
                                   "WITH ORDINALITY AS k(col, ref, n) "
                                   "JOIN pg_catalog.pg_attribute a "
                                   "ON a.attrelid = co.conrelid AND a.attnum = k.col "
                                   "JOIN pg_catalog.pg_class rc ON rc.oid = co.confrelid "
                                   "JOIN pg_catalog.pg_namespace rn ON rn.oid = rc.relnamespace "
                                   "JOIN pg_catalog.pg_attribute ra "
                                   "ON ra.attrelid = co.confrelid AND ra.attnum = k.ref "
                                   "WHERE co.conrelid = ? AND co.contype = 'f' "
                                   "ORDER BY co.conname, k.n"),
                    {oid});
            !r)
            return r.error();
        while (q.next()) {
            const QString name = q.value(0).toString();
            if (d.foreignKeys.isEmpty() || d.foreignKeys.last().name != name) {
                ForeignKeyDescription fk;
                fk.name = name;
                fk.referencedSchema = q.value(2).toString();
                fk.referencedTable = q.value(3).toString();
                fk.onUpdate = actionName(q.value(5).toString());
                fk.onDelete = actionName(q.value(6).toString());
                d.foreignKeys << fk;
            }
            d.foreignKeys.last().columns << q.value(1).toString();
            d.foreignKeys.last().referencedColumns << q.value(4).toString();
        }
    }
    {
        QSqlQuery q(db);
        if (auto r =
                run(q,
                    QStringLiteral("SELECT i.relname, x.indisunique, x.indisprimary, "
                                   "CASE WHEN x.indkey[k.n - 1] = 0 "
                                   "THEN pg_catalog.pg_get_indexdef(x.indexrelid, k.n, true) "
                                   "ELSE a.attname::text END "
                                   "FROM pg_catalog.pg_index x "
                                   "JOIN pg_catalog.pg_class i ON i.oid = x.indexrelid "
                                   "CROSS JOIN LATERAL generate_series(1, x.indnkeyatts::int) "
                                   "AS k(n) "
                                   "LEFT JOIN pg_catalog.pg_attribute a "
                                   "ON a.attrelid = x.indrelid AND a.attnum = x.indkey[k.n - 1] "
                                   "WHERE x.indrelid = ? ORDER BY i.relname, k.n"),
                    {oid});
            !r)
            return r.error();
        while (q.next()) {
            const QString name = q.value(0).toString();
            if (d.indexes.isEmpty() || d.indexes.last().name != name) {
                IndexDescription index;
                index.name = name;
                index.unique = q.value(1).toBool();
                index.primary = q.value(2).toBool();
                d.indexes << index;
            }
            d.indexes.last().columns << q.value(3).toString();
        }
    }
    return d;
}

Result<QVariantList> PostgresAdapter::distinctValues(Session& session, const QString& schema,
                                                     const QString& table, const QString& column,
                                                     int limit) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    if (auto conn = idleConnection(db); !conn)
        return conn.error();
    return QtSqlAdapter::distinctValues(session, schema, table, column, limit);
}

// ---------------------------------------------------------------------------------------
// statements

Result<void> PostgresAdapter::validate(Session& session, const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    auto conn = idleConnection(db);
    if (!conn)
        return conn.error();
    if (statement.trimmed().isEmpty())
        return bilingualError<Tr>(
            ErrorCode::InvalidStatement,
            QT_TRANSLATE_NOOP("nelumbo::PostgresAdapter", "The statement is empty"));
    PGconn* c = conn.value();
    // Parse (PQprepare) of the unnamed statement: parsed and, for queries and DML, analysed
    // against the catalogue, never executed; the extended protocol takes one statement only.
    return readOnly<void>(c, [c, &statement]() -> Result<void> {
        PgResult r(PQprepare(c, "", statement.toUtf8().constData(), 0, nullptr));
        if (PQresultStatus(r.get()) != PGRES_COMMAND_OK)
            return Error{ErrorCode::InvalidStatement, messageOf(c, r.get())};
        return {};
    });
}

Result<QueryPlan> PostgresAdapter::queryPlan(Session& session, const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    auto conn = idleConnection(db);
    if (!conn)
        return conn.error();
    PGconn* c = conn.value();
    const QByteArray sql = "EXPLAIN (FORMAT JSON) " + statement.toUtf8();
    return readOnly<QueryPlan>(c, [c, &sql]() -> Result<QueryPlan> {
        PgResult r(PQexecParams(c, sql.constData(), 0, nullptr, nullptr, nullptr, nullptr, 0));
        if (PQresultStatus(r.get()) != PGRES_TUPLES_OK)
            return Error{ErrorCode::InvalidStatement, messageOf(c, r.get())};
        QStringList parts;
        for (int row = 0; row < PQntuples(r.get()); ++row)
            parts << QString::fromUtf8(PQgetvalue(r.get(), row, 0));
        return QueryPlan{QueryPlan::Format::Json, parts.join(QLatin1Char('\n'))};
    });
}

Result<StatementReferences> PostgresAdapter::referencedRelations(Session& session,
                                                                 const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    auto conn = idleConnection(db);
    if (!conn)
        return conn.error();
    PGconn* c = conn.value();
    // EXPLAIN's own options come off: what it explains is what it reads. SHOW reads settings.
    static const QRegularExpression explain(
        QStringLiteral("^\\s*EXPLAIN\\b\\s*(\\([^)]*\\)|(ANALY[SZ]E|VERBOSE)\\b|\\s)*"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression show(QStringLiteral("^\\s*SHOW\\s+[A-Za-z_.]+\\s*;?\\s*$"),
                                         QRegularExpression::CaseInsensitiveOption);
    QString text = statement;
    text.remove(explain);
    if (show.match(text).hasMatch())
        return StatementReferences{{}, {}, true};
    const QByteArray sql = "EXPLAIN (VERBOSE, FORMAT JSON) " + text.toUtf8();
    auto work = [c, &sql]() -> Result<StatementReferences> {
        PgResult r(PQexecParams(c, sql.constData(), 0, nullptr, nullptr, nullptr, nullptr, 0));
        if (PQresultStatus(r.get()) != PGRES_TUPLES_OK) {
            const char* state = PQresultErrorField(r.get(), PG_DIAG_SQLSTATE);
            const QString message = messageOf(c, r.get());
            static const QRegularExpression relation(QStringLiteral("relation \"([^\"]+)\""));
            const auto named = relation.match(message);
            if (state && qstrcmp(state, "42P01") == 0 && named.hasMatch()) // undefined_table
                return Error{ErrorCode::TableNotFound,
                             named.captured(1).section(QLatin1Char('.'), -1)};
            return Error{ErrorCode::InvalidStatement, message};
        }
        StatementReferences refs;
        for (int row = 0; row < PQntuples(r.get()); ++row)
            collectRelations(QJsonDocument::fromJson(PQgetvalue(r.get(), row, 0)).array(), refs);
        return refs;
    };
    // Inside the user's transaction a failed EXPLAIN must not abort it: use a savepoint.
    if (PQtransactionStatus(c) == PQTRANS_INTRANS)
        return readOnly<StatementReferences>(c, work);
    return work();
}

AiContext PostgresAdapter::aiContext() const
{
    AiContext c;
    c.language = queryLanguage();
    c.exampleQuery = QStringLiteral("SELECT id, email, created_at\n"
                                    "FROM users\n"
                                    "WHERE created_at >= NOW() - INTERVAL '7 days'\n"
                                    "ORDER BY created_at DESC\n"
                                    "LIMIT 10");
    c.syntaxNotes = QStringLiteral(
        "PostgreSQL dialect. Quote identifiers with double quotes (\"Order Items\"); unquoted "
        "names are folded to lower case. Strings take single quotes. Arrays, JSONB (->, ->>, "
        "@>), CTEs (WITH) and window functions are available. Dates: DATE_TRUNC('month', ts), "
        "EXTRACT(YEAR FROM ts), NOW(), CURRENT_DATE, ts - INTERVAL '7 days'. Cast with "
        "value::type or CAST(value AS type). ILIKE matches case-insensitively. LIMIT n OFFSET m. "
        "Tables live in schemas (public by default); qualify others as schema.table.");
    c.errorPatterns = language().errorPatterns();
    c.generationNotes = sqlGenerationNotes();
    c.readOnlyNotes = sqlReadOnlyNotes(
        QStringLiteral("COPY, VACUUM, ANALYZE, REFRESH MATERIALIZED VIEW and SET of session "
                       "characteristics are refused as well."));
    addSqlLanguageText(c);
    c.errorAdvice[QStringLiteral("type_mismatch")]
        << QStringLiteral("In PostgreSQL value::type casts too.");
    return c;
}

} // namespace nelumbo
