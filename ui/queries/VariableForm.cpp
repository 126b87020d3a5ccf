#include "queries/VariableForm.h"

#include "queries/VariableEditor.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace nelumbo {

VariableForm::VariableForm(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QFormLayout)
    , m_hint(new QLabel(this))
    , m_warning(new QLabel(this))
{
    setObjectName(QStringLiteral("variableForm"));
    setAccessibleName(tr("Query variables"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 4, 6, 4);
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_warning->setObjectName(QStringLiteral("variableFormWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::PlainText);
    m_warning->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_warning->hide();
    outer->addWidget(m_warning);
    outer->addLayout(m_layout);
    auto* row = new QHBoxLayout;
    m_hint->setText(tr("Values are bound as parameters; [[ … ]] parts are left out while "
                       "their variables are empty."));
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);
    auto* run = new QPushButton(tr("Run with these values"), this);
    run->setObjectName(QStringLiteral("variableFormRun"));
    run->setToolTip(tr("Run the query again with the values above (Enter in a field)"));
    row->addWidget(m_hint, 1);
    row->addWidget(run);
    outer->addLayout(row);
    connect(run, &QPushButton::clicked, this, &VariableForm::runRequested);
    hide();
}

void VariableForm::setVariables(const QStringList& names,
                                const QList<VariableDefinition>& definitions)
{
    const QVariantMap current = values();
    for (auto it = current.cbegin(); it != current.cend(); ++it)
        m_remembered.insert(it.key(), it.value());
    // Rebuild only when something changed, so typing in the editor never resets the form.
    const QList<VariableDefinition> before = this->definitions();
    bool same = names == m_names;
    for (const VariableDefinition& d : definitions)
        for (const VariableDefinition& b : before)
            if (b.name == d.name &&
                !(b.widget == d.widget && b.type == d.type && b.list == d.list &&
                  b.label == d.label && b.staticOptions == d.staticOptions &&
                  b.optionsQuery == d.optionsQuery))
                same = false;
    if (same)
        return;

    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
    m_names = names;
    for (const QString& name : names) {
        VariableDefinition d;
        d.name = name;
        for (const VariableDefinition& given : definitions)
            if (given.name == name)
                d = given;
        VariableEditor* editor = VariableEditor::create(d, this);
        m_editors.insert(name, editor);
        auto* label = new QLabel(d.label.isEmpty() ? name : d.label, this);
        label->setBuddy(editor);
        label->setToolTip(QStringLiteral("{{%1}}").arg(name));
        m_layout->addRow(label, editor);
        if (m_remembered.contains(name))
            editor->setValue(m_remembered.value(name));
        else if (d.defaultValue)
            editor->setValue(d.list ? QVariant(d.defaultValue->split(QLatin1Char(',')))
                                    : QVariant(*d.defaultValue));
        connect(editor, &VariableEditor::changed, this, &VariableForm::valuesChanged);
        connect(editor, &VariableEditor::submitted, this, &VariableForm::runRequested);
        if (d.widget == VariableDefinition::Widget::Select &&
            d.optionSource() == VariableDefinition::OptionSource::Query)
            loadOptions(editor);
    }
    setVisible(!names.isEmpty() || !m_warning->text().isEmpty());
    Q_EMIT valuesChanged();
}

void VariableForm::setWarning(const QString& text)
{
    if (text == m_warning->text())
        return;
    m_warning->setText(text);
    m_warning->setVisible(!text.isEmpty());
    setVisible(!m_names.isEmpty() || !text.isEmpty());
}

QString VariableForm::warning() const
{
    return m_warning->text();
}

void VariableForm::loadOptions(VariableEditor* editor)
{
    if (!m_loader) {
        editor->setOptionsError(tr("No database to run the options query on"));
        return;
    }
    QPointer<VariableEditor> guard(editor);
    m_loader(editor->definition().optionsQuery, editor, [guard](Result<Options> options) {
        if (!guard)
            return;
        if (options)
            guard->setOptions(options.value());
        else
            guard->setOptionsError(options.error().message);
    });
}

QList<VariableDefinition> VariableForm::definitions() const
{
    QList<VariableDefinition> out;
    for (const QString& name : m_names)
        if (const VariableEditor* e = m_editors.value(name))
            out << e->definition();
    return out;
}

QVariantMap VariableForm::values() const
{
    QVariantMap out;
    for (const QString& name : m_names) {
        const VariableEditor* e = m_editors.value(name);
        if (!e)
            continue;
        const QVariant v = e->value();
        if (v.isValid())
            out.insert(name, v);
    }
    return out;
}

void VariableForm::applyDefaults(const QList<VariableDefinition>& definitions)
{
    QVariantMap defaults;
    for (const VariableDefinition& d : definitions) {
        if (!d.defaultValue)
            continue;
        if (!d.list) {
            defaults.insert(d.name, *d.defaultValue);
            continue;
        }
        QStringList items;
        for (const QString& item : d.defaultValue->split(QLatin1Char(',')))
            if (!item.trimmed().isEmpty())
                items << item.trimmed();
        defaults.insert(d.name, items);
    }
    setValues(defaults);
}

void VariableForm::setValues(const QVariantMap& values)
{
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        m_remembered.insert(it.key(), it.value());
        if (VariableEditor* e = m_editors.value(it.key()))
            e->setValue(it.value());
    }
}

} // namespace nelumbo
