#include "export/XlsxWriter.h"

#include "core/BatchText.h"
#include "core/ErrorCodes.h"
#include "core/TextExport.h"
#include "export/XlsxwriterImports.h"

#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTime>
#include <algorithm>
#include <cmath>
#include <optional>
#include <xlsxwriter.h>

namespace nelumbo {

namespace {
constexpr int kMinWidth = 6;
constexpr int kMaxWidth = 60;
constexpr qsizetype kMaxCellCharacters = 32767; // Excel's limit
constexpr qint64 kExactInteger = qint64(1) << 53;

struct ParsedDate
{
    lxw_datetime value;
    bool hasTime = false;
    bool hasFraction = false;
};

int digits(QByteArrayView text, qsizetype at, qsizetype count)
{
    int n = 0;
    for (qsizetype i = at; i < at + count; ++i) {
        const char ch = text[i];
        if (ch < '0' || ch > '9')
            return -1;
        n = n * 10 + (ch - '0');
    }
    return n;
}

// "YYYY-MM-DD", "YYYY-MM-DD HH:MM[:SS[.f…]]" (or with T): how SQLite stores dates and how
// PostgreSQL and MariaDB write them. With a time zone it stays text: Excel has none.
std::optional<ParsedDate> isoDate(QByteArrayView t)
{
    if (t.size() != 10 && (t.size() < 16 || t.size() > 29))
        return std::nullopt;
    if (t[4] != '-' || t[7] != '-')
        return std::nullopt;
    ParsedDate d{};
    d.value.year = digits(t, 0, 4);
    d.value.month = digits(t, 5, 2);
    d.value.day = digits(t, 8, 2);
    if (d.value.year < 1900 || !QDate::isValid(d.value.year, d.value.month, d.value.day))
        return std::nullopt;
    if (t.size() == 10)
        return d;
    if ((t[10] != ' ' && t[10] != 'T') || t[13] != ':')
        return std::nullopt;
    d.hasTime = true;
    d.value.hour = digits(t, 11, 2);
    d.value.min = digits(t, 14, 2);
    if (d.value.hour < 0 || d.value.hour > 23 || d.value.min < 0 || d.value.min > 59)
        return std::nullopt;
    if (t.size() == 16)
        return d;
    if (t.size() < 19 || t[16] != ':')
        return std::nullopt;
    const int seconds = digits(t, 17, 2);
    if (seconds < 0 || seconds > 59)
        return std::nullopt;
    d.value.sec = seconds;
    if (t.size() == 19)
        return d;
    if (t[19] != '.' || t.size() == 20)
        return std::nullopt;
    double fraction = 0;
    double scale = 0.1;
    for (qsizetype i = 20; i < t.size(); ++i, scale /= 10) {
        if (t[i] < '0' || t[i] > '9')
            return std::nullopt;
        fraction += (t[i] - '0') * scale;
    }
    d.value.sec += fraction;
    d.hasFraction = fraction > 0;
    return d;
}

// Whether an exact number survives Excel's doubles (15 significant digits).
bool fitsDouble(QByteArrayView text)
{
    int significant = 0;
    bool leading = true;
    for (char ch : text) {
        if (ch == 'e' || ch == 'E')
            break;
        if (ch < '0' || ch > '9')
            continue;
        if (leading && ch == '0')
            continue;
        leading = false;
        ++significant;
    }
    return significant <= 15;
}

Error failure(const QString& message)
{
    return Error{ErrorCode::ExportFailed, message};
}
} // namespace

XlsxWriter::XlsxWriter(const QString& path)
    : m_path(path)
{}

XlsxWriter::~XlsxWriter()
{
    if (m_workbook)
        lxw_workbook_free(m_workbook); // never closed: nothing is written to m_path
}

Result<void> XlsxWriter::begin(const QStringList& columns)
{
    m_columns = columns;
    if (const Result<void> loaded = xlsxwriter().load(); !loaded)
        return failure(loaded.error().message);
    if (columns.size() > LXW_COL_MAX)
        return failure(tr("XLSX holds at most %1 columns; the result has %2")
                           .arg(LXW_COL_MAX)
                           .arg(columns.size()));
    // Row data waits in temporary files beside the target (unlinked at once), not in memory.
    const QByteArray path = QFile::encodeName(m_path);
    const QByteArray tmpdir = QFile::encodeName(QFileInfo(m_path).absolutePath());
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    options.tmpdir = const_cast<char*>(tmpdir.constData());
    options.use_zip64 = LXW_TRUE;
    m_workbook = workbook_new_opt(path.constData(), &options);
    if (!m_workbook)
        return failure(tr("cannot start the XLSX workbook %1").arg(m_path));
    m_bold = workbook_add_format(m_workbook);
    format_set_bold(m_bold);
    m_date = workbook_add_format(m_workbook);
    format_set_num_format(m_date, "yyyy-mm-dd");
    m_dateTime = workbook_add_format(m_workbook);
    format_set_num_format(m_dateTime, "yyyy-mm-dd hh:mm:ss");
    m_dateTimeMs = workbook_add_format(m_workbook);
    format_set_num_format(m_dateTimeMs, "yyyy-mm-dd hh:mm:ss.000");
    return addSheet();
}

Result<void> XlsxWriter::addSheet()
{
    if (m_sheet)
        applyWidths();
    ++m_sheets;
    const QByteArray name = QStringLiteral("Sheet%1").arg(m_sheets).toUtf8();
    m_sheet = workbook_add_worksheet(m_workbook, name.constData());
    if (!m_sheet)
        return failure(tr("cannot add a sheet to the XLSX workbook"));
    m_widths = QList<int>(m_columns.size(), kMinWidth);
    m_row = 0;
    for (int c = 0; c < m_columns.size(); ++c) {
        const QByteArray text = m_columns.at(c).toUtf8();
        worksheet_write_string(m_sheet, 0, lxw_col_t(c), text.constData(), m_bold);
        seen(c, m_columns.at(c).size() + 2); // bold is wider
    }
    worksheet_freeze_panes(m_sheet, 1, 0);
    m_row = 1;
    return {};
}

void XlsxWriter::seen(int column, qsizetype characters)
{
    int& width = m_widths[column];
    width =
        int(std::clamp<qsizetype>(std::max<qsizetype>(width, characters), kMinWidth, kMaxWidth));
}

void XlsxWriter::applyWidths()
{
    for (int c = 0; c < m_widths.size(); ++c)
        worksheet_set_column(m_sheet, lxw_col_t(c), lxw_col_t(c), m_widths.at(c) + 1, nullptr);
}

Result<void> XlsxWriter::writeText(int column, QByteArrayView utf8)
{
    const QByteArray text = utf8.size() > kMaxCellCharacters
                                ? QString::fromUtf8(utf8).left(kMaxCellCharacters).toUtf8()
                                : utf8.toByteArray();
    const lxw_error error =
        worksheet_write_string(m_sheet, m_row, lxw_col_t(column), text.constData(), nullptr);
    if (error != LXW_NO_ERROR)
        return failure(
            tr("cannot write an XLSX cell: %1").arg(QString::fromUtf8(lxw_strerror(error))));
    // Characters, roughly: continuation bytes of UTF-8 do not count.
    seen(column, std::count_if(text.cbegin(), text.cend(),
                               [](char ch) { return (uchar(ch) & 0xC0) != 0x80; }));
    return {};
}

Result<void> XlsxWriter::writeCell(const RowBatch& batch, int row, int column)
{
    const lxw_col_t col = lxw_col_t(column);
    switch (batch.kind(row, column)) {
    case RowBatch::Kind::Null:
        return {};
    case RowBatch::Kind::Integer: {
        const qint64 v = batch.integer(row, column);
        if (v > kExactInteger || v < -kExactInteger)
            return writeText(column, QByteArray::number(v));
        worksheet_write_number(m_sheet, m_row, col, double(v), nullptr);
        seen(column, QByteArray::number(v).size());
        return {};
    }
    case RowBatch::Kind::Real: {
        const double v = batch.real(row, column);
        if (!std::isfinite(v))
            return writeText(column, BatchText::plain(batch, row, column).toUtf8());
        worksheet_write_number(m_sheet, m_row, col, v, nullptr);
        seen(column, 12);
        return {};
    }
    case RowBatch::Kind::Number: {
        const QByteArrayView text = batch.bytes(row, column);
        bool ok = false;
        const double v = text.toByteArray().toDouble(&ok);
        if (!ok || !fitsDouble(text) || !std::isfinite(v))
            return writeText(column, text);
        worksheet_write_number(m_sheet, m_row, col, v, nullptr);
        seen(column, text.size());
        return {};
    }
    case RowBatch::Kind::Bool:
        worksheet_write_boolean(m_sheet, m_row, col, batch.boolean(row, column), nullptr);
        seen(column, 5);
        return {};
    case RowBatch::Kind::Text: {
        const QByteArrayView text = batch.bytes(row, column);
        if (const auto date = isoDate(text)) {
            lxw_datetime value = date->value;
            worksheet_write_datetime(m_sheet, m_row, col, &value,
                                     !date->hasTime      ? m_date
                                     : date->hasFraction ? m_dateTimeMs
                                                         : m_dateTime);
            seen(column, !date->hasTime ? 10 : date->hasFraction ? 23 : 19);
            return {};
        }
        return writeText(column, text);
    }
    case RowBatch::Kind::Blob:
        return writeText(column, BatchText::plain(batch, row, column).toUtf8());
    case RowBatch::Kind::Other:
        break;
    }
    const QVariant value = batch.value(row, column);
    if (TextExport::isNumber(value)) {
        const QString text = TextExport::plain(value);
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (ok && std::isfinite(v) && fitsDouble(text.toLatin1())) {
            worksheet_write_number(m_sheet, m_row, col, v, nullptr);
            seen(column, text.size());
            return {};
        }
        return writeText(column, text.toUtf8());
    }
    if (value.typeId() == QMetaType::QDate || value.typeId() == QMetaType::QDateTime) {
        const QDateTime dt =
            value.typeId() == QMetaType::QDate ? value.toDate().startOfDay() : value.toDateTime();
        if (dt.isValid() && dt.date().year() >= 1900) {
            lxw_datetime v{dt.date().year(),   dt.date().month(),
                           dt.date().day(),    dt.time().hour(),
                           dt.time().minute(), dt.time().second() + dt.time().msec() / 1000.0};
            const bool dateOnly = value.typeId() == QMetaType::QDate;
            worksheet_write_datetime(m_sheet, m_row, col, &v, dateOnly ? m_date : m_dateTime);
            seen(column, dateOnly ? 10 : 19);
            return {};
        }
    }
    return writeText(column, BatchText::plain(batch, row, column).toUtf8());
}

Result<void> XlsxWriter::write(const RowBatch& batch)
{
    const int columns = std::min(int(m_columns.size()), batch.columnCount());
    for (int r = 0; r < batch.rowCount(); ++r) {
        if (m_row >= LXW_ROW_MAX)
            if (auto added = addSheet(); !added)
                return added;
        for (int c = 0; c < columns; ++c)
            if (auto written = writeCell(batch, r, c); !written)
                return written;
        ++m_row;
    }
    return {};
}

Result<void> XlsxWriter::end()
{
    applyWidths();
    lxw_workbook* workbook = m_workbook;
    m_workbook = nullptr; // workbook_close frees it, whatever it answers
    const lxw_error error = workbook_close(workbook);
    if (error != LXW_NO_ERROR)
        return failure(tr("cannot write the XLSX file %1: %2")
                           .arg(m_path, QString::fromUtf8(lxw_strerror(error))));
    return {};
}

} // namespace nelumbo
