#pragma once

#include "adapter/Schema.h"
#include "core/Result.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

namespace nelumbo {

class Connection;

// What completion knows of a source's catalogue, on the caller's thread: table and view
// names first (one listing), columns per table when first needed, each read on the
// Connection's worker thread through the visibility rules, so hidden tables never arrive.
// Answers that come back after attach() or refresh() are dropped.
class CompletionCatalog : public QObject
{
    Q_OBJECT
public:
    explicit CompletionCatalog(QObject* parent = nullptr);

    // Forgets what it knew and reads the names from this connection (once it is open).
    void attach(Connection* connection);
    // Forgets and reads the names again (Refresh Schema).
    void refresh();
    // Feeds names and columns already read (a whole catalogue, already filtered); tables
    // without columns keep those read before.
    void setCatalog(const Catalog& catalog);
    void setTables(const QList<TableInfo>& tables);
    void setColumns(const QString& schema, const QString& table, const QList<ColumnInfo>& columns);

    bool namesLoaded() const { return m_namesLoaded; }
    const QList<TableInfo>& tables() const { return m_tables; }
    QStringList schemas() const { return m_schemas; }
    // The schema names need not be written with: the adapter's implicit one, else the one
    // holding most tables.
    QString defaultSchema() const { return m_defaultSchema; }
    // Null until read.
    const QList<ColumnInfo>* columns(const QString& schema, const QString& table) const;
    // Reads a table's columns once, in the background; changed() follows.
    void requestColumns(const QString& schema, const QString& table);
    bool isLoading() const { return m_pending > 0; }
    // Why the names could not be read (empty code when they were, or are still loading).
    const Error& error() const { return m_error; }

Q_SIGNALS:
    // Names or some columns arrived.
    void changed();

private:
    static QString key(const QString& schema, const QString& table);
    void loadNames();
    void updateSchemas();

    QPointer<Connection> m_connection;
    QMetaObject::Connection m_openedLink;
    QList<TableInfo> m_tables;
    QStringList m_schemas;
    QString m_defaultSchema;
    QHash<QString, QList<ColumnInfo>> m_columns;
    QSet<QString> m_requested;
    Error m_error;
    quint64 m_generation = 0;
    int m_pending = 0;
    bool m_namesLoaded = false;
};

} // namespace nelumbo
