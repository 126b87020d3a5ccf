#pragma once

#include "ai/AiEngine.h"
#include "core/Result.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;

namespace nelumbo {

class PlanView;
class SuggestionCards;

// An optimisation: the plan as a tree (or why there is none) and the suggestion cards.
class OptimizePanel : public QWidget
{
    Q_OBJECT
public:
    explicit OptimizePanel(QWidget* parent = nullptr);

    // Waiting for the plan and the model's answer.
    void setBusy();
    bool isBusy() const;
    void showResult(const OptimizationResult& result);
    void showError(const Error& error);

    PlanView* planView() const { return m_plan; }
    SuggestionCards* cards() const { return m_cards; }
    // "Structural review, no plan: …", "The query plan could not be read: …" or the plan's summary.
    QString planStatus() const;
    QString status() const;

Q_SIGNALS:
    void applyRewrite(const QString& statement);
    void cancelRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void setBusyVisible(bool busy);
    // Two fifths for the plan, the rest for the cards, unless the user moved the handle.
    void balance();

    QLabel* m_status;
    QProgressBar* m_busy;
    QPushButton* m_cancel;
    QLabel* m_planStatus;
    QSplitter* m_splitter;
    PlanView* m_plan;
    SuggestionCards* m_cards;
    bool m_userSized = false;
};

} // namespace nelumbo
