#pragma once

#include "core/Result.h"
#include "export/ExportOptions.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <memory>

class QProgressDialog;
class QWidget;

namespace nelumbo {

class Connection;
class ResultExporter;

// One export from the window: the statement runs again on a session of its own, read-only,
// so the grid's unfetched rows, the tab's session and its writes setting stay as they were,
// and its whole result streams into the file (ResultExporter). A progress dialog, not modal,
// counts the rows and cancels.
class ResultExport : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        QString sourceUrl;
        QString sourceName; // its visibility rules apply; empty for an ad-hoc URL
        QString statement;  // compiled: template parts replaced by markers
        QVariantList params;
        ExportOptions options;
        QString path;
    };

    ResultExport(const Request& request, QWidget* parent);
    ~ResultExport() override;

    void start();
    // Stops the statement and removes what was written; finished() says "cancelled".
    void cancel();
    bool isRunning() const { return m_running; }
    qint64 rowsWritten() const;
    const Request& request() const { return m_request; }
    QProgressDialog* progressDialog() const;

Q_SIGNALS:
    void finished(const nelumbo::Result<void>& outcome);

private:
    void exportRows();
    void finish(const Result<void>& outcome);

    Request m_request;
    QWidget* m_parent;
    QPointer<QProgressDialog> m_progress;
    Connection* m_connection = nullptr;
    std::unique_ptr<ResultExporter> m_exporter; // before the connection it runs on goes
    bool m_running = false;
    qint64 m_rows = 0;
};

} // namespace nelumbo
