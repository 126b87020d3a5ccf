#pragma once

#include "plan/PlanTree.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace nelumbo {

class PlanView;

// Explain Plan's answer: a line about the plan (or why there is none), the plan tree with
// its expensive steps marked, and Optimize with AI when the assistant is set up.
class PlanPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PlanPanel(QWidget* parent = nullptr);

    void setBusy();
    bool isBusy() const { return m_busy; }
    void showPlan(const PlanTree& plan);
    void showError(const QString& message);
    // Shown only when the assistant can optimise this source.
    void setOptimizeAvailable(bool available);

    PlanView* planView() const { return m_plan; }
    QPushButton* optimizeButton() const { return m_optimize; }
    QString status() const;

Q_SIGNALS:
    void optimizeRequested();

private:
    QLabel* m_status;
    QPushButton* m_optimize;
    PlanView* m_plan;
    bool m_busy = false;
};

} // namespace nelumbo
