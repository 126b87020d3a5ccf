#pragma once

#include "adapter/Schema.h"
#include "core/Result.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace nelumbo {

// Schemas → tables and views → columns with types and keys; a filter box; double-click or
// Enter inserts the (quoted when needed) name into the editor.
class SchemaBrowser : public QWidget
{
    Q_OBJECT
public:
    enum Role
    {
        NameRole = Qt::UserRole + 1,
        KindRole
    };
    enum class Kind
    {
        Schema,
        Table,
        View,
        Column
    };

    explicit SchemaBrowser(QWidget* parent = nullptr);

    void showLoading();
    void setCatalog(const Catalog& catalog);
    void showError(const Error& error);
    // The source's server went away: the names stay, marked as its last answer, until the
    // next catalogue arrives.
    void showUnreachable(const Error& error);
    bool isUnreachable() const { return m_unreachable; }
    QString statusText() const;
    void setFilterText(const QString& text);
    QTreeView* view() const { return m_view; }
    QStandardItemModel* model() const { return m_model; }
    int tableCount() const { return m_tableCount; }

    // The name as it must be written in a statement: quoted when not a plain identifier.
    static QString quotedIfNeeded(const QString& name);

Q_SIGNALS:
    void insertRequested(const QString& text);

private:
    void activate(const QModelIndex& proxyIndex);

    QLineEdit* m_filter;
    QTreeView* m_view;
    QLabel* m_status;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    int m_tableCount = 0;
    bool m_unreachable = false;
};

} // namespace nelumbo
