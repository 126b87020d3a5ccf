#include "results/ResultModel.h"

#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/TextExport.h"

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
constexpr size_t kBackgroundReleaseCells = 200000;
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
    if (m_cells.size() < kBackgroundReleaseCells) {
        std::deque<QVariant>().swap(m_cells);
        return;
    }
    // Freeing millions of values takes ~100 ms: do it off the UI thread, then hand the
    // memory back to the system (glibc keeps small freed blocks otherwise).
    auto doomed = std::make_shared<std::deque<QVariant>>();
    doomed->swap(m_cells);
    QThreadPool::globalInstance()->start([doomed]() mutable {
        doomed.reset();
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

void ResultModel::appendRows(const QVariantList& cells, int rowCount)
{
    if (rowCount > 0) {
        beginInsertRows({}, m_rows, m_rows + rowCount - 1);
        m_cells.insert(m_cells.end(), cells.cbegin(), cells.cend());
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
    return m_cells[size_t(row) * size_t(columns) + size_t(column)];
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
    if (!index.isValid())
        return {};
    const QVariant v = value(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: {
        if (v.isNull())
            return QStringLiteral("NULL");
        if (v.typeId() == QMetaType::QByteArray)
            //: Binary data in a result cell, with its size
            return tr("BLOB (%Ln bytes)", nullptr, int(v.toByteArray().size()));
        QString text = TextExport::plain(v); // as every export writes it
        const qsizetype newline = text.indexOf(QLatin1Char('\n'));
        if (newline >= 0 || text.size() > kMaxDisplayChars)
            text =
                text.left(qMin<qsizetype>(newline < 0 ? text.size() : newline, kMaxDisplayChars)) +
                QStringLiteral(" …");
        return text;
    }
    case Qt::EditRole:
        return v;
    case Qt::ToolTipRole: {
        if (v.isNull())
            return tr("NULL (no value)");
        const QString text = TextExport::plain(v);
        return text.size() > kMaxDisplayChars || text.contains(QLatin1Char('\n')) ? text.left(4000)
                                                                                  : QVariant();
    }
    case Qt::ForegroundRole:
        if (v.isNull())
            return QGuiApplication::palette().color(QPalette::PlaceholderText);
        return {};
    case Qt::FontRole:
        if (v.isNull()) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return TextExport::isNumber(v) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
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
        return section < m_columns.size() ? m_columns.at(section) : QVariant();
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
