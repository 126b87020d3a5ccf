#include "results/SelectionCopy.h"

#include "adapter/QueryLanguage.h"
#include "core/TextExport.h"
#include "results/ResultModel.h"

#include <QElapsedTimer>
#include <QSaveFile>

namespace nelumbo {

namespace {
constexpr int kSliceMs = 8; // of UI-thread time per slice while the values are taken

QString field(const QVariant& value, SelectionCopy::Format format)
{
    return format == SelectionCopy::Format::Csv ? TextExport::csvField(value)
                                                : TextExport::tsvField(value);
}

// A Markdown table cell: bars escaped, line breaks as <br>; NULL empty.
QString markdownField(const QVariant& value)
{
    QString text = TextExport::plain(value);
    text.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    text.replace(QLatin1Char('|'), QLatin1String("\\|"));
    text.replace(QLatin1String("\r\n"), QLatin1String("<br>"));
    text.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    text.replace(QLatin1Char('\r'), QLatin1String("<br>"));
    return text;
}

// The text's length, counted without making it; stops counting beyond stopAbove.
qint64 estimatedLength(const QStringList& header, const std::vector<QVariant>& cells,
                       qint64 stopAbove)
{
    qint64 total = 0;
    for (const QString& name : header)
        total += name.size() + 1;
    for (size_t i = 0; i < cells.size() && total <= stopAbove; ++i) {
        const QVariant& value = cells[i];
        total += 1; // the separator or the line's end
        if (value.isNull())
            continue;
        if (value.typeId() == QMetaType::QByteArray)
            total += 2 + 2 * qint64(value.toByteArray().size()); // 0x and hex digits
        else if (value.typeId() == QMetaType::QString)
            total += value.toString().size();
        else
            total += TextExport::plain(value).size();
    }
    return total;
}
} // namespace

namespace {
QList<QRect> rectangles(const QItemSelection& selection)
{
    QList<QRect> ranges;
    for (const QItemSelectionRange& range : selection)
        if (range.isValid())
            ranges << QRect(QPoint(range.left(), range.top()),
                            QPoint(range.right(), range.bottom()));
    return ranges;
}
} // namespace

SelectionCopy::SelectionCopy(ResultModel* model, const QItemSelection& selection, Format format,
                             bool withHeaders, QObject* parent)
    : SelectionCopy(model, rectangles(selection), {}, {}, format, withHeaders, parent)
{}

SelectionCopy::SelectionCopy(ResultModel* model, const QList<QRect>& ranges, std::vector<int> rows,
                             std::vector<int> columns, Format format, bool withHeaders,
                             QObject* parent)
    : QObject(parent)
    , m_model(model)
    , m_rowMap(std::move(rows))
    , m_columnMap(std::move(columns))
    , m_format(format)
    , m_snapshot(std::make_shared<Snapshot>())
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
    , m_built(std::make_shared<std::atomic<int>>(0))
{
    m_worker.setMaxThreadCount(1);
    int bottom = -1, right = -1;
    m_top = m_left = INT_MAX;
    for (const QRect& range : ranges) {
        if (!range.isValid())
            continue;
        m_ranges << range;
        m_top = qMin(m_top, range.top());
        m_left = qMin(m_left, range.left());
        bottom = qMax(bottom, range.bottom());
        right = qMax(right, range.right());
    }
    // JSON keys, a Markdown header and INSERT columns need the names.
    withHeaders = withHeaders || (format != Format::Tsv && format != Format::Csv);
    if (m_ranges.isEmpty() || !model) {
        m_top = m_left = 0;
        m_taken = true; // nothing to take: an empty text
    } else {
        m_snapshot->width = right - m_left + 1;
        m_snapshot->rows = bottom - m_top + 1;
        m_snapshot->cells.reserve(size_t(m_snapshot->width) * size_t(m_snapshot->rows));
        if (withHeaders) {
            const QStringList names = model->columnNames();
            for (int c = m_left; c <= right; ++c)
                m_snapshot->header << names.value(modelColumn(c));
        }
        m_nextRow = m_top;
        // New rows of the same result only go below; a new result ends the copy.
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this, &SelectionCopy::cancel);
    }
    m_slices.setInterval(0);
    connect(&m_slices, &QTimer::timeout, this, &SelectionCopy::takeSlice);
}

void SelectionCopy::setInsertTarget(const QueryLanguage* language, const QString& table)
{
    m_language = language;
    m_table = table;
}

int SelectionCopy::modelRow(int row) const
{
    return m_rowMap.empty() ? row : m_rowMap[size_t(row)];
}

int SelectionCopy::modelColumn(int column) const
{
    return m_columnMap.empty() ? column : m_columnMap[size_t(column)];
}

SelectionCopy::~SelectionCopy()
{
    m_cancel->store(true);
    m_worker.waitForDone();
}

void SelectionCopy::toText(qint64 limitChars)
{
    m_target = Target::Text;
    m_limit = limitChars;
    if (m_taken)
        startWorker();
    else
        m_slices.start();
}

void SelectionCopy::toFile(const QString& path)
{
    m_target = Target::File;
    m_path = path;
    m_cancel->store(false);
    m_built->store(0);
    if (m_taken)
        startWorker();
    else
        m_slices.start();
}

void SelectionCopy::cancel()
{
    if (m_cancel->exchange(true))
        return;
    if (m_slices.isActive()) { // still taking values: nothing runs yet to say so
        m_slices.stop();
        Q_EMIT cancelled();
    }
}

int SelectionCopy::progress() const
{
    const qint64 rows = qMax(1, m_snapshot->rows);
    const qint64 taken = m_taken ? rows : m_nextRow - m_top;
    return int((taken + m_built->load()) * 1000 / (2 * rows));
}

void SelectionCopy::takeSlice()
{
    if (!m_model) {
        cancel();
        return;
    }
    QElapsedTimer clock;
    clock.start();
    Snapshot& snapshot = *m_snapshot;
    const int end = m_top + snapshot.rows;
    const int right = m_left + snapshot.width - 1;
    QList<QRect> covering;
    const bool typed = m_format == Format::Json || m_format == Format::Insert;
    while (m_nextRow < end && clock.elapsed() < kSliceMs) {
        for (int stop = qMin(end, m_nextRow + 256); m_nextRow < stop; ++m_nextRow) {
            covering.clear();
            for (const QRect& range : std::as_const(m_ranges)) {
                if (m_nextRow >= range.top() && m_nextRow <= range.bottom())
                    covering << range;
            }
            for (int c = m_left; c <= right; ++c) {
                bool selected = false;
                for (const QRect& range : std::as_const(covering))
                    selected = selected || (c >= range.left() && c <= range.right());
                snapshot.cells.push_back(
                    !selected ? QVariant()
                    // JSON and INSERT write numbers as numbers; the others the grid's text.
                    : typed ? m_model->value(modelRow(m_nextRow), modelColumn(c))
                            : m_model->copyValue(modelRow(m_nextRow), modelColumn(c)));
            }
        }
    }
    if (m_nextRow < end)
        return;
    m_slices.stop();
    m_taken = true;
    startWorker();
}

void SelectionCopy::startWorker()
{
    auto snapshot = m_snapshot;
    auto cancelFlag = m_cancel;
    auto built = m_built;
    const Format format = m_format;
    const qint64 limit = m_limit;
    const Target target = m_target;
    const QString path = m_path;
    const QueryLanguage* language = m_language;
    const QString table = m_table;
    // The destructor waits for this task, so this outlives it.
    m_worker.start(
        [this, snapshot, cancelFlag, built, format, limit, target, path, language, table] {
            const auto done = [this](auto signal, auto... args) {
                QMetaObject::invokeMethod(
                    this,
                    [this, signal, args...] {
                        Q_EMIT(this->*signal)
                        (args...);
                    },
                    Qt::QueuedConnection);
            };
            const int width = snapshot->width;
            const auto cell = [&](qsizetype row, int c) -> const QVariant& {
                return snapshot->cells[size_t(row) * size_t(width) + size_t(c)];
            };
            const auto rowText = [&](qsizetype row, QString& out) {
                switch (format) {
                case Format::Json:
                    out += row > 0 ? QLatin1String(",\n  {") : QLatin1String("  {");
                    for (int c = 0; c < width; ++c) {
                        if (c > 0)
                            out += QLatin1String(", ");
                        out += TextExport::jsonText(snapshot->header.value(c)) +
                               QLatin1String(": ") + TextExport::jsonText(cell(row, c));
                    }
                    out += QLatin1Char('}');
                    return;
                case Format::Markdown:
                    out += QLatin1Char('|');
                    for (int c = 0; c < width; ++c)
                        out += QLatin1Char(' ') + markdownField(cell(row, c)) + QLatin1String(" |");
                    out += QLatin1Char('\n');
                    return;
                case Format::Insert: {
                    QVariantList values;
                    for (int c = 0; c < width; ++c)
                        values << cell(row, c);
                    const auto statement =
                        language ? language->insertStatement(table, snapshot->header, values)
                                 : Result<QString>(Error{});
                    out += statement ? *statement : QString();
                    out += QLatin1Char('\n');
                    return;
                }
                case Format::Tsv:
                case Format::Csv:
                    break;
                }
                for (int c = 0; c < width; ++c) {
                    if (c > 0)
                        out += format == Format::Csv ? QLatin1Char(',') : QLatin1Char('\t');
                    out += field(cell(row, c), format);
                }
                out += QLatin1Char('\n');
            };
            QString header;
            QString footer;
            if (format == Format::Json) {
                header = QStringLiteral("[\n");
                footer = snapshot->rows > 0 ? QStringLiteral("\n]\n") : QStringLiteral("]\n");
            } else if (format == Format::Markdown) {
                header = QStringLiteral("|");
                QString rule = QStringLiteral("|");
                for (const QString& name : std::as_const(snapshot->header)) {
                    header += QLatin1Char(' ') + markdownField(name) + QLatin1String(" |");
                    rule += QLatin1String(" --- |");
                }
                header += QLatin1Char('\n') + rule + QLatin1Char('\n');
            } else if (format != Format::Insert) {
                for (qsizetype c = 0; c < snapshot->header.size(); ++c) {
                    if (c > 0)
                        header += format == Format::Csv ? QLatin1Char(',') : QLatin1Char('\t');
                    header += field(snapshot->header.at(c), format);
                }
                if (!snapshot->header.isEmpty())
                    header += QLatin1Char('\n');
            }
            // Each row repeats the names (JSON keys, INSERT columns) or adds its bars.
            qint64 perRow = 2 * width + 2;
            for (const QString& name : std::as_const(snapshot->header))
                perRow += format == Format::Json || format == Format::Insert ? name.size() + 4 : 0;
            if (format == Format::Insert)
                perRow += table.size() + 32;

            if (target == Target::Text) {
                const qint64 length =
                    estimatedLength(snapshot->header, snapshot->cells, limit) +
                    (format == Format::Tsv || format == Format::Csv ? 0 : perRow * snapshot->rows);
                if (length > limit) {
                    done(&SelectionCopy::tooLarge, length);
                    return;
                }
                QString text = header;
                text.reserve(length + length / 16);
                for (int row = 0; row < snapshot->rows; ++row) {
                    if (cancelFlag->load()) {
                        done(&SelectionCopy::cancelled);
                        return;
                    }
                    rowText(row, text);
                    built->store(row + 1);
                }
                text += footer;
                // Millions of values are freed here rather than on the UI thread.
                std::vector<QVariant>().swap(snapshot->cells);
                done(&SelectionCopy::textReady, text);
                return;
            }
            QSaveFile file(path); // a cancelled or failed export leaves no half file behind
            if (!file.open(QIODevice::WriteOnly)) {
                done(&SelectionCopy::failed, file.errorString());
                return;
            }
            QString chunk = header;
            for (int row = 0; row < snapshot->rows; ++row) {
                if (cancelFlag->load()) {
                    file.cancelWriting();
                    done(&SelectionCopy::cancelled);
                    return;
                }
                rowText(row, chunk);
                built->store(row + 1);
                if (row + 1 == snapshot->rows)
                    chunk += footer;
                if (chunk.size() > (1 << 20) || row + 1 == snapshot->rows) {
                    file.write(chunk.toUtf8());
                    chunk.clear();
                }
            }
            if (!file.commit()) {
                done(&SelectionCopy::failed, file.errorString());
                return;
            }
            done(&SelectionCopy::saved, path);
        });
}

} // namespace nelumbo
