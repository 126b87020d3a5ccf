#include "results/ResultsPane.h"

#include "connection/QueryHandle.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"

#include <QDateTime>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace nelumbo {

ResultsPane::ResultsPane(QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_messages(new QPlainTextEdit(this))
    , m_fetchAll(new QToolButton(this))
    , m_placeholder(new QLabel(this))
    , m_errorBar(new QFrame(this))
    , m_errorText(new QLabel(m_errorBar))
    , m_fixButton(new QToolButton(m_errorBar))
{
    setObjectName(QStringLiteral("resultsPane"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs->setDocumentMode(true);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_messages->setReadOnly(true);
    m_messages->setObjectName(QStringLiteral("messages"));
    m_messages->setAccessibleName(tr("Messages"));
    m_messages->setMaximumBlockCount(5000);
    m_fetchAll->setText(tr("Fetch All"));
    m_fetchAll->setToolTip(tr("Fetch every remaining row of this result"));
    m_fetchAll->setAutoRaise(true);
    m_fetchAll->setEnabled(false);
    m_tabs->setCornerWidget(m_fetchAll, Qt::TopRightCorner);
    m_placeholder->setText(tr("Run a statement with Ctrl+Enter to see its rows here."));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setEnabled(false);
    // The error bar: why the last run failed, and the assistant's offer to fix it.
    QFrame* bar = m_errorBar;
    bar->setObjectName(QStringLiteral("errorBar"));
    bar->setAccessibleName(tr("Error"));
    bar->setFrameShape(QFrame::StyledPanel);
    auto* barLayout = new QHBoxLayout(bar);
    barLayout->setContentsMargins(6, 3, 6, 3);
    auto* icon = new QLabel(bar);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(iconSize, iconSize));
    m_errorText->setObjectName(QStringLiteral("errorBarText"));
    m_errorText->setTextFormat(Qt::PlainText);
    m_errorText->setWordWrap(true);
    m_errorText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fixButton->setObjectName(QStringLiteral("fixWithAiButton"));
    m_fixButton->setText(tr("Fix with AI"));
    m_fixButton->setAccessibleName(tr("Fix with AI"));
    m_fixButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    barLayout->addWidget(icon, 0, Qt::AlignTop);
    barLayout->addWidget(m_errorText, 1);
    barLayout->addWidget(m_fixButton, 0, Qt::AlignTop);
    bar->hide();
    setFixAvailable(false, tr("Set up AI in Settings"));
    connect(m_fixButton, &QToolButton::clicked, this, [this] {
        if (!m_failedStatement.isEmpty())
            Q_EMIT fixRequested(m_failedStatement, m_errorText->text());
    });
    layout->addWidget(m_errorBar);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_tabs);
    m_tabs->addTab(m_messages, tr("Messages"));
    m_tabs->hide();

    auto updateFetchAll = [this] {
        ResultModel* model = currentModel();
        m_fetchAll->setEnabled(model && !model->isComplete());
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, updateFetchAll] {
        updateFetchAll();
        Q_EMIT currentResultChanged();
    });
    connect(m_fetchAll, &QToolButton::clicked, this, [this] {
        if (ResultModel* model = currentModel())
            model->fetchAll();
    });
}

void ResultsPane::clear()
{
    // Keep the Messages tab (always last); drop the result tabs and their models.
    while (m_tabs->count() > 1) {
        QWidget* page = m_tabs->widget(0);
        m_tabs->removeTab(0);
        page->deleteLater();
    }
    m_fetchAll->setEnabled(false);
    m_errorBar->hide();
    m_failedStatement.clear();
}

void ResultsPane::showError(const QString& statement, const QString& message)
{
    m_failedStatement = statement;
    m_errorText->setText(message);
    m_errorBar->show();
}

bool ResultsPane::isErrorShown() const
{
    return !m_errorBar->isHidden();
}

QString ResultsPane::errorText() const
{
    return m_errorText->text();
}

void ResultsPane::setFixAvailable(bool available, const QString& reason)
{
    m_fixButton->setEnabled(available);
    const QString shortcut =
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F).toString(QKeySequence::NativeText);
    m_fixButton->setToolTip(
        available ? tr("Ask the assistant to fix this statement (%1)").arg(shortcut) : reason);
    m_fixButton->setAccessibleDescription(m_fixButton->toolTip());
}

ResultModel* ResultsPane::addResult(QueryHandle* handle, const QString& title)
{
    auto* view = new ResultView(m_tabs);
    auto* model = new ResultModel(view);
    model->setHandle(handle);
    view->setResultModel(model);
    const int index = m_tabs->count() - 1; // before Messages
    m_tabs->insertTab(index, view, title);
    m_tabs->setCurrentIndex(index);
    connect(model, &ResultModel::rowsArrived, this, [this, model] {
        if (model == currentModel())
            m_fetchAll->setEnabled(!model->isComplete());
        if (model == currentModel())
            Q_EMIT currentResultChanged();
    });
    m_placeholder->hide();
    m_tabs->show();
    return model;
}

void ResultsPane::appendMessage(const QString& text, bool isError)
{
    const QString time = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    const QString line = time + QLatin1String("  ") + text;
    if (isError) {
        m_messages->appendHtml(
            QStringLiteral("<span style=\"color:#d03030\">%1</span>").arg(line.toHtmlEscaped()));
    } else {
        m_messages->appendPlainText(line);
    }
    m_placeholder->hide();
    m_tabs->show();
}

void ResultsPane::showMessages()
{
    m_tabs->setCurrentWidget(m_messages);
}

ResultView* ResultsPane::currentView() const
{
    return qobject_cast<ResultView*>(m_tabs->currentWidget());
}

ResultModel* ResultsPane::currentModel() const
{
    ResultView* view = currentView();
    return view ? view->resultModel() : nullptr;
}

int ResultsPane::resultCount() const
{
    return m_tabs->count() - 1;
}

QString ResultsPane::messagesText() const
{
    return m_messages->toPlainText();
}

} // namespace nelumbo
