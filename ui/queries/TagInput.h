#pragma once

#include <QStringList>
#include <QWidget>

class QHBoxLayout;
class QLineEdit;

namespace nelumbo {

// A list of values typed one by one: Enter or a comma turns the text into a tag; each tag
// has a remove button; Backspace in the empty field removes the last one.
class TagInput : public QWidget
{
    Q_OBJECT
public:
    explicit TagInput(QWidget* parent = nullptr);

    QStringList tags() const { return m_tags; }
    void setTags(const QStringList& tags);
    QLineEdit* lineEdit() const { return m_edit; }

Q_SIGNALS:
    void tagsChanged(const QStringList& tags);
    void submitted(); // Enter on an empty field

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void addFromText();
    void rebuild();

    QStringList m_tags;
    QLineEdit* m_edit;
    QHBoxLayout* m_chips;
};

} // namespace nelumbo
