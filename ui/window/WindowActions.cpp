#include "window/WindowActions.h"

#include "assistant/AssistantController.h"
#include "assistant/ChatPanel.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "editor/EditorTab.h"
#include "editor/FindBar.h"
#include "editor/LexerFactory.h"
#include "editor/QueryEditor.h"
#include "queries/SavedQueries.h"
#include "results/ResultModel.h"
#include "results/ResultsPane.h"
#include "sources/SourceSwitcher.h"
#include "window/ActionText.h"
#include "window/AssistantDocks.h"
#include "window/MainWindow.h"
#include "window/SourceSession.h"
#include "window/TabSet.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>

namespace nelumbo {

WindowActions::WindowActions(MainWindow* window, TabSet* tabs, SourceSession* source,
                             SavedQueries* savedQueries, AssistantController* assistant,
                             AssistantDocks* assistantDocks)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_source(source)
    , m_savedQueries(savedQueries)
    , m_assistant(assistant)
    , m_assistantDocks(assistantDocks)
{
    createActions();
    createMenus();
    createToolBar();
    connect(m_source, &SourceSession::sourceChanged, this, &WindowActions::sourceChanged);
    connect(m_source, &SourceSession::recentDatabasesChanged, this,
            &WindowActions::rebuildRecentMenu);
    connect(m_source, &SourceSession::sourcesEdited, m_switcher, &SourceSwitcher::reload);
    connect(m_source, &SourceSession::writesAllowedChanged, this, [this](bool allowed) {
        QAction* writes = m_actions.value(QStringLiteral("actionAllowWrites"));
        const QSignalBlocker block(writes);
        writes->setChecked(allowed);
    });
}

QAction* WindowActions::addAction(const QString& objectName, const QString& text,
                                  const QKeySequence& key, std::function<void()> slot)
{
    auto* action = new QAction(text, m_window);
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

void WindowActions::createActions()
{
    auto withTab = [this](auto fn) {
        return [this, fn] {
            if (EditorTab* tab = m_tabs->currentTab())
                fn(tab);
        };
    };
    TabSet* tabs = m_tabs;
    SourceSession* source = m_source;
    addAction(QStringLiteral("actionNewTab"), MainWindow::tr("&New Tab"), QKeySequence::AddTab,
              [tabs] { tabs->newTab(); });
    addAction(QStringLiteral("actionOpenFile"), MainWindow::tr("&Open…"), QKeySequence::Open,
              [tabs] { tabs->chooseFile(); });
    addAction(QStringLiteral("actionSave"), MainWindow::tr("&Save"), QKeySequence::Save,
              withTab([tabs](EditorTab* t) { tabs->save(t); }));
    addAction(QStringLiteral("actionSaveAs"), MainWindow::tr("Save &As…"), QKeySequence::SaveAs,
              withTab([tabs](EditorTab* t) { tabs->saveAs(t); }));
    addAction(QStringLiteral("actionCloseTab"), MainWindow::tr("&Close Tab"), QKeySequence::Close,
              [tabs] { tabs->closeTab(tabs->widget()->currentIndex()); });
    addAction(QStringLiteral("actionExportResult"), MainWindow::tr("E&xport Result…"),
              QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E),
              withTab([](EditorTab* t) { t->exportResult(); }));
    addAction(QStringLiteral("actionOpenDatabase"), MainWindow::tr("Open &Database…"),
              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
              [source] { source->chooseDatabase(); });
    addAction(QStringLiteral("actionNewSource"), MainWindow::tr("New Sou&rce…"),
              QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N),
              [source] { source->showConnectionDialog(); });
    addAction(QStringLiteral("actionOpenDemo"), MainWindow::tr("Open D&emo Database"), {},
              [source] { source->openDemo(); });
    addAction(QStringLiteral("actionQuit"), MainWindow::tr("&Quit"), QKeySequence::Quit,
              [this] { m_window->close(); });

    addAction(QStringLiteral("actionFind"), MainWindow::tr("&Find…"), QKeySequence::Find,
              withTab([](EditorTab* t) { t->findBar()->showFind(); }));
    addAction(QStringLiteral("actionReplace"), MainWindow::tr("R&eplace…"),
              QKeySequence(Qt::CTRL | Qt::Key_H),
              withTab([](EditorTab* t) { t->findBar()->showReplace(); }));
    addAction(QStringLiteral("actionFindNext"), MainWindow::tr("Find &Next"),
              QKeySequence::FindNext, withTab([](EditorTab* t) { t->findBar()->findNext(true); }));
    addAction(QStringLiteral("actionFindPrevious"), MainWindow::tr("Find Pre&vious"),
              QKeySequence::FindPrevious,
              withTab([](EditorTab* t) { t->findBar()->findNext(false); }));

    addAction(QStringLiteral("actionFormatStatement"), MainWindow::tr("F&ormat Statement"),
              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), [this] { formatStatement(); });

    addAction(QStringLiteral("actionZoomIn"), MainWindow::tr("Zoom &In"), QKeySequence::ZoomIn,
              withTab([](EditorTab* t) { t->editor()->zoomIn(); }));
    addAction(QStringLiteral("actionZoomOut"), MainWindow::tr("Zoom &Out"), QKeySequence::ZoomOut,
              withTab([](EditorTab* t) { t->editor()->zoomOut(); }));
    addAction(QStringLiteral("actionZoomReset"), MainWindow::tr("&Reset Zoom"),
              QKeySequence(Qt::CTRL | Qt::Key_0),
              withTab([](EditorTab* t) { t->editor()->zoomTo(0); }));
    // On the window too, so the keys work wherever the focus is.
    m_window->QWidget::addAction(addAction(QStringLiteral("actionNextPane"),
                                           MainWindow::tr("Next &Pane"), QKeySequence(Qt::Key_F6),
                                           [this] { Q_EMIT nextPaneRequested(1); }));
    m_window->QWidget::addAction(
        addAction(QStringLiteral("actionPreviousPane"), MainWindow::tr("Pre&vious Pane"),
                  QKeySequence(Qt::SHIFT | Qt::Key_F6), [this] { Q_EMIT nextPaneRequested(-1); }));

    QAction* run = addAction(QStringLiteral("actionRunStatement"), MainWindow::tr("&Run Statement"),
                             QKeySequence(Qt::CTRL | Qt::Key_Return),
                             withTab([](EditorTab* t) { t->runCurrent(); }));
    run->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    run->setIcon(m_window->style()->standardIcon(QStyle::SP_MediaPlay));
    QAction* runAll = addAction(QStringLiteral("actionRunAll"), MainWindow::tr("Run &All"),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return),
                                withTab([](EditorTab* t) { t->runAll(); }));
    runAll->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return),
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Enter)});
    runAll->setIcon(m_window->style()->standardIcon(QStyle::SP_MediaSeekForward));
    QAction* cancel = addAction(QStringLiteral("actionCancel"), MainWindow::tr("&Cancel"),
                                QKeySequence(Qt::CTRL | Qt::Key_Period),
                                withTab([](EditorTab* t) { t->cancel(); }));
    cancel->setIcon(m_window->style()->standardIcon(QStyle::SP_MediaStop));
    addAction(QStringLiteral("actionFetchAll"), MainWindow::tr("&Fetch All Rows"),
              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_End), withTab([](EditorTab* t) {
                  if (ResultModel* m = t->results()->currentModel())
                      m->fetchAll();
              }));
    // The value viewer is one setting for every tab; the action follows it (SettingsNotifier).
    QAction* viewer =
        addAction(QStringLiteral("actionValueViewer"), MainWindow::tr("Value Vie&wer"),
                  QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V), nullptr);
    viewer->setCheckable(true);
    viewer->setChecked(
        Settings::value(*Settings::open(), SettingsKey::ResultsValueViewer).toBool());
    connect(viewer, &QAction::toggled, this, [](bool on) {
        auto settings = Settings::open();
        Settings::setValue(*settings, SettingsKey::ResultsValueViewer, on);
    });
    connect(SettingsNotifier::instance(), &SettingsNotifier::changed, viewer,
            [viewer](const QStringList& keys) {
                if (!keys.contains(QLatin1String(SettingsKey::ResultsValueViewer.name)))
                    return;
                const QSignalBlocker block(viewer);
                viewer->setChecked(
                    Settings::value(*Settings::open(), SettingsKey::ResultsValueViewer).toBool());
            });
    QAction* writes = addAction(QStringLiteral("actionAllowWrites"),
                                MainWindow::tr("Allow &Writes"), {}, nullptr);
    writes->setCheckable(true);
    writes->setToolTip(MainWindow::tr("Let statements change data on this database (asks first; "
                                      "off again when you switch databases)"));
    connect(writes, &QAction::toggled, this, [source](bool on) { source->setWritesAllowed(on); });
    addAction(QStringLiteral("actionRefreshSchema"), MainWindow::tr("Refresh &Schema"),
              QKeySequence::Refresh, [source] { source->reopen(); });
    QAction* settings =
        addAction(QStringLiteral("actionSettings"), MainWindow::tr("Se&ttings…"),
                  QKeySequence(Qt::CTRL | Qt::Key_Comma), [this] { Q_EMIT settingsRequested(); });
    settings->setMenuRole(QAction::PreferencesRole);
    addAction(QStringLiteral("actionAbout"), MainWindow::tr("&About Nelumbo"), {}, [this] {
        QMessageBox::about(
            m_window, MainWindow::tr("About Nelumbo"),
            //: %1 is the version, %2 the component that highlights SQL
            MainWindow::tr("<h3>Nelumbo %1</h3><p>A query editor with an AI assistant.</p>"
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

void WindowActions::createMenus()
{
    auto act = [this](const char* name) { return m_actions.value(QLatin1String(name)); };
    QMenuBar* bar = m_window->menuBar();
    QMenu* file = bar->addMenu(MainWindow::tr("&File"));
    file->addAction(act("actionNewTab"));
    file->addAction(act("actionOpenFile"));
    file->addAction(act("actionSave"));
    file->addAction(act("actionSaveAs"));
    file->addAction(act("actionCloseTab"));
    file->addSeparator();
    file->addAction(act("actionExportResult"));
    file->addSeparator();
    file->addAction(act("actionOpenDatabase"));
    file->addAction(act("actionNewSource"));
    file->addAction(act("actionOpenDemo"));
    m_recentMenu = file->addMenu(MainWindow::tr("Recent Data&bases"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addSeparator();
    file->addAction(act("actionQuit"));
    rebuildRecentMenu();

    QMenu* edit = bar->addMenu(MainWindow::tr("&Edit"));
    auto editorCall = [this](void (QsciScintilla::*fn)()) {
        return [this, fn] {
            if (EditorTab* t = m_tabs->currentTab())
                (t->editor()->*fn)();
        };
    };
    edit->addAction(MainWindow::tr("&Undo"), QKeySequence::Undo, this,
                    editorCall(&QsciScintilla::undo))
        ->setShortcutContext(Qt::WidgetShortcut); // the editor handles its own keys
    edit->addAction(MainWindow::tr("&Redo"), QKeySequence::Redo, this,
                    editorCall(&QsciScintilla::redo))
        ->setShortcutContext(Qt::WidgetShortcut);
    edit->addSeparator();
    edit->addAction(act("actionFind"));
    edit->addAction(act("actionReplace"));
    edit->addAction(act("actionFindNext"));
    edit->addAction(act("actionFindPrevious"));
    edit->addSeparator();
    edit->addAction(act("actionFormatStatement"));
    // Named after what it formats, as the menu opens.
    connect(edit, &QMenu::aboutToShow, this, [this] {
        const EditorTab* tab = m_tabs->currentTab();
        QAction* format = m_actions.value(QStringLiteral("actionFormatStatement"));
        format->setText(tab && tab->editor()->hasSelectedText()
                            ? MainWindow::tr("F&ormat Selection")
                            : MainWindow::tr("F&ormat Statement"));
    });
    edit->addSeparator();
    edit->addAction(act("actionSettings"));

    m_viewMenu = bar->addMenu(MainWindow::tr("&View"));
    // The menu's own action: another one set with setMenu() would replace it, and the
    // menu's shortcuts (zoom) would no longer work.
    m_actions.insert(QStringLiteral("actionViewMenuAnchor"), m_viewMenu->menuAction());
    m_viewMenu->addAction(act("actionZoomIn"));
    m_viewMenu->addAction(act("actionZoomOut"));
    m_viewMenu->addAction(act("actionZoomReset"));
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(act("actionNextPane"));
    m_viewMenu->addAction(act("actionPreviousPane"));
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(act("actionValueViewer"));

    QMenu* query = bar->addMenu(MainWindow::tr("&Query"));
    m_queryMenu = query;
    query->addAction(act("actionRunStatement"));
    query->addAction(act("actionRunAll"));
    query->addAction(act("actionCancel"));
    query->addSeparator();
    query->addAction(act("actionAllowWrites"));
    query->addAction(act("actionFetchAll"));
    query->addSeparator();
    query->addAction(m_savedQueries->saveAction());
    query->addAction(act("actionRefreshSchema"));

    QMenu* assistant = bar->addMenu(MainWindow::tr("&Assistant"));
    assistant->setObjectName(QStringLiteral("assistantMenu"));
    assistant->addAction(m_assistantDocks->chatDock()->toggleViewAction());
    assistant->addSeparator();
    for (auto feature : {AssistantController::Feature::Chat, AssistantController::Feature::Explain,
                         AssistantController::Feature::Optimize, AssistantController::Feature::Fix})
        assistant->addAction(m_assistant->action(feature));
    assistant->addAction(m_assistant->inlineSuggestionAction());
    assistant->addSeparator();
    assistant->addAction(m_assistantDocks->chatPanel()->clearAction());

    QMenu* help = bar->addMenu(MainWindow::tr("&Help"));
    help->addAction(act("actionAbout"));
}

void WindowActions::createToolBar()
{
    QToolBar* bar = m_window->addToolBar(MainWindow::tr("Query"));
    bar->setObjectName(QStringLiteral("queryToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_switcher = new SourceSwitcher(bar);
    m_switcher->setObjectName(QStringLiteral("sourceSwitcher"));
    m_switcher->setAccessibleName(MainWindow::tr("Data source"));
    m_switcher->setToolTip(MainWindow::tr("The data source the editor runs against"));
    connect(m_switcher, &SourceSwitcher::sourceChosen, m_source, &SourceSession::openNamedSource);
    connect(m_switcher, &SourceSwitcher::newSourceRequested, m_source,
            &SourceSession::showConnectionDialog);
    bar->addWidget(m_switcher);
    bar->addSeparator();
    for (const char* name : {"actionRunStatement", "actionRunAll", "actionCancel"}) {
        QAction* action = m_actions.value(QLatin1String(name));
        // Qt strips "&" from a button's text but not the "(&R)" Japanese and Chinese add.
        action->setIconText(withoutAccelerator(action->text()));
        bar->addAction(action);
    }
    bar->addSeparator();
    QAction* suggestions = m_assistant->inlineSuggestionAction();
    //: A tool bar toggle: the AI inline suggestions
    suggestions->setIconText(MainWindow::tr("AI Suggestions"));
    bar->addAction(suggestions);
    QTabWidget* tabs = m_tabs->widget();
    auto* plus = new QToolButton(tabs);
    plus->setText(QStringLiteral("+"));
    plus->setAutoRaise(true);
    plus->setToolTip(m_actions.value(QStringLiteral("actionNewTab"))->toolTip());
    plus->setAccessibleName(MainWindow::tr("New tab"));
    connect(plus, &QToolButton::clicked, this, [this] { m_tabs->newTab(); });
    tabs->setCornerWidget(plus, Qt::TopRightCorner);
}

void WindowActions::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = SourceSession::recentDatabases();
    for (const QString& url : recent)
        m_recentMenu->addAction(url, this, [this, url] { m_source->openSource(url); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void WindowActions::sourceChanged()
{
    m_switcher->setCurrentSource(m_source->name());
    QAction* writes = m_actions.value(QStringLiteral("actionAllowWrites"));
    const bool readOnly = m_source->isReadOnly();
    writes->setEnabled(!readOnly);
    writes->setToolTip(
        readOnly
            //: %1 is a source's name; "read_only = true" is a line of its configuration
            ? MainWindow::tr("Source \"%1\" is configured read-only (read_only = true)")
                  .arg(m_source->name())
            : MainWindow::tr("Let statements change data on this database (asks first; off "
                             "again when you switch databases)"));
}

// The selection, else the statement under the cursor, in the keyword case of the settings;
// the text stays as it was when the language cannot format it, and the status bar says why.
void WindowActions::formatStatement()
{
    EditorTab* tab = m_tabs->currentTab();
    if (!tab)
        return;
    FormatOptions options;
    const QString keywordCase =
        Settings::value(*Settings::open(), SettingsKey::EditorFormatKeywordCase).toString();
    options.keywordCase =
        FormatOptions::keywordCaseFromName(keywordCase).value_or(FormatOptions::KeywordCase::Upper);
    if (auto formatted = tab->editor()->formatStatement(options); !formatted)
        m_window->statusBar()->showMessage(
            MainWindow::tr("Not formatted: %1").arg(formatted.error().message), 8000);
}

void WindowActions::updateActions()
{
    EditorTab* tab = m_tabs->currentTab();
    const bool running = tab && tab->isRunning();
    m_actions.value(QStringLiteral("actionRunStatement"))->setEnabled(tab && !running);
    m_actions.value(QStringLiteral("actionRunAll"))->setEnabled(tab && !running);
    m_actions.value(QStringLiteral("actionCancel"))->setEnabled(running);
    // Enabled for a result of one query; else its tooltip says why.
    QAction* exportResult = m_actions.value(QStringLiteral("actionExportResult"));
    const QString blocker = tab ? tab->exportBlocker() : MainWindow::tr("No tab is open");
    exportResult->setEnabled(blocker.isEmpty());
    exportResult->setToolTip(
        blocker.isEmpty() ? toolTipWithShortcut(exportResult->text(), exportResult->shortcut())
                          : blocker);
}

} // namespace nelumbo
