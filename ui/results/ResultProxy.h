#pragma once

#include <QAbstractProxyModel>
#include <QList>
#include <QString>
#include <QTimer>
#include <QVariant>
#include <vector>

namespace nelumbo {

class ResultModel;

// One condition on a column of the loaded rows.
struct ColumnFilter
{
    enum class Operator
    {
        Contains,
        Equals,
        Less,
        Greater,
        IsNull,
        IsNotNull
    };
    int column = 0;
    Operator op = Operator::Contains;
    QString text;
};

// The loaded rows of a ResultModel sorted and filtered without copying them: a list of source
// row numbers, sorted on typed keys (numbers as numbers, exact decimals digit by digit, text
// by the locale's collation, NULL below every value). While sorted or filtered it asks for no
// more rows by itself; rows that arrive all the same are filtered and sorted in.
class ResultProxy : public QAbstractProxyModel
{
    Q_OBJECT
public:
    explicit ResultProxy(QObject* parent = nullptr);

    void setResultModel(ResultModel* model);
    ResultModel* resultModel() const { return m_model; }

    // Sorts the loaded rows; column -1 brings back the order the database gave.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_order; }

    // One condition per column; conditions on different columns must all hold.
    void setFilter(const ColumnFilter& filter);
    void removeFilter(int column);
    void clearFilters();
    QList<ColumnFilter> filters() const { return m_filters; }
    bool isFiltered() const { return !m_filters.isEmpty(); }
    int sourceRowCount() const;

    int sourceRow(int row) const;
    // proxy row → source row for every shown row; empty when they are the same.
    std::vector<int> rowMap() const { return m_identity ? std::vector<int>() : m_rows; }

    // Typed order of two cell values: negative, zero or positive; NULL below everything.
    static int compare(const QVariant& a, const QVariant& b);
    static bool matches(const QVariant& value, const ColumnFilter& filter);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

Q_SIGNALS:
    // The sort, the filters or the rows shown changed.
    void arrangementChanged();

private:
    bool accepts(int sourceRow) const;
    // Sorts rows in place by the sort column.
    void sortRows(std::vector<int>& rows) const;
    void rebuild();
    void resort();
    void onRowsInserted(int first, int last);
    void updateInverse();

    ResultModel* m_model = nullptr;
    QList<ColumnFilter> m_filters;
    int m_sortColumn = -1;
    Qt::SortOrder m_order = Qt::AscendingOrder;
    bool m_identity = true;
    std::vector<int> m_rows;    // proxy → source
    std::vector<int> m_inverse; // source → proxy, -1 when filtered out
    QTimer m_resort;
};

} // namespace nelumbo
