#include "results/ResultsPane.h"

#include "connection/QueryHandle.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "results/ResultModel.h"
#include "results/ResultView.h"
#include "results/ValueViewer.h"

#include <QDateTime>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
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
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_viewer(new ValueViewer(m_split))
    , m_viewerButton(new QToolButton(this))
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
    m_viewerButton->setText(tr("Value"));
    m_viewerButton->setToolTip(tr("Show the current cell in full (Ctrl+Alt+V)"));
    m_viewerButton->setAutoRaise(true);
    m_viewerButton->setCheckable(true);
    auto* corner = new QWidget(m_tabs);
    auto* cornerLayout = new QHBoxLayout(corner);
    cornerLayout->setContentsMargins(0, 0, 0, 0);
    cornerLayout->setSpacing(0);
    cornerLayout->addWidget(m_viewerButton);
    cornerLayout->addWidget(m_fetchAll);
    m_tabs->setCornerWidget(corner, Qt::TopRightCorner);
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
    m_split->addWidget(m_tabs);
    m_split->addWidget(m_viewer);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 2);
    m_split->setChildrenCollapsible(false);
    layout->addWidget(m_split);
    m_tabs->addTab(m_messages, tr("Messages"));
    m_split->hide();
    applyViewerSetting();
    connect(m_viewerButton, &QToolButton::toggled, this, &ResultsPane::setValueViewerShown);
    connect(SettingsNotifier::instance(), &SettingsNotifier::changed, this,
            [this](const QStringList& keys) {
                if (keys.contains(QLatin1String(SettingsKey::ResultsValueViewer.name)))
                    applyViewerSetting();
            });

    auto updateFetchAll = [this] {
        ResultModel* model = currentModel();
        m_fetchAll->setEnabled(model && !model->isComplete());
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, updateFetchAll] {
        updateFetchAll();
        updateViewer();
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
    updateViewer();
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
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this, view] {
        if (view == currentView())
            updateViewer();
    });
    connect(view, &QAbstractItemView::doubleClicked, this, [this] { setValueViewerShown(true); });
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
    m_split->show();
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
    m_split->show();
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

bool ResultsPane::isValueViewerShown() const
{
    return m_viewerButton->isChecked();
}

void ResultsPane::setValueViewerShown(bool shown)
{
    if (shown == Settings::value(*Settings::open(), SettingsKey::ResultsValueViewer).toBool()) {
        applyViewerSetting();
        return;
    }
    auto settings = Settings::open(); // every tab follows, through SettingsNotifier
    Settings::setValue(*settings, SettingsKey::ResultsValueViewer, shown);
}

void ResultsPane::applyViewerSetting()
{
    const bool shown = Settings::value(*Settings::open(), SettingsKey::ResultsValueViewer).toBool();
    const QSignalBlocker block(m_viewerButton);
    m_viewerButton->setChecked(shown);
    m_viewer->setVisible(shown);
    updateViewer();
}

void ResultsPane::updateViewer()
{
    if (m_viewer->isHidden())
        return;
    ResultView* view = currentView();
    ResultModel* model = view ? view->resultModel() : nullptr;
    const QModelIndex current = view ? view->currentIndex() : QModelIndex();
    if (!model || !current.isValid()) {
        m_viewer->clear();
        return;
    }
    //: Where the value viewer's value comes from: %1 a row number, %2 a column name
    m_viewer->showValue(
        model->copyValue(current.row(), current.column()),
        tr("Row %1, %2").arg(current.row() + 1).arg(model->columnNames().value(current.column())));
}

QString ResultsPane::messagesText() const
{
    return m_messages->toPlainText();
}

} // namespace nelumbo
