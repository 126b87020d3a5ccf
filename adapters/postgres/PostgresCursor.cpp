#include "PostgresCursor.h"

#include "core/ExactNumber.h"
#include "sql/SqlText.h"

#include <QCoreApplication>
#include <charconv>
#include <libpq-fe.h>

namespace nelumbo {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::PostgresAdapter)
};

PostgresCursor::Cell cellOfType(Oid type)
{
    switch (type) {
    case 20: // int8
    case 21: // int2
    case 23: // int4
    case 26: // oid
        return PostgresCursor::Cell::Integer;
    case 16: // bool
        return PostgresCursor::Cell::Bool;
    case 700:  // float4
    case 701:  // float8
    case 1700: // numeric
        return PostgresCursor::Cell::Number;
    case 17: // bytea
        return PostgresCursor::Cell::Blob;
    default: // text, dates and times as the server writes them, and everything else
        return PostgresCursor::Cell::Text;
    }
}

bool isRow(const PGresult* result)
{
    return PQresultStatus(result) == PGRES_SINGLE_TUPLE;
}

// The words QPSQL gave (the server's message and its SQLSTATE), so errors read the same
// whichever path ran the statement.
QString messageOf(PGconn* conn, const PGresult* result)
{
    const char* text = PQerrorMessage(conn);
    if ((!text || !*text) && result)
        text = PQresultErrorMessage(result);
    QString message = QString::fromUtf8(text).trimmed();
    const char* state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    if (state && *state)
        message += QStringLiteral("\n(") + QLatin1String(state) + QLatin1Char(')');
    return message.trimmed();
}
} // namespace

std::unique_ptr<PostgresCursor> PostgresCursor::open(PGconn* conn, const QString& statement,
                                                     bool reportsCount)
{
    // Only an idle connection: QPSQL may still own a result on it.
    if (!conn || PQstatus(conn) != CONNECTION_OK || PQtransactionStatus(conn) == PQTRANS_ACTIVE ||
        PQisBusy(conn))
        return nullptr;
    qsizetype statements = 0;
    for (const StatementRange& range : SqlText::splitStatements(statement))
        if (!SqlText::isBlank(QStringView(statement).mid(range.begin, range.length())))
            ++statements;
    if (statements != 1)
        return nullptr;
    std::unique_ptr<PostgresCursor> cursor(new PostgresCursor(conn));
    cursor->m_reportsCount = reportsCount;
    if (!PQsendQuery(conn, statement.toUtf8().constData())) {
        cursor->m_error = messageOf(conn, nullptr);
        cursor->m_done = true;
        return cursor;
    }
    PQsetSingleRowMode(conn);
    // Runs it now, as QPSQL does, so a failing or writing statement has done so on return.
    PGresult* first = PQgetResult(conn);
    if (first && (isRow(first) || PQresultStatus(first) == PGRES_TUPLES_OK)) {
        cursor->m_select = true;
        const int columns = PQnfields(first);
        cursor->m_cells.reserve(size_t(columns));
        for (int c = 0; c < columns; ++c) {
            cursor->m_names << QString::fromUtf8(PQfname(first, c));
            cursor->m_cells.push_back(cellOfType(PQftype(first, c)));
        }
    }
    if (first && isRow(first)) {
        cursor->m_row = first;
        cursor->m_pending = true;
    } else {
        cursor->settle(first);
    }
    return cursor;
}

PostgresCursor::PostgresCursor(PGconn* conn)
    : m_conn(conn)
{}

PostgresCursor::~PostgresCursor()
{
    finish();
}

PGresult* PostgresCursor::nextResult()
{
    if (!m_buffered.empty()) {
        PGresult* result = m_buffered.front();
        m_buffered.pop_front();
        return result;
    }
    return m_detached ? nullptr : PQgetResult(m_conn);
}

void PostgresCursor::settle(PGresult* result)
{
    m_done = true;
    switch (PQresultStatus(result)) {
    case PGRES_TUPLES_OK:
    case PGRES_EMPTY_QUERY:
        break;
    case PGRES_COMMAND_OK:
        if (m_reportsCount) {
            const char* count = PQcmdTuples(result);
            m_rowsAffected = count && *count ? QByteArray(count).toLongLong() : 0;
        }
        break;
    case PGRES_COPY_IN:
        PQputCopyEnd(m_conn, "COPY FROM STDIN is not supported here");
        break;
    case PGRES_COPY_OUT: {
        char* data = nullptr;
        while (PQgetCopyData(m_conn, &data, 0) > 0)
            PQfreemem(data);
        m_error = Tr::tr("COPY … TO STDOUT is not supported; COPY to a file on the server, or "
                         "run the query itself");
        break;
    }
    default:
        failWith(result);
        break;
    }
    PQclear(result);
    drain();
}

void PostgresCursor::failWith(PGresult* result)
{
    if (m_error.isEmpty())
        m_error = messageOf(m_conn, result);
}

void PostgresCursor::drain()
{
    for (PGresult* result : m_buffered) {
        if (PQresultStatus(result) == PGRES_FATAL_ERROR)
            failWith(result);
        PQclear(result);
    }
    m_buffered.clear();
    // Once buffered, the connection may be running the next statement: not ours to read.
    while (PGresult* result = m_detached ? nullptr : PQgetResult(m_conn)) {
        const ExecStatusType status = PQresultStatus(result);
        if (status == PGRES_FATAL_ERROR && m_error.isEmpty())
            failWith(result);
        else if (status == PGRES_COPY_IN)
            PQputCopyEnd(m_conn, "COPY FROM STDIN is not supported here");
        PQclear(result);
        if (status == PGRES_COPY_IN || status == PGRES_COPY_OUT || status == PGRES_COPY_BOTH)
            break; // nothing more can be read without the copy protocol
    }
}

bool PostgresCursor::next()
{
    if (m_pending) {
        m_pending = false;
        return true;
    }
    PQclear(m_row);
    m_row = nullptr;
    if (m_done)
        return false;
    PGresult* result = nextResult();
    if (result && isRow(result)) {
        m_row = result;
        return true;
    }
    if (!result) {
        m_done = true;
        return false;
    }
    settle(result);
    return false;
}

void PostgresCursor::readRow(RowBatch& batch)
{
    const int columns = std::min(int(m_cells.size()), batch.columnCount());
    for (int c = 0; c < columns; ++c) {
        if (PQgetisnull(m_row, 0, c)) {
            batch.appendNull();
            continue;
        }
        const char* text = PQgetvalue(m_row, 0, c);
        const int size = PQgetlength(m_row, 0, c);
        switch (m_cells[size_t(c)]) {
        case Cell::Integer: {
            qint64 v = 0;
            const auto r = std::from_chars(text, text + size, v);
            if (r.ec == std::errc() && r.ptr == text + size)
                batch.appendInteger(v);
            else
                batch.appendText(text, size);
            break;
        }
        case Cell::Bool:
            batch.appendBool(size > 0 && text[0] == 't');
            break;
        case Cell::Number:
            batch.appendNumber(text, size);
            break;
        case Cell::Blob: {
            size_t length = 0;
            unsigned char* bytes =
                PQunescapeBytea(reinterpret_cast<const unsigned char*>(text), &length);
            batch.appendBlob(reinterpret_cast<const char*>(bytes), qsizetype(length));
            PQfreemem(bytes);
            break;
        }
        case Cell::Text:
            batch.appendText(text, size);
            break;
        }
    }
    for (int c = columns; c < batch.columnCount(); ++c)
        batch.appendNull();
    batch.endRow();
}

QVariant PostgresCursor::value(int column) const
{
    if (!m_row || column < 0 || column >= int(m_cells.size()) || PQgetisnull(m_row, 0, column))
        return {};
    const char* text = PQgetvalue(m_row, 0, column);
    const int size = PQgetlength(m_row, 0, column);
    switch (m_cells[size_t(column)]) {
    case Cell::Integer:
        return QByteArray(text, size).toLongLong();
    case Cell::Bool:
        return size > 0 && text[0] == 't';
    case Cell::Number:
        return ExactNumber::variant(QString::fromUtf8(text, size));
    case Cell::Blob: {
        size_t length = 0;
        unsigned char* bytes =
            PQunescapeBytea(reinterpret_cast<const unsigned char*>(text), &length);
        const QByteArray blob(reinterpret_cast<const char*>(bytes), qsizetype(length));
        PQfreemem(bytes);
        return blob;
    }
    case Cell::Text:
        break;
    }
    return QString::fromUtf8(text, size);
}

void PostgresCursor::finish()
{
    m_pending = false;
    PQclear(m_row);
    m_row = nullptr;
    if (!m_done) {
        m_done = true;
        drain();
    }
}

void PostgresCursor::bufferRest()
{
    if (m_done || m_detached)
        return;
    m_detached = true;
    while (PGresult* result = PQgetResult(m_conn)) {
        m_buffered.push_back(result);
        const ExecStatusType status = PQresultStatus(result);
        if (status == PGRES_COPY_IN || status == PGRES_COPY_OUT || status == PGRES_COPY_BOTH)
            break;
    }
}

} // namespace nelumbo
