#include "MainWindow.h"

#include "ActionText.h"
#include "llm/AiConfig.h"
#include "AssistantController.h"
#include "ChatInput.h"
#include "ChatPanel.h"
#include "ChatSession.h"
#include "connection/Connection.h"
#include "ConnectionDialog.h"
#include "adapter/AdapterRegistry.h"
#include "adapter/DatabaseAdapter.h"
#include "DatabaseFileFilter.h"
#include "source/DemoDatabase.h"
#include "EditorTab.h"
#include "ExplainPopup.h"
#include "FindBar.h"
#include "LexerFactory.h"
#include "OptimizePanel.h"
#include "PasswordPrompt.h"
#include "Prompt.h"
#include "QueryEditor.h"
#include "RecoveryStore.h"
#include "ResultModel.h"
#include "ResultsPane.h"
#include "SavedQueries.h"
#include "SchemaBrowser.h"
#include "SessionStore.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "SettingsDialog.h"
#include "source/SourceResolver.h"
#include "source/SourceStore.h"
#include "SourceSwitcher.h"
#include "adapter/SourceUrl.h"
#include "StatementApplier.h"
#include "SuggestionCards.h"
#include "VariableForm.h"
#include "visibility/VisibilityConfig.h"
#include "WindowShortcuts.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>

namespace nelumbo {

namespace {
constexpr int kMaxRecent = 10;

// --- Explain and optimise
// Explain Selection explains the whole query when nothing is selected; its name says which.
void nameExplainAction(QAction* action, const QueryEditor* editor)
{
    action->setText(editor && editor->hasSelectedText() ? MainWindow::tr("&Explain Selection")
                                                        : MainWindow::tr("&Explain Query"));
    if (action->isEnabled())
        action->setToolTip(toolTipWithShortcut(action->text(), action->shortcut()));
}

// The explanation popup next to the selection, and the optimisation dock (returned).
QDockWidget* connectExplainAndOptimize(MainWindow* window, AssistantController* assistant,
                                       QTabWidget* tabs)
{
    using Feature = AssistantController::Feature;
    auto* popup = new ExplainPopup(window);
    auto* panel = new OptimizePanel;
    auto* dock = new QDockWidget(MainWindow::tr("Optimisation"), window);
    dock->setObjectName(QStringLiteral("optimizeDock"));
    dock->setWidget(panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->hide();
    QAction* toggle = dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::ALT | Qt::Key_4));
    QObject::connect(toggle, &QAction::triggered, panel, [panel](bool shown) {
        if (shown)
            panel->setFocus(Qt::ShortcutFocusReason);
    });

    QAction* explain = assistant->action(Feature::Explain);
    QObject::connect(tabs, &QTabWidget::currentChanged, explain, [window, explain] {
        nameExplainAction(explain, window->currentTab() ? window->currentTab()->editor() : nullptr);
    });
    QObject::connect(explain, &QAction::triggered, popup, [window, assistant, popup] {
        EditorTab* tab = window->currentTab();
        if (!tab)
            return;
        QueryEditor* editor = tab->editor();
        const auto target = ExplainPopup::targetIn(*editor);
        if (!target) {
            window->statusBar()->showMessage(
                MainWindow::tr("Nothing to explain: the query is empty"), 5000);
            return;
        }
        if (popup->focusAnswerFor(editor, *target))
            return; // asked again: the reader wants to go into the answer
        popup->showBusy(editor, *target);
        assistant->explain(target->statement, target->fragment, tab->variablesInUse());
    });
    QObject::connect(assistant, &AssistantController::explained, popup,
                     [popup](const QString& markdown) {
                         if (popup->isBusy())
                             popup->setExplanation(markdown);
                     });
    QObject::connect(popup, &ExplainPopup::cancelRequested, assistant,
                     &AssistantController::cancelTask);

    // The statement the last optimisation was about: a rewrite replaces just it.
    struct Optimized
    {
        QPointer<EditorTab> tab;
        StatementRange range;
        QString text;
    };
    auto optimized = std::make_shared<Optimized>();
    QObject::connect(assistant->action(Feature::Optimize), &QAction::triggered, panel,
                     [window, assistant, panel, dock, optimized] {
                         EditorTab* tab = window->currentTab();
                         // The whole statement a selection lies in: a fragment has no plan.
                         const auto target =
                             tab ? ExplainPopup::targetIn(*tab->editor()) : std::nullopt;
                         const QString statement = target ? target->statement : QString();
                         if (target) {
                             const qsizetype begin =
                                 tab->editor()->text().lastIndexOf(statement, target->anchor.begin);
                             *optimized = {tab, {begin, begin + statement.size()}, statement};
                         }
                         const QueryLanguage& language =
                             tab ? tab->editor()->language() : QueryLanguage::standard();
                         if (language.isBlank(statement)) {
                             window->statusBar()->showMessage(
                                 MainWindow::tr("Nothing to optimise: the query is empty"), 5000);
                             return;
                         }
                         if (dock->isHidden() && !dock->property("sized").toBool()) {
                             dock->setProperty("sized", true);
                             dock->show();
                             window->resizeDocks({dock}, {window->height() * 2 / 5}, Qt::Vertical);
                         }
                         dock->show();
                         dock->raise();
                         panel->cards()->setLanguage(language);
                         panel->setBusy();
                         assistant->optimize(statement, tab->variablesInUse());
                     });
    QObject::connect(assistant, &AssistantController::optimized, panel,
                     [panel](const OptimizationResult& result) {
                         if (panel->isBusy())
                             panel->showResult(result);
                     });
    QObject::connect(
        panel, &OptimizePanel::applyRewrite, assistant,
        [window, assistant, optimized](const QString& statement) {
            auto* applier =
                window->findChild<StatementApplier*>(QStringLiteral("statementApplier"));
            if (applier && optimized->tab && optimized->range.begin >= 0)
                applier->expectReplacement(optimized->tab, optimized->range, optimized->text);
            Q_EMIT assistant->applyRequested(statement, {}, true);
        });
    QObject::connect(panel, &OptimizePanel::cancelRequested, assistant,
                     &AssistantController::cancelTask);

    QObject::connect(assistant, &AssistantController::failedTask, window,
                     [popup, panel](AiTask task, const Error& error) {
                         const QString message =
                             error.message.isEmpty() ? error.code : error.message;
                         if (task == AiTask::Explanation && popup->isBusy())
                             popup->setError(message);
                         if (task == AiTask::Optimization && panel->isBusy())
                             panel->showError(error);
                     });
    return dock;
}
// --- end explain and optimise
} // namespace

namespace {
// --- Chat panel
// The chat dock on the right; Alt+3 and Ask the Assistant (Ctrl+I) show it with the input
// focused. On a first start it is shown when AI is set up; later the saved layout decides.
QDockWidget* createChatDock(MainWindow* window, AssistantController* assistant)
{
    auto* panel = new ChatPanel(assistant);
    auto* dock = new QDockWidget(MainWindow::tr("Assistant"), window);
    dock->setObjectName(QStringLiteral("chatDock"));
    dock->setWidget(panel);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->setVisible(window->aiConfigured());
    QAction* toggle = dock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("actionToggleChat"));
    toggle->setText(MainWindow::tr("&Chat Panel"));
    toggle->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    toggle->setToolTip(MainWindow::tr("Show or hide the chat with the assistant (%1)")
                           .arg(toggle->shortcut().toString(QKeySequence::NativeText)));
    // Hidden, or left with Esc while idle: the editor has the keyboard again.
    const auto toEditor = [window] {
        if (EditorTab* tab = window->currentTab())
            tab->editor()->setFocus(Qt::ShortcutFocusReason);
    };
    QObject::connect(toggle, &QAction::triggered, panel, [panel, toEditor](bool shown) {
        if (shown)
            panel->focusInput();
        else
            toEditor();
    });
    QObject::connect(panel, &ChatPanel::leaveRequested, window, toEditor);
    QObject::connect(assistant->action(AssistantController::Feature::Chat), &QAction::triggered,
                     panel, [dock, panel] {
                         dock->show();
                         dock->raise();
                         panel->focusInput();
                     });
    // Each request carries the current tab's query, to be refined.
    assistant->chat()->setStatementProvider([window] {
        const EditorTab* tab = window->currentTab();
        return tab ? tab->editor()->text() : QString();
    });
    assistant->chat()->setVariablesProvider([window] {
        const EditorTab* tab = window->currentTab();
        return tab ? tab->variablesInUse() : QJsonArray();
    });
    return dock;
}
// --- end chat panel
} // namespace

namespace {
// --- Apply statements and fix errors
// The assistant's statements go into the current tab (a replacement through the diff first).
void connectApply(MainWindow* window, AssistantController* assistant, QTabWidget* tabs)
{
    auto* applier = new StatementApplier(window);
    applier->setObjectName(QStringLiteral("statementApplier"));
    QObject::connect(assistant, &AssistantController::applyRequested, applier,
                     [window, applier, tabs](const QString& statement, const QJsonArray& variables,
                                             bool replace) {
                         // A fix goes to the tab whose run failed, shown first.
                         EditorTab* tab = replace && applier->target() ? applier->target()
                                                                       : window->currentTab();
                         if (tab)
                             tabs->setCurrentWidget(tab);
                         applier->apply(tab, statement, variables, replace);
                     });
    // A fix that failed or was stopped leaves no replacement to wait for.
    QObject::connect(assistant->chat(), &ChatSession::failed, applier,
                     [applier] { applier->forgetTarget(); });
    QObject::connect(assistant->chat(), &ChatSession::stopped, applier,
                     [applier] { applier->forgetTarget(); });
    QObject::connect(assistant->chat(), &ChatSession::reset, applier,
                     [applier] { applier->forgetTarget(); });
    // Ctrl+Shift+F fixes the current tab's failed statement, as the error bar's button does.
    QObject::connect(assistant->action(AssistantController::Feature::Fix), &QAction::triggered,
                     applier, [window, applier] {
                         EditorTab* tab = window->currentTab();
                         if (tab && !tab->lastFailure().statement.isEmpty())
                             applier->expectFix(tab);
                     });
    QObject::connect(tabs, &QTabWidget::currentChanged, assistant, [window, assistant] {
        const EditorTab* tab = window->currentTab();
        assistant->setFailedRun(tab ? tab->lastFailure().statement : QString(),
                                tab ? tab->lastFailure().message : QString());
    });
}

// A tab's error bar offers "Fix with AI"; with ai/autoFixOnError a failed run asks by
// itself, once (StatementApplier::mayAutoFix keeps automatic fixes from looping).
void connectFix(MainWindow* window, AssistantController* assistant, EditorTab* tab)
{
    using Feature = AssistantController::Feature;
    auto* applier = window->findChild<StatementApplier*>(QStringLiteral("statementApplier"));
    ResultsPane* results = tab->results();
    const auto gate = [window, assistant, tab, results] {
        // Only the current tab's failure is the assistant's; the others need AI and the source.
        const QString why =
            assistant->whyNot(tab == window->currentTab() ? Feature::Fix : Feature::Chat);
        results->setFixAvailable(why.isEmpty(), why);
    };
    gate();
    QObject::connect(assistant, &AssistantController::gatingChanged, results, gate);
    QObject::connect(results, &ResultsPane::fixRequested, assistant,
                     [applier, assistant, tab](const QString& statement, const QString& message) {
                         // The model reads the English copy of our own refusals.
                         const EditorTab::Failure& failure = tab->lastFailure();
                         applier->expectFix(tab);
                         assistant->fixError(statement, failure.statement == statement
                                                            ? failure.modelMessage
                                                            : message);
                     });
    QObject::connect(tab, &EditorTab::runningChanged, assistant,
                     [window, assistant, tab](bool running) {
                         if (running && tab == window->currentTab())
                             assistant->setFailedRun({}, {});
                     });
    QObject::connect(tab, &EditorTab::runFailed, assistant, [window, assistant, applier, tab] {
        const EditorTab::Failure failure = tab->lastFailure();
        if (tab == window->currentTab())
            assistant->setFailedRun(failure.statement, failure.modelMessage);
        const bool autoFix =
            Settings::value(*Settings::open(), SettingsKey::AiAutoFixOnError).toBool();
        if (autoFix && assistant->supports(Feature::Chat) && !assistant->chat()->isBusy() &&
            applier->mayAutoFix(tab)) {
            applier->expectFix(tab, true);
            assistant->fixError(failure.statement, failure.modelMessage);
        }
    });
}
// --- end apply statements and fix errors
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_schema(new SchemaBrowser(this))
    , m_sourceLabel(new QLabel(this))
    , m_statusLabel(new QLabel(this))
    , m_modeLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/nelumbo/icons/nelumbo.svg")));
    m_tabs->setObjectName(QStringLiteral("editorTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    setCentralWidget(m_tabs);

    auto* dock = new QDockWidget(tr("Schema"), this);
    dock->setObjectName(QStringLiteral("schemaDock"));
    dock->setWidget(m_schema);
    addDockWidget(Qt::LeftDockWidgetArea, dock);

    m_sourceLabel->setObjectName(QStringLiteral("sourceLabel"));
    m_statusLabel->setObjectName(QStringLiteral("queryStatus"));
    statusBar()->addWidget(m_statusLabel, 1);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    statusBar()->addPermanentWidget(m_modeLabel);
    m_aiStatus = new QToolButton(this);
    m_aiStatus->setObjectName(QStringLiteral("aiStatus"));
    m_aiStatus->setAutoRaise(true);
    m_aiStatus->setAccessibleName(tr("AI assistant"));
    connect(m_aiStatus, &QToolButton::clicked, this, &MainWindow::showSettings);
    statusBar()->addPermanentWidget(m_aiStatus);
    updateAiStatus();
    // [ai] written anywhere in the app (a settings page): the status and gating follow.
    connect(SettingsNotifier::instance(), &SettingsNotifier::changed, this,
            [this](const QStringList& keys) {
                if (SettingsNotifier::anyIn(keys, SettingsKey::AiGroup))
                    updateAiStatus();
            });
    statusBar()->addPermanentWidget(m_sourceLabel);

    m_recovery = new RecoveryStore([this] { return currentSession(); }, this);
    m_savedQueries = new SavedQueries(this); // its dock goes below the schema
    m_assistant = new AssistantController(this);
    m_chatDock = createChatDock(this, m_assistant);
    createActions();
    createMenus();
    createToolBar();
    QAction* toggleSchema = dock->toggleViewAction();
    toggleSchema->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    m_actions.value(QStringLiteral("actionViewMenuAnchor"))->menu()->addAction(toggleSchema);
    m_actions.value(QStringLiteral("actionViewMenuAnchor"))
        ->menu()
        ->addAction(m_savedQueries->dock()->toggleViewAction());
    m_actions.value(QStringLiteral("actionViewMenuAnchor"))
        ->menu()
        ->addAction(connectExplainAndOptimize(this, m_assistant, m_tabs)->toggleViewAction());

    m_shortcuts = new WindowShortcuts(this);
    connectApply(this, m_assistant, m_tabs);
    connect(m_tabs->tabBar(), &QTabBar::tabMoved, m_recovery, &RecoveryStore::changed);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int i) { closeTab(i); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (EditorTab* tab = currentTab())
            m_statusLabel->setText(tab->statusText());
        updateActions();
        updateTitle();
    });
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

MainWindow::~MainWindow() = default;

ChatPanel* MainWindow::chatPanel() const
{
    return qobject_cast<ChatPanel*>(m_chatDock->widget());
}

QAction* MainWindow::addAction(const QString& objectName, const QString& text,
                               const QKeySequence& key, std::function<void()> slot)
{
    auto* action = new QAction(text, this);
    action->setObjectName(objectName);
    if (!key.isEmpty()) {
        action->setShortcut(key);
        action->setToolTip(toolTipWithShortcut(text, key));
    }
    if (slot)
        connect(action, &QAction::triggered, this, std::move(slot));
    m_actions.insert(objectName, action);
    return action;
}

void MainWindow::createActions()
{
    auto withTab = [this](auto fn) {
        return [this, fn] {
            if (EditorTab* tab = currentTab())
                fn(tab);
        };
    };
    addAction(QStringLiteral("actionNewTab"), tr("&New Tab"), QKeySequence::AddTab,
              [this] { newTab(); });
    addAction(QStringLiteral("actionOpenFile"), tr("&Open…"), QKeySequence::Open,
              [this] { chooseFile(); });
    addAction(QStringLiteral("actionSave"), tr("&Save"), QKeySequence::Save,
              withTab([this](EditorTab* t) { save(t); }));
    addAction(QStringLiteral("actionSaveAs"), tr("Save &As…"), QKeySequence::SaveAs,
              withTab([this](EditorTab* t) { saveAs(t); }));
    addAction(QStringLiteral("actionCloseTab"), tr("&Close Tab"), QKeySequence::Close,
              [this] { closeTab(m_tabs->currentIndex()); });
    addAction(QStringLiteral("actionOpenDatabase"), tr("Open &Database…"),
              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] { chooseDatabase(); });
    addAction(QStringLiteral("actionNewSource"), tr("New Sou&rce…"),
              QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N), [this] { showConnectionDialog(); });
    addAction(QStringLiteral("actionOpenDemo"), tr("Open D&emo Database"), {}, [this] {
        auto path = DemoDatabase::ensureInstalled();
        if (path)
            openSource(DemoDatabase::sourceUrl());
        else
            Prompt::error(this, tr("Demo database"), path.error().message);
    });
    addAction(QStringLiteral("actionQuit"), tr("&Quit"), QKeySequence::Quit, [this] { close(); });

    addAction(QStringLiteral("actionFind"), tr("&Find…"), QKeySequence::Find,
              withTab([](EditorTab* t) { t->findBar()->showFind(); }));
    addAction(QStringLiteral("actionReplace"), tr("R&eplace…"), QKeySequence(Qt::CTRL | Qt::Key_H),
              withTab([](EditorTab* t) { t->findBar()->showReplace(); }));
    addAction(QStringLiteral("actionFindNext"), tr("Find &Next"), QKeySequence::FindNext,
              withTab([](EditorTab* t) { t->findBar()->findNext(true); }));
    addAction(QStringLiteral("actionFindPrevious"), tr("Find Pre&vious"),
              QKeySequence::FindPrevious,
              withTab([](EditorTab* t) { t->findBar()->findNext(false); }));

    addAction(QStringLiteral("actionZoomIn"), tr("Zoom &In"), QKeySequence::ZoomIn,
              withTab([](EditorTab* t) { t->editor()->zoomIn(); }));
    addAction(QStringLiteral("actionZoomOut"), tr("Zoom &Out"), QKeySequence::ZoomOut,
              withTab([](EditorTab* t) { t->editor()->zoomOut(); }));
    addAction(QStringLiteral("actionZoomReset"), tr("&Reset Zoom"),
              QKeySequence(Qt::CTRL | Qt::Key_0),
              withTab([](EditorTab* t) { t->editor()->zoomTo(0); }));
    // On the window too, so the keys work wherever the focus is.
    QWidget::addAction(addAction(QStringLiteral("actionNextPane"), tr("Next &Pane"),
                                 QKeySequence(Qt::Key_F6), [this] { focusPane(1); }));
    QWidget::addAction(addAction(QStringLiteral("actionPreviousPane"), tr("Pre&vious Pane"),
                                 QKeySequence(Qt::SHIFT | Qt::Key_F6), [this] { focusPane(-1); }));

    QAction* run = addAction(QStringLiteral("actionRunStatement"), tr("&Run Statement"),
                             QKeySequence(Qt::CTRL | Qt::Key_Return),
                             withTab([](EditorTab* t) { t->runCurrent(); }));
    run->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    run->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    QAction* runAll = addAction(QStringLiteral("actionRunAll"), tr("Run &All"),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return),
                                withTab([](EditorTab* t) { t->runAll(); }));
    runAll->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return),
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Enter)});
    runAll->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    QAction* cancel = addAction(QStringLiteral("actionCancel"), tr("&Cancel"),
                                QKeySequence(Qt::CTRL | Qt::Key_Period),
                                withTab([](EditorTab* t) { t->cancel(); }));
    cancel->setIcon(style()->standardIcon(QStyle::SP_MediaStop));
    addAction(QStringLiteral("actionFetchAll"), tr("&Fetch All Rows"),
              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_End), withTab([](EditorTab* t) {
                  if (ResultModel* m = t->results()->currentModel())
                      m->fetchAll();
              }));
    QAction* writes =
        addAction(QStringLiteral("actionAllowWrites"), tr("Allow &Writes"), {}, nullptr);
    writes->setCheckable(true);
    writes->setToolTip(tr("Let statements change data on this database (asks first; off again "
                          "when you switch databases)"));
    connect(writes, &QAction::toggled, this, [this](bool on) { setWritesAllowed(on); });
    addAction(QStringLiteral("actionRefreshSchema"), tr("Refresh &Schema"), QKeySequence::Refresh,
              [this] { openSource(m_sourceUrl, m_sourceName, m_sourceReadOnly); });
    QAction* settings =
        addAction(QStringLiteral("actionSettings"), tr("Se&ttings…"),
                  QKeySequence(Qt::CTRL | Qt::Key_Comma), [this] { showSettings(); });
    settings->setMenuRole(QAction::PreferencesRole);
    addAction(QStringLiteral("actionAbout"), tr("&About Nelumbo"), {}, [this] {
        QMessageBox::about(this, tr("About Nelumbo"),
                           //: %1 is the version, %2 the component that highlights SQL
                           tr("<h3>Nelumbo %1</h3><p>A query editor with an AI assistant.</p>"
                              "<p>Highlighting: %2</p><p>The demo database is Chinook "
                              "(MIT licence).</p>")
                               .arg(QStringLiteral(NELUMBO_VERSION), LexerFactory::backendName()));
    });

    // The keys the README documents on every platform (some give Close no Ctrl+W, or Save As
    // no key at all), first; the platform's own keys work too.
    const auto documented = [this](const char* name, QKeySequence::StandardKey standard,
                                   const QKeySequence& key) {
        QAction* action = m_actions.value(QLatin1String(name));
        QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
        keys.removeAll(key);
        keys.prepend(key);
        action->setShortcuts(keys);
        action->setToolTip(toolTipWithShortcut(action->text(), key));
    };
    documented("actionNewTab", QKeySequence::AddTab, QKeySequence(Qt::CTRL | Qt::Key_T));
    documented("actionOpenFile", QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O));
    documented("actionSave", QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S));
    documented("actionSaveAs", QKeySequence::SaveAs,
               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    documented("actionCloseTab", QKeySequence::Close, QKeySequence(Qt::CTRL | Qt::Key_W));
    documented("actionFind", QKeySequence::Find, QKeySequence(Qt::CTRL | Qt::Key_F));
    documented("actionFindNext", QKeySequence::FindNext, QKeySequence(Qt::Key_F3));
    documented("actionFindPrevious", QKeySequence::FindPrevious,
               QKeySequence(Qt::SHIFT | Qt::Key_F3));
    documented("actionZoomIn", QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Plus));
    documented("actionZoomOut", QKeySequence::ZoomOut, QKeySequence(Qt::CTRL | Qt::Key_Minus));
    documented("actionRefreshSchema", QKeySequence::Refresh, QKeySequence(Qt::Key_F5));
}

void MainWindow::createMenus()
{
    auto act = [this](const char* name) { return m_actions.value(QLatin1String(name)); };
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(act("actionNewTab"));
    file->addAction(act("actionOpenFile"));
    file->addAction(act("actionSave"));
    file->addAction(act("actionSaveAs"));
    file->addAction(act("actionCloseTab"));
    file->addSeparator();
    file->addAction(act("actionOpenDatabase"));
    file->addAction(act("actionNewSource"));
    file->addAction(act("actionOpenDemo"));
    m_recentMenu = file->addMenu(tr("Recent Data&bases"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addSeparator();
    file->addAction(act("actionQuit"));
    rebuildRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    auto editorCall = [this](void (QsciScintilla::*fn)()) {
        return [this, fn] {
            if (EditorTab* t = currentTab())
                (t->editor()->*fn)();
        };
    };
    edit->addAction(tr("&Undo"), QKeySequence::Undo, this, editorCall(&QsciScintilla::undo))
        ->setShortcutContext(Qt::WidgetShortcut); // the editor handles its own keys
    edit->addAction(tr("&Redo"), QKeySequence::Redo, this, editorCall(&QsciScintilla::redo))
        ->setShortcutContext(Qt::WidgetShortcut);
    edit->addSeparator();
    edit->addAction(act("actionFind"));
    edit->addAction(act("actionReplace"));
    edit->addAction(act("actionFindNext"));
    edit->addAction(act("actionFindPrevious"));
    edit->addSeparator();
    edit->addAction(act("actionSettings"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // Gives the dock toggles a place to go. The menu's own action: another one set with
    // setMenu() would replace it, and the menu's shortcuts (zoom) would no longer work.
    m_actions.insert(QStringLiteral("actionViewMenuAnchor"), view->menuAction());
    view->addAction(act("actionZoomIn"));
    view->addAction(act("actionZoomOut"));
    view->addAction(act("actionZoomReset"));
    view->addSeparator();
    view->addAction(act("actionNextPane"));
    view->addAction(act("actionPreviousPane"));
    view->addSeparator();

    QMenu* query = menuBar()->addMenu(tr("&Query"));
    query->addAction(act("actionRunStatement"));
    query->addAction(act("actionRunAll"));
    query->addAction(act("actionCancel"));
    query->addSeparator();
    query->addAction(act("actionAllowWrites"));
    query->addAction(act("actionFetchAll"));
    query->addSeparator();
    query->addAction(m_savedQueries->saveAction());
    query->addAction(act("actionRefreshSchema"));

    QMenu* assistant = menuBar()->addMenu(tr("&Assistant"));
    assistant->setObjectName(QStringLiteral("assistantMenu"));
    assistant->addAction(m_chatDock->toggleViewAction());
    assistant->addSeparator();
    for (auto feature : {AssistantController::Feature::Chat, AssistantController::Feature::Explain,
                         AssistantController::Feature::Optimize, AssistantController::Feature::Fix})
        assistant->addAction(m_assistant->action(feature));
    assistant->addSeparator();
    assistant->addAction(chatPanel()->clearAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(act("actionAbout"));
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Query"));
    bar->setObjectName(QStringLiteral("queryToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_switcher = new SourceSwitcher(bar);
    m_switcher->setObjectName(QStringLiteral("sourceSwitcher"));
    m_switcher->setAccessibleName(tr("Data source"));
    m_switcher->setToolTip(tr("The data source the editor runs against"));
    connect(m_switcher, &SourceSwitcher::sourceChosen, this, &MainWindow::openNamedSource);
    connect(m_switcher, &SourceSwitcher::newSourceRequested, this,
            &MainWindow::showConnectionDialog);
    bar->addWidget(m_switcher);
    bar->addSeparator();
    for (const char* name : {"actionRunStatement", "actionRunAll", "actionCancel"}) {
        QAction* action = m_actions.value(QLatin1String(name));
        // Qt strips "&" from a button's text but not the "(&R)" Japanese and Chinese add.
        action->setIconText(withoutAccelerator(action->text()));
        bar->addAction(action);
    }
    auto* plus = new QToolButton(m_tabs);
    plus->setText(QStringLiteral("+"));
    plus->setAutoRaise(true);
    plus->setToolTip(m_actions.value(QStringLiteral("actionNewTab"))->toolTip());
    plus->setAccessibleName(tr("New tab"));
    connect(plus, &QToolButton::clicked, this, [this] { newTab(); });
    m_tabs->setCornerWidget(plus, Qt::TopRightCorner);
}

QString MainWindow::highlightingDefinition() const
{
    auto url = SourceUrl::parse(m_sourceUrl);
    const DatabaseAdapter* adapter = url ? AdapterRegistry::forScheme(url->scheme) : nullptr;
    return adapter ? adapter->highlightingDefinition() : QStringLiteral("SQL");
}

void MainWindow::setWritesAllowed(bool allowed)
{
    QAction* action = m_actions.value(QStringLiteral("actionAllowWrites"));
    if (allowed && m_sourceReadOnly)
        allowed = false; // the source's configuration says read-only: no opt-in possible
    if (allowed && !m_writesAllowed && !Prompt::confirmWrites(this, m_sourceLabel->text()))
        allowed = false;
    m_writesAllowed = allowed;
    {
        const QSignalBlocker block(action);
        action->setChecked(allowed);
    }
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->setWritesAllowed(allowed);
    // The chat may then write statements that change data, run only by the user's own Run.
    if (m_assistant)
        m_assistant->chat()->setAllowWrites(allowed);
    m_modeLabel->setText(allowed ? tr("WRITES ALLOWED") : tr("read-only"));
    m_modeLabel->setStyleSheet(
        allowed ? QStringLiteral("color: white; background: #c0392b; padding: 0 6px;") : QString());
    m_modeLabel->setToolTip(allowed ? tr("Statements can change data (Query → Allow Writes)")
                                    : tr("Statements that could change anything are refused"));
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

void MainWindow::updateAiStatus()
{
    // Only what the config and environment say; the key is looked up when a chat starts.
    const AiConfig config = AiConfig::load(*Settings::open());
    const auto target = config.target();
    m_aiConfigured = target.ok();
    if (m_assistant)
        m_assistant->reloadSettings();
    if (target)
        //: %1 is the model in use, such as openai:gpt-4o
        m_aiStatus->setText(tr("AI: %1").arg(target->modelString()));
    else
        m_aiStatus->setText(config.enabled ? tr("AI: not set up") : tr("AI off"));
    //: %1 is a model, %2 the AI provider
    m_aiStatus->setToolTip(target ? tr("The AI assistant uses %1 (%2). Settings…")
                                        .arg(target->model, target->provider.displayName)
                           : config.enabled
                               ? target.error().message
                               : tr("The AI assistant is off. Settings… to turn it on."));
}

void MainWindow::showConnectionDialog()
{
    auto* dialog = new ConnectionDialog(this); // deleted on close
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ConnectionDialog::saved, this, [this](const SourceDefinition& definition) {
        if (m_switcher)
            m_switcher->reload();
        openNamedSource(definition.name);
    });
    dialog->open();
}

void MainWindow::openNamedSource(const QString& name)
{
    if (m_resolver)
        m_resolver->deleteLater();
    m_resolver = new SourceResolver(QString(), this);
    SourceResolver* resolver = m_resolver;
    connect(resolver, &SourceResolver::failed, this, [this](const Error& e) {
        //: %1 is why the source could not be opened
        m_statusLabel->setText(tr("Cannot open the source: %1").arg(e.message));
        Q_EMIT sourceFailed(e.message);
    });
    connect(resolver, &SourceResolver::resolved, this, [this](const ResolvedSource& source) {
        QString url = source.connectionUrl();
        if (source.needsPassword()) {
            const auto typed = PasswordPrompt::askPassword(this, source.displayName(),
                                                           source.passwordProblem.message);
            if (!typed)
                return;
            url = source.connectionUrl(*typed);
        }
        openSource(url, source.definition.name, source.definition.readOnly);
    });
    resolver->resolve(name);
}

void MainWindow::openSource(const QString& sourceUrl, const QString& sourceName,
                            bool sourceReadOnly)
{
    m_sourceUrl = sourceUrl;
    m_sourceName = sourceName.isEmpty() && sourceUrl == DemoDatabase::sourceUrl()
                       ? QStringLiteral("demo")
                       : sourceName;
    m_sourceReadOnly = sourceReadOnly;
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->setSourceName(m_sourceName);
    {
        // The assistant's definition: the configured one (AI policy), else an ad-hoc source.
        SourceDefinition definition;
        definition.name = m_sourceName;
        definition.url = SourceUrl::redact(sourceUrl);
        definition.readOnly = sourceReadOnly;
        if (!m_sourceName.isEmpty())
            definition = SourceStore().find(m_sourceName).value_or(definition);
        m_assistant->setSource(sourceUrl, definition);
    }
    if (m_switcher)
        m_switcher->setCurrentSource(m_sourceName);
    setWritesAllowed(false); // the opt-in never carries over to another database
    if (QAction* writes = m_actions.value(QStringLiteral("actionAllowWrites"))) {
        writes->setEnabled(!sourceReadOnly);
        writes->setToolTip(
            sourceReadOnly
                //: %1 is a source's name; "read_only = true" is a line of its configuration
                ? tr("Source \"%1\" is configured read-only (read_only = true)").arg(m_sourceName)
                : tr("Let statements change data on this database (asks first; off "
                     "again when you switch databases)"));
    }
    m_catalogLoaded = false;
    if (m_catalogConnection)
        m_catalogConnection->deleteLater();
    m_catalogConnection = new Connection(this);
    m_schema->showLoading();
    const auto url = SourceUrl::parse(sourceUrl);
    // Never show the password: the source's name, a file name, or the redacted URL.
    const QString redacted = url ? url->redacted() : SourceUrl::redact(sourceUrl);
    const QString shown = !m_sourceName.isEmpty() && m_sourceName != QLatin1String("demo")
                              ? m_sourceName
                          : url && url->isFile() ? QFileInfo(url->database).fileName()
                                                 : redacted;
    m_sourceLabel->setText(shown);
    m_sourceLabel->setToolTip(redacted);
    Connection* c = m_catalogConnection;
    connect(c, &Connection::opened, this, [c] { c->loadCatalog(); });
    connect(c, &Connection::openFailed, this, [this](const Error& e) {
        m_schema->showError(e);
        //: %1 is the database's error message
        m_statusLabel->setText(tr("Cannot open the database: %1").arg(e.message));
        Q_EMIT sourceFailed(e.message);
    });
    connect(c, &Connection::catalogReady, this, [this, c](const Catalog& catalog) {
        // Show only what the visibility rules allow; unreadable rules show nothing.
        auto policy = VisibilityConfig::policyFor(
            m_sourceName, c->adapter() ? c->adapter()->queryLanguage() : QString());
        if (!policy) {
            m_schema->showError(policy.error());
            Q_EMIT sourceFailed(policy.error().message);
            return;
        }
        m_schema->setCatalog(policy->filter(catalog));
        m_catalogLoaded = true;
        Q_EMIT catalogReady();
    });
    connect(c, &Connection::catalogFailed, this, [this](const Error& e) {
        m_schema->showError(e);
        Q_EMIT sourceFailed(e.message);
    });
    c->open(sourceUrl);
    const QString definition = highlightingDefinition();
    for (int i = 0; i < m_tabs->count(); ++i)
        tabAt(i)->setSource(sourceUrl, definition);
    if (url && url->isFile() && m_sourceName.isEmpty())
        rememberRecent(sourceUrl); // never a URL that could hold a password
    m_recovery->changed();
    updateTitle();
}

EditorTab* MainWindow::currentTab() const
{
    return qobject_cast<EditorTab*>(m_tabs->currentWidget());
}

EditorTab* MainWindow::tabAt(int index) const
{
    return qobject_cast<EditorTab*>(m_tabs->widget(index));
}

int MainWindow::tabCount() const
{
    return m_tabs->count();
}

EditorTab* MainWindow::newTab(const QString& text)
{
    auto* tab = new EditorTab(m_tabs);
    tab->setSource(m_sourceUrl, highlightingDefinition());
    tab->setWritesAllowed(m_writesAllowed);
    if (!text.isEmpty()) {
        tab->editor()->setText(text);
        tab->editor()->setModified(false);
    }
    connectTab(tab);
    m_tabs->setCurrentIndex(m_tabs->addTab(tab, tab->title()));
    tab->setFocus();
    return tab;
}

void MainWindow::connectTab(EditorTab* tab)
{
    tab->setSourceName(m_sourceName);
    connect(tab, &EditorTab::titleChanged, this, [this, tab] {
        m_tabs->setTabText(m_tabs->indexOf(tab), tab->title());
        m_tabs->setTabToolTip(m_tabs->indexOf(tab), tab->filePath());
        updateTitle();
    });
    connect(tab, &EditorTab::statusChanged, this, [this, tab](const QString& text) {
        if (tab == currentTab())
            m_statusLabel->setText(text);
    });
    connect(tab, &EditorTab::runningChanged, this, [this] { updateActions(); });
    connect(tab->editor(), &QsciScintilla::textChanged, m_recovery, &RecoveryStore::changed);
    connect(tab, &EditorTab::titleChanged, m_recovery, &RecoveryStore::changed);
    connect(tab->variableForm(), &VariableForm::valuesChanged, m_recovery, &RecoveryStore::changed);
    m_shortcuts->releaseEditorKeys(tab->editor());
    connectFix(this, m_assistant, tab);
    // Explain in the editor's context menu, named after what it explains.
    QAction* explain = m_assistant->action(AssistantController::Feature::Explain);
    tab->editor()->addContextMenuAction(explain);
    connect(tab->editor(), &QsciScintilla::selectionChanged, explain, [this, explain, tab] {
        if (tab == currentTab())
            nameExplainAction(explain, tab->editor());
    });
}

bool MainWindow::openFile(const QString& path)
{
    // Reuse an untouched empty tab instead of leaving it behind.
    EditorTab* tab = currentTab();
    if (!tab || tab->isModified() || !tab->filePath().isEmpty() || !tab->editor()->text().isEmpty())
        tab = newTab();
    auto r = tab->load(path);
    if (!r) {
        Prompt::error(this, tr("Open file"), r.error().message);
        return false;
    }
    return true;
}

void MainWindow::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open SQL file"), QString(),
                                                      tr("SQL files (*.sql);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::chooseDatabase()
{
    const QList<const DatabaseAdapter*> adapters = DatabaseFileFilter::fileAdapters();
    const QString path =
        QFileDialog::getOpenFileName(this, DatabaseFileFilter::openCaption(adapters), QString(),
                                     DatabaseFileFilter::filter(adapters));
    if (const QString source = AdapterRegistry::fileUrl(path); !path.isEmpty() && !source.isEmpty())
        openSource(source);
}

bool MainWindow::save(EditorTab* tab)
{
    if (tab->filePath().isEmpty())
        return saveAs(tab);
    auto r = tab->saveTo(tab->filePath());
    if (!r)
        Prompt::error(this, tr("Save"), r.error().message);
    return r.ok();
}

bool MainWindow::saveAs(EditorTab* tab)
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save SQL file"), tab->filePath(),
                                                tr("SQL files (*.sql);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".sql");
    auto r = tab->saveTo(path);
    if (!r)
        Prompt::error(this, tr("Save"), r.error().message);
    return r.ok();
}

bool MainWindow::maybeSave(EditorTab* tab)
{
    if (!tab->isModified())
        return true;
    if (tab->filePath().isEmpty() && tab->editor()->text().trimmed().isEmpty())
        return true;
    switch (Prompt::unsavedChanges(this, tab->title().remove(QLatin1Char('*')))) {
    case Prompt::Answer::Save:
        return save(tab);
    case Prompt::Answer::Discard:
        return true;
    case Prompt::Answer::Cancel:
        return false;
    }
    return false;
}

bool MainWindow::closeTab(int index)
{
    EditorTab* tab = tabAt(index);
    if (!tab || !maybeSave(tab))
        return false;
    m_tabs->removeTab(index);
    tab->deleteLater();
    if (m_tabs->count() == 0)
        newTab();
    m_recovery->changed();
    return true;
}

void MainWindow::updateActions()
{
    EditorTab* tab = currentTab();
    const bool running = tab && tab->isRunning();
    m_actions.value(QStringLiteral("actionRunStatement"))->setEnabled(tab && !running);
    m_actions.value(QStringLiteral("actionRunAll"))->setEnabled(tab && !running);
    m_actions.value(QStringLiteral("actionCancel"))->setEnabled(running);
}

void MainWindow::updateTitle()
{
    EditorTab* tab = currentTab();
    const QString doc = tab ? tab->title() : QString();
    //: The window title: %1 is the tab's title, %2 the data source
    const QString title = tr("%1 — %2 — Nelumbo");
    setWindowTitle(doc.isEmpty() ? tr("Nelumbo") : title.arg(doc, m_sourceLabel->text()));
}

void MainWindow::rememberRecent(const QString& sourceUrl)
{
    auto settings = Settings::open();
    QStringList recent = Settings::value(*settings, SettingsKey::RecentDatabases).toStringList();
    recent.removeAll(sourceUrl);
    recent.prepend(sourceUrl);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    Settings::setValue(*settings, SettingsKey::RecentDatabases, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    auto settings = Settings::open();
    const QStringList recent =
        Settings::value(*settings, SettingsKey::RecentDatabases).toStringList();
    for (const QString& url : recent)
        m_recentMenu->addAction(url, this, [this, url] { openSource(url); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::restoreSession()
{
    auto settings = Settings::open();
    restoreGeometry(Settings::value(*settings, SettingsKey::WindowGeometry).toByteArray());
    restoreState(Settings::value(*settings, SettingsKey::WindowState).toByteArray());
    // After a kill or a crash the copy of that session is newer than the saved one.
    const SessionState session = m_recovery->takeOrphans().value_or(SessionStore::load());

    QString source = session.sourceUrl;
    if (!session.sourceName.isEmpty() && session.sourceName != QLatin1String("demo")) {
        openNamedSource(session.sourceName); // its password comes from the keychain again
    } else {
        if (source.isEmpty() || session.sourceName == QLatin1String("demo")) {
            auto demo = DemoDatabase::ensureInstalled();
            if (demo)
                source = DemoDatabase::sourceUrl();
            else
                m_statusLabel->setText(demo.error().message);
        }
        openSource(source);
    }

    for (const TabState& state : session.tabs) {
        EditorTab* tab = newTab();
        if (!state.filePath.isEmpty()) {
            if (!tab->load(state.filePath)) {
                tab->editor()->setText(state.text); // the file went away; keep what we had
            } else if (state.modified) {
                tab->editor()->setText(state.text);
            }
        } else {
            tab->editor()->setText(state.text);
        }
        tab->setModified(state.modified);
        tab->editor()->setCursorCharOffset(state.cursor);
        tab->variableForm()->setValues(state.variables);
        tab->editor()->zoomTo(session.zoom);
    }
    if (m_tabs->count() == 0)
        newTab(DemoDatabase::sampleQuery());
    m_tabs->setCurrentIndex(qBound(0, session.currentTab, m_tabs->count() - 1));
    updateActions();
    m_recovery->changed();
}

SessionState MainWindow::currentSession() const
{
    SessionState session;
    // A configured source is remembered by name; only file URLs (no password) by URL.
    session.sourceName = m_sourceName;
    const auto url = SourceUrl::parse(m_sourceUrl);
    if (m_sourceName.isEmpty() && url && url->isFile())
        session.sourceUrl = m_sourceUrl;
    session.currentTab = m_tabs->currentIndex();
    for (int i = 0; i < m_tabs->count(); ++i) {
        EditorTab* tab = tabAt(i);
        TabState state;
        state.filePath = tab->filePath();
        state.text = tab->editor()->text();
        state.modified = tab->isModified();
        state.cursor = tab->editor()->cursorCharOffset();
        state.variables = tab->variableForm()->values();
        session.tabs << state;
    }
    if (EditorTab* tab = currentTab())
        session.zoom = int(tab->editor()->SendScintilla(QsciScintilla::SCI_GETZOOM));
    return session;
}

void MainWindow::saveSession()
{
    SessionStore::save(currentSession());
    auto settings = Settings::open();
    Settings::setValue(*settings, SettingsKey::WindowGeometry, saveGeometry());
    Settings::setValue(*settings, SettingsKey::WindowState, saveState());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // Untitled tabs come back by themselves next time; edited files need an answer.
    for (int i = 0; i < m_tabs->count() && !m_endingSession; ++i) {
        EditorTab* tab = tabAt(i);
        if (!tab->filePath().isEmpty() && !maybeSave(tab)) {
            event->ignore();
            return;
        }
    }
    saveSession();
    m_recovery->discard(); // a clean quit: the saved session has it all
    event->accept();
}

void MainWindow::endSession()
{
    m_endingSession = true;
    close();
}

} // namespace nelumbo
