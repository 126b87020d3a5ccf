#pragma once

#include "adapter/BatchCursor.h"
#include "adapter/Session.h"

struct sqlite3;
struct sqlite3_stmt;

namespace nelumbo {

// A statement run on QSQLITE's own sqlite3 handle, its cells read with sqlite3_column_*
// straight into a RowBatch (QSQLITE makes a QVariant of every cell of every row it steps).
// Reals keep SQLite's own text ("7919.0"), as the sqlite3 shell writes them.
class SqliteCursor final : public RowCursor, public BatchCursor
{
public:
    // Null when the text is not one statement this cursor runs (empty, or several): the
    // Qt driver's query then runs it and reports what it says.
    static std::unique_ptr<SqliteCursor> open(sqlite3* db, const QString& statement,
                                              bool reportsCount);
    ~SqliteCursor() override;
    // A REAL as SQLite writes it (RowBatch::RealWriter).
    static int writeReal(char* buf, double value);

    QString error() const override { return m_error; }
    bool isSelect() const override { return m_columns > 0; }
    QStringList columnNames() const override;
    qint64 rowsAffected() const override { return m_rowsAffected; }
    bool next() override;
    QVariant value(int column) const override;
    void readRow(RowBatch& batch) override;
    void finish() override;

private:
    SqliteCursor(sqlite3* db, sqlite3_stmt* stmt);
    void step();

    sqlite3* m_db;
    sqlite3_stmt* m_stmt;
    int m_columns = 0;
    bool m_pending = false; // the first row, stepped to when the statement ran
    bool m_done = false;
    qint64 m_rowsAffected = -1;
    QString m_error;
};

} // namespace nelumbo
