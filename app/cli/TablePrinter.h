#pragma once

#include "ResultPrinter.h"

#include <QCoreApplication>
#include <QList>

namespace nelumbo {

// Aligned columns for people: a header, a separator, the rows and a "(N rows)" line.
// Rows are held until the result ends, since every row decides the column widths; the
// runner's row limit (1000 by default) bounds that.
class TablePrinter final : public ResultPrinter
{
    Q_DECLARE_TR_FUNCTIONS(nelumbo::TablePrinter)
public:
    static constexpr int kMaxCellWidth = 60;

    explicit TablePrinter(Console& console)
        : m_console(console)
    {}

    void beginResult(const QStringList& columns) override;
    void addRows(const RowBatch& batch, int rowCount) override;
    void endResult(bool truncated) override;
    void statementDone(qint64 rowsAffected) override;

    // A cell as the table shows it: NULL spelled out, one line, at most kMaxCellWidth wide.
    static QString cellText(const QVariant& value);
    static QString cellText(const RowBatch& batch, int row, int column);

private:
    struct Column
    {
        QString title;
        int width = 0;
        bool numeric = true; // every value is a number: align right
        bool hasValue = false;
    };
    QString line(const QStringList& texts, qsizetype first) const;

    Console& m_console;
    QList<Column> m_columns;
    QStringList m_cells; // display texts, row-major
    int m_resultCount = 0;
};

} // namespace nelumbo
