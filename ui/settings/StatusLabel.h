#pragma once

#include <QLabel>

namespace nelumbo {

// A line of feedback under a field or button: plain, selectable, wrapping text, red when it
// reports an error and green for success, in shades readable on light and dark palettes.
class StatusLabel : public QLabel
{
    Q_OBJECT
public:
    enum class Kind
    {
        Info,
        Success,
        Error
    };

    explicit StatusLabel(QWidget* parent = nullptr);

    void setStatus(const QString& text, Kind kind = Kind::Info);
    Kind kind() const { return m_kind; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateColor();

    Kind m_kind = Kind::Info;
    bool m_updating = false;
};

} // namespace nelumbo
