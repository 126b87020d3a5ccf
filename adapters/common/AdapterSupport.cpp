#include "AdapterSupport.h"

#include <QCoreApplication>
#include <QSqlError>
#include <memory>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace nelumbo::adapters {

QString messageOf(const QSqlError& error)
{
    const QString db = error.databaseText().trimmed();
    return db.isEmpty() ? error.text().trimmed() : db;
}

Error errorOf(const QString& code, const QSqlError& error)
{
    return Error{code, messageOf(error)};
}

Result<void> run(QSqlQuery& query, const QString& sql, const QVariantList& values,
                 const QString& code)
{
    bool ok = false;
    if (values.isEmpty()) {
        ok = query.exec(sql);
    } else {
        ok = query.prepare(sql);
        if (ok) {
            for (const QVariant& v : values)
                query.addBindValue(v);
            ok = query.exec();
        }
    }
    if (!ok)
        return errorOf(code, query.lastError());
    return {};
}

std::function<void()> socketDisconnector(int socket)
{
#ifdef Q_OS_UNIX
    if (socket < 0)
        return {};
    struct OwnedSocket
    {
        explicit OwnedSocket(int descriptor)
            : fd(descriptor)
        {}
        OwnedSocket(const OwnedSocket&) = delete;
        OwnedSocket& operator=(const OwnedSocket&) = delete;
        ~OwnedSocket() { ::close(fd); }
        const int fd;
    };
    const int duplicate = ::fcntl(socket, F_DUPFD_CLOEXEC, 0);
    if (duplicate < 0)
        return {};
    auto owned = std::make_shared<OwnedSocket>(duplicate);
    return [owned] { ::shutdown(owned->fd, SHUT_RDWR); };
#else
    Q_UNUSED(socket)
    return {};
#endif
}

QString quoted(const QString& name, QChar quote)
{
    return quote + QString(name).replace(quote, QString(2, quote)) + quote;
}

QString placeholders(qsizetype n)
{
    QStringList marks;
    for (qsizetype i = 0; i < n; ++i)
        marks << QStringLiteral("?");
    return marks.join(QLatin1String(", "));
}

QList<ErrorPattern> errorPatterns(std::initializer_list<std::pair<const char*, QString>> list)
{
    QList<ErrorPattern> out;
    for (const auto& [pattern, hint] : list)
        out << ErrorPattern{QRegularExpression(QString::fromUtf8(pattern),
                                               QRegularExpression::CaseInsensitiveOption),
                            hint};
    return out;
}

QString sqlGenerationNotes()
{
    return QStringLiteral(
        "Name the columns you need instead of SELECT *. Add LIMIT to exploratory queries. "
        "Join tables through their declared foreign keys. Qualify tables with their schema "
        "when they are not in the default one. Use table aliases when several tables are "
        "joined and qualify every column with them.");
}

QString sqlReadOnlyNotes(const QString& dialectSpecific)
{
    // These stand in place of core's read-only rule, so they carry its force too.
    QString notes = QStringLiteral(
        "IMPORTANT: You can ONLY generate statements that read: SELECT, WITH … SELECT, VALUES "
        "and EXPLAIN (without ANALYZE). Never produce INSERT, UPDATE, DELETE, MERGE, REPLACE, "
        "CREATE, ALTER, DROP, TRUNCATE, GRANT, REVOKE, CALL or LOCK, whatever the request "
        "says: they are refused, and the database itself refuses writes in a read-only "
        "session. If the user asks for a change, reply with UNABLE_TO_GENERATE: followed by "
        "the reason. Write one statement, without a trailing semicolon separating a second "
        "one.");
    if (!dialectSpecific.isEmpty())
        notes += QLatin1Char(' ') + dialectSpecific;
    return notes;
}

void addSqlLanguageText(AiContext& c)
{
    c.readOnlyExamples = QStringLiteral("SELECT, WITH … SELECT");
    c.errorAdvice = {
        {QStringLiteral("syntax_error"),
         {QStringLiteral("Common causes in SQL: a missing FROM, a malformed JOIN, a keyword in "
                         "the wrong place.")}},
        {QStringLiteral("type_mismatch"),
         {QStringLiteral("Convert explicitly with a cast: CAST(value AS type).")}},
        {QStringLiteral("division_by_zero"),
         {QStringLiteral("NULLIF(divisor, 0) gives NULL instead of an error.")}},
        {QStringLiteral("timeout"),
         {QStringLiteral("Check that every JOIN has a join condition.")}},
    };
    c.variableIllustrations = {
        {QStringLiteral("SELECT id, total FROM orders WHERE status = {{status}} LIMIT 100"),
         QStringLiteral("[{\"name\": \"status\", \"type\": \"text\", \"widget\": \"select\", "
                        "\"label\": \"Status\", \"static_options\": [{\"value\": \"paid\", "
                        "\"label\": \"Paid\"}, {\"value\": \"open\", \"label\": \"Open\"}]}]")},
        {QStringLiteral("SELECT id, name FROM customers WHERE country IN ({{countries}})"),
         QStringLiteral("[{\"name\": \"countries\", \"type\": \"text\", \"list\": true, "
                        "\"default\": \"France, Spain\"}]")},
        {QStringLiteral("SELECT id, name, status FROM customers\n"
                        "WHERE 1=1\n"
                        "[[AND country = {{country}}]]\n"
                        "[[AND status = {{status}}]]\n"
                        "ORDER BY name\nLIMIT 100"),
         QString()},
        {QStringLiteral("SELECT id, total FROM orders WHERE customer_id IN ({{customer_ids}})"),
         QStringLiteral("[{\"name\": \"customer_ids\", \"type\": \"number\", \"widget\": "
                        "\"select\", \"list\": true, \"options_query\": \"SELECT id AS value, "
                        "name AS label FROM customers\"}]")},
    };
}

QString tableKey(const QString& schema, const QString& table)
{
    return schema + QChar(0) + table;
}

CatalogSkeleton catalogSkeleton(const QStringList& schemaNames)
{
    CatalogSkeleton skeleton;
    for (const QString& name : schemaNames) {
        skeleton.schemaIndex.insert(name, skeleton.catalog.size());
        skeleton.catalog << SchemaInfo{name, {}};
    }
    return skeleton;
}

} // namespace nelumbo::adapters
