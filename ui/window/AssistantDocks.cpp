#include "window/AssistantDocks.h"

#include "ai/ChatSession.h"
#include "ai/InlineSuggester.h"
#include "assistant/AssistantController.h"
#include "assistant/ChatPanel.h"
#include "assistant/ExplainPopup.h"
#include "assistant/OptimizePanel.h"
#include "assistant/StatementApplier.h"
#include "assistant/SuggestionCards.h"
#include "core/Settings.h"
#include "editor/EditorTab.h"
#include "editor/InlineSuggestion.h"
#include "editor/QueryEditor.h"
#include "results/ResultsPane.h"
#include "window/ActionText.h"
#include "window/MainWindow.h"
#include "window/TabSet.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QPointer>
#include <QStatusBar>
#include <memory>

namespace nelumbo {

namespace {
using Feature = AssistantController::Feature;

// Explain Selection explains the whole query when nothing is selected; its name says which.
void nameExplainAction(QAction* action, const QueryEditor* editor)
{
    action->setText(editor && editor->hasSelectedText() ? MainWindow::tr("&Explain Selection")
                                                        : MainWindow::tr("&Explain Query"));
    if (action->isEnabled())
        action->setToolTip(toolTipWithShortcut(action->text(), action->shortcut()));
}
} // namespace

AssistantDocks::AssistantDocks(QMainWindow* window, AssistantController* assistant, TabSet* tabs,
                               bool chatShown)
    : QObject(window)
    , m_window(window)
    , m_assistant(assistant)
    , m_tabs(tabs)
{
    createChatDock(chatShown);
    createExplainAndOptimize();
    connectApply();
    connectInlineSuggestions();
}

// The one suggester answers the editor that asked last; a failure shows nothing.
void AssistantDocks::connectInlineSuggestions()
{
    InlineSuggester* suggester = m_assistant->suggester();
    connect(suggester, &InlineSuggester::suggested, this,
            [this](const SuggestedContinuation& suggestion) {
                if (m_suggestionFor)
                    m_suggestionFor->show(suggestion.text);
            });
    connect(suggester, &InlineSuggester::failed, this, [this] {
        if (m_suggestionFor)
            m_suggestionFor->show({});
    });
    connect(suggester, &InlineSuggester::usageReported, this, [this] {
        // A reply with nothing usable: the editor may ask again.
        if (m_suggestionFor && m_suggestionFor->isPending())
            QMetaObject::invokeMethod(
                m_suggestionFor, [ghost = m_suggestionFor] { ghost->show({}); },
                Qt::QueuedConnection);
    });
}

void AssistantDocks::showStatus(const QString& text)
{
    m_window->statusBar()->showMessage(text, 5000);
}

// The chat dock on the right; Alt+3 and Ask the Assistant (Ctrl+I) show it with the input
// focused. On a first start it is shown when AI is set up; later the saved layout decides.
void AssistantDocks::createChatDock(bool shown)
{
    m_chatPanel = new ChatPanel(m_assistant);
    m_chatDock = new QDockWidget(MainWindow::tr("Assistant"), m_window);
    m_chatDock->setObjectName(QStringLiteral("chatDock"));
    m_chatDock->setWidget(m_chatPanel);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_chatDock);
    m_chatDock->setVisible(shown);
    QAction* toggle = m_chatDock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("actionToggleChat"));
    toggle->setText(MainWindow::tr("&Chat Panel"));
    toggle->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    toggle->setToolTip(MainWindow::tr("Show or hide the chat with the assistant (%1)")
                           .arg(toggle->shortcut().toString(QKeySequence::NativeText)));
    // Hidden, or left with Esc while idle: the editor has the keyboard again.
    const auto toEditor = [tabs = m_tabs] {
        if (EditorTab* tab = tabs->currentTab())
            tab->editor()->setFocus(Qt::ShortcutFocusReason);
    };
    ChatPanel* panel = m_chatPanel;
    connect(toggle, &QAction::triggered, panel, [panel, toEditor](bool visible) {
        if (visible)
            panel->focusInput();
        else
            toEditor();
    });
    connect(panel, &ChatPanel::leaveRequested, this, toEditor);
    connect(m_assistant->action(Feature::Chat), &QAction::triggered, panel,
            [dock = m_chatDock, panel] {
                dock->show();
                dock->raise();
                panel->focusInput();
            });
    // Each request carries the current tab's query, to be refined.
    m_assistant->chat()->setStatementProvider([tabs = m_tabs] {
        const EditorTab* tab = tabs->currentTab();
        return tab ? tab->editor()->text() : QString();
    });
    m_assistant->chat()->setVariablesProvider([tabs = m_tabs] {
        const EditorTab* tab = tabs->currentTab();
        return tab ? tab->variablesInUse() : QJsonArray();
    });
}

// The explanation popup next to the selection, and the optimisation dock.
void AssistantDocks::createExplainAndOptimize()
{
    auto* popup = new ExplainPopup(m_window);
    auto* panel = new OptimizePanel;
    m_optimizeDock = new QDockWidget(MainWindow::tr("Optimisation"), m_window);
    QDockWidget* dock = m_optimizeDock;
    dock->setObjectName(QStringLiteral("optimizeDock"));
    dock->setWidget(panel);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->hide();
    QAction* toggle = dock->toggleViewAction();
    toggle->setShortcut(QKeySequence(Qt::ALT | Qt::Key_4));
    connect(toggle, &QAction::triggered, panel, [panel](bool shown) {
        if (shown)
            panel->setFocus(Qt::ShortcutFocusReason);
    });

    QAction* explain = m_assistant->action(Feature::Explain);
    connect(m_tabs, &TabSet::currentTabChanged, explain, [tabs = m_tabs, explain] {
        nameExplainAction(explain, tabs->currentTab() ? tabs->currentTab()->editor() : nullptr);
    });
    connect(explain, &QAction::triggered, popup, [this, popup] {
        EditorTab* tab = m_tabs->currentTab();
        if (!tab)
            return;
        QueryEditor* editor = tab->editor();
        const auto target = ExplainPopup::targetIn(*editor);
        if (!target) {
            showStatus(MainWindow::tr("Nothing to explain: the query is empty"));
            return;
        }
        if (popup->focusAnswerFor(editor, *target))
            return; // asked again: the reader wants to go into the answer
        popup->showBusy(editor, *target);
        m_assistant->explain(target->statement, target->fragment, tab->variablesInUse());
    });
    connect(m_assistant, &AssistantController::explained, popup, [popup](const QString& markdown) {
        if (popup->isBusy())
            popup->setExplanation(markdown);
    });
    connect(popup, &ExplainPopup::cancelRequested, m_assistant, &AssistantController::cancelTask);

    // The statement the last optimisation was about: a rewrite replaces just it.
    struct Optimized
    {
        QPointer<EditorTab> tab;
        StatementRange range;
        QString text;
    };
    auto optimized = std::make_shared<Optimized>();
    connect(m_assistant->action(Feature::Optimize), &QAction::triggered, panel,
            [this, panel, dock, optimized] {
                EditorTab* tab = m_tabs->currentTab();
                // The whole statement a selection lies in: a fragment has no plan.
                const auto target = tab ? ExplainPopup::targetIn(*tab->editor()) : std::nullopt;
                const QString statement = target ? target->statement : QString();
                if (target) {
                    const qsizetype begin =
                        tab->editor()->text().lastIndexOf(statement, target->anchor.begin);
                    *optimized = {tab, {begin, begin + statement.size()}, statement};
                }
                const QueryLanguage& language =
                    tab ? tab->editor()->language() : QueryLanguage::standard();
                if (language.isBlank(statement)) {
                    showStatus(MainWindow::tr("Nothing to optimise: the query is empty"));
                    return;
                }
                if (dock->isHidden() && !dock->property("sized").toBool()) {
                    dock->setProperty("sized", true);
                    dock->show();
                    m_window->resizeDocks({dock}, {m_window->height() * 2 / 5}, Qt::Vertical);
                }
                dock->show();
                dock->raise();
                panel->cards()->setLanguage(language);
                panel->setBusy();
                m_assistant->optimize(statement, tab->variablesInUse());
            });
    connect(m_assistant, &AssistantController::optimized, panel,
            [panel](const OptimizationResult& result) {
                if (panel->isBusy())
                    panel->showResult(result);
            });
    connect(panel, &OptimizePanel::applyRewrite, m_assistant,
            [this, optimized](const QString& statement) {
                if (optimized->tab && optimized->range.begin >= 0)
                    m_applier->expectReplacement(optimized->tab, optimized->range, optimized->text);
                Q_EMIT m_assistant->applyRequested(statement, {}, true);
            });
    connect(panel, &OptimizePanel::cancelRequested, m_assistant, &AssistantController::cancelTask);

    connect(m_assistant, &AssistantController::failedTask, this,
            [popup, panel](AiTask task, const Error& error) {
                const QString message = error.message.isEmpty() ? error.code : error.message;
                if (task == AiTask::Explanation && popup->isBusy())
                    popup->setError(message);
                if (task == AiTask::Optimization && panel->isBusy())
                    panel->showError(error);
            });
}

// The assistant's statements go into the current tab (a replacement through the diff first).
void AssistantDocks::connectApply()
{
    m_applier = new StatementApplier(m_window);
    m_applier->setObjectName(QStringLiteral("statementApplier"));
    StatementApplier* applier = m_applier;
    connect(m_assistant, &AssistantController::applyRequested, applier,
            [this, applier](const QString& statement, const QJsonArray& variables, bool replace) {
                // A fix goes to the tab whose run failed, shown first.
                EditorTab* tab =
                    replace && applier->target() ? applier->target() : m_tabs->currentTab();
                if (tab)
                    m_tabs->setCurrentTab(tab);
                applier->apply(tab, statement, variables, replace);
            });
    // A fix that failed or was stopped leaves no replacement to wait for.
    ChatSession* chat = m_assistant->chat();
    connect(chat, &ChatSession::failed, applier, [applier] { applier->forgetTarget(); });
    connect(chat, &ChatSession::stopped, applier, [applier] { applier->forgetTarget(); });
    connect(chat, &ChatSession::reset, applier, [applier] { applier->forgetTarget(); });
    // Ctrl+Shift+F fixes the current tab's failed statement, as the error bar's button does.
    connect(m_assistant->action(Feature::Fix), &QAction::triggered, applier, [this, applier] {
        EditorTab* tab = m_tabs->currentTab();
        if (tab && !tab->lastFailure().statement.isEmpty())
            applier->expectFix(tab);
    });
    connect(m_tabs, &TabSet::currentTabChanged, m_assistant, [this] {
        const EditorTab* tab = m_tabs->currentTab();
        m_assistant->setFailedRun(tab ? tab->lastFailure().statement : QString(),
                                  tab ? tab->lastFailure().message : QString());
    });
}

// A tab's error bar offers "Fix with AI"; with ai/auto_fix_on_error a failed run asks by
// itself, once (StatementApplier::mayAutoFix keeps automatic fixes from looping).
void AssistantDocks::connectTab(EditorTab* tab)
{
    AssistantController* assistant = m_assistant;
    StatementApplier* applier = m_applier;
    TabSet* tabs = m_tabs;
    ResultsPane* results = tab->results();
    const auto gate = [tabs, assistant, tab, results] {
        // Only the current tab's failure is the assistant's; the others need AI and the source.
        const QString why =
            assistant->whyNot(tab == tabs->currentTab() ? Feature::Fix : Feature::Chat);
        results->setFixAvailable(why.isEmpty(), why);
    };
    gate();
    connect(assistant, &AssistantController::gatingChanged, results, gate);
    connect(results, &ResultsPane::fixRequested, assistant,
            [applier, assistant, tab](const QString& statement, const QString& message) {
                // The model reads the English copy of our own refusals.
                const EditorTab::Failure& failure = tab->lastFailure();
                applier->expectFix(tab);
                assistant->fixError(statement, failure.statement == statement ? failure.modelMessage
                                                                              : message);
            });
    connect(tab, &EditorTab::runningChanged, assistant, [tabs, assistant, tab](bool running) {
        if (running && tab == tabs->currentTab())
            assistant->setFailedRun({}, {});
    });
    connect(tab, &EditorTab::runFailed, assistant, [tabs, assistant, applier, tab] {
        const EditorTab::Failure failure = tab->lastFailure();
        if (tab == tabs->currentTab())
            assistant->setFailedRun(failure.statement, failure.modelMessage);
        const bool autoFix =
            Settings::value(*Settings::open(), SettingsKey::AiAutoFixOnError).toBool();
        if (autoFix && assistant->supports(Feature::Chat) && !assistant->chat()->isBusy() &&
            applier->mayAutoFix(tab)) {
            applier->expectFix(tab, true);
            assistant->fixError(failure.statement, failure.modelMessage);
        }
    });

    // The AI inline suggestion: on with its toggle where AI is available.
    InlineSuggestion* ghost = tab->editor()->inlineSuggestion();
    const auto inlineGate = [assistant, ghost] {
        ghost->setActive(assistant->inlineSuggestionsActive());
    };
    inlineGate();
    connect(assistant, &AssistantController::gatingChanged, ghost, inlineGate);
    connect(ghost, &InlineSuggestion::requested, assistant,
            [this, assistant, ghost](const QString& before, const QString& after) {
                m_suggestionFor = ghost;
                assistant->suggester()->suggest(assistant->source(), before, after);
            });
    connect(ghost, &InlineSuggestion::cancelled, assistant, [this, assistant, ghost] {
        if (m_suggestionFor == ghost)
            assistant->suggester()->cancel();
    });

    // Explain in the editor's context menu, named after what it explains.
    QAction* explain = assistant->action(Feature::Explain);
    tab->editor()->addContextMenuAction(explain);
    connect(tab->editor(), &QsciScintilla::selectionChanged, explain, [tabs, explain, tab] {
        if (tab == tabs->currentTab())
            nameExplainAction(explain, tab->editor());
    });
}

} // namespace nelumbo
