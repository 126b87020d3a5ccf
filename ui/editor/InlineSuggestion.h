#pragma once

#include <QObject>

class QTimer;

namespace nelumbo {

class GhostText;
class QueryEditor;

// The editor's side of the AI inline suggestion: after a pause in typing (when on, the cursor
// at the end of its line, no selection or list open) it asks for the rest of the statement
// with requested(); the answer, if the editor is still as it was, shows as grey text after
// the cursor. Tab accepts it (one undo step); any other key, a click or a cursor move
// dismisses it. Typing again says cancelled() while a request is out, so it can be aborted.
class InlineSuggestion : public QObject
{
    Q_OBJECT
public:
    explicit InlineSuggestion(QueryEditor* editor);

    // Off: nothing is asked, what is shown goes away.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    // The answer to the last requested(); ignored when the text or the cursor moved since.
    void show(const QString& continuation);
    void dismiss();
    // Inserts what is shown at the cursor.
    void accept();
    bool isShown() const;
    QString text() const;
    // The pause before a request is running.
    bool isWaiting() const;
    // requested() was said and neither answered nor cancelled yet.
    bool isPending() const { return m_pending; }
    GhostText* ghost() const { return m_ghost; }

Q_SIGNALS:
    // before / after: the statement at the cursor, split there.
    void requested(const QString& before, const QString& after);
    void cancelled();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void edited();
    void charAdded();
    void ask();
    void cancelPending();

    QueryEditor* m_editor;
    GhostText* m_ghost;
    QTimer* m_pause;
    bool m_active = false;
    bool m_pending = false;
    bool m_accepting = false;
    QString m_askedText;
    qsizetype m_askedCursor = -1;
    long m_shownPosition = -1;
};

} // namespace nelumbo
