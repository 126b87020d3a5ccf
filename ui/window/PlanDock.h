#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;

namespace nelumbo {

class AdapterRequest;
class AssistantController;
class PlanPanel;
class TabSet;

// Explain Plan without the assistant: the current tab's session plans the statement under
// the cursor (or the selection) and the plan dock shows the tree; Optimize with AI hands the
// same statement to the assistant when it is set up.
class PlanDock : public QObject
{
    Q_OBJECT
public:
    PlanDock(QMainWindow* window, TabSet* tabs, AssistantController* assistant);

    QAction* explainAction() const { return m_explain; }
    QDockWidget* dock() const { return m_dock; }
    PlanPanel* panel() const { return m_panel; }

    // Plans the current tab's statement and shows the dock.
    void explain();

private:
    void show();

    QMainWindow* m_window;
    TabSet* m_tabs;
    AssistantController* m_assistant;
    QAction* m_explain;
    QDockWidget* m_dock;
    PlanPanel* m_panel;
    QPointer<AdapterRequest> m_pending;
};

} // namespace nelumbo
