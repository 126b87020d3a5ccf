#include "ResultView.h"

#include "ResultModel.h"
#include "TextExport.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>

#include <algorithm>

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

template <typename RowFn>
QString ResultView::selectionAs(bool withHeaders, RowFn row) const
{
    const QModelIndexList indexes = selectionModel() ? selectionModel()->selectedIndexes()
                                                     : QModelIndexList();
    if (!m_model || indexes.isEmpty())
        return {};
    int top = INT_MAX, bottom = -1, left = INT_MAX, right = -1;
    for (const QModelIndex& i : indexes) {
        top = std::min(top, i.row());
        bottom = std::max(bottom, i.row());
        left = std::min(left, i.column());
        right = std::max(right, i.column());
    }
    QStringList lines;
    if (withHeaders) {
        QVariantList header;
        for (int c = left; c <= right; ++c)
            header << m_model->columnNames().value(c);
        lines << row(header);
    }
    for (int r = top; r <= bottom; ++r) {
        QVariantList values;
        for (int c = left; c <= right; ++c)
            values << (selectionModel()->isSelected(m_model->index(r, c)) ? m_model->value(r, c)
                                                                          : QVariant());
        lines << row(values);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString ResultView::selectionAsTsv(bool withHeaders) const
{
    return selectionAs(withHeaders, [](const QVariantList& v) { return TextExport::tsvRow(v); });
}

QString ResultView::selectionAsCsv(bool withHeaders) const
{
    return selectionAs(withHeaders, [](const QVariantList& v) { return TextExport::csvRow(v); });
}

void ResultView::copySelection(bool csv, bool withHeaders)
{
    const QString text = csv ? selectionAsCsv(withHeaders) : selectionAsTsv(withHeaders);
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void ResultView::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Copy)) {
        copySelection(false, false);
        return;
    }
    if (event->key() == Qt::Key_C
        && event->modifiers() == (Qt::ControlModifier | Qt::ShiftModifier)) {
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
