#include "editor/FindBar.h"

#include "editor/QueryEditor.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace nelumbo {

FindBar::FindBar(QueryEditor* editor, QWidget* parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_find(new QLineEdit(this))
    , m_replace(new QLineEdit(this))
    , m_caseSensitive(new QCheckBox(tr("Match case"), this))
    , m_wholeWord(new QCheckBox(tr("Whole words"), this))
    , m_regex(new QCheckBox(tr("Regular expression"), this))
    , m_status(new QLabel(this))
    , m_replaceRow(new QWidget(this))
{
    setObjectName(QStringLiteral("findBar"));
    m_find->setPlaceholderText(tr("Find"));
    m_find->setAccessibleName(tr("Find text"));
    m_find->setClearButtonEnabled(true);
    m_replace->setPlaceholderText(tr("Replace with"));
    m_replace->setAccessibleName(tr("Replacement text"));

    auto button = [this](const QString& text, const QString& tip) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        return b;
    };
    QToolButton* previous = button(tr("Previous"), tr("Find previous (Shift+F3)"));
    QToolButton* next = button(tr("Next"), tr("Find next (F3)"));
    QToolButton* close = button(QStringLiteral("✕"), tr("Close (Esc)"));
    QToolButton* replaceOne = button(tr("Replace"), tr("Replace this match and find the next"));
    QToolButton* replaceEvery =
        button(tr("Replace All"), tr("Replace every match in one undo step"));

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 2, 4, 2);
    auto* findRow = new QHBoxLayout;
    findRow->addWidget(m_find, 1);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    findRow->addWidget(m_caseSensitive);
    findRow->addWidget(m_wholeWord);
    findRow->addWidget(m_regex);
    findRow->addWidget(m_status);
    findRow->addWidget(close);
    auto* replaceRow = new QHBoxLayout(m_replaceRow);
    replaceRow->setContentsMargins(0, 0, 0, 0);
    replaceRow->addWidget(m_replace, 1);
    replaceRow->addWidget(replaceOne);
    replaceRow->addWidget(replaceEvery);
    replaceRow->addStretch();
    grid->addLayout(findRow, 0, 0);
    grid->addWidget(m_replaceRow, 1, 0);

    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(true); });
    connect(m_find, &QLineEdit::textEdited, this, [this] { search(true, true); });
    connect(m_replace, &QLineEdit::returnPressed, this, &FindBar::replaceCurrent);
    connect(next, &QToolButton::clicked, this, [this] { findNext(true); });
    connect(previous, &QToolButton::clicked, this, [this] { findNext(false); });
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        m_editor->setFocus();
    });
    connect(replaceOne, &QToolButton::clicked, this, &FindBar::replaceCurrent);
    connect(replaceEvery, &QToolButton::clicked, this, &FindBar::replaceAll);
    hide();
}

void FindBar::setReplaceVisible(bool visible)
{
    m_replaceRow->setVisible(visible);
}

void FindBar::showFind()
{
    setReplaceVisible(false);
    if (m_editor->hasSelectedText() && !m_editor->selectedText().contains(QLatin1Char('\n')))
        m_find->setText(m_editor->selectedText());
    show();
    m_find->setFocus();
    m_find->selectAll();
}

void FindBar::showReplace()
{
    showFind();
    setReplaceVisible(true);
}

void FindBar::setFindText(const QString& text)
{
    m_find->setText(text);
}

void FindBar::setReplaceText(const QString& text)
{
    m_replace->setText(text);
}

bool FindBar::search(bool forward, bool fromStart)
{
    const QString expr = m_find->text();
    if (expr.isEmpty()) {
        m_status->clear();
        return false;
    }
    int line = -1, index = -1;
    if (fromStart || !forward) {
        // Search from the selection's start so typing refines the current match.
        int lineTo, indexTo;
        m_editor->getSelection(&line, &index, &lineTo, &indexTo);
        if (line < 0)
            m_editor->getCursorPosition(&line, &index);
    }
    const bool found = m_editor->findFirst(expr, m_regex->isChecked(), m_caseSensitive->isChecked(),
                                           m_wholeWord->isChecked(), true, forward, line, index);
    m_status->setText(found ? QString() : tr("Not found"));
    return found;
}

bool FindBar::findNext(bool forward)
{
    return search(forward, false);
}

void FindBar::replaceCurrent()
{
    if (m_editor->hasSelectedText())
        m_editor->replace(m_replace->text());
    findNext(true);
}

int FindBar::replaceAll()
{
    const QString expr = m_find->text();
    if (expr.isEmpty())
        return 0;
    int count = 0;
    m_editor->beginUndoAction();
    bool found = m_editor->findFirst(expr, m_regex->isChecked(), m_caseSensitive->isChecked(),
                                     m_wholeWord->isChecked(), false, true, 0, 0);
    while (found) {
        m_editor->replace(m_replace->text());
        ++count;
        found = m_editor->findNext();
    }
    m_editor->endUndoAction();
    //: How many matches were replaced
    m_status->setText(tr("%Ln replaced", nullptr, count));
    return count;
}

void FindBar::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        m_editor->setFocus();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace nelumbo
