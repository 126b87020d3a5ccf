#pragma once

#include "core/Result.h"
#include "core/RowBatch.h"
#include "export/ExportOptions.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <memory>

class QIODevice;
class QSaveFile;
class QTemporaryFile;

namespace nelumbo {

class Connection;
class ExportWriter;
class QueryHandle;

// Runs one statement on a Connection and streams its whole result into a file, batch by
// batch as the rows arrive, so memory stays flat however many rows there are. The file is
// written under a temporary name beside the target and renamed only when complete: a failed
// or cancelled export leaves neither the target nor the temporary file.
class ResultExporter : public QObject
{
    Q_OBJECT
public:
    ResultExporter(Connection& connection, const ExportOptions& options, QObject* parent = nullptr);
    ~ResultExporter() override;

    // Each answers with finished(), once. params bind the statement's value markers.
    void exportToFile(const QString& statement, const QVariantList& params, const QString& path);
    // To an open device such as standard output: text as it arrives, XLSX once complete.
    void exportToDevice(const QString& statement, const QVariantList& params, QIODevice& device);
    // Interrupts the statement and removes what was written; finished() says "cancelled"
    // once the statement stopped.
    void cancel();

    bool isRunning() const { return m_running; }
    qint64 rowsWritten() const { return m_rows; }
    const ExportOptions& options() const { return m_options; }

Q_SIGNALS:
    void progress(qint64 rowsWritten);
    void finished(const nelumbo::Result<void>& outcome);

private:
    Result<void> prepare(const QString& path, QIODevice* device);
    void run(const QString& statement, const QVariantList& params);
    void onColumns(const QStringList& names);
    void onRows(const RowBatch& batch);
    void onFinished();
    Result<void> commit();
    void fail(const Error& error);
    void complete(const Result<void>& outcome);
    void dropHandle();

    Connection& m_connection;
    ExportOptions m_options;
    QPointer<QueryHandle> m_handle;
    std::unique_ptr<ExportWriter> m_writer;
    std::unique_ptr<QSaveFile> m_saveFile;      // text formats to a path
    std::unique_ptr<QTemporaryFile> m_xlsxFile; // XLSX: where the workbook is written
    QIODevice* m_device = nullptr;              // text formats, or XLSX's final copy
    QString m_target;
    bool m_begun = false;
    bool m_running = false;
    bool m_stopping = false; // failed or cancelled, waiting for the statement to stop
    qint64 m_rows = 0;
};

} // namespace nelumbo
