#include "SqliteCursor.h"

#include <cstring>
#include <sqlite3.h>

namespace nelumbo {

std::unique_ptr<SqliteCursor> SqliteCursor::open(sqlite3* db, const QString& statement,
                                                 bool reportsCount)
{
    if (!db)
        return nullptr;
    const QByteArray sql = statement.toUtf8();
    sqlite3_stmt* stmt = nullptr;
    const char* tail = nullptr;
    const int rc = sqlite3_prepare_v2(db, sql.constData(), int(sql.size()), &stmt, &tail);
    const bool rest =
        tail && QByteArrayView(tail, sql.constData() + sql.size() - tail).trimmed().size() > 0;
    if (rc == SQLITE_OK && (!stmt || rest)) {
        sqlite3_finalize(stmt);
        return nullptr;
    }
    std::unique_ptr<SqliteCursor> cursor(new SqliteCursor(db, stmt));
    if (rc != SQLITE_OK) {
        cursor->m_error = QString::fromUtf8(sqlite3_errmsg(db));
        return cursor;
    }
    // Runs it now, as QSQLITE does, so a failing or writing statement has done so on return.
    cursor->step();
    cursor->m_pending = !cursor->m_done;
    if (reportsCount && cursor->m_error.isEmpty())
        cursor->m_rowsAffected = sqlite3_changes(db);
    return cursor;
}

SqliteCursor::SqliteCursor(sqlite3* db, sqlite3_stmt* stmt)
    : m_db(db)
    , m_stmt(stmt)
    , m_columns(stmt ? sqlite3_column_count(stmt) : 0)
{}

SqliteCursor::~SqliteCursor()
{
    sqlite3_finalize(m_stmt);
}

void SqliteCursor::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return;
    m_done = true;
    if (rc != SQLITE_DONE)
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
}

QStringList SqliteCursor::columnNames() const
{
    QStringList names;
    names.reserve(m_columns);
    for (int i = 0; i < m_columns; ++i)
        names << QString::fromUtf8(sqlite3_column_name(m_stmt, i));
    return names;
}

bool SqliteCursor::next()
{
    if (m_pending) {
        m_pending = false;
        return true;
    }
    if (m_done || !m_stmt)
        return false;
    step();
    return !m_done;
}

QVariant SqliteCursor::value(int column) const
{
    switch (sqlite3_column_type(m_stmt, column)) {
    case SQLITE_INTEGER:
        return QVariant(qint64(sqlite3_column_int64(m_stmt, column)));
    case SQLITE_FLOAT:
        return QVariant(sqlite3_column_double(m_stmt, column));
    case SQLITE_BLOB: {
        const char* data = static_cast<const char*>(sqlite3_column_blob(m_stmt, column));
        return QByteArray(data, sqlite3_column_bytes(m_stmt, column));
    }
    case SQLITE_NULL:
        return {};
    default: {
        const char* text = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
        return QString::fromUtf8(text, sqlite3_column_bytes(m_stmt, column));
    }
    }
}

int SqliteCursor::writeReal(char* buf, double value)
{
    // What sqlite3_column_text() and the sqlite3 shell write for a REAL; the digits changed
    // between SQLite releases (3.43), so the library in use writes them.
    sqlite3_snprintf(64, buf, "%!.15g", value);
    return int(std::strlen(buf));
}

void SqliteCursor::readRow(RowBatch& batch)
{
    batch.setRealFormat(RowBatch::RealFormat::Digits15);
    batch.setRealWriter(&SqliteCursor::writeReal);
    const int columns = std::min(m_columns, batch.columnCount());
    for (int c = 0; c < columns; ++c) {
        switch (sqlite3_column_type(m_stmt, c)) {
        case SQLITE_INTEGER:
            batch.appendInteger(sqlite3_column_int64(m_stmt, c));
            break;
        case SQLITE_FLOAT:
            batch.appendReal(sqlite3_column_double(m_stmt, c));
            break;
        case SQLITE_NULL:
            batch.appendNull();
            break;
        case SQLITE_BLOB: {
            const char* data = static_cast<const char*>(sqlite3_column_blob(m_stmt, c));
            batch.appendBlob(data, sqlite3_column_bytes(m_stmt, c));
            break;
        }
        default: {
            const char* text = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, c));
            batch.appendText(text, sqlite3_column_bytes(m_stmt, c));
        }
        }
    }
    batch.endRow();
}

void SqliteCursor::finish()
{
    m_pending = false;
    m_done = true;
    if (m_stmt)
        sqlite3_reset(m_stmt);
}

} // namespace nelumbo
