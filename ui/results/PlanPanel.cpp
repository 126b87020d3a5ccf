#include "results/PlanPanel.h"

#include "results/PlanView.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace nelumbo {

PlanPanel::PlanPanel(QWidget* parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_optimize(new QPushButton(tr("Optimize with AI"), this))
    , m_plan(new PlanView(this))
{
    m_status->setObjectName(QStringLiteral("planPanelStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setAccessibleName(tr("Plan status"));
    m_status->setText(tr("Explain Plan (Ctrl+E) shows the database's plan for the statement "
                         "under the cursor, without running it."));
    m_optimize->setObjectName(QStringLiteral("optimizeWithAi"));
    m_optimize->setToolTip(tr("Ask the assistant how to make this statement faster"));
    m_optimize->hide();
    connect(m_optimize, &QPushButton::clicked, this, &PlanPanel::optimizeRequested);

    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_optimize, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(m_plan, 1);
    m_plan->hide();
    setFocusProxy(m_plan);
}

void PlanPanel::setBusy()
{
    m_busy = true;
    m_status->setText(tr("Asking the database for its plan…"));
    m_plan->clear();
    m_plan->hide();
}

void PlanPanel::showPlan(const PlanTree& plan)
{
    m_busy = false;
    m_plan->setPlan(plan);
    m_plan->show();
    const int expensive = int(plan.expensiveNodes().size());
    const QString steps = tr("%Ln steps", nullptr, plan.size());
    //: %1 is "N steps"
    const QString none = tr("Query plan: %1, none marked expensive.");
    //: %1 is "N steps"; %Ln counts the steps marked expensive
    const QString some =
        tr("Query plan: %1, %Ln marked expensive (bold, with a warning sign).", nullptr, expensive);
    m_status->setText((expensive == 0 ? none : some).arg(steps));
}

void PlanPanel::showError(const QString& message)
{
    m_busy = false;
    m_plan->clear();
    m_plan->hide();
    m_status->setText(tr("No plan: %1").arg(message));
}

void PlanPanel::setOptimizeAvailable(bool available)
{
    m_optimize->setVisible(available);
}

QString PlanPanel::status() const
{
    return m_status->text();
}

} // namespace nelumbo
