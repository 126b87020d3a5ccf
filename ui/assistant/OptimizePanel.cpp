#include "assistant/OptimizePanel.h"

#include "assistant/SuggestionCards.h"
#include "core/ErrorCodes.h"
#include "i18n/UiLanguage.h"
#include "plan/PlanTree.h"
#include "results/PlanView.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace nelumbo {

OptimizePanel::OptimizePanel(QWidget* parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_planStatus(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_plan(new PlanView(m_splitter))
    , m_cards(new SuggestionCards(m_splitter))
{
    setObjectName(QStringLiteral("optimizePanel"));
    setAccessibleName(tr("Optimisation"));
    m_status->setObjectName(QStringLiteral("optimizeStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setText(tr("Optimise Query (Ctrl+Alt+O) plans the statement under the cursor and "
                         "asks the assistant how to make it faster."));
    m_busy->setRange(0, 0);
    m_busy->setMaximumHeight(m_status->fontMetrics().height());
    m_busy->setAccessibleName(tr("Working"));
    m_cancel->setObjectName(QStringLiteral("optimizeCancel"));
    m_planStatus->setObjectName(QStringLiteral("planStatus"));
    m_planStatus->setWordWrap(true);
    m_planStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_planStatus->setAccessibleName(tr("Plan status"));
    m_splitter->setChildrenCollapsible(false);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_userSized = true; });

    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_busy);
    top->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_planStatus);
    layout->addWidget(m_splitter, 1);

    connect(m_cancel, &QPushButton::clicked, this, &OptimizePanel::cancelRequested);
    connect(m_cards, &SuggestionCards::applyRewrite, this, &OptimizePanel::applyRewrite);
    setBusyVisible(false);
    m_planStatus->hide();
    m_plan->hide();
    setFocusProxy(m_cards);
}

void OptimizePanel::setBusyVisible(bool busy)
{
    m_busy->setVisible(busy);
    m_cancel->setVisible(busy);
}

void OptimizePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Side by side in a wide dock (below the editor), stacked in a tall one.
    const Qt::Orientation orientation = width() > 2 * height() ? Qt::Horizontal : Qt::Vertical;
    if (orientation != m_splitter->orientation()) {
        m_splitter->setOrientation(orientation);
        m_userSized = false;
    }
    balance();
}

void OptimizePanel::balance()
{
    if (m_userSized || m_plan->isHidden())
        return;
    const int extent =
        m_splitter->orientation() == Qt::Horizontal ? m_splitter->width() : m_splitter->height();
    m_splitter->setSizes({extent * 2 / 5, extent - extent * 2 / 5});
}

bool OptimizePanel::isBusy() const
{
    return !m_busy->isHidden();
}

void OptimizePanel::setBusy()
{
    m_status->setText(tr("Planning the statement and asking the assistant for suggestions…"));
    setBusyVisible(true);
    m_planStatus->hide();
    m_plan->clear();
    m_plan->hide();
    m_cards->clear();
}

void OptimizePanel::showResult(const OptimizationResult& result)
{
    setBusyVisible(false);
    m_planStatus->show();
    if (!result.planUsed) {
        m_plan->hide();
        m_planStatus->setText(result.planError.isEmpty()
                                  ? tr("Structural review, no plan.")
                                  : tr("Structural review, no plan: %1").arg(result.planError));
    } else if (const Result<PlanTree>& tree = result.planTree; !tree) {
        m_plan->hide();
        m_planStatus->setText(tree.error().message);
    } else {
        m_plan->setPlan(tree.value());
        m_plan->show();
        balance();
        const int expensive = int(tree->expensiveNodes().size());
        const QString steps = tr("%Ln steps", nullptr, tree->size());
        //: %1 is "N steps"
        const QString none = tr("Query plan: %1, none marked expensive.");
        //: %1 is "N steps"; %Ln counts the steps marked expensive
        const QString some = tr("Query plan: %1, %Ln marked expensive (bold, with a warning sign).",
                                nullptr, expensive);
        m_planStatus->setText((expensive == 0 ? none : some).arg(steps));
    }
    m_cards->setSuggestions(result.suggestions);
    const int count = int(result.suggestions.size());
    QString text = tr("%Ln suggestions", nullptr, count);
    if (!result.model.isEmpty())
        text += QStringLiteral(" · ") + result.model;
    if (const qint64 tokens = result.usage.totalTokens; tokens >= 0) {
        text += QStringLiteral(" · ") + tr("%1 tokens", nullptr, UiLanguage::pluralCount(tokens))
                                            .arg(QLocale().toString(tokens));
    }
    m_status->setText(text);
    setFocusProxy(m_plan->isHidden() ? static_cast<QWidget*>(m_cards) : m_plan);
}

void OptimizePanel::showError(const Error& error)
{
    setBusyVisible(false);
    if (error.code == ErrorCode::Cancelled) {
        m_status->setText(tr("Optimisation cancelled."));
        return;
    }
    m_status->setText(tr("The optimisation failed: %1")
                          .arg(error.message.isEmpty() ? error.code : error.message));
}

QString OptimizePanel::planStatus() const
{
    return m_planStatus->isHidden() ? QString() : m_planStatus->text();
}

QString OptimizePanel::status() const
{
    return m_status->text();
}

} // namespace nelumbo
