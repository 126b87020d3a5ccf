#include "export/ResultExporter.h"

#include "adapter/DatabaseAdapter.h"
#include "connection/Connection.h"
#include "connection/QueryHandle.h"
#include "core/ErrorCodes.h"
#include "export/ExportWriter.h"
#include "export/XlsxWriter.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>
#include <filesystem>
#include <system_error>

namespace nelumbo {

ResultExporter::ResultExporter(Connection& connection, const ExportOptions& options,
                               QObject* parent)
    : QObject(parent)
    , m_connection(connection)
    , m_options(options)
{}

ResultExporter::~ResultExporter()
{
    dropHandle(); // the unfinished files go with their owners
}

void ResultExporter::exportToFile(const QString& statement, const QVariantList& params,
                                  const QString& path)
{
    if (auto ready = prepare(path, nullptr); !ready) {
        complete(ready);
        return;
    }
    run(statement, params);
}

void ResultExporter::exportToDevice(const QString& statement, const QVariantList& params,
                                    QIODevice& device)
{
    if (auto ready = prepare(QString(), &device); !ready) {
        complete(ready);
        return;
    }
    run(statement, params);
}

Result<void> ResultExporter::prepare(const QString& path, QIODevice* device)
{
    m_running = true;
    m_rows = 0;
    m_begun = false;
    m_stopping = false;
    m_target = path;
    m_device = device;
    const QueryLanguage* language =
        m_connection.adapter() ? &m_connection.adapter()->language() : nullptr;
    if (m_options.format == ExportFormat::Xlsx) {
        // Beside the target, so the final rename stays on one file system.
        const QString pattern =
            device ? QDir::temp().filePath(QStringLiteral("nelumbo-export-XXXXXX.xlsx"))
                   : QFileInfo(path).absoluteDir().filePath(QLatin1Char('.') +
                                                            QFileInfo(path).fileName() +
                                                            QStringLiteral(".XXXXXX.part"));
        m_xlsxFile = std::make_unique<QTemporaryFile>(pattern);
        if (!m_xlsxFile->open())
            return Error{
                ErrorCode::FileOpenFailed,
                tr("cannot write %1: %2").arg(device ? pattern : path, m_xlsxFile->errorString())};
        m_xlsxFile->close(); // libxlsxwriter writes it by name; it is removed unless renamed
        m_writer = std::make_unique<XlsxWriter>(m_xlsxFile->fileName());
        return {};
    }
    if (!device) {
        m_saveFile = std::make_unique<QSaveFile>(path);
        if (!m_saveFile->open(QIODevice::WriteOnly))
            return Error{ErrorCode::FileOpenFailed,
                         tr("cannot write %1: %2").arg(path, m_saveFile->errorString())};
        m_device = m_saveFile.get();
    }
    auto writer = ExportWriter::createText(m_options, *m_device, language);
    if (!writer)
        return writer.error();
    m_writer = std::move(writer.value());
    return {};
}

void ResultExporter::run(const QString& statement, const QVariantList& params)
{
    m_handle = m_connection.execute(statement, params, Connection::kBatch);
    connect(m_handle, &QueryHandle::columnsReady, this, &ResultExporter::onColumns);
    connect(m_handle, &QueryHandle::rowsReady, this, &ResultExporter::onRows);
    connect(m_handle, &QueryHandle::finished, this, &ResultExporter::onFinished);
    connect(m_handle, &QueryHandle::failed, this, &ResultExporter::fail);
}

void ResultExporter::onColumns(const QStringList& names)
{
    if (!m_running || m_begun)
        return;
    m_begun = true;
    if (auto begun = m_writer->begin(names); !begun)
        fail(begun.error());
}

void ResultExporter::onRows(const RowBatch& batch)
{
    if (!m_running || !m_handle)
        return;
    // The worker reads the next batch while this one is written.
    if (m_handle->hasMore())
        m_handle->fetchMore(Connection::kBatch);
    if (auto written = m_writer->write(batch); !written) {
        fail(written.error());
        return;
    }
    m_rows += batch.rowCount();
    Q_EMIT progress(m_rows);
}

void ResultExporter::onFinished()
{
    if (!m_running || !m_handle)
        return;
    if (!m_handle->hasResultSet()) {
        fail(Error{ErrorCode::NoResultSet,
                   tr("the statement returns no rows, so there is nothing to export")});
        return;
    }
    if (!m_begun)
        onColumns(m_handle->columnNames());
    if (!m_running)
        return;
    dropHandle();
    if (auto ended = m_writer->end(); !ended) {
        fail(ended.error());
        return;
    }
    if (auto committed = commit(); !committed) {
        fail(committed.error());
        return;
    }
    complete({});
}

Result<void> ResultExporter::commit()
{
    if (m_saveFile) {
        if (!m_saveFile->commit())
            return Error{ErrorCode::FileSaveFailed,
                         tr("cannot save %1: %2").arg(m_target, m_saveFile->errorString())};
        return {};
    }
    if (!m_xlsxFile)
        return {}; // text on a device: written as it came
    const QString written = m_xlsxFile->fileName();
    if (m_device) {
        QFile file(written);
        if (!file.open(QIODevice::ReadOnly))
            return Error{ErrorCode::ExportFailed,
                         tr("cannot read %1: %2").arg(written, file.errorString())};
        while (!file.atEnd()) {
            const QByteArray chunk = file.read(1 << 20);
            if (chunk.isEmpty() && file.error() != QFileDevice::NoError)
                return Error{ErrorCode::ExportFailed,
                             tr("cannot read %1: %2").arg(written, file.errorString())};
            if (m_device->write(chunk) != chunk.size())
                return Error{ErrorCode::ExportFailed,
                             tr("cannot write the export: %1").arg(m_device->errorString())};
        }
        return {};
    }
    // The permissions a new file gets, or the replaced file's.
    const QFileInfo target(m_target);
    QFile::setPermissions(written, target.exists() ? target.permissions()
                                                   : QFile::ReadOwner | QFile::WriteOwner |
                                                         QFile::ReadGroup | QFile::ReadOther);
    std::error_code error;
    std::filesystem::rename(QFile::encodeName(written).toStdString(),
                            QFile::encodeName(m_target).toStdString(), error);
    if (error)
        return Error{ErrorCode::FileSaveFailed,
                     tr("cannot save %1: %2")
                         .arg(m_target, QString::fromLocal8Bit(error.message().c_str()))};
    m_xlsxFile->setAutoRemove(false); // it is the target now
    return {};
}

void ResultExporter::cancel()
{
    if (m_running)
        fail(Error{ErrorCode::Cancelled, tr("Export cancelled")});
}

void ResultExporter::fail(const Error& error)
{
    if (!m_running || m_stopping)
        return;
    m_writer.reset(); // an unclosed workbook writes nothing
    if (m_saveFile)
        m_saveFile->cancelWriting();
    m_saveFile.reset(); // removes its temporary file
    m_xlsxFile.reset();
    if (m_handle && m_handle->state() == QueryHandle::State::Running) {
        // Answer once the statement stopped, so the next one on this connection is not
        // caught by this interrupt.
        m_stopping = true;
        disconnect(m_handle, nullptr, this, nullptr);
        connect(m_handle, &QueryHandle::stateChanged, this,
                [this, error](QueryHandle::State state) {
                    if (state == QueryHandle::State::Running)
                        return;
                    dropHandle();
                    complete(error);
                });
        m_handle->cancel();
        return;
    }
    dropHandle();
    complete(error);
}

void ResultExporter::complete(const Result<void>& outcome)
{
    m_running = false;
    m_stopping = false;
    m_writer.reset();
    m_saveFile.reset();
    m_xlsxFile.reset();
    Q_EMIT finished(outcome);
}

void ResultExporter::dropHandle()
{
    if (!m_handle)
        return;
    QueryHandle* handle = m_handle;
    m_handle = nullptr;
    disconnect(handle, nullptr, this, nullptr);
    if (handle->state() == QueryHandle::State::Running ||
        handle->state() == QueryHandle::State::Idle)
        handle->cancel();
    handle->deleteLater();
}

} // namespace nelumbo
