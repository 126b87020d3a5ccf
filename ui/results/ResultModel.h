#pragma once

#include "connection/QueryHandle.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>
#include <QVariant>
#include <vector>

namespace nelumbo {

// The rows of one result set, fetched from its QueryHandle in batches as the view scrolls.
class ResultModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit ResultModel(QObject* parent = nullptr);
    ~ResultModel() override;

    // Shows the rows of handle (not owned) from now on; earlier rows are dropped.
    void setHandle(QueryHandle* handle);
    QueryHandle* handle() const { return m_handle; }
    QStringList columnNames() const { return m_columns; }
    QVariant value(int row, int column) const;
    // The value a copy or export of the cell writes: value(), but a real as the grid shows it.
    QVariant copyValue(int row, int column) const;
    bool isComplete() const;
    // Keeps fetching until every row is here (the user asked for all of them).
    void fetchAll();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

Q_SIGNALS:
    void rowsArrived(int total);

private:
    void appendRows(const RowBatch& batch);
    // The batch holding row, and the row's index in it.
    std::pair<const RowBatch*, int> locate(int row) const;
    void releaseCells();

    QPointer<QueryHandle> m_handle;
    QStringList m_columns;
    // The batches as they arrived (typed cells, strings in one arena each) and the first
    // row of each, so a cell is found by a binary search without copying any batch.
    std::vector<RowBatch> m_batches;
    std::vector<int> m_firstRows;
    int m_rows = 0;
    bool m_fetchAll = false;
};

} // namespace nelumbo
