#include "results/ExportDialog.h"

#include "core/Settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace nelumbo {

namespace {
const QString kOther; // the delimiter box's "Other" entry: the character typed beside it
} // namespace

ExportDialog::ExportDialog(const QString& table, bool insertAvailable, QWidget* parent)
    : QDialog(parent)
    , m_format(new QComboBox(this))
    , m_delimited(new QGroupBox(tr("CSV and TSV"), this))
    , m_delimiter(new QComboBox(m_delimited))
    , m_otherDelimiter(new QLineEdit(m_delimited))
    , m_quoting(new QComboBox(m_delimited))
    , m_header(new QCheckBox(tr("First line with the column names"), m_delimited))
    , m_encoding(new QComboBox(m_delimited))
    , m_insert(new QGroupBox(tr("SQL INSERT"), this))
    , m_table(new QLineEdit(m_insert))
    , m_path(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse…"), this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Export Result"));
    setObjectName(QStringLiteral("exportDialog"));
    m_format->addItem(tr("CSV (comma-separated values)"), int(ExportFormat::Csv));
    m_format->addItem(tr("TSV (tab-separated values)"), int(ExportFormat::Tsv));
    m_format->addItem(tr("JSON (an array of objects)"), int(ExportFormat::Json));
    m_format->addItem(tr("NDJSON (one object per line)"), int(ExportFormat::Ndjson));
    if (insertAvailable)
        m_format->addItem(tr("SQL INSERT statements"), int(ExportFormat::Insert));
    m_format->addItem(tr("Markdown table"), int(ExportFormat::Markdown));
    m_format->addItem(tr("Excel workbook (XLSX)"), int(ExportFormat::Xlsx));

    m_delimiter->addItem(tr("Comma ( , )"), QStringLiteral(","));
    m_delimiter->addItem(tr("Semicolon ( ; )"), QStringLiteral(";"));
    m_delimiter->addItem(tr("Tab"), QStringLiteral("\t"));
    m_delimiter->addItem(tr("Pipe ( | )"), QStringLiteral("|"));
    m_delimiter->addItem(tr("Other:"), kOther);
    m_otherDelimiter->setMaxLength(1);
    m_otherDelimiter->setMaximumWidth(
        m_otherDelimiter->fontMetrics().horizontalAdvance(QStringLiteral("MMMM")) + 12);
    m_otherDelimiter->setAccessibleName(tr("Other delimiter"));
    m_quoting->addItem(tr("Only where needed"), QStringLiteral("as_needed"));
    m_quoting->addItem(tr("Every value"), QStringLiteral("always"));
    m_encoding->addItem(tr("UTF-8"), QStringLiteral("utf-8"));
    m_encoding->addItem(tr("UTF-8 with byte order mark (for Excel)"), QStringLiteral("utf-8-bom"));

    auto* delimiterRow = new QHBoxLayout;
    delimiterRow->addWidget(m_delimiter, 1);
    delimiterRow->addWidget(m_otherDelimiter);
    auto* delimitedForm = new QFormLayout(m_delimited);
    // A row holding a layout gets no buddy by itself: without one "&" would show.
    auto* delimiterLabel = new QLabel(tr("&Delimiter:"), m_delimited);
    delimiterLabel->setBuddy(m_delimiter);
    delimitedForm->addRow(delimiterLabel, delimiterRow);
    delimitedForm->addRow(tr("&Quotes:"), m_quoting);
    delimitedForm->addRow(QString(), m_header);
    delimitedForm->addRow(tr("&Encoding:"), m_encoding);

    m_table->setText(table);
    m_table->setPlaceholderText(tr("schema.table"));
    auto* insertForm = new QFormLayout(m_insert);
    insertForm->addRow(tr("&Table:"), m_table);

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(m_browse);
    m_path->setMinimumWidth(m_path->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 48);

    auto* top = new QFormLayout;
    top->addRow(tr("&Format:"), m_format);
    auto* fileLabel = new QLabel(tr("F&ile:"), this);
    fileLabel->setBuddy(m_path);
    top->addRow(fileLabel, fileRow);

    auto* note = new QLabel(tr("The statement runs again, read-only, and every row of its "
                               "result is written, not only the rows loaded in the grid."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_exportButton = buttons->button(QDialogButtonBox::Ok);
    m_exportButton->setText(tr("&Export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_delimited);
    layout->addWidget(m_insert);
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    restoreChoices();
    m_shownFormat = format();
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_delimiter, &QComboBox::currentIndexChanged, this, &ExportDialog::update);
    connect(m_otherDelimiter, &QLineEdit::textChanged, this, &ExportDialog::update);
    connect(m_table, &QLineEdit::textChanged, this, &ExportDialog::update);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::update);
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::chooseFile);
    update();
}

ExportFormat ExportDialog::format() const
{
    return ExportFormat(m_format->currentData().toInt());
}

void ExportDialog::setFormat(ExportFormat format)
{
    const int index = m_format->findData(int(format));
    if (index >= 0)
        m_format->setCurrentIndex(index);
}

ExportOptions ExportDialog::options() const
{
    ExportOptions options;
    options.format = format();
    const QString delimiter = m_delimiter->currentData().toString().isEmpty()
                                  ? m_otherDelimiter->text()
                                  : m_delimiter->currentData().toString();
    if (!delimiter.isEmpty())
        options.delimiter = delimiter.at(0);
    options.quoting = m_quoting->currentData().toString() == QLatin1String("always")
                          ? ExportOptions::Quoting::Always
                          : ExportOptions::Quoting::AsNeeded;
    options.header = m_header->isChecked();
    options.byteOrderMark = m_encoding->currentData().toString() == QLatin1String("utf-8-bom");
    options.tableName = m_table->text().trimmed();
    return options;
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

QString ExportDialog::problem() const
{
    if (path().isEmpty())
        return tr("Choose the file to write.");
    if (QFileInfo(path()).isDir())
        return tr("%1 is a folder; choose a file.").arg(path());
    if (format() == ExportFormat::Insert && m_table->text().trimmed().isEmpty())
        return tr("Give the table the INSERT statements insert into.");
    if (format() == ExportFormat::Csv && m_delimiter->currentData().toString().isEmpty() &&
        m_otherDelimiter->text().isEmpty())
        return tr("Type the delimiter.");
    return {};
}

void ExportDialog::accept()
{
    if (!problem().isEmpty())
        return;
    saveChoices();
    QDialog::accept();
}

void ExportDialog::restoreChoices()
{
    const auto settings = Settings::open();
    const QString formatName = Settings::value(*settings, SettingsKey::ExportFormatName).toString();
    setFormat(ExportOptions::formatFromName(formatName).value_or(ExportFormat::Csv));
    const QString delimiter = Settings::value(*settings, SettingsKey::ExportDelimiter).toString();
    const int known = delimiter.isEmpty() ? 0 : m_delimiter->findData(delimiter);
    if (known >= 0) {
        m_delimiter->setCurrentIndex(known);
    } else {
        m_delimiter->setCurrentIndex(m_delimiter->findData(kOther));
        m_otherDelimiter->setText(delimiter.left(1));
    }
    const int quoting =
        m_quoting->findData(Settings::value(*settings, SettingsKey::ExportQuoting).toString());
    m_quoting->setCurrentIndex(std::max(quoting, 0));
    m_header->setChecked(Settings::value(*settings, SettingsKey::ExportHeader).toBool());
    const int encoding =
        m_encoding->findData(Settings::value(*settings, SettingsKey::ExportEncoding).toString());
    m_encoding->setCurrentIndex(std::max(encoding, 0));
    QString folder = Settings::value(*settings, SettingsKey::ExportFolder).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    m_path->setText(
        QDir(folder).filePath(QStringLiteral("result.") + ExportOptions::extension(format())));
}

void ExportDialog::saveChoices() const
{
    auto settings = Settings::open();
    const ExportOptions chosen = options();
    Settings::setValue(*settings, SettingsKey::ExportFormatName,
                       ExportOptions::formatName(chosen.format));
    Settings::setValue(*settings, SettingsKey::ExportDelimiter, QString(chosen.delimiter));
    Settings::setValue(*settings, SettingsKey::ExportQuoting, m_quoting->currentData());
    Settings::setValue(*settings, SettingsKey::ExportHeader, chosen.header);
    Settings::setValue(*settings, SettingsKey::ExportEncoding, m_encoding->currentData());
    Settings::setValue(*settings, SettingsKey::ExportFolder, QFileInfo(path()).absolutePath());
}

void ExportDialog::chooseFile()
{
    const QString extension = ExportOptions::extension(format());
    //: A file chooser's filter: %1 the format's name, %2 its file name extension
    const QString filter = tr("%1 files (*.%2)").arg(extension.toUpper(), extension) +
                           QStringLiteral(";;") + tr("All files (*)");
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Result"), path(), filter);
    if (chosen.isEmpty())
        return;
    m_path->setText(QFileInfo(chosen).suffix().isEmpty() ? chosen + QLatin1Char('.') + extension
                                                         : chosen);
}

void ExportDialog::formatChanged()
{
    // A name that still has the previous format's extension follows the new format.
    const QString previous = QLatin1Char('.') + ExportOptions::extension(m_shownFormat);
    const QString next = QLatin1Char('.') + ExportOptions::extension(format());
    QString file = m_path->text();
    if (file.endsWith(previous, Qt::CaseInsensitive))
        m_path->setText(file.left(file.size() - previous.size()) + next);
    m_shownFormat = format();
    update();
}

void ExportDialog::update()
{
    const ExportFormat chosen = format();
    const bool delimited = chosen == ExportFormat::Csv || chosen == ExportFormat::Tsv;
    m_delimited->setEnabled(delimited);
    // TSV is always tab-separated, and escapes instead of quoting.
    m_delimiter->setEnabled(chosen == ExportFormat::Csv);
    m_quoting->setEnabled(chosen == ExportFormat::Csv);
    m_otherDelimiter->setEnabled(chosen == ExportFormat::Csv &&
                                 m_delimiter->currentData().toString().isEmpty());
    m_insert->setVisible(chosen == ExportFormat::Insert);
    const QString why = problem();
    m_problem->setText(why);
    m_exportButton->setEnabled(why.isEmpty());
    m_exportButton->setToolTip(why);
}

} // namespace nelumbo
