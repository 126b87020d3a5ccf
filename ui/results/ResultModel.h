#pragma once

#include "connection/QueryHandle.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>
#include <QVariant>
#include <deque>

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
    void appendRows(const QVariantList& cells, int rowCount);
    void releaseCells();

    QPointer<QueryHandle> m_handle;
    QStringList m_columns;
    // Row-major; a deque grows without moving what it holds, so appending a batch to a
    // million rows costs the same as appending it to none.
    std::deque<QVariant> m_cells;
    int m_rows = 0;
    bool m_fetchAll = false;
};

} // namespace nelumbo
