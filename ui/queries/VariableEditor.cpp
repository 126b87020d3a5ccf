#include "queries/VariableEditor.h"

#include "queries/TagInput.h"

#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpressionValidator>

namespace nelumbo {

// The editors here have no Q_OBJECT: their texts are VariableEditor's, so they say so.
namespace {

QHBoxLayout* tightLayout(QWidget* w)
{
    auto* layout = new QHBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    return layout;
}

// Text and number inputs.
class LineEditor final : public VariableEditor
{
public:
    LineEditor(const VariableDefinition& d, QWidget* parent)
        : VariableEditor(d, parent)
        , m_edit(new QLineEdit(this))
    {
        tightLayout(this)->addWidget(m_edit);
        setFocusProxy(m_edit);
        if (d.type == VariableDefinition::Type::Number) {
            static const QRegularExpression number(
                QStringLiteral("^[-+]?[0-9]*([.][0-9]*)?([eE][-+]?[0-9]*)?$"));
            m_edit->setValidator(new QRegularExpressionValidator(number, m_edit));
            m_edit->setPlaceholderText(VariableEditor::tr("number"));
        }
        connect(m_edit, &QLineEdit::textChanged, this, &VariableEditor::changed);
        connect(m_edit, &QLineEdit::returnPressed, this, &VariableEditor::submitted);
    }
    QVariant value() const override
    {
        return m_edit->text().isEmpty() ? QVariant() : QVariant(m_edit->text());
    }
    void setValue(const QVariant& v) override { m_edit->setText(v.toString()); }

private:
    QLineEdit* m_edit;
};

// Dates; the earliest date stands for "no value" so the field can be left empty.
class DateEditor final : public VariableEditor
{
public:
    DateEditor(const VariableDefinition& d, QWidget* parent)
        : VariableEditor(d, parent)
        , m_edit(new QDateEdit(this))
    {
        tightLayout(this)->addWidget(m_edit);
        setFocusProxy(m_edit);
        m_edit->setCalendarPopup(true);
        m_edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        m_edit->setMinimumDate(kNone);
        m_edit->setSpecialValueText(VariableEditor::tr("(no date)"));
        m_edit->setDate(kNone);
        connect(m_edit, &QDateEdit::dateChanged, this, &VariableEditor::changed);
    }
    QVariant value() const override
    {
        return m_edit->date() == kNone ? QVariant()
                                       : QVariant(m_edit->date().toString(Qt::ISODate));
    }
    void setValue(const QVariant& v) override
    {
        const QDate d = QDate::fromString(v.toString(), Qt::ISODate);
        m_edit->setDate(d.isValid() ? d : kNone);
    }

private:
    static inline const QDate kNone{1900, 1, 1};
    QDateEdit* m_edit;
};

// One choice from static options or from an options query.
class SelectEditor final : public VariableEditor
{
public:
    SelectEditor(const VariableDefinition& d, QWidget* parent)
        : VariableEditor(d, parent)
        , m_combo(new QComboBox(this))
    {
        tightLayout(this)->addWidget(m_combo);
        setFocusProxy(m_combo);
        m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        if (d.optionSource() == VariableDefinition::OptionSource::Query) {
            m_combo->addItem(VariableEditor::tr("Loading…"));
            m_combo->setEnabled(false);
        } else {
            setOptions(d.staticOptions);
        }
        connect(m_combo, &QComboBox::currentIndexChanged, this, &VariableEditor::changed);
    }
    QVariant value() const override
    {
        const QVariant v = m_combo->currentData();
        return v.toString().isEmpty() ? QVariant() : v;
    }
    void setValue(const QVariant& v) override
    {
        m_pending = v;
        const int i = m_combo->findData(v.toString());
        if (i >= 0)
            m_combo->setCurrentIndex(i);
    }
    void setOptions(const QList<VariableDefinition::Option>& options) override
    {
        const QVariant keep = m_pending.isValid() ? m_pending : value();
        m_combo->clear();
        m_combo->addItem(VariableEditor::tr("(none)"), QString());
        for (const auto& o : options)
            m_combo->addItem(o.label.isEmpty() ? o.value : o.label, o.value);
        m_combo->setEnabled(true);
        setValue(keep);
    }
    void setOptionsError(const QString& message) override
    {
        m_combo->clear();
        m_combo->addItem(VariableEditor::tr("Options failed to load"));
        m_combo->setToolTip(message);
        m_combo->setEnabled(false);
    }

private:
    QComboBox* m_combo;
    QVariant m_pending;
};

// Several choices for a list variable with options.
class MultiSelectEditor final : public VariableEditor
{
public:
    MultiSelectEditor(const VariableDefinition& d, QWidget* parent)
        : VariableEditor(d, parent)
        , m_list(new QListWidget(this))
    {
        tightLayout(this)->addWidget(m_list);
        setFocusProxy(m_list);
        m_list->setMaximumHeight(m_list->fontMetrics().height() * 6);
        if (d.optionSource() == VariableDefinition::OptionSource::Static)
            setOptions(d.staticOptions);
        connect(m_list, &QListWidget::itemChanged, this, &VariableEditor::changed);
    }
    QVariant value() const override
    {
        QStringList chosen;
        for (int i = 0; i < m_list->count(); ++i)
            if (m_list->item(i)->checkState() == Qt::Checked)
                chosen << m_list->item(i)->data(Qt::UserRole).toString();
        return chosen.isEmpty() ? QVariant() : QVariant(chosen);
    }
    void setValue(const QVariant& v) override
    {
        m_pending = v.toStringList();
        const QSignalBlocker block(m_list);
        for (int i = 0; i < m_list->count(); ++i) {
            QListWidgetItem* item = m_list->item(i);
            item->setCheckState(m_pending.contains(item->data(Qt::UserRole).toString())
                                    ? Qt::Checked
                                    : Qt::Unchecked);
        }
        Q_EMIT changed();
    }
    void setOptions(const QList<VariableDefinition::Option>& options) override
    {
        const QStringList keep = m_pending.isEmpty() ? value().toStringList() : m_pending;
        m_list->clear();
        for (const auto& o : options) {
            auto* item = new QListWidgetItem(o.label.isEmpty() ? o.value : o.label, m_list);
            item->setData(Qt::UserRole, o.value);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
        }
        setValue(keep);
    }
    void setOptionsError(const QString& message) override
    {
        m_list->clear();
        m_list->addItem(VariableEditor::tr("Options failed to load: %1").arg(message));
    }

private:
    QListWidget* m_list;
    QStringList m_pending;
};

// Free values for a list variable.
class TagEditor final : public VariableEditor
{
public:
    TagEditor(const VariableDefinition& d, QWidget* parent)
        : VariableEditor(d, parent)
        , m_tags(new TagInput(this))
    {
        tightLayout(this)->addWidget(m_tags);
        setFocusProxy(m_tags);
        connect(m_tags, &TagInput::tagsChanged, this, &VariableEditor::changed);
        connect(m_tags, &TagInput::submitted, this, &VariableEditor::submitted);
    }
    QVariant value() const override
    {
        return m_tags->tags().isEmpty() ? QVariant() : QVariant(m_tags->tags());
    }
    void setValue(const QVariant& v) override
    {
        m_tags->setTags(v.typeId() == QMetaType::QString
                            ? v.toString().split(QLatin1Char(','), Qt::SkipEmptyParts)
                            : v.toStringList());
    }

private:
    TagInput* m_tags;
};

} // namespace

VariableEditor::VariableEditor(const VariableDefinition& definition, QWidget* parent)
    : QWidget(parent)
    , m_definition(definition)
{
    setObjectName(QStringLiteral("variable_") + definition.name);
    setAccessibleName(definition.label.isEmpty() ? definition.name : definition.label);
}

VariableEditor* VariableEditor::create(const VariableDefinition& d, QWidget* parent)
{
    const bool select = d.widget == VariableDefinition::Widget::Select;
    if (d.list)
        return select ? static_cast<VariableEditor*>(new MultiSelectEditor(d, parent))
                      : new TagEditor(d, parent);
    if (select)
        return new SelectEditor(d, parent);
    if (d.type == VariableDefinition::Type::Date)
        return new DateEditor(d, parent);
    return new LineEditor(d, parent);
}

} // namespace nelumbo
