#pragma once

#include "export/ExportOptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace nelumbo {

// File → Export Result…: the format, its options and the file. It starts with the choices of
// the last export (settings) and keeps them on accept. Opened with open(), so a test fills
// its widgets and calls accept() instead of clicking.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    // table: the INSERT table when the statement reads exactly one, else empty (then asked);
    // insertAvailable: whether the source's language writes INSERT statements.
    ExportDialog(const QString& table, bool insertAvailable, QWidget* parent = nullptr);

    ExportOptions options() const;
    QString path() const;
    // Why Export is disabled (no file, no table name, no delimiter); empty when it is not.
    QString problem() const;

    QComboBox* formatBox() const { return m_format; }
    QComboBox* delimiterBox() const { return m_delimiter; }
    QLineEdit* otherDelimiterEdit() const { return m_otherDelimiter; }
    QComboBox* quotingBox() const { return m_quoting; }
    QCheckBox* headerBox() const { return m_header; }
    QComboBox* encodingBox() const { return m_encoding; }
    QLineEdit* tableEdit() const { return m_table; }
    QLineEdit* pathEdit() const { return m_path; }
    QPushButton* exportButton() const { return m_exportButton; }
    void setFormat(ExportFormat format);
    ExportFormat format() const;

    void accept() override;

private:
    void restoreChoices();
    void saveChoices() const;
    void chooseFile();
    void formatChanged();
    void update();

    QComboBox* m_format;
    QGroupBox* m_delimited;
    QComboBox* m_delimiter;
    QLineEdit* m_otherDelimiter;
    QComboBox* m_quoting;
    QCheckBox* m_header;
    QComboBox* m_encoding;
    QGroupBox* m_insert;
    QLineEdit* m_table;
    QLineEdit* m_path;
    QPushButton* m_browse;
    QLabel* m_problem;
    QPushButton* m_exportButton;
    ExportFormat m_shownFormat = ExportFormat::Csv;
};

} // namespace nelumbo
