#pragma once

#include "Result.h"
#include "Schema.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <memory>

namespace nelumbo {

class ConnectionWorker;
class DatabaseAdapter;
class QueryHandle;
struct CancelState;

// A database session whose QSqlDatabase lives in a thread of its own; every call returns at
// once and answers through signals, so no caller ever waits on the database.
class Connection : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFirstBatch = 256;
    static constexpr int kBatch = 4096;

    explicit Connection(QObject* parent = nullptr);
    ~Connection() override;

    // Starts opening; answers with opened() or openFailed(). The URL's adapter must exist.
    void open(const QString& sourceUrl);
    bool isOpen() const { return m_open; }
    QString sourceUrl() const { return m_sourceUrl; }
    const DatabaseAdapter* adapter() const { return m_adapter; }

    // Runs one statement with its positional `?` parameters bound (never spliced in). The
    // handle is a child of this Connection; delete it to drop its rows.
    QueryHandle* execute(const QString& statement, int firstBatch = kFirstBatch);
    QueryHandle* execute(const QString& statement, const QVariantList& params,
                         int firstBatch = kFirstBatch);
    // Read-only is the default: statements that could change anything are refused. Turning
    // it off is the caller's explicit, per-session opt-in.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    // Reads the catalogue; answers with catalogReady() or catalogFailed().
    void loadCatalog();
    // Interrupts whatever runs now.
    void cancelAll();

Q_SIGNALS:
    void opened();
    void openFailed(const nelumbo::Error& error);
    void catalogReady(const nelumbo::Catalog& catalog);
    void catalogFailed(const nelumbo::Error& error);

private:
    friend class QueryHandle;
    void requestFetch(QueryHandle* handle, int rows);
    void requestCancel(QueryHandle* handle);
    void forget(quint64 id);
    QueryHandle* handle(quint64 id) const;

    QThread m_thread;
    std::unique_ptr<ConnectionWorker> m_worker;
    std::shared_ptr<CancelState> m_cancel;
    const DatabaseAdapter* m_adapter = nullptr;
    QString m_sourceUrl;
    bool m_open = false;
    bool m_readOnly = true;
    quint64 m_nextId = 1;
    QHash<quint64, QPointer<QueryHandle>> m_handles;
};

} // namespace nelumbo
