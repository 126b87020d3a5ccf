#pragma once

#include "variables/VariableDefinition.h"

#include <QVariant>
#include <QWidget>

namespace nelumbo {

// The input for one template variable; which widget depends on its definition (text,
// number, date, select, multi-select, tags).
class VariableEditor : public QWidget
{
    Q_OBJECT
public:
    static VariableEditor* create(const VariableDefinition& definition, QWidget* parent);

    const VariableDefinition& definition() const { return m_definition; }
    // A string, a QStringList for list variables, or an invalid QVariant when empty.
    virtual QVariant value() const = 0;
    virtual void setValue(const QVariant& value) = 0;
    // For selects filled by an options query.
    virtual void setOptions(const QList<VariableDefinition::Option>& options) { Q_UNUSED(options) }
    virtual void setOptionsError(const QString& message) { Q_UNUSED(message) }

Q_SIGNALS:
    void changed();
    void submitted(); // Enter: run with these values

protected:
    VariableEditor(const VariableDefinition& definition, QWidget* parent);

private:
    VariableDefinition m_definition;
};

} // namespace nelumbo
