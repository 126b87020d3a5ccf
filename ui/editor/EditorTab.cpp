#include "editor/EditorTab.h"

#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "adapter/SourceUrl.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/ErrorCodes.h"
#include "editor/FindBar.h"
#include "editor/QueryEditor.h"
#include "i18n/UiLanguage.h"
#include "queries/SavedQueryStore.h"
#include "queries/VariableForm.h"
#include "results/ExportDialog.h"
#include "results/ResultExport.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"
#include "results/ResultsPane.h"
#include "variables/VariableCaster.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocale>
#include <QMessageBox>
#include <QSaveFile>
#include <QSplitter>
#include <QVBoxLayout>

namespace nelumbo {

namespace {
QString formatElapsed(qint64 ns)
{
    const double ms = double(ns) / 1e6;
    if (ms < 1000)
        //: A duration in milliseconds
        return EditorTab::tr("%1 ms").arg(QLocale().toString(ms, 'f', ms < 10 ? 1 : 0));
    //: A duration in seconds
    return EditorTab::tr("%1 s").arg(QLocale().toString(ms / 1000, 'f', 2));
}

QString rowCount(qint64 n)
{
    return EditorTab::tr("%1 rows", nullptr, UiLanguage::pluralCount(n)).arg(QLocale().toString(n));
}
} // namespace

EditorTab::EditorTab(QWidget* parent)
    : QWidget(parent)
    , m_editor(new QueryEditor(this))
    , m_findBar(new FindBar(m_editor, this))
    , m_form(new VariableForm(this))
    , m_variableTimer(new QTimer(this))
    , m_results(new ResultsPane(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
{
    auto* top = new QWidget(m_splitter);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(0);
    topLayout->addWidget(m_editor, 1);
    topLayout->addWidget(m_findBar);
    topLayout->addWidget(m_form);
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_results);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({420, 320});
    m_splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
    setFocusProxy(m_editor);

    connect(m_editor, &QsciScintilla::modificationChanged, this, &EditorTab::titleChanged);
    // Re-reading the variables on every key would rebuild the form mid-word; wait a moment.
    m_variableTimer->setSingleShot(true);
    m_variableTimer->setInterval(250);
    connect(m_variableTimer, &QTimer::timeout, this, &EditorTab::updateVariables);
    connect(m_editor, &QsciScintilla::textChanged, m_variableTimer, qOverload<>(&QTimer::start));
    connect(m_form, &VariableForm::runRequested, this, [this] {
        if (m_lastRunWasAll)
            runAll();
        else
            runCurrent();
    });
    m_form->setOptionsLoader([this](const QString& query, QObject* context, auto done) {
        loadOptions(query, context, std::move(done));
    });
    connect(m_results, &ResultsPane::currentResultChanged, this, [this] {
        if (ResultModel* model = m_results->currentModel())
            updateStatus(model->handle());
    });
    m_results->setLanguage(m_language);
    connect(m_results, &ResultsPane::gridChanged, this, [this] {
        if (ResultModel* model = m_results->currentModel(); model && !m_current)
            updateStatus(model->handle());
    });
    connect(m_results, &ResultsPane::sortInDatabaseRequested, this, &EditorTab::sortInDatabase);
    connect(m_results, &ResultsPane::exportRequested, this, &EditorTab::exportResult);
    connect(m_results, &ResultsPane::currentResultChanged, this,
            &EditorTab::updateExportAvailability);
    updateExportAvailability();
}

EditorTab::~EditorTab() = default;

QJsonArray EditorTab::variablesInUse() const
{
    const QVariantMap values = m_form->values();
    QJsonArray out;
    for (const VariableDefinition& d : m_form->definitions()) {
        QJsonObject o = QJsonObject::fromVariantMap(d.toMap());
        if (values.contains(d.name))
            o.insert(QStringLiteral("value"), QJsonValue::fromVariant(values.value(d.name)));
        out.append(o);
    }
    return out;
}

void EditorTab::setVariableDefinitions(const QList<VariableDefinition>& definitions)
{
    m_definitions = definitions;
    updateVariables();
}

void EditorTab::updateVariables()
{
    const QString text = m_editor->text();
    m_form->setVariables(m_language->variableNames(text), m_definitions);
    const auto placeholders = m_language->checkPlaceholders(text);
    m_form->setWarning(placeholders ? QString() : placeholders.error().message);
}

void EditorTab::loadOptions(const QString& query, QObject* context,
                            std::function<void(Result<QList<VariableDefinition::Option>>)> done)
{
    ensureConnection();
    QueryHandle* h = m_connection->execute(query, 1000);
    auto options = std::make_shared<QList<VariableDefinition::Option>>();
    connect(h, &QueryHandle::rowsReady, context, [options, h](const RowBatch& batch) {
        const int columns = batch.columnCount();
        for (int r = 0; r < batch.rowCount() && columns > 0; ++r) {
            const QString value = batch.value(r, 0).toString();
            const QString label = columns > 1 ? batch.value(r, 1).toString() : value;
            options->append({value, label});
        }
        if (h->hasMore())
            h->cancel(); // a select list of more than 1,000 entries is not a select list
    });
    connect(h, &QueryHandle::finished, context, [options, done, h] {
        done(*options);
        h->deleteLater();
    });
    connect(h, &QueryHandle::failed, context, [options, done, h](const Error& e) {
        if (e.code == ErrorCode::Cancelled && !options->isEmpty())
            done(*options);
        else
            done(e);
        h->deleteLater();
    });
}

void EditorTab::setSource(const QString& sourceUrl, const QString& highlightingDefinition)
{
    const auto url = SourceUrl::parse(sourceUrl);
    const DatabaseAdapter* adapter = url ? AdapterRegistry::forScheme(url->scheme) : nullptr;
    const QueryLanguage& language = adapter ? adapter->language() : QueryLanguage::standard();
    if (&language != m_language) {
        m_language = &language;
        m_results->setLanguage(m_language);
        m_editor->setLanguage(language);
        updateVariables();
    }
    if (m_editor->highlightingDefinition() != highlightingDefinition)
        m_editor->setHighlightingDefinition(highlightingDefinition);
    if (sourceUrl == m_sourceUrl)
        return;
    m_sourceUrl = sourceUrl;
    if (m_connection) {
        cancel();
        m_connection->deleteLater(); // the results shown keep their rows; the session goes
        m_connection = nullptr;
        if (m_current) {
            // The session goes with the statement's answer, so the run ends here, and
            // whatever the old session still says about it changes nothing.
            disconnect(m_current, nullptr, this, nullptr);
            m_current = nullptr;
            //: %1 is the number of the statement in the run, %2 a duration
            m_results->appendMessage(tr("Statement %1 cancelled after %2")
                                         .arg(m_statementsRun)
                                         .arg(formatElapsed(m_runTimer.nsecsElapsed())));
            finishRun(tr("Cancelled"));
        }
    }
}

void EditorTab::setSavedQuery(const SavedQuery& query)
{
    m_savedQuery = query;
    Q_EMIT titleChanged();
}

QString EditorTab::title() const
{
    const QString name = m_savedQuery.id != 0   ? m_savedQuery.name
                         : m_filePath.isEmpty() ? tr("Untitled")
                                                : QFileInfo(m_filePath).fileName();
    return isModified() ? name + QLatin1Char('*') : name;
}

bool EditorTab::isModified() const
{
    return m_editor->isModified();
}

void EditorTab::setModified(bool modified)
{
    m_editor->setModified(modified);
}

Result<void> EditorTab::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::FileOpenFailed,
                     tr("Cannot open %1: %2").arg(path, file.errorString())};
    m_editor->setText(QString::fromUtf8(file.readAll()));
    m_editor->setCursorPosition(0, 0); // QScintilla versions differ on where setText leaves it
    m_editor->setModified(false);
    m_filePath = QFileInfo(path).absoluteFilePath();
    Q_EMIT titleChanged();
    return {};
}

Result<void> EditorTab::saveTo(const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error{ErrorCode::FileSaveFailed,
                     tr("Cannot save %1: %2").arg(path, file.errorString())};
    }
    file.write(m_editor->text().toUtf8());
    if (!file.commit())
        return Error{ErrorCode::FileSaveFailed,
                     tr("Cannot save %1: %2").arg(path, file.errorString())};
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_editor->setModified(false);
    Q_EMIT titleChanged();
    return {};
}

void EditorTab::runCurrent()
{
    m_lastRunWasAll = false;
    StatementRange range;
    const QString text = m_editor->statementToRun(&range);
    QList<Pending> statements;
    // A selection may hold several statements; each runs in turn.
    for (const StatementRange& r : m_language->split(text))
        statements << Pending{text.mid(r.begin, r.length()),
                              {range.begin + r.begin, range.begin + r.end}};
    run(statements);
}

void EditorTab::runAll()
{
    m_lastRunWasAll = true;
    const QString text = m_editor->text();
    QList<Pending> statements;
    for (const StatementRange& r : m_language->split(text))
        statements << Pending{text.mid(r.begin, r.length()), r};
    run(statements);
}

void EditorTab::setWritesAllowed(bool allowed)
{
    m_writesAllowed = allowed;
    if (m_connection)
        m_connection->setReadOnly(!allowed);
}

Connection* EditorTab::connection()
{
    ensureConnection();
    return m_connection;
}

void EditorTab::ensureConnection()
{
    if (m_connection)
        return;
    m_connection = new Connection(this);
    m_connection->setReadOnly(!m_writesAllowed);
    connect(m_connection, &Connection::openFailed, this, [this](const Error& e) {
        m_results->appendMessage(tr("Cannot open the database: %1").arg(e.message), true);
    });
    m_connection->open(m_sourceUrl);
    // The source's visibility rules: statements reading a hidden table are refused.
    if (auto r = m_connection->applySourceVisibility(m_sourceName); !r)
        m_results->appendMessage(r.error().message, true);
}

void EditorTab::run(const QList<Pending>& statements)
{
    if (isRunning())
        return;
    m_editor->clearErrorMarks();
    if (auto language = checkSavedLanguage(); !language) {
        m_results->clear();
        m_results->appendMessage(language.error().message, true);
        m_results->showMessages();
        m_status = tr("Error: %1").arg(language.error().message);
        Q_EMIT statusChanged(m_status);
        return;
    }
    if (statements.isEmpty()) {
        m_status = tr("Nothing to run");
        Q_EMIT statusChanged(m_status);
        return;
    }
    if (m_connection) {
        // Drop the previous run's unfetched rows before starting over.
        const auto old =
            m_connection->findChildren<QueryHandle*>(QString(), Qt::FindDirectChildrenOnly);
        for (QueryHandle* h : old) {
            if (h->state() == QueryHandle::State::Idle)
                h->cancel(); // closes its cursor before the next statement reaches the session
            h->deleteLater();
        }
    }
    m_results->clear();
    updateExportAvailability();
    m_failure = {};
    m_pending = statements;
    m_resultNumber = 0;
    m_statementsRun = 0;
    m_runTimer.start();
    m_status = tr("Running…");
    Q_EMIT statusChanged(m_status);
    Q_EMIT runningChanged(true);
    startNext();
}

Result<void> EditorTab::checkSavedLanguage() const
{
    if (m_savedQuery.id == 0 || m_savedQuery.queryLanguage.isEmpty())
        return {};
    const auto url = SourceUrl::parse(m_sourceUrl);
    const DatabaseAdapter* adapter = url ? AdapterRegistry::forScheme(url->scheme) : nullptr;
    const QString shown = !m_sourceName.isEmpty() ? m_sourceName
                          : url                   ? url->redacted()
                                                  : SourceUrl::redact(m_sourceUrl);
    return SavedQueryStore::checkLanguage(m_savedQuery, shown,
                                          adapter ? adapter->queryLanguage() : QString());
}

void EditorTab::startNext()
{
    if (m_pending.isEmpty()) {
        finishRun(m_status);
        return;
    }
    m_currentStatement = m_pending.takeFirst();
    ++m_statementsRun;
    ensureConnection();
    // Template statements are compiled with the form's values, which are bound, not spliced.
    auto compiled = compile(m_currentStatement.text);
    if (!compiled) {
        m_pending.clear();
        //: %1 is the number of the statement in the run, %2 why it did not run
        m_results->appendMessage(
            tr("Statement %1 not run: %2").arg(m_statementsRun).arg(compiled.error().message),
            true);
        m_results->showMessages();
        m_editor->markError(m_currentStatement.range);
        finishRun(tr("Error: %1").arg(compiled.error().message));
        return;
    }
    const QString sql = compiled->sql;
    const QVariantList params = compiled->params;
    m_statementStarted = QDateTime::currentDateTimeUtc();
    m_statementTimer.start();
    QueryHandle* h = m_connection->execute(sql, params);
    m_current = h;
    connect(h, &QueryHandle::columnsReady, this, [this, h] {
        ++m_resultNumber;
        //: The title of the results of one statement; %1 counts them in a run
        m_results->addResult(h, tr("Result %1").arg(m_resultNumber), m_currentStatement.text);
    });
    connect(h, &QueryHandle::rowsReady, this, [this, h] {
        if (ResultModel* model = m_results->currentModel(); model && model->handle() == h)
            updateStatus(h);
        if (h == m_current && h->hasMore())
            onHandleDone(h, false); // the rest is fetched as the grid scrolls
    });
    connect(h, &QueryHandle::finished, this, [this, h] {
        if (ResultModel* model = m_results->currentModel(); model && model->handle() == h)
            updateStatus(h);
        onHandleDone(h, false);
    });
    connect(h, &QueryHandle::failed, this, [this, h, number = m_statementsRun] {
        if (h == m_current)
            onHandleDone(h, true);
        else
            onLateFailure(h, number);
    });
}

Result<CompiledStatement> EditorTab::compile(const QString& text)
{
    if (!text.contains(QLatin1String("{{")) && !text.contains(QLatin1String("[[")))
        return CompiledStatement{text, {}};
    m_variableTimer->stop();
    updateVariables();
    // Bound by the same rule as nelumbo-cli's --var (numeric text as the adapter wants).
    const auto url = SourceUrl::parse(m_sourceUrl);
    const DatabaseAdapter* adapter = url ? AdapterRegistry::forScheme(url->scheme) : nullptr;
    const QVariantMap values =
        adapter ? VariableCaster::bindable(
                      m_form->values(),
                      [adapter](const QString& value) { return adapter->untypedValue(value); },
                      m_form->definitions())
                : m_form->values();
    return m_language->compileTemplate(text, values, m_form->definitions());
}

void EditorTab::sortInDatabase(ResultView* view, int column, bool descending)
{
    ResultModel* model = view ? view->resultModel() : nullptr;
    if (!model || isRunning())
        return;
    const QString name = model->columnNames().value(column);
    auto sorted = m_language->orderedBy(view->statement(), name, descending);
    auto compiled = sorted ? compile(*sorted) : Result<CompiledStatement>(sorted.error());
    if (!compiled) {
        m_results->appendMessage(
            //: %1 is why the statement could not be sorted in the database
            tr("Not sorted in the database: %1").arg(compiled.error().message), true);
        return;
    }
    ensureConnection();
    QPointer<QueryHandle> old = model->handle();
    QueryHandle* h = m_connection->execute(compiled->sql, compiled->params);
    model->setHandle(h); // the same grid, its columns as they were
    if (old) {
        if (old->state() == QueryHandle::State::Idle)
            old->cancel();
        old->deleteLater();
    }
    m_status = tr("Running…");
    Q_EMIT statusChanged(m_status);
    QPointer<ResultView> target = view;
    connect(h, &QueryHandle::columnsReady, this, [target, name, descending] {
        if (target)
            target->setDatabaseSort(name, descending);
    });
    const auto done = [this, h] {
        if (ResultModel* current = m_results->currentModel(); current && current->handle() == h)
            updateStatus(h);
    };
    connect(h, &QueryHandle::rowsReady, this, done);
    connect(h, &QueryHandle::finished, this, done);
    connect(h, &QueryHandle::failed, this, [this](const Error& e) {
        //: %1 is the database's message
        m_results->appendMessage(tr("Sorting in the database failed: %1").arg(e.message), true);
        m_status = tr("Error: %1").arg(e.message);
        Q_EMIT statusChanged(m_status);
    });
}

QString EditorTab::exportBlocker() const
{
    if (m_export)
        return tr("An export of this tab's result is running");
    const ResultView* view = m_results->currentView();
    const ResultModel* model = view ? view->resultModel() : nullptr;
    if (!view && m_results->resultCount() > 0)
        return tr("Choose the result to export");
    if (!model || model->columnNames().isEmpty())
        return tr("Run a query first: there is no result to export");
    if (view->statement().trimmed().isEmpty())
        return tr("This result has no statement to run again");
    return {};
}

ExportDialog* EditorTab::exportDialog() const
{
    return m_exportDialog;
}

ResultExport* EditorTab::runningExport() const
{
    return m_export;
}

void EditorTab::updateExportAvailability()
{
    const QString why = exportBlocker();
    m_results->setExportAvailable(why.isEmpty(), why);
    Q_EMIT exportAvailabilityChanged();
}

void EditorTab::exportResult()
{
    if (!exportBlocker().isEmpty())
        return;
    if (m_exportDialog) {
        m_exportDialog->raise();
        m_exportDialog->activateWindow();
        return;
    }
    const ResultView* view = m_results->currentView();
    QString statement = view->statement();
    // A grid sorted in the database is exported in that order.
    if (!view->databaseSortColumn().isEmpty() && view->language()) {
        if (auto sorted = view->language()->orderedBy(statement, view->databaseSortColumn(),
                                                      view->databaseDescending()))
            statement = *sorted;
    }
    const bool insertAvailable = bool(m_language->insertStatement(QStringLiteral("t"), {}, {}));
    auto* dialog = new ExportDialog(view->obviousTable(), insertAvailable, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_exportDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog, statement] {
        startExport(statement, dialog->options(), dialog->path());
    });
    dialog->open();
}

void EditorTab::startExport(const QString& statement, const ExportOptions& options,
                            const QString& path)
{
    if (m_export)
        return;
    // The form's values as they are now, as a run would bind them.
    auto compiled = compile(statement);
    if (!compiled) {
        onExportFinished(compiled.error(), 0, path);
        return;
    }
    m_export = new ResultExport(
        {m_sourceUrl, m_sourceName, compiled->sql, compiled->params, options, path}, this);
    connect(m_export, &ResultExport::finished, this, [this](const Result<void>& outcome) {
        ResultExport* done = m_export;
        m_export = nullptr;
        done->deleteLater();
        onExportFinished(outcome, done->rowsWritten(), done->request().path);
    });
    updateExportAvailability();
    m_export->start();
}

void EditorTab::onExportFinished(const Result<void>& outcome, qint64 rows, const QString& path)
{
    QString text;
    if (outcome) {
        //: %1 is a number of rows, %2 a file path
        text = tr("%1 rows exported to %2", nullptr, UiLanguage::pluralCount(rows))
                   .arg(QLocale().toString(rows), QDir::toNativeSeparators(path));
        m_results->appendMessage(text);
    } else if (outcome.error().code == ErrorCode::Cancelled) {
        text = tr("Export cancelled; no file written");
        m_results->appendMessage(text);
    } else {
        //: %1 is why the export failed
        text = tr("Export failed: %1").arg(outcome.error().message);
        m_results->appendMessage(text, true);
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Export Result"),
                            //: %1 is a file path, %2 why the export failed
                            tr("%1 was not written.\n\n%2")
                                .arg(QDir::toNativeSeparators(path), outcome.error().message),
                            QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    Q_EMIT statusChanged(text);
    updateExportAvailability();
    Q_EMIT exportFinished(outcome, rows, path);
}

void EditorTab::onLateFailure(QueryHandle* h, int number)
{
    // Rows still being fetched after the run ended: the connection may die meanwhile.
    const Error e = h->error();
    if (e.code == ErrorCode::Cancelled)
        return;
    //: %1 is the number of the statement in the run, %2 the database's message
    m_results->appendMessage(tr("Statement %1 failed: %2").arg(number).arg(e.message), true);
    m_status = tr("Error: %1").arg(e.message);
    Q_EMIT statusChanged(m_status);
}

void EditorTab::onHandleDone(QueryHandle* h, bool failed)
{
    if (h != m_current)
        return;
    m_current = nullptr;
    const int number = m_statementsRun;
    reportEnded(h, failed);
    if (failed) {
        const Error e = h->error();
        m_pending.clear();
        if (e.code == ErrorCode::Cancelled) {
            //: %1 is the number of the statement in the run, %2 a duration
            m_results->appendMessage(tr("Statement %1 cancelled after %2")
                                         .arg(number)
                                         .arg(formatElapsed(m_runTimer.nsecsElapsed())));
            finishRun(tr("Cancelled"));
        } else {
            //: %1 is the number of the statement in the run, %2 the database's message
            m_results->appendMessage(tr("Statement %1 failed: %2").arg(number).arg(e.message),
                                     true);
            m_results->showMessages();
            m_editor->markError(m_currentStatement.range);
            m_failure = {m_currentStatement.text, e.message, e.forModel(),
                         m_currentStatement.range};
            m_results->showError(m_failure.statement, m_failure.message);
            finishRun(tr("Error: %1").arg(e.message));
            if (e.code == ErrorCode::ConnectionLost)
                Q_EMIT connectionLost(e);
            Q_EMIT runFailed();
        }
        return;
    }
    if (!h->hasResultSet()) {
        const qint64 affected = h->rowsAffected();
        const QString elapsed = formatElapsed(h->elapsedNs());
        if (affected >= 0)
            //: %1 is the number of the statement in the run, %2 a row count, %3 a duration
            m_results->appendMessage(tr("Statement %1: %2 rows affected in %3", nullptr,
                                        UiLanguage::pluralCount(affected))
                                         .arg(number)
                                         .arg(QLocale().toString(affected), elapsed));
        else
            //: %1 is the number of the statement in the run, %2 a duration
            m_results->appendMessage(tr("Statement %1 done in %2").arg(number).arg(elapsed));
        if (m_resultNumber == 0)
            //: %1 is a duration
            m_status = tr("Done · %1").arg(formatElapsed(h->elapsedNs()));
    } else {
        const QString rows = rowCount(h->rowsFetched());
        //: %1 is the number of the statement in the run, %2 "N rows", %3 a duration
        const QString more = tr("Statement %1: first %2 in %3, more available");
        //: %1 is the number of the statement in the run, %2 "N rows", %3 a duration
        const QString all = tr("Statement %1: %2 in %3");
        m_results->appendMessage(
            (h->hasMore() ? more : all).arg(number).arg(rows, formatElapsed(h->elapsedNs())));
    }
    if (m_resultNumber == 1 && h->hasResultSet())
        Q_EMIT resultShown();
    startNext();
}

void EditorTab::reportEnded(QueryHandle* h, bool failed)
{
    HistoryEntry entry;
    entry.statement = m_currentStatement.text.trimmed();
    // Never a password: the source's name, or its URL without one.
    entry.sourceName = !m_sourceName.isEmpty() ? m_sourceName : SourceUrl::redact(m_sourceUrl);
    entry.language = m_language->id();
    entry.startedAt = m_statementStarted;
    entry.durationMs = m_statementTimer.elapsed();
    entry.rows = h->hasResultSet() ? h->rowsFetched() : h->rowsAffected();
    entry.failed = failed;
    if (failed) {
        entry.error = h->error().message;
        if (h->rowsFetched() == 0)
            entry.rows = -1;
    }
    Q_EMIT statementEnded(entry);
}

void EditorTab::finishRun(const QString& status)
{
    m_status = status;
    if (ResultModel* model = m_results->currentModel())
        updateStatus(model->handle());
    else
        Q_EMIT statusChanged(m_status);
    if (m_resultNumber == 0)
        m_results->showMessages();
    Q_EMIT runningChanged(false);
    Q_EMIT resultShown();
}

void EditorTab::updateStatus(QueryHandle* h)
{
    if (!h)
        return;
    if (h->state() == QueryHandle::State::Failed && h->error().code != ErrorCode::Cancelled)
        return; // the error status stays
    const qint64 n = h->rowsFetched();
    const QString count = QLocale().toString(n);
    QString text =
        h->hasMore() ? tr("%1 rows, more available", nullptr, UiLanguage::pluralCount(n)).arg(count)
        : h->state() == QueryHandle::State::Failed
            ? tr("%1 rows, fetching stopped", nullptr, UiLanguage::pluralCount(n)).arg(count)
            : rowCount(n);
    text += QStringLiteral(" · ") + formatElapsed(h->elapsedNs());
    if (const QString grid = m_results->gridStatus(); !grid.isEmpty())
        text += QStringLiteral(" · ") + grid;
    m_status = text;
    Q_EMIT statusChanged(m_status);
}

void EditorTab::cancel()
{
    m_pending.clear();
    if (m_current)
        m_current->cancel();
    // Also stop fetching rows of results the grid is still pulling in.
    if (ResultModel* model = m_results->currentModel())
        if (QueryHandle* h = model->handle(); h && h->isBusy())
            h->cancel();
}

} // namespace nelumbo
