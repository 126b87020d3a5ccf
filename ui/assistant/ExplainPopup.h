#pragma once

#include "adapter/QueryLanguage.h"

#include <QFrame>
#include <QPointer>
#include <optional>

class QLabel;
class QProgressBar;
class QSyntaxHighlighter;
class QPushButton;
class QTextBrowser;
class QToolButton;

namespace nelumbo {

class QueryEditor;

// An explanation next to the editor's selection: floats over the window below the
// selection's last line (above it when there is no room), never touches the selection, and
// closes with Esc, in the popup or in the editor.
class ExplainPopup : public QFrame
{
    Q_OBJECT
public:
    // What Explain works on: a selection is the fragment and the statements it touches are
    // the context; without one, the statement under the cursor. anchor: what to stay next to.
    struct Target
    {
        QString statement;
        QString fragment; // empty: the whole statement
        StatementRange anchor;
        friend bool operator==(const Target&, const Target&) = default;
    };
    static std::optional<Target> targetIn(const QueryEditor& editor);

    // host: the widget the popup floats over (the window).
    explicit ExplainPopup(QWidget* host);

    // Shows the popup waiting next to target's anchor in editor.
    void showBusy(QueryEditor* editor, const Target& target);
    // The answer already shown for target, if any (then the popup takes the focus).
    bool focusAnswerFor(const QueryEditor* editor, const Target& target);
    void setExplanation(const QString& markdown);
    void setError(const QString& message);

    bool isBusy() const;
    QString markdown() const { return m_markdown; }
    QString shownText() const;
    Target target() const { return m_target; }

Q_SIGNALS:
    // Closed while the answer was still awaited.
    void cancelRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void reposition();
    int preferredHeight(int width) const;
    void dismiss();
    void setBusyVisible(bool busy);

    QPointer<QueryEditor> m_editor;
    Target m_target;
    QString m_markdown;
    QLabel* m_title;
    QProgressBar* m_busy;
    QTextBrowser* m_text;
    QPushButton* m_copy;
    QToolButton* m_close;
    QPointer<QSyntaxHighlighter> m_highlighter;
    QString m_highlighterDefinition;
};

} // namespace nelumbo
