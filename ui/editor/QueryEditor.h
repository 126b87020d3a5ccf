#pragma once

#include "adapter/QueryLanguage.h"

#include <QPointer>
#include <Qsci/qsciscintilla.h>

namespace nelumbo {

class CompletionCatalog;
class CompletionPopup;
class InlineSuggestion;

// The SQL editor: QScintilla with line numbers, brace matching, current-line highlight,
// auto-indent, zoom and highlighting for the source's query language.
class QueryEditor : public QsciScintilla
{
    Q_OBJECT
public:
    explicit QueryEditor(QWidget* parent = nullptr);

    // Picks the highlighting for a language definition such as "SQL (PostgreSQL)".
    void setHighlightingDefinition(const QString& definition);
    QString highlightingDefinition() const { return m_definition; }
    // The source's query language, which splits the text into statements. Default: the
    // language of text without a source.
    void setLanguage(const QueryLanguage& language);
    const QueryLanguage& language() const { return *m_language; }

    // The text Ctrl+Enter runs: the selection, else the statement under the cursor.
    // range receives its character offsets in text().
    QString statementToRun(StatementRange* range = nullptr) const;
    // Formats statementToRun() through the language, as one undo step; on an error the text
    // stays as it was.
    Result<void> formatStatement(const FormatOptions& options);
    // Character offset of the cursor in text() (QScintilla positions are UTF-8 bytes).
    qsizetype cursorCharOffset() const;
    void setCursorCharOffset(qsizetype offset);
    // Underlines a character range as an error; cleared by the next edit or run.
    void markError(const StatementRange& range);
    void clearErrorMarks();
    void selectCharRange(const StatementRange& range);
    // The source's catalogue for completion (owned by the window; null: language words only).
    void setCompletionCatalog(CompletionCatalog* catalog);
    CompletionPopup* completion() const { return m_completion; }
    // The AI inline suggestion (off until the window turns it on).
    InlineSuggestion* inlineSuggestion() const { return m_inline; }
    // Shown after the standard items of the context menu (e.g. Explain Selection).
    void addContextMenuAction(QAction* action);

protected:
    void changeEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    int bytePosition(qsizetype charOffset) const;
    void updateMarginWidth();
    void applyPaletteColours();

    QList<QPointer<QAction>> m_contextActions;
    QString m_definition = QStringLiteral("SQL");
    const QueryLanguage* m_language = &QueryLanguage::standard();
    int m_errorIndicator = -1;
    CompletionPopup* m_completion = nullptr;
    InlineSuggestion* m_inline = nullptr;
};

} // namespace nelumbo
