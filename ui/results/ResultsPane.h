#pragma once

#include <QWidget>

class QFrame;
class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTabWidget;
class QToolButton;

namespace nelumbo {

class QueryHandle;
class QueryLanguage;
class ResultFilterBar;
class ResultModel;
class ResultView;
class ValueViewer;

// Below the editor: one tab per result set of the last run, plus a message log.
class ResultsPane : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsPane(QWidget* parent = nullptr);

    void clear();
    // Adds a result tab for handle and shows it; statement is its text as written (template
    // parts kept), for Sort in the Database and INSERT copies.
    ResultModel* addResult(QueryHandle* handle, const QString& title,
                           const QString& statement = {});
    // The source's language, for the grids added from now on.
    void setLanguage(const QueryLanguage* language) { m_language = language; }
    // "filtered: 12 of 345" for the status bar while the current grid is filtered; else empty.
    QString gridStatus() const;
    // The note above the grid ("sorted the N loaded rows; more remain"); empty when hidden.
    QString noteText() const;
    QToolButton* sortInDatabaseButton() const { return m_sortInDatabase; }
    // Export…: enabled when the current result can be exported; else its tooltip says why.
    QToolButton* exportButton() const { return m_exportButton; }
    void setExportAvailable(bool available, const QString& reason = {});
    ResultFilterBar* filterBar() const { return m_filterBar; }
    bool isFilterBarShown() const;
    void setFilterBarShown(bool shown);
    void appendMessage(const QString& text, bool isError = false);
    void showMessages();
    ResultView* currentView() const;
    ResultModel* currentModel() const;
    int resultCount() const;
    QString messagesText() const;

    // The error bar above the results: a failed statement's message and "Fix with AI".
    // clear() hides it.
    void showError(const QString& statement, const QString& message);
    bool isErrorShown() const;
    QString errorText() const;
    // Whether the assistant can fix errors here; when not, the button says why in its tooltip.
    void setFixAvailable(bool available, const QString& reason = {});
    QToolButton* fixButton() const { return m_fixButton; }

    // The value viewer beside the grid, shown or hidden in every tab at once (a setting).
    ValueViewer* valueViewer() const { return m_viewer; }
    bool isValueViewerShown() const;
    void setValueViewerShown(bool shown);

Q_SIGNALS:
    void currentResultChanged();
    // The current grid's sort, filters or columns changed.
    void gridChanged();
    // Sort in the Database: re-run view's statement ordered by its column.
    void sortInDatabaseRequested(nelumbo::ResultView* view, int column, bool descending);
    // "Fix with AI" was clicked for the statement shown in the error bar.
    void fixRequested(const QString& statement, const QString& message);
    // Export… was clicked: write the current result's whole statement to a file.
    void exportRequested();

private:
    void applyViewerSetting();
    void updateViewer();
    void updateGridBars();

    QTabWidget* m_tabs;
    QPlainTextEdit* m_messages;
    QToolButton* m_fetchAll;
    QLabel* m_placeholder;
    QFrame* m_errorBar;
    QLabel* m_errorText;
    QToolButton* m_fixButton;
    QString m_failedStatement;
    QSplitter* m_split;
    ValueViewer* m_viewer;
    QToolButton* m_viewerButton;
    QToolButton* m_filterButton;
    ResultFilterBar* m_filterBar;
    QFrame* m_note;
    QLabel* m_noteText;
    QToolButton* m_sortInDatabase;
    QToolButton* m_exportButton;
    const QueryLanguage* m_language = nullptr;
};

} // namespace nelumbo
