#include "ScriptRunner.h"

#include "ResultPrinter.h"
#include "VariableArguments.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/ErrorCodes.h"

#include <algorithm>

namespace nelumbo {

namespace {
const QString kCancelled = QStringLiteral("cancelled");

// Where the statement's first token is: leading comments usually describe the statement,
// but an error message should point at the statement itself.
qsizetype firstToken(QStringView text, qsizetype begin, qsizetype end)
{
    qsizetype i = begin;
    while (i < end) {
        if (text[i].isSpace()) {
            ++i;
        } else if (text.sliced(i).startsWith(QLatin1String("--"))) {
            const qsizetype eol = text.indexOf(QLatin1Char('\n'), i);
            i = eol < 0 || eol > end ? end : eol + 1;
        } else if (text.sliced(i).startsWith(QLatin1String("/*"))) {
            const qsizetype close = text.indexOf(u"*/", i + 2);
            i = close < 0 || close + 2 > end ? end : close + 2;
        } else {
            return i;
        }
    }
    return begin;
}
} // namespace

QList<ScriptStatement> ScriptRunner::split(const QString& script, const QueryLanguage& language)
{
    QList<ScriptStatement> statements;
    int line = 1;
    qsizetype counted = 0; // line breaks are counted up to here
    for (const StatementRange& range : language.split(script)) {
        const qsizetype token = firstToken(script, range.begin, range.end);
        line += int(QStringView(script).mid(counted, token - counted).count(QLatin1Char('\n')));
        counted = token;
        statements.append(
            {script.mid(range.begin, range.length()), int(statements.size()) + 1, line});
    }
    return statements;
}

ScriptRunner::ScriptRunner(Connection& connection, ResultPrinter& printer, qint64 maxRows,
                           QObject* parent)
    : QObject(parent)
    , m_connection(connection)
    , m_printer(printer)
    , m_maxRows(maxRows)
{}

ScriptRunner::~ScriptRunner()
{
    dropHandle(Stop::Interrupt);
}

void ScriptRunner::start(const QList<ScriptStatement>& statements)
{
    m_statements = statements;
    m_index = -1;
    m_printer.beginScript(int(m_statements.size()));
    runNext();
}

void ScriptRunner::cancel()
{
    if (m_done || m_cancelling)
        return;
    m_cancelling = true;
    if (!m_handle) {
        complete(Error{kCancelled, tr("Cancelled")});
        return;
    }
    // The handle confirms with failed("cancelled"), which ends the script in onFailed().
    m_handle->cancel();
}

int ScriptRunner::nextBatchSize(int preferred) const
{
    if (m_maxRows <= 0)
        return preferred;
    // One row beyond the limit tells whether more rows exist.
    const qint64 left = m_maxRows - m_printed;
    return left >= preferred ? preferred : int(left) + 1;
}

void ScriptRunner::setVariables(const QVariantMap& values)
{
    m_variables = values;
}

void ScriptRunner::runNext()
{
    if (++m_index >= m_statements.size()) {
        complete({});
        return;
    }
    m_printed = 0;
    QString sql = m_statements.at(m_index).text;
    QVariantList params;
    if (sql.contains(QLatin1String("{{")) || sql.contains(QLatin1String("[["))) {
        auto compiled = m_connection.adapter()->language().compileTemplate(
            sql, m_variables, VariableArguments::listDefinitions(m_variables));
        if (!compiled) {
            onFailed(compiled.error());
            return;
        }
        sql = compiled->sql;
        params = compiled->params;
    }
    m_started = QDateTime::currentDateTimeUtc();
    m_timer.start();
    m_reported = false;
    m_handle = m_connection.execute(sql, params, nextBatchSize(Connection::kFirstBatch));
    connect(m_handle, &QueryHandle::columnsReady, this, &ScriptRunner::onColumns);
    connect(m_handle, &QueryHandle::rowsReady, this, &ScriptRunner::onRows);
    connect(m_handle, &QueryHandle::finished, this, &ScriptRunner::onFinished);
    connect(m_handle, &QueryHandle::failed, this, &ScriptRunner::onFailed);
}

void ScriptRunner::onColumns(const QStringList& names)
{
    if (!m_cancelling)
        m_printer.beginResult(names);
}

void ScriptRunner::onRows(const RowBatch& batch)
{
    const int rowCount = batch.rowCount();
    if (m_cancelling)
        return; // rows read before the cancel: its confirmation follows
    int shown = rowCount;
    if (m_maxRows > 0)
        shown = int(std::min<qint64>(rowCount, m_maxRows - m_printed));
    m_printed += shown;
    // The worker reads the next batch while this one is written.
    if (shown == rowCount && m_handle->hasMore())
        m_handle->fetchMore(nextBatchSize(Connection::kBatch));
    if (shown > 0)
        m_printer.addRows(batch, shown);

    if (shown < rowCount) {
        // The limit is reached and more rows exist: stop the statement, keep the script going.
        m_printer.endResult(true);
        reportEnded(m_printed, {});
        dropHandle(Stop::CloseCursor);
        runNext();
        return;
    }
}

void ScriptRunner::onFinished()
{
    reportEnded(m_handle->hasResultSet() ? m_handle->rowsFetched() : m_handle->rowsAffected(), {});
    if (m_cancelling) {
        // The statement ended before the cancel reached it: run nothing more.
        dropHandle(Stop::CloseCursor);
        complete(Error{kCancelled, tr("Cancelled")});
        return;
    }
    if (m_handle->hasResultSet())
        m_printer.endResult(false);
    else
        m_printer.statementDone(m_handle->rowsAffected());
    dropHandle(Stop::CloseCursor);
    runNext();
}

void ScriptRunner::onFailed(const Error& error)
{
    if (m_handle) // not a template that failed to compile: it reached the database
        reportEnded(m_handle->rowsFetched() > 0 ? m_handle->rowsFetched() : -1, error.message);
    dropHandle(Stop::CloseCursor);
    if (error.code == kCancelled || m_cancelling) {
        complete(Error{kCancelled, tr("Cancelled")});
        return;
    }
    const ScriptStatement& statement = m_statements.at(m_index);
    m_failedStatement = statement.text;
    m_failureMessage = error.forModel();
    QString message = error.message;
    // Refused by read-only mode (not by the database), which the refusal already names: say
    // how to allow it.
    if (m_connection.isReadOnly() &&
        m_connection.adapter()->language().checkReadOnly(statement.text).code == error.code &&
        error.code != ErrorCode::MultipleStatements)
        message += tr("; run with --write to allow changes");
    complete(Error{
        ErrorCode::StatementFailed,
        tr("statement %1 (line %2): %3").arg(statement.number).arg(statement.line).arg(message)});
}

void ScriptRunner::dropHandle(Stop stop)
{
    if (!m_handle)
        return;
    QueryHandle* handle = m_handle;
    m_handle = nullptr;
    disconnect(handle, nullptr, this, nullptr);
    // An idle handle holds an open cursor, which cancel() closes at once. Cancelling a busy
    // one interrupts the database, which is wrong when it only waits for its final message.
    if (stop == Stop::Interrupt || handle->state() == QueryHandle::State::Idle)
        handle->cancel();
    handle->deleteLater();
}

void ScriptRunner::reportEnded(qint64 rows, const QString& error)
{
    if (m_reported)
        return;
    m_reported = true;
    Q_EMIT statementEnded(m_statements.at(m_index).text, m_started, m_timer.elapsed(), rows, error);
}

void ScriptRunner::complete(const Result<void>& outcome)
{
    if (m_done)
        return;
    m_done = true;
    m_printer.endScript(outcome.ok());
    Q_EMIT finished(outcome);
}

} // namespace nelumbo
