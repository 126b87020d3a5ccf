#include "queries/TagInput.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QToolButton>

namespace nelumbo {

TagInput::TagInput(QWidget* parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_chips(new QHBoxLayout)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_chips->setSpacing(2);
    layout->addLayout(m_chips);
    layout->addWidget(m_edit, 1);
    m_edit->setPlaceholderText(tr("Type a value, then Enter or a comma"));
    m_edit->installEventFilter(this);
    setFocusProxy(m_edit);
    connect(m_edit, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (text.contains(QLatin1Char(',')))
            addFromText();
    });
}

void TagInput::setTags(const QStringList& tags)
{
    if (tags == m_tags)
        return;
    m_tags = tags;
    rebuild();
    Q_EMIT tagsChanged(m_tags);
}

void TagInput::addFromText()
{
    const QStringList parts = m_edit->text().split(QLatin1Char(','));
    QStringList next = m_tags;
    for (const QString& p : parts)
        if (!p.trimmed().isEmpty())
            next << p.trimmed();
    m_edit->clear();
    setTags(next);
}

void TagInput::rebuild()
{
    while (QLayoutItem* item = m_chips->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (int i = 0; i < m_tags.size(); ++i) {
        auto* chip = new QToolButton(this);
        chip->setText(m_tags.at(i) + QStringLiteral("  ✕"));
        chip->setToolTip(tr("Remove \"%1\"").arg(m_tags.at(i)));
        chip->setAccessibleName(tr("Remove %1").arg(m_tags.at(i)));
        connect(chip, &QToolButton::clicked, this, [this, i] {
            QStringList next = m_tags;
            next.removeAt(i);
            setTags(next);
        });
        m_chips->addWidget(chip);
    }
}

bool TagInput::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (m_edit->text().trimmed().isEmpty())
                Q_EMIT submitted();
            else
                addFromText();
            return true;
        }
        if (key->key() == Qt::Key_Backspace && m_edit->text().isEmpty() && !m_tags.isEmpty()) {
            QStringList next = m_tags;
            next.removeLast();
            setTags(next);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace nelumbo
