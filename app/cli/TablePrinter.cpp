#include "TablePrinter.h"

#include "Console.h"
#include "DisplayWidth.h"
#include "core/BatchText.h"
#include "core/SafeText.h"
#include "core/TextExport.h"

#include <QLocale>
#include <algorithm>
#include <limits>

namespace nelumbo {

namespace {
const QLatin1String kColumnGap(" | ");

// One line per cell: line breaks become a visible mark, tabs spaces; other control and
// bidirectional characters are escaped, so data can neither drive the terminal nor reorder it.
QString singleLine(QString text)
{
    text.replace(QLatin1String("\r\n"), QStringLiteral("\u21B5"));
    for (QChar& c : text) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r'))
            c = QChar(0x21B5);
        else if (c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
    }
    return SafeText::escaped(text, SafeText::LineBreaks::Escape);
}

QString padded(const QString& text, int width, bool alignRight, bool last)
{
    const int fill = width - DisplayWidth::of(text);
    if (fill <= 0)
        return text;
    if (alignRight)
        return QString(fill, QLatin1Char(' ')) + text;
    return last ? text : text + QString(fill, QLatin1Char(' ')); // no trailing blanks
}
} // namespace

QString TablePrinter::cellText(const QVariant& value)
{
    if (value.isNull())
        return QStringLiteral("NULL");
    QString text;
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float)
        text = TextExport::plain(value); // NaN and ±Infinity spelt as SQL does
    else
        text = singleLine(TextExport::plain(value));
    return DisplayWidth::elided(text, kMaxCellWidth);
}

QString TablePrinter::cellText(const RowBatch& batch, int row, int column)
{
    if (batch.kind(row, column) != RowBatch::Kind::Real)
        return cellText(batch.value(row, column));
    // NaN and ±Infinity spelt as SQL does, a real in its source's format
    return DisplayWidth::elided(BatchText::plain(batch, row, column), kMaxCellWidth);
}

void TablePrinter::beginResult(const QStringList& columns)
{
    m_columns.clear();
    m_cells.clear();
    for (const QString& name : columns) {
        Column column;
        column.title = DisplayWidth::elided(singleLine(name), kMaxCellWidth);
        column.width = DisplayWidth::of(column.title);
        m_columns.append(column);
    }
}

void TablePrinter::addRows(const RowBatch& batch, int rowCount)
{
    const int columnCount = int(m_columns.size());
    for (int r = 0; r < rowCount; ++r) {
        for (int c = 0; c < columnCount; ++c) {
            Column& column = m_columns[c];
            const bool inBatch = c < batch.columnCount();
            QString text;
            if (!inBatch || batch.isNull(r, c)) {
                text = cellText(QVariant());
            } else {
                column.hasValue = true;
                column.numeric = column.numeric && BatchText::isNumber(batch, r, c);
                text = cellText(batch, r, c);
            }
            column.width = std::max(column.width, DisplayWidth::of(text));
            m_cells.append(std::move(text));
        }
    }
}

QString TablePrinter::line(const QStringList& texts, qsizetype first) const
{
    QString out;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        const Column& column = m_columns.at(c);
        if (c > 0)
            out += kColumnGap;
        out += padded(texts.at(first + c), column.width, column.numeric && column.hasValue,
                      c == m_columns.size() - 1);
    }
    return out;
}

void TablePrinter::endResult(bool truncated)
{
    QTextStream& out = m_console.out();
    if (m_resultCount++ > 0)
        out << '\n';

    QStringList titles;
    QStringList rules;
    for (const Column& column : std::as_const(m_columns)) {
        titles << column.title;
        rules << QString(column.width, QLatin1Char('-'));
    }
    out << line(titles, 0) << '\n' << rules.join(QLatin1String("-+-")) << '\n';

    const qsizetype columnCount = m_columns.size();
    const qsizetype rowCount = columnCount > 0 ? m_cells.size() / columnCount : 0;
    for (qsizetype r = 0; r < rowCount; ++r)
        out << line(m_cells, r * columnCount) << '\n';
    out << tr("(%n rows)", nullptr, int(rowCount)) << '\n';
    out.flush();
    if (truncated)
        m_console.message(tr("(showing first %n rows; more available)", nullptr, int(rowCount)));
    m_cells.clear();
    m_cells.squeeze();
}

void TablePrinter::statementDone(qint64 rowsAffected)
{
    if (rowsAffected < 0)
        m_console.message(tr("OK"));
    else if (rowsAffected <= std::numeric_limits<int>::max())
        m_console.message(tr("OK, %n rows affected", nullptr, int(rowsAffected)));
    else
        m_console.message(tr("OK, %1 rows affected").arg(rowsAffected));
}

} // namespace nelumbo
