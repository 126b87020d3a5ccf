#include "results/ResultModel.h"

#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/BatchText.h"
#include "core/SafeText.h"
#include "core/TextExport.h"
#include "window/ToolTipText.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QThreadPool>
#include <memory>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace nelumbo {

namespace {
constexpr int kMaxDisplayChars = 300; // full text stays in the tooltip and on copy
constexpr size_t kBackgroundReleaseBatches = 50;
} // namespace

ResultModel::ResultModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

ResultModel::~ResultModel()
{
    releaseCells();
}

void ResultModel::releaseCells()
{
    std::vector<int>().swap(m_firstRows);
    if (m_batches.size() < kBackgroundReleaseBatches) {
        std::vector<RowBatch>().swap(m_batches);
        return;
    }
    // Freed off the UI thread, then handed back to the system (glibc keeps freed blocks of
    // another thread's arena otherwise). The rows are freed inside the task, before the trim,
    // whichever copy of the task or of its pointer happens to be destroyed last.
    auto doomed = std::make_shared<std::vector<RowBatch>>();
    doomed->swap(m_batches);
    QThreadPool::globalInstance()->start([doomed = std::move(doomed)] {
        std::vector<RowBatch>().swap(*doomed);
#ifdef __GLIBC__
        malloc_trim(0);
#endif
    });
}

void ResultModel::setHandle(QueryHandle* handle)
{
    beginResetModel();
    if (m_handle)
        disconnect(m_handle, nullptr, this, nullptr);
    m_handle = handle;
    m_columns.clear();
    releaseCells();
    m_rows = 0;
    m_fetchAll = false;
    if (handle) {
        m_columns = handle->columnNames();
        connect(handle, &QueryHandle::columnsReady, this, [this](const QStringList& names) {
            beginResetModel();
            m_columns = names;
            endResetModel();
        });
        connect(handle, &QueryHandle::rowsReady, this, &ResultModel::appendRows);
    }
    endResetModel();
}

void ResultModel::appendRows(const RowBatch& batch)
{
    const int rowCount = batch.rowCount();
    if (rowCount > 0) {
        beginInsertRows({}, m_rows, m_rows + rowCount - 1);
        m_batches.push_back(batch);
        m_firstRows.push_back(m_rows);
        m_rows += rowCount;
        endInsertRows();
    }
    Q_EMIT rowsArrived(m_rows);
    if (m_fetchAll && m_handle && m_handle->hasMore())
        m_handle->fetchMore(Connection::kBatch);
}

QVariant ResultModel::value(int row, int column) const
{
    const int columns = int(m_columns.size());
    if (row < 0 || row >= m_rows || column < 0 || column >= columns)
        return {};
    const auto [batch, inBatch] = locate(row);
    return column < batch->columnCount() ? batch->value(inBatch, column) : QVariant();
}

QVariant ResultModel::copyValue(int row, int column) const
{
    const int columns = int(m_columns.size());
    if (row < 0 || row >= m_rows || column < 0 || column >= columns)
        return {};
    const auto [batch, inBatch] = locate(row);
    if (column >= batch->columnCount())
        return {};
    // A real is copied as the grid shows it (the source's own client's text, "7919.0").
    if (batch->kind(inBatch, column) == RowBatch::Kind::Real)
        return BatchText::plain(*batch, inBatch, column);
    return batch->value(inBatch, column);
}

std::pair<const RowBatch*, int> ResultModel::locate(int row) const
{
    const auto next = std::upper_bound(m_firstRows.cbegin(), m_firstRows.cend(), row);
    const size_t i = size_t(next - m_firstRows.cbegin()) - 1;
    return {&m_batches[i], row - m_firstRows[i]};
}

bool ResultModel::isComplete() const
{
    return !m_handle || !m_handle->hasMore();
}

void ResultModel::fetchAll()
{
    m_fetchAll = true;
    if (m_handle && m_handle->hasMore())
        m_handle->fetchMore(Connection::kBatch);
}

int ResultModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ResultModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant ResultModel::data(const QModelIndex& index, int role) const
{
    const int row = index.row();
    const int column = index.column();
    if (!index.isValid() || row >= m_rows || column >= int(m_columns.size()))
        return {};
    const auto [batch, r] = locate(row);
    if (column >= batch->columnCount())
        return {};
    const bool null = batch->isNull(r, column);
    switch (role) {
    case Qt::DisplayRole: {
        if (null)
            return QStringLiteral("NULL");
        if (batch->kind(r, column) == RowBatch::Kind::Blob)
            //: Binary data in a result cell, with its size
            return tr("BLOB (%Ln bytes)", nullptr, int(batch->bytes(r, column).size()));
        QString text = BatchText::plain(*batch, r, column); // as every export writes it
        const qsizetype newline = text.indexOf(QLatin1Char('\n'));
        if (newline >= 0 || text.size() > kMaxDisplayChars)
            text =
                text.left(qMin<qsizetype>(newline < 0 ? text.size() : newline, kMaxDisplayChars)) +
                QStringLiteral(" …");
        // Controls and bidirectional overrides from the database show as escapes.
        return SafeText::escaped(text, SafeText::LineBreaks::Escape);
    }
    case Qt::EditRole:
        return batch->value(r, column);
    case Qt::ToolTipRole: {
        if (null)
            return tr("NULL (no value)");
        const QString text = BatchText::plain(*batch, r, column);
        return text.size() > kMaxDisplayChars || text.contains(QLatin1Char('\n'))
                   ? QVariant(plainToolTip(SafeText::escaped(text.left(4000))))
                   : QVariant();
    }
    case Qt::ForegroundRole:
        if (null)
            return QGuiApplication::palette().color(QPalette::PlaceholderText);
        return {};
    case Qt::FontRole:
        if (null) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return BatchText::isNumber(*batch, r, column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                      : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return section < m_columns.size()
                   ? QVariant(
                         SafeText::escaped(m_columns.at(section), SafeText::LineBreaks::Escape))
                   : QVariant();
    return section + 1;
}

bool ResultModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_handle && m_handle->hasMore() &&
           m_handle->state() == QueryHandle::State::Idle;
}

void ResultModel::fetchMore(const QModelIndex& parent)
{
    if (canFetchMore(parent))
        m_handle->fetchMore(Connection::kBatch);
}

} // namespace nelumbo
