#include "MysqlAdapter.h"

#include "MariadbImports.h"
#include "adapter/CancelRunner.h"
#include "common/AdapterSupport.h"
#include "core/BilingualError.h"
#include "core/ErrorCodes.h"
#include "core/ExactNumber.h"
#include "sql/QtSqlSession.h"
#include "sql/SqlText.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlResult>
#include <atomic>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <deque>
#include <errmsg.h>
#include <memory>
#include <mysql.h>
#include <thread>
#include <vector>

namespace nelumbo {

using namespace adapters;

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::MysqlAdapter)
};

const char* const kHiddenSchemas = "('information_schema', 'mysql', 'performance_schema', 'sys')";

constexpr int kDefaultConnectTimeout = 10;

TableInfo::Kind kindOf(const QString& tableType)
{
    return tableType == QLatin1String("VIEW") ? TableInfo::Kind::View : TableInfo::Kind::Table;
}

// information_schema compares names case-insensitively; MySQL on Linux does not.
bool sameName(const QString& stored, const QString& asked)
{
    return stored == asked;
}

// URL option -> QMYSQL connect option
const QHash<QString, QString>& connectOptionNames()
{
    static const QHash<QString, QString> names{
        {QStringLiteral("connect_timeout"), QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT")},
        {QStringLiteral("read_timeout"), QStringLiteral("MYSQL_OPT_READ_TIMEOUT")},
        {QStringLiteral("write_timeout"), QStringLiteral("MYSQL_OPT_WRITE_TIMEOUT")},
        {QStringLiteral("ssl_ca"), QStringLiteral("SSL_CA")},
        {QStringLiteral("ssl_capath"), QStringLiteral("SSL_CAPATH")},
        {QStringLiteral("ssl_cert"), QStringLiteral("SSL_CERT")},
        {QStringLiteral("ssl_key"), QStringLiteral("SSL_KEY")},
        {QStringLiteral("ssl_cipher"), QStringLiteral("SSL_CIPHER")},
        {QStringLiteral("ssl_verify_server_cert"),
         QStringLiteral("MYSQL_OPT_SSL_VERIFY_SERVER_CERT")},
    };
    return names;
}

// What the canceller needs to reach the same server as the same user.
struct KillTarget
{
    QByteArray host;
    QByteArray user;
    QByteArray password;
    QByteArray socket;
    unsigned int port = 0;
    unsigned int timeout = kDefaultConnectTimeout;
    QByteArray sslKey, sslCert, sslCa, sslCaPath, sslCipher;
    QByteArray connectionId;
};

const char* orNull(const QByteArray& b)
{
    return b.isEmpty() ? nullptr : b.constData();
}

void kill(const KillTarget& t)
{
    MYSQL* m = mysql_init(nullptr);
    if (!m)
        return;
    unsigned int timeout = t.timeout;
    mysql_options(m, MYSQL_OPT_CONNECT_TIMEOUT, &timeout);
    mysql_options(m, MYSQL_OPT_READ_TIMEOUT, &timeout);
    mysql_options(m, MYSQL_OPT_WRITE_TIMEOUT, &timeout);
    if (!t.sslKey.isEmpty() || !t.sslCert.isEmpty() || !t.sslCa.isEmpty() ||
        !t.sslCaPath.isEmpty() || !t.sslCipher.isEmpty())
        mysql_ssl_set(m, orNull(t.sslKey), orNull(t.sslCert), orNull(t.sslCa), orNull(t.sslCaPath),
                      orNull(t.sslCipher));
    if (mysql_real_connect(m, orNull(t.host), orNull(t.user), t.password.constData(), nullptr,
                           t.port, orNull(t.socket), 0)) {
        const QByteArray sql = "KILL QUERY " + t.connectionId;
        mysql_real_query(m, sql.constData(), static_cast<unsigned long>(sql.size()));
    }
    mysql_close(m);
}

MYSQL* handleOf(QSqlDatabase& db)
{
    if (!db.driver())
        return nullptr;
    // QMYSQL declares the metatype as MYSQL*; Qt 6 names it after the struct, st_mysql*.
    const QVariant v = db.driver()->handle();
    if (!v.isValid() ||
        (qstrcmp(v.typeName(), "MYSQL*") != 0 && qstrcmp(v.typeName(), "st_mysql*") != 0))
        return nullptr;
    return *static_cast<MYSQL* const*>(v.constData());
}

// How to reach the server of db as its user, to kill what connection connectionId runs.
KillTarget killTargetOf(const QSqlDatabase& db, unsigned long connectionId)
{
    KillTarget t;
    t.connectionId = QByteArray::number(qulonglong(connectionId));
    t.host = db.hostName().toUtf8();
    t.user = db.userName().toUtf8();
    t.password = db.password().toUtf8();
    t.port = db.port() > 0 ? unsigned(db.port()) : 0;
    for (const QString& option : db.connectOptions().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = option.indexOf(QLatin1Char('='));
        const QString key = option.left(eq).trimmed();
        const QByteArray value = option.mid(eq + 1).trimmed().toUtf8();
        if (key == QLatin1String("UNIX_SOCKET"))
            t.socket = value;
        else if (key == QLatin1String("MYSQL_OPT_CONNECT_TIMEOUT"))
            t.timeout = value.toUInt();
        else if (key == QLatin1String("SSL_KEY"))
            t.sslKey = value;
        else if (key == QLatin1String("SSL_CERT"))
            t.sslCert = value;
        else if (key == QLatin1String("SSL_CA"))
            t.sslCa = value;
        else if (key == QLatin1String("SSL_CAPATH"))
            t.sslCaPath = value;
        else if (key == QLatin1String("SSL_CIPHER"))
            t.sslCipher = value;
    }
    if (t.timeout == 0)
        t.timeout = kDefaultConnectTimeout;
    return t;
}

// A cell of the text protocol as a value: the types QMYSQL gives, except that exact
// decimals, dates and times keep the server's text (digits, microseconds, zero dates).
QVariant fieldValue(const MYSQL_FIELD& field, const char* data, unsigned long length)
{
    const bool isUnsigned = field.flags & UNSIGNED_FLAG;
    switch (field.type) {
    case MYSQL_TYPE_TINY:
    case MYSQL_TYPE_SHORT:
    case MYSQL_TYPE_LONG:
    case MYSQL_TYPE_INT24:
        if (!data)
            return QVariant(QMetaType(isUnsigned ? QMetaType::UInt : QMetaType::Int));
        return isUnsigned ? QVariant(QByteArray(data, qsizetype(length)).toUInt())
                          : QVariant(QByteArray(data, qsizetype(length)).toInt());
    case MYSQL_TYPE_YEAR:
        return data ? QVariant(QByteArray(data, qsizetype(length)).toInt())
                    : QVariant(QMetaType(QMetaType::Int));
    case MYSQL_TYPE_LONGLONG:
        if (!data)
            return QVariant(QMetaType(isUnsigned ? QMetaType::ULongLong : QMetaType::LongLong));
        return isUnsigned ? QVariant(QByteArray(data, qsizetype(length)).toULongLong())
                          : QVariant(QByteArray(data, qsizetype(length)).toLongLong());
    case MYSQL_TYPE_BIT: {
        if (!data)
            return QVariant(QMetaType(QMetaType::ULongLong));
        quint64 bits = 0;
        for (unsigned long i = 0; i < length && i < 8; ++i)
            bits = (bits << 8) | quint8(data[i]);
        return QVariant(qulonglong(bits));
    }
    case MYSQL_TYPE_FLOAT:
    case MYSQL_TYPE_DOUBLE:
        return data ? QVariant(QByteArray(data, qsizetype(length)).toDouble())
                    : QVariant(QMetaType(QMetaType::Double));
    case MYSQL_TYPE_DECIMAL:
    case MYSQL_TYPE_NEWDECIMAL:
        return data ? ExactNumber::variant(QString::fromLatin1(data, qsizetype(length)))
                    : QVariant(QMetaType(QMetaType::QString));
    case MYSQL_TYPE_STRING:
    case MYSQL_TYPE_VAR_STRING:
    case MYSQL_TYPE_VARCHAR:
    case MYSQL_TYPE_BLOB:
    case MYSQL_TYPE_TINY_BLOB:
    case MYSQL_TYPE_MEDIUM_BLOB:
    case MYSQL_TYPE_LONG_BLOB:
    case MYSQL_TYPE_GEOMETRY:
    case MYSQL_TYPE_JSON:
        if (field.flags & BINARY_FLAG)
            return data ? QVariant(QByteArray(data, qsizetype(length)))
                        : QVariant(QMetaType(QMetaType::QByteArray));
        break;
    default: // dates and times as written, ENUM, SET and the rest read as text
        break;
    }
    return data ? QVariant(QString::fromUtf8(data, qsizetype(length)))
                : QVariant(QMetaType(QMetaType::QString));
}

// The rest of a result that bufferRest() read into memory, handed out row by row.
struct RowBuffer
{
    bool active = false;
    std::deque<QVariantList> rows;

    bool take(QVariantList& current)
    {
        if (rows.empty())
            return false;
        current = std::move(rows.front());
        rows.pop_front();
        return true;
    }
};

// A result read with mysql_use_result: rows come off the socket as they are read, so memory
// stays flat and the first rows are there at once (QMYSQL stores every result whole). The
// session can run nothing else until the result is read or freed.
class StreamingCursor final : public RowCursor
{
public:
    StreamingCursor(MYSQL* mysql, KillTarget killTarget, const QString& statement)
        : m_mysql(mysql)
        , m_kill(std::move(killTarget))
    {
        const QByteArray sql = statement.toUtf8();
        if (mysql_real_query(m_mysql, sql.constData(), static_cast<unsigned long>(sql.size()))) {
            m_error = errorText();
            return;
        }
        m_result = mysql_use_result(m_mysql);
        if (!m_result) {
            if (mysql_field_count(m_mysql) > 0)
                m_error = errorText();
            else if (SqlText::reportsRowCount(statement))
                m_affected = qint64(mysql_affected_rows(m_mysql));
            return;
        }
        const unsigned int count = mysql_num_fields(m_result);
        const MYSQL_FIELD* fields = mysql_fetch_fields(m_result);
        for (unsigned int i = 0; i < count; ++i) {
            m_fields.append(&fields[i]);
            m_names << QString::fromUtf8(fields[i].name);
        }
    }
    ~StreamingCursor() override { finish(); }

    QString error() const override { return m_error; }
    bool isSelect() const override { return m_result != nullptr || !m_names.isEmpty(); }
    QStringList columnNames() const override { return m_names; }
    qint64 rowsAffected() const override { return m_affected; }

    bool next() override
    {
        if (m_buffer.active)
            return m_buffer.take(m_current);
        if (!m_result || m_atEnd)
            return false;
        m_row = mysql_fetch_row(m_result);
        if (!m_row) {
            m_atEnd = true;
            // A lost connection or a killed query ends the rows early, with an error.
            if (mysql_errno(m_mysql) != 0)
                m_error = errorText();
            return false;
        }
        m_lengths = mysql_fetch_lengths(m_result);
        return true;
    }

    QVariant value(int column) const override
    {
        if (m_buffer.active)
            return m_current.value(column);
        if (!m_row || column < 0 || column >= m_fields.size())
            return {};
        return fieldValue(*m_fields.at(column), m_row[column], m_lengths[column]);
    }

    void bufferRest() override
    {
        if (m_buffer.active)
            return;
        while (next()) {
            QVariantList row;
            row.reserve(m_fields.size());
            for (int c = 0; c < m_fields.size(); ++c)
                row << value(c);
            m_buffer.rows.push_back(std::move(row));
        }
        m_buffer.active = true; // an error met on the way shows after the rows read before it
        release();
    }

    void finish() override
    {
        m_buffer.rows.clear();
        release();
    }

private:
    // Frees the result on the session, so that it can run the next statement.
    void release()
    {
        if (m_result) {
            // Freeing an unfinished result reads every row left; the server stops sending
            // them when its query is killed first.
            const bool killed = !m_atEnd;
            if (killed)
                kill(m_kill);
            mysql_free_result(m_result);
            m_result = nullptr;
            m_row = nullptr;
            // A KILL that arrived after the last row would stop the next statement instead:
            // this one takes it.
            if (killed && mysql_errno(m_mysql) == 0)
                mysql_real_query(m_mysql, "DO 0", 4);
        }
        // A CALL may leave more results; the session takes no statement until they are read.
        while (mysql_more_results(m_mysql) && mysql_next_result(m_mysql) == 0)
            if (MYSQL_RES* more = mysql_use_result(m_mysql))
                mysql_free_result(more);
    }

    QString errorText() const { return QString::fromUtf8(mysql_error(m_mysql)).trimmed(); }

    MYSQL* m_mysql;
    KillTarget m_kill;
    MYSQL_RES* m_result = nullptr;
    MYSQL_ROW m_row = nullptr;
    unsigned long* m_lengths = nullptr;
    QList<const MYSQL_FIELD*> m_fields;
    QStringList m_names;
    QString m_error;
    qint64 m_affected = -1;
    bool m_atEnd = false;
    RowBuffer m_buffer;
    QVariantList m_current;
};

// A date or time of the binary protocol as the server writes it in text: the fraction with
// as many digits as the column declares, a TIME's hours past 24 and its sign.
QByteArray binaryTemporalText(const MYSQL_TIME& t, const MYSQL_FIELD& field)
{
    char text[64];
    int length = 0;
    if (field.type == MYSQL_TYPE_TIME)
        length = std::snprintf(text, sizeof text, "%s%02u:%02u:%02u", t.neg ? "-" : "",
                               t.hour + t.day * 24, t.minute, t.second);
    else if (field.type == MYSQL_TYPE_DATE)
        length = std::snprintf(text, sizeof text, "%04u-%02u-%02u", t.year, t.month, t.day);
    else
        length = std::snprintf(text, sizeof text, "%04u-%02u-%02u %02u:%02u:%02u", t.year, t.month,
                               t.day, t.hour, t.minute, t.second);
    QByteArray out(text, qBound(0, length, int(sizeof text) - 1));
    if (field.type == MYSQL_TYPE_DATE)
        return out;
    // An expression of unknown precision (decimals past 6) shows what it holds.
    const unsigned int digits = field.decimals <= 6 ? field.decimals : (t.second_part ? 6 : 0);
    if (digits > 0) {
        char fraction[16];
        std::snprintf(fraction, sizeof fraction, "%06lu", t.second_part % 1000000);
        out += '.';
        out.append(fraction, qsizetype(digits));
    }
    return out;
}

// Whether Qt's drivers would bind a value as NULL: a null variant, string, date or time.
bool isNullValue(const QVariant& value)
{
    if (value.isNull())
        return true;
    switch (value.typeId()) {
    case QMetaType::QString:
        return value.toString().isNull();
    case QMetaType::QByteArray:
        return value.toByteArray().isNull();
    case QMetaType::QDate:
        return value.toDate().isNull();
    case QMetaType::QTime:
        return value.toTime().isNull();
    case QMetaType::QDateTime:
        return value.toDateTime().isNull();
    default:
        return false;
    }
}

// A statement with bound parameters, run as a server-side prepared statement whose rows are
// read off the socket one by one (never mysql_stmt_store_result), so that it streams like
// StreamingCursor and keeps the same values: the binary protocol's numbers, dates and times
// become the text the server writes, read by fieldValue().
class PreparedCursor final : public RowCursor
{
public:
    PreparedCursor(MYSQL* mysql, KillTarget killTarget, const QString& statement,
                   const QVariantList& params)
        : m_mysql(mysql)
        , m_kill(std::move(killTarget))
    {
        m_stmt = mysql_stmt_init(m_mysql);
        if (!m_stmt) {
            m_error = QString::fromUtf8(mysql_error(m_mysql)).trimmed();
            return;
        }
        const QByteArray sql = statement.toUtf8();
        if (mysql_stmt_prepare(m_stmt, sql.constData(), static_cast<unsigned long>(sql.size())) ||
            !bindParameters(params) || mysql_stmt_execute(m_stmt)) {
            m_error = errorText();
            return;
        }
        m_metadata = mysql_stmt_result_metadata(m_stmt);
        if (!m_metadata) {
            if (mysql_stmt_field_count(m_stmt) > 0)
                m_error = errorText();
            else if (SqlText::reportsRowCount(statement))
                m_affected = qint64(mysql_stmt_affected_rows(m_stmt));
            return;
        }
        bindResult();
    }
    ~PreparedCursor() override { finish(); }

    QString error() const override { return m_error; }
    bool isSelect() const override { return m_metadata != nullptr; }
    QStringList columnNames() const override { return m_names; }
    qint64 rowsAffected() const override { return m_affected; }

    bool next() override
    {
        if (m_buffer.active)
            return m_buffer.take(m_current);
        if (!m_metadata || m_atEnd || !m_error.isEmpty())
            return false;
        const int rc = fetch();
        if (rc == MYSQL_NO_DATA || rc == 1) {
            m_atEnd = true;
            // A lost connection or a killed query ends the rows early, with an error.
            if (rc == 1)
                m_error = errorText();
            return false;
        }
        m_current.clear();
        m_current.reserve(qsizetype(m_cells.size()));
        for (unsigned int c = 0; c < m_cells.size(); ++c)
            m_current << cellValue(c);
        if (!m_error.isEmpty()) {
            m_atEnd = true;
            return false;
        }
        return true;
    }

    QVariant value(int column) const override { return m_current.value(column); }

    void bufferRest() override
    {
        if (m_buffer.active)
            return;
        std::deque<QVariantList> rows;
        while (next())
            rows.push_back(m_current);
        m_buffer.rows = std::move(rows);
        m_buffer.active = true; // an error met on the way shows after the rows read before it
        release();
    }

    void finish() override
    {
        m_buffer.rows.clear();
        release();
    }

private:
    // Where a parameter's value lives while the statement executes.
    struct Parameter
    {
        QByteArray bytes;
        long long integer = 0;
        double real = 0;
        MYSQL_TIME time{};
        unsigned long length = 0;
        my_bool isNull = 0;
    };

    // Where the driver writes a column of the current row, and how it is read.
    struct Cell
    {
        enum class As
        {
            Integer,  // every integer type, as long long (unsigned when the column is)
            Real,     // DOUBLE
            Single,   // FLOAT
            Temporal, // DATE, TIME, DATETIME, TIMESTAMP: MYSQL_TIME with microseconds
            Bytes     // the rest arrives as the same bytes as in the text protocol
        };
        As as = As::Bytes;
        long long integer = 0;
        double real = 0;
        float single = 0;
        MYSQL_TIME time{};
        QByteArray bytes;
        unsigned long length = 0;
        my_bool isNull = 0;
        my_bool error = 0;
    };

    static constexpr qsizetype kFirstCellBuffer = 256;
    static constexpr unsigned long kLargestKeptBuffer = 1 << 20; // longer cells: read apart

    bool bindParameters(const QVariantList& params)
    {
        // As QMYSQL does: bound only when they match the placeholders, else the server says.
        if (params.size() != qsizetype(mysql_stmt_param_count(m_stmt)))
            return true;
        m_parameters.resize(size_t(params.size()));
        std::vector<MYSQL_BIND> binds(size_t(params.size()));
        for (qsizetype i = 0; i < params.size(); ++i) {
            const QVariant& v = params.at(i);
            Parameter& p = m_parameters[size_t(i)];
            MYSQL_BIND& b = binds[size_t(i)];
            std::memset(&b, 0, sizeof b);
            b.is_null = &p.isNull;
            b.length = &p.length;
            if (isNullValue(v)) {
                b.buffer_type = MYSQL_TYPE_NULL;
                p.isNull = 1;
                continue;
            }
            switch (v.typeId()) {
            case QMetaType::Bool:
            case QMetaType::Char:
            case QMetaType::SChar:
            case QMetaType::Short:
            case QMetaType::Int:
            case QMetaType::Long:
            case QMetaType::LongLong:
                p.integer = v.toLongLong();
                b.buffer_type = MYSQL_TYPE_LONGLONG;
                b.buffer = &p.integer;
                break;
            case QMetaType::UChar:
            case QMetaType::UShort:
            case QMetaType::UInt:
            case QMetaType::ULong:
            case QMetaType::ULongLong:
                p.integer = static_cast<long long>(v.toULongLong());
                b.buffer_type = MYSQL_TYPE_LONGLONG;
                b.buffer = &p.integer;
                b.is_unsigned = 1;
                break;
            case QMetaType::Float:
            case QMetaType::Double:
                p.real = v.toDouble();
                b.buffer_type = MYSQL_TYPE_DOUBLE;
                b.buffer = &p.real;
                break;
            case QMetaType::QByteArray:
                p.bytes = v.toByteArray();
                b.buffer_type = MYSQL_TYPE_BLOB;
                break;
            case QMetaType::QDate:
            case QMetaType::QTime:
            case QMetaType::QDateTime: {
                // As QMYSQL binds them: the local date and time, milliseconds as microseconds.
                const QDateTime dt = v.toDateTime();
                const QDate date = v.typeId() == QMetaType::QTime ? QDate() : dt.date();
                const QTime time = v.typeId() == QMetaType::QDate   ? QTime(0, 0)
                                   : v.typeId() == QMetaType::QTime ? v.toTime()
                                                                    : dt.time();
                p.time.year = unsigned(qMax(0, date.year()));
                p.time.month = unsigned(qMax(0, date.month()));
                p.time.day = unsigned(qMax(0, date.day()));
                p.time.hour = unsigned(time.hour());
                p.time.minute = unsigned(time.minute());
                p.time.second = unsigned(time.second());
                p.time.second_part = static_cast<unsigned long>(time.msec()) * 1000;
                b.buffer_type = v.typeId() == QMetaType::QDate   ? MYSQL_TYPE_DATE
                                : v.typeId() == QMetaType::QTime ? MYSQL_TYPE_TIME
                                                                 : MYSQL_TYPE_DATETIME;
                p.time.time_type = v.typeId() == QMetaType::QDate   ? MYSQL_TIMESTAMP_DATE
                                   : v.typeId() == QMetaType::QTime ? MYSQL_TIMESTAMP_TIME
                                                                    : MYSQL_TIMESTAMP_DATETIME;
                b.buffer = &p.time;
                b.buffer_length = sizeof(MYSQL_TIME);
                break;
            }
            default: // text, and exact numbers as their text
                p.bytes = v.toString().toUtf8();
                b.buffer_type = MYSQL_TYPE_STRING;
                break;
            }
            if (b.buffer_type == MYSQL_TYPE_BLOB || b.buffer_type == MYSQL_TYPE_STRING) {
                b.buffer = p.bytes.data();
                b.buffer_length = p.length = static_cast<unsigned long>(p.bytes.size());
            }
        }
        return mysql_stmt_bind_param(m_stmt, binds.data()) == 0;
    }

    void bindResult()
    {
        const unsigned int count = mysql_num_fields(m_metadata);
        const MYSQL_FIELD* fields = mysql_fetch_fields(m_metadata);
        m_cells.resize(count);
        m_binds.resize(count);
        for (unsigned int c = 0; c < count; ++c) {
            const MYSQL_FIELD& field = fields[c];
            m_fields.append(&field);
            m_names << QString::fromUtf8(field.name);
            Cell& cell = m_cells[c];
            MYSQL_BIND& b = m_binds[c];
            std::memset(&b, 0, sizeof b);
            b.is_null = &cell.isNull;
            b.length = &cell.length;
            b.error = &cell.error;
            switch (field.type) {
            case MYSQL_TYPE_TINY:
            case MYSQL_TYPE_SHORT:
            case MYSQL_TYPE_INT24:
            case MYSQL_TYPE_LONG:
            case MYSQL_TYPE_LONGLONG:
            case MYSQL_TYPE_YEAR:
                cell.as = Cell::As::Integer;
                b.buffer_type = MYSQL_TYPE_LONGLONG;
                b.buffer = &cell.integer;
                b.is_unsigned = (field.flags & UNSIGNED_FLAG) ? 1 : 0;
                break;
            case MYSQL_TYPE_DOUBLE:
                cell.as = Cell::As::Real;
                b.buffer_type = MYSQL_TYPE_DOUBLE;
                b.buffer = &cell.real;
                break;
            case MYSQL_TYPE_FLOAT:
                cell.as = Cell::As::Single;
                b.buffer_type = MYSQL_TYPE_FLOAT;
                b.buffer = &cell.single;
                break;
            case MYSQL_TYPE_DATE:
            case MYSQL_TYPE_TIME:
            case MYSQL_TYPE_DATETIME:
            case MYSQL_TYPE_TIMESTAMP:
                cell.as = Cell::As::Temporal;
                b.buffer_type = field.type;
                b.buffer = &cell.time;
                b.buffer_length = sizeof(MYSQL_TIME);
                break;
            default:
                cell.as = Cell::As::Bytes;
                cell.bytes.resize(kFirstCellBuffer);
                b.buffer_type = MYSQL_TYPE_BLOB;
                b.buffer = cell.bytes.data();
                b.buffer_length = static_cast<unsigned long>(cell.bytes.size());
                break;
            }
        }
        m_rebind = true;
    }

    // mysql_stmt_fetch with the current buffers: 0, MYSQL_DATA_TRUNCATED (a cell longer than
    // its buffer, read by cellValue), MYSQL_NO_DATA or 1 (an error).
    int fetch()
    {
        if (m_rebind) {
            if (mysql_stmt_bind_result(m_stmt, m_binds.data()))
                return 1;
            m_rebind = false;
        }
        return mysql_stmt_fetch(m_stmt);
    }

    QVariant cellValue(unsigned int column)
    {
        const MYSQL_FIELD& field = *m_fields.at(column);
        Cell& cell = m_cells[column];
        if (cell.isNull)
            return fieldValue(field, nullptr, 0);
        QByteArray text;
        switch (cell.as) {
        case Cell::As::Integer:
            text = field.flags & UNSIGNED_FLAG
                       ? QByteArray::number(static_cast<qulonglong>(cell.integer))
                       : QByteArray::number(static_cast<qlonglong>(cell.integer));
            break;
        case Cell::As::Real:
            return QVariant(cell.real);
        case Cell::As::Single: {
            // The shortest text that reads back as the same float, not the double's digits.
            char digits[64];
            const auto written = std::to_chars(digits, digits + sizeof digits, cell.single);
            return QVariant(QByteArray(digits, written.ptr - digits).toDouble());
        }
        case Cell::As::Temporal:
            text = binaryTemporalText(cell.time, field);
            break;
        case Cell::As::Bytes:
            if (cell.length <= static_cast<unsigned long>(cell.bytes.size()))
                return fieldValue(field, cell.bytes.constData(), cell.length);
            text = readWhole(column, cell.length);
            if (!m_error.isEmpty())
                return {};
            if (cell.length <= kLargestKeptBuffer) {
                // Later rows of this column are likely as long: read them in one go.
                cell.bytes.resize(qsizetype(cell.length));
                m_binds[column].buffer = cell.bytes.data();
                m_binds[column].buffer_length = cell.length;
                m_rebind = true;
            }
            break;
        }
        return fieldValue(field, text.constData(), static_cast<unsigned long>(text.size()));
    }

    // A cell longer than its buffer, read again whole from the current row.
    QByteArray readWhole(unsigned int column, unsigned long length)
    {
        QByteArray whole(qsizetype(length), Qt::Uninitialized);
        unsigned long read = 0;
        my_bool isNull = 0;
        my_bool truncated = 0;
        MYSQL_BIND b;
        std::memset(&b, 0, sizeof b);
        b.buffer_type = MYSQL_TYPE_BLOB;
        b.buffer = whole.data();
        b.buffer_length = length;
        b.length = &read;
        b.is_null = &isNull;
        b.error = &truncated;
        if (mysql_stmt_fetch_column(m_stmt, &b, column, 0))
            m_error = errorText();
        return whole;
    }

    // Closes the statement on the session, so that it can run the next one.
    void release()
    {
        if (!m_stmt)
            return;
        bool killedLate = false;
        if (m_metadata && !m_atEnd && m_error.isEmpty()) {
            // Closing an unfinished result reads every row left; the server stops sending
            // them when its query is killed first.
            kill(m_kill);
            int rc = 0;
            do
                rc = fetch();
            while (rc == 0 || rc == MYSQL_DATA_TRUNCATED);
            // A KILL that arrived after the last row would stop the next statement instead:
            // this one takes it.
            killedLate = rc == MYSQL_NO_DATA;
        }
        m_atEnd = true;
        if (m_metadata) {
            mysql_free_result(m_metadata);
            m_metadata = nullptr;
        }
        mysql_stmt_close(m_stmt); // also reads the further results a CALL may leave
        m_stmt = nullptr;
        if (killedLate)
            mysql_real_query(m_mysql, "DO 0", 4);
    }

    // The statement's error, or the session's when the connection failed under it.
    QString errorText() const
    {
        const char* text = m_stmt && mysql_stmt_errno(m_stmt) != 0 ? mysql_stmt_error(m_stmt)
                                                                   : mysql_error(m_mysql);
        return QString::fromUtf8(text).trimmed();
    }

    MYSQL* m_mysql;
    KillTarget m_kill;
    MYSQL_STMT* m_stmt = nullptr;
    MYSQL_RES* m_metadata = nullptr; // the result's columns; null when there is no result
    std::vector<Parameter> m_parameters;
    std::vector<Cell> m_cells;
    std::vector<MYSQL_BIND> m_binds;
    bool m_rebind = false;
    QList<const MYSQL_FIELD*> m_fields;
    QStringList m_names;
    QString m_error;
    qint64 m_affected = -1;
    bool m_atEnd = false;
    RowBuffer m_buffer;
    QVariantList m_current;
};

// START TRANSACTION inside a transaction would commit the user's work, so the read-only
// wrapper is used only when the session is outside one.
bool outsideTransaction(QSqlDatabase& db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT @@in_transaction")) && q.next() && q.value(0).toInt() == 0;
}

// The tables after `from` and `join` in a statement as the server rewrites it for note
// 1003: `db`.`table` (a derived table or CTE is a single name and is skipped).
QList<QPair<QString, QString>> tablesInRewrite(const QString& text)
{
    QList<QPair<QString, QString>> out;
    QStringList chain; // the dotted backtick name being read
    bool afterFrom = false;
    bool chainAfterFrom = false;
    auto endChain = [&] {
        if (chainAfterFrom && chain.size() == 2 &&
            !out.contains(std::make_pair(chain[0], chain[1])))
            out.append({chain[0], chain[1]});
        chain.clear();
        chainAfterFrom = false;
    };
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar ch = text.at(i);
        if (ch == QLatin1Char('`')) {
            QString name;
            ++i;
            while (i < n) {
                if (text.at(i) == QLatin1Char('`')) {
                    if (i + 1 < n && text.at(i + 1) == QLatin1Char('`')) {
                        name += QLatin1Char('`');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                name += text.at(i++);
            }
            if (chain.isEmpty()) {
                chainAfterFrom = afterFrom;
                afterFrom = false;
            }
            chain << name;
            if (i < n && text.at(i) == QLatin1Char('.')) {
                ++i;
                continue;
            }
            endChain();
        } else if (ch == QLatin1Char('\'') || ch == QLatin1Char('"')) {
            // a literal: skip it, with its backslash escapes and doubled quotes
            ++i;
            while (i < n) {
                if (text.at(i) == QLatin1Char('\\')) {
                    i += 2;
                } else if (text.at(i) == ch) {
                    ++i;
                    if (i < n && text.at(i) == ch) {
                        ++i;
                        continue;
                    }
                    break;
                } else {
                    ++i;
                }
            }
            afterFrom = false;
        } else if (ch.isLetter() || ch == QLatin1Char('_')) {
            const qsizetype start = i;
            while (i < n && (text.at(i).isLetterOrNumber() || text.at(i) == QLatin1Char('_')))
                ++i;
            const QStringView word = QStringView(text).mid(start, i - start);
            afterFrom = word.compare(QLatin1String("from"), Qt::CaseInsensitive) == 0 ||
                        word.compare(QLatin1String("join"), Qt::CaseInsensitive) == 0;
        } else if (!ch.isSpace()) {
            afterFrom = false;
            ++i;
        } else {
            ++i;
        }
    }
    return out;
}

// The result set (or a prepared statement's metadata) QMYSQL is reading, or null.
MYSQL_RES* resultOf(const QSqlQuery& query)
{
    const QSqlResult* result = query.result();
    const QVariant v = result ? result->handle() : QVariant();
    if (!v.isValid() ||
        (qstrcmp(v.typeName(), "MYSQL_RES*") != 0 && qstrcmp(v.typeName(), "st_mysql_res*") != 0))
        return nullptr;
    return *static_cast<MYSQL_RES* const*>(v.constData());
}

// How a column's text becomes a value. QMYSQL turns DECIMAL into a double, drops
// microseconds, and makes zero dates ('0000-00-00') invalid QDateTimes.
enum class ColumnKind
{
    Driver, // QMYSQL's value is exact
    Exact,  // DECIMAL: ExactNumber
    Float,  // FLOAT, DOUBLE: a double (QMYSQL gives text at high precision)
    Text    // dates and times: the server's text
};

struct ResultColumn
{
    ColumnKind kind = ColumnKind::Driver;
    unsigned int decimals = 0; // fractional digits of a time
    enum_field_types type = MYSQL_TYPE_NULL;
};

ColumnKind kindOfType(enum_field_types type)
{
    switch (type) {
    case MYSQL_TYPE_DECIMAL:
    case MYSQL_TYPE_NEWDECIMAL:
        return ColumnKind::Exact;
    case MYSQL_TYPE_FLOAT:
    case MYSQL_TYPE_DOUBLE:
        return ColumnKind::Float;
    case MYSQL_TYPE_DATE:
    case MYSQL_TYPE_NEWDATE:
    case MYSQL_TYPE_TIME:
    case MYSQL_TYPE_DATETIME:
    case MYSQL_TYPE_TIMESTAMP:
        return ColumnKind::Text;
    default:
        return ColumnKind::Driver;
    }
}

// A prepared statement's date or time as the server would write it. QMYSQL reads those in
// binary and keeps milliseconds only; a zero date arrives invalid.
QString temporalText(const QVariant& value, const ResultColumn& column)
{
    const bool hasDate = column.type != MYSQL_TYPE_TIME;
    const bool hasTime = column.type != MYSQL_TYPE_DATE && column.type != MYSQL_TYPE_NEWDATE;
    if (!hasDate || value.typeId() == QMetaType::QString)
        return value.toString();
    const QDateTime dateTime = value.toDateTime();
    QString text = dateTime.date().isValid()
                       ? dateTime.date().toString(QStringLiteral("yyyy-MM-dd"))
                       : QStringLiteral("0000-00-00");
    if (hasTime) {
        const QTime time = dateTime.isValid() ? dateTime.time() : QTime(0, 0);
        text += time.toString(QStringLiteral(" HH:mm:ss"));
        if (column.decimals > 0 && column.decimals <= 6)
            text += QLatin1Char('.') + QStringLiteral("%1")
                                           .arg(time.msec(), 3, 10, QLatin1Char('0'))
                                           .left(int(column.decimals));
    }
    return text;
}

QStringList hiddenSchemaList()
{
    return {QStringLiteral("information_schema"), QStringLiteral("mysql"),
            QStringLiteral("performance_schema"), QStringLiteral("sys")};
}
} // namespace

// ---------------------------------------------------------------------------------------
// declarations

QString MysqlAdapter::versionQuery() const
{
    return QStringLiteral("SELECT CASE WHEN version() LIKE '%MariaDB%' THEN concat('MariaDB ', "
                          "substring_index(version(), '-', 1)) ELSE concat('MySQL ', version()) "
                          "END");
}

// ---------------------------------------------------------------------------------------
// connection

Result<void> MysqlAdapter::configure(QSqlDatabase& db, const SourceUrl& url) const
{
    if (Result<void> loaded = mariadbClient().load(); !loaded)
        return loaded;
    const QString shown = url.redacted();
    QString host = url.host;
    QString socket;
    if (host.startsWith(QLatin1Char('/'))) {
        socket = host;
        host = QStringLiteral("localhost");
    }
    QStringList options;
    bool timeoutGiven = false;
    for (const auto& [rawKey, value] : url.options) {
        const QString key = rawKey.toLower();
        if (key == QLatin1String("unix_socket") || key == QLatin1String("socket")) {
            socket = value;
            continue;
        }
        const QString name = connectOptionNames().value(key);
        if (name.isEmpty()) {
            QStringList known = connectOptionNames().keys();
            known << QStringLiteral("unix_socket");
            known.sort();
            return Error{ErrorCode::InvalidSourceUrl,
                         Tr::tr("%1: \"%2\" is not a MySQL connection option (known: %3)")
                             .arg(shown, rawKey, known.join(QLatin1String(", ")))};
        }
        if (key.endsWith(QLatin1String("_timeout"))) {
            bool ok = false;
            const int seconds = value.toInt(&ok);
            if (!ok || seconds < 0)
                return Error{ErrorCode::InvalidSourceUrl,
                             Tr::tr("%1: %2 must be a number of seconds").arg(shown, rawKey)};
            timeoutGiven = timeoutGiven || key == QLatin1String("connect_timeout");
        }
        options << name + QLatin1Char('=') + value;
    }
    if (!timeoutGiven)
        options << QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT=%1").arg(kDefaultConnectTimeout);
    if (!socket.isEmpty()) {
        options << QStringLiteral("UNIX_SOCKET=") + socket;
        if (host.isEmpty())
            host = QStringLiteral("localhost");
    }
    for (const QString& option : std::as_const(options))
        if (option.contains(QLatin1Char(';')))
            return Error{ErrorCode::InvalidSourceUrl,
                         Tr::tr("%1: option values cannot contain ;").arg(shown)};

    db.setHostName(host);
    db.setPort(url.port);
    db.setDatabaseName(url.database);
    db.setUserName(url.user);
    db.setPassword(url.password);
    db.setConnectOptions(options.join(QLatin1Char(';')));
    return {};
}

QtSqlAdapter::CellReader MysqlAdapter::cellReader(QSqlQuery& query) const
{
    MYSQL_RES* first = resultOf(query);
    if (!first)
        return {};
    QList<ResultColumn> columns;
    bool any = false;
    for (unsigned int c = 0; c < mysql_num_fields(first); ++c) {
        const MYSQL_FIELD* field = mysql_fetch_field_direct(first, c);
        ResultColumn info;
        info.type = field->type;
        info.kind = kindOfType(field->type);
        info.decimals = field->decimals;
        columns << info;
        any = any || info.kind != ColumnKind::Driver;
    }
    if (!any)
        return {};
    // Prepared statements bind DECIMAL as text, which QMYSQL keeps only at this policy.
    query.setNumericalPrecisionPolicy(QSql::HighPrecision);
    return [columns](const QSqlQuery& q, int column) -> QVariant {
        const QVariant value = q.value(column);
        if (column >= columns.size() || value.isNull())
            return value;
        const ResultColumn& info = columns.at(column);
        if (info.kind == ColumnKind::Driver)
            return value;
        if (info.kind == ColumnKind::Float)
            return value.toDouble();
        // A plain statement's row is the server's text; a prepared one has no row here.
        MYSQL_RES* result = resultOf(q);
        unsigned long* lengths =
            result && result->current_row ? mysql_fetch_lengths(result) : nullptr;
        if (lengths && result->current_row[column]) {
            const QString text =
                QString::fromUtf8(result->current_row[column], qsizetype(lengths[column]));
            return info.kind == ColumnKind::Exact ? ExactNumber::variant(text) : QVariant(text);
        }
        if (info.kind == ColumnKind::Exact)
            return ExactNumber::variant(value.toString());
        return temporalText(value, info);
    };
}

std::function<void()> MysqlAdapter::makeCanceller(QSqlDatabase& db) const
{
    MYSQL* mysql = handleOf(db);
    if (!mysql)
        return {};
    const KillTarget t = killTargetOf(db, mysql_thread_id(mysql));
    // Connecting for the KILL can take up to the connect timeout (a server that went away).
    // The request owns copies of what it needs, so the Connection may go meanwhile; one KILL
    // at a time is enough, a second Cancel while one is on its way adds nothing.
    auto runner = std::make_shared<CancelRunner>([t] {
        mysql_thread_init();
        kill(t);
        mysql_thread_end();
    });
    return [runner] { runner->start(); };
}

std::function<void()> MysqlAdapter::makeDisconnector(QSqlDatabase& db) const
{
    MYSQL* mysql = handleOf(db);
    return mysql ? socketDisconnector(int(mysql_get_socket(mysql))) : std::function<void()>();
}

bool MysqlAdapter::connectionLost(QSqlDatabase& db) const
{
    MYSQL* mysql = handleOf(db);
    if (!mysql)
        return false;
    // The server's own words for a connection it ends: shutting down, connection killed.
    constexpr unsigned int kServerShutdown = 1053;
    constexpr unsigned int kConnectionKilled = 1927;
    const unsigned int code = mysql_errno(mysql);
    return mysql_get_socket(mysql) == MARIADB_INVALID_SOCKET || code == CR_SERVER_GONE_ERROR ||
           code == CR_SERVER_LOST || code == CR_SERVER_LOST_EXTENDED || code == kServerShutdown ||
           code == kConnectionKilled;
}

std::unique_ptr<RowCursor> MysqlAdapter::openCursor(QSqlDatabase& db, const QString& statement,
                                                    const QVariantList& params) const
{
    MYSQL* mysql = handleOf(db);
    if (!mysql)
        return nullptr;
    KillTarget target = killTargetOf(db, mysql_thread_id(mysql));
    if (!params.isEmpty())
        return std::make_unique<PreparedCursor>(mysql, std::move(target), statement, params);
    return std::make_unique<StreamingCursor>(mysql, std::move(target), statement);
}

Result<void> MysqlAdapter::setSessionReadOnly(QSqlDatabase& db, bool readOnly) const
{
    QSqlQuery q(db);
    if (auto r = run(q,
                     readOnly ? QStringLiteral("SET SESSION TRANSACTION READ ONLY")
                              : QStringLiteral("SET SESSION TRANSACTION READ WRITE"),
                     {}, ErrorCode::ReadOnlyFailed);
        !r)
        return r;
    // transaction_read_only: MySQL 5.7.20+ and MariaDB 11.1+; tx_read_only before that.
    if (!q.exec(QStringLiteral("SELECT @@session.transaction_read_only")) &&
        !q.exec(QStringLiteral("SELECT @@session.tx_read_only")))
        return errorOf(ErrorCode::ReadOnlyFailed, q.lastError());
    if (!q.next() || (q.value(0).toInt() != 0) != readOnly)
        return Error{ErrorCode::ReadOnlyFailed,
                     Tr::tr("The server did not take the session's read-only setting")};
    return {};
}

QString MysqlAdapter::quoteIdentifier(const QString& name) const
{
    return quoted(name, QLatin1Char('`'));
}

QStringList MysqlAdapter::builtinHiddenSchemas() const
{
    return hiddenSchemaList();
}

// ---------------------------------------------------------------------------------------
// introspection

Result<QStringList> MysqlAdapter::listSchemas(Session& session) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    QSqlQuery q(db);
    if (auto r = run(q, QStringLiteral("SELECT SCHEMA_NAME FROM information_schema.SCHEMATA "
                                       "WHERE SCHEMA_NAME NOT IN %1 ORDER BY SCHEMA_NAME")
                            .arg(QLatin1String(kHiddenSchemas)));
        !r)
        return r.error();
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<QList<TableInfo>> MysqlAdapter::listTables(Session& session,
                                                  const QStringList& schemas) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    QString sql = QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, TABLE_TYPE, TABLE_COMMENT "
                                 "FROM information_schema.TABLES WHERE TABLE_SCHEMA NOT IN %1")
                      .arg(QLatin1String(kHiddenSchemas));
    QVariantList values;
    if (!schemas.isEmpty()) {
        sql += QStringLiteral(" AND TABLE_SCHEMA IN (%1)").arg(placeholders(schemas.size()));
        for (const QString& s : schemas)
            values << s;
    }
    sql += QStringLiteral(" ORDER BY TABLE_SCHEMA, TABLE_NAME");
    QSqlQuery q(db);
    if (auto r = run(q, sql, values); !r)
        return r.error();
    QList<TableInfo> out;
    while (q.next()) {
        TableInfo t;
        t.schema = q.value(0).toString();
        if (!schemas.isEmpty() && !schemas.contains(t.schema))
            continue; // a schema differing only in case
        t.name = q.value(1).toString();
        t.kind = kindOf(q.value(2).toString());
        // A view's TABLE_COMMENT is the word VIEW, not a comment anyone wrote.
        if (t.kind == TableInfo::Kind::Table)
            t.comment = q.value(3).toString();
        out << t;
    }
    return out;
}

Result<Catalog> MysqlAdapter::introspect(Session& session) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    // Four queries over information_schema whatever the number of tables.
    auto schemaNames = listSchemas(session);
    if (!schemaNames)
        return schemaNames.error();
    auto [catalog, schemaIndex] = catalogSkeleton(schemaNames.value());
    auto tables = listTables(session);
    if (!tables)
        return tables.error();
    QHash<QString, std::pair<qsizetype, qsizetype>> tableIndex;
    for (const TableInfo& t : std::as_const(tables.value())) {
        const qsizetype s = schemaIndex.value(t.schema, -1);
        if (s < 0)
            continue;
        tableIndex.insert(tableKey(t.schema, t.name), {s, catalog[s].tables.size()});
        catalog[s].tables << t;
    }

    QSqlQuery columns(db);
    if (auto r = run(columns,
                     QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, "
                                    "IS_NULLABLE, COLUMN_KEY, COLUMN_COMMENT "
                                    "FROM information_schema.COLUMNS WHERE TABLE_SCHEMA NOT IN %1 "
                                    "ORDER BY TABLE_SCHEMA, TABLE_NAME, ORDINAL_POSITION")
                         .arg(QLatin1String(kHiddenSchemas)));
        !r)
        return r.error();
    while (columns.next()) {
        const auto it = tableIndex.constFind(
            tableKey(columns.value(0).toString(), columns.value(1).toString()));
        if (it == tableIndex.constEnd())
            continue;
        ColumnInfo c;
        c.name = columns.value(2).toString();
        c.type = columns.value(3).toString();
        c.notNull = columns.value(4).toString() == QLatin1String("NO");
        c.primaryKey = columns.value(5).toString() == QLatin1String("PRI");
        c.comment = columns.value(6).toString();
        catalog[it->first].tables[it->second].columns << c;
    }

    QSqlQuery keys(db);
    if (auto r = run(keys, QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, "
                                          "REFERENCED_TABLE_SCHEMA, REFERENCED_TABLE_NAME, "
                                          "REFERENCED_COLUMN_NAME "
                                          "FROM information_schema.KEY_COLUMN_USAGE "
                                          "WHERE REFERENCED_TABLE_NAME IS NOT NULL "
                                          "AND TABLE_SCHEMA NOT IN %1")
                               .arg(QLatin1String(kHiddenSchemas)));
        !r)
        return r.error();
    while (keys.next()) {
        const QString schema = keys.value(0).toString();
        const auto it = tableIndex.constFind(tableKey(schema, keys.value(1).toString()));
        if (it == tableIndex.constEnd())
            continue;
        const QString targetSchema = keys.value(3).toString();
        const QString target = targetSchema == schema
                                   ? keys.value(4).toString()
                                   : targetSchema + QLatin1Char('.') + keys.value(4).toString();
        for (ColumnInfo& c : catalog[it->first].tables[it->second].columns)
            if (c.name == keys.value(2).toString())
                c.references = target + QLatin1Char('.') + keys.value(5).toString();
    }
    return catalog;
}

Result<TableDescription> MysqlAdapter::describeTable(Session& session, const QString& schema,
                                                     const QString& table) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    QString s = schema;
    if (s.isEmpty()) {
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT DATABASE()")) && q.next())
            s = q.value(0).toString();
    }
    TableDescription d;
    {
        QSqlQuery q(db);
        if (auto r =
                run(q,
                    QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, TABLE_TYPE, TABLE_COMMENT "
                                   "FROM information_schema.TABLES "
                                   "WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?"),
                    {s, table});
            !r)
            return r.error();
        bool found = false;
        while (q.next() && !found) {
            if (!sameName(q.value(0).toString(), s) || !sameName(q.value(1).toString(), table))
                continue;
            found = true;
            d.schema = q.value(0).toString();
            d.name = q.value(1).toString();
            d.kind = kindOf(q.value(2).toString());
            if (d.kind == TableInfo::Kind::Table)
                d.comment = q.value(3).toString();
        }
        if (!found)
            return bilingualError<Tr>(
                ErrorCode::TableNotFound,
                QT_TRANSLATE_NOOP("nelumbo::MysqlAdapter", "There is no table %1"),
                qualifiedName(s, table));
    }
    const QVariantList where{d.schema, d.name};
    {
        QSqlQuery q(db);
        if (auto r = run(q,
                         QStringLiteral("SELECT TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, "
                                        "COLUMN_DEFAULT, COLUMN_COMMENT "
                                        "FROM information_schema.COLUMNS "
                                        "WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? "
                                        "ORDER BY ORDINAL_POSITION"),
                         where);
            !r)
            return r.error();
        while (q.next()) {
            if (!sameName(q.value(0).toString(), d.name))
                continue;
            ColumnDescription c;
            c.name = q.value(1).toString();
            c.type = q.value(2).toString();
            c.nullable = q.value(3).toString() == QLatin1String("YES");
            // MariaDB spells "no default" as SQL NULL and "DEFAULT NULL" as the text NULL.
            if (!q.value(4).isNull() && q.value(4).toString() != QLatin1String("NULL"))
                c.defaultValue = q.value(4).toString();
            c.comment = q.value(5).toString();
            d.columns << c;
        }
    }
    {
        QSqlQuery q(db);
        if (auto r = run(q,
                         QStringLiteral("SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, COLUMN_NAME "
                                        "FROM information_schema.STATISTICS "
                                        "WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? "
                                        "ORDER BY INDEX_NAME = 'PRIMARY' DESC, INDEX_NAME, "
                                        "SEQ_IN_INDEX"),
                         where);
            !r)
            return r.error();
        while (q.next()) {
            if (!sameName(q.value(0).toString(), d.name))
                continue;
            const QString name = q.value(1).toString();
            if (d.indexes.isEmpty() || d.indexes.last().name != name) {
                IndexDescription index;
                index.name = name;
                index.unique = q.value(2).toInt() == 0;
                index.primary = name == QLatin1String("PRIMARY");
                d.indexes << index;
            }
            const QString column =
                q.value(3).isNull() ? QStringLiteral("<expression>") : q.value(3).toString();
            d.indexes.last().columns << column;
            if (d.indexes.last().primary)
                d.primaryKey << column;
        }
        for (ColumnDescription& c : d.columns)
            c.primaryKey = d.primaryKey.contains(c.name);
    }
    {
        QSqlQuery q(db);
        if (auto r = run(q,
                         QStringLiteral("SELECT k.TABLE_NAME, k.CONSTRAINT_NAME, k.COLUMN_NAME, "
                                        "k.REFERENCED_TABLE_SCHEMA, k.REFERENCED_TABLE_NAME, "
                                        "k.REFERENCED_COLUMN_NAME, r.UPDATE_RULE, r.DELETE_RULE "
                                        "FROM information_schema.KEY_COLUMN_USAGE k "
                                        // a user with SELECT only may not see the rules
                                        "LEFT JOIN information_schema.REFERENTIAL_CONSTRAINTS r "
                                        "ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA "
                                        "AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME "
                                        "AND r.TABLE_NAME = k.TABLE_NAME "
                                        "WHERE k.TABLE_SCHEMA = ? AND k.TABLE_NAME = ? "
                                        "AND k.REFERENCED_TABLE_NAME IS NOT NULL "
                                        "ORDER BY k.CONSTRAINT_NAME, k.ORDINAL_POSITION"),
                         where);
            !r)
            return r.error();
        while (q.next()) {
            if (!sameName(q.value(0).toString(), d.name))
                continue;
            const QString name = q.value(1).toString();
            if (d.foreignKeys.isEmpty() || d.foreignKeys.last().name != name) {
                ForeignKeyDescription fk;
                fk.name = name;
                fk.referencedSchema = q.value(3).toString();
                fk.referencedTable = q.value(4).toString();
                fk.onUpdate = q.value(6).toString();
                fk.onDelete = q.value(7).toString();
                d.foreignKeys << fk;
            }
            d.foreignKeys.last().columns << q.value(2).toString();
            d.foreignKeys.last().referencedColumns << q.value(5).toString();
        }
    }
    return d;
}

// ---------------------------------------------------------------------------------------
// statements

Result<void> MysqlAdapter::validate(Session& session, const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    if (statement.trimmed().isEmpty())
        return bilingualError<Tr>(
            ErrorCode::InvalidStatement,
            QT_TRANSLATE_NOOP("nelumbo::MysqlAdapter", "The statement is empty"));
    // QMYSQL's prepare() is mysql_stmt_prepare: the server parses the statement and
    // resolves its names, takes only one statement, and runs nothing.
    QSqlQuery q(db);
    if (q.prepare(statement))
        return {};
    const QSqlError e = q.lastError();
    if (e.nativeErrorCode() == QLatin1String("1295")) // ER_UNSUPPORTED_PS
        return bilingualError<Tr>(
            ErrorCode::NotValidated,
            QT_TRANSLATE_NOOP("nelumbo::MysqlAdapter",
                              "MySQL cannot check this kind of statement without running it"));
    return errorOf(ErrorCode::InvalidStatement, e);
}

Result<QueryPlan> MysqlAdapter::queryPlan(Session& session, const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    const QString sql = QStringLiteral("EXPLAIN FORMAT=JSON ") + statement;
    QString nativeCode;
    auto explain = [&]() -> Result<QueryPlan> {
        // Prepared first: the server accepts it only as one statement. Then run as text,
        // because QMYSQL's binary-protocol results lose long text such as this JSON.
        QSqlQuery prepared(db);
        if (!prepared.prepare(sql)) {
            nativeCode = prepared.lastError().nativeErrorCode();
            return errorOf(ErrorCode::InvalidStatement, prepared.lastError());
        }
        QSqlQuery q(db);
        if (!q.exec(sql)) {
            nativeCode = q.lastError().nativeErrorCode();
            return errorOf(ErrorCode::InvalidStatement, q.lastError());
        }
        QStringList parts;
        while (q.next())
            parts << q.value(0).toString();
        return QueryPlan{QueryPlan::Format::Json, parts.join(QLatin1Char('\n'))};
    };
    // In a read-only transaction, because the optimizer may evaluate constant subqueries
    // (and the functions in them) while planning.
    if (!outsideTransaction(db))
        return explain(); // START TRANSACTION would commit the user's open transaction
    QSqlQuery control(db);
    if (auto r = run(control, QStringLiteral("START TRANSACTION READ ONLY"), {},
                     QStringLiteral("query_failed"));
        !r)
        return r.error();
    Result<QueryPlan> plan = explain();
    (void)control.exec(QStringLiteral("ROLLBACK"));
    // MariaDB refuses even to explain a write in a read-only transaction
    // (ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION); EXPLAIN without ANALYZE runs no write.
    if (!plan && nativeCode == QLatin1String("1792"))
        plan = explain();
    return plan;
}

Result<StatementReferences> MysqlAdapter::referencedRelations(Session& session,
                                                              const QString& statement) const
{
    QSqlDatabase& db = QtSqlSession::database(session);
    // EXPLAIN's own words come off: what it explains is what it reads.
    static const QRegularExpression explain(
        QStringLiteral(
            "^\\s*(EXPLAIN|DESCRIBE|DESC)\\s+(EXTENDED\\s+|PARTITIONS\\s+|FORMAT\\s*=\\s*\\w+\\s+)?"
            "(?=\\(|SELECT\\b|WITH\\b|TABLE\\b|VALUES\\b|INSERT\\b|UPDATE\\b|DELETE\\b|"
            "REPLACE\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    QString text = statement;
    text.remove(explain);

    StatementReferences refs;
    QStringList pending{text};
    QSet<QString> analysedViews;
    while (!pending.isEmpty()) {
        const QString sql = pending.takeFirst();
        QSqlQuery q(db);
        // EXTENDED: MariaDB writes note 1003 only then; MySQL 8 knows only plain EXPLAIN.
        if (!q.exec(QStringLiteral("EXPLAIN EXTENDED ") + sql)) {
            const QSqlError e = q.lastError();
            static const QRegularExpression table(QStringLiteral("Table '([^']+)'"));
            const auto named = table.match(e.databaseText());
            if (e.nativeErrorCode() == QLatin1String("1146") &&
                named.hasMatch()) // ER_NO_SUCH_TABLE
                return Error{ErrorCode::TableNotFound,
                             named.captured(1).section(QLatin1Char('.'), -1)};
            if (e.nativeErrorCode() != QLatin1String("1064") ||
                !q.exec(QStringLiteral("EXPLAIN ") + sql))
                return errorOf(ErrorCode::InvalidStatement, q.lastError());
        }
        QSqlQuery warnings(db);
        if (auto r = run(warnings, QStringLiteral("SHOW WARNINGS"), {},
                         QStringLiteral("invalid_statement"));
            !r)
            return r.error();
        QString rewritten;
        while (warnings.next())
            if (warnings.value(1).toInt() == 1003)
                rewritten = warnings.value(2).toString();
        if (rewritten.isEmpty())
            return Error{ErrorCode::Unsupported,
                         Tr::tr("The server did not say which tables the statement reads")};
        const auto tables = tablesInRewrite(rewritten);
        QStringList views;
        QVariantList keys;
        for (const auto& t : tables) {
            if (refs.relations.contains(t))
                continue;
            refs.relations.append(t);
            keys << t.first << t.second;
            views << QStringLiteral("(TABLE_SCHEMA = ? AND TABLE_NAME = ?)");
        }
        if (views.isEmpty())
            continue;
        // Views the server could not merge (GROUP BY, UNION, …) appear by their own name:
        // their definitions are read too, so a view cannot hide the tables behind it.
        QSqlQuery v(db);
        if (auto r = run(v,
                         QStringLiteral("SELECT TABLE_SCHEMA, TABLE_NAME, VIEW_DEFINITION "
                                        "FROM information_schema.VIEWS WHERE ") +
                             views.join(QLatin1String(" OR ")),
                         keys, QStringLiteral("invalid_statement"));
            !r)
            return r.error();
        while (v.next()) {
            const QString key = v.value(0).toString() + QLatin1Char('.') + v.value(1).toString();
            const QString definition = v.value(2).toString();
            if (definition.trimmed().isEmpty())
                return Error{ErrorCode::Unsupported,
                             Tr::tr("The definition of view %1 cannot be read").arg(key)};
            if (!analysedViews.contains(key) && analysedViews.size() < 64) {
                analysedViews.insert(key);
                pending << definition;
            }
        }
    }
    return refs;
}

AiContext MysqlAdapter::aiContext() const
{
    AiContext c;
    c.language = queryLanguage();
    c.exampleQuery = QStringLiteral("SELECT id, email, created_at\n"
                                    "FROM users\n"
                                    "WHERE created_at >= DATE_SUB(NOW(), INTERVAL 7 DAY)\n"
                                    "ORDER BY created_at DESC\n"
                                    "LIMIT 10");
    c.syntaxNotes = QStringLiteral(
        "MySQL/MariaDB dialect. Quote identifiers with backticks (`Order Items`); double "
        "quotes make strings, not names. Strings take single quotes. There are no arrays; "
        "JSON support is limited, so prefer JSON_EXTRACT(col, '$.key') and ->>. Dates: "
        "DATE_FORMAT(ts, '%Y-%m'), DATE_SUB(NOW(), INTERVAL 7 DAY), TIMESTAMPDIFF(DAY, a, b), "
        "CURDATE(). Concatenate with CONCAT(). CTEs and window functions need MySQL 8.0 or "
        "MariaDB 10.2. LIMIT n OFFSET m. A schema is a database: qualify as database.table.");
    c.errorPatterns = language().errorPatterns();
    c.generationNotes = sqlGenerationNotes();
    c.readOnlyNotes = sqlReadOnlyNotes(
        QStringLiteral("SHOW and DESCRIBE may run; LOAD DATA, HANDLER, SET GLOBAL and "
                       "SELECT … INTO OUTFILE are refused."));
    addSqlLanguageText(c);
    return c;
}

} // namespace nelumbo
