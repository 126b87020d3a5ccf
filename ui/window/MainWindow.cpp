#include "window/MainWindow.h"

#include "adapter/AdapterRegistry.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatInput.h"
#include "assistant/ChatPanel.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "queries/HistoryDock.h"
#include "queries/SavedQueries.h"
#include "results/ResultsPane.h"
#include "settings/SettingsDialog.h"
#include "sources/SchemaBrowser.h"
#include "window/AssistantDocks.h"
#include "window/PlanDock.h"
#include "window/SourceSession.h"
#include "window/TabSet.h"
#include "window/WindowActions.h"
#include "window/WindowSession.h"
#include "window/WindowShortcuts.h"
#include "window/WindowStatus.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QTabWidget>
#include <QTimer>

// Outside any namespace, as Q_INIT_RESOURCE must be: the icons live in a static library,
// whose resource nothing else would pull into the program.
static void initGuiResources()
{
    Q_INIT_RESOURCE(nelumbo);
}

namespace nelumbo {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new TabSet(this))
    , m_schema(new SchemaBrowser(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    initGuiResources();
    // Parsing the SVG takes a few milliseconds: after the window is up, not before.
    QTimer::singleShot(
        0, this, [this] { setWindowIcon(QIcon(QStringLiteral(":/nelumbo/icons/nelumbo.svg"))); });
    setCentralWidget(m_tabs->widget());

    auto* schemaDock = new QDockWidget(tr("Schema"), this);
    schemaDock->setObjectName(QStringLiteral("schemaDock"));
    schemaDock->setWidget(m_schema);
    addDockWidget(Qt::LeftDockWidgetArea, schemaDock);

    m_status = new WindowStatus(this);
    m_assistant = new AssistantController(this);
    m_source = new SourceSession(this, m_schema, m_tabs, m_assistant);
    m_session = new WindowSession(this, m_tabs, m_source);
    m_savedQueries = new SavedQueries(this, m_tabs, m_source); // its dock goes below the schema
    m_history = new HistoryDock(this, m_tabs, m_savedQueries);
    m_assistantDocks = new AssistantDocks(this, m_assistant, m_tabs, m_status->aiConfigured());
    m_actions =
        new WindowActions(this, m_tabs, m_source, m_savedQueries, m_assistant, m_assistantDocks);
    QAction* toggleSchema = schemaDock->toggleViewAction();
    toggleSchema->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    m_actions->viewMenu()->addAction(toggleSchema);
    m_actions->viewMenu()->addAction(m_savedQueries->dock()->toggleViewAction());
    m_actions->viewMenu()->addAction(m_history->dock()->toggleViewAction());
    m_actions->viewMenu()->addAction(m_assistantDocks->optimizeDock()->toggleViewAction());
    m_planDock = new PlanDock(this, m_tabs, m_assistant);
    m_actions->queryMenu()->addSeparator();
    m_actions->queryMenu()->addAction(m_planDock->explainAction());
    m_actions->viewMenu()->addAction(m_planDock->dock()->toggleViewAction());
    m_shortcuts = new WindowShortcuts(this);

    connect(m_actions, &WindowActions::settingsRequested, this, &MainWindow::showSettings);
    connect(m_actions, &WindowActions::nextPaneRequested, this, &MainWindow::focusPane);
    connect(m_status, &WindowStatus::aiStatusClicked, this, &MainWindow::showSettings);
    // [ai] written anywhere in the app (a settings page): the status and gating follow.
    connect(SettingsNotifier::instance(), &SettingsNotifier::changed, this,
            [this](const QStringList& keys) {
                if (SettingsNotifier::anyIn(keys, SettingsKey::AiGroup))
                    m_status->updateAiStatus(m_assistant);
            });
    connect(m_tabs, &TabSet::tabAdded, this, &MainWindow::connectTab);
    connect(m_tabs, &TabSet::titleChanged, this, &MainWindow::updateTitle);
    connect(m_tabs, &TabSet::currentTabChanged, this, [this] {
        if (EditorTab* tab = currentTab())
            m_status->setQueryStatus(tab->statusText());
        m_actions->updateActions();
        updateTitle();
    });
    connect(m_source, &SourceSession::sourceChanged, this, [this] {
        m_status->setSource(m_source->shownName(), m_source->redactedUrl());
        updateTitle();
    });
    connect(m_source, &SourceSession::writesAllowedChanged, m_status,
            &WindowStatus::setWritesAllowed);
    connect(m_source, &SourceSession::onlyCheckRefusesWritesChanged, m_status,
            &WindowStatus::setOnlyCheckRefusesWrites);
    connect(m_source, &SourceSession::statusMessage, m_status, &WindowStatus::setQueryStatus);
    connect(m_session, &WindowSession::statusMessage, m_status, &WindowStatus::setQueryStatus);
    connect(m_source, &SourceSession::catalogReady, this, &MainWindow::catalogReady);
    connect(m_source, &SourceSession::sourceFailed, this, &MainWindow::sourceFailed);
    connect(m_schema, &SchemaBrowser::insertRequested, this, [this](const QString& text) {
        if (EditorTab* tab = currentTab()) {
            tab->editor()->insert(text);
            // Move past the inserted name, as typing would.
            tab->editor()->setCursorCharOffset(tab->editor()->cursorCharOffset() + text.size());
            tab->editor()->setFocus();
        }
    });
    setAcceptDrops(true);
    resize(1200, 760);
}

MainWindow::~MainWindow() = default;

void MainWindow::connectTab(EditorTab* tab)
{
    connect(tab, &EditorTab::statusChanged, this, [this, tab](const QString& text) {
        if (tab == currentTab())
            m_status->setQueryStatus(text);
    });
    connect(tab, &EditorTab::runningChanged, m_actions, &WindowActions::updateActions);
    connect(tab, &EditorTab::exportAvailabilityChanged, m_actions, &WindowActions::updateActions);
    connect(tab, &EditorTab::connectionLost, m_source, &SourceSession::markUnreachable);
    connect(tab, &EditorTab::statementEnded, m_source, [this](const HistoryEntry& entry) {
        if (!entry.failed)
            m_source->markReachable();
    });
    m_shortcuts->releaseEditorKeys(tab->editor());
    m_assistantDocks->connectTab(tab);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    // .sql files open in tabs; anything else is taken for a database file.
    for (const QUrl& url : event->mimeData()->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (QFileInfo(path).suffix().compare(QLatin1String("sql"), Qt::CaseInsensitive) == 0)
            openFile(path);
        else if (const QString source = AdapterRegistry::fileUrl(path); !source.isEmpty())
            openSource(source);
    }
    event->acceptProposedAction();
}

void MainWindow::restoreSession()
{
    m_session->restore();
    m_actions->updateActions();
}

void MainWindow::openSource(const QString& sourceUrl, const QString& sourceName,
                            bool sourceReadOnly)
{
    m_source->openSource(sourceUrl, sourceName, sourceReadOnly);
}

void MainWindow::openNamedSource(const QString& name)
{
    m_source->openNamedSource(name);
}

QString MainWindow::sourceName() const
{
    return m_source->name();
}

QString MainWindow::sourceUrl() const
{
    return m_source->url();
}

bool MainWindow::catalogLoaded() const
{
    return m_source->catalogLoaded();
}

bool MainWindow::writesAllowed() const
{
    return m_source->writesAllowed();
}

bool MainWindow::aiConfigured() const
{
    return m_status->aiConfigured();
}

EditorTab* MainWindow::currentTab() const
{
    return m_tabs->currentTab();
}

EditorTab* MainWindow::tabAt(int index) const
{
    return m_tabs->tabAt(index);
}

int MainWindow::tabCount() const
{
    return m_tabs->count();
}

EditorTab* MainWindow::newTab(const QString& text)
{
    return m_tabs->newTab(text);
}

bool MainWindow::openFile(const QString& path)
{
    return m_tabs->openFile(path);
}

bool MainWindow::closeTab(int index)
{
    return m_tabs->closeTab(index);
}

ChatPanel* MainWindow::chatPanel() const
{
    return m_assistantDocks->chatPanel();
}

void MainWindow::focusPane(int step)
{
    // The widget of each pane that takes the keyboard; hidden panes are skipped.
    QList<QWidget*> panes;
    if (EditorTab* tab = currentTab()) {
        panes << tab->editor();
        QWidget* results = tab->results();
        for (auto* view : results->findChildren<QAbstractItemView*>()) {
            if (view->isVisible() && view->focusPolicy() != Qt::NoFocus) { // not a header
                results = view;
                break;
            }
        }
        panes << results;
    }
    if (ChatPanel* chat = chatPanel(); chat && chat->isVisible())
        panes << chat->input();
    if (m_schema->isVisible())
        panes << m_schema;
    if (panes.isEmpty())
        return;
    const QWidget* focused = QApplication::focusWidget();
    qsizetype current = -1;
    for (qsizetype i = 0; i < panes.size() && current < 0; ++i) {
        if (focused && (panes.at(i) == focused || panes.at(i)->isAncestorOf(focused)))
            current = i;
    }
    const qsizetype n = panes.size();
    const qsizetype next = current < 0 ? 0 : ((current + step) % n + n) % n;
    panes.at(next)->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::showSettings()
{
    auto* dialog = new SettingsDialog(this); // deleted on close
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::updateTitle()
{
    EditorTab* tab = currentTab();
    const QString doc = tab ? tab->title() : QString();
    //: The window title: %1 is the tab's title, %2 the data source
    const QString title = tr("%1 — %2 — Nelumbo");
    setWindowTitle(doc.isEmpty() ? tr("Nelumbo") : title.arg(doc, m_source->shownName()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Untitled tabs come back by themselves next time; edited files need an answer.
    if (!m_endingSession && !m_tabs->mayQuit()) {
        event->ignore();
        return;
    }
    m_session->saveAndDiscardRecovery();
    event->accept();
}

void MainWindow::endSession()
{
    m_endingSession = true;
    close();
}

} // namespace nelumbo
