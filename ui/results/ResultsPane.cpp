#include "results/ResultsPane.h"

#include "adapter/QueryLanguage.h"
#include "connection/QueryHandle.h"
#include "core/Settings.h"
#include "core/SettingsNotifier.h"
#include "i18n/UiLanguage.h"
#include "results/ResultFilterBar.h"
#include "results/ResultModel.h"
#include "results/ResultProxy.h"
#include "results/ResultView.h"
#include "results/ValueViewer.h"

#include <QDateTime>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
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
    , m_filterButton(new QToolButton(this))
    , m_filterBar(new ResultFilterBar(this))
    , m_note(new QFrame(this))
    , m_noteText(new QLabel(m_note))
    , m_sortInDatabase(new QToolButton(m_note))
    , m_exportButton(new QToolButton(this))
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
    m_filterButton->setText(tr("Filter"));
    m_filterButton->setToolTip(tr("Filter the loaded rows by a column"));
    m_filterButton->setAutoRaise(true);
    m_filterButton->setCheckable(true);
    m_exportButton->setText(tr("Export…"));
    m_exportButton->setAccessibleName(tr("Export result"));
    m_exportButton->setAutoRaise(true);
    connect(m_exportButton, &QToolButton::clicked, this, &ResultsPane::exportRequested);
    setExportAvailable(false, tr("Run a query first: there is no result to export"));
    cornerLayout->addWidget(m_exportButton);
    cornerLayout->addWidget(m_filterButton);
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
    // The note on the current grid's order, with the offer to sort in the database.
    m_note->setObjectName(QStringLiteral("gridNote"));
    m_note->setFrameShape(QFrame::StyledPanel);
    auto* noteLayout = new QHBoxLayout(m_note);
    noteLayout->setContentsMargins(6, 2, 6, 2);
    m_noteText->setTextFormat(Qt::PlainText);
    m_sortInDatabase->setText(tr("Sort in the Database"));
    m_sortInDatabase->setToolTip(tr("Run the statement again with ORDER BY, so that every row "
                                    "comes in this order"));
    noteLayout->addWidget(m_noteText, 1);
    noteLayout->addWidget(m_sortInDatabase);
    m_note->hide();
    m_filterBar->hide();
    connect(m_sortInDatabase, &QToolButton::clicked, this, [this] {
        ResultView* view = currentView();
        if (view && view->requestedSortColumn() >= 0)
            Q_EMIT sortInDatabaseRequested(view, view->requestedSortColumn(),
                                           view->requestedDescending());
    });
    connect(m_filterButton, &QToolButton::toggled, this, &ResultsPane::setFilterBarShown);
    layout->addWidget(m_note);
    layout->addWidget(m_filterBar);
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
        updateGridBars();
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
    updateGridBars();
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

void ResultsPane::setExportAvailable(bool available, const QString& reason)
{
    m_exportButton->setEnabled(available);
    m_exportButton->setToolTip(
        available ? tr("Write every row of this result to a file: CSV, JSON, XLSX and more")
                  : reason);
    m_exportButton->setAccessibleDescription(m_exportButton->toolTip());
}

ResultModel* ResultsPane::addResult(QueryHandle* handle, const QString& title,
                                    const QString& statement)
{
    auto* view = new ResultView(m_tabs);
    auto* model = new ResultModel(view);
    model->setHandle(handle);
    view->setResultModel(model);
    view->setLanguage(m_language);
    view->setStatement(!statement.isEmpty() || !handle ? statement : handle->statement());
    connect(view, &ResultView::arrangementChanged, this, [this, view] {
        if (view != currentView())
            return;
        updateGridBars();
        updateViewer();
        Q_EMIT gridChanged();
    });
    connect(view, &ResultView::filterRequested, this, [this, view](int column) {
        setFilterBarShown(true);
        if (view == currentView())
            m_filterBar->setColumn(column);
    });
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
        if (model == currentModel()) {
            updateGridBars();
            Q_EMIT currentResultChanged();
        }
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
    if (!model || !current.isValid() || view->modelRow(current) < 0) {
        m_viewer->clear();
        return;
    }
    const int row = view->modelRow(current);
    //: Where the value viewer's value comes from: %1 a row number, %2 a column name
    m_viewer->showValue(
        model->copyValue(row, current.column()),
        tr("Row %1, %2").arg(row + 1).arg(model->columnNames().value(current.column())));
}

bool ResultsPane::isFilterBarShown() const
{
    return !m_filterBar->isHidden();
}

void ResultsPane::setFilterBarShown(bool shown)
{
    const QSignalBlocker block(m_filterButton);
    m_filterButton->setChecked(shown);
    m_filterBar->setVisible(shown);
    updateGridBars();
}

QString ResultsPane::gridStatus() const
{
    const ResultView* view = currentView();
    if (!view || !view->proxy()->isFiltered())
        return {};
    //: The rows the filters keep (%1) of the rows loaded (%2)
    return tr("filtered: %1 of %2")
        .arg(QLocale().toString(view->proxy()->rowCount()),
             QLocale().toString(view->proxy()->sourceRowCount()));
}

QString ResultsPane::noteText() const
{
    return m_note->isHidden() ? QString() : m_noteText->text();
}

void ResultsPane::updateGridBars()
{
    ResultView* view = currentView();
    m_filterBar->setProxy(view ? view->proxy() : nullptr);
    QString note;
    bool offer = false;
    if (view && view->resultModel()) {
        const ResultModel* model = view->resultModel();
        const int column = view->requestedSortColumn();
        const QStringList names = model->columnNames();
        if (column >= 0 && !model->isComplete()) {
            const int loaded = model->rowCount();
            //: %1 is the number of rows loaded in the grid
            note = tr("Sorted the %1 loaded rows; more remain in the database.", nullptr,
                      UiLanguage::pluralCount(loaded))
                       .arg(QLocale().toString(loaded));
            // A name the result holds twice cannot be ordered by.
            const QString name = names.value(column);
            offer =
                view->language() && !view->statement().isEmpty() && names.count(name) == 1 &&
                view->language()->orderedBy(view->statement(), name, view->requestedDescending());
            if (!offer)
                m_sortInDatabase->setToolTip(tr("This statement cannot be sorted in the "
                                                "database"));
            else
                m_sortInDatabase->setToolTip(tr("Run the statement again with ORDER BY, so "
                                                "that every row comes in this order"));
        } else if (column < 0 && !view->databaseSortColumn().isEmpty()) {
            //: %1 is a column name
            note = tr("Sorted by %1 in the database.").arg(view->databaseSortColumn());
        }
    }
    m_noteText->setText(note);
    m_sortInDatabase->setVisible(offer || (!note.isEmpty() && view->requestedSortColumn() >= 0));
    m_sortInDatabase->setEnabled(offer);
    m_note->setVisible(!note.isEmpty());
}

QString ResultsPane::messagesText() const
{
    return m_messages->toPlainText();
}

} // namespace nelumbo
