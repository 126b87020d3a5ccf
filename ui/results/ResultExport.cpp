#include "results/ResultExport.h"

#include "connection/Connection.h"
#include "core/ErrorCodes.h"
#include "export/ResultExporter.h"
#include "i18n/UiLanguage.h"

#include <QFileInfo>
#include <QLocale>
#include <QProgressDialog>

namespace nelumbo {

ResultExport::ResultExport(const Request& request, QWidget* parent)
    : QObject(parent)
    , m_request(request)
    , m_parent(parent)
{}

ResultExport::~ResultExport()
{
    m_exporter.reset(); // an unfinished export removes its temporary file
    delete m_progress;
}

void ResultExport::start()
{
    m_running = true;
    m_progress = new QProgressDialog(m_parent);
    m_progress->setWindowTitle(tr("Export Result"));
    m_progress->setWindowModality(Qt::NonModal); // the window stays in use meanwhile
    m_progress->setRange(0, 0);                  // how many rows come is not known
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    //: %1 is a file name
    m_progress->setLabelText(tr("Exporting to %1…").arg(QFileInfo(m_request.path).fileName()));
    connect(m_progress, &QProgressDialog::canceled, this, &ResultExport::cancel);
    m_progress->show();

    m_connection = new Connection(this); // read-only: running the statement again writes nothing
    connect(m_connection, &Connection::openFailed, this, [this](const Error& error) {
        finish(Error{error.code, tr("Cannot open the database: %1").arg(error.message)});
    });
    connect(m_connection, &Connection::opened, this, &ResultExport::exportRows);
    m_connection->open(m_request.sourceUrl);
    if (auto rules = m_connection->applySourceVisibility(m_request.sourceName); !rules)
        finish(rules.error());
}

void ResultExport::exportRows()
{
    if (!m_running)
        return;
    m_exporter = std::make_unique<ResultExporter>(*m_connection, m_request.options);
    connect(m_exporter.get(), &ResultExporter::progress, this, [this](qint64 rows) {
        m_rows = rows;
        if (m_progress)
            //: %1 is a file name, %2 a number of rows
            m_progress->setLabelText(
                tr("Exporting to %1… %2 rows written", nullptr, UiLanguage::pluralCount(rows))
                    .arg(QFileInfo(m_request.path).fileName(), QLocale().toString(rows)));
    });
    connect(m_exporter.get(), &ResultExporter::finished, this, &ResultExport::finish);
    m_exporter->exportToFile(m_request.statement, m_request.params, m_request.path);
}

void ResultExport::cancel()
{
    if (!m_running)
        return;
    if (m_exporter && m_exporter->isRunning()) {
        m_exporter->cancel(); // answers through finish() once the statement stopped
        return;
    }
    finish(Error{ErrorCode::Cancelled, tr("Export cancelled")});
}

QProgressDialog* ResultExport::progressDialog() const
{
    return m_progress;
}

qint64 ResultExport::rowsWritten() const
{
    return m_exporter ? m_exporter->rowsWritten() : m_rows;
}

void ResultExport::finish(const Result<void>& outcome)
{
    if (!m_running)
        return;
    m_running = false;
    if (m_exporter)
        m_rows = m_exporter->rowsWritten();
    if (m_progress) {
        m_progress->hide();
        m_progress->deleteLater();
    }
    Q_EMIT finished(outcome);
}

} // namespace nelumbo
