#pragma once

#include "adapter/QueryLanguage.h"
#include "core/Result.h"
#include "core/RowBatch.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace nelumbo {

class Connection;
class QueryHandle;
class ResultPrinter;

// One statement of a script, with where it starts for error messages.
struct ScriptStatement
{
    QString text;
    int number = 0; // 1-based
    int line = 0;   // 1-based line of its first token
};

// Runs a script's statements in order on an open Connection and streams each result to a
// ResultPrinter batch by batch, so no result has to fit in memory. Stops at the first
// failing statement.
class ScriptRunner : public QObject
{
    Q_OBJECT
public:
    // The script split by the source's language.
    static QList<ScriptStatement> split(const QString& script, const QueryLanguage& language);

    // maxRows: rows printed per statement at most; 0 means no limit.
    ScriptRunner(Connection& connection, ResultPrinter& printer, qint64 maxRows,
                 QObject* parent = nullptr);
    ~ScriptRunner() override;

    // Values for {{placeholders}}; template statements are compiled by the connection's
    // language.
    void setVariables(const QVariantMap& values);
    void start(const QList<ScriptStatement>& statements);
    // Interrupts the running statement; finished() follows with the error code "cancelled"
    // once the statement confirms it, and no more output reaches the printer.
    void cancel();

    // After a "statement_failed" finish: the statement that failed, as written, and the
    // database's message about it (English, for the model).
    QString failedStatement() const { return m_failedStatement; }
    QString failureMessage() const { return m_failureMessage; }

Q_SIGNALS:
    // Success, or the error that stopped the script ("statement_failed", "cancelled").
    void finished(const nelumbo::Result<void>& outcome);
    // A statement reached the database and ended (the query history's record): rows read or
    // changed (-1 unknown), and the error when it failed or was cancelled (empty: success).
    void statementEnded(const QString& statement, const QDateTime& started, qint64 durationMs,
                        qint64 rows, const QString& error);

private:
    void runNext();
    void onColumns(const QStringList& names);
    void onRows(const RowBatch& batch);
    void onFinished();
    void onFailed(const Error& error);
    int nextBatchSize(int preferred) const;
    enum class Stop
    {
        CloseCursor,
        Interrupt
    };
    void dropHandle(Stop stop);
    void complete(const Result<void>& outcome);
    void reportEnded(qint64 rows, const QString& error);

    Connection& m_connection;
    ResultPrinter& m_printer;
    const qint64 m_maxRows;
    QList<ScriptStatement> m_statements;
    qsizetype m_index = -1;
    QPointer<QueryHandle> m_handle;
    qint64 m_printed = 0; // rows of the current result handed to the printer
    bool m_done = false;
    bool m_cancelling = false; // cancel() waits for the statement to confirm
    QVariantMap m_variables;
    QString m_failedStatement;
    QString m_failureMessage;
    QDateTime m_started; // of the current statement
    QElapsedTimer m_timer;
    bool m_reported = true; // the current statement's end was reported
};

} // namespace nelumbo
