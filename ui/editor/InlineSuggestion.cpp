#include "editor/InlineSuggestion.h"

#include "ai/InlineSuggester.h"
#include "editor/GhostText.h"
#include "editor/QueryEditor.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QTimer>

namespace nelumbo {

InlineSuggestion::InlineSuggestion(QueryEditor* editor)
    : QObject(editor)
    , m_editor(editor)
    , m_ghost(new GhostText(editor))
    , m_pause(new QTimer(this))
{
    m_pause->setSingleShot(true);
    m_pause->setInterval(InlineSuggester::kDebounceMs);
    connect(m_pause, &QTimer::timeout, this, &InlineSuggestion::ask);
    connect(m_editor, &QsciScintilla::textChanged, this, &InlineSuggestion::edited);
    connect(m_editor, &QsciScintillaBase::SCN_CHARADDED, this, &InlineSuggestion::charAdded);
    connect(m_editor, &QsciScintillaBase::SCN_UPDATEUI, this, [this] {
        if (!isShown())
            return;
        if (m_editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS) != m_shownPosition ||
            m_editor->hasSelectedText())
            dismiss();
        else
            m_ghost->reposition();
    });
    m_editor->installEventFilter(this);
}

void InlineSuggestion::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (!active) {
        m_pause->stop();
        dismiss();
        cancelPending();
    }
}

bool InlineSuggestion::isShown() const
{
    return !m_ghost->text().isEmpty();
}

QString InlineSuggestion::text() const
{
    return m_ghost->text();
}

bool InlineSuggestion::isWaiting() const
{
    return m_pause->isActive();
}

void InlineSuggestion::edited()
{
    if (m_accepting)
        return;
    m_pause->stop();
    dismiss();
    cancelPending();
}

void InlineSuggestion::charAdded()
{
    if (m_active)
        m_pause->start(); // every key restarts the pause: never a request per keystroke
}

void InlineSuggestion::cancelPending()
{
    if (!m_pending)
        return;
    m_pending = false;
    Q_EMIT cancelled();
}

void InlineSuggestion::ask()
{
    if (!m_active || m_editor->hasSelectedText() || m_editor->isListActive())
        return;
    const QString text = m_editor->text();
    const qsizetype cursor = m_editor->cursorCharOffset();
    // Only at the end of a line: the grey text must not cover what is written after it.
    qsizetype end = text.indexOf(QLatin1Char('\n'), cursor);
    if (end < 0)
        end = text.size();
    if (!QStringView(text).mid(cursor, end - cursor).trimmed().isEmpty())
        return;
    const StatementRange range = m_editor->language().statementAt(text, cursor);
    const qsizetype begin = std::min(range.begin, cursor);
    const qsizetype stop = std::max(range.end, cursor);
    const QString before = text.mid(begin, cursor - begin);
    if (m_editor->language().isBlank(before))
        return;
    m_askedText = text;
    m_askedCursor = cursor;
    m_pending = true;
    Q_EMIT requested(before, text.mid(cursor, stop - cursor));
}

void InlineSuggestion::show(const QString& continuation)
{
    if (!m_pending)
        return;
    m_pending = false;
    if (!m_active || continuation.isEmpty() || m_editor->text() != m_askedText ||
        m_editor->cursorCharOffset() != m_askedCursor || m_editor->isListActive())
        return;
    m_shownPosition = m_editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS);
    m_ghost->showText(continuation);
}

void InlineSuggestion::dismiss()
{
    if (isShown())
        m_ghost->clear();
}

void InlineSuggestion::accept()
{
    if (!isShown())
        return;
    const QString insert = m_ghost->text();
    m_ghost->clear();
    const qsizetype cursor = m_editor->cursorCharOffset();
    m_accepting = true;
    m_editor->beginUndoAction();
    m_editor->insert(insert);
    m_editor->endUndoAction();
    m_accepting = false;
    m_editor->setCursorCharOffset(cursor + insert.size());
}

bool InlineSuggestion::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_editor && event->type() == QEvent::KeyPress && isShown()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Shift:
        case Qt::Key_Control:
        case Qt::Key_Alt:
        case Qt::Key_Meta:
        case Qt::Key_AltGr:
            break; // a modifier alone is not a key yet
        case Qt::Key_Tab:
            if (key->modifiers() == Qt::NoModifier && !m_editor->isListActive()) {
                accept();
                return true;
            }
            dismiss();
            break;
        default:
            dismiss();
        }
    } else if (watched == m_editor && event->type() == QEvent::FocusOut) {
        dismiss();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nelumbo
