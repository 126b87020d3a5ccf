#pragma once

#include "core/Result.h"
#include "queries/VariableEditor.h"
#include "variables/VariableDefinition.h"

#include <QHash>
#include <QPointer>
#include <QVariantMap>
#include <QWidget>
#include <functional>

class QFormLayout;
class QLabel;

namespace nelumbo {

// The inputs for a query's {{variables}}, built from their definitions (a plain text
// input when a variable has none). Values typed in are kept when the query changes.
class VariableForm : public QWidget
{
    Q_OBJECT
public:
    using Options = QList<VariableDefinition::Option>;
    // Runs an options query (value, label columns) and answers once, in the UI thread.
    using OptionsLoader = std::function<void(const QString& query, QObject* context,
                                             std::function<void(Result<Options>)>)>;

    explicit VariableForm(QWidget* parent = nullptr);

    void setOptionsLoader(OptionsLoader loader) { m_loader = std::move(loader); }
    void setVariables(const QStringList& names, const QList<VariableDefinition>& definitions);
    QStringList names() const { return m_names; }
    QList<VariableDefinition> definitions() const;
    VariableEditor* editor(const QString& name) const { return m_editors.value(name); }
    // Non-empty values by name (a QStringList for list variables).
    QVariantMap values() const;
    void setValues(const QVariantMap& values);
    // Sets each variable of definitions that has a default to it, over a value typed or
    // remembered before: the values a generated query comes with.
    void applyDefaults(const QList<VariableDefinition>& definitions);
    // A problem with the query's placeholders to show above the inputs; empty hides it.
    void setWarning(const QString& text);
    QString warning() const;

Q_SIGNALS:
    void valuesChanged();
    void runRequested();

private:
    void loadOptions(VariableEditor* editor);

    QFormLayout* m_layout;
    QLabel* m_hint;
    QLabel* m_warning;
    QStringList m_names;
    QHash<QString, QPointer<VariableEditor>> m_editors;
    QVariantMap m_remembered; // values of variables that went away, in case they come back
    OptionsLoader m_loader;
};

} // namespace nelumbo
