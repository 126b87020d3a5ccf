#pragma once

#include "export/ExportWriter.h"

#include <QList>
#include <QString>

struct lxw_workbook;
struct lxw_worksheet;
struct lxw_format;

namespace nelumbo {

// An Excel workbook through libxlsxwriter, in its constant-memory mode (each row goes to a
// temporary file as soon as the next starts). Typed cells: numbers as numbers (unless Excel's
// doubles would round them: then text), ISO dates and timestamps as dates, NULL empty; a
// frozen bold header row and column widths from the values seen. Rows beyond a sheet's
// 1,048,576 continue on another sheet with the header again.
class XlsxWriter : public ExportWriter
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::XlsxWriter)
public:
    // path: the file the workbook is written to when end() completes.
    explicit XlsxWriter(const QString& path);
    ~XlsxWriter() override;

    Result<void> begin(const QStringList& columns) override;
    Result<void> write(const RowBatch& batch) override;
    Result<void> end() override;

private:
    Result<void> addSheet();
    void applyWidths();
    Result<void> writeCell(const RowBatch& batch, int row, int column);
    Result<void> writeText(int column, QByteArrayView utf8);
    void seen(int column, qsizetype characters);

    QString m_path;
    lxw_workbook* m_workbook = nullptr;
    lxw_worksheet* m_sheet = nullptr;
    lxw_format* m_bold = nullptr;
    lxw_format* m_date = nullptr;
    lxw_format* m_dateTime = nullptr;
    lxw_format* m_dateTimeMs = nullptr;
    QStringList m_columns;
    QList<int> m_widths; // characters, per column of the current sheet
    quint32 m_row = 0;   // the next row of the current sheet
    int m_sheets = 0;
};

} // namespace nelumbo
