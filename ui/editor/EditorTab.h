#pragma once

#include "adapter/QueryLanguage.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/Result.h"
#include "export/ExportOptions.h"
#include "history/HistoryEntry.h"
#include "queries/SavedQuery.h"
#include "variables/VariableDefinition.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QSplitter;

namespace nelumbo {

class ExportDialog;
class FindBar;
class QueryEditor;
class ResultExport;
class ResultView;
class ResultsPane;
class VariableForm;

// One editor tab: the query text, its file, its own database session and its results.
class EditorTab : public QWidget
{
    Q_OBJECT
public:
    explicit EditorTab(QWidget* parent = nullptr);
    ~EditorTab() override;

    QueryEditor* editor() const { return m_editor; }
    FindBar* findBar() const { return m_findBar; }
    VariableForm* variableForm() const { return m_form; }
    // Definitions (widget, type, label, options…) for the query's variables; a variable
    // without one gets a text input.
    void setVariableDefinitions(const QList<VariableDefinition>& definitions);
    QList<VariableDefinition> variableDefinitions() const { return m_definitions; }
    // The query's variables as the AI gets them: stored definitions (name, type, …) with the
    // "value" in use when one is set.
    QJsonArray variablesInUse() const;
    ResultsPane* results() const { return m_results; }
    // The tab's own session (opened on first use), for adapter calls such as a plan.
    Connection* connection();

    // The database this tab runs against; the session reconnects on the next run.
    void setSource(const QString& sourceUrl, const QString& highlightingDefinition);

    // The saved query this tab shows (id 0: none). Its name is the tab's title, and a run on a
    // source of another query language than the query's is refused.
    void setSavedQuery(const SavedQuery& query);
    const SavedQuery& savedQuery() const { return m_savedQuery; }
    // The source's name for messages ("demo", a configured name); empty for an ad-hoc URL.
    void setSourceName(const QString& name) { m_sourceName = name; }

    QString filePath() const { return m_filePath; }
    QString title() const;
    bool isModified() const;
    void setModified(bool modified);
    Result<void> load(const QString& path);
    Result<void> saveTo(const QString& path);

    // Off by default; turning it on is the user's confirmed, per-session choice.
    void setWritesAllowed(bool allowed);
    bool writesAllowed() const { return m_writesAllowed; }

    bool isRunning() const { return !m_pending.isEmpty() || m_current; }
    void runCurrent(); // selection or statement under the cursor
    void runAll();
    void cancel();
    // File → Export Result…: asks how (ExportDialog, opened, not waited for), then runs the
    // current result's statement again with the form's values and writes its whole result.
    void exportResult();
    // Why the current result cannot be exported now; empty when it can.
    QString exportBlocker() const;
    ExportDialog* exportDialog() const;
    ResultExport* runningExport() const;

    // "12 rows · 3 ms" for the status bar.
    QString statusText() const { return m_status; }

    // The statement whose failure ended the last run (empty statement: it did not fail),
    // with the database's message and its range in the editor's text at that time.
    struct Failure
    {
        QString statement;
        QString message;
        QString modelMessage; // the English copy of our own refusals, for the assistant
        StatementRange range;
    };
    const Failure& lastFailure() const { return m_failure; }

Q_SIGNALS:
    void titleChanged();
    void runningChanged(bool running);
    void statusChanged(const QString& text);
    // The first result set of a run has rows to show, or the run ended.
    void resultShown();
    // A statement failed in the database (not cancelled, not refused by the template);
    // lastFailure() tells which.
    void runFailed();
    // A statement reached the database and ended (done, failed or cancelled): the query
    // history's record of it.
    void statementEnded(const nelumbo::HistoryEntry& entry);
    // Whether the current result can be exported changed (exportBlocker()).
    void exportAvailabilityChanged();
    // An export ended: written (rows to path), failed or cancelled.
    void exportFinished(const nelumbo::Result<void>& outcome, qint64 rows, const QString& path);
    // A statement failed because the source's server went away.
    void connectionLost(const nelumbo::Error& error);

private:
    struct Pending
    {
        QString text;
        StatementRange range; // in the editor's text, for error marks
    };
    void run(const QList<Pending>& statements);
    // The template text compiled with the form's values, as the session binds it.
    Result<CompiledStatement> compile(const QString& text);
    // Runs view's statement again ordered by its column; the new rows replace its own.
    void sortInDatabase(ResultView* view, int column, bool descending);
    void ensureConnection();
    void startNext();
    void onHandleDone(QueryHandle* handle, bool failed);
    // A result whose rows were still being fetched after its run ended failed.
    void onLateFailure(QueryHandle* handle, int number);
    void finishRun(const QString& status);
    void updateStatus(QueryHandle* handle);
    void reportEnded(QueryHandle* handle, bool failed);
    void updateVariables();
    void startExport(const QString& statement, const ExportOptions& options, const QString& path);
    void onExportFinished(const Result<void>& outcome, qint64 rows, const QString& path);
    void updateExportAvailability();
    // A tab from a saved query runs only on a source of the query's language.
    Result<void> checkSavedLanguage() const;

    void loadOptions(const QString& query, QObject* context,
                     std::function<void(Result<QList<VariableDefinition::Option>>)> done);

    QueryEditor* m_editor;
    FindBar* m_findBar;
    VariableForm* m_form;
    QTimer* m_variableTimer;
    QList<VariableDefinition> m_definitions;
    const QueryLanguage* m_language = &QueryLanguage::standard();
    bool m_lastRunWasAll = false;
    bool m_writesAllowed = false;
    ResultsPane* m_results;
    QSplitter* m_splitter;
    QString m_filePath;
    SavedQuery m_savedQuery;
    QString m_sourceName;
    QString m_sourceUrl;
    QPointer<Connection> m_connection;
    QList<Pending> m_pending;
    QPointer<QueryHandle> m_current;
    Pending m_currentStatement;
    int m_resultNumber = 0;
    int m_statementsRun = 0;
    QElapsedTimer m_runTimer;
    QElapsedTimer m_statementTimer;
    QDateTime m_statementStarted;
    QString m_status;
    Failure m_failure;
    QPointer<ExportDialog> m_exportDialog;
    QPointer<ResultExport> m_export;
};

} // namespace nelumbo
