#include "ResultModel.h"

#include "Connection.h"
#include "QueryHandle.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace nelumbo {

namespace {
constexpr int kMaxDisplayChars = 300; // full text stays in the tooltip and on copy

bool isNumeric(const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}
} // namespace

ResultModel::ResultModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ResultModel::setHandle(QueryHandle* handle)
{
    beginResetModel();
    if (m_handle)
        disconnect(m_handle, nullptr, this, nullptr);
    m_handle = handle;
    m_columns.clear();
    std::deque<QVariant>().swap(m_cells); // give the memory back, not just the elements
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
            return tr("BLOB (%1 bytes)").arg(v.toByteArray().size());
        QString text = v.toString();
        const qsizetype newline = text.indexOf(QLatin1Char('\n'));
        if (newline >= 0 || text.size() > kMaxDisplayChars)
            text = text.left(qMin<qsizetype>(newline < 0 ? text.size() : newline, kMaxDisplayChars))
                   + QStringLiteral(" …");
        return text;
    }
    case Qt::EditRole:
        return v;
    case Qt::ToolTipRole: {
        if (v.isNull())
            return tr("NULL (no value)");
        const QString text = v.toString();
        return text.size() > kMaxDisplayChars || text.contains(QLatin1Char('\n'))
                   ? text.left(4000)
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
        return isNumeric(v) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
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
    return !parent.isValid() && m_handle && m_handle->hasMore()
           && m_handle->state() == QueryHandle::State::Idle;
}

void ResultModel::fetchMore(const QModelIndex& parent)
{
    if (canFetchMore(parent))
        m_handle->fetchMore(Connection::kBatch);
}

} // namespace nelumbo
