#pragma once

#include "adapter/BatchCursor.h"
#include "adapter/Session.h"

#include <deque>
#include <vector>

struct pg_conn;
struct pg_result;

namespace nelumbo {

// One statement run on QPSQL's own libpq connection in single-row mode, each cell read from
// libpq's text straight into a RowBatch (QPSQL makes a QVariant of every cell). Numbers of
// every kind keep the server's text (float8 "0.1", "1e+20", "NaN"), as psql prints them.
class PostgresCursor final : public RowCursor, public BatchCursor
{
public:
    // Null when the text is not one statement this cursor runs (empty, or several): the
    // Qt driver's query then runs it and reports what it says.
    static std::unique_ptr<PostgresCursor> open(pg_conn* conn, const QString& statement,
                                                bool reportsCount);
    ~PostgresCursor() override;

    QString error() const override { return m_error; }
    bool isSelect() const override { return m_select; }
    QStringList columnNames() const override { return m_names; }
    qint64 rowsAffected() const override { return m_rowsAffected; }
    bool next() override;
    QVariant value(int column) const override;
    void readRow(RowBatch& batch) override;
    void finish() override;
    void bufferRest() override;

    // How a column's text becomes a cell.
    enum class Cell : quint8
    {
        Integer, // int2, int4, int8, oid
        Bool,
        Number, // float4, float8, numeric: the server's text, as ExactNumber
        Blob,   // bytea, unescaped
        Text
    };

private:
    explicit PostgresCursor(pg_conn* conn);
    // The next result from the buffer or the server.
    pg_result* nextResult();
    // Takes a result that is not a row: the end of the rows, a command's or an error.
    void settle(pg_result* result);
    void drain();
    void failWith(pg_result* result);

    pg_conn* m_conn;
    pg_result* m_row = nullptr; // the single-row result the cursor is on
    std::deque<pg_result*> m_buffered;
    std::vector<Cell> m_cells;
    QStringList m_names;
    QString m_error;
    qint64 m_rowsAffected = -1;
    bool m_select = false;
    bool m_pending = false; // m_row is the first row, not yet returned by next()
    bool m_done = false;
    bool m_reportsCount = false;
    bool m_detached = false; // bufferRest() read the rest: the connection is no longer ours
};

} // namespace nelumbo
