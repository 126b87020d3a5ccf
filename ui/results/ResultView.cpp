#include "results/ResultView.h"

#include "adapter/QueryLanguage.h"
#include "core/Settings.h"
#include "results/ResultModel.h"
#include "results/ResultProxy.h"
#include "results/SelectionCopy.h"
#include "window/Prompt.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

namespace nelumbo {

ResultView::ResultView(QWidget* parent)
    : QTableView(parent)
    , m_proxy(new ResultProxy(this))
{
    setObjectName(QStringLiteral("resultView"));
    setAccessibleName(tr("Query results"));
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Fixed row heights let the view skip measuring a million rows.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setResizeContentsPrecision(200);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setSectionsClickable(true);
    horizontalHeader()->setSortIndicatorShown(true);
    horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(horizontalHeader(), &QHeaderView::sectionClicked, this, &ResultView::cycleSort);
    connect(horizontalHeader(), &QWidget::customContextMenuRequested, this,
            &ResultView::showHeaderMenu);
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, &ResultView::arrangementChanged);
    connect(m_proxy, &ResultProxy::arrangementChanged, this, [this] {
        updateIndicator();
        Q_EMIT arrangementChanged();
    });
}

void ResultView::setResultModel(ResultModel* model)
{
    m_model = model;
    m_fitted = false;
    m_proxy->setResultModel(model);
    setModel(m_proxy);
    connect(model, &ResultModel::rowsArrived, this, [this] {
        if (!m_fitted)
            fitColumns();
    });
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (m_model->columnCount() == 0)
            return;
        m_layoutColumns = m_model->columnNames();
        m_layoutState = horizontalHeader()->saveState();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_fitted = false;
        m_databaseSortColumn.clear();
        // The same columns again (the statement re-run): hidden, moved and sized as they were.
        if (!m_layoutColumns.isEmpty() && m_model->columnNames() == m_layoutColumns) {
            horizontalHeader()->restoreState(m_layoutState);
            m_fitted = true;
        }
        updateIndicator();
    });
}

int ResultView::modelRow(const QModelIndex& index) const
{
    return index.isValid() ? m_proxy->sourceRow(index.row()) : -1;
}

QString ResultView::obviousTable() const
{
    if (!m_language)
        return {};
    // The relations in scope at the statement's end, as completion reads them.
    QStringList tables;
    // Past a space: at "FROM Genre|" the last name would be read as one being typed.
    const QString text = m_statement + QLatin1Char(' ');
    const CompletionContext context = m_language->completionContext(text, text.size());
    for (const CompletionRelation& relation : context.scope) {
        if (relation.derived || relation.name.text.isEmpty())
            continue;
        QString table = m_language->writtenName(relation.name.text, relation.name.quoted);
        if (!relation.schema.text.isEmpty())
            table = m_language->writtenName(relation.schema.text, relation.schema.quoted) +
                    QLatin1Char('.') + table;
        tables << table;
    }
    tables.removeDuplicates();
    return tables.size() == 1 ? tables.first() : QString();
}

void ResultView::cycleSort(int column)
{
    if (m_proxy->sortColumn() != column)
        setSort(column, Qt::AscendingOrder);
    else if (m_proxy->sortOrder() == Qt::AscendingOrder)
        setSort(column, Qt::DescendingOrder);
    else
        clearSort();
}

void ResultView::setSort(int column, Qt::SortOrder order)
{
    m_databaseSortColumn.clear();
    m_proxy->sort(column, order);
    updateIndicator();
}

void ResultView::clearSort()
{
    m_databaseSortColumn.clear();
    m_proxy->sort(-1);
    updateIndicator();
}

void ResultView::setDatabaseSort(const QString& column, bool descending)
{
    m_databaseSortColumn = column;
    m_databaseDescending = descending;
    updateIndicator();
    Q_EMIT arrangementChanged();
}

int ResultView::requestedSortColumn() const
{
    return m_proxy->sortColumn();
}

bool ResultView::requestedDescending() const
{
    return m_proxy->sortOrder() == Qt::DescendingOrder;
}

void ResultView::updateIndicator()
{
    QHeaderView* header = horizontalHeader();
    const QSignalBlocker block(header);
    if (m_proxy->sortColumn() >= 0) {
        header->setSortIndicator(m_proxy->sortColumn(), m_proxy->sortOrder());
    } else if (!m_databaseSortColumn.isEmpty() && m_model) {
        header->setSortIndicator(int(m_model->columnNames().indexOf(m_databaseSortColumn)),
                                 m_databaseDescending ? Qt::DescendingOrder : Qt::AscendingOrder);
    } else {
        header->setSortIndicator(-1, Qt::AscendingOrder);
    }
    header->viewport()->update();
}

void ResultView::setColumnShown(int column, bool shown)
{
    QHeaderView* header = horizontalHeader();
    if (!shown && header->count() - header->hiddenSectionCount() <= 1)
        return; // the last shown column stays
    header->setSectionHidden(column, !shown);
    Q_EMIT arrangementChanged();
}

void ResultView::showHeaderMenu(const QPoint& pos)
{
    if (!m_model)
        return;
    const int column = horizontalHeader()->logicalIndexAt(pos);
    auto* menu = new QMenu(this); // deleted on close
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (column >= 0) {
        menu->addAction(tr("Sort Ascending"), this,
                        [this, column] { setSort(column, Qt::AscendingOrder); });
        menu->addAction(tr("Sort Descending"), this,
                        [this, column] { setSort(column, Qt::DescendingOrder); });
    }
    QAction* original = menu->addAction(tr("Original Order"), this, [this] { clearSort(); });
    original->setEnabled(m_proxy->sortColumn() >= 0);
    if (column >= 0) {
        menu->addSeparator();
        menu->addAction(tr("Filter by This Column…"), this,
                        [this, column] { Q_EMIT filterRequested(column); });
        menu->addSeparator();
        QAction* hide = menu->addAction(tr("Hide Column"), this,
                                        [this, column] { setColumnShown(column, false); });
        hide->setEnabled(horizontalHeader()->count() - horizontalHeader()->hiddenSectionCount() >
                         1);
    }
    QMenu* columns = menu->addMenu(tr("Columns"));
    const QStringList names = m_model->columnNames();
    for (int c = 0; c < names.size(); ++c) {
        QAction* shown = columns->addAction(names.at(c));
        shown->setCheckable(true);
        shown->setChecked(!horizontalHeader()->isSectionHidden(c));
        connect(shown, &QAction::toggled, this, [this, c](bool on) { setColumnShown(c, on); });
    }
    menu->addAction(tr("Show All Columns"), this, [this] {
        for (int c = 0; c < horizontalHeader()->count(); ++c)
            horizontalHeader()->setSectionHidden(c, false);
        Q_EMIT arrangementChanged();
    });
    menu->addAction(tr("Original Column Order"), this, [this] {
        QHeaderView* header = horizontalHeader();
        for (int c = 0; c < header->count(); ++c)
            header->moveSection(header->visualIndex(c), c);
    });
    menu->popup(horizontalHeader()->mapToGlobal(pos));
}

void ResultView::fitColumns()
{
    if (!m_model || m_model->columnCount() == 0)
        return;
    m_fitted = true;
    const int maxWidth = fontMetrics().horizontalAdvance(QLatin1Char('M')) * 40;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        resizeColumnToContents(c);
        if (columnWidth(c) > maxWidth)
            setColumnWidth(c, maxWidth);
    }
}

void ResultView::copySelection(bool csv, bool withHeaders)
{
    copySelectionAs(csv ? SelectionCopy::Format::Csv : SelectionCopy::Format::Tsv, withHeaders);
}

void ResultView::copySelectionAs(SelectionCopy::Format format, bool withHeaders,
                                 const QString& table)
{
    cancelCopy(); // the newer copy wins
    if (!m_model || !selectionModel())
        return;
    // The shown columns in their shown order; the selection's ranges in those terms.
    const QHeaderView* header = horizontalHeader();
    std::vector<int> columns;
    std::vector<int> shownAt(size_t(header->count()), -1);
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (logical < 0 || header->isSectionHidden(logical))
            continue;
        shownAt[size_t(logical)] = int(columns.size());
        columns.push_back(logical);
    }
    QList<QRect> ranges;
    for (const QItemSelectionRange& range : selectionModel()->selection()) {
        if (!range.isValid())
            continue;
        for (int c = range.left(); c <= range.right(); ++c) {
            const int at = size_t(c) < shownAt.size() ? shownAt[size_t(c)] : -1;
            if (at >= 0)
                ranges << QRect(at, range.top(), 1, range.bottom() - range.top() + 1);
        }
    }
    auto* copy = new SelectionCopy(m_model, ranges, m_proxy->rowMap(), std::move(columns), format,
                                   withHeaders, this); // deleted when done
    if (format == SelectionCopy::Format::Insert)
        copy->setInsertTarget(m_language, table);
    m_copy = copy;
    connect(copy, &SelectionCopy::textReady, this, [this, copy](const QString& text) {
        if (!text.isEmpty())
            QApplication::clipboard()->setText(text);
        copy->deleteLater();
        Q_EMIT copied();
    });
    connect(copy, &SelectionCopy::cancelled, copy, &QObject::deleteLater);
    connect(copy, &SelectionCopy::tooLarge, this,
            [this, copy](qint64 chars) { offerExport(copy, chars); });
    watchProgress(copy, tr("Copying cells…"));
    const qint64 limitMb =
        Settings::value(*Settings::open(), SettingsKey::ResultsCopyLimitMb).toLongLong();
    copy->toText(limitMb * 1024 * 1024);
}

bool ResultView::isCopying() const
{
    return !m_copy.isNull();
}

void ResultView::cancelCopy()
{
    if (m_copy)
        m_copy->cancel();
}

void ResultView::watchProgress(SelectionCopy* copy, const QString& label)
{
    // Shown only when the work takes more than a second.
    auto* dialog = new QProgressDialog(this); // its Cancel button is Qt's, translated
    dialog->setLabelText(label);
    dialog->setRange(0, 1000);
    dialog->setMinimumDuration(1000);
    dialog->setAutoReset(false);
    auto* poll = new QTimer(dialog);
    // Its context is the copy: no call once the copy is gone.
    connect(poll, &QTimer::timeout, copy, [dialog, copy] { dialog->setValue(copy->progress()); });
    poll->start(100);
    connect(dialog, &QProgressDialog::canceled, copy, &SelectionCopy::cancel);
    const auto finish = [dialog, poll] {
        poll->stop();
        dialog->reset(); // hides it, and it will not show itself any more
        dialog->deleteLater();
    };
    connect(copy, &SelectionCopy::textReady, dialog, finish);
    connect(copy, &SelectionCopy::tooLarge, dialog, finish);
    connect(copy, &SelectionCopy::saved, dialog, finish);
    connect(copy, &SelectionCopy::failed, dialog, finish);
    connect(copy, &SelectionCopy::cancelled, dialog, finish);
    connect(copy, &QObject::destroyed, dialog, finish);
}

void ResultView::offerExport(SelectionCopy* copy, qint64 chars)
{
    Q_EMIT copyRefused(chars);
    const qint64 limitMb =
        Settings::value(*Settings::open(), SettingsKey::ResultsCopyLimitMb).toLongLong();
    auto* box = new QMessageBox(QMessageBox::Information, tr("Copy"),
                                //: %1 is the size of the text, %2 the limit, both in MB
                                tr("The selection makes about %1 MB of text, more than the "
                                   "clipboard should hold (%2 MB). Export it to a file instead?")
                                    .arg(chars / (1024 * 1024) + 1)
                                    .arg(limitMb),
                                QMessageBox::Cancel, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* exportButton = box->addButton(tr("&Export…"), QMessageBox::AcceptRole);
    box->setDefaultButton(exportButton);
    connect(box, &QMessageBox::finished, this, [this, box, exportButton, copy] {
        const bool wanted = box->clickedButton() == exportButton;
        const QString path =
            wanted ? QFileDialog::getSaveFileName(this, tr("Export cells"), QString(),
                                                  tr("CSV files (*.csv);;Text files (*.txt);;"
                                                     "All files (*)"))
                   : QString();
        if (path.isEmpty()) {
            copy->deleteLater();
            return;
        }
        exportTo(copy, path);
    });
    box->open();
}

void ResultView::exportTo(SelectionCopy* copy, const QString& path)
{
    connect(copy, &SelectionCopy::saved, copy, &QObject::deleteLater);
    connect(copy, &SelectionCopy::failed, this, [this, copy](const QString& message) {
        Prompt::error(this, tr("Export cells"), message);
        copy->deleteLater();
    });
    watchProgress(copy, tr("Exporting cells…"));
    copy->toFile(path);
}

void ResultView::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Copy)) {
        copySelection(false, false);
        return;
    }
    if (event->key() == Qt::Key_C &&
        event->modifiers() == (Qt::ControlModifier | Qt::ShiftModifier)) {
        copySelection(true, true);
        return;
    }
    QTableView::keyPressEvent(event);
}

void ResultView::contextMenuEvent(QContextMenuEvent* event)
{
    auto* menu = new QMenu(this); // deleted on close; popup() avoids a nested event loop
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("Copy"), QKeySequence::Copy, this, [this] { copySelection(false, false); });
    menu->addAction(tr("Copy with Headers"), this, [this] { copySelection(false, true); });
    addCopyActions(menu);
    menu->addSeparator();
    menu->addAction(tr("Select All"), QKeySequence::SelectAll, this, [this] { selectAll(); });
    menu->addAction(tr("Fit Columns to Contents"), this, [this] { fitColumns(); });
    QAction* all = menu->addAction(tr("Fetch All Rows"), this, [this] {
        if (m_model)
            m_model->fetchAll();
    });
    all->setEnabled(m_model && !m_model->isComplete());
    menu->popup(event->globalPos());
}

void ResultView::addCopyActions(QMenu* menu)
{
    menu->addAction(tr("Copy as CSV"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                    [this] { copySelection(true, true); });
    QMenu* as = menu->addMenu(tr("Copy As"));
    as->addAction(tr("TSV"), this, [this] { copySelectionAs(SelectionCopy::Format::Tsv, true); });
    as->addAction(tr("CSV"), this, [this] { copySelectionAs(SelectionCopy::Format::Csv, true); });
    as->addAction(tr("JSON"), this, [this] { copySelectionAs(SelectionCopy::Format::Json, true); });
    as->addAction(tr("Markdown"), this,
                  [this] { copySelectionAs(SelectionCopy::Format::Markdown, true); });
    QAction* insert = as->addAction(tr("SQL INSERT…"), this, [this] { askInsertTable(); });
    // Only a language that writes INSERT statements offers them.
    insert->setEnabled(m_language && m_language->insertStatement(QStringLiteral("t"), {}, {}));
}

void ResultView::askInsertTable()
{
    auto* dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Copy as INSERT"));
    dialog->setLabelText(tr("Table to insert into:"));
    dialog->setTextValue(obviousTable());
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString& table) {
        if (!table.trimmed().isEmpty())
            copySelectionAs(SelectionCopy::Format::Insert, true, table.trimmed());
    });
    dialog->open();
}

} // namespace nelumbo
