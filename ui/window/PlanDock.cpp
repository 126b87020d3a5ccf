#include "window/PlanDock.h"

#include "adapter/DatabaseAdapter.h"
#include "assistant/AssistantController.h"
#include "connection/AdapterRequest.h"
#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "editor/EditorTab.h"
#include "editor/QueryEditor.h"
#include "plan/PlanTree.h"
#include "results/PlanPanel.h"
#include "window/ActionText.h"
#include "window/MainWindow.h"
#include "window/TabSet.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QStatusBar>

namespace nelumbo {

PlanDock::PlanDock(QMainWindow* window, TabSet* tabs, AssistantController* assistant)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_assistant(assistant)
    , m_explain(new QAction(MainWindow::tr("Explain &Plan"), window))
    , m_dock(new QDockWidget(MainWindow::tr("Plan"), window))
    , m_panel(new PlanPanel)
{
    m_explain->setObjectName(QStringLiteral("actionExplainPlan"));
    m_explain->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_explain->setToolTip(toolTipWithShortcut(
        MainWindow::tr("Show the database's plan for the statement under the cursor"),
        m_explain->shortcut()));
    connect(m_explain, &QAction::triggered, this, &PlanDock::explain);

    m_dock->setObjectName(QStringLiteral("planDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide();

    // The assistant's Optimise plans the same statement and adds suggestions.
    const auto gate = [this] {
        m_panel->setOptimizeAvailable(
            m_assistant->supports(AssistantController::Feature::Optimize));
    };
    gate();
    connect(m_assistant, &AssistantController::gatingChanged, m_panel, gate);
    connect(m_panel, &PlanPanel::optimizeRequested, m_assistant,
            [this] { m_assistant->action(AssistantController::Feature::Optimize)->trigger(); });
}

void PlanDock::show()
{
    if (m_dock->isHidden() && !m_dock->property("sized").toBool()) {
        m_dock->setProperty("sized", true);
        m_dock->show();
        m_window->resizeDocks({m_dock}, {m_window->height() * 2 / 5}, Qt::Vertical);
    }
    m_dock->show();
    m_dock->raise();
}

void PlanDock::explain()
{
    EditorTab* tab = m_tabs->currentTab();
    if (!tab)
        return;
    const QString statement = tab->editor()->statementToRun();
    if (tab->editor()->language().isBlank(statement)) {
        m_window->statusBar()->showMessage(MainWindow::tr("Nothing to explain: the query is empty"),
                                           5000);
        return;
    }
    if (m_pending)
        m_pending->deleteLater(); // its answer is no longer wanted
    show();
    m_panel->setBusy();
    Connection* connection = tab->connection();
    auto* reply = connection->queryPlan(statement);
    m_pending = reply;
    QPointer<Connection> guard(connection);
    connect(reply, &AdapterRequest::finished, m_panel, [this, reply, guard] {
        reply->deleteLater();
        if (m_pending != reply)
            return;
        m_pending = nullptr;
        const Result<QueryPlan>& plan = reply->result();
        if (!guard || !guard->adapter())
            return m_panel->showError(plan ? MainWindow::tr("the database session was closed")
                                           : plan.error().message);
        if (!plan &&
            (plan.error().code == ErrorCode::Unsupported || plan.error().code == ErrorCode::NoPlan))
            //: %1 is the kind of database (Redis)
            return m_panel->showError(
                MainWindow::tr("%1 has no query plans").arg(guard->adapter()->displayName()));
        if (!plan)
            return m_panel->showError(plan.error().message);
        const Result<PlanTree> tree = guard->adapter()->language().parsePlan(plan.value());
        if (!tree)
            return m_panel->showError(tree.error().message);
        m_panel->showPlan(tree.value());
    });
}

} // namespace nelumbo
