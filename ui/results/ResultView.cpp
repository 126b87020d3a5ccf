#include "results/ResultView.h"

#include "core/Settings.h"
#include "results/ResultModel.h"
#include "results/SelectionCopy.h"
#include "window/Prompt.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

namespace nelumbo {

ResultView::ResultView(QWidget* parent)
    : QTableView(parent)
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
}

void ResultView::setResultModel(ResultModel* model)
{
    m_model = model;
    m_fitted = false;
    setModel(model);
    connect(model, &ResultModel::rowsArrived, this, [this] {
        if (!m_fitted)
            fitColumns();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] { m_fitted = false; });
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
    cancelCopy(); // the newer copy wins
    if (!m_model || !selectionModel())
        return;
    auto* copy = new SelectionCopy(m_model, selectionModel()->selection(),
                                   csv ? SelectionCopy::Format::Csv : SelectionCopy::Format::Tsv,
                                   withHeaders, this); // deleted when done
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
    menu->addAction(tr("Copy as CSV"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                    [this] { copySelection(true, true); });
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

} // namespace nelumbo
