#include "queries/HistoryPanel.h"

#include "history/QueryHistory.h"
#include "i18n/UiLanguage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSet>
#include <QStandardItemModel>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace nelumbo {

namespace {
// The newest entries the list holds; the search box reaches older ones.
constexpr int kShown = 1000;

QString duration(qint64 ms)
{
    if (ms < 1000)
        //: A duration in milliseconds
        return HistoryPanel::tr("%1 ms").arg(QLocale().toString(ms));
    //: A duration in seconds
    return HistoryPanel::tr("%1 s").arg(QLocale().toString(double(ms) / 1000, 'f', 2));
}
} // namespace

HistoryPanel::HistoryPanel(QueryHistory* history, QWidget* parent)
    : QWidget(parent)
    , m_history(history)
    , m_search(new QLineEdit(this))
    , m_source(new QComboBox(this))
    , m_outcome(new QComboBox(this))
    , m_view(new QTreeView(this))
    , m_tools(new QToolBar(this))
    , m_status(new QLabel(this))
    , m_model(new QStandardItemModel(0, 5, this))
    , m_searchTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("historyPanel"));
    m_search->setPlaceholderText(tr("Search history"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search history"));
    m_source->addItem(tr("All sources"), QString());
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_source->setAccessibleName(tr("Source"));
    m_outcome->addItem(tr("All"), int(HistoryFilter::Outcome::Any));
    m_outcome->addItem(tr("Succeeded"), int(HistoryFilter::Outcome::Succeeded));
    m_outcome->addItem(tr("Failed"), int(HistoryFilter::Outcome::Failed));
    m_outcome->setAccessibleName(tr("Outcome"));

    m_model->setHorizontalHeaderLabels(
        {tr("Started"), tr("Statement"), tr("Source"), tr("Result"), tr("Duration")});
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(StatementColumn, QHeaderView::Stretch);
    m_view->header()->setStretchLastSection(false);
    m_view->setAccessibleName(tr("Query history"));
    m_status->setWordWrap(true);
    m_status->setEnabled(false);

    m_open = m_tools->addAction(tr("Open"));
    m_open->setToolTip(tr("Put the statement in the current tab, in place of its text"));
    m_openNew = m_tools->addAction(tr("Open in New Tab"));
    m_openNew->setToolTip(tr("Open the statement in a new tab (Enter)"));
    m_copy = m_tools->addAction(tr("Copy"));
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetShortcut);
    m_save = m_tools->addAction(tr("Save to Library…"));
    m_delete = m_tools->addAction(tr("Delete"));
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetShortcut);
    m_delete->setToolTip(tr("Remove the selected entries from the history (Delete)"));
    m_view->addActions({m_copy, m_delete}); // their keys work on the list
    m_tools->setToolButtonStyle(Qt::ToolButtonTextOnly);

    auto* filters = new QHBoxLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->setSpacing(4);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_source);
    filters->addWidget(m_outcome);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_tools);
    layout->addWidget(m_status);

    // A search per pause in typing, not per key.
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(200);
    connect(m_searchTimer, &QTimer::timeout, this, &HistoryPanel::reload);
    connect(m_search, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_source, &QComboBox::activated, this, &HistoryPanel::reload);
    connect(m_outcome, &QComboBox::activated, this, &HistoryPanel::reload);
    connect(m_view, &QTreeView::activated, this,
            [this](const QModelIndex& index) { openRow(index.row(), true); });
    connect(m_view, &QTreeView::customContextMenuRequested, this, &HistoryPanel::showMenu);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryPanel::updateActions);
    connect(m_open, &QAction::triggered, this, [this] { openRow(currentRow(), false); });
    connect(m_openNew, &QAction::triggered, this, [this] { openRow(currentRow(), true); });
    connect(m_copy, &QAction::triggered, this, [this] { copyRow(currentRow()); });
    connect(m_save, &QAction::triggered, this, [this] { saveRow(currentRow()); });
    connect(m_delete, &QAction::triggered, this, [this] { deleteRows(selectedRows()); });
    connect(m_history, &QueryHistory::changed, this, &HistoryPanel::reload);
    setFocusProxy(m_search);
    updateActions();
    reload();
}

HistoryFilter HistoryPanel::filter() const
{
    HistoryFilter f;
    f.text = m_search->text().trimmed();
    f.source = m_source->currentData().toString();
    f.outcome = HistoryFilter::Outcome(m_outcome->currentData().toInt());
    f.limit = kShown;
    return f;
}

void HistoryPanel::reload()
{
    m_searchTimer->stop();
    const int reload = ++m_reloads;
    m_history->sources(this, [this](Result<QStringList> sources) {
        if (sources)
            fillSources(sources.value());
    });
    m_history->search(filter(), this, [this, reload](Result<QList<HistoryEntry>> entries) {
        if (reload != m_reloads)
            return; // a newer search is on its way
        if (!entries) {
            m_status->setText(entries.error().message);
            m_status->setEnabled(true);
            m_status->setVisible(true);
            Q_EMIT loaded();
            return;
        }
        fill(entries.value());
    });
}

void HistoryPanel::fillSources(const QStringList& sources)
{
    const QString current = m_source->currentData().toString();
    while (m_source->count() > 1)
        m_source->removeItem(1);
    for (const QString& source : sources)
        m_source->addItem(source, source);
    if (!current.isEmpty() && !sources.contains(current))
        m_source->addItem(current, current); // kept while it is the filter
    m_source->setCurrentIndex(std::max(0, m_source->findData(current)));
}

void HistoryPanel::fill(const QList<HistoryEntry>& entries)
{
    QSet<qint64> selected;
    for (int row : selectedRows())
        selected.insert(m_entries.at(row).id);
    m_model->removeRows(0, m_model->rowCount());
    m_entries = entries;
    // Readable on the list's background, light or dark.
    const QColor failedColor = palette().color(QPalette::Base).lightness() < 128
                                   ? QColor(0xff, 0x8a, 0x80)
                                   : QColor(0xb3, 0x26, 0x1e);
    const QDate today = QDate::currentDate();
    for (const HistoryEntry& e : entries) {
        const QDateTime local = e.startedAt.toLocalTime();
        auto* started = new QStandardItem(
            local.date() == today ? QLocale().toString(local.time(), QLocale::ShortFormat)
                                  : QLocale().toString(local, QLocale::ShortFormat));
        started->setToolTip(QLocale().toString(local, QLocale::LongFormat));
        auto* statement = new QStandardItem(e.statement.simplified().left(300));
        statement->setToolTip(e.statement.left(2000) +
                              (e.failed ? QStringLiteral("\n\n") + e.error : QString()));
        auto* source = new QStandardItem(e.sourceName);
        source->setToolTip(e.language);
        QString result;
        if (e.failed)
            result = tr("failed");
        else if (e.rows >= 0)
            result = tr("%1 rows", nullptr, UiLanguage::pluralCount(e.rows))
                         .arg(QLocale().toString(e.rows));
        else
            result = tr("done");
        auto* outcome = new QStandardItem(result);
        if (e.failed) {
            outcome->setForeground(failedColor);
            outcome->setToolTip(e.error);
        }
        auto* time = new QStandardItem(duration(e.durationMs));
        time->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_model->appendRow({started, statement, source, outcome, time});
    }
    for (int row = 0; row < m_entries.size(); ++row)
        if (selected.contains(m_entries.at(row).id))
            m_view->selectionModel()->select(m_model->index(row, 0), QItemSelectionModel::Select |
                                                                         QItemSelectionModel::Rows);
    const bool filtered = !filter().text.isEmpty() || !filter().source.isEmpty() ||
                          filter().outcome != HistoryFilter::Outcome::Any;
    m_status->setEnabled(false);
    m_status->setText(!entries.isEmpty() ? QString()
                      : filtered         ? tr("No statement in the history matches")
                                         : tr("No statements run yet: every statement you run "
                                                      "is kept here"));
    m_status->setVisible(!m_status->text().isEmpty());
    updateActions();
    Q_EMIT loaded();
}

void HistoryPanel::setSearchText(const QString& text)
{
    m_search->setText(text);
    reload();
}

void HistoryPanel::setSourceFilter(const QString& source)
{
    int index = m_source->findData(source);
    if (index < 0) {
        m_source->addItem(source, source);
        index = m_source->count() - 1;
    }
    m_source->setCurrentIndex(index);
    reload();
}

void HistoryPanel::setOutcomeFilter(HistoryFilter::Outcome outcome)
{
    m_outcome->setCurrentIndex(std::max(0, m_outcome->findData(int(outcome))));
    reload();
}

int HistoryPanel::visibleCount() const
{
    return int(m_entries.size());
}

const HistoryEntry* HistoryPanel::entryAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries.at(row) : nullptr;
}

QString HistoryPanel::statusText() const
{
    return m_status->text();
}

int HistoryPanel::currentRow() const
{
    return m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
}

QList<int> HistoryPanel::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        rows << index.row();
    if (rows.isEmpty() && currentRow() >= 0)
        rows << currentRow();
    return rows;
}

void HistoryPanel::updateActions()
{
    const bool any = entryAt(currentRow()) != nullptr;
    for (QAction* a : {m_open, m_openNew, m_copy, m_save, m_delete})
        a->setEnabled(any);
}

void HistoryPanel::openRow(int row, bool newTab)
{
    if (const HistoryEntry* e = entryAt(row))
        Q_EMIT openRequested(*e, newTab);
}

void HistoryPanel::copyRow(int row)
{
    if (const HistoryEntry* e = entryAt(row))
        QApplication::clipboard()->setText(e->statement);
}

void HistoryPanel::saveRow(int row)
{
    if (const HistoryEntry* e = entryAt(row))
        Q_EMIT saveRequested(*e);
}

void HistoryPanel::deleteRows(const QList<int>& rows)
{
    QList<qint64> ids;
    for (int row : rows)
        if (const HistoryEntry* e = entryAt(row))
            ids << e->id;
    if (ids.isEmpty())
        return;
    m_history->remove(ids, this, [this](Result<void> r) {
        if (!r) {
            m_status->setText(r.error().message);
            m_status->setEnabled(true);
            m_status->setVisible(true);
        }
    });
}

void HistoryPanel::showMenu(const QPoint& at)
{
    const QModelIndex index = m_view->indexAt(at);
    if (!index.isValid())
        return;
    QMenu menu(this);
    menu.addAction(m_openNew);
    menu.addAction(m_open);
    menu.addSeparator();
    menu.addAction(m_copy);
    menu.addAction(m_save);
    menu.addSeparator();
    menu.addAction(m_delete);
    menu.exec(m_view->viewport()->mapToGlobal(at));
}

} // namespace nelumbo
