#include "settings/StatusLabel.h"

#include <QEvent>

namespace nelumbo {

StatusLabel::StatusLabel(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText); // provider and keychain messages are not HTML
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void StatusLabel::setStatus(const QString& text, Kind kind)
{
    m_kind = kind;
    setText(text);
    setProperty("error", kind == Kind::Error);
    updateColor();
}

void StatusLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_updating)
        updateColor();
}

void StatusLabel::updateColor()
{
    // Setting the palette sends a PaletteChange of its own.
    m_updating = true;
    QPalette palette = parentWidget() ? parentWidget()->palette() : this->palette();
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    if (m_kind == Kind::Error)
        palette.setColor(QPalette::WindowText,
                         dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1c, 0x28));
    else if (m_kind == Kind::Success)
        palette.setColor(QPalette::WindowText,
                         dark ? QColor(0x8f, 0xf0, 0xa4) : QColor(0x1a, 0x7f, 0x37));
    setPalette(palette);
    m_updating = false;
}

} // namespace nelumbo
