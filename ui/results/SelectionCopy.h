#pragma once

#include <QItemSelection>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>
#include <QVariant>
#include <atomic>
#include <memory>
#include <vector>

namespace nelumbo {

class QueryLanguage;
class ResultModel;

// The selected cells of a grid as text, made without freezing the window: the values are
// taken from the model in short slices on the UI thread (cheap, shared copies), then a worker
// thread formats them. A copy bigger than the clipboard should hold is refused before it is
// built; the same values can go to a file instead.
class SelectionCopy : public QObject
{
    Q_OBJECT
public:
    enum class Format
    {
        Tsv,
        Csv,
        Json,     // an array of objects, the header's names as keys
        Markdown, // a table, always with its header
        Insert    // one INSERT statement per row, written by the source's language
    };

    // Cells outside the selection but inside its bounding rectangle are empty.
    SelectionCopy(ResultModel* model, const QItemSelection& selection, Format format,
                  bool withHeaders, QObject* parent = nullptr);
    // ranges in the grid's terms (x = shown column, y = shown row); rows and columns map them
    // to the model's (empty: the same).
    SelectionCopy(ResultModel* model, const QList<QRect>& ranges, std::vector<int> rows,
                  std::vector<int> columns, Format format, bool withHeaders,
                  QObject* parent = nullptr);
    // For Format::Insert: the language that writes the statements (it outlives the copy) and
    // the table they insert into, as written.
    void setInsertTarget(const QueryLanguage* language, const QString& table);
    ~SelectionCopy() override;

    // The text, at most limitChars long: textReady(), tooLarge() or cancelled() follows.
    void toText(qint64 limitChars);
    // The text written to path (UTF-8), whatever its size: saved(), failed() or cancelled().
    void toFile(const QString& path);
    void cancel();
    bool isCancelled() const { return m_cancel->load(); }
    // Of 1000: how far the current work is.
    int progress() const;

Q_SIGNALS:
    void textReady(const QString& text);
    void tooLarge(qint64 chars);
    void saved(const QString& path);
    void failed(const QString& message);
    void cancelled();

private:
    struct Snapshot
    {
        QStringList header;
        int width = 0;
        int rows = 0;
        std::vector<QVariant> cells; // row-major; null where a cell is not selected
    };
    enum class Target
    {
        Text,
        File
    };

    void takeSlice();
    void startWorker();
    int modelRow(int row) const;
    int modelColumn(int column) const;

    QPointer<ResultModel> m_model;
    QList<QRect> m_ranges; // the selection, x = column, y = row
    std::vector<int> m_rowMap;
    std::vector<int> m_columnMap;
    const QueryLanguage* m_language = nullptr;
    QString m_table;
    int m_top = 0;
    int m_left = 0;
    int m_nextRow = 0;
    Format m_format;
    Target m_target = Target::Text;
    qint64 m_limit = 0;
    QString m_path;
    bool m_taken = false;
    QTimer m_slices;
    std::shared_ptr<Snapshot> m_snapshot;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<int>> m_built; // rows the worker has formatted
    QThreadPool m_worker;
};

} // namespace nelumbo
