#pragma once

#include "results/ResultProxy.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace nelumbo {

// Above the grid: a condition on one column of the loaded rows (contains, =, <, >, is NULL,
// is not NULL) added to the grid's filters, the filters in force, and a button to clear them.
class ResultFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit ResultFilterBar(QWidget* parent = nullptr);

    // The grid's rows to filter; null shows nothing to filter.
    void setProxy(ResultProxy* proxy);
    void setColumn(int column);
    // Applies the condition the fields describe (Enter in the value does the same).
    void apply();
    QComboBox* columnBox() const { return m_column; }
    QComboBox* operatorBox() const { return m_operator; }
    QLineEdit* valueEdit() const { return m_value; }
    QString filtersText() const;

private:
    void refresh();
    void updateValueField();

    QPointer<ResultProxy> m_proxy;
    QComboBox* m_column;
    QComboBox* m_operator;
    QLineEdit* m_value;
    QToolButton* m_apply;
    QToolButton* m_clear;
    QLabel* m_active;
};

} // namespace nelumbo
